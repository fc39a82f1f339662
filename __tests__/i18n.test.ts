import React from "react";
import { renderToString } from "react-dom/server";
import i18next from "i18next";
import { I18nextProvider, useTranslation } from "react-i18next";
import "../src/i18n/extensions";
import { i18nextOptions } from "../src/i18n/i18next-options";
import { localeT } from "./support/locale-t";
import { headStrings } from "../src/i18n/head-strings";
import { defaultLanguage, knownLanguage, languageCodes } from "../src/shared/languages";

// The translation layer as pages use it: i18next with the site's options (the same object
// gatsby-config.ts gives gatsby-plugin-react-i18next), its post-processors, and react-i18next.

describe("plural keys (i18next _one / _other)", () => {
  const en = localeT("en", "calculator");
  const id = localeT("id", "calculator");

  it("picks the English singular and plural by count", () => {
    expect(en("results.invalid", { count: 1 })).toBe(
      "Correct the highlighted field to see the figures (1 field to correct).",
    );
    expect(en("results.invalid", { count: 4 })).toBe(
      "Correct the highlighted fields to see the figures (fields to correct: 4).",
    );
    expect(en("piece.maxRows", { count: 20 })).toContain("up to 20 rows");
    expect(en("piece.maxRows", { count: 1 })).toContain("up to 1 row.");
  });

  it("says 1 article and 3 articles on an English list of articles", () => {
    const articles = localeT("en", "articles");
    expect(articles("moreIn", { count: 1, language: "Indonesian" })).toBe("1 article in Indonesian");
    expect(articles("moreIn", { count: 3, language: "Indonesian" })).toBe("3 articles in Indonesian");
  });

  it("uses Indonesian's one form (other) for every count", () => {
    expect(id("results.invalid", { count: 1 })).toBe(
      "Perbaiki kolom yang ditandai untuk melihat angkanya (kolom yang perlu diperbaiki: 1).",
    );
    expect(id("results.invalid", { count: 4 })).toBe(
      "Perbaiki kolom yang ditandai untuk melihat angkanya (kolom yang perlu diperbaiki: 4).",
    );
    expect(id("sea.containerCount", { count: 2, n: "2", container: "20ft", cbm: "33" })).toBe(
      "2 × 20ft (kapasitas 33 CBM)",
    );
  });
});

describe("company facts through the companyFacts post-processor", () => {
  it("fills {fact} tokens after {{variables}}, formatted for the language", () => {
    const en = localeT("en", "calculator");
    const id = localeT("id", "calculator");
    expect(en("sea.lcl").replace(/\u00a0/g, " ")).toBe("Indicative LCL price (USD 45 per CBM)");
    expect(id("sea.lcl").replace(/\u00a0/g, " ")).toBe("Harga perkiraan LCL (USD 45 per CBM)");
    expect(id("air.economy").replace(/\u00a0/g, " ")).toContain("Rp 5.000/kg");
    expect(en("air.economy").replace(/\u00a0/g, " ")).toContain("IDR 5,000/kg");
  });
});

describe("lookups that fail", () => {
  const instance = () => {
    const i18n = i18next.createInstance();
    void i18n.init({
      ...i18nextOptions,
      lng: "en",
      initImmediate: false,
      resources: { en: { common: { nav: { home: "Home" } } } },
    });
    return i18n;
  };

  it("warn in the console (outside production) and show the key", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(instance().t("nav.nowhere", { ns: "common" })).toBe("nav.nowhere");
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Translation missing: "nav.nowhere" in namespace common (en)'),
    );
    warn.mockClear();
    expect(instance().t("nav.home", { ns: "common" })).toBe("Home");
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it("stop Head's metadata, naming language, namespace and key", () => {
    const strings = headStrings(
      { edges: [{ node: { ns: "common", language: "en", data: { nav: { home: "Home" } } } }] },
      "en",
    );
    expect(strings("common", "nav.home")).toBe("Home");
    expect(() => strings("home", "meta.title")).toThrow(
      "Missing locale string content/locales/en/home.json: meta.title",
    );
  });
});

describe("the translation context", () => {
  function Greeting() {
    const { t } = useTranslation("common");
    return React.createElement("p", null, t("nav.home"));
  }

  it("gives components their strings inside the page's provider", () => {
    const i18n = i18next.createInstance();
    void i18n.init({
      ...i18nextOptions,
      lng: "en",
      initImmediate: false,
      resources: { en: { common: { nav: { home: "Home" } } } },
    });
    expect(renderToString(React.createElement(I18nextProvider, { i18n }, React.createElement(Greeting)))).toBe(
      "<p>Home</p>",
    );
  });

  it("throws a clear error when used outside its provider", () => {
    expect(() => renderToString(React.createElement(Greeting))).toThrow(/Translations used outside their provider/);
  });
});

describe("a language named by a request or a record", () => {
  it("is kept when it is one of the site's, else the default language, never a code from elsewhere", () => {
    for (const code of languageCodes) expect(knownLanguage(code)).toBe(code);
    for (const other of ["fr", "../en", "EN", "", undefined, null, 3])
      expect(knownLanguage(other)).toBe(defaultLanguage);
  });
});
