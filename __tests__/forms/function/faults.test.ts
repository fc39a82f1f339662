import { createServer } from "net";
import { startFakePostmark, type FailureMode, type FakePostmark } from "../../../e2e/support/fake-postmark";
import { referencePattern } from "../../../src/shared/references";
import { readLead } from "../../../src/forms/function/lead-store";
import { escapeHtml } from "../../../src/shared/escape-html";
import { boundHandler, postJson, postmarkEnv, testBlobs, validBody } from "./helpers";

// The mail service having a bad day: for each way the fake Postmark can fail, the message is
// already in the lead store, so the visitor gets a success with the reference and
// the flag that delivery is queued, the record stays pending for the scheduled redelivery,
// and the one log line names the reference and tells whoever reads the function log what
// happened (with Postmark's ErrorCode). The request itself tries Postmark once.

let fake: FakePostmark;
beforeAll(async () => {
  fake = await startFakePostmark();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

interface Expected {
  log: RegExp;
  /** What the record keeps of the failed attempt: Postmark's HTTP status (0: no answer) and ErrorCode. */
  status: number;
  errorCode: number | undefined;
}

const cases: [FailureMode, Expected][] = [
  [
    "hang",
    { log: /^Postmark unreachable or timed out: The operation was aborted due to timeout$/, status: 0, errorCode: 0 },
  ],
  ["close", { log: /^Postmark unreachable or timed out: fetch failed$/, status: 0, errorCode: 0 }],
  ["500", { log: /^Postmark status 500, ErrorCode 500: Internal server error$/, status: 500, errorCode: 500 }],
  ["503", { log: /^Postmark status 503, ErrorCode 503: Service unavailable$/, status: 503, errorCode: 503 }],
  ["429", { log: /^Postmark status 429, ErrorCode 429: Rate limit exceeded$/, status: 429, errorCode: 429 }],
  ["malformed", { log: /^Postmark answered without a MessageID: /, status: 0, errorCode: undefined }],
  [
    "401",
    {
      log: /^Postmark status 401, ErrorCode 10: The Server Token you provided .+invalid\.$/,
      status: 401,
      errorCode: 10,
    },
  ],
  ["422-300", { log: /^Postmark status 422, ErrorCode 300: Invalid email request$/, status: 422, errorCode: 300 }],
  [
    "422-406",
    {
      // Postmark names the inactive address; the log line says <address> in its place.
      log: /^Postmark status 422, ErrorCode 406: You tried to send to recipient\(s\) that have been marked as inactive\. Found inactive addresses: <address>\. Inactive recipients are ones that have generated a hard bounce, a spam complaint, or a manual suppression\.$/,
      status: 422,
      errorCode: 406,
    },
  ],
];

async function sendOnce(host = fake.host) {
  const { handle, logs, errors } = boundHandler(postmarkEnv(host));
  const started = Date.now();
  const res = await handle(postJson(validBody));
  return { res, body: await res.json(), logs, errors, ms: Date.now() - started };
}

async function expectQueued(sent: Awaited<ReturnType<typeof sendOnce>>, expected: Expected) {
  const { res, body, logs, errors } = sent;
  expect(res.status).toBe(202);
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  expect(body).toEqual({ ok: true, reference: expect.stringMatching(referencePattern), queued: true });
  expect(body.reference).toMatch(/^Q-/);
  // One error line naming the reference, and nothing of the visitor's message in the log.
  expect(errors).toHaveLength(1);
  const line = errors[0].match(/^send-contact-email: ([QC]-\w{6}) queued: (.+)$/);
  expect(line?.[1]).toBe(body.reference);
  expect(line?.[2]).toMatch(expected.log);
  expect(errors[0]).not.toContain(validBody.email);
  expect(errors[0]).not.toContain(validBody.phone);
  expect(logs).toEqual([]);
  // The lead is safe: pending in the store, with the failed attempt and the first retry 5 minutes later.
  const stored = await readLead((await testBlobs()).store, body.reference);
  expect(stored?.record).toMatchObject({
    reference: body.reference,
    state: "pending",
    message: { email: validBody.email, phone: validBody.phone },
  });
  expect(stored?.record.attempts).toEqual([
    expect.objectContaining({ by: "request", ok: false, status: expected.status }),
  ]);
  expect(stored?.record.attempts[0].errorCode).toBe(expected.errorCode);
  expect(stored?.record.lease).toBeUndefined();
  const wait = Date.parse(stored!.record.nextAttemptAt) - Date.parse(stored!.record.attempts[0].at);
  expect(wait).toBe(5 * 60_000);
}

describe.each(cases)("Postmark fails with %s", (mode, expected) => {
  it("keeps the message pending and answers 202 with its reference, queued; one log line with the reference", async () => {
    fake.setMode(mode);
    const sent = await sendOnce();
    // Exactly one attempt, with the reference in the subject.
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0].body.Subject).toContain(` ${sent.body.reference} `);
    await expectQueued(sent, expected);
    // postmarkEnv sets a 1 s timeout: a hanging Postmark is given up on after it, not 180 s.
    if (mode === "hang") expect(sent.ms).toBeGreaterThanOrEqual(900);
    expect(sent.ms).toBeLessThan(5000);
  });
});

it("connection refused: queued with its reference, logged as unreachable", async () => {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
  await expectQueued(await sendOnce(`127.0.0.1:${port}`), {
    log: /^Postmark unreachable or timed out: fetch failed$/,
    status: 0,
    errorCode: 0,
  });
});

it("after a failure the next message goes through", async () => {
  fake.setMode("503");
  expect((await sendOnce()).res.status).toBe(202);
  fake.reset();
  const { res, body } = await sendOnce();
  expect(res.status).toBe(200);
  expect(body).toEqual({
    ok: true,
    messageId: expect.any(String),
    reference: expect.stringMatching(referencePattern),
    queued: false,
  });
  expect(fake.received).toHaveLength(1);
});

/**
 * Sends the form once while Postmark refuses a Reply-To holding `refused`: the message is delivered
 * at once all the same, with nothing logged as an error. The company's mails, each tried Reply-To
 * with what Postmark answered.
 */
async function sentWithReplyToRefused(refused: string) {
  fake.setMode("422-300-reply-to", refused);
  const { res, body, errors } = await sendOnce();
  expect(res.status).toBe(200);
  expect(body).toMatchObject({ ok: true, queued: false });
  expect(errors).toEqual([]);
  const company = fake.received.filter((r) => r.body.To === "sales@lintasbatam.example");
  return { body, company, tried: company.map((r) => [r.body.ReplyTo, r.mode]) };
}

const namedReplyTo = `"${validBody.fullName}" <${validBody.email}>`;

it("Postmark refusing the visitor's address as Reply-To: the company's mail goes again at once without it, its first line giving the address; delivered, not queued", async () => {
  const { body, company, tried } = await sentWithReplyToRefused(validBody.email);
  expect(tried).toEqual([
    [namedReplyTo, "422-300-reply-to"],
    [validBody.email, "422-300-reply-to"],
    [undefined, "ok"],
  ]);
  const note = `The mail service refused the visitor's address as Reply-To: write to ${validBody.email} yourself.`;
  expect(company[2].body.TextBody).toMatch(new RegExp(`^${note.replace(/[.+?]/g, "\\$&")}\\n\\n`));
  expect(company[2].body.HtmlBody).toContain(`<body><p><strong>${escapeHtml(note)}</strong></p>`);
  expect(company[2].body.Subject).toBe(company[0].body.Subject);
  expect((await readLead((await testBlobs()).store, body.reference))?.record.state).toBe("delivered");
});

it("Postmark refusing the visitor's name in Reply-To: the company's mail goes again at once to the bare address, which a reply still reaches; no note", async () => {
  const { company, tried } = await sentWithReplyToRefused(`"${validBody.fullName}"`);
  expect(tried).toEqual([
    [namedReplyTo, "422-300-reply-to"],
    [validBody.email, "ok"],
  ]);
  expect(company[1].body.TextBody).toBe(company[0].body.TextBody);
});

it.each(["pay$$me@example.com", "a$`b$'c$&d@example.com"])(
  "the first line gives a refused Reply-To %s exactly as typed, its $ signs and all",
  async (email) => {
    fake.setMode("422-300-reply-to", email);
    const { handle } = boundHandler(postmarkEnv(fake.host));
    const res = await handle(postJson({ ...validBody, email }));
    expect(res.status).toBe(200);
    const company = fake.received.filter((r) => r.body.To === "sales@lintasbatam.example");
    const note = `The mail service refused the visitor's address as Reply-To: write to ${email} yourself.`;
    expect(company.at(-1)!.body.TextBody).toContain(note);
    expect(company.at(-1)!.body.HtmlBody).toContain(`<body><p><strong>${escapeHtml(note)}</strong></p>`);
  },
);

// The schema accepts an apostrophe anywhere before the @ (o'brien@, and at its end): the address, or
// its first part, must not reach the log either.
it.each([
  ["an apostrophe before the @", "budi.santoso'@example.co.id", "budi.santoso"],
  ["an apostrophe inside the name", "siti.o'brien@example.co.id", "siti.o"],
])("an inactive visitor's address with %s is not in the acknowledgement's log line", async (_, email, part) => {
  // Postmark names the inactive recipient: for the acknowledgement, the visitor.
  fake.setMode("422-406");
  const { handle, logs, errors } = boundHandler(
    postmarkEnv(fake.host, { POSTMARK_ACKNOWLEDGEMENT_STREAM: "acknowledgements" }),
  );
  const res = await handle(postJson({ ...validBody, email }));
  expect(res.status).toBe(202);
  const ackLine = errors.find((line) => line.includes("acknowledgement not sent"));
  expect(ackLine).toContain("Found inactive addresses: <address>");
  for (const line of [...logs, ...errors]) expect(line).not.toContain(part);
});
