import fc from "fast-check";
import { startFakePostmark, type FakePostmark } from "../../../e2e/support/fake-postmark";
import { validateFormMessage } from "../../../src/forms/shared/schema";
import { headerSafe } from "../../../src/forms/function/company-mail";
import { serviceTypes } from "../../../src/forms/shared/forms";
import { boundHandler, mailbox, postJson, postmarkEnv, validBody } from "./helpers";

// Random and hostile bodies: the function never answers 5xx to bad input, and whatever
// reaches Postmark is a valid message with a clean subject.

let fake: FakePostmark;
beforeAll(async () => {
  fake = await startFakePostmark();
});
afterAll(() => fake.close());

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.constantFrom(
    "",
    "   ",
    "\r\n",
    "a\r\nBcc: evil@example.com",
    "<script>alert(1)</script>",
    "\u0000",
    "\u2028x",
    "😀👍🏽",
    "Ω≈ç√∫",
    "' OR 1=1 --",
  ),
  fc.string({ minLength: 5000, maxLength: 40000 }),
  fc.emailAddress(),
  fc.stringMatching(/^[0-9 +()-]{1,40}$/),
);
const anyValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);
const fieldValue = fc.oneof({ weight: 4, arbitrary: hostileString }, { weight: 1, arbitrary: anyValue });

// Mostly near-valid bodies with a few fields replaced, so many reach Postmark.
const keep = Symbol("keep");
const sometimes = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 4, arbitrary: fc.constant(keep) }, { weight: 1, arbitrary: arb });
const nearValid = fc
  .record({
    fullName: sometimes(fieldValue),
    company: sometimes(fieldValue),
    email: sometimes(fc.oneof(fc.emailAddress(), fieldValue)),
    phone: sometimes(fieldValue),
    serviceType: sometimes(fc.oneof(fc.constantFrom("", ...serviceTypes), fieldValue)),
    message: sometimes(fieldValue),
    formType: sometimes(fc.oneof(fc.constantFrom("quote", "contact"), fieldValue)),
    honeypot: sometimes(anyValue),
    extra: sometimes(anyValue),
  })
  .map((overrides) => {
    const body: Record<string, unknown> = { ...validBody };
    for (const [key, value] of Object.entries(overrides)) if (value !== keep) body[key] = value;
    return body;
  });

const body = fc.oneof(
  { weight: 6, arbitrary: nearValid.map((b) => ({ json: b as unknown })) },
  { weight: 2, arbitrary: fc.jsonValue().map((v) => ({ json: v as unknown })) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 500 }).map((raw) => ({ raw })) },
);

it("never answers 5xx and never sends invalid data (1,000 bodies)", async () => {
  const { handle } = boundHandler(postmarkEnv(fake.host));
  let sentCount = 0;
  await fc.assert(
    fc.asyncProperty(body, async (b) => {
      const before = fake.received.length;
      const req = "raw" in b ? postJson(null, { raw: b.raw }) : postJson(b.json);
      const res = await handle(req);
      const answer = await res.json();
      expect(res.status).toBeLessThan(500);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const sent = fake.received.slice(before);
      if (res.status !== 200 || (answer.ok && answer.messageId === "")) {
        expect(sent).toHaveLength(0);
        return;
      }
      expect(sent).toHaveLength(1);
      sentCount++;
      const input = "json" in b ? b.json : undefined;
      const check = validateFormMessage(input);
      expect(check.ok).toBe(true);
      const mail = sent[0].body as Record<string, string>;
      expect(mail.Subject).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
      expect(mail.Subject.length).toBeLessThanOrEqual(150);
      expect(mail.HtmlBody).not.toMatch(/<script|<img/i);
      // One mailbox, the visitor's address, under their name as the Subject's header rule writes it.
      if (check.ok)
        expect(mailbox(mail.ReplyTo)).toEqual({
          name: headerSafe(check.message.fullName),
          address: check.message.email,
        });
    }),
    { numRuns: 1000 },
  );
  // The generator must actually exercise the sending path, not only rejections.
  expect(sentCount).toBeGreaterThan(50);
}, 120_000);
