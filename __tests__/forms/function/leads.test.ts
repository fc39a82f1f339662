import { mkdtempSync, readdirSync, rmSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import { startFakePostmark, type FakePostmark } from "../../../e2e/support/fake-postmark";
import { resolveDelivery, type Sender } from "../../../src/forms/function/mail-sender";
import { hour, minute, officeTime, type Clock } from "../../../src/forms/function/lead-store";
import { listReferences, readLead, deliveredRetentionDays } from "../../../src/forms/function/lead-store";
import { runRedelivery } from "../../../src/forms/function/delivery";
import { emailHtml, emailText } from "../../../src/forms/function/company-mail";
import { answeredLink } from "../../../src/forms/function/mark-answered";
import { company } from "../../../src/shared/facts";
import { boundHandler, postJson, postmarkEnv, startBlobs, storeAnswering, validBody, type TestBlobs } from "./helpers";

// The message store, against a real Blobs server and the real postmark client talking to the fake
// Postmark: every valid message is kept until Postmark accepted it, redelivered on a
// schedule (never twice at once), and deleted a while after delivery.

let fake: FakePostmark;
let blobs: TestBlobs;
beforeAll(async () => {
  fake = await startFakePostmark();
});
afterAll(() => fake.close());
beforeEach(async () => {
  fake.reset();
  blobs = await startBlobs();
});
afterEach(async () => {
  await blobs.stop();
  rmSync(blobs.directory, { recursive: true, force: true });
});

/** A clock the test moves by hand. */
function testClock(start = Date.now()) {
  let now = start;
  const clock: Clock & { advance(ms: number): void; set(ms: number): void } = {
    now: () => now,
    advance: (ms) => (now += ms),
    set: (ms) => (now = ms),
  };
  return clock;
}

const env = () => postmarkEnv(fake.host);
const sender = (extra = {}): Sender => {
  const delivery = resolveDelivery({ ...env(), ...extra });
  if (delivery.kind !== "postmark") throw new Error("expected Postmark settings");
  return delivery.sender;
};
const quiet = () => ({ logs: [] as string[], errors: [] as string[] });

async function send(body: object, clock?: Clock, store = blobs.store) {
  const bound = boundHandler(env(), { store: () => store, clock });
  const res = await bound.handle(postJson(body));
  return { res, body: await res.json(), ...bound };
}

const callsFor = (reference: string) => fake.received.filter((r) => String(r.body.Subject).includes(` ${reference} `));

/** The scheduled run 10 minutes on, with Postmark answering again: the message's redelivered mail. */
async function redeliveredLater(clock: Clock & { advance(ms: number): void }, reference: string) {
  fake.reset();
  clock.advance(10 * minute);
  await runRedelivery({ store: blobs.store, sender: sender(), clock, log: () => undefined, logError: () => undefined });
  return callsFor(reference)[0];
}

describe("the form request", () => {
  it("stores the message before calling Postmark: it is in the store while Postmark is still answering", async () => {
    fake.setMode("hang");
    const pending = send(validBody);
    while (fake.received.length === 0) await new Promise((r) => setTimeout(r, 20));
    // Postmark has the request and has not answered: the message is already kept, held by the request.
    const [reference] = await listReferences(blobs.store);
    expect(reference).toMatch(/^Q-/);
    const during = await readLead(blobs.store, reference);
    expect(during?.record).toMatchObject({
      state: "pending",
      attempts: [],
      message: { email: validBody.email, message: validBody.message },
    });
    expect(during?.record.lease?.owner).toMatch(/^request-/);
    expect(String(fake.received[0].body.Subject)).toContain(` ${reference} `);
    const { res, body } = await pending;
    expect(res.status).toBe(202);
    expect(body.reference).toBe(reference);
  });

  it("records Postmark's acceptance: delivered, with its MessageID", async () => {
    const { res, body, logs } = await send(validBody);
    expect(res.status).toBe(200);
    const stored = await readLead(blobs.store, body.reference);
    expect(stored?.record).toMatchObject({ state: "delivered", messageId: body.messageId, reference: body.reference });
    expect(stored?.record.lease).toBeUndefined();
    expect(stored?.record.attempts).toEqual([
      expect.objectContaining({ by: "request", ok: true, messageId: body.messageId }),
    ]);
    expect(logs).toEqual([`send-contact-email: ${body.reference} delivered, MessageID ${body.messageId}`]);
    expect(fake.received).toHaveLength(1);
  });

  it("a Send again of the same message under its first Send's id (that answer lost on the way) gets the first reference, kept and mailed once; other words under that id are a new message", async () => {
    const sendId = "5e2d1c3b-8a4f-4e6d-9b7a-1c2d3e4f5a6b";
    const first = await send({ ...validBody, sendId });
    const again = await send({ ...validBody, sendId });
    expect(again.res.status).toBe(200);
    expect(again.body).toEqual({
      ok: true,
      reference: first.body.reference,
      messageId: first.body.messageId,
      queued: false,
    });
    expect(again.logs).toEqual([
      `send-contact-email: ${first.body.reference} sent again (its answer lost on the way): answered with its reference`,
    ]);
    expect(await listReferences(blobs.store)).toEqual([first.body.reference]);
    expect(fake.received).toHaveLength(1);

    const changed = await send({ ...validBody, message: `${validBody.message} Also two pallets.`, sendId });
    expect(changed.body.reference).toMatch(/^Q-/);
    expect(changed.body.reference).not.toBe(first.body.reference);
    expect(await listReferences(blobs.store)).toHaveLength(2);
    expect(fake.received).toHaveLength(2);
  });

  it("a Send again of a message still queued under its id: 202 with its reference, and nothing more tried", async () => {
    const sendId = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
    fake.setMode("401");
    const first = await send({ ...validBody, sendId });
    expect(first.res.status).toBe(202);
    const again = await send({ ...validBody, sendId });
    expect(again.res.status).toBe(202);
    expect(again.body).toEqual({ ok: true, reference: first.body.reference, queued: true });
    expect(await listReferences(blobs.store)).toEqual([first.body.reference]);
    expect(fake.received).toHaveLength(1);
  });

  it("the store unavailable: 503 as before, nothing sent, nothing kept", async () => {
    await blobs.stop();
    const { res, body, errors } = await send(validBody);
    expect(res.status).toBe(503);
    expect(body).toEqual({
      ok: false,
      error: "mail_unavailable",
      retryable: true,
      message: expect.stringMatching(/try again later/),
    });
    expect(fake.received).toHaveLength(0);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^send-contact-email: 503 mail_unavailable: the lead store cannot be written, nothing sent: /,
    );
    expect(errors[0]).not.toContain(validBody.email);
    blobs = await startBlobs({ directory: blobs.directory });
    expect(await listReferences(blobs.store)).toEqual([]);
  });

  // @netlify/blobs takes any answer to a conditional write but 412 as the write made.
  it.each([
    ["refuses every write (403)", 403, 404],
    ["answers 503 to every call", 503, 503],
  ])(
    "the store that %s, Postmark failing too: 503, never a reference no store keeps",
    async (_, writeStatus, readStatus) => {
      const outage = await storeAnswering(writeStatus, readStatus);
      fake.setMode("503");
      try {
        const { res, body, errors } = await send(validBody, undefined, outage.store);
        expect(outage.writes).toBeGreaterThan(0);
        expect(res.status).toBe(503);
        expect(body).toMatchObject({ ok: false, error: "mail_unavailable", retryable: true });
        expect(fake.received).toHaveLength(0);
        expect(errors[0]).toMatch(/^send-contact-email: 503 mail_unavailable: the lead store cannot be written/);
      } finally {
        await outage.close();
      }
    },
  );

  it.each([
    ["invalid", () => postJson({ ...validBody, email: "nope" }), 422],
    ["oversized", () => postJson({ ...validBody, message: "x".repeat(40 * 1024) }), 413],
    ["honeypot", () => postJson({ ...validBody, honeypot: "https://spam.example" }), 200],
    ["time trap", () => postJson({ ...validBody, elapsedMs: 300 }), 200],
    ["cross-origin", () => postJson(validBody, { headers: { Origin: "https://evil.example" } }), 403],
  ])("%s input writes nothing to the store", async (_, request, status) => {
    const bound = boundHandler(env(), { store: () => blobs.store });
    expect((await bound.handle(request())).status).toBe(status);
    expect(await listReferences(blobs.store)).toEqual([]);
    expect(fake.received).toHaveLength(0);
  });

  it("without a Postmark token (local development) the outbox still gets it, stored first and then delivered", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "outbox-"));
    try {
      const bound = boundHandler({ CONTACT_OUTBOX_DIR: dir, CONTEXT: "dev" }, { store: () => blobs.store });
      const res = await bound.handle(postJson(validBody));
      const body = await res.json();
      expect(res.status).toBe(200);
      expect(readdirSync(dir).join()).toContain(body.reference);
      expect((await readLead(blobs.store, body.reference))?.record).toMatchObject({
        state: "delivered",
        messageId: expect.stringMatching(/^outbox:/),
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the scheduled redelivery", () => {
  it("waits 5 min, 15 min, 1 h, then hourly between attempts, logging each with the reference and ErrorCode", async () => {
    const clock = testClock();
    fake.setMode("503");
    const { body } = await send(validBody, clock);
    const ref = body.reference;
    const run = async () => {
      const out = quiet();
      await runRedelivery({
        store: blobs.store,
        sender: sender(),
        clock,
        log: (l) => out.logs.push(l),
        logError: (l) => out.errors.push(l),
      });
      return out;
    };
    const attemptsAt: number[] = [];
    const start = clock.now();
    // Every 5 minutes for 3 hours, as Netlify would run it.
    for (let t = 5 * minute; t <= 3 * hour; t += 5 * minute) {
      clock.set(start + t);
      const before = callsFor(ref).length;
      const { errors } = await run();
      if (callsFor(ref).length > before) {
        attemptsAt.push(t / minute);
        expect(errors.find((e) => e.startsWith(`redeliver-leads: ${ref} attempt`))).toMatch(
          new RegExp(
            `^redeliver-leads: ${ref} attempt \\d+ failed: Postmark status 503, ErrorCode 503: Service unavailable; next attempt after `,
          ),
        );
      }
    }
    // First try by the request at 0; then +5, +15 after that, +60, and hourly.
    expect(attemptsAt).toEqual([5, 20, 80, 140]);
    expect((await readLead(blobs.store, ref))?.record.attempts).toHaveLength(5);
    // Postmark back: the next due run delivers it, once.
    fake.reset();
    clock.set(start + 200 * minute);
    const { logs } = await run();
    expect(callsFor(ref)).toHaveLength(1);
    expect(logs).toContain(
      `redeliver-leads: ${ref} attempt 6: delivered, MessageID ${(await readLead(blobs.store, ref))?.record.messageId}`,
    );
    clock.advance(hour);
    await run();
    expect(callsFor(ref)).toHaveLength(1);
  }, 60_000);

  it("keeps a quote's shipment details: the redelivered mail has the same table the first attempt would have had", async () => {
    const clock = testClock();
    fake.setMode("503");
    const shipment = {
      origin: "Shanghai, China",
      destination: "Batam",
      mode: "air",
      pieces: "3",
      weightKg: "120,5",
      volumeCbm: "1,5",
      incoterm: "DAP",
      readyDate: "2099-01-04",
      insurance: "yes",
    };
    const { body } = await send({ ...validBody, ...shipment }, clock);
    const ref = body.reference;
    const { message: stored, createdAt } = (await readLead(blobs.store, ref))!.record;
    expect(stored).toMatchObject(shipment);
    const firstTry = fake.received.find((r) => String(r.body.Subject).includes(` ${ref} `))!.body;
    const redelivered = await redeliveredLater(clock, ref);
    expect(redelivered.body.TextBody).toBe(firstTry.TextBody);
    expect(redelivered.body.HtmlBody).toBe(firstTry.HtmlBody);
    const link = answeredLink(ref, env());
    const kept = { reference: ref, receivedAt: createdAt, answeredLink: link };
    expect(redelivered.body.TextBody).toBe(emailText(stored, kept));
    expect(redelivered.body.HtmlBody).toBe(emailHtml(stored, kept));
    // Sent 10 minutes late, it says when the visitor sent it and when the reply is due.
    expect(redelivered.body.TextBody).toContain(`\nReceived: ${officeTime(createdAt)}\nReply due (24 h): `);
    expect(redelivered.body.TextBody).toMatch(/Chargeable weight \(air\) +\| 250 kg/);
  }, 60_000);

  it("keeps a requested package's price as offered: a redelivery after the rates changed quotes the price the visitor saw", async () => {
    const clock = testClock();
    fake.setMode("503");
    const { body } = await send({ ...validBody, language: "ja", package: "sea-fcl" }, clock);
    const ref = body.reference;
    expect((await readLead(blobs.store, ref))!.record.offered).toEqual([
      ["Package", expect.stringMatching(/^FCL \(the visitor's page: .+\)$/)],
      ["Package price", "USD\u00a01,200 per container (valid until 30 June 2027)"],
      // Where the price applies, as its card says: an export price is no price for an import.
      ["Price applies to", "Export: from Batam to other countries"],
    ]);
    // A deploy raises the rate before the message reaches the inbox.
    const fcl = company.rates.sea.fcl as { amount: number };
    const amount = fcl.amount;
    fcl.amount = 1350;
    try {
      const redelivered = await redeliveredLater(clock, ref);
      expect(redelivered.body.TextBody).toMatch(
        /^Package price +\| USD\u00a01,200 per container \(valid until 30 June 2027\)$/m,
      );
      expect(redelivered.body.TextBody).not.toContain("1,350");
    } finally {
      fcl.amount = amount;
    }
  }, 60_000);

  it("two runs at the same time over the same 50 pending messages make exactly 50 Postmark calls", async () => {
    const clock = testClock();
    fake.setMode("500");
    const refs = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const { res, body } = await send({ ...validBody, email: `lead-${i}@example.com` }, clock);
      expect(res.status).toBe(202);
      refs.add(body.reference);
    }
    expect(refs.size).toBe(50);
    fake.reset();
    clock.advance(6 * minute);
    const runErrors: string[] = [];
    const runs = await Promise.all(
      [1, 2].map(() =>
        runRedelivery({
          store: blobs.store,
          // Postmark's own 10 s timeout, not the tests' 1 s: 64 requests at once on a busy
          // machine can take longer than 1 s, and this test is about the lease, not timeouts.
          sender: sender({ POSTMARK_TIMEOUT_SECONDS: "10" }),
          clock,
          log: () => undefined,
          logError: (l) => runErrors.push(l),
        }),
      ),
    );
    expect(runErrors).toEqual([]);
    expect(fake.received).toHaveLength(50);
    expect(new Set(fake.received.map((r) => r.body.ReplyTo)).size).toBe(50);
    expect(runs[0].delivered + runs[1].delivered).toBe(50);
    for (const ref of refs) {
      expect(callsFor(ref)).toHaveLength(1);
      expect((await readLead(blobs.store, ref))?.record.state).toBe("delivered");
    }
  }, 120_000);

  it("a crash between Postmark's acceptance and the record update: at most one duplicate, with the same reference", async () => {
    const clock = testClock();
    fake.setMode("503");
    const ref = (await send(validBody, clock)).body.reference;
    fake.reset();
    // Postmark accepts, then the store is gone before the run can record it (as if the function died there).
    const real = sender();
    const crashing: Sender = {
      async send(message, reference) {
        const result = await real.send(message, reference);
        await blobs.stop();
        return result;
      },
    };
    clock.advance(6 * minute);
    const out = quiet();
    await runRedelivery({
      store: blobs.store,
      sender: crashing,
      clock,
      log: () => undefined,
      logError: (l) => out.errors.push(l),
    });
    expect(callsFor(ref)).toHaveLength(1);
    expect(out.errors).toContain(
      `redeliver-leads: ${ref} was accepted (MessageID ${"x"}) but its record could not be marked delivered; it may be sent once more`.replace(
        "x",
        out.errors.join("").match(/MessageID ([\w-]+)/)?.[1] ?? "?",
      ),
    );
    // The store comes back with the record as the crash left it: pending, leased by the dead run.
    blobs = await startBlobs({ directory: blobs.directory, port: blobs.port });
    expect((await readLead(blobs.store, ref))?.record.state).toBe("pending");
    // Every later run: the lease and the wait run out, it is sent once more, and never again.
    for (let i = 0; i < 30; i++) {
      clock.advance(5 * minute);
      await runRedelivery({
        store: blobs.store,
        sender: sender(),
        clock,
        log: () => undefined,
        logError: () => undefined,
      });
    }
    const calls = callsFor(ref);
    expect(calls).toHaveLength(2);
    expect(calls.map((c) => c.body.Subject)).toEqual([calls[0].body.Subject, calls[0].body.Subject]);
    expect(String(calls[1].body.TextBody)).toContain(`Reference: ${ref}`);
    expect((await readLead(blobs.store, ref))?.record.state).toBe("delivered");
  }, 60_000);

  it("retention: deletes only delivered messages older than the setting", async () => {
    const clock = testClock();
    const day = 24 * hour;
    const now = clock.now();
    clock.set(now - (deliveredRetentionDays + 1) * day);
    const old = (await send({ ...validBody, email: "old@example.com" }, clock)).body.reference;
    clock.set(now - (deliveredRetentionDays - 1) * day);
    const recent = (await send({ ...validBody, email: "recent@example.com" }, clock)).body.reference;
    fake.setMode("401", "waiting@example.com");
    clock.set(now - (deliveredRetentionDays + 10) * day);
    const waiting = (await send({ ...validBody, email: "waiting@example.com" }, clock)).body.reference;
    expect((await readLead(blobs.store, waiting))?.record.state).toBe("pending");
    clock.set(now);
    const out = quiet();
    const summary = await runRedelivery({
      store: blobs.store,
      sender: sender(),
      clock,
      log: (l) => out.logs.push(l),
      logError: (l) => out.errors.push(l),
    });
    expect(summary.deleted).toBe(1);
    expect((await listReferences(blobs.store)).sort()).toEqual([recent, waiting].sort());
    expect(out.logs).toContain(
      `redeliver-leads: ${old} deleted (delivered ${new Date(now - (deliveredRetentionDays + 1) * day).toISOString()}, kept ${deliveredRetentionDays} days)`,
    );
    // The message still waiting after 40 days is never deleted, and is named as overdue.
    expect(out.errors.filter((e) => e.includes("still undelivered"))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^redeliver-leads: ${waiting} still undelivered after \\d+ h \\(2 attempts; last: Postmark status 401, ErrorCode 10: `,
        ),
      ),
    ]);
  });

  it("forgets a Send's id after a day: the same message sent again under it then is kept anew", async () => {
    const clock = testClock();
    const sendId = "9f8e7d6c-5b4a-4392-8180-7f6e5d4c3b2a";
    const first = (await send({ ...validBody, sendId }, clock)).body.reference;
    clock.advance(23 * hour);
    await runRedelivery({ store: blobs.store, sender: sender(), clock, log: () => {}, logError: () => {} });
    expect((await send({ ...validBody, sendId }, clock)).body.reference).toBe(first);
    clock.advance(2 * hour);
    const summary = await runRedelivery({
      store: blobs.store,
      sender: sender(),
      clock,
      log: () => {},
      logError: () => {},
    });
    expect(summary.sendsForgotten).toBe(1);
    const later = (await send({ ...validBody, sendId }, clock)).body.reference;
    expect(later).not.toBe(first);
    expect(fake.received).toHaveLength(2);
  });

  it("clears the acknowledgement counts of the office days before today's", async () => {
    const clock = testClock(Date.parse("2027-03-05T16:30:00Z"));
    const acknowledged = async (email: string) => {
      const bound = boundHandler(postmarkEnv(fake.host, { POSTMARK_ACKNOWLEDGEMENT_STREAM: "acknowledgements" }), {
        store: () => blobs.store,
        clock,
      });
      expect((await bound.handle(postJson({ ...validBody, email }))).status).toBe(200);
    };
    const counted = async () => (await blobs.store.list({ prefix: ".acknowledgement-days/" })).blobs.map((b) => b.key);
    await acknowledged("first@example.com");
    // 00:30 WIB the next day.
    clock.set(Date.parse("2027-03-05T17:30:00Z"));
    await acknowledged("second@example.com");
    expect(await counted()).toHaveLength(2);
    await runRedelivery({ store: blobs.store, sender: sender(), clock, log: () => {}, logError: () => {} });
    expect(await counted()).toEqual([expect.stringMatching(/^\.acknowledgement-days\/2027-03-06\//)]);
  });

  it("a message still undelivered after 24 hours is named in an error line once an hour", async () => {
    const clock = testClock();
    fake.setMode("422-406");
    const ref = (await send(validBody, clock)).body.reference;
    const start = clock.now();
    const alerts: number[] = [];
    for (let t = 5 * minute; t <= 27 * hour; t += 5 * minute) {
      clock.set(start + t);
      const out = quiet();
      await runRedelivery({
        store: blobs.store,
        sender: sender(),
        clock,
        log: () => undefined,
        logError: (l) => out.errors.push(l),
      });
      const lines = out.errors.filter((e) => e.startsWith(`redeliver-leads: ${ref} still undelivered after`));
      expect(lines.length).toBeLessThanOrEqual(1);
      if (lines.length) alerts.push(t / minute);
    }
    // From 24 h on, one line per hour.
    expect(alerts.length).toBe(4);
    expect(alerts[0]).toBeGreaterThanOrEqual(24 * 60);
    for (let i = 1; i < alerts.length; i++) expect(alerts[i] - alerts[i - 1]).toBeGreaterThanOrEqual(60);
  }, 120_000);
});
