import { startFakePostmark, type FakePostmark } from "../../../e2e/support/fake-postmark";
import { labelled } from "../../../e2e/support/joins";
import { readLead } from "../../../src/forms/function/lead-store";
import { maxBodyBytes, maxFormPostBytes } from "../../../src/forms/function/read-post";
import { pageSecurityPolicy } from "../../../src/forms/function/answers";
import { fillText, localeTexts, priceCards } from "../../../src/forms/function/locale-texts";
import { packageKey } from "../../../src/forms/shared/package-keys";
import { company } from "../../../src/shared/facts";
import { escapeHtml } from "../../../src/shared/escape-html";
import { pageTitle } from "../../../src/shared/page-title";
import { fieldDefinition } from "../../../src/forms/shared/fields";
import { languageOf, type LanguageCode } from "../../../src/shared/languages";
import {
  boundHandler,
  deployedFunctionEnv,
  functionUrl,
  postForm,
  postJson,
  postmarkEnv,
  testBlobs,
  validBody,
  redirectedTo,
} from "./helpers";

// A form sent without scripts: the browser posts it url-encoded, follows a 303 to the
// received page (Post/Redirect/Get), and reads a page, not JSON, when something is wrong.

let fake: FakePostmark;
beforeAll(async () => {
  fake = await startFakePostmark();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const handler = (extra = {}) => boundHandler(postmarkEnv(fake.host, extra));

/** A form as the browser posts it: the inputs' names, \r\n line breaks, the honeypot as "website". */
const { elapsedMs: _elapsed, ...typed } = validBody;
const quoteForm = { ...typed, message: "Kami perlu mengirim 2 kontainer 40ft.\r\nMohon penawarannya.", website: "" };
const contactForm = { ...quoteForm, formType: "contact", consent: "on" };

/** What a reader sees: the page's text without its tags (and without its stylesheet). */
const visibleText = (html: string) =>
  html
    .replace(/<style>[^<]*<\/style>/g, "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&amp;/g, "&");

function expectPage(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(res.headers.get("content-security-policy")).toBe(pageSecurityPolicy);
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("x-frame-options")).toBe("DENY");
}

/** The function's pages are answers to one visitor, kept out of search results. */
const noindex = '<meta name="robots" content="noindex"/>';

/** The received page a 303 leads to, as the browser then asks the function for it. */
async function followed(location: URL, handle: (req: Request) => Promise<Response>) {
  const res = await handle(new Request(location, { headers: { "Sec-Fetch-Mode": "navigate" } }));
  expectPage(res, 200);
  const html = await res.text();
  expect(html).toContain(noindex);
  return html;
}

describe("a form sent without scripts that is received", () => {
  it("the received page shows only a reference the store keeps: an address cannot confirm a message never sent", async () => {
    const { handle } = handler();
    const made = new URL(`${functionUrl}?page=received&language=en&ref=Q-ZZZZZZ`);
    const page = await followed(made, handle);
    expect(page).toContain(`<h1>${localeTexts("en").formResults.received.title}</h1>`);
    expect(page).not.toContain("Q-ZZZZZZ");
    // Its form unknown, it promises what every form's message is given, and no quote.
    const steps = localeTexts("en").formResults.received.steps;
    expect(page).toContain(fillText(steps.read_contact, "en"));
    expect(page).toContain(fillText(steps.reply_contact, "en"));
    expect(page).not.toContain(fillText(steps.read, "en"));
    // A store that cannot be read leaves the reference out, not the page.
    const down = boundHandler(postmarkEnv(fake.host), {
      store: () => {
        throw new Error("store down");
      },
    });
    expect(await followed(made, down.handle)).toContain(`<h1>${localeTexts("en").formResults.received.title}</h1>`);
  });

  it.each(["id", "en", "zh", "ja"])(
    "in %s: 303 to the received page of its language, which shows the reference; mailed once, kept in the store",
    async (language) => {
      const { handle } = handler();
      const res = await handle(postForm({ ...quoteForm, language }));
      expect(res.status).toBe(303);
      const location = redirectedTo(res);
      expect(location.origin).toBe(new URL(functionUrl).origin);
      expect(location.pathname).toBe(new URL(functionUrl).pathname);
      expect([...location.searchParams.keys()].sort()).toEqual(["language", "page", "ref"]);
      expect(location.searchParams.get("page")).toBe("received");
      expect(location.searchParams.get("language")).toBe(language);
      const reference = location.searchParams.get("ref")!;
      expect(reference).toMatch(/^Q-[0-9A-Z]{6}$/);
      expect(await res.text()).toBe("");
      const page = await followed(location, handle);
      const texts = localeTexts(language);
      expect(page).toContain(`<html lang="${languageOf(language as LanguageCode).tag}">`);
      expect(page).toContain(`<h1>${texts.formResults.received.title}</h1>`);
      // The sentence as read, its reference kept on one line and left as written by a page translator.
      expect(page).toContain(
        texts.formResults.received.reference.replace(
          "{{reference}}",
          `<span translate="no" class="whitespace-nowrap">${reference}</span>`,
        ),
      );

      expect(fake.received).toHaveLength(1);
      const mail = fake.received[0].body as Record<string, string>;
      expect(mail.Subject).toContain(reference);
      // The textarea's \r\n arrives as the scripts' \n.
      expect(mail.TextBody).toContain("Kami perlu mengirim 2 kontainer 40ft.\nMohon penawarannya.");
      const stored = await readLead((await testBlobs()).store, reference);
      expect(stored?.record).toMatchObject({
        state: "delivered",
        message: {
          fullName: "Budi Santoso",
          formType: "quote",
          language,
          message: "Kami perlu mengirim 2 kontainer 40ft.\nMohon penawarannya.",
        },
      });
      expect(stored?.record.message).not.toHaveProperty("honeypot");
    },
  );

  it("takes the longest message a form sends, its texts at their limits in Chinese (9 bytes a character url-encoded, far above the JSON's limit)", async () => {
    const longest = Object.fromEntries(
      ["fullName", "company", "message", "origin", "destination", "cargo", "pieceSizes"].map((name) => [
        name,
        "货".repeat(fieldDefinition(name)!.maxLength!),
      ]),
    );
    const post = postForm({ ...quoteForm, language: "zh", ...longest });
    // Url-encoded, the body is ASCII: its length is its size in bytes.
    expect((await post.clone().text()).length).toBeGreaterThan(2 * maxBodyBytes);
    const res = await handler().handle(post);
    expect(res.status).toBe(303);
    expect((fake.received[0].body as Record<string, string>).TextBody).toContain(longest.message);
  });

  it("the received page's reply step names the way the visitor asked to be answered, and email or phone when none was chosen", async () => {
    const { handle } = handler();
    const steps = localeTexts("ja").formResults.received.steps;
    const receivedAfter = async (form: Record<string, string>) => {
      const res = await handle(postForm({ ...form, language: "ja" }));
      expect(res.status).toBe(303);
      // Its text, without the links the page makes of the company's contacts (WhatsApp among them).
      return (await followed(redirectedTo(res), handle)).replace(/<[^>]*>/g, "");
    };
    const byWhatsapp = await receivedAfter({ ...quoteForm, replyBy: "whatsapp" });
    expect(byWhatsapp).toContain(fillText(steps.reply_whatsapp, "ja"));
    expect(byWhatsapp).not.toContain(fillText(steps.reply, "ja"));
    const unasked = await receivedAfter(quoteForm);
    expect(unasked).toContain(fillText(steps.reply, "ja"));
    expect(unasked).not.toContain(fillText(steps.reply_whatsapp, "ja"));
    // A contact message asks no way to reply, and is promised no quote.
    const contact = await receivedAfter(contactForm);
    expect(contact).toContain(fillText(steps.reply_contact, "ja"));
    expect(contact).not.toContain(fillText(steps.reply, "ja"));
  });

  it.each([
    ["an unknown language", "fr"],
    ["a path in place of a language", "//evil.example/x"],
  ])("with %s goes to the default language's received page, on the same site", async (_, language) => {
    const res = await handler().handle(postForm({ ...contactForm, language }));
    expect(res.status).toBe(303);
    const location = redirectedTo(res);
    expect(location.origin).toBe(new URL(functionUrl).origin);
    expect(location.pathname).toBe(new URL(functionUrl).pathname);
    expect(location.searchParams.get("language")).toBe("id");
    expect(location.searchParams.get("ref")).toMatch(/^C-[0-9A-Z]{6}$/);
    expect(fake.received).toHaveLength(1);
  });

  it.each([
    ["a forged Host header", functionUrl],
    // The platform makes the request's address from its Host header, so a forged one names both.
    ["a forged Host header and the address made from it", "https://evil.example/api/send-contact-email"],
  ])("with %s, the Location is the function's own path, never that host", async (_, url) => {
    const forged = new Request(url, {
      method: "POST",
      headers: {
        Host: "evil.example",
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Mode": "navigate",
      },
      body: new URLSearchParams({ ...contactForm, language: "en" }).toString(),
    });
    const res = await handler().handle(forged);
    expect(res.status).toBe(303);
    const location = res.headers.get("location")!;
    expect(location).not.toContain("evil.example");
    expect(location).toMatch(/^\/api\/send-contact-email\?page=received&language=en&ref=C-[0-9A-Z]{6}$/);
    expect(fake.received).toHaveLength(1);
  });

  it("takes a tab between two cells (the input shows it as a space), rather than refusing 'special characters' no one can see", async () => {
    const res = await handler().handle(
      postForm({ ...contactForm, language: "en", fullName: "Budi\tSantoso", company: "PT Maju\tJaya" }),
    );
    if (res.status === 422) expect(await res.text()).not.toContain(localeTexts("en").formResults.controlChars);
    expect(res.status).toBe(303);
    expect(fake.received).toHaveLength(1);
    // As the input showed it: the subject names the visitor with a space.
    expect(fake.received[0].body.Subject).toContain("Budi Santoso (PT Maju Jaya)");
  });

  it("when Postmark fails, is kept and queued and still goes to the received page with its reference", async () => {
    fake.setMode("500");
    const res = await handler().handle(postForm({ ...contactForm, language: "en" }));
    expect(res.status).toBe(303);
    const reference = redirectedTo(res).searchParams.get("ref")!;
    expect((await readLead((await testBlobs()).store, reference))?.record.state).toBe("pending");
  });

  it("never takes a post without a time for a bot, while a JSON post sent under 2 s still is", async () => {
    const { handle } = handler();
    expect((await handle(postForm(contactForm))).status).toBe(303);
    expect(fake.received).toHaveLength(1);
    const res = await handle(postJson({ ...validBody, elapsedMs: 1999 }));
    expect(await res.json()).toEqual({ ok: true, messageId: "" });
    expect(fake.received).toHaveLength(1);
  });

  it("ignores a time a plain post carries (no page sends one)", async () => {
    expect((await handler().handle(postForm({ ...contactForm, elapsedMs: "10" }))).status).toBe(303);
    expect(fake.received).toHaveLength(1);
  });
});

describe("bots and other sites", () => {
  it("a filled honeypot gets the same 303, without a reference, and nothing is sent or kept", async () => {
    const { handle, logs } = handler();
    const res = await handle(postForm({ ...quoteForm, language: "ja", website: "https://spam.example" }));
    expect(res.status).toBe(303);
    const location = redirectedTo(res);
    expect(location.pathname).toBe(new URL(functionUrl).pathname);
    expect(location.searchParams.get("page")).toBe("received");
    expect(location.searchParams.get("language")).toBe("ja");
    expect(location.searchParams.has("ref")).toBe(false);
    expect(fake.received).toHaveLength(0);
    expect(logs).toEqual(["send-contact-email: dropped a submission (honeypot filled)"]);
  });

  it.each([
    ["the Origin of another site", { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }],
    ["another site's Origin alone", { Origin: "https://evil.example", "Sec-Fetch-Site": "" }],
    ["Sec-Fetch-Site: cross-site alone", { Origin: "", "Sec-Fetch-Site": "cross-site" }],
  ])("refuses a post with %s: a 403 page, nothing sent", async (_, headers) => {
    const req = postForm(contactForm, headers);
    for (const [name, value] of Object.entries(headers)) if (value === "") req.headers.delete(name);
    const res = await handler().handle(req);
    expectPage(res, 403);
    const html = await res.text();
    // The body of another site's post is not read: the page is in the default language.
    expect(html).toContain(localeTexts("id").formAnswers.refused.title);
    expect(html).toContain('<html lang="id">');
    // The message is not received: the page offers the other ways to reach the company.
    expect(html).toContain('href="mailto:info@example.com?subject=');
    expect(html).toContain('href="https://wa.me/627780000000');
    expect(html).toContain('href="tel:+627780000000"');
    expect(fake.received).toHaveLength(0);
  });

  it("refuses a JSON post marked cross-site too", async () => {
    const res = await handler().handle(postJson(validBody, { headers: { "Sec-Fetch-Site": "cross-site" } }));
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ ok: false, error: "forbidden_origin" });
    expect(fake.received).toHaveLength(0);
  });

  it("refuses a body above its limit with a page saying the message was not received, in the language of the page it came from", async () => {
    const res = await handler().handle(
      postForm(
        { ...contactForm, language: "en", message: "x".repeat(maxFormPostBytes) },
        { Referer: new URL("/en/kontak/", functionUrl).toString() },
      ),
    );
    expectPage(res, 413);
    const html = await res.text();
    expect(html).toContain(localeTexts("en").formAnswers.failed.title);
    expect(html).toContain(localeTexts("en").formAnswers.failed.tooLong);
    expect(html).toContain(`href="mailto:${company.email}?`);
    // Its body was not read, so there is no form to show again.
    expect(html).not.toContain("<form");
    expect(fake.received).toHaveLength(0);
  });

  it("refuses a body above its limit posted from the function's own page in that page's language, though its Referer names no language", async () => {
    const shown = await (
      await handler().handle(
        postForm(
          { ...quoteForm, language: "ja", email: "budi@" },
          { Referer: new URL("/ja/", functionUrl).toString() },
        ),
      )
    ).text();
    const action = /<form method="post" action="([^"]+)"/.exec(shown)![1].replace(/&amp;/g, "&");
    const res = await handler().handle(
      postForm(
        { ...quoteForm, language: "ja", message: "x".repeat(maxFormPostBytes) },
        { Referer: functionUrl },
        new URL(action, functionUrl).toString(),
      ),
    );
    expectPage(res, 413);
    const html = await res.text();
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain(localeTexts("ja").formAnswers.failed.tooLong);
    expect(fake.received).toHaveLength(0);
  });
});

describe("a person's browser asking for the function's address (GET)", () => {
  it("gets a page, not JSON: the address bar shows /api/send-contact-email?language=en after a page of reasons", async () => {
    const res = await handler().handle(
      new Request(`${functionUrl}?language=en`, { headers: { "Sec-Fetch-Mode": "navigate" } }),
    );
    // It was 405 {"ok":false,"error":"method_not_allowed","message":"Use POST."} as JSON.
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  it.each([
    ["?language=en", { "Sec-Fetch-Mode": "navigate" }, "/en/kontak/"],
    ["?language=ja", { Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" }, "/ja/kontak/"],
    ["", { "Sec-Fetch-Mode": "navigate" }, "/kontak/"],
    ["?language=xx", { "Sec-Fetch-Mode": "navigate" }, "/kontak/"],
  ])(
    "at the address%s, is sent on (303) to the contact page in that language, the default one else",
    async (query, headers, path) => {
      const res = await handler().handle(new Request(`${functionUrl}${query}`, { headers }));
      expectPage(res, 303);
      expect(res.headers.get("location")).toBe(path);
      expect(await res.text()).toContain(`<a href="${path}">`);
    },
  );

  it("while a script's GET still gets its JSON 405", async () => {
    const res = await handler().handle(new Request(`${functionUrl}?language=en`, { headers: { Accept: "*/*" } }));
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect(await res.json()).toMatchObject({ error: "method_not_allowed" });
  });
});

describe("a browser posting a form in an encoding the function does not read", () => {
  it("gets a 415 page, and the scripts' JSON path still its JSON 415", async () => {
    const multipart = new Request(functionUrl, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x", "Sec-Fetch-Mode": "navigate" },
      body: "--x--",
    });
    const res = await handler().handle(multipart);
    expectPage(res, 415);
    const html = await res.text();
    expect(html).toContain(localeTexts("id").formAnswers.failed.title);
    expect(html).not.toContain("<form");
    const json = await handler().handle(postJson(validBody, { contentType: "text/plain" }));
    expect(json.status).toBe(415);
    expect(await json.json()).toMatchObject({ error: "unsupported_media_type" });
    expect(fake.received).toHaveLength(0);
  });

  it("gets the page from a browser that sends no Sec-Fetch-Mode, by what its navigation accepts", async () => {
    const multipart = new Request(functionUrl, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x", Accept: "text/html,*/*;q=0.8" },
      body: "--x--",
    });
    expectPage(await handler().handle(multipart), 415);
  });
});

describe("fields only the function refuses: the form again (422)", () => {
  it.each<LanguageCode>(["id", "en", "zh", "ja"])(
    "in %s: names each refused field with its reason (joined in the language's punctuation), keeps every value escaped",
    async (language) => {
      const texts = localeTexts(language);
      const res = await handler().handle(
        postForm({
          ...quoteForm,
          language,
          fullName: 'Budi <script>alert("x")</script>',
          email: "budi@",
          phone: "",
          company: "PT \u202EJaya",
          pieces: "abc",
          origin: "Batam & <Jakarta>",
        }),
      );
      expectPage(res, 422);
      const html = await res.text();
      expect(html).toContain(`<html lang="${language === "zh" ? "zh-CN" : language}">`);
      // Titled as the site's pages are: "Error: ... | brand".
      expect(html).toContain(
        `<title>${escapeHtml(pageTitle(labelled(language, texts.form.notices.errorTitle, texts.formAnswers.invalid.title)))}</title>`,
      );
      expect(html).toMatch(
        new RegExp(
          `aria-labelledby="f-error-summary"[^>]*><h3 id="f-error-summary"[^>]*>${texts.formResults.summaryTitle}</h3>`,
        ),
      );
      const esc = (s: string) =>
        s
          .replace(/&/g, "&amp;")
          .replace(/</g, "&lt;")
          .replace(/>/g, "&gt;")
          .replace(/"/g, "&quot;")
          .replace(/'/g, "&#x27;");
      const re = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      // The summary: label and reason, linking to the field.
      const summary = (field: string, label: string, reason: string) =>
        new RegExp(`<li><a href="#f-${field}"[^>]*>${re(labelled(language, label, reason))}</a></li>`);
      expect(html).toMatch(
        summary("company", esc(texts.form.fields.company.label), esc(texts.formResults.controlChars)),
      );
      expect(html).toMatch(summary("email", esc(texts.form.fields.email.label), esc(texts.formResults.email)));
      expect(html).toMatch(summary("phone", esc(texts.form.fields.phone.label), esc(texts.formResults.required.phone)));
      expect(html).toMatch(summary("pieces", esc(texts.shipment.fields.pieces.label), esc(texts.formResults.notWhole)));
      // Each field: its reason beside it, tied with aria-describedby, and the value as typed.
      const email = /<input id="f-email" name="email"[^>]*>/.exec(html)?.[0];
      expect(email).toContain(' value="budi@"');
      // A text input, which the browser lets through typed in full width; a phone shows its keyboard for addresses.
      expect(email).toContain(' type="text"');
      expect(email).toContain(' inputMode="email"');
      expect(email).toContain(' autoComplete="email"');
      expect(email).toContain(' aria-invalid="true"');
      expect(email).toContain(' aria-describedby="f-email-error"');
      const reason = esc(texts.formResults.email);
      const heard = re(labelled(language, esc(texts.form.notices.errorTitle), reason));
      expect(html).toMatch(
        new RegExp(
          `${re(email!)}<p id="f-email-error"[^>]*><span class="sr-only">${heard}</span><span aria-hidden="true">${re(reason)}</span></p>`,
        ),
      );
      expect(html).toContain('value="Budi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"');
      expect(html).not.toContain("<script");
      expect(html).toContain('value="Batam &amp; &lt;Jakarta&gt;"');
      expect(html).toContain(">Kami perlu mengirim 2 kontainer 40ft.\nMohon penawarannya.</textarea>");
      expect(html).toContain('<option value="ekspedisi-laut" selected="">');
      // Posts back to the function, as the same form in the same language.
      expect(html).toContain(`<form method="post" action="/api/send-contact-email?language=${language}"`);
      expect(html).toContain(
        `<input type="hidden" name="formType" value="quote"/><input type="hidden" name="language" value="${language}"/>`,
      );
      // What sending agrees to, as the page's quote forms say it, with the legal pages linked.
      const privacy = language === "id" ? "/privacy/" : `/${language}/privacy/`;
      const terms = language === "id" ? "/terms/" : `/${language}/terms/`;
      expect(html).toContain(
        `${esc(texts.form.legal.before)}<a class="font-semibold text-brand-800 underline underline-offset-2" href="${privacy}">${esc(texts.form.legal.privacy)}</a>${esc(texts.form.legal.between)}<a class="font-semibold text-brand-800 underline underline-offset-2" href="${terms}">${esc(texts.form.legal.terms)}</a>${esc(texts.form.legal.after)}`,
      );
      expect(fake.received).toHaveLength(0);
    },
  );

  it.each<LanguageCode>(["id", "en", "zh", "ja"])(
    "in %s: asks for the name beside the field, as for an empty one, when it holds only invisible characters",
    async (language) => {
      const res = await handler().handle(postForm({ ...contactForm, language, fullName: "\u200B\u2060\u00AD" }));
      expectPage(res, 422);
      const html = await res.text();
      const reason = localeTexts(language).formResults.required.fullName;
      expect(html).toMatch(
        new RegExp(`<p id="f-fullName-error"[^>]*>.*?<span aria-hidden="true">${reason}</span></p>`),
      );
      expect(fake.received).toHaveLength(0);
    },
  );

  it("names the limit of a field that is too long", async () => {
    const res = await handler().handle(postForm({ ...contactForm, language: "en", fullName: "a".repeat(101) }));
    expectPage(res, 422);
    expect(await res.text()).toContain("Full Name: Use 100 characters or fewer</a>");
  });

  it("refuses a contact form without the robot checkbox ticked", async () => {
    const { consent: _c, ...unticked } = contactForm;
    const res = await handler().handle(postForm({ ...unticked, language: "en" }));
    expectPage(res, 422);
    const html = await res.text();
    expect(html).toMatch(
      new RegExp(
        `<a href="#f-consent"[^>]*>I am not a robot: ${localeTexts("en").formResults.consent.replace(/'/g, "&#x27;")}</a>`,
      ),
    );
    expect(html).toMatch(
      /<input id="f-consent" name="consent" type="checkbox" required="" aria-invalid="true" aria-describedby="f-consent-error"/,
    );
    // The agreement is said once, beside the robot box.
    expect(html.split(localeTexts("en").form.legal.before)).toHaveLength(2);
    expect(fake.received).toHaveLength(0);
  });

  it("reads a post that names no form (made by hand) as the form its fields fit, in the language of the page it came from", async () => {
    const { formType: _f, language: _l, consent: _c, ...formless } = contactForm;
    const fromJapanesePage = { Referer: new URL("/ja/contact/", functionUrl).toString() };
    const res = await handler().handle(postForm(formless, fromJapanesePage));
    expectPage(res, 422);
    const html = await res.text();
    const texts = localeTexts("ja");
    expect(html).toContain('<html lang="ja">');
    // The contact form again, its unticked robot box named in the summary and marked beside it.
    expect(html).toContain('<input type="hidden" name="formType" value="contact"/>');
    expect(html).toMatch(
      new RegExp(
        `<a href="#f-consent"[^>]*>${labelled("ja", texts.form.contact.robot, texts.formResults.consent)}</a>`,
      ),
    );
    expect(html).toContain('<p id="f-consent-error"');
    expect(html).toContain('value="Budi Santoso"');
    // Ticked and corrected, it is received as a contact message; one asking a quote's question, as a quote.
    const sent = await handler().handle(postForm({ ...formless, consent: "on" }, fromJapanesePage));
    expect(redirectedTo(sent).searchParams.get("language")).toBe("ja");
    expect(redirectedTo(sent).searchParams.get("ref")).toMatch(/^C-/);
    const quote = await handler().handle(postForm({ ...formless, origin: "Batam" }));
    const reference = redirectedTo(quote).searchParams.get("ref")!;
    expect(reference).toMatch(/^Q-/);
    expect((await readLead((await testBlobs()).store, reference))?.record.message).toMatchObject({
      formType: "quote",
      origin: "Batam",
    });
    expect(fake.received).toHaveLength(2);
  });

  it("links each reason in its summary to a field that is on the page", async () => {
    // A contact form has no shipment details, and drops them (schema.ts): they are neither read nor
    // checked, so no reason links to a field the contact form does not have.
    const res = await handler().handle(
      postForm({ ...contactForm, language: "en", email: "budi@", pieces: "abc", mode: "rocket" }),
    );
    expect(res.status).toBe(422);
    const html = await res.text();
    const targets = [...html.matchAll(/<a href="#([^"]+)"/g)].map((m) => m[1]);
    expect(targets).toContain("f-email");
    for (const id of targets) expect(html).toContain(` id="${id}"`);
  });

  it("refuses invisible bidirectional controls in a one-line field with a reason", async () => {
    const res = await handler().handle(postForm({ ...contactForm, language: "en", fullName: "Budi \u202Egnasotnas" }));
    expectPage(res, 422);
    expect(await res.text()).toContain(`Full Name: ${localeTexts("en").formResults.controlChars}</a>`);
    expect(fake.received).toHaveLength(0);
  });
});

describe("when the message cannot be received", () => {
  it("says it was NOT received, holds the form with what was typed and offers email, WhatsApp and phone (503)", async () => {
    const { handle } = boundHandler(postmarkEnv(fake.host), {
      store: () => {
        throw new Error("blobs down");
      },
    });
    const res = await handle(postForm({ ...quoteForm, language: "ja", serviceType: "ekspedisi-udara" }));
    expectPage(res, 503);
    const html = await res.text();
    const texts = localeTexts("ja");
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain(`<h1>${texts.formAnswers.failed.title}</h1>`);
    expect(html).toMatch(
      /href="mailto:info@example\.com\?subject=[^"]*Budi%20Santoso[^"]*&amp;body=[^"]*Mohon%20penawarannya/,
    );
    expect(html).toContain(`href="https://wa.me/627780000000?text=`);
    // WhatsApp opens a new tab, and its name says so in the page's language.
    const whatsapp = /<a [^>]*data-fallback="whatsapp"[^>]*>/.exec(html)?.[0];
    expect(whatsapp).toContain('target="_blank"');
    expect(whatsapp).toContain(`aria-label="${texts.form.fallback.whatsapp}${texts.common.a11y.newTab}"`);
    expect(html).toContain('href="tel:+627780000000"');
    expect(html).toContain('value="Budi Santoso"');
    expect(html).toContain('<a href="/ja/">');
    expect(html).toContain('<a href="/ja/kontak/">');
    expect(fake.received).toHaveLength(0);
  });

  it.each(["id", "en", "zh", "ja"])(
    "in %s: shows the company's email address itself, not only a mailto link a browser without a mail program cannot open",
    async (language) => {
      const { handle } = boundHandler(postmarkEnv(fake.host), {
        store: () => {
          throw new Error("blobs down");
        },
      });
      const res = await handle(postForm({ ...contactForm, language }));
      expect(res.status).toBe(503);
      const html = await res.text();
      const notice = /<div role="alert">(.*?)<\/div>/s.exec(html)![1];
      // The phone is written out ("Call +62 778 000 0000"), and so is the address, not only inside href="mailto:…".
      expect(visibleText(notice)).toContain(company.email);
    },
  );

  it("says so when the function is not configured (500)", async () => {
    const res = await boundHandler({ NODE_ENV: "production", ...deployedFunctionEnv }).handle(
      postForm({ ...contactForm, language: "zh" }),
    );
    expectPage(res, 500);
    expect(await res.text()).toContain(localeTexts("zh").formAnswers.failed.title);
  });
});

describe("the package and the sizes per piece of a form sent without scripts", () => {
  const sizes = "2 × 120 × 80 × 100 cm, 150 kg per piece\r\n1 × 60 × 40 × 50 cm, 20 kg per piece";

  it("reach the mail and the store", async () => {
    const res = await handler().handle(
      postForm({ ...quoteForm, language: "ja", package: "sea-lcl", mode: "sea-lcl", pieceSizes: sizes }),
    );
    expect(res.status).toBe(303);
    const text = (fake.received[0].body as Record<string, string>).TextBody;
    // Named as the company reads it, then as the visitor's page did, with its price.
    expect(text).toMatch(/^Package +\| LCL \(the visitor's page: LCL（混載）\)$/m);
    expect(text).toMatch(/^Package price +\| USD\u00a045 per CBM \(valid until 30 June 2027\)$/m);
    expect(text).toMatch(
      /^Piece sizes +\| 2 × 120 × 80 × 100 cm, 150 kg per piece\n +\| 1 × 60 × 40 × 50 cm, 20 kg per piece$/m,
    );
    const reference = redirectedTo(res).searchParams.get("ref")!;
    const stored = await readLead((await testBlobs()).store, reference);
    expect(stored?.record.message).toMatchObject({ package: "sea-lcl", pieceSizes: sizes.replace(/\r\n/g, "\n") });
  });

  it("are in the form again when another field is refused, labelled in the page's language", async () => {
    const texts = localeTexts("en");
    const res = await handler().handle(
      postForm({ ...quoteForm, language: "en", email: "budi@", package: "sea-fcl", pieceSizes: sizes }),
    );
    expectPage(res, 422);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`<label for="f-package"[^>]*>${texts.form.fields.package.label}</label>`));
    // Named as the page names it, a published price with its last day, beside the service's other
    // packages: the visitor may still change their mind.
    expect(html).toMatch(
      /<select id="f-package" name="package"[^>]*><option value="">[^<]+<\/option><option value="sea-lcl">LCL \(valid until 30 June 2027\)<\/option><option value="sea-fcl" selected="">FCL \(valid until 30 June 2027\)<\/option><option value="sea-project">Project Cargo<\/option><\/select>/,
    );
    expect(html).toMatch(
      new RegExp(`<label for="f-pieceSizes"[^>]*>${texts.shipment.fields.pieceSizes.label}</label>`),
    );
    expect(html).toMatch(
      /<textarea id="f-pieceSizes" name="pieceSizes"[^>]*>2 × 120 × 80 × 100 cm, 150 kg per piece\n1 × 60 × 40 × 50 cm, 20 kg per piece<\/textarea>/,
    );
  });

  it("a package no page offers is refused with its own reason beside the field, as posted, with the service's packages to choose from again", async () => {
    const texts = localeTexts("ja");
    for (const posted of ["sea-teleport", "拼箱（旧）"]) {
      const res = await handler().handle(postForm({ ...quoteForm, language: "ja", package: posted }));
      expectPage(res, 422);
      const html = await res.text();
      expect(html).toContain(
        `<select id="f-package" name="package" class="form-input form-input-wrapping" aria-invalid="true" aria-describedby="f-package-error"><option value="">${texts.form.fields.package.placeholder}</option><option value="${posted}" selected="">${posted}</option>` +
          '<option value="sea-lcl">LCL（混載）、2027年6月30日まで有効</option><option value="sea-fcl">FCL（コンテナ単位）、2027年6月30日まで有効</option><option value="sea-project">プロジェクト貨物</option></select>',
      );
      expect(html).toMatch(
        new RegExp(
          `<p id="f-package-error"[^>]*data-field-error="unknownPackage"[^>]*>.*${texts.formResults.unknownPackage}.*</p>`,
        ),
      );
      // The summary names it too, with the same words.
      expect(html).toContain(
        `<a href="#f-package" class="font-semibold text-red-800 underline underline-offset-2">${labelled("ja", texts.form.fields.package.label, texts.formResults.unknownPackage)}</a>`,
      );
    }
    expect(fake.received).toHaveLength(0);
  });

  it("a package posted by its name, as a page from before the keys posted it, is that package: in the mail, the store and the form again", async () => {
    const named = "FCL（コンテナ単位）（2027年6月30日まで有効）";
    const res = await handler().handle(postForm({ ...quoteForm, language: "ja", package: named, mode: "sea-fcl" }));
    expect(res.status).toBe(303);
    const text = (fake.received[0].body as Record<string, string>).TextBody;
    expect(text).toMatch(/^Package +\| FCL \(the visitor's page: FCL（コンテナ単位）\)$/m);
    expect(text).toMatch(/^Package price +\| USD\u00a01,200 per container \(valid until 30 June 2027\)$/m);
    const stored = await readLead((await testBlobs()).store, redirectedTo(res).searchParams.get("ref")!);
    expect(stored?.record.message.package).toBe("sea-fcl");

    // Another field refused: the form again holds the package, named as the page names it.
    const again = await handler().handle(postForm({ ...quoteForm, language: "ja", email: "budi@", package: named }));
    expectPage(again, 422);
    expect(await again.text()).toMatch(
      /<select id="f-package" name="package" class="form-input form-input-wrapping"><option value="">[^<]+<\/option><option value="sea-lcl">LCL（混載）、2027年6月30日まで有効<\/option><option value="sea-fcl" selected="">FCL（コンテナ単位）、2027年6月30日まで有効<\/option><option value="sea-project">プロジェクト貨物<\/option><\/select>/,
    );
  });

  it("a form that asked for a package and got none offers the chosen service's packages again, none chosen; a form that did not ask has no such question", async () => {
    const placeholder = localeTexts("en").form.fields.package.placeholder;
    const airPackages = priceCards("en")
      .filter((card) => card.service === "ekspedisi-udara")
      .map((card) => packageKey(card.price));
    expect(airPackages.length).toBeGreaterThan(1);
    // A page with packages posts the question even when none is chosen.
    const unchosen = await handler().handle(
      postForm({ ...quoteForm, language: "en", email: "budi@", serviceType: "ekspedisi-udara", package: "" }),
    );
    expectPage(unchosen, 422);
    const select = /<select id="f-package" name="package"[^>]*>(.*?)<\/select>/.exec(await unchosen.text())?.[1] ?? "";
    const options = [...select.matchAll(/<option value="([^"]*)"( selected="")?>([^<]*)<\/option>/g)];
    expect(options.map(([, value, selected]) => [value, !!selected])).toEqual([
      ["", true],
      ...airPackages.map((key) => [key, false]),
    ]);
    expect(options[0][3]).toBe(placeholder);

    const noQuestion = await handler().handle(
      postForm({ ...quoteForm, language: "en", email: "budi@", serviceType: "ekspedisi-udara" }),
    );
    expectPage(noQuestion, 422);
    expect(await noQuestion.text()).not.toContain('name="package"');
  });

  it("keeps the package question of a service page's form when the service was cleared", async () => {
    // The sea freight page's form posts its package question even unchosen; the visitor set the
    // service back to "Select service" and mistyped the address.
    const res = await handler().handle(
      postForm({ ...quoteForm, language: "en", email: "budi@", serviceType: "", package: "", mode: "sea-lcl" }),
    );
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('name="package"');
    const seaPackages = priceCards("en")
      .filter((card) => card.service === "ekspedisi-laut")
      .map((card) => packageKey(card.price));
    for (const key of seaPackages) expect(html).toContain(`<option value="${key}"`);
  });

  it("keeps it, none chosen, when the service was set to one without packages", async () => {
    const res = await handler().handle(
      postForm({ ...quoteForm, language: "en", email: "budi@", serviceType: "bea-cukai", package: "" }),
    );
    expectPage(res, 422);
    const select = /<select id="f-package" name="package"[^>]*>(.*?)<\/select>/.exec(await res.text())?.[1] ?? "";
    const offered = [...select.matchAll(/<option value="([^"]*)"( selected="")?/g)];
    expect(offered.map(([, value, selected]) => [value, !!selected])).toEqual([
      ["", true],
      ...priceCards("en").map((card) => [packageKey(card.price), false]),
    ]);
  });

  it.each<LanguageCode>(["en", "zh", "ja"])(
    "in %s: are in the pre-written mail when the message cannot be received, labelled in the language's punctuation",
    async (language) => {
      const { handle } = boundHandler(postmarkEnv(fake.host), {
        store: () => {
          throw new Error("blobs down");
        },
      });
      const html = await (
        await handle(postForm({ ...quoteForm, language, package: "sea-project", pieceSizes: sizes }))
      ).text();
      const mailto = /href="(mailto:[^"]+)"/.exec(html)![1].replace(/&amp;/g, "&");
      const body = new URL(mailto).searchParams.get("body")!;
      // The package as the language's page names it (the visitor writes this mail).
      const projectCargo = { en: "Project Cargo", zh: "项目货物", ja: "プロジェクト貨物" }[
        language as "en" | "zh" | "ja"
      ];
      expect(body).toContain(labelled(language, localeTexts(language).form.fields.package.label, projectCargo));
      expect(body).toContain("1 × 60 × 40 × 50 cm, 20 kg per piece");
    },
  );
});

describe("the mail of a form sent without scripts", () => {
  it("names the service in words and reads the phone by the page's language", async () => {
    const res = await handler().handle(
      postForm({ ...contactForm, language: "ja", serviceType: "ekspedisi-laut", phone: "03-1234-5678 内線 21" }),
    );
    expect(res.status).toBe(303);
    const text = (fake.received[0].body as Record<string, string>).TextBody;
    expect(text).toContain("Service: Sea Freight\n");
    expect(text).toContain(
      "Phone (international): +81 3 1234 5678 ext. 21 (no country code typed: read as a number in Japan)\n",
    );
  });
});

describe("a price package's link followed without scripts, or the calculators' figures when the dialog is not there", () => {
  const link = (query: Record<string, string>) =>
    new Request(`${functionUrl}?${new URLSearchParams(query)}`, { headers: { "Sec-Fetch-Mode": "navigate" } });
  const texts = localeTexts("ja");
  const name = "LCL（混載）、2027年6月30日まで有効";

  it("shows the quote form in the page's language with the package, its mode and the service chosen, sending nothing", async () => {
    const res = await handler().handle(
      link({ form: "quote", language: "ja", serviceType: "ekspedisi-laut", package: "sea-lcl", mode: "sea-lcl" }),
    );
    expectPage(res, 200);
    const html = await res.text();
    expect(html).toContain('<html lang="ja">');
    // The site's pages link to it: search engines follow the link, and leave the page out.
    expect(html).toContain(noindex);
    expect(html).toContain(`<h1>${texts.form.quote.title}</h1>`);
    expect(html).toContain('<form method="post" action="/api/send-contact-email?language=ja"');
    expect(html).toContain('<input type="hidden" name="formType" value="quote"/>');
    expect(html).toContain(`<option value="sea-lcl" selected="">${name}</option>`);
    // The page's other packages stay to choose from.
    expect(html).toContain('<option value="sea-fcl">FCL（コンテナ単位）、2027年6月30日まで有効</option>');
    expect(html).toContain('<option value="sea-project">プロジェクト貨物</option>');
    expect(html).toContain(`<option value="sea-lcl" selected="">${texts.shipment.modes["sea-lcl"]}</option>`);
    expect(html).toContain('<option value="ekspedisi-laut" selected="">');
    expect(html).toMatch(/<details open=""[^>]*><summary[^>]*>/);
    expect(fake.received).toHaveLength(0);
  });

  it("takes only what the form offers: an unknown mode, service or package is left out (the package said so, below)", async () => {
    const res = await handler().handle(
      link({ form: "quote", language: "en", serviceType: "teleport", package: "x".repeat(201), mode: "rocket" }),
    );
    expectPage(res, 200);
    const html = await res.text();
    // Only the empty choices are selected.
    expect(html).not.toMatch(/<option value="[^"]+" selected/);
    expect(html).not.toContain("x".repeat(201));
    expect(html).not.toContain("rocket");
    expect(html).not.toContain("teleport");
  });

  it("chooses the package a link from before the keys names by its name, in any language's words", async () => {
    // The name as those forms wrote it, its last day in brackets after it.
    for (const named of ["LCL（混載）（2027年6月30日まで有効）", "LCL", "拼箱（LCL）"]) {
      const html = await (
        await handler().handle(
          link({ form: "quote", language: "ja", serviceType: "ekspedisi-laut", package: named, mode: "sea-lcl" }),
        )
      ).text();
      expect(html).toContain(`<option value="sea-lcl" selected="">${name}</option>`);
      expect(html).not.toContain('id="f-package-error"');
    }
  });

  it("says a package the link names that no page offers now is not taken, beside the service's packages, without the link's text", async () => {
    const res = await handler().handle(
      link({ form: "quote", language: "ja", serviceType: "ekspedisi-udara", package: "エクスプレス便（旧）" }),
    );
    expectPage(res, 200);
    const html = await res.text();
    expect(html).toContain(
      `<select id="f-package" name="package" class="form-input form-input-wrapping" aria-invalid="true" aria-describedby="f-package-error"><option value="" selected="">${texts.form.fields.package.placeholder}</option>` +
        '<option value="air-economy">エコノミー、2027年6月30日まで有効</option><option value="air-express">エクスプレス、2027年6月30日まで有効</option><option value="air-international">インターナショナル、2027年6月30日まで有効</option></select>',
    );
    expect(html).toMatch(new RegExp(`<p id="f-package-error"[^>]*>.*${texts.formResults.unknownPackage}.*</p>`));
    expect(html).toContain(
      `<a href="#f-package" class="font-semibold text-red-800 underline underline-offset-2">${labelled("ja", texts.form.fields.package.label, texts.formResults.unknownPackage)}</a>`,
    );
    // Under the page's h1, the summary's heading is an h2.
    expect(html).toMatch(/<h2 id="f-error-summary"[^>]*>/);
    expect(html).not.toContain("旧");
    // The service the link chose stays chosen.
    expect(html).toContain('<option value="ekspedisi-udara" selected="">');
  });

  it("fills in the calculators' figures: shipment details and, for the customs estimate, the message", async () => {
    const estimate = "Nilai pabean: USD 10,000\nBea masuk (5%): Rp 8.150.000";
    const res = await handler().handle(
      link({
        form: "quote",
        language: "en",
        serviceType: "ekspedisi-udara",
        mode: "air",
        pieces: "3",
        weightKg: "250",
        volumeCbm: "1.2",
        pieceSizes: "3 × 120 × 80 × 100 cm, 250 kg per piece",
        message: estimate,
      }),
    );
    expectPage(res, 200);
    const html = await res.text();
    expect(html).toContain('<option value="ekspedisi-udara" selected="">');
    expect(html).toContain('<option value="air" selected="">');
    for (const [name, value] of [
      ["pieces", "3"],
      ["weightKg", "250"],
      ["volumeCbm", "1.2"],
    ])
      expect(html).toMatch(
        new RegExp(`<input id="f-${name}" name="${name}"[^>]* value="${value.replace(".", "\\.")}"`),
      );
    expect(html).toMatch(
      /<textarea id="f-pieceSizes" name="pieceSizes"[^>]*>3 × 120 × 80 × 100 cm, 250 kg per piece<\/textarea>/,
    );
    expect(html).toMatch(
      /<textarea id="f-message" name="message"[^>]*>Nilai pabean: USD 10,000\nBea masuk \(5%\): Rp 8\.150\.000<\/textarea>/,
    );
    expect(fake.received).toHaveLength(0);
  });

  it("never fills in who the visitor is, nor a value the form would refuse", async () => {
    const res = await handler().handle(
      link({
        form: "quote",
        language: "en",
        fullName: "Someone Else",
        email: "someone@example.com",
        phone: "+62 812 0000 0000",
        pieces: "-4",
        containerCount: "2",
        message: "a".repeat(5001),
      }),
    );
    expectPage(res, 200);
    const html = await res.text();
    for (const text of ["Someone Else", "someone@example.com", "+62 812 0000 0000", "a".repeat(5001)])
      expect(html).not.toContain(text);
    expect(html).toMatch(/name="pieces"[^>]* value=""/);
    // Containers without sea FCL are refused by the form, so they are not filled in either.
    expect(html).toMatch(/name="containerCount"[^>]* value=""/);
  });

  it("escapes what the link carries", async () => {
    const res = await handler().handle(link({ form: "quote", language: "en", origin: '<script>alert("x")</script>' }));
    const html = await res.text();
    expect(html).not.toContain("<script");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  });
});

describe("how the visitor would like to be answered, posted without scripts", () => {
  it("reaches the mail as its first visitor row and the store, from a quote form", async () => {
    const res = await handler().handle(postForm({ ...quoteForm, language: "zh", replyBy: "whatsapp" }));
    expect(res.status).toBe(303);
    const text = (fake.received[0].body as Record<string, string>).TextBody;
    expect(text).toMatch(/^Form: Quote request\nReply by: WhatsApp\nName: Budi Santoso$/m);
    const reference = redirectedTo(res).searchParams.get("ref")!;
    const stored = await readLead((await testBlobs()).store, reference);
    expect(stored?.record.message).toMatchObject({ formType: "quote", replyBy: "whatsapp" });
  });

  it("is not read from a contact form's post: neither mailed nor kept", async () => {
    const res = await handler().handle(postForm({ ...contactForm, language: "en", replyBy: "phone" }));
    expect(res.status).toBe(303);
    expect((fake.received[0].body as Record<string, string>).TextBody).not.toContain("Reply by");
    const reference = redirectedTo(res).searchParams.get("ref")!;
    const stored = await readLead((await testBlobs()).store, reference);
    expect(stored?.record.message).not.toHaveProperty("replyBy");
  });

  it("a value the form does not offer gets the form again with the reason beside the choice", async () => {
    const texts = localeTexts("en");
    const res = await handler().handle(postForm({ ...quoteForm, language: "en", replyBy: "fax" }));
    expectPage(res, 422);
    const html = await res.text();
    const label = texts.form.fields.replyBy.label.replace(/[?()]/g, "\\$&");
    expect(html).toMatch(new RegExp(`<a href="#f-replyBy"[^>]*>${label}: ${texts.formResults.invalid}</a>`));
    expect(html).toMatch(
      /<select id="f-replyBy" name="replyBy" class="form-input" aria-invalid="true" aria-describedby="f-replyBy-error">/,
    );
    expect(html).toContain('<p id="f-replyBy-error"');
    expect(fake.received).toHaveLength(0);
  });

  it("stays chosen in the form again when another field is refused", async () => {
    const res = await handler().handle(postForm({ ...quoteForm, language: "ja", email: "budi@", replyBy: "phone" }));
    expectPage(res, 422);
    const html = await res.text();
    expect(html).toContain(
      `<option value="phone" selected="">${localeTexts("ja").form.fields.replyBy.choices.phone}</option>`,
    );
  });
});

describe("the function's pages follow the visitor's text size", () => {
  /** Every font size the page's stylesheet sets, by font-size or the font shorthand. */
  const fontSizes = (html: string) => {
    const css = html.match(/<style>([^<]*)<\/style>/)?.[1] ?? "";
    return [...css.matchAll(/(?:^|[{;])\s*(font(?:-size)?)\s*:([^;}]*)/g)].map(([, property, value]) => ({
      property,
      value: value.trim(),
    }));
  };

  it("sets no font size in px on the received page or the page of reasons: the browser's text-size setting enlarges them, not only zoom", async () => {
    const { handle } = handler();
    const received = await followed(new URL(`${functionUrl}?page=received&language=en`), handle);
    const refused = await handle(postForm({ ...contactForm, language: "en", phone: "12" }));
    expectPage(refused, 422);
    for (const html of [received, await refused.text()]) {
      const sizes = fontSizes(html);
      // The body's own size is among them, so the check reads the stylesheet it means to.
      expect(sizes).toContainEqual(expect.objectContaining({ property: "font" }));
      expect(sizes.filter(({ value }) => /\d(?:\.\d+)?px\b/.test(value))).toEqual([]);
    }
  });
});
