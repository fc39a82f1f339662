import { readFileSync } from "fs";
import path from "path";
import { languageCodes, type LanguageCode } from "../../../src/shared/languages";
import {
  fillText,
  localeTexts,
  packageNames,
  priceCards,
  type PriceCard,
} from "../../../src/forms/function/locale-texts";
import { packageKey, packageKeyOf } from "../../../src/forms/shared/package-keys";
import { interpolateFacts } from "../../../src/shared/facts";
import { keepUnitsWithNumbersIn } from "../../../src/shared/number-units";
import { rateValidUntil } from "../../../src/shared/rates";
import { localeT } from "../../support/locale-t";

// The texts of the function's pages and of the mail are read from each language's files in
// content/locales (a fifth language through the function: fifth-language.test.ts).

const localeFile = (language: string, namespace: string): unknown =>
  JSON.parse(readFileSync(path.join(__dirname, "../../../content/locales", language, `${namespace}.json`), "utf8"));

describe("locale texts outside the pages", () => {
  it("has the texts of every language in content/languages.json, read from its own files, as the pages show them", () => {
    for (const code of languageCodes) {
      const texts = localeTexts(code);
      expect(texts.form.fields.fullName.label).toEqual(expect.any(String));
      for (const [namespace, value] of Object.entries(texts))
        expect(value).toEqual(keepUnitsWithNumbersIn(localeFile(code, namespace)));
    }
    // A number keeps its unit or currency code on its line, on the function's pages too.
    expect(localeTexts("zh").shipment.fields.cargoValue.hint).toContain("USD\u00a025,000");
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

describe("the packages' names in every language (packageNames)", () => {
  // As the forms named them before they posted keys: a published price with its last day in
  // brackets after it ("FCL (Valid until 30 June 2027)").
  const offeredName = (language: LanguageCode, card: PriceCard) => {
    const services = localeT(language, "services");
    const name = interpolateFacts(card.name, language);
    const validUntil = rateValidUntil(card.price, language, services);
    return validUntil ? localeT(language, "common")("joins.bracketed", { text: name, note: validUntil }) : name;
  };

  it("give back each package's key from any page's name of it, alone or as the forms posted it with its last day", () => {
    const names = packageNames();
    for (const language of languageCodes)
      for (const card of priceCards(language)) {
        expect(names).toContainEqual({ key: packageKey(card.price), name: card.name });
        expect(packageKeyOf(card.name, names)).toBe(packageKey(card.price));
        expect(packageKeyOf(offeredName(language, card), names)).toBe(packageKey(card.price));
      }
    expect(packageKeyOf("FCL（コンテナ単位）（2027年6月30日まで有効）", names)).toBe("sea-fcl");
    expect(packageKeyOf("项目货物", names)).toBe("sea-project");
  });
});
