import { rateTerms, rateValidUntil } from "../src/shared/rates";
import { localeT } from "./support/locale-t";
import { formatFact } from "../src/shared/facts";

// A rate in the words the pricing cards, the calculators and the quote form's packages use.
describe("a rate's terms and last day", () => {
  it("names what the price covers and, for a published price only, until when", () => {
    const en = localeT("en", "services");
    expect(rateTerms("rates.sea.lcl", en)).toBe(en("price.terms.seaExport"));
    expect(rateValidUntil("rates.sea.lcl", "en", en)).toBe(
      `Valid until ${formatFact("rates.sea.lcl.validUntil", "en")}`,
    );
    expect(rateValidUntil("rates.sea.lcl", "id", localeT("id", "services"))).toBe(
      `Berlaku hingga ${formatFact("rates.sea.lcl.validUntil", "id")}`,
    );
    // A custom quote has no price to expire.
    expect(rateTerms("rates.sea.project", en)).toBe(en("price.terms.seaProject"));
    expect(rateValidUntil("rates.sea.project", "en", en)).toBeUndefined();
  });
});
