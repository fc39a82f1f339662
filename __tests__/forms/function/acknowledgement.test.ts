import { mkdtempSync, readdirSync, readFileSync, rmSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import { startFakePostmark, type FakePostmark } from "../../../e2e/support/fake-postmark";
import { labelled } from "../../../e2e/support/joins";
import {
  acknowledgementIntervalMs,
  acknowledgementsPerDay,
  forgetAcknowledgements,
  forgetPastAcknowledgementDays,
  mailboxOf,
} from "../../../src/forms/function/acknowledgement";
import { readLead } from "../../../src/forms/function/lead-store";
import { fieldTable, type FieldDefinition } from "../../../src/forms/shared/fields";
import { fillText, localeTexts } from "../../../src/forms/function/locale-texts";
import { company } from "../../../src/shared/facts";
import { escapeHtml } from "../../../src/shared/escape-html";
import {
  boundHandler,
  postForm,
  postJson,
  postmarkEnv,
  testBlobs,
  validBody,
  type TestBlobs,
  redirectedTo,
} from "./helpers";

// The visitor's acknowledgement: one mail in the page's language on its own stream, holding the
// reference and nothing the visitor typed, at most once a day per address, and never in the way
// of the company's mail or the visitor's answer.

let fake: FakePostmark;
let blobs: TestBlobs;
beforeAll(async () => {
  fake = await startFakePostmark();
  blobs = await testBlobs();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const inbox = "sales@lintasbatam.example";
const ackEnv = (extra = {}) =>
  postmarkEnv(fake.host, { POSTMARK_ACKNOWLEDGEMENT_STREAM: "acknowledgements", ...extra });
let now = Date.parse("2026-11-28T03:00:00Z");
const clock = { now: () => now };
const handler = (extra = {}, waitUntil?: (work: Promise<unknown>) => void) =>
  boundHandler(ackEnv(extra), { store: () => blobs.store, clock, waitUntil });

let visitors = 0;
/** A fresh address per test, so one test's acknowledgement does not hold back another's. */
const freshEmail = () => `visitor${++visitors}-${Date.now()}@example.jp`;
const japaneseQuote = (email: string) => ({
  ...validBody,
  email,
  language: "ja",
  serviceType: "ekspedisi-udara",
  mode: "air",
  replyBy: "whatsapp",
});

const acknowledgements = () => fake.received.filter((r) => r.body.MessageStream === "acknowledgements");
const companyMails = () => fake.received.filter((r) => r.body.To === inbox);

describe("a received message", () => {
  it("sent from a Japanese page: the company's mail, and a Japanese acknowledgement on its own stream with the reference", async () => {
    const email = freshEmail();
    const res = await handler().handle(postJson(japaneseQuote(email)));
    expect(res.status).toBe(200);
    const { reference } = await res.json();
    expect(companyMails()).toHaveLength(1);
    expect(companyMails()[0].body.MessageStream).toBe("outbound");
    const [ack] = acknowledgements();
    expect(acknowledgements()).toHaveLength(1);
    const ja = localeTexts("ja");
    expect(ack.body).toMatchObject({
      From: `"${company.brand}" <website@lintasbatam.example>`,
      To: email,
      ReplyTo: inbox,
      Tag: "acknowledgement",
      Subject: ja.formAnswers.acknowledgement.subject.quote.replace("{{reference}}", reference),
    });
    const text = ack.body.TextBody as string;
    const html = ack.body.HtmlBody as string;
    expect(text).toContain(`受付番号：${reference}`);
    // Each row as Japanese joins a label and its text: a full-width colon, no space.
    expect(text).toContain(labelled("ja", ja.form.fields.serviceType.label, ja.form.services["ekspedisi-udara"]));
    expect(text).toContain(labelled("ja", ja.shipment.fields.mode.label, ja.shipment.modes.air));
    expect(text).toContain(labelled("ja", ja.form.fields.replyBy.label, ja.form.fields.replyBy.choices.whatsapp));
    expect(text).toContain(labelled("ja", ja.formAnswers.acknowledgement.phone, company.phone));
    expect(text).toContain(`${company.replyWithinHours}時間以内`);
    // Its reply step names the WhatsApp the visitor chose, not email or phone.
    expect(text).toContain(fillText(ja.formResults.received.steps.reply_whatsapp, "ja"));
    expect(text).not.toContain(fillText(ja.formResults.received.steps.reply, "ja"));
    // Every step the received page tells, in its order: where to send documents too.
    const steps = ja.formResults.received.steps;
    expect(text).toContain(
      [steps.read, steps.reply_whatsapp, steps.documents, steps.urgent]
        .map((step, i) => `${i + 1}. ${fillText(step, "ja")}`)
        .join("\n"),
    );
    expect(html).toContain(`<li>${escapeHtml(fillText(steps.documents, "ja"))}</li>`);
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain(`href="tel:+${company.phone.replace(/\D/g, "")}"`);
    // The chat and the mail it links start with the message's reference, in Japanese.
    const links = [...html.matchAll(/href="([^"]+)"/g)].map(([, href]) => new URL(href.replace(/&amp;/g, "&")));
    const about = ja.formResults.received.about.replace("{{reference}}", reference);
    const whatsapp = links.find((link) => link.hostname === "wa.me");
    expect(whatsapp?.pathname).toBe(`/${company.phone.replace(/\D/g, "")}`);
    expect(whatsapp?.searchParams.get("text")).toBe(about);
    const mail = links.find((link) => link.protocol === "mailto:");
    expect(mail?.pathname).toBe(company.email);
    expect(mail?.searchParams.get("subject")).toBe(about);
  });

  it("opens by thanking the visitor for writing to the company, by its brand, in each language", async () => {
    // The thanks each language's business mail opens with, which an automatic reply without it lacks.
    const thanks = {
      id: /^Terima kasih\b/,
      en: /^Thank you\b/,
      zh: /^感谢您/,
      ja: /^この度は.*ありがとうございます。$/,
    };
    for (const [language, opening] of Object.entries(thanks)) {
      fake.reset();
      const email = freshEmail();
      const res = await handler().handle(postJson({ ...japaneseQuote(email), language }));
      expect(res.status).toBe(200);
      const { TextBody, HtmlBody } = acknowledgements()[0].body as Record<string, string>;
      const [first] = TextBody.split("\n");
      expect([language, first]).toEqual([language, expect.stringMatching(opening)]);
      expect(first).toContain(company.brand);
      expect(HtmlBody).toContain(`<body><p>${escapeHtml(first)}</p>`);
    }
  });

  it("shows the WhatsApp row by the company's number as printed, a link to the chat, in each language", async () => {
    for (const language of ["id", "en", "zh", "ja"] as const) {
      fake.reset();
      const res = await handler().handle(postJson({ ...japaneseQuote(freshEmail()), language }));
      expect(res.status).toBe(200);
      const { reference } = await res.json();
      const { TextBody, HtmlBody } = acknowledgements()[0].body as Record<string, string>;
      const about = localeTexts(language).formResults.received.about.replace("{{reference}}", reference);
      expect([language, TextBody]).toEqual([
        language,
        expect.stringContaining(`\n${labelled(language, "WhatsApp", company.phone)}\n`),
      ]);
      const [, href, shown] = /<th align="left">WhatsApp<\/th><td[^>]*><a href="([^"]+)">([^<]*)<\/a>/.exec(HtmlBody)!;
      expect(shown).toBe(company.phone);
      const link = new URL(href.replace(/&amp;/g, "&"));
      expect(`${link.origin}${link.pathname}`).toBe(`https://wa.me/${company.phone.replace(/\D/g, "")}`);
      expect(link.searchParams.get("text")).toBe(about);
      // The wa.me address is the link's, never the words a visitor reads.
      for (const part of [TextBody, HtmlBody.replace(/href="[^"]*"/g, "")]) expect(part).not.toContain("wa.me");
    }
  });

  it("tells a contact message what happens next without promising a quote", async () => {
    const email = freshEmail();
    expect((await handler().handle(postJson({ ...japaneseQuote(email), formType: "contact" }))).status).toBe(200);
    const { TextBody } = acknowledgements()[0].body as Record<string, string>;
    const steps = localeTexts("ja").formResults.received.steps;
    expect(TextBody).toContain(`1. ${fillText(steps.read_contact, "ja")}\n2. ${fillText(steps.reply_contact, "ja")}\n`);
    expect(TextBody).not.toContain(fillText(steps.read, "ja"));
  });

  it("writes a label that is a question without a colon after it (How should we reply? WhatsApp)", async () => {
    const email = freshEmail();
    const res = await handler().handle(postJson({ ...japaneseQuote(email), language: "en" }));
    expect(res.status).toBe(200);
    const en = localeTexts("en").form.fields.replyBy;
    expect(en.label).toMatch(/\?$/);
    expect(acknowledgements()[0].body.TextBody).toContain(`\n${en.label} ${en.choices.whatsapp}\n`);
  });

  it("sent without scripts gets the acknowledgement too", async () => {
    const email = freshEmail();
    const { elapsedMs: _elapsed, ...typed } = japaneseQuote(email);
    const res = await handler().handle(postForm({ ...typed, website: "" }));
    expect(res.status).toBe(303);
    const reference = redirectedTo(res).searchParams.get("ref");
    expect(acknowledgements()).toHaveLength(1);
    expect(acknowledgements()[0].body.Subject).toContain(reference);
    expect(acknowledgements()[0].body.To).toBe(email);
  });

  it("queued for the company (Postmark down for its mail) is acknowledged all the same", async () => {
    const email = freshEmail();
    fake.setMode("503", email);
    const res = await handler().handle(postJson(japaneseQuote(email)));
    expect(res.status).toBe(202);
    const { reference } = await res.json();
    expect(acknowledgements()).toHaveLength(1);
    expect(acknowledgements()[0].body.Subject).toContain(reference);
  });

  it("holds none of the words a visitor typed: name, company, message, nor the package", async () => {
    const email = freshEmail();
    const planted = "Zxqvprize";
    const res = await handler().handle(
      postJson({
        ...japaneseQuote(email),
        fullName: `${planted} Winner`,
        company: `${planted} Ltd`,
        message: `Claim your ${planted} at spam.example`,
        // A package is chosen, not typed; the company's mail names it, the acknowledgement does not.
        package: "sea-fcl",
      }),
    );
    expect(res.status).toBe(200);
    expect(companyMails()[0].body.TextBody).toContain(planted);
    expect(companyMails()[0].body.TextBody).toMatch(/^Package +\| FCL/m);
    const [ack] = acknowledgements();
    for (const part of [ack.body.Subject, ack.body.TextBody, ack.body.HtmlBody]) {
      expect(part).not.toContain(planted);
      expect(part).not.toContain("spam.example");
      expect(part).not.toContain("FCL");
    }
  });
});

describe("at most one a day per address", () => {
  it("a second message from the same address the same day gets none; after 24 hours it gets one again", async () => {
    const email = freshEmail();
    const first = await handler().handle(postJson(japaneseQuote(email)));
    expect(first.status).toBe(200);
    now += 3 * 3_600_000;
    const { handle, logs } = handler();
    // The same address as people type it again: other capitals, spaces around it.
    const second = await handle(postJson({ ...japaneseQuote(` ${email.toUpperCase()} `.trim()), formType: "contact" }));
    expect(second.status).toBe(200);
    expect(companyMails()).toHaveLength(2);
    expect(acknowledgements()).toHaveLength(1);
    expect(logs.join("\n")).toMatch(/no acknowledgement: the address had one within 24 hours/);

    now += acknowledgementIntervalMs;
    const third = await handler().handle(postJson(japaneseQuote(email)));
    expect(third.status).toBe(200);
    expect(acknowledgements()).toHaveLength(2);
  });

  it("counts an address's variants as its one mailbox: a +tag, Gmail's dots", async () => {
    const name = `victim${++visitors}x${Date.now()}`;
    for (const email of [
      `${name}@gmail.com`,
      `${name}+1@gmail.com`,
      `${name.slice(0, 3)}.${name.slice(3)}@googlemail.com`,
    ])
      expect((await handler().handle(postJson(japaneseQuote(email)))).status).toBe(200);
    expect(companyMails()).toHaveLength(3);
    expect(acknowledgements()).toHaveLength(1);
    expect(mailboxOf(" Sales+Quotes@Example.co.id ")).toBe("sales@example.co.id");
    // Dots matter outside Gmail.
    expect(mailboxOf("b.santoso@example.co.id")).toBe("b.santoso@example.co.id");
  });

  it("keeps no address, only its hash, and the scheduled run forgets the hash after 24 hours", async () => {
    // Only this test's note: the others' are forgotten first.
    await forgetAcknowledgements(blobs.store, Infinity);
    const email = freshEmail();
    await handler().handle(postJson(japaneseQuote(email)));
    const { blobs: notes } = await blobs.store.list({ prefix: ".acknowledged/" });
    expect(notes).toHaveLength(1);
    for (const { key } of notes) expect(key).toMatch(/^\.acknowledged\/[0-9a-f]{64}$/);
    expect(JSON.stringify(await Promise.all(notes.map((n) => blobs.store.get(n.key))))).not.toContain(email);

    expect(await forgetAcknowledgements(blobs.store, now + acknowledgementIntervalMs - 1000)).toBe(0);
    expect(await forgetAcknowledgements(blobs.store, now + acknowledgementIntervalMs + 1000)).toBe(1);
    expect((await blobs.store.list({ prefix: ".acknowledged/" })).blobs).toHaveLength(0);
  });

  it("forgets the other notes when one cannot be deleted, then fails with that one's error", async () => {
    await forgetAcknowledgements(blobs.store, Infinity);
    for (let i = 0; i < 3; i++) await handler().handle(postJson(japaneseQuote(freshEmail())));
    const keys = (await blobs.store.list({ prefix: ".acknowledged/" })).blobs.map((b) => b.key);
    expect(keys).toHaveLength(3);
    const stuck = keys[1];
    const flaky = Object.create(blobs.store, {
      delete: {
        value: (key: string) =>
          key === stuck ? Promise.reject(new Error("the store refused")) : blobs.store.delete(key),
      },
    }) as typeof blobs.store;
    await expect(forgetAcknowledgements(flaky, Infinity)).rejects.toThrow("the store refused");
    expect((await blobs.store.list({ prefix: ".acknowledged/" })).blobs.map((b) => b.key)).toEqual([stuck]);
  });
});

describe("what the acknowledgement repeats of the form: the field table's inAcknowledgement rows", () => {
  it("are choices from the form's own lists only: nothing typed, nor a page's package", () => {
    const repeated = fieldTable.filter((field) => field.inAcknowledgement);
    expect(repeated.map((field) => field.name)).toEqual(["replyBy", "serviceType", "mode"]);
    for (const field of repeated) {
      expect(field.kind).toBe("choice");
      expect(field.pageChoices).toBeFalsy();
    }
  });

  describe("a row added at run time", () => {
    // A new choice of the shipment details that the visitor's acknowledgement should repeat: one
    // row marked for it, and its label and choices in the locale files.
    const row: FieldDefinition = {
      name: "urgency",
      kind: "choice",
      required: false,
      group: "shipment",
      labelNamespace: "shipment",
      choices: ["standard", "urgent"],
      emailLabel: "Urgency",
      inAcknowledgement: true,
    };
    const texts = { label: "急ぎ具合", choices: { standard: "通常", urgent: "至急" } };
    const functionTexts = localeTexts("ja").shipment.fields as Record<string, object>;
    beforeAll(() => {
      fieldTable.splice(fieldTable.findIndex((field) => field.name === "mode") + 1, 0, row);
      functionTexts.urgency = texts;
    });
    afterAll(() => {
      fieldTable.splice(fieldTable.indexOf(row), 1);
      delete functionTexts.urgency;
    });

    it("is repeated in the visitor's language, after the rows before it in the table", async () => {
      const res = await handler().handle(postJson({ ...japaneseQuote(freshEmail()), urgency: "urgent" }));
      expect(res.status).toBe(200);
      const text = acknowledgements()[0].body.TextBody as string;
      const ja = localeTexts("ja");
      const urgency = labelled("ja", texts.label, texts.choices.urgent);
      expect(text).toContain(urgency);
      expect(text.indexOf(labelled("ja", ja.shipment.fields.mode.label, ja.shipment.modes.air))).toBeLessThan(
        text.indexOf(urgency),
      );
      expect(acknowledgements()[0].body.HtmlBody).toContain(texts.choices.urgent);
    });

    it("is left out when not chosen", async () => {
      expect((await handler().handle(postJson(japaneseQuote(freshEmail())))).status).toBe(200);
      expect(acknowledgements()[0].body.TextBody).not.toContain(texts.label);
    });
  });
});

describe("at most ACKNOWLEDGEMENTS_PER_DAY an office day, whatever the addresses", () => {
  /** A message from a new address; its reference and what the function logged. */
  const post = async (cap: string) => {
    const { handle, logs } = handler({ ACKNOWLEDGEMENTS_PER_DAY: cap });
    const res = await handle(postJson(japaneseQuote(freshEmail())));
    expect(res.status).toBe(200);
    return { reference: (await res.json()).reference as string, log: logs.join("\n") };
  };
  const capLine = /no acknowledgement: the daily cap of 2 \(ACKNOWLEDGEMENTS_PER_DAY\) is reached for 2027-03-01 WIB/;

  it("past the cap a message gets none, yet is kept and delivered to the company, and the log says why; the next office day (midnight in Batam) counts again", async () => {
    // 23:00 WIB on 1 March, a day no other test has counted in (the clock only moves on).
    now = Date.parse("2027-03-01T16:00:00Z");
    const first = await post("2");
    const second = await post("2");
    expect(acknowledgements()).toHaveLength(2);
    expect(first.log).toMatch(/acknowledged, MessageID/);
    expect(second.log).toMatch(/acknowledged, MessageID/);

    now = Date.parse("2027-03-01T16:59:59Z");
    const capped = await post("2");
    expect(acknowledgements()).toHaveLength(2);
    expect(capped.log).toMatch(capLine);
    expect(capped.log).toContain(`${capped.reference} no acknowledgement`);
    expect(companyMails()).toHaveLength(3);
    expect(companyMails()[2].body.Subject).toContain(capped.reference);
    expect((await readLead(blobs.store, capped.reference))?.record.state).toBe("delivered");

    // 00:00 WIB on 2 March.
    now = Date.parse("2027-03-01T17:00:00Z");
    const nextDay = await post("2");
    expect(nextDay.log).toMatch(/acknowledged, MessageID/);
    expect(nextDay.log).not.toMatch(/daily cap/);
    expect(acknowledgements()).toHaveLength(3);
    expect(companyMails()).toHaveLength(4);
  });

  it("a capped message leaves its address free: its next message, the next day, gets one", async () => {
    now = Date.parse("2027-03-03T16:00:00Z");
    await post("1");
    const email = freshEmail();
    const { handle, logs } = handler({ ACKNOWLEDGEMENTS_PER_DAY: "1" });
    expect((await handle(postJson(japaneseQuote(email)))).status).toBe(200);
    expect(logs.join("\n")).toMatch(/daily cap/);
    now += 2 * 3_600_000;
    expect((await handler({ ACKNOWLEDGEMENTS_PER_DAY: "1" }).handle(postJson(japaneseQuote(email)))).status).toBe(200);
    expect(acknowledgements().map((a) => a.body.To)).toEqual([expect.any(String), email]);
  });

  it("0 sends none; an empty or unreadable setting gives the default of 100", async () => {
    const none = await post("0");
    expect(none.log).toMatch(/no acknowledgement: the daily cap of 0 /);
    expect(acknowledgements()).toHaveLength(0);
    expect(companyMails()).toHaveLength(1);
    expect(acknowledgementsPerDay({ ACKNOWLEDGEMENTS_PER_DAY: "0" })).toBe(0);
    expect(acknowledgementsPerDay({ ACKNOWLEDGEMENTS_PER_DAY: " 250 " })).toBe(250);
    for (const setting of [undefined, "", "many", "-5", "2.5", "1e3"])
      expect(acknowledgementsPerDay({ ACKNOWLEDGEMENTS_PER_DAY: setting })).toBe(100);
  });

  it("the scheduled run's clearing deletes the counts of the office days before today's, never today's", async () => {
    const days = async () =>
      (await blobs.store.list({ prefix: ".acknowledgement-days/" })).blobs.map((b) => b.key.split("/")[1]);
    // 23:30 WIB on 5 March, then 00:30 WIB on 6 March.
    now = Date.parse("2027-03-05T16:30:00Z");
    await post("5");
    now = Date.parse("2027-03-05T17:30:00Z");
    await post("5");
    await post("5");
    expect(await days()).toContain("2027-03-05");
    // The keys hold the day and a place, the places a reference: nothing of the visitor.
    for (const { key } of (await blobs.store.list({ prefix: ".acknowledgement-days/" })).blobs) {
      expect(key).toMatch(/^\.acknowledgement-days\/\d{4}-\d{2}-\d{2}\/\d+$/);
      expect(await blobs.store.get(key, { type: "text" })).toMatch(/^[QC]-[0-9A-Z]{6}$/);
    }
    expect(await forgetPastAcknowledgementDays(blobs.store, now)).toBeGreaterThan(0);
    expect(await days()).toEqual(["2027-03-06", "2027-03-06"]);
  });

  it("a burst of posts at once, each from another address, gets the cap's worth and no more", async () => {
    // 10:00 WIB on 7 March, after every other day of these tests.
    now = Date.parse("2027-03-07T03:00:00Z");
    const { handle, logs } = handler({ ACKNOWLEDGEMENTS_PER_DAY: "5" });
    const answers = await Promise.all(Array.from({ length: 20 }, () => handle(postJson(japaneseQuote(freshEmail())))));
    // Every message is still kept and delivered to the company.
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    expect(companyMails()).toHaveLength(20);
    expect(acknowledgements()).toHaveLength(5);
    expect(logs.filter((line) => /daily cap of 5 /.test(line))).toHaveLength(15);
  }, 30_000);
});

describe("none for a post that is not received", () => {
  it.each([
    ["the honeypot", { honeypot: "https://spam.example" }],
    ["the time trap", { elapsedMs: 300 }],
    ["a refused field", { email: "not-an-address" }],
  ])("%s", async (_, change) => {
    const res = await handler().handle(postJson({ ...japaneseQuote(freshEmail()), ...change }));
    expect([200, 422]).toContain(res.status);
    expect(fake.received).toHaveLength(0);
  });

  it("another site's post", async () => {
    const res = await handler().handle(
      postJson(japaneseQuote(freshEmail()), { headers: { Origin: "https://evil.example" } }),
    );
    expect(res.status).toBe(403);
    expect(fake.received).toHaveLength(0);
  });

  it("without an acknowledgement stream set, Postmark sends only the company's mail", async () => {
    const { handle } = boundHandler(postmarkEnv(fake.host), { store: () => blobs.store, clock });
    const res = await handle(postJson(japaneseQuote(freshEmail())));
    expect(res.status).toBe(200);
    expect(fake.received).toHaveLength(1);
  });
});

describe("an acknowledgement that fails changes nothing else", () => {
  it.each(["422-406", "422-300", "500", "hang"] as const)(
    "Postmark %s for the acknowledgement: the same answer and company mail, logged, not tried again",
    async (mode) => {
      const email = freshEmail();
      // The fake fails what is Reply-To the company's inbox: the acknowledgements only.
      fake.setMode(mode, inbox);
      const pending: Promise<unknown>[] = [];
      const { handle, errors, logs } = handler({}, (work) => pending.push(work));
      const res = await handle(postJson(japaneseQuote(email)));
      // The answer comes before the acknowledgement has settled (a hang takes the client's 1 s timeout).
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toEqual({ ok: true, messageId: expect.any(String), reference: body.reference, queued: false });
      expect(companyMails()).toHaveLength(1);
      expect(companyMails()[0].body.ReplyTo).toBe(`"${validBody.fullName}" <${email}>`);
      expect(pending).toHaveLength(1);
      await expect(pending[0]).resolves.toBe("failed");
      expect(acknowledgements()).toHaveLength(1);
      expect(errors.join("\n")).toMatch(new RegExp(`${body.reference} acknowledgement not sent`));
      // Postmark's refusal of an inactive recipient names it: no log line holds the visitor's address.
      expect([...logs, ...errors].join("\n")).not.toContain(email);
    },
  );

  it("an address whose acknowledgement failed gets one with its next message: nothing reached it", async () => {
    const email = freshEmail();
    fake.setMode("500", inbox);
    const pending: Promise<unknown>[] = [];
    expect((await handler({}, (work) => pending.push(work)).handle(postJson(japaneseQuote(email)))).status).toBe(200);
    await expect(pending[0]).resolves.toBe("failed");
    fake.reset();
    now += 3_600_000;
    const { handle, logs } = handler();
    expect((await handle(postJson(japaneseQuote(email)))).status).toBe(200);
    expect(acknowledgements()).toEqual([expect.objectContaining({ body: expect.objectContaining({ To: email }) })]);
    expect(logs.join("\n")).not.toMatch(/no acknowledgement/);
  });
});

describe("without a Postmark token (npm start)", () => {
  it("the acknowledgement goes to the local outbox beside the company's mail", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "outbox-"));
    try {
      const { handle } = boundHandler({ CONTACT_OUTBOX_DIR: dir, CONTEXT: "dev" }, { store: () => blobs.store, clock });
      const email = freshEmail();
      const res = await handle(postJson(japaneseQuote(email)));
      expect(res.status).toBe(200);
      const { reference } = await res.json();
      const ack = readdirSync(dir).find((file) => file.includes("acknowledgement"));
      expect(ack).toContain(reference);
      const text = readFileSync(path.join(dir, ack!), "utf8");
      expect(text).toContain(`To: ${email}`);
      expect(text).toContain("Message-Stream: acknowledgements");
      expect(text).toContain(`受付番号：${reference}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
