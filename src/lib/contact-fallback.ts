import { company } from "./facts";

// Other ways to reach the company when sending fails: an email with the visitor's text
// already written, WhatsApp and a phone call. Numbers and address come from company.json.

/** Mail clients and browsers cut long mailto links; keep the whole link under about 1,800 characters. */
const maxMailtoBody = 1200;

export interface FallbackLinks {
  mailto: string;
  whatsapp: string;
  tel: string;
}

/** The phone number as digits with a leading +, for tel: links. */
export const telNumber = (phone = company.phone) => `+${phone.replace(/\D/g, "")}`;

/**
 * A wa.me click-to-chat link to the company's number, with a message already written when
 * one is given (issue 8: contact block, service pages and the failure notices).
 */
export const whatsappLink = (text = "") =>
  `https://wa.me/${company.phone.replace(/\D/g, "")}${text ? `?text=${encodeURIComponent(text)}` : ""}`;

export function fallbackLinks(subject: string, lines: [label: string, value: string][], message: string, whatsappText = ""): FallbackLinks {
  const head = lines.filter(([, value]) => value.trim()).map(([label, value]) => `${label}: ${value}`).join("\n");
  const text = message.length > maxMailtoBody ? `${message.slice(0, maxMailtoBody)}…` : message;
  const body = `${head}\n\n${text}`;
  return {
    mailto: `mailto:${company.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`,
    whatsapp: whatsappLink(whatsappText),
    tel: `tel:${telNumber()}`,
  };
}
