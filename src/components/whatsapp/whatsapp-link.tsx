import React from "react";
import { whatsappLink } from "../../shared/contact-links";
import { useTranslation } from "react-i18next";
import { Icon } from "../icon";
import { wordSpace } from "../../shared/languages";
import { useWhatsAppMessage } from "./use-whatsapp-message";

interface Props {
  /** The service being viewed, named in the pre-filled message. */
  service?: string;
  className?: string;
}

/** Click-to-chat on WhatsApp with the company's number (company.json) and a pre-filled message. */
export function WhatsAppLink({ service, className }: Props) {
  const { t, i18n } = useTranslation("whatsapp");
  const message = useWhatsAppMessage()(service);
  return (
    <a
      href={whatsappLink(message)}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      data-whatsapp={service ? "service" : "general"}
    >
      <Icon name="whatsapp" className="h-5 w-5 shrink-0" />
      {t("label")}
      <span className="sr-only">{`${wordSpace(i18n.language)}${t("newTab")}`}</span>
    </a>
  );
}
