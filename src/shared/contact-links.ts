import type { TFunction } from "i18next";
import { company } from "./facts";

// Links that reach the company directly: a phone call and a WhatsApp chat. Number from company.json.

/** The phone number as digits with a leading +, for tel: links. */
export const telNumber = (phone = company.phone) => `+${phone.replace(/\D/g, "")}`;

/**
 * The message for a URL's query: ASCII percent-encoded as by encodeURIComponent (spaces, line
 * breaks, & # % + ? and quotes must be), other characters left as they are. A browser encodes
 * those itself when it parses the link, and Chinese or Japanese text is a third of the bytes
 * in the HTML that way (docs/architecture.md, "WhatsApp messages unencoded in links").
 */
const queryText = (text: string) =>
  encodeURIComponent(text).replace(/(?:%[89A-F][0-9A-F])+/g, (bytes) => decodeURIComponent(bytes));

/**
 * A wa.me click-to-chat link to the company's number, with a message already written when
 * one is given (contact block, service pages and the failure notices).
 */
export const whatsappLink = (text = "") =>
  `https://wa.me/${company.phone.replace(/\D/g, "")}${text ? `?text=${queryText(text)}` : ""}`;

/** A mailto: link to the company's address, with its subject and body written when they are given. */
export function mailLink(subject = "", body = "") {
  const query = [subject && `subject=${encodeURIComponent(subject)}`, body && `body=${encodeURIComponent(body)}`]
    .filter(Boolean)
    .join("&");
  return `mailto:${company.email}${query ? `?${query}` : ""}`;
}

/**
 * The message a WhatsApp chat starts with, in the page's language: it names the service
 * when there is one (the service page being viewed, or the service chosen in a form).
 * `t` reads the whatsapp namespace.
 */
export const whatsappMessage = (t: TFunction, service?: string) =>
  service ? t("message.service", { service }) : t("message.general");
