import type { Store } from "@netlify/blobs";
import { company } from "../../shared/facts";
import { escapeHtml } from "../../shared/escape-html";
import { companyMail, describeSendError, type Env, type Mail, type Mailer } from "./mail-sender";
import { hour, listLeads, readLead, replaceLead, systemClock, type Clock, type LeadRecord } from "./lead-store";

// Every message is promised a reply within replyWithinHours (content/company.json). The scheduled
// function remind-leads sends the company one reminder per message not marked answered
// (mark-answered.ts), remindBeforeHours before that time is up, with the message and its link.

const remindBeforeHours = 4;

export const replyDueAt = (record: LeadRecord): number =>
  Date.parse(record.createdAt) + company.replyWithinHours * hour;

const needsReminder = (record: LeadRecord, now: number): boolean =>
  !record.answeredAt && !record.remindedAt && now >= replyDueAt(record) - remindBeforeHours * hour;

/** A time as the company's office reads it (Batam, WIB). */
const officeTime = (ms: number) =>
  `${new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Jakarta" }).format(ms)} WIB`;

/** The company's mail for the message again, under a line saying when the reply is due. */
function reminderMail(record: LeadRecord, env: Env): Mail {
  const { reference, message } = record;
  const due = officeTime(replyDueAt(record));
  const head = `Not yet marked answered. The reply promised within ${company.replyWithinHours} hours is due by ${due}.`;
  const mail = companyMail(message, reference, env);
  return {
    ...mail,
    subject: `Reminder: reply to ${reference} by ${due}`,
    text: `${head}\n\n${mail.text}`,
    html: mail.html.replace("<body>", `<body><p><strong>${escapeHtml(head)}</strong></p>`),
    tag: "reminder",
  };
}

export interface ReminderRun {
  reminded: number;
  failed: number;
}

interface ReminderOptions {
  store: Store;
  mailer: Mailer;
  env: Env;
  clock?: Clock;
  log?: (line: string) => void;
  logError?: (line: string) => void;
}

/** Sends the reminders that are due. The time is written first, so overlapping runs send one. */
export async function runReminders({
  store,
  mailer,
  env,
  clock = systemClock,
  log = console.log,
  logError = console.error,
}: ReminderOptions): Promise<ReminderRun> {
  const run: ReminderRun = { reminded: 0, failed: 0 };
  for (const { key, etag } of await listLeads(store)) {
    const found = await readLead(store, key, etag);
    const now = clock.now();
    if (!found || !needsReminder(found.record, now)) continue;
    const claimed = { ...found.record, remindedAt: new Date(now).toISOString() };
    const claimedEtag = await replaceLead(store, claimed, found.etag);
    if (claimedEtag === undefined) continue;
    try {
      const { messageId } = await mailer.send(reminderMail(claimed, env));
      log(`remind-leads: ${key} reminded, MessageID ${messageId}`);
      run.reminded++;
    } catch (err) {
      // Taken back, so that the next run tries again.
      await replaceLead(store, { ...claimed, remindedAt: undefined }, claimedEtag).catch(() => undefined);
      logError(`remind-leads: ${key} reminder not sent: ${describeSendError(err)}`);
      run.failed++;
    }
  }
  log(`remind-leads: ${run.reminded} reminded, ${run.failed} failed`);
  return run;
}
