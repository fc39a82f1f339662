import type { ContactMessage } from "./contact-schema";
import { readPhoneNumbers } from "./phone-numbers";

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

/** A line of the mail's table; a link is shown as one in the HTML part. */
type Row = [label: string, value: string, link?: string];

/** The phone exactly as typed, then each number in it as the sales team dials it. */
function phoneRows(typed: string): Row[] {
  return [
    ["Phone", typed],
    ...readPhoneNumbers(typed).flatMap(({ international, whatsapp, countryAssumed }): Row[] => [
      ["Phone (international)", countryAssumed ? `${international} (no country code typed: read as Indonesian)` : international],
      ...(whatsapp ? [["WhatsApp", whatsapp, whatsapp] as Row] : []),
    ]),
  ];
}

const withReference = (lines: Row[], reference?: string): Row[] => (reference ? [["Reference", reference], ...lines] : lines);

function rows(m: ContactMessage): Row[] {
  return [
    ["Form", formTitles[m.formType]],
    ["Name", m.fullName],
    ["Company", m.company || "-"],
    ["Email", m.email],
    ...phoneRows(m.phone),
    ["Service", m.serviceType || "-"],
    ["Language", m.language ?? "-"],
  ];
}

export function emailText(m: ContactMessage, reference?: string): string {
  const head = withReference(rows(m), reference).map(([label, value]) => `${label}: ${value}`).join("\n");
  return `${head}\n\nMessage:\n${m.message}\n`;
}

const htmlCell = ([, value, link]: Row) =>
  link ? `<a href="${escapeHtml(link)}">${escapeHtml(value)}</a>` : escapeHtml(value);

export function emailHtml(m: ContactMessage, reference?: string): string {
  const table = withReference(rows(m), reference)
    .map((row) => `<tr><th align="left">${escapeHtml(row[0])}</th><td>${htmlCell(row)}</td></tr>`)
    .join("");
  const body = escapeHtml(m.message).replace(/\r?\n/g, "<br>");
  return `<!doctype html><html><body><h1>${escapeHtml(emailSubject(m, reference))}</h1><table>${table}</table><p>${body}</p></body></html>`;
}

/** The Postmark Tag, so quote requests and contact messages can be told apart in its activity log. */
export const emailTag = (m: ContactMessage) => `${m.formType}-form`;
