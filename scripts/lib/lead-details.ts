import type { LeadRecord } from "../../src/forms/function/lead-store";
import {
  inboxChoice,
  inboxLanguageName,
  shipmentDetailsText,
  shownMessage,
} from "../../src/forms/function/company-mail";
import { company } from "../../src/shared/facts";
import { emailOrder, type FieldDefinition } from "../../src/forms/shared/fields";
import { isOverdue, officeStamp, replyDueAt } from "../../src/forms/function/lead-store";
import { hasLiveLease } from "../../src/forms/function/delivery";

/** A stored time on the office's clock, as "2026-11-28 16:15 WIB". */
export const when = (at?: string | number) => (at === undefined ? "-" : officeStamp(at));

/** Where a message's promised reply stands: answered (in time or late), or due by when. */
export function replyStatus(r: LeadRecord, now: number): string {
  const due = replyDueAt(r);
  if (r.answeredAt) return `answered ${when(r.answeredAt)}${Date.parse(r.answeredAt) > due ? " (late)" : ""}`;
  return `${isOverdue(r, now) ? "OVERDUE, reply was due" : "reply due"} ${when(due)}`;
}

export interface ReplyFigures {
  received: number;
  inTime: number;
  late: number;
  overdue: number;
  waiting: number;
}

/** How the promise held over the messages received in the last 30 days. */
export function replyFigures(records: readonly LeadRecord[], now: number): ReplyFigures {
  const figures: ReplyFigures = { received: 0, inTime: 0, late: 0, overdue: 0, waiting: 0 };
  for (const r of records) {
    if (now - Date.parse(r.createdAt) > 30 * 24 * 3_600_000) continue;
    figures.received++;
    const due = replyDueAt(r);
    if (r.answeredAt) figures[Date.parse(r.answeredAt) <= due ? "inTime" : "late"]++;
    else figures[isOverdue(r, now) ? "overdue" : "waiting"]++;
  }
  return figures;
}

export const replyFiguresText = (f: ReplyFigures) =>
  `Last 30 days, reply promised within ${company.replyWithinHours} h: ${f.received} received, ${f.inTime} answered in time, ` +
  `${f.late} answered late, ${f.overdue} overdue and not answered, ${f.waiting} waiting within the time`;

const given = (m: LeadRecord["message"], name: string) => (m as unknown as Record<string, string | undefined>)[name];

const fieldValue = (m: LeadRecord["message"], field: FieldDefinition) => {
  const value = given(m, field.name);
  if (!value) return "-";
  return field.kind === "choice" ? inboxChoice(field.name, value) : value;
};

/** One message as `npm run leads -- show` prints it: its state, then each field as the mail labels it. */
export function leadDetails(r: LeadRecord): string {
  const m = r.message;
  const now = Date.now();
  const sending = hasLiveLease(r, now)
    ? ` (being sent until ${when(r.lease!.until)})`
    : Date.parse(r.nextAttemptAt) <= now
      ? ` (due now, not being sent: npm run leads -- redeliver ${r.reference} sends it now)`
      : "";
  const lines = [
    `Reference: ${r.reference}`,
    `State:     ${r.state}${r.messageId ? ` (Postmark MessageID ${r.messageId})` : ""}`,
    `Received:  ${when(r.createdAt)}`,
    r.state === "delivered" ? `Delivered: ${when(r.deliveredAt)}` : `Next try:  ${when(r.nextAttemptAt)}${sending}`,
    `Reply:     ${replyStatus(r, now)}${r.remindedAt ? ` (reminded ${when(r.remindedAt)})` : ""}`,
    "",
    `Form:      ${m.formType}`,
    // Each field of the form as the mail labels and orders it (the field table), the message last.
    ...emailOrder(m.formType)
      .filter((field) => field.kind !== "text" && (given(m, field.name) || !field.emailFirst))
      .map((field) => `${`${field.emailLabel}:`.padEnd(11)}${fieldValue(m, field)}`),
    `Language:  ${inboxLanguageName(m.language)}`,
    // A quote's shipment details (the package, the sizes...) as the mail shows them.
    ...(shipmentDetailsText(m, r.offered) ? ["", shipmentDetailsText(m, r.offered)] : []),
    "",
    m.message,
    "",
    `Attempts (${r.attempts.length}):`,
    ...r.attempts.map(
      (a) =>
        `  ${when(a.at)}  ${a.by.padEnd(8)}  ${a.ok ? `accepted, MessageID ${a.messageId}` : `failed: ${a.detail ?? `status ${a.status}`}`}`,
    ),
  ];
  return shownMessage(lines.join("\n"));
}
