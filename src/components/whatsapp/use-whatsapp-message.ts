import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { whatsappMessage } from "../../shared/contact-links";

export function useWhatsAppMessage() {
  const { t } = useTranslation("whatsapp");
  return useCallback((service?: string) => whatsappMessage(t, service), [t]);
}
