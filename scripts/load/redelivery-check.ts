import type { Store } from "@netlify/blobs";
import type { FakePostmark } from "../../e2e/support/fake-postmark";
import { listLeads, readLead, type LeadRecord } from "../../src/forms/function/lead-store";

// bench:function's "no lead is ever lost" part: after N valid messages were answered
// while Postmark was down, Postmark comes back and the scheduled redelivery runs until nothing
// of this batch is pending. Counts, from the store and from what the fake Postmark accepted:
// stored, delivered, lost (answered but not stored, or never delivered) and duplicates.

export interface RedeliveryFigures {
  answered: number;
  stored: number;
  delivered: number;
  lost: number;
  duplicates: number;
  /** Postmark calls while it was down (one per message: the request's own try). */
  failedCalls: number;
  acceptedCalls: number;
  runs: number;
  seconds: number;
  problems: string[];
}

async function batchRecords(store: Store, prefix: string): Promise<LeadRecord[]> {
  const records: LeadRecord[] = [];
  for (const { key, etag } of await listLeads(store)) {
    const found = await readLead(store, key, etag);
    if (found && found.record.message.email.startsWith(prefix)) records.push(found.record);
  }
  return records;
}

export async function checkRedelivery(options: {
  store: Store;
  fake: FakePostmark;
  prefix: string;
  answered: number;
  redeliver: () => Promise<void>;
  maxRuns?: number;
}): Promise<RedeliveryFigures> {
  const { store, fake, prefix } = options;
  const failedCalls = fake.received.filter(
    (r) => String(r.body.ReplyTo).includes(`<${prefix}`) && r.mode !== "ok",
  ).length;
  fake.setMode("ok", prefix);
  const started = Date.now();
  let runs = 0;
  let records = await batchRecords(store, prefix);
  while (runs < (options.maxRuns ?? 10) && records.some((r) => r.state === "pending")) {
    await options.redeliver();
    runs++;
    records = await batchRecords(store, prefix);
  }
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  const accepted = new Map<string, number>();
  for (const r of fake.received) {
    const email = String(r.body.ReplyTo ?? "");
    if (email.includes(`<${prefix}`) && r.mode === "ok") accepted.set(email, (accepted.get(email) ?? 0) + 1);
  }
  const acceptedCalls = [...accepted.values()].reduce((a, b) => a + b, 0);
  const duplicates = [...accepted.values()].reduce((a, n) => a + Math.max(0, n - 1), 0);
  const delivered = records.filter((r) => r.state === "delivered").length;
  const lost = options.answered - delivered;
  const problems: string[] = [];
  if (records.length !== options.answered) problems.push(`${records.length} stored for ${options.answered} answered`);
  if (lost !== 0) problems.push(`${lost} not delivered after ${runs} runs`);
  if (duplicates !== 0) problems.push(`${duplicates} duplicates`);
  if (acceptedCalls !== delivered) problems.push(`${acceptedCalls} accepted calls for ${delivered} delivered`);
  return {
    answered: options.answered,
    stored: records.length,
    delivered,
    lost,
    duplicates,
    failedCalls,
    acceptedCalls,
    runs,
    seconds,
    problems,
  };
}
