import { useCallback } from "react";
import { useTranslation } from "react-i18next";

/**
 * The message a WhatsApp chat starts with, in the page's language: it names the service
 * when there is one (the service page being viewed, or the service chosen in a form).
 */
export function useWhatsAppMessage() {
  const { t } = useTranslation("whatsapp");
  return useCallback((service?: string) => (service ? t("message.service", { service }) : t("message.general")), [t]);
}
