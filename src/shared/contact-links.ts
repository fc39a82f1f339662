import { company } from "./facts";

// Links that reach the company directly: a phone call and a WhatsApp chat. Number from company.json.

/** The phone number as digits with a leading +, for tel: links. */
export const telNumber = (phone = company.phone) => `+${phone.replace(/\D/g, "")}`;

/**
 * A wa.me click-to-chat link to the company's number, with a message already written when
 * one is given (contact block, service pages and the failure notices).
 */
export const whatsappLink = (text = "") =>
  `https://wa.me/${company.phone.replace(/\D/g, "")}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
