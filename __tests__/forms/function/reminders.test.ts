import { startFakePostmark, type FakePostmark } from "../../../e2e/support/fake-postmark";
import { handleAnsweredRequest } from "../../../src/forms/function/mark-answered";
import { createLead, hour, minute, newReference } from "../../../src/forms/function/lead-store";
import { listReferences, peekLead } from "../../../src/forms/function/lead-store";
import { resolveDelivery } from "../../../src/forms/function/mail-sender";
import { runReminders } from "../../../src/forms/function/reminders";
import { runRedelivery } from "../../../src/forms/function/delivery";
import { company } from "../../../src/shared/facts";
import { boundHandler, functionUrl, postJson, postmarkEnv, testBlobs, validBody, type TestBlobs } from "./helpers";

// The reminder before the promised reply time runs out: one, 4 hours before it (at 20 of 24
// hours), for a message nobody marked answered; none for an answered one.

let fake: FakePostmark;
let blobs: TestBlobs;
beforeAll(async () => {
  fake = await startFakePostmark();
  blobs = await testBlobs();
});
afterAll(() => fake.close());
beforeEach(async () => {
  fake.reset();
  for (const reference of await listReferences(blobs.store)) await blobs.store.delete(reference);
});

const env = () => postmarkEnv(fake.host, { LEADS_LINK_SECRET: "test-link-secret" });
const sent = Date.parse("2026-11-28T02:00:00Z");
let now = sent;
const clock = { now: () => now };
const mailer = () => {
  const delivery = resolveDelivery(env());
  if (delivery.kind !== "postmark") throw new Error("expected Postmark settings");
  return delivery.mailer;
};
const remind = (budgetMs?: number) =>
  runReminders({ store: blobs.store, mailer: mailer(), env: env(), clock, log: () => undefined, budgetMs });
const redeliver = () => {
  const delivery = resolveDelivery(env());
  if (delivery.kind !== "postmark") throw new Error("expected Postmark settings");
  return runRedelivery({
    store: blobs.store,
    sender: delivery.sender,
    clock,
    log: () => undefined,
    logError: () => undefined,
  });
};
const reminders = () => fake.received.filter((r) => r.body.Tag === "reminder");

async function send(email: string) {
  now = sent;
  const { handle } = boundHandler(env(), { store: () => blobs.store, clock });
  const res = await handle(postJson({ ...validBody, email }));
  return (await res.json()).reference as string;
}

it("one reminder at 20 hours for an unanswered message, with its details and link; none before, none again", async () => {
  expect(company.replyWithinHours).toBe(24);
  const reference = await send("late@example.com");
  now = sent + 20 * hour - minute;
  expect(await remind()).toEqual({ reminded: 0, failed: 0, left: 0 });
  now = sent + 20 * hour;
  expect(await remind()).toEqual({ reminded: 1, failed: 0, left: 0 });
  const [reminder] = reminders();
  expect(reminder.body).toMatchObject({
    To: "sales@lintasbatam.example",
    // A reply to the reminder stays in the company: the customer never gets "Re: Reminder: …".
    ReplyTo: "sales@lintasbatam.example",
    Subject: `Reminder: reply by 29 Nov 2026, 09:00 WIB: Quote request ${reference} – Sea Freight – from Budi Santoso (PT Maju Jaya)`,
  });
  expect(reminder.body.TextBody).toMatch(
    /^Not yet marked answered\. The reply promised within 24 hours is due by 29 Nov 2026, 09:00 WIB\. Answer from the message's own mail, or write to late@example\.com: a reply to this reminder goes to your own inbox\.\n\n/,
  );
  expect(reminder.body.TextBody).toContain("Name: Budi Santoso");
  expect(reminder.body.TextBody).toMatch(/Mark as answered \(no reminder then\): \S+mark-answered\?ref=/);
  expect((await peekLead(blobs.store, reference))?.remindedAt).toBe(new Date(now).toISOString());

  now = sent + 23 * hour;
  expect(await remind()).toEqual({ reminded: 0, failed: 0, left: 0 });
  expect(reminders()).toHaveLength(1);
});

it("none for a message marked answered through its link", async () => {
  const reference = await send("answered@example.com");
  const mail = fake.received.find((r) => r.body.ReplyTo === '"Budi Santoso" <answered@example.com>')!.body;
  const link = new URL(/Mark as answered \(no reminder then\): (\S+)/.exec(mail.TextBody as string)![1]);
  const origin = new URL(functionUrl).origin;
  now = sent + 2 * hour;
  const res = await handleAnsweredRequest(
    new Request(`${origin}${link.pathname}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
      body: link.searchParams.toString(),
    }),
    { env: env(), store: () => blobs.store, clock, log: () => undefined },
  );
  expect(res.status).toBe(200);
  expect((await peekLead(blobs.store, reference))?.answeredAt).toBe(new Date(sent + 2 * hour).toISOString());
  now = sent + 21 * hour;
  expect(await remind()).toEqual({ reminded: 0, failed: 0, left: 0 });
  expect(reminders()).toHaveLength(0);
});

it("a reminder Postmark refuses is logged with Postmark's status and error code, and tried again by the next run", async () => {
  const reference = await send("retry@example.com");
  // The reminder's Reply-To is the company's inbox, which the fake matches.
  fake.setMode("500", "sales@lintasbatam.example");
  now = sent + 20 * hour;
  const errors: string[] = [];
  const run = runReminders({
    store: blobs.store,
    mailer: mailer(),
    env: env(),
    clock,
    log: () => undefined,
    logError: (line) => errors.push(line),
  });
  expect(await run).toEqual({ reminded: 0, failed: 1, left: 0 });
  expect(errors).toEqual([
    `remind-leads: ${reference} reminder not sent: Postmark status 500, ErrorCode 500: Internal server error`,
  ]);
  expect((await peekLead(blobs.store, reference))?.remindedAt).toBeUndefined();
  fake.reset();
  now += 15 * minute;
  expect(await remind()).toEqual({ reminded: 1, failed: 0, left: 0 });
});

it("a reminder never gives the visitor's address as Reply-To, so an address Postmark refuses there costs it no second try; its first line gives the address", async () => {
  fake.setMode("422-300-reply-to", "odd@example.com");
  const reference = await send("odd@example.com");
  expect((await peekLead(blobs.store, reference))?.state).toBe("delivered");
  now = sent + 20 * hour;
  expect(await remind()).toEqual({ reminded: 1, failed: 0, left: 0 });
  expect(reminders().map((r) => [r.body.ReplyTo, r.mode])).toEqual([["sales@lintasbatam.example", "ok"]]);
  expect(reminders()[0].body.TextBody).toMatch(/^Not yet marked answered\..* write to odd@example\.com: /);
  expect((await peekLead(blobs.store, reference))?.remindedAt).toBe(new Date(now).toISOString());
});

it("starts no reminder past its time budget: one left is not marked reminded, and the next run sends it", async () => {
  const reference = await send("later@example.com");
  now = sent + 20 * hour;
  expect(await remind(-1)).toEqual({ reminded: 0, failed: 0, left: 1 });
  expect(reminders()).toHaveLength(0);
  expect((await peekLead(blobs.store, reference))?.remindedAt).toBeUndefined();
  now += 15 * minute;
  expect(await remind()).toEqual({ reminded: 1, failed: 0, left: 0 });
});

it("none for a message the inbox does not have yet; once redelivered after its time, one that says it is overdue", async () => {
  fake.setMode("503", "queued@example.com");
  const reference = await send("queued@example.com");
  expect((await peekLead(blobs.store, reference))?.state).toBe("pending");
  now = sent + 21 * hour;
  expect(await remind()).toEqual({ reminded: 0, failed: 0, left: 0 });

  fake.reset();
  now = sent + 25 * hour;
  await redeliver();
  expect((await peekLead(blobs.store, reference))?.state).toBe("delivered");
  expect(await remind()).toEqual({ reminded: 1, failed: 0, left: 0 });
  const [reminder] = reminders();
  expect(reminder.body.Subject).toBe(
    `Reminder: overdue since 29 Nov 2026, 09:00 WIB: Quote request ${reference} – Sea Freight – from Budi Santoso (PT Maju Jaya)`,
  );
  expect(reminder.body.TextBody).toMatch(
    /^Not yet marked answered\. The reply promised within 24 hours was due by 29 Nov 2026, 09:00 WIB: it is overdue\./,
  );
});

it("reads the records side by side, and one that cannot be read holds back no other's reminder", async () => {
  const reference = await send("side-by-side@example.com");
  const record = (await peekLead(blobs.store, reference))!;
  const others: string[] = [];
  while (others.length < 60) {
    const other = newReference("contact");
    if (await createLead(blobs.store, { ...record, reference: other, answeredAt: new Date(sent).toISOString() }))
      others.push(other);
  }
  const unreadable = others[0];
  let reading = 0;
  let most = 0;
  const store = new Proxy(blobs.store, {
    get(target, name) {
      const value = Reflect.get(target, name);
      if (typeof value !== "function") return value;
      if (name !== "getWithMetadata") return value.bind(target);
      return async (key: string, ...rest: unknown[]) => {
        most = Math.max(most, ++reading);
        try {
          await new Promise((resolve) => setTimeout(resolve, 5));
          if (key === unreadable) throw new Error("the store did not answer");
          return await value.call(target, key, ...rest);
        } finally {
          reading--;
        }
      };
    },
  });
  now = sent + 20 * hour;
  const errors: string[] = [];
  const run = await runReminders({
    store,
    mailer: mailer(),
    env: env(),
    clock,
    log: () => undefined,
    logError: (line) => errors.push(line),
  });
  expect(run).toEqual({ reminded: 1, failed: 1, left: 0 });
  expect(reminders().map((r) => r.body.Subject)).toEqual([
    `Reminder: reply by 29 Nov 2026, 09:00 WIB: Quote request ${reference} – Sea Freight – from Budi Santoso (PT Maju Jaya)`,
  ]);
  expect(errors).toEqual([`remind-leads: ${unreadable}: the store did not answer`]);
  expect(most).toBeGreaterThanOrEqual(16);
});
