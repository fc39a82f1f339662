import { languageCodes } from "../../src/shared/languages";
import { fillText, languagesWithoutTexts, localeTexts } from "../../netlify/functions/lib/locale-texts";

// The texts of the function's pages and of the mail come from one module that imports every
// language's files (a bundled function cannot read content/locales at run time).

describe("locale texts outside the pages", () => {
  it("has the texts of every language in content/languages.json", () => {
    expect(languagesWithoutTexts()).toEqual([]);
    for (const code of languageCodes) expect(localeTexts(code).form.fields.fullName.label).toEqual(expect.any(String));
  });

  it("gives the default language's texts for an unknown or missing language", () => {
    expect(localeTexts("fr")).toBe(localeTexts("id"));
    expect(localeTexts(undefined)).toBe(localeTexts("id"));
    expect(localeTexts({ toString: () => "en" })).toBe(localeTexts("id"));
  });

  it("fills variables and company facts as the pages' i18next does, and never reads a value as a fact", () => {
    expect(fillText("Reply within {replyWithinHours} hours to {{name}}", "en", { name: "{replyWithinHours}" })).toBe(
      "Reply within 24 hours to {replyWithinHours}",
    );
    expect(fillText("Use {{max}} characters or fewer", "en", { max: 100 })).toBe("Use 100 characters or fewer");
  });
});
