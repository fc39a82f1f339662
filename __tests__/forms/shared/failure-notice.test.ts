import i18next from "i18next";
import "../../../src/i18n/extensions";
import { fallbackLinks, fallbackLinksFor } from "../../../src/forms/shared/failure-notice";
import { company } from "../../../src/shared/facts";
import { i18nextOptions } from "../../../src/i18n/i18next-options";
import { localeTexts } from "../../../src/forms/function/locale-texts";

const inLanguage = (language: string) => {
  const i18n = i18next.createInstance();
  void i18n.init({
    ...i18nextOptions,
    lng: language,
    initImmediate: false,
    resources: { [language]: { ...localeTexts(language) } },
  });
  return i18n;
};

describe("fallback links", () => {
  it("pre-fills a mailto link and builds wa.me and tel links from company.json", () => {
    const links = fallbackLinks(
      "Quote request from Budi & Co",
      [
        ["Name", "Budi"],
        ["Company", ""],
      ],
      (label, text) => `${label}: ${text}`,
      "Line 1\nLine 2",
    );
    const url = new URL(links.mailto);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe(company.email);
    expect(url.searchParams.get("subject")).toBe("Quote request from Budi & Co");
    expect(url.searchParams.get("body")).toBe("Name: Budi\n\nLine 1\nLine 2");
    const digits = company.phone.replace(/\D/g, "");
    expect(links.whatsapp).toBe(`https://wa.me/${digits}`);
    expect(links.tel).toBe(`tel:+${digits}`);
  });

  it("keeps long messages short enough for a mailto link", () => {
    expect(fallbackLinks("s", [], String, "x".repeat(10000)).mailto.length).toBeLessThan(4000);
  });

  it("stays short enough for a mailto link with every field at the form's own limits, not only the message", () => {
    // The freight calculator writes one line per piece: 48 lines fit the field's 2,000 characters.
    const pieceSizes = Array.from({ length: 48 }, (_, i) => `${i + 1} × 120 × 80 × 100 cm, 150 kg per piece`).join(
      "\n",
    );
    const links = fallbackLinksFor(inLanguage("en"), "quote", {
      fullName: "Budi Santoso",
      company: "PT Maju Jaya",
      email: "budi@example.co.id",
      phone: "+62 812-3456-7890",
      serviceType: "ekspedisi-laut",
      mode: "sea-lcl",
      cargo: "Machine parts on pallets",
      pieceSizes,
      message: "Please quote door to door. ".repeat(44),
    });
    expect(links.mailto.length).toBeLessThan(4000);
    const body = new URL(links.mailto).searchParams.get("body")!;
    // Every field is there, the piece sizes begun, and the message with what is left of it.
    expect(body).toContain("Budi Santoso");
    expect(body).toContain("1 × 120 × 80 × 100 cm");
    expect(body).toContain("Please quote door to door.");
  });

  it("writes a label that is a question without a colon after it, as the acknowledgement and the company's mail do", () => {
    const label = localeTexts("en").form.fields.replyBy.label;
    expect(label).toMatch(/\?$/);
    const links = fallbackLinksFor(inLanguage("en"), "quote", {
      fullName: "John Smith",
      email: "john@example.com",
      phone: "+65 9123 4567",
      replyBy: "whatsapp",
      message: "Please quote.",
    });
    const body = new URL(links.mailto).searchParams.get("body")!;
    expect(body).toContain(`${label} WhatsApp`);
    expect(body).not.toContain(`${label}:`);
  });

  it("cuts a long message between characters, never inside an emoji or a rare kanji", () => {
    // The 1,200th character is an emoji: two UTF-16 units, of which a cut by units keeps one.
    const message = `${"x".repeat(1199)}😀 and more`;
    const body = new URL(fallbackLinks("s", [], String, message).mailto).searchParams.get("body")!;
    expect(body).toBe(`\n\n${"x".repeat(1199)}…`);
    const kanji = "𠮷".repeat(1300);
    const kept = new URL(fallbackLinks("s", [], String, kanji).mailto).searchParams.get("body")!;
    expect(kept).toBe(`\n\n${"𠮷".repeat(1199)}…`);
  });

  it("cuts a long value between the characters a reader sees, never inside a flag, a family emoji or a letter with its accent", () => {
    // The 200th character of the piece sizes begins a character made of several.
    const labelled = (label: string, text: string) => `${label}: ${text}`;
    for (const character of ["🇮🇩", "👨‍👩‍👧", "e\u0301"]) {
      const links = fallbackLinks("s", [["Sizes", `${"x".repeat(198)}${character} and more`]], labelled, "m");
      expect(new URL(links.mailto).searchParams.get("body")).toBe(`Sizes: ${"x".repeat(198)}…\n\nm`);
    }
  });
});

describe("the words of the email link", () => {
  it.each(["id", "en", "zh", "ja"])(
    "in %s write the company's address out, as the phone's write the number: a webmail user sees where to write",
    (language) => {
      const { words } = fallbackLinksFor(inLanguage(language), "contact", { fullName: "Budi", message: "x" });
      expect(words.email).toContain(company.email);
      expect(words.phone).toContain(company.phone);
    },
  );
});

describe("the pre-written mail of a service page's form", () => {
  const i18n = inLanguage("ja");
  const body = (packages?: readonly { key: string; name: string }[]) =>
    new URL(
      fallbackLinksFor(
        i18n,
        "quote",
        { fullName: "山田 太郎", message: "見積もりをお願いします。", package: "sea-lcl", mode: "sea-lcl" },
        packages,
      ).mailto,
    ).searchParams.get("body")!;

  it("names the package as the page offering it does, not by its key; the mode of the same value stays the mode's name", () => {
    const text = body([{ key: "sea-lcl", name: "LCL（混載）、2027年6月30日まで有効" }]);
    const t = localeTexts("ja");
    expect(text).toContain(`${t.form.fields.package.label}：LCL（混載）、2027年6月30日まで有効`);
    expect(text).toContain(`${t.shipment.fields.mode.label}：${t.shipment.modes["sea-lcl"]}`);
  });

  it("keeps a package the page does not name by its key, never losing it", () => {
    expect(body()).toContain(`${localeTexts("ja").form.fields.package.label}：sea-lcl`);
  });
});

describe("the pre-written mail's subject", () => {
  // The visitor sends it in their own name: an honorific for the sender (Japanese 様) would have
  // them address themselves.
  it.each(["quote", "contact"] as const)("of a %s names the visitor plainly, in Japanese without 様", (formType) => {
    const i18n = i18next.createInstance();
    void i18n.init({
      ...i18nextOptions,
      lng: "ja",
      initImmediate: false,
      resources: { ja: { form: localeTexts("ja").form, whatsapp: localeTexts("ja").whatsapp } },
    });
    const subject = new URL(
      fallbackLinksFor(i18n, formType, { fullName: "山田 太郎", message: "x" }).mailto,
    ).searchParams.get("subject");
    expect(subject).toContain("山田 太郎");
    expect(subject).not.toContain("様");
  });
});

describe("the pre-written mail holds the visitor's words as typed", () => {
  // i18next fills the company's facts ({legalName}) into a text after its variables: a visitor's
  // braces would otherwise become the company's name or a price.
  it.each(["id", "ja"] as const)(
    "in %s, braces naming a company fact stay as typed, and the subject's name too",
    (lng) => {
      const i18n = i18next.createInstance();
      void i18n.init({
        ...i18nextOptions,
        lng,
        initImmediate: false,
        resources: { [lng]: { ...localeTexts(lng) } },
      });
      const url = new URL(
        fallbackLinksFor(i18n, "quote", {
          fullName: "{legalName}",
          company: "{brand} $& $$",
          cargo: "{rates.sea.lcl}",
          message: "{claims.ports}",
        }).mailto,
      );
      const body = url.searchParams.get("body")!;
      expect(url.searchParams.get("subject")).toContain("{legalName}");
      expect(body).toContain("{legalName}");
      expect(body).toContain("{brand} $& $$");
      expect(body).toContain("{rates.sea.lcl}");
      expect(body).toContain("{claims.ports}");
      expect(`${url.searchParams.get("subject")}${body}`).not.toContain(company.legalName);
    },
  );
});
