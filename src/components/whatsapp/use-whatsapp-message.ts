import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";

/**
 * The message a WhatsApp chat starts with, in the page's language: it names the service
 * when there is one (the service page being viewed, or the service chosen in a form).
 * `t` reads the whatsapp namespace.
 */
export const whatsappMessage = (t: TFunction, service?: string) =>
  service ? t("message.service", { service }) : t("message.general");

export function useWhatsAppMessage() {
  const { t } = useTranslation("whatsapp");
  return useCallback((service?: string) => whatsappMessage(t, service), [t]);
}
