import type { Store } from "@netlify/blobs";
import { company } from "../../shared/facts";
import {
  companyMail,
  describeSendError,
  sendToCompany,
  withFirstLine,
  type Env,
  type Mail,
  type Mailer,
} from "./mail-sender";
import {
  eachSideBySide,
  hour,
  isUnanswered,
  listLeads,
  officeTime,
  readLead,
  replaceLead,
  replyDueAt,
  systemClock,
  type RunContext,
  type LeadRecord,
} from "./lead-store";

// Every message is promised a reply within replyWithinHours (content/company.json). The scheduled
// function remind-leads sends the company one reminder per message not marked answered
// (mark-answered.ts), remindBeforeHours before that time is up, with the message and its link.

const remindBeforeHours = 4;

/**
 * No reminder starts after this long: a scheduled function may run 30 s on Netlify, and one cut
 * off between writing remindedAt and sending would lose its reminder. The rest wait 15 minutes
 * for the next run.
 */
const budgetMs = 15_000;

// A message still waiting for delivery is not in the inbox to be answered: redelivery brings it
// there, and the reminder follows on the next run.
const needsReminder = (record: LeadRecord, now: number): boolean =>
  record.state === "delivered" &&
  isUnanswered(record) &&
  !record.remindedAt &&
  now >= replyDueAt(record) - remindBeforeHours * hour;

/**
 * The company's mail for the message again, under a line saying when the reply is due, or that it
 * is overdue (a message that reached the inbox late, after a failed delivery). Its replies go to
 * the company's inbox, not to the visitor: a reply from here would send the customer the
 * reminder's subject ("Re: Reminder: overdue since …") and its words for the staff.
 */
function reminderMail(record: LeadRecord, env: Env, now: number): Mail {
  const { reference, message } = record;
  const due = officeTime(replyDueAt(record));
  const overdue = now >= replyDueAt(record);
  const promise = `The reply promised within ${company.replyWithinHours} hours`;
  const state = overdue
    ? `Not yet marked answered. ${promise} was due by ${due}: it is overdue.`
    : `Not yet marked answered. ${promise} is due by ${due}.`;
  const head = `${state} Answer from the message's own mail, or write to ${message.email}: a reply to this reminder goes to your own inbox.`;
  const mail = companyMail(message, env, { reference, receivedAt: record.createdAt, offered: record.offered });
  return {
    ...withFirstLine(mail, head),
    replyTo: mail.to,
    // The message's own subject after the reminder's, so that the inbox shows whose it is.
    subject: overdue ? `Reminder: overdue since ${due}: ${mail.subject}` : `Reminder: reply by ${due}: ${mail.subject}`,
    tag: "reminder",
  };
}

interface ReminderOptions extends RunContext {
  store: Store;
  mailer: Mailer;
  env: Env;
  /** How long reminders may start (tests make it short). */
  budgetMs?: number;
}

/** Sends the reminders that are due. The time is written first, so overlapping runs send one. */
export async function runReminders({
  store,
  mailer,
  env,
  clock = systemClock,
  log = console.log,
  logError = console.error,
  budgetMs: budget = budgetMs,
}: ReminderOptions): Promise<{ reminded: number; failed: number; left: number }> {
  const started = Date.now();
  const run = { reminded: 0, failed: 0, left: 0 };
  const remind = async ({ key, etag }: { key: string; etag: string }) => {
    const found = await readLead(store, key, etag);
    const now = clock.now();
    if (!found || !needsReminder(found.record, now)) return;
    if (Date.now() - started > budget) {
      run.left++;
      return;
    }
    const claimed = { ...found.record, remindedAt: new Date(now).toISOString() };
    const claimedEtag = await replaceLead(store, claimed, found.etag);
    if (claimedEtag === undefined) return;
    try {
      const { messageId } = await sendToCompany(mailer, reminderMail(claimed, env, now));
      log(`remind-leads: ${key} reminded, MessageID ${messageId}`);
      run.reminded++;
    } catch (err) {
      // Taken back, so that the next run tries again.
      await replaceLead(store, { ...claimed, remindedAt: undefined }, claimedEtag).catch(() => undefined);
      logError(`remind-leads: ${key} reminder not sent: ${describeSendError(err)}`);
      run.failed++;
    }
  };
  await eachSideBySide(await listLeads(store), remind, (item, err) => {
    logError(`remind-leads: ${item.key}: ${err instanceof Error ? err.message : String(err)}`);
    run.failed++;
  });
  log(`remind-leads: ${run.reminded} reminded, ${run.failed} failed, ${run.left} left for the next run`);
  return run;
}
