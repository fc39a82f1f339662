import type { ContactMessage } from "./contact-schema";

// The mail the company receives for one message: subject, plain text and HTML. The
// inbox reader is the company's staff, so the labels are fixed English.

const formTitles = { quote: "Quote request", contact: "Contact message" } as const;

export const subjectMaxLength = 150;

/** Replaces every control or line-separator character with a space and caps the length. */
export function headerSafe(text: string, max = subjectMaxLength): string {
  const flat = text.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** The reference the website keeps the message under (issue 15) comes first, so no cap cuts it off. */
export function emailSubject(m: ContactMessage, reference?: string): string {
  const who = m.company ? `${m.fullName} (${m.company})` : m.fullName;
  const title = reference ? `${formTitles[m.formType]} ${reference}` : formTitles[m.formType];
  return headerSafe(`${title} from ${who}`);
}

const withReference = (lines: [string, string][], reference?: string): [string, string][] =>
  reference ? [["Reference", reference], ...lines] : lines;

function rows(m: ContactMessage): [string, string][] {
  return [
    ["Form", formTitles[m.formType]],
    ["Name", m.fullName],
    ["Company", m.company || "-"],
    ["Email", m.email],
    ["Phone", m.phone],
    ["Service", m.serviceType || "-"],
    ["Language", m.language ?? "-"],
  ];
}

export function emailText(m: ContactMessage, reference?: string): string {
  const head = withReference(rows(m), reference).map(([label, value]) => `${label}: ${value}`).join("\n");
  return `${head}\n\nMessage:\n${m.message}\n`;
}

export function emailHtml(m: ContactMessage, reference?: string): string {
  const table = withReference(rows(m), reference)
    .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join("");
  const body = escapeHtml(m.message).replace(/\r?\n/g, "<br>");
  return `<!doctype html><html><body><h1>${escapeHtml(emailSubject(m, reference))}</h1><table>${table}</table><p>${body}</p></body></html>`;
}

/** The Postmark Tag, so quote requests and contact messages can be told apart in its activity log. */
export const emailTag = (m: ContactMessage) => `${m.formType}-form`;
