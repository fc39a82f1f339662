import { mkdtempSync, readFileSync, rmSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import { startFakePostmark, type FakePostmark } from "../../../e2e/support/fake-postmark";
import { boundHandler, deployedFunctionEnv, mailbox, postJson, postmarkEnv, testBlobs, validBody } from "./helpers";
import { company } from "../../../src/shared/facts";
import { companyMail, senderOf } from "../../../src/forms/function/mail-sender";
import { peekLead } from "../../../src/forms/function/lead-store";
import { validateFormMessage } from "../../../src/forms/shared/schema";

let fake: FakePostmark;
beforeAll(async () => {
  fake = await startFakePostmark();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

function expectCommonHeaders(res: Response) {
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
}

describe("a valid message", () => {
  it("makes exactly one Postmark request with the right fields and answers 200 with its MessageID", async () => {
    const { handle } = boundHandler(postmarkEnv(fake.host));
    const res = await handle(postJson({ ...validBody, fullName: "  Budi Santoso  " }));
    expectCommonHeaders(res);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(fake.received).toHaveLength(1);
    const sent = fake.received[0];
    expect(sent.token).toBe("test-server-token");
    expect(body).toEqual({
      ok: true,
      messageId: expect.any(String),
      reference: expect.stringMatching(/^Q-[2-9A-HJKMNP-Z]{6}$/),
      queued: false,
    });
    expect(body.messageId).not.toBe("");
    expect(sent.body).toMatchObject({
      From: `"${company.brand}" <website@lintasbatam.example>`,
      To: "sales@lintasbatam.example",
      ReplyTo: '"Budi Santoso" <budi@example.co.id>',
      Subject: `Quote request ${body.reference} – Sea Freight – from Budi Santoso (PT Maju Jaya)`,
      MessageStream: "outbound",
      Tag: "quote-form",
    });
    expect(sent.body.TextBody).toContain(`Reference: ${body.reference}`);
    expect(sent.body.HtmlBody).toContain(body.reference);
    expect(sent.body.TextBody).toContain("Phone: +62 812-3456-7890");
    expect(sent.body.TextBody).toContain("Service: Sea Freight\n");
    expect(sent.body.TextBody).toContain("Mohon penawarannya.");
    expect(sent.body.HtmlBody).toContain("Budi Santoso");
  });

  it("uses the configured message stream and tags contact messages apart", async () => {
    const { handle } = boundHandler(postmarkEnv(fake.host, { POSTMARK_MESSAGE_STREAM: "website-forms" }));
    const res = await handle(postJson({ ...validBody, formType: "contact", company: "" }));
    expect(res.status).toBe(200);
    const { reference } = await res.json();
    expect(reference).toMatch(/^C-/);
    expect(fake.received[0].body).toMatchObject({
      MessageStream: "website-forms",
      Tag: "contact-form",
      Subject: `Contact message ${reference} – Sea Freight – from Budi Santoso`,
    });
  });

  it("shows how the visitor would like to be answered first, right after the form, named in the inbox's language", async () => {
    const { handle } = boundHandler(postmarkEnv(fake.host));
    const res = await handle(postJson({ ...validBody, replyBy: "whatsapp" }));
    expect(res.status).toBe(200);
    const { reference } = await res.json();
    const { TextBody, HtmlBody } = fake.received[0].body as Record<string, string>;
    expect(TextBody.split("\n").slice(0, 4)).toEqual([
      `Reference: ${reference}`,
      "Form: Quote request",
      "Reply by: WhatsApp",
      "Name: Budi Santoso",
    ]);
    expect(HtmlBody).toContain(
      '<tr><th align="left">Form</th><td dir="auto" style="overflow-wrap:anywhere;word-break:break-word">Quote request</td></tr><tr><th align="left">Reply by</th><td dir="auto" style="overflow-wrap:anywhere;word-break:break-word">WhatsApp</td></tr><tr><th align="left">Name</th>',
    );
  });

  it("says when the message was received and when its reply is due, on the office's clock, after the visitor's rows", async () => {
    const clock = { now: () => Date.parse("2026-11-28T02:00:00Z") };
    const { handle } = boundHandler(postmarkEnv(fake.host), { clock });
    expect((await handle(postJson(validBody))).status).toBe(200);
    const { TextBody, HtmlBody } = fake.received[0].body as Record<string, string>;
    expect(TextBody).toMatch(
      /\nLanguage: \w+ \(\w+\)\nReceived: 28 Nov 2026, 09:00 WIB\nReply due \(24 h\): 29 Nov 2026, 09:00 WIB\n/,
    );
    expect(HtmlBody).toContain(
      '<tr><th align="left">Received</th><td dir="auto" style="overflow-wrap:anywhere;word-break:break-word">28 Nov 2026, 09:00 WIB</td></tr><tr><th align="left">Reply due (24 h)</th><td dir="auto" style="overflow-wrap:anywhere;word-break:break-word">29 Nov 2026, 09:00 WIB</td></tr>',
    );
  });

  it.each([
    ["email", "Email"],
    ["phone", "Phone call"],
  ])("names the way to reply %s as %s", async (replyBy, name) => {
    const { handle } = boundHandler(postmarkEnv(fake.host));
    expect((await handle(postJson({ ...validBody, replyBy }))).status).toBe(200);
    expect((fake.received[0].body as Record<string, string>).TextBody).toContain(
      `\nForm: Quote request\nReply by: ${name}\n`,
    );
  });

  it("leaves the row out when the visitor has no preference, and a contact message never has it", async () => {
    const { handle } = boundHandler(postmarkEnv(fake.host));
    expect((await handle(postJson({ ...validBody, replyBy: "" }))).status).toBe(200);
    expect((await handle(postJson({ ...validBody, formType: "contact", replyBy: "whatsapp" }))).status).toBe(200);
    for (const sent of fake.received) {
      const { TextBody, HtmlBody } = sent.body as Record<string, string>;
      expect(TextBody).toMatch(/\nForm: (Quote request|Contact message)\nName: Budi Santoso\n/);
      expect(TextBody).not.toContain("Reply by");
      expect(HtmlBody).not.toContain("Reply by");
    }
  });

  it.each([
    ["typed in full width", "ｂｕｄｉ＠ｅｘａｍｐｌｅ．ｃｏ．ｉｄ", "budi@example.co.id", "budi@example.co.id"],
    // Postmark takes only an ASCII host; the inbox shows the host readable beside it.
    [
      "at a host in its own script",
      "budi@müller.de",
      "budi@xn--mller-kva.de",
      "budi@xn--mller-kva.de (budi@müller.de)",
    ],
  ])(
    "sends an address %s to Postmark as the address it is, and shows it in the mail",
    async (_, typed, address, shown) => {
      const { handle } = boundHandler(postmarkEnv(fake.host));
      expect((await handle(postJson({ ...validBody, email: typed }))).status).toBe(200);
      const { ReplyTo, TextBody, HtmlBody } = fake.received[0].body as Record<string, string>;
      expect(ReplyTo).toBe(`"Budi Santoso" <${address}>`);
      expect(TextBody).toContain(`\nEmail: ${shown}\n`);
      // A link that writes to the address as Postmark took it.
      expect(HtmlBody).toContain(
        `<tr><th align="left">Email</th><td dir="auto" style="overflow-wrap:anywhere;word-break:break-word"><a href="mailto:${address}">${shown}</a></td></tr>`,
      );
    },
  );

  it.each([
    ["quotes and a backslash", 'Budi "Boss" \\ Santoso'],
    ["a comma, the family name first", "Santoso, Budi"],
    ["another address and a header after it", "Eve <eve@evil.example>, Bcc: all@lintasbatam.example"],
    ["letters outside ASCII", "山田 太郎"],
    ["letters written right to left", "محمد عبد الله"],
  ])(
    "gives Reply-To the visitor's name with %s as its display name: one mailbox, at the visitor's address",
    async (_, fullName) => {
      const { handle } = boundHandler(postmarkEnv(fake.host));
      expect((await handle(postJson({ ...validBody, fullName }))).status).toBe(200);
      const { ReplyTo } = fake.received[0].body as Record<string, string>;
      expect(mailbox(ReplyTo)).toEqual({ name: fullName, address: validBody.email });
    },
  );

  it("writes a quote or backslash in the name escaped, and never a line break into the header", () => {
    const checked = validateFormMessage(validBody);
    if (!checked.ok) throw new Error("validBody must be valid");
    const env = postmarkEnv(fake.host);
    expect(companyMail({ ...checked.message, fullName: 'Budi "Boss" \\ Santoso' }, env).replyTo).toBe(
      '"Budi \\"Boss\\" \\\\ Santoso" <budi@example.co.id>',
    );
    // The schema refuses it; a record written otherwise still makes one line.
    expect(companyMail({ ...checked.message, fullName: "Eve\r\nBcc: all@lintasbatam.example" }, env).replyTo).toBe(
      '"Eve Bcc: all@lintasbatam.example" <budi@example.co.id>',
    );
  });

  it("heads the visitor's message in the HTML as the text part does", async () => {
    const { handle } = boundHandler(postmarkEnv(fake.host));
    expect((await handle(postJson(validBody))).status).toBe(200);
    const { TextBody, HtmlBody } = fake.received[0].body as Record<string, string>;
    expect(TextBody).toContain("\n\nMessage:\nKami perlu mengirim");
    expect(HtmlBody).toMatch(/<h2>Message<\/h2><p[^>]*>Kami perlu mengirim/);
  });

  it("reads a right-to-left name, company and message right in the HTML: each takes its direction from its own text", async () => {
    const { handle } = boundHandler(postmarkEnv(fake.host));
    const arabic = { fullName: "محمد عبد الله", company: "شركة البحر", message: "نحتاج إلى شحن حاوية 40 قدم.\nشكرا." };
    expect((await handle(postJson({ ...validBody, ...arabic }))).status).toBe(200);
    const { HtmlBody } = fake.received[0].body as Record<string, string>;
    const typed = 'dir="auto" style="overflow-wrap:anywhere;word-break:break-word"';
    expect(HtmlBody).toContain(`<th align="left">Name</th><td ${typed}>${arabic.fullName}</td>`);
    expect(HtmlBody).toContain(`<th align="left">Company</th><td ${typed}>${arabic.company}</td>`);
    expect(HtmlBody).toContain(`<h2>Message</h2><p ${typed}>نحتاج إلى شحن حاوية 40 قدم.<br>شكرا.</p>`);
  });

  it("isolates a right-to-left name and company in the subject and its heading, so the brackets and the mail's words around them keep their places", async () => {
    const { handle } = boundHandler(postmarkEnv(fake.host));
    const arabic = { fullName: "محمد عبد الله", company: "شركة البحر" };
    const res = await handle(postJson({ ...validBody, ...arabic }));
    expect(res.status).toBe(200);
    const { reference } = await res.json();
    const { Subject, HtmlBody, TextBody } = fake.received[0].body as Record<string, string>;
    const title = `Quote request ${reference} – Sea Freight – from`;
    expect(Subject).toBe(`${title} \u2068${arabic.fullName}\u2069 (\u2068${arabic.company}\u2069)`);
    expect(HtmlBody).toContain(`>${title} <bdi>${arabic.fullName}</bdi> (<bdi>${arabic.company}</bdi>)</h1>`);
    // The text part has no heading: each value ends its own line, after the mail's own label.
    expect(TextBody).toContain(`\nName: ${arabic.fullName}\nCompany: ${arabic.company}\n`);
    // A name in a script written left to right needs no isolate: the subject carries none.
    expect((await handle(postJson({ ...validBody, company: arabic.company }))).status).toBe(200);
    expect(fake.received[1].body.Subject).toMatch(/ from Budi Santoso \(\u2068شركة البحر\u2069\)$/);
  });

  it("leaves out of the message a right-to-left override its line leaves open, which turned the rest of the line around, and keeps the controls a line closes", async () => {
    const { handle } = boundHandler(postmarkEnv(fake.host));
    const lines = [
      "Invoice 1234\u202E5678 USD, due Friday",
      "Stray closers \u202C and \u2069 mean nothing; \u2067عربي\u2069 and \u202Bמשלוח\u202C are closed",
      "Open isolate \u2068here; \u2066an override \u202Dinside an isolate\u2069 ends with it",
    ];
    expect((await handle(postJson({ ...validBody, message: lines.join("\n") }))).status).toBe(200);
    const { TextBody, HtmlBody } = fake.received[0].body as Record<string, string>;
    const shown = [
      "Invoice 12345678 USD, due Friday",
      "Stray closers  and  mean nothing; \u2067عربي\u2069 and \u202Bמשלוח\u202C are closed",
      "Open isolate here; \u2066an override \u202Dinside an isolate\u2069 ends with it",
    ];
    expect(TextBody).toContain(`\nMessage:\n${shown.join("\n")}\n`);
    expect(HtmlBody).toContain(`>${shown.join("<br>")}</p>`);
  });

  it("leaves out a right-to-left override that its line closes again, with its closer: closed, it still showed 5678 USD as DSU 8765", async () => {
    const { handle } = boundHandler(postmarkEnv(fake.host));
    const lines = [
      "Invoice 1234 \u202E5678 USD\u202C, due Friday",
      "In an embedding \u202Bמשלוח \u202E42\u202C kg\u202C and in an isolate \u2067עברית \u202E17 m\u2069",
    ];
    const res = await handle(postJson({ ...validBody, message: lines.join("\n"), pieceSizes: lines[0] }));
    expect(res.status).toBe(200);
    const { TextBody, HtmlBody } = fake.received[0].body as Record<string, string>;
    const shown = [
      "Invoice 1234 5678 USD, due Friday",
      "In an embedding \u202Bמשלוח 42 kg\u202C and in an isolate \u2067עברית 17 m\u2069",
    ];
    expect(TextBody).toContain(`\nMessage:\n${shown.join("\n")}\n`);
    expect(HtmlBody).toContain(`>${shown.join("<br>")}</p>`);
    expect(TextBody).toContain(`| ${shown[0]}`);
    expect(TextBody + HtmlBody).not.toContain("\u202E");
    // The record keeps the message as it was sent.
    const { reference } = await res.json();
    expect((await peekLead((await testBlobs()).store, reference))?.message.message).toBe(lines.join("\n"));
  });

  it("leaves out of the shipment details' piece sizes, which take several lines as the message does, a right-to-left override its line leaves open", async () => {
    const { handle } = boundHandler(postmarkEnv(fake.host));
    const pieceSizes =
      "2 \u00d7 120 \u00d7 80 cm\u202E, 150 kg each\nClosed: \u202B\u05de\u05e9\u05dc\u05d5\u05d7\u202C";
    expect((await handle(postJson({ ...validBody, pieceSizes }))).status).toBe(200);
    const { TextBody, HtmlBody } = fake.received[0].body as Record<string, string>;
    expect(TextBody).toContain("2 \u00d7 120 \u00d7 80 cm, 150 kg each");
    expect(HtmlBody).toContain(
      "2 \u00d7 120 \u00d7 80 cm, 150 kg each<br>Closed: \u202B\u05de\u05e9\u05dc\u05d5\u05d7\u202C",
    );
    expect(TextBody + HtmlBody).not.toContain("\u202E");
  });

  it("starts no row of its own at a line or paragraph separator in the piece sizes, which mail programs break at as at a line break, and breaks the message there as at one", async () => {
    const { handle } = boundHandler(postmarkEnv(fake.host));
    const pieceSizes = "2 × 120 × 80 cm\u2028Package price | USD 1\u2029Cargo value | 5";
    const message = "Line one\u2028Line two\u2029Line three";
    expect((await handle(postJson({ ...validBody, pieceSizes, message }))).status).toBe(200);
    const { TextBody, HtmlBody } = fake.received[0].body as Record<string, string>;
    const column = TextBody.match(/^Piece sizes( *\| )/m)?.[1];
    expect(column).toBeDefined();
    // Each line of the sizes keeps to the value's column, under the label's.
    expect(TextBody).toContain(
      `Piece sizes${column}2 × 120 × 80 cm\n${" ".repeat(11)}${column}Package price | USD 1\n${" ".repeat(11)}${column}Cargo value | 5\n`,
    );
    expect(HtmlBody).toContain("2 × 120 × 80 cm<br>Package price | USD 1<br>Cargo value | 5</td>");
    expect(TextBody).toContain("\nMessage:\nLine one\nLine two\nLine three\n");
    expect(HtmlBody).toContain(">Line one<br>Line two<br>Line three</p>");
    expect(TextBody + HtmlBody).not.toMatch(/[\u2028\u2029]/);
  });

  it.each([
    ["a lone carriage return", "\r"],
    ["a next line (NEL)", "\u0085"],
    ["a line separator", "\u2028"],
    ["a paragraph separator", "\u2029"],
  ])("refuses %s in a field of one line, which would start a row of the mail", async (_, character) => {
    const { handle } = boundHandler(postmarkEnv(fake.host));
    const res = await handle(
      postJson({ ...validBody, fullName: `Budi${character}Service: Other`, origin: `Batam${character}Indonesia` }),
    );
    expect(res.status).toBe(422);
    expect((await res.json()).fields.sort()).toEqual(["fullName", "origin"]);
    expect(fake.received).toHaveLength(0);
  });

  it.each([
    ["a flag", "🇮🇩"],
    ["a family emoji", "👨‍👩‍👧‍👦"],
    ["a subdivision's flag", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"],
    ["a letter with combining accents", "e\u0301\u0302"],
    ["a syllable of several letters and marks", "क्षि"],
  ])(
    "cuts a subject past its 150 characters before %s that the cut falls inside, never through it",
    async (_, character) => {
      const { handle } = boundHandler(postmarkEnv(fake.host));
      // The subject keeps 149 code points before its "…": the last of them the first of the character's own.
      const before = "Quote request Q-XXXXXX – Sea Freight – from Budi Santoso (";
      const padding = "x".repeat(149 - 1 - [...before].length);
      const res = await handle(postJson({ ...validBody, company: `${padding}${character} Ltd` }));
      expect(res.status).toBe(200);
      const { reference } = await res.json();
      expect(fake.received[0].body.Subject).toBe(`${before.replace("Q-XXXXXX", reference)}${padding}…`);
    },
  );

  it.each([
    ["zero-width spaces", "\u200B\u200B"],
    ["joiners and a word joiner", "\u200D \u200C\u2060"],
    ["a byte order mark", "\uFEFF"],
    ["a soft hyphen", "\u00AD"],
    ["tag characters", "\u{E0042}\u{E0075}\u{E0064}\u{E0069}"],
    ["lone variation selectors", "\uFE0F \u{E0100}"],
    ["Hangul fillers", "\u3164\uFFA0"],
  ])(
    "refuses a name of %s alone beside the field as an empty one, and takes such a company as none",
    async (_, invisible) => {
      const { handle } = boundHandler(postmarkEnv(fake.host));
      const res = await handle(postJson({ ...validBody, fullName: invisible }));
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({
        fields: ["fullName"],
        problems: [{ field: "fullName", reason: "required" }],
      });
      expect(fake.received).toHaveLength(0);
      const sent = await handle(postJson({ ...validBody, company: ` ${invisible} ` }));
      expect(sent.status).toBe(200);
      const { reference } = await sent.json();
      expect(fake.received[0].body.Subject).toBe(`Quote request ${reference} – Sea Freight – from Budi Santoso`);
    },
  );

  it("leaves out of the name and company the invisible characters that do nothing there, so the subject and the Reply-To hold the name as it reads", async () => {
    const { handle } = boundHandler(postmarkEnv(fake.host));
    const fullName = "\uFEFFB\u200Bu\u00ADdi\u2060 San\u{E0041}tos\u3164o\u200B";
    const res = await handle(postJson({ ...validBody, fullName, company: "PT Maju\u200B Ja\uFEFFya\u00AD" }));
    expect(res.status).toBe(200);
    const { reference } = await res.json();
    const { Subject, ReplyTo, TextBody } = fake.received[0].body as Record<string, string>;
    expect(Subject).toBe(`Quote request ${reference} – Sea Freight – from Budi Santoso (PT Maju Jaya)`);
    expect(ReplyTo).toBe('"Budi Santoso" <budi@example.co.id>');
    expect(TextBody).toContain("\nName: Budi Santoso\nCompany: PT Maju Jaya\n");
  });

  it.each([
    ["a Persian name, with the non-joiner its spelling needs", "حسین‌زاده"],
    ["a Sinhala name, with the joiner that makes its conjunct", "ශ්‍රීමතී"],
    ["a Malayalam name ending in a chillu written with a joiner", "ജയന്‍"],
    ["a family emoji and a skin tone", "Budi 👨‍👩‍👧 👩🏽‍💻"],
    ["a flag of tag characters and an emoji with its variation selector", "Budi 🏴󠁧󠁢󠁳󠁣󠁴󠁿 ❤️‍🔥"],
    ["a kanji with the variation selector of its form", "葛󠄀城 花子"],
  ])("keeps as typed %s", async (_, fullName) => {
    const { handle } = boundHandler(postmarkEnv(fake.host));
    const res = await handle(postJson({ ...validBody, fullName, company: "" }));
    expect(res.status).toBe(200);
    const { reference } = await res.json();
    const { Subject, ReplyTo } = fake.received[0].body as Record<string, string>;
    // A right-to-left name is isolated in the subject, as it always was.
    expect(Subject.replace(/[\u2068\u2069]/g, "")).toBe(`Quote request ${reference} – Sea Freight – from ${fullName}`);
    expect(mailbox(ReplyTo).name).toBe(fullName);
  });

  it("escapes every value in the HTML body and keeps CR/LF out of the subject", async () => {
    const { handle } = boundHandler(postmarkEnv(fake.host));
    const res = await handle(
      postJson({
        ...validBody,
        fullName: '<b>Eve</b> & "co"',
        company: "<script>x</script>",
        message: "<img src=x onerror=alert(1)>\r\nBcc: a@b.c",
      }),
    );
    expect(res.status).toBe(200);
    const { HtmlBody, Subject } = fake.received[0].body as Record<string, string>;
    expect(HtmlBody).not.toMatch(/<script|<img|<b>/);
    expect(HtmlBody).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(HtmlBody).toContain("&lt;b&gt;Eve&lt;/b&gt; &amp; &quot;co&quot;");
    expect(Subject).not.toMatch(/[\r\n]/);
  });

  it("takes a package posted by its name, as the scripts of a tab opened before the forms posted keys post it, as that package; refuses an unknown one with the package's reason", async () => {
    const { handle } = boundHandler(postmarkEnv(fake.host));
    const named = { ...validBody, language: "zh", package: "整箱（FCL）（有效期至2027年6月30日）" };
    expect((await handle(postJson(named))).status).toBe(200);
    expect((fake.received[0].body as Record<string, string>).TextBody).toMatch(
      /^Package +\| FCL \(the visitor's page: 整箱（FCL）\)\nPackage price +\| USD\u00a01,200 per container/m,
    );
    const refused = await handle(postJson({ ...named, package: "整箱（旧）" }));
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      fields: ["package"],
      problems: [{ field: "package", reason: "unknownPackage" }],
    });
    expect(fake.received).toHaveLength(1);
  });

  it("answers a filled honeypot as a success and sends nothing", async () => {
    const { handle } = boundHandler(postmarkEnv(fake.host));
    const res = await handle(postJson({ ...validBody, honeypot: "http://spam.example" }));
    expect(res.status).toBe(200);
    expect((await res.json()).ok).toBe(true);
    expect(fake.received).toHaveLength(0);
  });
});

describe("bad input gets its status and sends nothing", () => {
  const cases: [string, () => Request, number][] = [
    ["GET", () => new Request("http://localhost/api/send-contact-email"), 405],
    ["PUT", () => postJson(validBody, { method: "PUT" }), 405],
    // A form-encoded body is a form sent without scripts: it gets pages (form-post.test.ts).
    [
      "multipart body",
      () => postJson(validBody, { contentType: "multipart/form-data; boundary=x", raw: "--x--" }),
      415,
    ],
    ["text/plain body", () => postJson(validBody, { contentType: "text/plain" }), 415],
    ["body above 32 KB", () => postJson({ ...validBody, message: "x".repeat(33 * 1024) }), 413],
    ["malformed JSON", () => postJson(null, { raw: '{"fullName": ' }), 400],
    ["empty body", () => postJson(null, { raw: "" }), 400],
    ["JSON array", () => postJson([validBody]), 422],
    ["JSON null", () => postJson(null), 422],
    ["missing required fields", () => postJson({ formType: "quote" }), 422],
    ["blank name", () => postJson({ ...validBody, fullName: "   " }), 422],
    ["invalid email", () => postJson({ ...validBody, email: "budi@" }), 422],
    ["letters in phone", () => postJson({ ...validBody, phone: "+62 call me" }), 422],
    ["unknown service type", () => postJson({ ...validBody, serviceType: "rocket" }), 422],
    ["unknown way to reply", () => postJson({ ...validBody, replyBy: "fax" }), 422],
    ["unknown form type", () => postJson({ ...validBody, formType: "newsletter" }), 422],
    ["CR/LF in name", () => postJson({ ...validBody, fullName: "Budi\r\nBcc: x@y.z" }), 422],
    ["name too long", () => postJson({ ...validBody, fullName: "a".repeat(101) }), 422],
    ["message too long", () => postJson({ ...validBody, message: "a".repeat(5001) }), 422],
    ["number as name", () => postJson({ ...validBody, fullName: 42 }), 422],
  ];

  it.each(cases)("%s", async (_, request, status) => {
    const { handle } = boundHandler(postmarkEnv(fake.host));
    const res = await handle(request());
    expectCommonHeaders(res);
    expect(res.status).toBe(status);
    const body = await res.json();
    expect(body.ok).toBe(false);
    expect(typeof body.message).toBe("string");
    if (status === 405) expect(res.headers.get("allow")).toBe("POST");
    expect(fake.received).toHaveLength(0);
  });

  it("says why a way to reply is refused", async () => {
    const { handle } = boundHandler(postmarkEnv(fake.host));
    const res = await handle(postJson({ ...validBody, replyBy: "carrier pigeon" }));
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      fields: ["replyBy"],
      problems: [{ field: "replyBy", reason: "invalid" }],
    });
  });

  it("names the failing fields in a 422", async () => {
    const { handle } = boundHandler(postmarkEnv(fake.host));
    const res = await handle(postJson({ ...validBody, email: "nope", phone: "", serviceType: "rocket" }));
    expect(res.status).toBe(422);
    expect((await res.json()).fields.sort()).toEqual(["email", "phone", "serviceType"]);
  });
});

describe("a JSON post that names no form", () => {
  const { formType: _form, ...formless } = validBody;

  it("is read as the form its fields fit, as a form sent without scripts is: a quote when it answers a question only quotes ask", async () => {
    const { handle } = boundHandler(postmarkEnv(fake.host));
    const contact = await handle(postJson(formless));
    expect(contact.status).toBe(200);
    expect((await contact.json()).reference).toMatch(/^C-/);
    const quote = await handle(postJson({ ...formless, replyBy: "whatsapp" }));
    expect(quote.status).toBe(200);
    expect((await quote.json()).reference).toMatch(/^Q-/);
    expect(fake.received.map((sent) => sent.body.Tag)).toEqual(["contact-form", "quote-form"]);
  });

  it("is refused naming each field it got wrong", async () => {
    const { handle } = boundHandler(postmarkEnv(fake.host));
    const res = await handle(postJson({ ...formless, phone: "12", mode: "rocket" }));
    expect(res.status).toBe(422);
    const body = await res.json();
    // Only what the visitor can mend: no missing form type among them.
    expect(body.fields.sort()).toEqual(["mode", "phone"]);
    expect(body).toMatchObject({
      problems: [
        { field: "phone", reason: "phoneDigits" },
        { field: "mode", reason: "invalid" },
      ],
    });
    expect(fake.received).toHaveLength(0);
  });
});

// Postmark failures: see faults.test.ts.

describe("settings", () => {
  it("comes from the company's name at the sender setting's address, or from the name the setting gives", () => {
    expect(senderOf({ CONTACT_FROM_EMAIL: " website@lintasbatam.example " })).toBe(
      `"${company.brand}" <website@lintasbatam.example>`,
    );
    expect(senderOf({ CONTACT_FROM_EMAIL: "Sales Desk <sales@lintasbatam.example>" })).toBe(
      "Sales Desk <sales@lintasbatam.example>",
    );
    expect(senderOf({})).toBeUndefined();
  });

  it("without a token outside production writes a readable file to the outbox and logs its path", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "outbox-"));
    try {
      const { handle, logs } = boundHandler({ CONTACT_OUTBOX_DIR: dir, CONTEXT: "dev" });
      const res = await handle(postJson(validBody));
      expect(res.status).toBe(200);
      const { reference } = await res.json();
      const file = logs.join("\n").match(/written to (\S+\.txt)/)?.[1];
      expect(file && path.dirname(file)).toBe(dir);
      const text = readFileSync(file!, "utf8");
      expect(text).toContain(`Subject: Quote request ${reference} – Sea Freight – from Budi Santoso (PT Maju Jaya)`);
      expect(text).toContain('Reply-To: "Budi Santoso" <budi@example.co.id>');
      expect(text).toContain("Mohon penawarannya.");
      expect(fake.received).toHaveLength(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ["no token", { POSTMARK_SERVER_TOKEN: "" }, "POSTMARK_SERVER_TOKEN"],
    ["no sender", { CONTACT_FROM_EMAIL: "" }, "CONTACT_FROM_EMAIL"],
    ["no inbox", { CONTACT_TO_EMAIL: undefined }, "CONTACT_TO_EMAIL"],
  ])(
    "deployed (Netlify's URL, SITE_NAME and SITE_ID, no CONTEXT), %s is a 500 with a clear log line",
    async (_, override, name) => {
      const { handle, errors } = boundHandler({ ...postmarkEnv(fake.host), ...deployedFunctionEnv, ...override });
      const res = await handle(postJson(validBody));
      expectCommonHeaders(res);
      expect(res.status).toBe(500);
      expect(errors.join("\n")).toContain(`missing settings: ${name}`);
      expect(fake.received).toHaveLength(0);
    },
  );
});
