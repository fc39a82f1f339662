import {
  factValue,
  formatFact,
  formatFactsForEveryLanguage,
  interpolateFacts,
  unknownFactTokens,
} from "../src/shared/facts";
import { languageCodes } from "../src/shared/languages";

describe("company facts", () => {
  it("formats numbers the way each language writes them", () => {
    expect(formatFact("warehouse.pallets", "en")).toBe("25,000");
    expect(formatFact("warehouse.pallets", "id")).toBe("25.000");
    expect(formatFact("claims.customsSuccessRate", "id")).toBe("99,8");
    expect(formatFact("claims.customsSuccessRate", "ja")).toBe("99.8");
  });

  it("writes rupiah as Rp in Indonesian and money with its currency elsewhere", () => {
    expect(formatFact("rates.air.economy", "id")).toMatch(/^Rp\s5\.000$/);
    expect(formatFact("rates.air.economy", "en")).toMatch(/^IDR\s5,000$/);
    expect(formatFact("rates.sea.fcl", "en")).toMatch(/^USD\s1,200$/);
    expect(formatFact("rates.air.international", "en")).toMatch(/^USD\s2\.8$/);
  });

  it("writes years without grouping and ranges with an en dash", () => {
    expect(formatFact("foundedYear", "en")).toBe("2015");
    expect(formatFact("deliveryDays.java", "en")).toBe("1–2");
  });

  it("fills fact tokens and leaves {{variables}} and unknown tokens alone", () => {
    expect(interpolateFacts("Since {foundedYear}, {{year}}, {no.such}", "en")).toBe("Since 2015, {{year}}, {no.such}");
    expect(unknownFactTokens("{claims.ports} {no.such} {rates.sea}")).toEqual(["no.such", "rates.sea"]);
  });

  it("gives the build every number and sum of money, in every language, as formatFact writes it", () => {
    const table = formatFactsForEveryLanguage();
    const paths = Object.keys(table.en);
    expect(paths).toEqual(expect.arrayContaining(["claims.customsSuccessRate", "rates.sea.fcl", "warehouse.pallets"]));
    // Nothing else: the per-language names and plain strings need no formatter.
    for (const path of paths) expect(["number", "object"]).toContain(typeof factValue(path));
    for (const language of languageCodes) {
      expect(Object.keys(table[language])).toEqual(paths);
      for (const path of paths) expect(table[language][path]).toBe(formatFact(path, language));
    }
    expect(table.id["warehouse.pallets"]).toBe("25.000");
  });
});
