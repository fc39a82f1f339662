import { randomUUID } from "crypto";
import type { Store } from "@netlify/blobs";
import type { FormMessage } from "../shared/schema";
import { describeSendError, type Env, type Sender } from "./mail-sender";
import { packageOffer, type Row } from "./company-mail";
import { forgetAcknowledgements, forgetPastAcknowledgementDays } from "./acknowledgement";
import {
  createLead,
  deliveredRetentionDays,
  eachSideBySide,
  forgetSends,
  hour,
  listLeads,
  minute,
  newReference,
  peekLead,
  readLead,
  replaceLead,
  settle,
  systemClock,
  type AttemptBy,
  type Clock,
  type LeadAttempt,
  type LeadRecord,
  type RunContext,
  type StoredLead,
} from "./lead-store";

// Delivering the stored messages (docs/forms.md, "No lead is lost"). One delivery attempt is
// shared by the form request, the scheduled redelivery and the leads command: take the lease
// (compare-and-set on the record), send through Postmark (or the outbox) with the reference,
// record the outcome. A message is sent by one sender at a time (the lease).

/** Waits after a failed attempt: 5 min, 15 min, 1 h, then hourly. */
const defaultRetryDelaysMs = [5 * minute, 15 * minute, hour];

/** LEADS_RETRY_MINUTES="5,15,60" (the last one repeats); tests make it short. */
export function retryDelaysFrom(env: Env): number[] {
  const parsed = (env.LEADS_RETRY_MINUTES ?? "")
    .split(",")
    .filter((s) => s.trim() !== "")
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isFinite(n) && n >= 0);
  return parsed.length > 0 ? parsed.map((m) => m * minute) : defaultRetryDelaysMs;
}

/** The wait after the given number of failed attempts (1 = the form request's own). */
const retryDelay = (failedAttempts: number, delays = defaultRetryDelaysMs) =>
  delays[Math.min(Math.max(failedAttempts, 1), delays.length) - 1];

/** Longer than any one attempt can take (Postmark's timeout is 10 s; a function runs 60 s at most). */
const leaseMs = 2 * minute;

const attemptsKept = 100;

const iso = (ms: number) => new Date(ms).toISOString();

/** Whether a sender holds the message now: a lease past its time is one whose sender stopped (it never reported back). */
export const hasLiveLease = (record: LeadRecord, now: number) => !!record.lease && Date.parse(record.lease.until) > now;

/** The package's rows to keep with the message; none if they cannot be read, as the message comes first. */
function offerOf(message: FormMessage): Row[] | undefined {
  try {
    return packageOffer(message);
  } catch (err) {
    console.error(`send-contact-email: the package's price cannot be read, kept without it: ${String(err)}`);
    return undefined;
  }
}

/** Stores a new message as pending, held by the caller (the form request) for its first attempt. */
export async function storeNewLead(
  store: Store,
  message: FormMessage,
  owner: string,
  clock: Clock = systemClock,
): Promise<StoredLead> {
  const offered = offerOf(message);
  for (let tries = 0; tries < 5; tries++) {
    const now = clock.now();
    const record: LeadRecord = {
      reference: newReference(message.formType),
      state: "pending",
      createdAt: iso(now),
      message,
      ...(offered ? { offered } : {}),
      attempts: [],
      nextAttemptAt: iso(now + leaseMs),
      lease: { owner, until: iso(now + leaseMs) },
    };
    const etag = await createLead(store, record);
    if (etag !== undefined) return { record, etag };
  }
  throw new Error("could not find a free reference after 5 tries");
}

export interface ClaimOptions extends Omit<AttemptOptions, "by"> {
  /** The leads command sends now, whatever the schedule says (never while someone holds the lease). */
  ignoreSchedule?: boolean;
  /** Extra changes made in the same write (the 24 h alert mark). */
  also?: Partial<LeadRecord>;
  /** The record's ETag from a listing made before this claim. */
  listedEtag?: string;
}

export type ClaimResult =
  { claimed: StoredLead } | { skipped: "missing" | "delivered" | "leased" | "not-due" | "lost-race" };

/** Takes the lease on a pending message that is due, or says why not. */
export async function claimLead(store: Store, reference: string, options: ClaimOptions): Promise<ClaimResult> {
  const clock = options.clock ?? systemClock;
  const current = await readLead(store, reference, options.listedEtag);
  if (!current) return { skipped: "missing" };
  const { record, etag } = current;
  const now = clock.now();
  if (record.state !== "pending") return { skipped: "delivered" };
  if (hasLiveLease(record, now)) return { skipped: "leased" };
  if (!options.ignoreSchedule && Date.parse(record.nextAttemptAt) > now) return { skipped: "not-due" };
  const failed = record.attempts.filter((a) => !a.ok).length;
  const next: LeadRecord = {
    ...record,
    ...options.also,
    lease: { owner: options.owner, until: iso(now + leaseMs) },
    // Should this attempt never report back (a crash), the next one waits as after a failure.
    nextAttemptAt: iso(now + retryDelay(failed + 1, options.delays)),
  };
  const claimedEtag = await replaceLead(store, next, etag);
  if (claimedEtag === undefined) return { skipped: "lost-race" };
  // Won, as far as the store said: read again once any other writer's write has landed.
  await settle();
  const check = await peekLead(store, reference);
  if (!check || check.lease?.owner !== options.owner) return { skipped: "lost-race" };
  return { claimed: { record: check, etag: claimedEtag } };
}

export type AttemptOutcome =
  | { ok: true; messageId: string; recorded: boolean }
  /** nextAttemptAt: when the stored message is due again, unless the failure could not be recorded. */
  | { ok: false; log: string; nextAttemptAt?: string };

export interface AttemptOptions {
  by: AttemptBy;
  owner: string;
  clock?: Clock;
  delays?: number[];
}

/** Sends a message whose lease the caller holds and records what happened. */
export async function attemptDelivery(
  store: Store,
  held: StoredLead,
  sender: Sender,
  options: AttemptOptions,
): Promise<AttemptOutcome> {
  const clock = options.clock ?? systemClock;
  const { reference, message } = held.record;
  let messageId: string;
  try {
    ({ messageId } = await sender.send(message, {
      reference,
      receivedAt: held.record.createdAt,
      offered: held.record.offered,
    }));
  } catch (err) {
    const log = describeSendError(err);
    const postmark = err as { statusCode?: unknown; code?: unknown };
    const attempt: LeadAttempt = {
      at: iso(clock.now()),
      by: options.by,
      ok: false,
      status: typeof postmark.statusCode === "number" ? postmark.statusCode : 0,
      errorCode: typeof postmark.code === "number" ? postmark.code : undefined,
      detail: log.slice(0, 300),
    };
    const recorded = await recordAttempt(store, held, options, attempt).catch(() => undefined);
    return { ok: false, log, nextAttemptAt: recorded?.nextAttemptAt };
  }
  // Accepted. Should this write fail (or the process die first), the record stays pending and
  // is sent once more after its lease and wait: a duplicate with the same reference, never a loss.
  const recorded = await recordAttempt(store, held, options, {
    at: iso(clock.now()),
    by: options.by,
    ok: true,
    messageId,
  }).catch(() => undefined);
  return { ok: true, messageId, recorded: recorded !== undefined };
}

/**
 * Writes the attempt into the record (compare-and-set, re-read on a conflict). A delivery is
 * always recorded; a failure only while the caller still holds the lease.
 */
async function recordAttempt(
  store: Store,
  held: StoredLead,
  options: AttemptOptions,
  attempt: LeadAttempt,
): Promise<LeadRecord | undefined> {
  const { reference } = held.record;
  for (let tries = 0; tries < 5; tries++) {
    // First against the version the caller holds; after a conflict, against the latest.
    const current = tries === 0 ? held : await readLead(store, reference);
    if (!current) return undefined;
    const { record, etag } = current;
    if (!attempt.ok && record.lease?.owner !== options.owner) return undefined;
    const attempts = [...record.attempts, attempt].slice(-attemptsKept);
    const next: LeadRecord = attempt.ok
      ? record.state === "delivered"
        ? { ...record, attempts } // someone else delivered it too: keep the first delivery's MessageID
        : {
            ...record,
            attempts,
            state: "delivered",
            deliveredAt: attempt.at,
            messageId: attempt.messageId,
            lease: undefined,
          }
      : {
          ...record,
          attempts,
          lease: undefined,
          nextAttemptAt: iso(Date.parse(attempt.at) + retryDelay(attempts.filter((a) => !a.ok).length, options.delays)),
        };
    if ((await replaceLead(store, next, etag)) !== undefined) return next;
  }
  throw new Error(`could not record the attempt on ${reference}`);
}

export const newOwner = (by: AttemptBy) => `${by}-${randomUUID()}`;

// One run of the scheduled function redeliver-leads: sends the pending messages that are due,
// names those still undelivered after 24 h, and deletes the delivered ones past their retention
// and the acknowledgement notes past a day.

const overdueAfterMs = 24 * hour;
const retentionMs = deliveredRetentionDays * 24 * hour;
/** No new attempt starts after this long (a scheduled function may run 30 s on Netlify). */
const budgetMs = 15_000;

export interface RunOptions extends RunContext {
  store: Store;
  sender: Sender;
  delays?: number[];
}

const hoursSince = (iso: string, now: number) => Math.floor((now - Date.parse(iso)) / hour);

export async function runRedelivery(options: RunOptions) {
  const clock = options.clock ?? systemClock;
  const log = options.log ?? console.log;
  const logError = options.logError ?? console.error;
  const started = Date.now();
  const owner = newOwner("schedule");
  const summary = {
    pending: 0,
    attempted: 0,
    delivered: 0,
    failed: 0,
    deleted: 0,
    alerted: 0,
    /** Due but left for the next run (time budget) or held by another sender. */
    left: 0,
    /** Acknowledgement notes older than a day, deleted (acknowledgement.ts). */
    forgotten: 0,
    /** Notes of Sends older than a day, deleted (lead-store.ts). */
    sendsForgotten: 0,
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
        (await replaceLead(options.store, { ...record, alertedAt: iso(now) }, etag)) !== undefined
      ) {
        summary.alerted++;
        logError(alertLine(record, now, record.attempts.length, record.attempts.at(-1)?.detail));
      }
      return;
    }
    const alert = alertDue(record, now);
    const claim = await claimLead(options.store, reference, {
      owner,
      clock,
      delays: options.delays,
      listedEtag: etag,
      also: alert ? { alertedAt: iso(now) } : {},
    });
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
      delays: options.delays,
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
  try {
    summary.sendsForgotten = await forgetSends(options.store, clock.now());
  } catch (err) {
    logError(`redeliver-leads: the notes of Sends could not be cleared: ${String(err)}`);
  }
  log(
    `redeliver-leads: ${summary.pending} pending, ${summary.attempted} attempted, ${summary.delivered} delivered, ` +
      `${summary.failed} failed, ${summary.left} left for later, ${summary.deleted} deleted, ${summary.alerted} overdue alerts, ` +
      `${summary.forgotten} acknowledgement notes and ${summary.sendsForgotten} notes of Sends forgotten`,
  );
  return summary;
}
