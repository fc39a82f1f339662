import { createHash, randomInt } from "crypto";
import { getStore, type Store } from "@netlify/blobs";
import type { FormType } from "../shared/forms";
import { referenceAlphabet, referencePattern, referencePrefixes } from "../../shared/references";
import company from "../../../content/company.json";
import type { FormMessage } from "../shared/schema";
import type { Row } from "./company-mail";

// Every valid message is kept in a Netlify Blobs store under its reference (docs/forms.md, "No lead
// is lost"). Its ETag makes every change a compare-and-set, so two writers (the form request,
// overlapping scheduled runs, the leads command) never both think they own the next attempt.

const leadStoreName = "leads";

export const minute = 60_000;
export const hour = 60 * minute;

/** Where the records' times come from; a test passes its own. */
export interface Clock {
  now(): number;
}
export const systemClock: Clock = { now: () => Date.now() };

/** What a request or a scheduled run is given besides its work: a clock and logs (a test's own; else the system's). */
export interface RunContext {
  clock?: Clock;
  log?: (line: string) => void;
  logError?: (line: string) => void;
}

/**
 * A wait before a writer that won a conditional write reads it back. Netlify's store checks
 * If-Match and If-None-Match atomically; the local Blobs server (netlify dev, jest) checks and
 * then writes with awaits in between, so two writers can both be told they won. The later write
 * is what stays: read back after the other writer's few milliseconds, it shows each writer
 * whether it really won.
 */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 250));

// Every time the staff read (mails, pages, `npm run leads`) is on the office's clock in Batam, and says so.
const officeZone = { timeZone: "Asia/Jakarta", name: "WIB" };

/** A time as the company's office reads it: "29 Nov 2026, 09:00 WIB". */
export const officeTime = (at: number | string) =>
  `${new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: officeZone.timeZone }).format(new Date(at))} ${officeZone.name}`;

/** The same, in a column of a list: "2026-11-29 09:00 WIB". */
export const officeStamp = (at: number | string) =>
  `${new Intl.DateTimeFormat("sv-SE", { dateStyle: "short", timeStyle: "short", timeZone: officeZone.timeZone }).format(new Date(at))} ${officeZone.name}`;

/** The office's calendar day of a time: "2026-11-29" (WIB). */
export const officeDay = (at: number) =>
  new Intl.DateTimeFormat("sv-SE", { dateStyle: "short", timeZone: officeZone.timeZone }).format(new Date(at));

/** When the reply every message is promised (content/company.json replyWithinHours) is due: ms since the epoch. */
export const replyDueAt = (record: Pick<LeadRecord, "createdAt">): number =>
  Date.parse(record.createdAt) + company.replyWithinHours * hour;

/** Not yet marked answered by the company (mark-answered.ts). */
export const isUnanswered = (record: Pick<LeadRecord, "answeredAt">): boolean => !record.answeredAt;

/** Not answered, and its reply time (replyDueAt) is past. */
export const isOverdue = (record: Pick<LeadRecord, "createdAt" | "answeredAt">, now: number): boolean =>
  isUnanswered(record) && now > replyDueAt(record);

/**
 * A text as a search compares it: full-width and other compatibility forms as the plain ones
 * (ＢＵＤＩ, ｶﾀｶﾅ), any case, without spaces, so a name is found however it was typed ("山田太郎"
 * finds "山田 太郎", its space half or full width). Chinese and Japanese characters stay as they are.
 */
const searchable = (text: string) => text.normalize("NFKC").toLowerCase().replace(/\s+/g, "");

/** Every dash a keyboard types for a hyphen, a Japanese one's long-vowel mark (ー) too, which NFKC leaves as it is. */
const dashes = /[\p{Pd}\u2212\u30fc]/gu;

/**
 * A phone number's text with the separators a search reads between its digits made plain: the
 * dashes a Japanese or Chinese keyboard types ("03−1234−5678", "138–0013–8000"), which NFKC
 * leaves as they are, and a trunk 0 in brackets after the country code, as business cards print
 * it ("+62 (0)812-3456-7890"), which is no digit of the number dialled from abroad.
 */
const plainPhone = (text: string) =>
  text
    .normalize("NFKC")
    .replace(/\(\s*0\s*\)/g, " ")
    .replace(dashes, "-");

/**
 * The numbers a text holds as a search compares them: digits only, without a leading 0 or 00 (a
 * trunk or international prefix), so "0812-3456-7890", "+62 812 3456 7890" and "0062 812..."
 * meet. A phone field may hold two ("0778-123456 / 0812-3456-7890 (WA)"): each is one.
 */
const numbersIn = (text: string) =>
  (plainPhone(text).match(/\d[\d\s().-]*\d/g) ?? []).map((run) => run.replace(/\D/g, "").replace(/^0+/, ""));

/** Fewer digits than this in a search are a part of a name or reference, not a phone number. */
const searchPhoneDigits = 6;

/**
 * Whether a number searched for is one of the phone's: a part of it (its last digits, as a caller
 * ID gives them), or the whole of it with its country code where it was typed without.
 */
function phoneMatches(phone: string, text: string): boolean {
  const [wanted] = numbersIn(text);
  if (!/^[+\d\s().-]+$/.test(plainPhone(text)) || !wanted || wanted.length < searchPhoneDigits) return false;
  return numbersIn(phone).some(
    (number) => number.includes(wanted) || (number.length >= searchPhoneDigits && wanted.endsWith(number)),
  );
}

/** Whether the text is the reference however typed (parseReference), or the reference or the visitor's name, email, company or phone contains it. */
export function matchesSearch(record: LeadRecord, text: string): boolean {
  const wanted = searchable(text);
  const { fullName, email, company: firm, phone } = record.message;
  return (
    parseReference(text) === record.reference ||
    [record.reference, fullName, email, firm ?? ""].some((field) => searchable(field).includes(wanted)) ||
    phoneMatches(phone, text)
  );
}

/** Delivered messages are deleted this many days after delivery (content/company.json, stated in the privacy policy). */
export const deliveredRetentionDays: number = company.dataRetention.deliveredMessagesDays;

type LeadState = "pending" | "delivered";
export type AttemptBy = "request" | "schedule" | "command";

export interface LeadAttempt {
  at: string;
  by: AttemptBy;
  ok: boolean;
  messageId?: string;
  /** Postmark's HTTP status and ErrorCode when it answered with an error (0: no answer). */
  status?: number;
  errorCode?: number;
  detail?: string;
}

export interface LeadRecord {
  reference: string;
  state: LeadState;
  createdAt: string;
  message: FormMessage;
  attempts: LeadAttempt[];
  /** When the scheduled function may try again (pending only). */
  nextAttemptAt: string;
  /** Whoever is sending it right now, until when; nobody else sends while it holds. */
  lease?: { owner: string; until: string };
  deliveredAt?: string;
  messageId?: string;
  /** The last "still undelivered after 24 h" error line. */
  alertedAt?: string;
  /** When the company marked it answered (mark-answered.ts). */
  answeredAt?: string;
  /** When the company was reminded to answer it (reminders.ts). */
  remindedAt?: string;
  /** A requested package's rows in the company's mail (its name and price) when the message came. */
  offered?: Row[];
}

export interface StoredLead {
  record: LeadRecord;
  etag: string;
}

/** Where a store is when the function's own is not meant: a site, and a Blobs server's address if not Netlify's API. */
interface StorePlace {
  siteID: string;
  token: string;
  /** A Blobs server of its own: tests' BlobsServer, netlify dev's sandbox read from a script. */
  url?: string;
}

/**
 * The lead store: the one Netlify (or netlify dev's sandbox) configures for the running
 * function, or the one `at` names (the leads command on the live site through Netlify's API
 * with a personal access token, or a Blobs server of its own).
 */
export function leadStore(at?: StorePlace): Store {
  const server = at?.url ? { edgeURL: at.url, uncachedEdgeURL: at.url } : {};
  const site = at ? { siteID: at.siteID, token: at.token } : {};
  return getStore({ name: leadStoreName, consistency: "strong", ...site, ...server });
}

/**
 * The record and the ETag of that version. Netlify's store sends the ETag with the data; the
 * local Blobs server (netlify dev, tests) sends it only in listings, so there it is read from
 * a listing first and the data after: a change in between makes the ETag older than the
 * data, and a compare-and-set with it then fails instead of overwriting a newer version.
 */
export async function readLead(store: Store, reference: string, listedEtag?: string): Promise<StoredLead | null> {
  const found = await store.getWithMetadata(reference, { type: "json" });
  if (!found) return null;
  if (found.etag) return { record: found.data as LeadRecord, etag: found.etag };
  // An ETag from a listing made before this read is never newer than the data.
  if (listedEtag) return { record: found.data as LeadRecord, etag: listedEtag };
  // The local server's listing stats every file of the store, and while another record is
  // being replaced it may leave an entry out (or without ETag) now and then: ask again.
  for (let tries = 0; tries < 10; tries++) {
    const { blobs } = await store.list({ prefix: reference });
    const etag = blobs.find((b) => b.key === reference)?.etag;
    if (etag) {
      const again = await store.getWithMetadata(reference, { type: "json" });
      return again ? { record: again.data as LeadRecord, etag } : null;
    }
    await new Promise((r) => setTimeout(r, 10 + tries * 10));
  }
  throw new Error(`the store lists no version of ${reference}`);
}

/**
 * Whether the store holds the record as written. @netlify/blobs reports a conditional write
 * (onlyIfNew, onlyIfMatch) as made for any answer but 412: a 403 or an outage's 503 too, so a
 * message would be taken as kept that no store holds, and never sent again. Read back, a write
 * the store refused shows (docs/forms.md, "A write the store refused").
 */
async function holds(store: Store, record: LeadRecord): Promise<boolean> {
  return JSON.stringify(await store.get(record.reference, { type: "json" })) === JSON.stringify(record);
}

/** Writes a new record; its ETag, or undefined when its reference is already taken. Throws when the store refuses it. */
export async function createLead(store: Store, record: LeadRecord): Promise<string | undefined> {
  const { modified, etag } = await store.setJSON(record.reference, record, { onlyIfNew: true });
  if (!modified) return undefined;
  if (!(await holds(store, record))) throw new Error(`the lead store did not keep ${record.reference}`);
  return etag ?? "";
}

/** The record as it is now, without its ETag (one request on every store). */
export async function peekLead(store: Store, reference: string): Promise<LeadRecord | null> {
  return (await store.get(reference, { type: "json" })) as LeadRecord | null;
}

/**
 * Replaces the record only if it is still the version read (its ETag); the new ETag, or
 * undefined when it was not replaced: another version came first, or the store refused the write.
 */
export async function replaceLead(store: Store, record: LeadRecord, etag: string): Promise<string | undefined> {
  const result = await store.setJSON(record.reference, record, { onlyIfMatch: etag });
  return result.modified && (await holds(store, record)) ? (result.etag ?? "") : undefined;
}

/**
 * Records a scheduled run reads side by side. A run reads every record (a listing carries no
 * state), and each read waits on the network: one at a time, a thousand records at 30 ms a
 * read took longer than the 30 s a scheduled function may run (docs/forms.md, "The scheduled
 * runs read side by side").
 */
const readConcurrency = 32;

/**
 * Calls `work` for each item, readConcurrency at a time. An item that throws is handed to
 * `failed` and the others go on; without `failed`, the others go on and the first failure is
 * thrown once they are done.
 */
export async function eachSideBySide<T>(
  items: readonly T[],
  work: (item: T) => Promise<void>,
  failed?: (item: T, err: unknown) => void,
): Promise<void> {
  const queue = [...items];
  let failure: { err: unknown } | undefined;
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
      try {
        await work(item);
      } catch (err) {
        if (failed) failed(item, err);
        else failure ??= { err };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(readConcurrency, queue.length) }, worker));
  if (failure) throw failure.err;
}

export async function listReferences(store: Store): Promise<string[]> {
  return (await listLeads(store)).map((b) => b.key);
}

/** Every record's key with the ETag it had when listed. */
export async function listLeads(store: Store): Promise<{ key: string; etag: string }[]> {
  const { blobs } = await store.list();
  return blobs.filter((b) => !b.key.startsWith(".")).sort((a, b) => a.key.localeCompare(b.key));
}

// A Send again of a message whose answer was lost on the way (a connection dropped once the
// function had it) carries the first Send's id (send-form.tsx): it is answered with the reference
// the message was kept under instead of being kept, mailed and acknowledged twice. The note holds
// the message's digest, so an id that comes with other words is a new message.
const sendPrefix = ".sends/";
const sendsKeptMs = 24 * hour;
interface SendNote {
  reference: string;
  digest: string;
  at: string;
}

const digestOf = (message: FormMessage) => createHash("sha256").update(JSON.stringify(message)).digest("base64url");

/** The reference the same message, sent before under this id, was kept under. */
export async function earlierSend(store: Store, sendId: string, message: FormMessage): Promise<string | undefined> {
  const note = (await store.get(`${sendPrefix}${sendId}`, { type: "json" })) as SendNote | null;
  return note?.digest === digestOf(message) ? note.reference : undefined;
}

export async function noteSend(store: Store, sendId: string, message: FormMessage, reference: string, now: number) {
  const note: SendNote = { reference, digest: digestOf(message), at: new Date(now).toISOString() };
  await store.setJSON(`${sendPrefix}${sendId}`, note);
}

/**
 * Deletes the notes under a prefix written longer than keptMs ago, and any that cannot be read
 * (the scheduled run): how many. writtenAt: when a note was written, as an ISO time.
 */
export async function forgetNotes<Note>(
  store: Store,
  { prefix, keptMs, writtenAt }: { prefix: string; keptMs: number; writtenAt: (note: Note) => string },
  now: number,
): Promise<number> {
  const { blobs } = await store.list({ prefix });
  let forgotten = 0;
  await eachSideBySide(blobs, async ({ key }) => {
    const note = (await store.get(key, { type: "json" })) as Note | null;
    if (note && now - Date.parse(writtenAt(note)) < keptMs) return;
    await store.delete(key);
    forgotten++;
  });
  return forgotten;
}

/** Deletes the notes of Sends older than a day (the scheduled run): how many. */
export const forgetSends = (store: Store, now: number) =>
  forgetNotes<SendNote>(store, { prefix: sendPrefix, keptMs: sendsKeptMs, writtenAt: (note) => note.at }, now);

// The reference a message is kept under, told to the visitor and written into the mail's
// subject and body: Q- for quote requests, C- for contact messages, then six characters
// that cannot be misread when read out or typed (no 0/O, 1/I/L). 31^6 is about 887 million
// references per kind; a new one is only used after the store confirms it was free.

export function newReference(formType: FormType): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += referenceAlphabet[randomInt(referenceAlphabet.length)];
  return `${referencePrefixes[formType]}-${code}`;
}

/**
 * A reference as someone may type it, or undefined when it cannot be one: in any case, in full
 * width (Ｑ－７Ｋ４Ｍ２Ｐ, from a Japanese or Chinese keyboard), with spaces, with any dash or none
 * after its letter (Q7K4M2P, as it is read out on the phone).
 */
export function parseReference(text: string): string | undefined {
  const typed = text.normalize("NFKC").replace(dashes, "-").replace(/\s+/g, "").toUpperCase();
  const ref = typed.includes("-") ? typed : `${typed.slice(0, 1)}-${typed.slice(1)}`;
  return referencePattern.test(ref) ? ref : undefined;
}
