import type { LeadRecord } from "../../src/forms/function/lead-store";
import { inboxChoice, shipmentDetailsText } from "../../src/forms/function/company-mail";
import { localeTexts, serviceName } from "../../src/forms/function/locale-texts";
import { company } from "../../src/shared/facts";
import { emailOrder, isOpenChoice, type FieldDefinition } from "../../src/forms/shared/fields";

/** A stored time as "2026-11-28 09:15". */
export const when = (iso?: string) => (iso ? iso.replace("T", " ").slice(0, 16) : "-");

const given = (m: LeadRecord["message"], name: string) => (m as unknown as Record<string, string | undefined>)[name];

const fieldValue = (m: LeadRecord["message"], field: FieldDefinition) => {
  const value = given(m, field.name);
  if (!value) return "-";
  if (field.name === "serviceType") return serviceName(localeTexts(company.inboxLanguage), value);
  return field.kind === "choice" && !isOpenChoice(field) ? inboxChoice(field.name, value) : value;
};

/** One message as `npm run leads -- show` prints it: its state, then each field as the mail labels it. */
export function leadDetails(r: LeadRecord): string {
  const m = r.message;
  const lines = [
    `Reference: ${r.reference}`,
    `State:     ${r.state}${r.messageId ? ` (Postmark MessageID ${r.messageId})` : ""}`,
    `Received:  ${r.createdAt}`,
    r.state === "delivered"
      ? `Delivered: ${r.deliveredAt}`
      : `Next try:  ${r.nextAttemptAt}${r.lease ? ` (being sent until ${r.lease.until})` : ""}`,
    "",
    `Form:      ${m.formType}`,
    // Each field of the form as the mail labels and orders it (the field table), the message last.
    ...emailOrder(m.formType)
      .filter((field) => field.kind !== "text" && (given(m, field.name) || !field.emailFirst))
      .map((field) => `${`${field.emailLabel}:`.padEnd(11)}${fieldValue(m, field)}`),
    `Language:  ${m.language ?? "-"}`,
    // A quote's shipment details (the package, the sizes...) as the mail shows them.
    ...(shipmentDetailsText(m) ? ["", shipmentDetailsText(m)] : []),
    "",
    m.message,
    "",
    `Attempts (${r.attempts.length}):`,
    ...r.attempts.map(
      (a) =>
        `  ${a.at}  ${a.by.padEnd(8)}  ${a.ok ? `accepted, MessageID ${a.messageId}` : `failed: ${a.detail ?? `status ${a.status}`}`}`,
    ),
  ];
  return lines.join("\n");
}
