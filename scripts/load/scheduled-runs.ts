import { mkdtempSync, rmSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import type { Store } from "@netlify/blobs";
import { BlobsServer } from "@netlify/blobs/server";
import { createLead, hour, leadStore, newReference, type LeadRecord } from "../../src/forms/function/lead-store";
import { runReminders } from "../../src/forms/function/reminders";
import { runRedelivery } from "../../src/forms/function/delivery";
import type { Mail } from "../../src/forms/function/mail-sender";

// bench:function's scheduled runs over a full store: `records` delivered messages that need
// nothing (as a month of leads kept 30 days leaves), one message due for its reminder, and every
// store call slowed by `latencyMs` (a function's round trip to Netlify's store; the local server
// answers at once). Each run must finish within what a scheduled function may run, with room.

/** Netlify stops a scheduled function after 30 s; a run must end well before. */
const runLimitMs = 25_000;

export interface ScheduledRunFigures {
  records: number;
  latencyMs: number;
  remindSeconds: number;
  redeliverSeconds: number;
  reminderSent: boolean;
  problems: string[];
}

/** The store with every call made `latencyMs` later. */
const slowed = (store: Store, latencyMs: number): Store =>
  new Proxy(store, {
    get(target, name) {
      const value = Reflect.get(target, name);
      if (typeof value !== "function") return value;
      return async (...args: unknown[]) => {
        await new Promise((resolve) => setTimeout(resolve, latencyMs));
        return value.apply(target, args);
      };
    },
  });

export async function measureScheduledRuns(records: number, latencyMs: number): Promise<ScheduledRunFigures> {
  const directory = mkdtempSync(path.join(tmpdir(), "bench-scheduled-"));
  const server = new BlobsServer({ directory, token: "bench" });
  const { port } = await server.start();
  try {
    const store = leadStore({ url: `http://127.0.0.1:${port}`, siteID: "bench-site", token: "bench" });
    const now = Date.now();
    const at = (hoursAgo: number) => new Date(now - hoursAgo * hour).toISOString();
    const record = (reference: string, hoursAgo: number, extra: Partial<LeadRecord>): LeadRecord => ({
      reference,
      state: "delivered",
      createdAt: at(hoursAgo),
      deliveredAt: at(hoursAgo),
      nextAttemptAt: at(hoursAgo),
      messageId: "bench",
      attempts: [],
      message: {
        formType: "contact",
        fullName: "Bench",
        company: "",
        email: "bench@example.com",
        phone: "+62 812 3456 7890",
        serviceType: "",
        message: "A message kept after delivery.",
      },
      ...extra,
    });
    let made = 0;
    while (made < records)
      if (await createLead(store, record(newReference("contact"), 48, { answeredAt: at(40) }))) made++;
    const due = newReference("quote");
    await createLead(store, record(due, 21, {}));

    const sent: Mail[] = [];
    const mailer = { send: async (mail: Mail) => (sent.push(mail), { messageId: "bench" }) };
    const quiet = () => undefined;
    const slow = slowed(store, latencyMs);
    let started = Date.now();
    await runReminders({ store: slow, mailer, env: { CONTACT_TO_EMAIL: "sales@example.com" }, log: quiet });
    const remindMs = Date.now() - started;
    started = Date.now();
    await runRedelivery({ store: slow, sender: { send: async () => ({ messageId: "bench" }) }, log: quiet });
    const redeliverMs = Date.now() - started;

    const reminderSent = sent.some((mail) => mail.subject.includes(due));
    const problems = [
      ...(reminderSent ? [] : [`the reminder of ${due} was not sent`]),
      ...(remindMs > runLimitMs ? [`remind-leads took ${remindMs} ms, over ${runLimitMs}`] : []),
      ...(redeliverMs > runLimitMs ? [`redeliver-leads took ${redeliverMs} ms, over ${runLimitMs}`] : []),
    ];
    const seconds = (ms: number) => Math.round(ms / 100) / 10;
    return {
      records,
      latencyMs,
      remindSeconds: seconds(remindMs),
      redeliverSeconds: seconds(redeliverMs),
      reminderSent,
      problems,
    };
  } finally {
    await server.stop();
    rmSync(directory, { recursive: true, force: true });
  }
}
