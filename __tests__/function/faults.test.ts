import { createServer } from "net";
import { startFakePostmark, type FailureMode, type FakePostmark } from "../../e2e/support/fake-postmark";
import { boundHandler, postJson, postmarkEnv, validBody } from "./helpers";

// The mail service having a bad day: for each way the fake Postmark can fail, the answer the
// visitor's browser gets (status, reason code, retryable, a message) and the one log line
// that tells whoever reads the function log what happened. Nothing is retried by the
// function: the visitor keeps the typed text and may send again (or use the fallback links).

let fake: FakePostmark;
beforeAll(async () => {
  fake = await startFakePostmark();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

interface Expected {
  status: 502 | 503;
  error: "mail_rejected" | "mail_unavailable";
  retryable: boolean;
  log: RegExp;
}

const unavailable = (log: RegExp): Expected => ({ status: 503, error: "mail_unavailable", retryable: true, log });
const rejected = (log: RegExp): Expected => ({ status: 502, error: "mail_rejected", retryable: false, log });

const cases: [FailureMode, Expected][] = [
  ["hang", unavailable(/^send-contact-email: 503 mail_unavailable: Postmark unreachable or timed out: The operation was aborted due to timeout$/)],
  ["close", unavailable(/^send-contact-email: 503 mail_unavailable: Postmark unreachable or timed out: fetch failed$/)],
  ["500", unavailable(/^send-contact-email: 503 mail_unavailable: Postmark status 500, ErrorCode 500: Internal server error$/)],
  ["503", unavailable(/^send-contact-email: 503 mail_unavailable: Postmark status 503, ErrorCode 503: Service unavailable$/)],
  ["429", unavailable(/^send-contact-email: 503 mail_unavailable: Postmark status 429, ErrorCode 429: Rate limit exceeded$/)],
  ["malformed", unavailable(/^send-contact-email: 503 mail_unavailable: Postmark answered without a MessageID: /)],
  ["401", rejected(/^send-contact-email: 502 mail_rejected: Postmark status 401, ErrorCode 10: The Server Token you provided .+invalid\.$/)],
  ["422-300", rejected(/^send-contact-email: 502 mail_rejected: Postmark status 422, ErrorCode 300: Invalid email request$/)],
  ["422-406", rejected(/^send-contact-email: 502 mail_rejected: Postmark status 422, ErrorCode 406: You tried to send to a recipient that has been marked as inactive\.$/)],
];

async function sendOnce() {
  const { handle, logs, errors } = boundHandler(postmarkEnv(fake.host));
  const started = Date.now();
  const res = await handle(postJson(validBody));
  return { res, body: await res.json(), logs, errors, ms: Date.now() - started };
}

describe.each(cases)("Postmark fails with %s", (mode, expected) => {
  it(`answers ${expected.status} ${expected.error} (retryable ${expected.retryable}) and logs one line`, async () => {
    fake.setMode(mode);
    const { res, body, logs, errors, ms } = await sendOnce();
    expect(res.status).toBe(expected.status);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(body).toEqual({ ok: false, error: expected.error, retryable: expected.retryable, message: expect.any(String) });
    expect(body.message).toMatch(expected.retryable ? /try again later/ : /refused the message/);
    // Exactly one attempt, one error line, and nothing of the visitor's message in the log.
    expect(fake.received).toHaveLength(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(expected.log);
    expect(errors[0]).not.toContain(validBody.email);
    expect(errors[0]).not.toContain(validBody.phone);
    expect(logs).toEqual([]);
    // postmarkEnv sets a 1 s timeout: a hanging Postmark is given up on after it, not 180 s.
    if (mode === "hang") expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(5000);
  });
});

it("connection refused: 503 mail_unavailable, retryable, logged as unreachable", async () => {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
  const { handle, errors } = boundHandler(postmarkEnv(`127.0.0.1:${port}`));
  const res = await handle(postJson(validBody));
  expect(res.status).toBe(503);
  expect(await res.json()).toEqual({ ok: false, error: "mail_unavailable", retryable: true, message: expect.stringMatching(/try again later/) });
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(/^send-contact-email: 503 mail_unavailable: Postmark unreachable or timed out: fetch failed$/);
});

it("after a failure the next message goes through (no state is kept)", async () => {
  fake.setMode("503");
  expect((await sendOnce()).res.status).toBe(503);
  fake.reset();
  const { res, body } = await sendOnce();
  expect(res.status).toBe(200);
  expect(body).toEqual({ ok: true, messageId: expect.any(String) });
  expect(fake.received).toHaveLength(1);
});
