import React from "react";
import { whatsappLink } from "../../lib/contact-fallback";
import { useT } from "../../hooks/use-t";
import { useWhatsAppMessage } from "./use-whatsapp-message";

interface Props {
  /** The service being viewed, named in the pre-filled message. */
  service?: string;
  className?: string;
}

/** Click-to-chat on WhatsApp with the company's number (company.json) and a pre-filled message. */
export function WhatsAppLink({ service, className }: Props) {
  const t = useT("whatsapp");
  const message = useWhatsAppMessage()(service);
  return (
    <a href={whatsappLink(message)} target="_blank" rel="noopener noreferrer" className={className} data-whatsapp={service ? "service" : "general"}>
      <svg viewBox="0 0 24 24" className="h-5 w-5 shrink-0" aria-hidden="true" focusable="false">
        <path d="M4 20l1.3-3.9A8 8 0 1 1 8.1 19L4 20z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8a4 4 0 0 1-1.8-1.8l.8-1-1-2L9 9.5z" fill="currentColor" />
      </svg>
      {t("label")}
      <span className="sr-only"> {t("newTab")}</span>
    </a>
  );
}
