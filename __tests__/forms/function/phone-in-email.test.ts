import { startFakePostmark, type FakePostmark } from "../../../e2e/support/fake-postmark";
import { emailHtml, emailText, readPhoneNumbers } from "../../../src/forms/function/company-mail";
import { boundHandler, postJson, postmarkEnv, validBody } from "./helpers";

// The mail keeps the phone exactly as typed and adds each number in it the way the sales
// team dials it, with a WhatsApp link for mobiles.

describe("phone numbers read for the mail (on a page in Indonesian unless a country is named)", () => {
  it.each([
    [
      "0812.3456.7890",
      [
        {
          international: "+62 812 3456 7890",
          tel: "tel:+6281234567890",
          whatsapp: "https://wa.me/6281234567890",
          countryAssumed: "ID",
        },
      ],
    ],
    [
      "62 812 3456 7890 (WA)",
      [
        {
          international: "+62 812 3456 7890",
          tel: "tel:+6281234567890",
          whatsapp: "https://wa.me/6281234567890",
          countryAssumed: "ID",
        },
      ],
    ],
    [
      "+62 778 123456 ext. 12",
      [{ international: "+62 778 123456 ext. 12", tel: "tel:+62778123456;ext=12", whatsapp: undefined }],
    ],
    [
      "0778-123456 / 0812-3456-7890",
      [
        { international: "+62 778 123456", tel: "tel:+62778123456", whatsapp: undefined, countryAssumed: "ID" },
        {
          international: "+62 812 3456 7890",
          tel: "tel:+6281234567890",
          whatsapp: "https://wa.me/6281234567890",
          countryAssumed: "ID",
        },
      ],
    ],
    ["(+65) 6123.4567", [{ international: "+65 6123 4567", tel: "tel:+6561234567", whatsapp: undefined }]],
    [
      "+65 9123 4567",
      [{ international: "+65 9123 4567", tel: "tel:+6591234567", whatsapp: "https://wa.me/6591234567" }],
    ],
    [
      "+86 138 0013 8000",
      [{ international: "+86 138 0013 8000", tel: "tel:+8613800138000", whatsapp: "https://wa.me/8613800138000" }],
    ],
    ["+81 3-1234-5678", [{ international: "+81 3 1234 5678", tel: "tel:+81312345678", whatsapp: undefined }]],
    // Typed on a Japanese keyboard in full-width mode: the ＋ is a country code typed.
    [
      "＋８１ ９０-１２３４-５６７８",
      [{ international: "+81 90 1234 5678", tel: "tel:+819012345678", whatsapp: "https://wa.me/819012345678" }],
    ],
    [
      "＋６２ ８１２－３４５６－７８９０",
      [{ international: "+62 812 3456 7890", tel: "tel:+6281234567890", whatsapp: "https://wa.me/6281234567890" }],
    ],
  ])("%j", (typed, expected) => {
    expect(readPhoneNumbers(typed, "ID")).toEqual(expected);
  });

  it.each([
    ["03-1234-5678 内線 21", "JP", "+81 3 1234 5678 ext. 21"],
    ["090-1234-5678", "JP", "+81 90 1234 5678"],
    ["010-1234-5678 转 8", "CN", "+86 10 1234 5678 ext. 8"],
    ["138 0013 8000", "CN", "+86 138 0013 8000"],
  ] as const)("reads %j in %s", (typed, country, international) => {
    expect(readPhoneNumbers(typed, country)).toEqual([
      expect.objectContaining({ international, countryAssumed: country }),
    ]);
  });

  it("names the other reading of digits typed without + that begin with another country's code", () => {
    expect(readPhoneNumbers("65 9123 4567", "ID")).toEqual([
      expect.objectContaining({
        international: "+62 659 1234567",
        tel: "tel:+626591234567",
        countryAssumed: "ID",
        otherReading: {
          international: "+65 9123 4567",
          tel: "tel:+6591234567",
          whatsapp: "https://wa.me/6591234567",
          country: "SG",
        },
      }),
    ]);
    // Not when the code is the assumed country's own, a trunk 0 begins it, or a + was typed.
    for (const typed of ["62 812 3456 7890", "0812 3456 7890", "+65 9123 4567"])
      expect(readPhoneNumbers(typed, "ID")[0]).not.toHaveProperty("otherReading");
    const text = emailText({ ...validBody, phone: "65 9123 4567", formType: "quote", serviceType: "", language: "en" });
    expect(text).toContain(
      "Phone (international): +62 659 1234567 (no country code typed: read as a number in Indonesia)\nOr, if it begins with its country code: +65 9123 4567 (Singapore)\n",
    );
  });

  it.each([
    ["62 778 123456", "+62 778 123456"],
    ["62 274 123456", "+62 274 123456"],
    ["62 361 123456", "+62 361 123456"],
  ])(
    "names the other reading of %s, digits that begin with the page's own country code and read as another number there: %s",
    (typed, meant) => {
      const [read] = readPhoneNumbers(typed, "ID");
      expect(read.international).not.toBe(meant);
      expect(read.otherReading).toEqual(expect.objectContaining({ international: meant, country: "ID" }));
    },
  );

  it("reads no number from the end of what was typed, its first digits left out", () => {
    expect(readPhoneNumbers("(021) 555-1234 ext. 12", "CN")).toEqual([]);
    expect(readPhoneNumbers("(021) 555-1234", "ID")).toEqual([
      expect.objectContaining({ international: "+62 21 5551234" }),
    ]);
  });

  it("gives the other reading its WhatsApp link too, next to it, when the visitor asked for WhatsApp", () => {
    const text = emailText({
      ...validBody,
      phone: "65 9123 4567",
      replyBy: "whatsapp",
      formType: "quote",
      serviceType: "",
      language: "en",
    });
    expect(text).toContain(
      "Or, if it begins with its country code: +65 9123 4567 (Singapore)\nWhatsApp, if so: https://wa.me/6591234567\n",
    );
  });

  it.each([
    ["65 9123 4567", "CN", "+65 9123 4567", "SG"],
    ["62 812 3456 7890 (WA)", "JP", "+62 812 3456 7890", "ID"],
    ["86 138 0013 8000", "JP", "+86 138 0013 8000", "CN"],
    ["0065 9123 4567", "JP", "+65 9123 4567", "SG"],
  ] as const)(
    "reads %j, no number in %s, as beginning with its country code, and says so",
    (typed, country, international, code) => {
      const [read, ...more] = readPhoneNumbers(typed, country);
      expect(read).toEqual(expect.objectContaining({ international, codeAssumed: code }));
      expect(read).not.toHaveProperty("countryAssumed");
      expect(more).toEqual([]);
    },
  );

  it("writes a number read as beginning with its country code so in the mail", () => {
    const text = emailText({ ...validBody, phone: "65 9123 4567", formType: "quote", serviceType: "", language: "zh" });
    expect(text).toContain(
      "Phone (international): +65 9123 4567 (no + typed: read as beginning with the country code of Singapore)\nWhatsApp: https://wa.me/6591234567\n",
    );
  });

  it("reads no number that is not valid in the country assumed", () => {
    expect(readPhoneNumbers("0812.3456.7890", "JP")).toEqual([]);
  });

  it("reads nothing it cannot be sure of, and the mail still shows the number as typed", () => {
    expect(readPhoneNumbers("123456", "ID")).toEqual([]);
    const text = emailText({ ...validBody, phone: "123456", formType: "quote", serviceType: "", language: "en" });
    expect(text).toContain("Phone: 123456\n");
    expect(text).not.toContain("Phone (international)");
  });
});

describe("the mail the company receives", () => {
  let fake: FakePostmark;
  beforeAll(async () => {
    fake = await startFakePostmark();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it("shows the typed phone, its international form and a WhatsApp link, in text and HTML", async () => {
    const { handle } = boundHandler(postmarkEnv(fake.host));
    const phone = "0778-123456 / 0812.3456.7890 (WA)";
    const res = await handle(postJson({ ...validBody, phone }));
    expect(res.status).toBe(200);
    const { TextBody, HtmlBody } = fake.received[0].body as Record<string, string>;
    expect(TextBody).toContain(`Phone: ${phone}\n`);
    expect(TextBody).toContain(
      "Phone (international): +62 778 123456 (no country code typed: read as a number in Indonesia)\n",
    );
    expect(TextBody).toContain(
      "Phone (international): +62 812 3456 7890 (no country code typed: read as a number in Indonesia)\nWhatsApp: https://wa.me/6281234567890\n",
    );
    expect(HtmlBody).toContain(`<td dir="auto" style="overflow-wrap:anywhere;word-break:break-word">${phone}</td>`);
    expect(HtmlBody).toContain('<a href="https://wa.me/6281234567890">https://wa.me/6281234567890</a>');
    // Each number read is a link that calls it.
    expect(HtmlBody).toContain('<a href="tel:+62778123456">');
    expect(HtmlBody).toContain('<a href="tel:+6281234567890">');
  });

  it("reads a number without its country code in the country of the page's language, keeping its extension", async () => {
    const { handle } = boundHandler(postmarkEnv(fake.host));
    const phone = "03-1234-5678 内線 21";
    const res = await handle(postJson({ ...validBody, phone, language: "ja" }));
    expect(res.status).toBe(200);
    const text = (fake.received[0].body as Record<string, string>).TextBody;
    expect(text).toContain(`Phone: ${phone}\n`);
    expect(text).toContain(
      "Phone (international): +81 3 1234 5678 ext. 21 (no country code typed: read as a number in Japan)\n",
    );
    expect(text).not.toContain("+62");
    expect(text).toContain("Language: Japanese (ja)");
    // Called from the mail on a phone, extension and all.
    expect((fake.received[0].body as Record<string, string>).HtmlBody).toContain(
      '<a href="tel:+81312345678;ext=21">+81 3 1234 5678 ext. 21 (no country code typed: read as a number in Japan)</a>',
    );
  });

  it("reads an Indonesian mobile from an Indonesian page, with its WhatsApp link", async () => {
    const { handle } = boundHandler(postmarkEnv(fake.host));
    const res = await handle(postJson({ ...validBody, phone: "0812-3456-7890", language: "id" }));
    expect(res.status).toBe(200);
    const text = (fake.received[0].body as Record<string, string>).TextBody;
    expect(text).toContain(
      "Phone (international): +62 812 3456 7890 (no country code typed: read as a number in Indonesia)\nWhatsApp: https://wa.me/6281234567890\n",
    );
  });

  it("gives an office line a WhatsApp link only when the visitor asked to be answered on WhatsApp", async () => {
    const { handle } = boundHandler(postmarkEnv(fake.host));
    for (const replyBy of ["phone", "whatsapp"])
      expect((await handle(postJson({ ...validBody, phone: "0778-123456", language: "id", replyBy }))).status).toBe(
        200,
      );
    const [byPhone, byWhatsApp] = fake.received.map((r) => (r.body as Record<string, string>).TextBody);
    expect(byPhone).toContain(
      "Phone (international): +62 778 123456 (no country code typed: read as a number in Indonesia)\n",
    );
    expect(byPhone).not.toContain("WhatsApp: https://wa.me/");
    expect(byWhatsApp).toContain(
      "Phone (international): +62 778 123456 (no country code typed: read as a number in Indonesia)\nWhatsApp: https://wa.me/62778123456\n",
    );
  });

  it.each([
    ["an Indonesian mobile from a Japanese page", "0812.3456.7890", "ja"],
    ["a Japanese number from a Chinese page", "03-1234-5678", "zh"],
  ])(
    "gives %s no international form rather than a wrong one (the number as typed stays)",
    async (_, phone, language) => {
      const { handle } = boundHandler(postmarkEnv(fake.host));
      const res = await handle(postJson({ ...validBody, phone, language }));
      expect(res.status).toBe(200);
      const text = (fake.received[0].body as Record<string, string>).TextBody;
      expect(text).toContain(`Phone: ${phone}\n`);
      expect(text).not.toContain("Phone (international)");
    },
  );

  it("takes a full-width number and an address with an apostrophe as a Japanese visitor types them: the country code typed, the reply to the address", async () => {
    const { handle } = boundHandler(postmarkEnv(fake.host));
    const phone = "＋８１ ９０-１２３４-５６７８";
    const email = "sean.o'brien@example.ie";
    const res = await handle(postJson({ ...validBody, phone, email, language: "en" }));
    expect(res.status).toBe(200);
    const { TextBody, ReplyTo } = fake.received[0].body as Record<string, string>;
    expect(TextBody).toContain(`Phone: ${phone}\n`);
    expect(TextBody).toContain("Phone (international): +81 90 1234 5678\nWhatsApp: https://wa.me/819012345678\n");
    expect(ReplyTo).toContain(email);
  });

  it("escapes what was typed in the HTML part", () => {
    const html = emailHtml({
      ...validBody,
      phone: "<b>0812 3456 7890</b>",
      formType: "quote",
      serviceType: "",
      language: "en",
    });
    expect(html).toContain("&lt;b&gt;0812 3456 7890&lt;/b&gt;");
    expect(html).not.toContain("<b>");
  });
});
