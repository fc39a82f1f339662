import type { Store } from "@netlify/blobs";
import type { Sender } from "./mail-sender";
import {
  attemptDelivery,
  claimLead,
  defaultRetryDelaysMs,
  hasLiveLease,
  newOwner,
  type AttemptOutcome,
} from "./lead-delivery";
import { forgetAcknowledgements, forgetPastAcknowledgementDays } from "./acknowledgement";
import {
  deliveredRetentionDays,
  eachSideBySide,
  hour,
  listLeads,
  readLead,
  replaceLead,
  systemClock,
  type Clock,
  type LeadRecord,
} from "./lead-store";

// One run of the scheduled function redeliver-leads (docs/forms.md, "No lead is lost"); a message is
// sent by one sender at a time (the lease: lead-delivery.ts).

const overdueAfterMs = 24 * hour;
const retentionMs = deliveredRetentionDays * 24 * hour;
/** No new attempt starts after this long (a scheduled function may run 30 s on Netlify). */
const budgetMs = 15_000;

export interface RunOptions {
  store: Store;
  sender: Sender;
  clock?: Clock;
  log?: (line: string) => void;
  logError?: (line: string) => void;
  delays?: number[];
}

export interface RunSummary {
  pending: number;
  attempted: number;
  delivered: number;
  failed: number;
  deleted: number;
  alerted: number;
  /** Due but left for the next run (time budget) or held by another sender. */
  left: number;
  /** Acknowledgement notes older than a day, deleted (acknowledgement.ts). */
  forgotten: number;
}

const hoursSince = (iso: string, now: number) => Math.floor((now - Date.parse(iso)) / hour);

export async function runRedelivery(options: RunOptions): Promise<RunSummary> {
  const clock = options.clock ?? systemClock;
  const log = options.log ?? console.log;
  const logError = options.logError ?? console.error;
  const delays = options.delays ?? defaultRetryDelaysMs;
  const started = Date.now();
  const owner = newOwner("schedule");
  const summary: RunSummary = {
    pending: 0,
    attempted: 0,
    delivered: 0,
    failed: 0,
    deleted: 0,
    alerted: 0,
    left: 0,
    forgotten: 0,
  };

  const alertDue = (record: LeadRecord, now: number) =>
    now - Date.parse(record.createdAt) >= overdueAfterMs &&
    (!record.alertedAt || now - Date.parse(record.alertedAt) >= hour);

  const alertLine = (record: LeadRecord, now: number, attempts: number, last?: string) =>
    `redeliver-leads: ${record.reference} still undelivered after ${hoursSince(record.createdAt, now)} h ` +
    `(${attempts} attempts${last ? `; last: ${last}` : ""})`;

  const handle = async (reference: string, listedEtag: string) => {
    const current = await readLead(options.store, reference, listedEtag);
    if (!current) return;
    const { record, etag } = current;
    const now = clock.now();
    if (record.state === "delivered") {
      if (record.deliveredAt && now - Date.parse(record.deliveredAt) >= retentionMs) {
        await options.store.delete(reference);
        summary.deleted++;
        log(
          `redeliver-leads: ${reference} deleted (delivered ${record.deliveredAt}, kept ${deliveredRetentionDays} days)`,
        );
      }
      return;
    }
    summary.pending++;
    const due = Date.parse(record.nextAttemptAt) <= now && !hasLiveLease(record, now);
    if (!due || Date.now() - started > budgetMs) {
      if (due) summary.left++;
      // Not sending now, but an overdue message is still named once an hour.
      if (
        alertDue(record, now) &&
        !hasLiveLease(record, now) &&
        (await replaceLead(options.store, { ...record, alertedAt: new Date(now).toISOString() }, etag)) !== undefined
      ) {
        summary.alerted++;
        logError(alertLine(record, now, record.attempts.length, record.attempts.at(-1)?.detail));
      }
      return;
    }
    const alert = alertDue(record, now);
    const claim = await claimLead(
      options.store,
      reference,
      {
        owner,
        clock,
        listedEtag: etag,
        also: () => (alert ? { alertedAt: new Date(now).toISOString() } : {}),
      },
      delays,
    );
    if (!("claimed" in claim)) {
      if (claim.skipped === "leased" || claim.skipped === "lost-race") summary.left++;
      return;
    }
    summary.attempted++;
    const number = claim.claimed.record.attempts.length + 1;
    const outcome: AttemptOutcome = await attemptDelivery(options.store, claim.claimed, options.sender, {
      by: "schedule",
      owner,
      clock,
      delays,
    });
    if (outcome.ok) {
      summary.delivered++;
      log(`redeliver-leads: ${reference} attempt ${number}: delivered, MessageID ${outcome.messageId}`);
      if (!outcome.recorded)
        logError(
          `redeliver-leads: ${reference} was accepted (MessageID ${outcome.messageId}) but its record could not be marked delivered; it may be sent once more`,
        );
      return;
    }
    summary.failed++;
    logError(
      `redeliver-leads: ${reference} attempt ${number} failed: ${outcome.log}; next attempt after ${outcome.nextAttemptAt ?? "its lease ends"}`,
    );
    if (alert) {
      summary.alerted++;
      logError(alertLine(record, now, record.attempts.length + 1, outcome.log));
    }
  };

  await eachSideBySide(
    await listLeads(options.store),
    (item) => handle(item.key, item.etag),
    (item, err) => logError(`redeliver-leads: ${item.key}: ${err instanceof Error ? err.message : String(err)}`),
  );
  try {
    summary.forgotten = await forgetAcknowledgements(options.store, clock.now());
    await forgetPastAcknowledgementDays(options.store, clock.now());
  } catch (err) {
    logError(`redeliver-leads: the acknowledgement notes could not be cleared: ${String(err)}`);
  }
  log(
    `redeliver-leads: ${summary.pending} pending, ${summary.attempted} attempted, ${summary.delivered} delivered, ` +
      `${summary.failed} failed, ${summary.left} left for later, ${summary.deleted} deleted, ${summary.alerted} overdue alerts, ` +
      `${summary.forgotten} acknowledgement notes forgotten`,
  );
  return summary;
}
