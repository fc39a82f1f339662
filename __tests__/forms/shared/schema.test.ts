import { findFormProblems, isHoneypotFilled, validateFormMessage } from "../../../src/forms/shared/schema";
import {
  maxMessageLinks,
  minPhoneDigits,
  serviceTypeOfPage,
  serviceOptionsWith,
  serviceTypes,
} from "../../../src/forms/shared/forms";
import { serviceSlugs } from "../../../src/shared/services";
import { fieldDefinition, fieldTable } from "../../../src/forms/shared/fields";

const maxLength = (name: string) => fieldDefinition(name)!.maxLength!;
import { emailSubject, headerSafe } from "../../../src/forms/function/company-mail";
import { escapeHtml } from "../../../src/shared/escape-html";
import { validBody } from "../function/helpers";
import { company } from "../../../src/shared/facts";

describe("contact message schema", () => {
  it("accepts a valid message and trims its strings", () => {
    const result = validateFormMessage({
      ...validBody,
      fullName: "  Budi  ",
      company: " PT X ",
      message: "\n hi \n",
    });
    expect(result).toEqual({
      ok: true,
      honeypot: "",
      elapsedMs: 8000,
      message: expect.objectContaining({ fullName: "Budi", company: "PT X", message: "hi" }),
    });
  });

  it("makes company and serviceType optional", () => {
    const { company: _c, serviceType: _s, ...rest } = validBody;
    const result = validateFormMessage(rest);
    expect(result.ok && result.message).toMatchObject({ company: "", serviceType: "" });
  });

  // field, value, the reason the visitor is shown, and the number the text names.
  it.each([
    ["fullName", "", "required", undefined],
    ["fullName", " \t ", "required", undefined],
    ["fullName", "x".repeat(101), "tooLong", maxLength("fullName")],
    ["fullName", "Budi\nSantoso", "controlChars", undefined],
    ["fullName", "Budi\u0007", "controlChars", undefined],
    ["company", "x".repeat(151), "tooLong", maxLength("company")],
    ["company", "PT\rX", "controlChars", undefined],
    ["email", "no-at-sign", "email", undefined],
    // RFC 5322 allows "?" before the @, Postmark does not: the company's mail would never be sent.
    ["email", "budi?pt@example.co.id", "email", undefined],
    ["email", `${"a".repeat(250)}@x.co`, "tooLong", maxLength("email")],
    ["phone", "0812", "phoneDigits", minPhoneDigits],
    ["phone", "call me", "phoneDigits", minPhoneDigits],
    ["phone", "1".repeat(maxLength("phone") + 1), "tooLong", maxLength("phone")],
    ["phone", "0812\t3456 7890", "controlChars", undefined],
    ["serviceType", "International Freight", "invalid", undefined],
    // Invisible bidirectional controls, which can make a line read differently from what it is.
    ["fullName", "Budi \u202Egnasotnas", "controlChars", undefined],
    ["company", "PT \u2066Maju\u2069", "controlChars", undefined],
    ["origin", "Batam\u2067", "controlChars", undefined],
    ["cargo", "\u2068machine parts", "controlChars", undefined],
    ["message", "", "required", undefined],
    ["message", "x".repeat(5001), "tooLong", maxLength("message")],
    ["message", "hi\u0000there", "controlChars", undefined],
    // Half a character (a lone surrogate), which no keyboard types and a mail header garbles.
    ["fullName", "Sur\ud800gate", "controlChars", undefined],
    ["message", "lone \udc00 here", "controlChars", undefined],
    ["message", "ends in half \ud83d", "controlChars", undefined],
    [
      "message",
      "a https://a.example b https://b.example c www.c.example d ftp://d.example",
      "tooManyLinks",
      maxMessageLinks,
    ],
  ])("rejects %s = %j as %s", (field, value, reason, limit) => {
    const problem = limit === undefined ? { field, reason } : { field, reason, limit };
    expect(validateFormMessage({ ...validBody, [field]: value })).toEqual({
      ok: false,
      fields: [field],
      problems: [problem],
    });
  });

  it("counts the links of the whole form against the message's limit: spread over the fields (the name and company reach the mail's subject), the field past the last one allowed is refused", () => {
    const spread = {
      ...validBody,
      fullName: "https://cheap.example",
      company: "www.casino.example",
      message: "see https://x.example and https://y.example",
    };
    expect(maxMessageLinks).toBe(3);
    expect(validateFormMessage(spread)).toEqual({
      ok: false,
      fields: ["message"],
      problems: [{ field: "message", reason: "tooManyLinks", limit: maxMessageLinks }],
    });
    // As many as the limit, wherever they are, are taken: a company may give its website.
    expect(validateFormMessage({ ...spread, message: "see https://x.example" }).ok).toBe(true);
  });

  // A field may come as long as a whole form post (about 150 KB). Text that made a pattern search
  // backtrack over all of it (a link's scheme, a number's digits) cost the function 10-20 s a post;
  // a check that reads each character a bounded number of times takes milliseconds. The bound is
  // far above that and far below what the backtracking took.
  it.each([
    ["a long run of 'a.', each letter a possible link's scheme", "a.".repeat(75_000)],
    ["a long run of 'a-'", "a-".repeat(75_000)],
    ["digits ending in a letter, a number's look to its last character", `${"1".repeat(150_000)}x`],
  ])("refuses every field filled with %s, each in well under a second", (_, value) => {
    const slow: string[] = [];
    for (const field of fieldTable) {
      const started = performance.now();
      const result = validateFormMessage({ ...validBody, formType: "quote", [field.name]: value });
      const ms = performance.now() - started;
      if (ms >= 1000) slow.push(`${field.name}: ${Math.round(ms)} ms`);
      expect(result.ok).toBe(false);
    }
    expect(slow).toEqual([]);
  });

  it.each([
    ["sean.o'brien@example.ie", "sean.o'brien@example.ie"],
    ["info@xn--mller-kva.de", "info@xn--mller-kva.de"],
    ["Budi+quotes@Mail.Example.co.id", "Budi+quotes@Mail.Example.co.id"],
    ["first_last@sub-domain.example.com", "first_last@sub-domain.example.com"],
    ["a@example.xn--p1ai", "a@example.xn--p1ai"],
    // Typed on a Japanese or Chinese keyboard in full-width mode: read as the address it is.
    ["ｙａｍａｄａ＠ｅｘａｍｐｌｅ．ｃｏｍ", "yamada@example.com"],
    ["taro＠example.com", "taro@example.com"],
    // A host in its own script, kept in the ASCII form mail servers and Postmark take.
    ["taro@müller.de", "taro@xn--mller-kva.de"],
    ["Taro@MÜLLER.de", "Taro@xn--mller-kva.de"],
    ["ｔａｒｏ＠ｍüｌｌｅｒ．ｄｅ", "taro@xn--mller-kva.de"],
    ["taro@例え.テスト", "taro@xn--r8jz45g.xn--zckzah"],
    ["ivan@пример.рф", "ivan@xn--e1afmkfd.xn--p1ai"],
    ["taro@example。co。jp", "taro@example.co.jp"],
  ])("accepts the email address %j", (email, kept) => {
    const result = validateFormMessage({ ...validBody, email });
    expect(result.ok && result.message.email).toBe(kept);
  });

  it.each([
    "a..b@example.com",
    ".a@example.com",
    "a.@example.com",
    "a b@example.com",
    "a@example",
    "a@-example.com",
    "a@example.c",
    "a@exa_mple.com",
    "a@b@example.com",
    "taro@",
    "taro＠",
    "taro@müller",
    "taro@müller.d",
    "taro@müller..de",
    // What a web address's parser would drop from the host is no part of an address.
    "taro@müller.de/x",
    "taro@müller.de:25",
    "taro@müller.de?x",
    "taro@mü ller.de",
    // Letters outside ASCII before the @: Postmark takes none.
    "たろう@example.jp",
    "josé@example.com",
    // Longer than mail servers and Postmark take (RFC 5321): before the @ over 64 characters, or
    // the whole over its limit once read as the address it is ("㎉" is "kcal").
    `${"a".repeat(65)}@example.com`,
    `a@${`${"㎉".repeat(15)}.`.repeat(5)}com`,
  ])("refuses the email address %j, saying why", (email) => {
    expect(validateFormMessage({ ...validBody, email })).toEqual({
      ok: false,
      fields: ["email"],
      problems: [{ field: "email", reason: "email" }],
    });
  });

  it("counts a text's length in characters as they are seen: an emoji or a rare kanji is one", () => {
    const max = maxLength("message");
    const seen = "荷物📦".repeat(max / 5) + "𠮷".repeat(max - (max / 5) * 3);
    expect([...seen].length).toBe(max);
    expect(seen.length).toBeGreaterThan(max);
    const result = validateFormMessage({ ...validBody, message: seen });
    expect(result.ok && result.message.message).toBe(seen);
    expect(validateFormMessage({ ...validBody, message: `${seen}📦` })).toEqual({
      ok: false,
      fields: ["message"],
      problems: [{ field: "message", reason: "tooLong", limit: max }],
    });
    const name = "山田𠮷".repeat(Math.floor(maxLength("fullName") / 3));
    expect(validateFormMessage({ ...validBody, fullName: name }).ok).toBe(true);
  });

  it.each(["email", "whatsapp", "phone", ""])(
    "keeps how a quote's visitor would like to be answered: %j",
    (replyBy) => {
      const result = validateFormMessage({ ...validBody, replyBy });
      expect(result.ok && result.message.replyBy).toBe(replyBy);
    },
  );

  it("leaves the way to reply optional: no preference unless chosen", () => {
    const result = validateFormMessage(validBody);
    expect(result.ok && result.message.replyBy).toBe("");
  });

  it.each(["fax", "WhatsApp", "email,phone"])(
    "refuses a way to reply the form does not offer (%j), saying why",
    (replyBy) => {
      expect(validateFormMessage({ ...validBody, replyBy })).toEqual({
        ok: false,
        fields: ["replyBy"],
        problems: [{ field: "replyBy", reason: "invalid" }],
      });
      expect(findFormProblems({ ...validBody, replyBy })).toEqual([{ field: "replyBy", reason: "invalid" }]);
    },
  );

  it("ignores a way to reply on a contact message, as it ignores any name the contact form does not have", () => {
    for (const replyBy of ["whatsapp", "fax", 42]) {
      const result = validateFormMessage({ ...validBody, formType: "contact", replyBy, favouriteColour: "blue" });
      expect(result.ok).toBe(true);
      expect(result.ok && result.message).not.toHaveProperty("replyBy");
      expect(result.ok && result.message).not.toHaveProperty("favouriteColour");
    }
  });

  it.each([
    ["formType", "QUOTE"],
    ["language", "fr"],
    ["elapsedMs", "9000"],
  ])("rejects %s = %j without a field problem (no visitor types it)", (field, value) => {
    expect(validateFormMessage({ ...validBody, [field]: value })).toEqual({
      ok: false,
      fields: [field],
      problems: [],
    });
  });

  // As printed on Indonesian, Singaporean, Chinese and Japanese business cards.
  it.each([
    "0812.3456.7890",
    "+62 778 123456 ext. 12",
    "0778-123456 / 0812-3456-7890",
    "(+65) 6123.4567",
    "03-1234-5678 内線 21",
    "62 812 3456 7890 (WA)",
    "+62 812-3456-7890",
    "081234567890",
    "(0778) 123456",
    "0778 123456 ext 5",
    "+65 9123 4567",
    "+86 138 0013 8000",
    "+86 (21) 6123-4567 转 808",
    "+81 90-1234-5678",
    "03(1234)5678",
    "０３－１２３４－５６７８",
    "0812 3456 789 ext. 5",
    "WA 0812-3456-7890, kantor (0778) 123456",
  ])("accepts the phone number %j as typed", (phone) => {
    const result = validateFormMessage({ ...validBody, phone });
    expect(result.ok && result.message.phone).toBe(phone);
  });

  // Copied from WhatsApp, a mail program or a contact card: the same number or address with
  // invisible direction marks or zero-width characters, which the visitor could not find to remove.
  it.each([
    ["phone", "\u202A+62 812-3456-7890\u202C", "+62 812-3456-7890"],
    ["phone", "\u200E0778-123456\u200F", "0778-123456"],
    ["phone", "0812 3456 \u202D7890", "0812 3456 7890"],
    ["phone", "\u2068+81 90-1234-5678\u2069", "+81 90-1234-5678"],
    ["email", "\u202Abudi@example.co.id\u202C", "budi@example.co.id"],
    ["email", "budi@\u202Aexample.co.id", "budi@example.co.id"],
    ["email", "\uFEFFtaro@example.com\u200B", "taro@example.com"],
  ])("accepts the %s %j without its invisible characters", (field, value, kept) => {
    const result = validateFormMessage({ ...validBody, [field]: value });
    expect(result.ok && result.message[field as "phone" | "email"]).toBe(kept);
  });

  // Pasted from two spreadsheet cells: the input shows the tab as a space, and so it is read.
  it.each([
    ["fullName", "Budi\tSantoso", "Budi Santoso"],
    ["company", "PT Maju\tJaya\t", "PT Maju Jaya"],
    ["pieces", "1\t200", "1 200"],
    ["origin", "Batam\tIndonesia", "Batam Indonesia"],
  ])("reads a tab in the one-line field %s as a space", (field, value, kept) => {
    const result = validateFormMessage({ ...validBody, formType: "quote", [field]: value });
    expect(result.ok && (result.message as Record<string, unknown>)[field]).toBe(kept);
    expect(findFormProblems({ ...validBody, formType: "quote", [field]: value })).toEqual([]);
  });

  it.each(["Budi\u0007Santoso", "Budi\u000BSantoso", "Budi\u001BSantoso", "Budi\u0085Santoso"])(
    "still refuses any other control character in a one-line field: %j",
    (fullName) => {
      expect(validateFormMessage({ ...validBody, fullName })).toEqual({
        ok: false,
        fields: ["fullName"],
        problems: [{ field: "fullName", reason: "controlChars" }],
      });
    },
  );

  it("lists every problem at once, in form order, the first reason of each field", () => {
    const result = validateFormMessage({ ...validBody, message: "", phone: "12", email: "", fullName: " " });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual([
      { field: "fullName", reason: "required" },
      { field: "email", reason: "required" },
      { field: "phone", reason: "phoneDigits", limit: minPhoneDigits },
      { field: "message", reason: "required" },
    ]);
  });

  it("adds the robot checkbox to the browser's problems when it must be ticked", () => {
    const { elapsedMs: _e, ...input } = validBody;
    expect(findFormProblems(input)).toEqual([]);
    expect(findFormProblems(input, true)).toEqual([]);
    expect(findFormProblems(input, false)).toEqual([{ field: "consent", reason: "consent" }]);
    expect(findFormProblems({ ...input, phone: "" }, false)).toEqual([
      { field: "phone", reason: "required" },
      { field: "consent", reason: "consent" },
    ]);
  });

  it("keeps line breaks and tabs in the message, each break as \\n (a lone \\r would print one line over another in a terminal)", () => {
    const result = validateFormMessage({ ...validBody, message: "a\r\n\tb\rc\nd" });
    expect(result.ok && result.message.message).toBe("a\n\tb\nc\nd");
  });

  it("detects a filled honeypot", () => {
    expect(isHoneypotFilled({ honeypot: "x" })).toBe(true);
    expect(isHoneypotFilled({ honeypot: "" })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
    expect(isHoneypotFilled("honeypot")).toBe(false);
  });

  it("asks for the name in the browser, before sending, when it holds only invisible characters", () => {
    expect(findFormProblems({ ...validBody, fullName: " \u200B\u200D\uFEFF " })).toEqual([
      { field: "fullName", reason: "required" },
    ]);
    expect(findFormProblems({ ...validBody, company: "\u2060" })).toEqual([]);
  });
});

describe("service types", () => {
  it("offers the SPEC's options per form", () => {
    // The specification's options, and every service the site has, in the order of its menus.
    expect(serviceOptionsWith("quote")).toEqual([
      "bea-cukai",
      "project-handling",
      "ekspedisi-laut",
      "ekspedisi-udara",
      "warehouse-distribusi",
      "international-freight",
      "other",
    ]);
    expect(serviceOptionsWith("contact")).toEqual([
      "bea-cukai",
      "project-handling",
      "ekspedisi-laut",
      "ekspedisi-udara",
      "warehouse-distribusi",
      "other",
    ]);
  });

  it.each(serviceSlugs.map((s) => [s]))("the %s page pre-selects a known type that its form offers", (slug) => {
    expect(serviceTypes).toContain(serviceTypeOfPage(slug));
    expect(serviceOptionsWith("quote", serviceTypeOfPage(slug))).toContain(serviceTypeOfPage(slug));
  });

  it("offers a service a form does not list first, when it is the one given, and nothing unknown", () => {
    expect(serviceOptionsWith("contact")).not.toContain("international-freight");
    expect(serviceOptionsWith("contact", "international-freight")).toEqual([
      "international-freight",
      ...serviceOptionsWith("contact"),
    ]);
    expect(serviceOptionsWith("contact", serviceOptionsWith("contact")[1])).toEqual(serviceOptionsWith("contact"));
    expect(serviceOptionsWith("quote", "no-such-service")).toEqual(serviceOptionsWith("quote"));
    expect(serviceOptionsWith("quote", undefined)).toEqual(serviceOptionsWith("quote"));
  });
});

describe("mail text helpers", () => {
  it("flattens control characters and caps subject length", () => {
    expect(headerSafe("a\r\nb\u2028c")).toBe("a b c");
    expect(headerSafe("x".repeat(500))).toHaveLength(150);
    // An emoji where the cap falls is left out whole, not cut into half a character.
    const capped = headerSafe(`${"x".repeat(148)}🙏🙏🙏`);
    expect(capped).toBe(`${"x".repeat(148)}🙏…`);
    expect(() => encodeURIComponent(capped)).not.toThrow();
  });

  it("cuts between code points in a browser without Intl.Segmenter, still never inside one", () => {
    const { Segmenter } = Intl;
    Object.defineProperty(Intl, "Segmenter", { value: undefined, configurable: true, writable: true });
    try {
      expect(headerSafe(`${"x".repeat(148)}🇮🇩🇮🇩`)).toBe(`${"x".repeat(148)}🇮…`);
    } finally {
      Object.defineProperty(Intl, "Segmenter", { value: Segmenter, configurable: true, writable: true });
    }
  });

  it("escapes HTML", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });

  it("names form type, name and company in the subject", () => {
    expect(emailSubject({ ...validBody, formType: "contact", serviceType: "", language: "en" })).toBe(
      "Contact message from Budi Santoso (PT Maju Jaya)",
    );
  });

  describe("the subject names the service chosen", () => {
    afterEach(() => jest.restoreAllMocks());
    // An Indonesian page: the service is named in the inbox's language, not the visitor's.
    const quote = { ...validBody, formType: "quote", language: "id" } as const;

    it("after the reference, in the inbox's language", () => {
      expect(emailSubject(quote, "Q-7K2PQR")).toBe(
        "Quote request Q-7K2PQR – Sea Freight – from Budi Santoso (PT Maju Jaya)",
      );
      jest.replaceProperty(company, "inboxLanguage", "ja");
      expect(emailSubject(quote, "Q-7K2PQR")).toBe(
        "Quote request Q-7K2PQR – 海上輸送 – from Budi Santoso (PT Maju Jaya)",
      );
      expect(emailSubject({ ...quote, formType: "contact", company: "" }, "C-7K2PQR")).toBe(
        "Contact message C-7K2PQR – 海上輸送 – from Budi Santoso",
      );
    });

    it("not at all when none was chosen", () => {
      expect(emailSubject({ ...quote, serviceType: "" }, "Q-7K2PQR")).toBe(
        "Quote request Q-7K2PQR from Budi Santoso (PT Maju Jaya)",
      );
      expect(emailSubject({ ...quote, formType: "contact", serviceType: "" }, "C-7K2PQR")).toBe(
        "Contact message C-7K2PQR from Budi Santoso (PT Maju Jaya)",
      );
    });

    it("with the reference and service kept when a long name is cut at 150", () => {
      const subject = emailSubject({ ...quote, fullName: "B".repeat(300) }, "Q-7K2PQR");
      expect(subject).toHaveLength(150);
      expect(subject).toMatch(/^Quote request Q-7K2PQR – Sea Freight – from B+…$/);
    });
  });
});
