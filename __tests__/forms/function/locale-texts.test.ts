import { readFileSync } from "fs";
import path from "path";
import { languageCodes } from "../../../src/shared/languages";
import { fillText, localeTexts } from "../../../src/forms/function/locale-texts";

// The texts of the function's pages and of the mail are read from each language's files in
// content/locales (a fifth language through the function: fifth-language.test.ts).

const localeFile = (language: string, namespace: string): unknown =>
  JSON.parse(readFileSync(path.join(__dirname, "../../../content/locales", language, `${namespace}.json`), "utf8"));

describe("locale texts outside the pages", () => {
  it("has the texts of every language in content/languages.json, read from its own files", () => {
    for (const code of languageCodes) {
      const texts = localeTexts(code);
      expect(texts.form.fields.fullName.label).toEqual(expect.any(String));
      for (const [namespace, value] of Object.entries(texts)) expect(value).toEqual(localeFile(code, namespace));
    }
  });

  it("reads a language's files once", () => {
    expect(localeTexts("en")).toBe(localeTexts("en"));
  });

  it("gives the default language's texts for an unknown or missing language", () => {
    expect(localeTexts("fr")).toBe(localeTexts("id"));
    expect(localeTexts(undefined)).toBe(localeTexts("id"));
    expect(localeTexts({ toString: () => "en" })).toBe(localeTexts("id"));
    expect(localeTexts("../en")).toBe(localeTexts("id"));
  });

  it("fills variables and company facts as the pages' i18next does, and never reads a value as a fact", () => {
    expect(fillText("Reply within {replyWithinHours} hours to {{name}}", "en", { name: "{replyWithinHours}" })).toBe(
      "Reply within 24 hours to {replyWithinHours}",
    );
    expect(fillText("Use {{max}} characters or fewer", "en", { max: 100 })).toBe("Use 100 characters or fewer");
  });
});
