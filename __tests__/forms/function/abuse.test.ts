import { startFakePostmark, type FakePostmark } from "../../../e2e/support/fake-postmark";
import { countLinks } from "../../../src/forms/shared/schema";
import { maxMessageLinks, minFillMs } from "../../../src/forms/shared/forms";
import { boundHandler, functionUrl, postJson, postmarkEnv, validBody } from "./helpers";
import { answeredLink } from "../../../src/forms/function/mark-answered";
import { escapeHtml } from "../../../src/shared/escape-html";
import { company } from "../../../src/shared/facts";

// What the function does against abuse beyond the schema: requests from other sites, bots
// that submit faster than a person can type, link spam, and attempts to reach mail headers
// or the HTML the company's staff reads.

let fake: FakePostmark;
beforeAll(async () => {
  fake = await startFakePostmark();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const handler = (extra = {}) => boundHandler(postmarkEnv(fake.host, extra));

describe("Origin", () => {
  it.each([
    ["another site", "https://evil.example"],
    ["a look-alike host", "https://www.lintasbatam.example.evil.example"],
    ["our host over another scheme", "https://localhost"],
    ["our host on another port", "http://localhost:8080"],
    ["an opaque origin (sandboxed frame, file:)", "null"],
  ])("refuses %s with 403 and sends nothing", async (_, origin) => {
    const { handle } = handler({ SITE_URL: "https://www.lintasbatam.example" });
    const res = await handle(postJson(validBody, { headers: { Origin: origin } }));
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ ok: false, error: "forbidden_origin" });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(fake.received).toHaveLength(0);
  });

  it("accepts the origin of the address the request was sent to", async () => {
    const res = await handler().handle(postJson(validBody, { headers: { Origin: new URL(functionUrl).origin } }));
    expect(res.status).toBe(200);
    expect(fake.received).toHaveLength(1);
  });

  it("accepts the origin named by the Host header (behind a proxy the URL may differ)", async () => {
    const req = postJson(validBody, {
      url: "http://127.0.0.1:9999/api/send-contact-email",
      headers: { Host: "localhost:8901", Origin: "http://localhost:8901" },
    });
    expect((await handler().handle(req)).status).toBe(200);
  });

  it.each(["SITE_URL", "URL", "DEPLOY_URL", "DEPLOY_PRIME_URL"])(
    "accepts the site address configured in %s",
    async (name) => {
      const { handle } = handler({ [name]: "https://deploy-preview-7--lintasbatam.netlify.app/" });
      const res = await handle(
        postJson(validBody, { headers: { Origin: "https://deploy-preview-7--lintasbatam.netlify.app" } }),
      );
      expect(res.status).toBe(200);
      expect(fake.received).toHaveLength(1);
    },
  );

  it("accepts a request without Origin (not a browser page; it meets every other check)", async () => {
    const res = await handler().handle(postJson(validBody));
    expect(res.status).toBe(200);
    expect(fake.received).toHaveLength(1);
  });
});

describe("time trap", () => {
  it.each([0, 350, minFillMs - 1, -5])(
    "a form sent %d ms after it was shown is answered as a success and sends nothing",
    async (elapsedMs) => {
      const { handle, logs } = handler();
      const res = await handle(postJson({ ...validBody, elapsedMs }));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true, messageId: "" });
      expect(fake.received).toHaveLength(0);
      expect(logs).toEqual(["send-contact-email: dropped a submission (sent too fast)"]);
    },
  );

  it(`a form sent ${minFillMs} ms after it was shown is sent`, async () => {
    const res = await handler().handle(postJson({ ...validBody, elapsedMs: minFillMs }));
    expect(res.status).toBe(200);
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0].body).not.toHaveProperty("elapsedMs");
    expect(JSON.stringify(fake.received[0].body)).not.toContain(String(minFillMs));
  });

  it.each([
    ["a string", "9000"],
    ["a fraction", 2500.5],
    ["null", null],
  ])("a form whose time is %s is a 422 naming elapsedMs", async (_, elapsedMs) => {
    const res = await handler().handle(postJson({ ...validBody, elapsedMs }));
    expect(res.status).toBe(422);
    expect((await res.json()).fields).toEqual(["elapsedMs"]);
    expect(fake.received).toHaveLength(0);
  });

  it("a post without a time (a form sent without scripts) is never taken for a bot", async () => {
    const { elapsedMs: _e, ...timeless } = validBody;
    const res = await handler().handle(postJson(timeless));
    expect(res.status).toBe(200);
    expect(fake.received).toHaveLength(1);
  });

  it("the honeypot is logged the same way and also sends nothing", async () => {
    const { handle, logs } = handler();
    const res = await handle(postJson({ ...validBody, honeypot: "https://spam.example" }));
    expect(await res.json()).toEqual({ ok: true, messageId: "" });
    expect(logs).toEqual(["send-contact-email: dropped a submission (honeypot filled)"]);
    expect(fake.received).toHaveLength(0);
  });
});

describe("links in the message", () => {
  const links = (n: number) => Array.from({ length: n }, (_, i) => `https://shop${i}.example/deal?id=${i}`).join("\n");

  it("counts schemes and bare www. addresses once each", () => {
    expect(countLinks("see http://www.a.example and www.b.example, ftp://c.example/x")).toBe(3);
    expect(countLinks("email me at budi@example.co.id or call +62 812")).toBe(0);
    expect(countLinks("HTTPS://LOUD.EXAMPLE")).toBe(1);
  });

  it(`allows ${maxMessageLinks} links`, async () => {
    const res = await handler().handle(
      postJson({ ...validBody, message: `Our catalogue:\n${links(maxMessageLinks)}` }),
    );
    expect(res.status).toBe(200);
    expect(fake.received).toHaveLength(1);
  });

  it(`refuses ${maxMessageLinks + 1} links with a 422 naming the message`, async () => {
    const res = await handler().handle(
      postJson({ ...validBody, message: `Cheap offers:\n${links(maxMessageLinks + 1)}` }),
    );
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ ok: false, error: "invalid_fields", fields: ["message"] });
    expect(fake.received).toHaveLength(0);
  });
});

describe("mail headers", () => {
  it.each([
    ["CR/LF and a Bcc line", "budi@example.co.id\r\nBcc: victim@example.com"],
    ["a second address", "budi@example.co.id, victim@example.com"],
    ["a display name", '"Budi" <budi@example.co.id>'],
    ["angle brackets", "<budi@example.co.id>"],
    ["a semicolon list", "budi@example.co.id;victim@example.com"],
    ["an encoded newline", "budi@example.co.id%0d%0aBcc:victim@example.com"],
    ["a line separator", "budi@example.co.id\u2028Bcc: victim@example.com"],
  ])("an email with %s is refused (422 email)", async (_, email) => {
    const res = await handler().handle(postJson({ ...validBody, email }));
    expect(res.status).toBe(422);
    expect((await res.json()).fields).toContain("email");
    expect(fake.received).toHaveLength(0);
  });

  it("visitor input reaches only ReplyTo (the validated address, under the name in quotes) and a one-line, capped Subject", async () => {
    const res = await handler().handle(
      postJson({
        ...validBody,
        fullName: "Eve From: boss@lintasbatam.example",
        company: `To: all@lintasbatam.example ${"x".repeat(110)}`,
      }),
    );
    expect(res.status).toBe(200);
    const mail = fake.received[0].body as Record<string, unknown>;
    // Only these fields, so no Cc, Bcc, custom Headers or Metadata can carry visitor text.
    expect(Object.keys(mail).sort()).toEqual([
      "From",
      "HtmlBody",
      "MessageStream",
      "ReplyTo",
      "Subject",
      "Tag",
      "TextBody",
      "To",
    ]);
    expect(mail).toMatchObject({
      From: `"${company.brand}" <website@lintasbatam.example>`,
      To: "sales@lintasbatam.example",
      ReplyTo: `"Eve From: boss@lintasbatam.example" <${validBody.email}>`,
      Tag: "quote-form",
      MessageStream: "outbound",
    });
    const subject = mail.Subject as string;
    expect(subject).not.toMatch(/[\r\n\u2028\u2029]/);
    expect(subject.length).toBeLessThanOrEqual(150);
    const { reference } = await res.json();
    expect(
      subject.startsWith(
        `Quote request ${reference} – Sea Freight – from Eve From: boss@lintasbatam.example (To: all@`,
      ),
    ).toBe(true);
  });
});

describe("the HTML email cannot attack its reader", () => {
  const hostile = {
    fullName: `<script>alert("name")</script>`,
    company: `"><img src=x onerror=alert(1)>`,
    phone: "+62 812 3456 7890",
    message: [
      `<a href="javascript:alert(document.cookie)">Click for the invoice</a>`,
      `javascript:alert(1)`,
      `<iframe src="https://evil.example"></iframe><style>body{display:none}</style>`,
      `Subject: urgent\r\nBcc: everyone@example.com\r\n\r\nInjected body`,
      `<!-- comment --><![CDATA[x]]>&amp; &lt;already escaped&gt;`,
    ].join("\n"),
  };

  it("escapes every value: only the template's own tags remain, and no attribute, link or script", async () => {
    const res = await handler().handle(postJson({ ...validBody, ...hostile }));
    expect(res.status).toBe(200);
    const { HtmlBody, TextBody, Subject } = fake.received[0].body as Record<string, string>;
    const tags = new Set([...HtmlBody.matchAll(/<\/?([a-z!][a-z0-9]*)/gi)].map((m) => m[1].toLowerCase()));
    // bdi isolates the name and company in the heading that repeats the subject.
    expect([...tags].sort()).toEqual([
      "!doctype",
      "a",
      "bdi",
      "body",
      "br",
      "h1",
      "h2",
      "html",
      "p",
      "table",
      "td",
      "th",
      "tr",
    ]);
    // The template's attributes are align on the labels (the reference's, the fields', when it was received and is due),
    // its own style that lets the values, the subject and the message wrap on a phone (the values and the message
    // with dir="auto", which reads a right-to-left text right), and
    // the links it makes itself: the address the mail replies to (validated), the phone number to call and its WhatsApp
    // link, digits only, and the signed "Mark as answered" link of the reference. Nothing else the visitor typed is a link.
    const mailto = `href="mailto:${validBody.email}"`;
    const tel = 'href="tel:+6281234567890"';
    const whatsapp = 'href="https://wa.me/6281234567890"';
    const reference = (await res.json()).reference;
    const answered = `href="${escapeHtml(answeredLink(reference, postmarkEnv(fake.host))!)}"`;
    expect([...HtmlBody.matchAll(/<[a-z][a-z0-9]*\s+([^>]*)>/gi)].map((m) => m[1]).sort()).toEqual([
      ...Array(12).fill('align="left"'),
      ...Array(13).fill('dir="auto" style="overflow-wrap:anywhere;word-break:break-word"'),
      ...[answered, mailto, tel, whatsapp].sort(),
      'style="overflow-wrap:anywhere;word-break:break-word"',
    ]);
    expect([...HtmlBody.matchAll(/<a\b[^>]*>/gi)].map((m) => m[0])).toEqual([
      `<a ${mailto}>`,
      `<a ${tel}>`,
      `<a ${whatsapp}>`,
      `<a ${answered}>`,
    ]);
    expect(HtmlBody).not.toMatch(/<(script|img|iframe|style)\b/i);
    expect(HtmlBody).toContain("&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;");
    expect(HtmlBody).toContain("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;");
    expect(HtmlBody).toContain(
      "&lt;a href=&quot;javascript:alert(document.cookie)&quot;&gt;Click for the invoice&lt;/a&gt;",
    );
    expect(HtmlBody).toContain("&amp;amp; &amp;lt;already escaped&amp;gt;");
    // The header-looking lines stay inside the body, as text.
    expect(HtmlBody).toContain("Subject: urgent<br>Bcc: everyone@example.com<br><br>Injected body");
    expect(TextBody).toContain("Bcc: everyone@example.com");
    expect(Subject).not.toMatch(/[\r\n]/);
    expect(Subject).toContain(`<script>alert("name")</script>`); // plain text in a header, never HTML
  });
});
