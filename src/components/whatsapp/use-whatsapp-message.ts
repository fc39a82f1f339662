import { useCallback } from "react";
import { useT } from "../../hooks/use-t";

/**
 * The message a WhatsApp chat starts with, in the page's language: it names the service
 * when there is one (the service page being viewed, or the service chosen in a form).
 */
export function useWhatsAppMessage() {
  const t = useT("whatsapp");
  return useCallback((service?: string) => (service ? t("message.service", { service }) : t("message.general")), [t]);
}
