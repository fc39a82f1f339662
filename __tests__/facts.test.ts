import { readFileSync } from "fs";
import path from "path";
import matter from "gray-matter";
import {
  company,
  derivedFacts,
  factValue,
  formatFact,
  formatFactsForEveryLanguage,
  formatMoney,
  interpolateFacts,
  phoneShown,
  streetShown,
  unknownFactTokens,
} from "../src/shared/facts";
import { languageCodes } from "../src/shared/languages";
import { minorUnits } from "../src/shared/freight-rules";

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
    // Cents always as two digits.
    expect(formatFact("rates.air.international", "en")).toMatch(/^USD\s2\.80$/);
    expect(formatFact("rates.air.international", "id")).toMatch(/^USD\s2,80$/);
  });

  it("writes each currency to its own minor unit: whole yen and rupiah, cents of the others", () => {
    const money = (amount: number, currency: string, language: "en" | "id" = "en") =>
      formatMoney({ amount, currency }, language).replace(/\s/g, " ");
    expect(Object.fromEntries(["IDR", "JPY", "USD", "SGD", "EUR", "CNY"].map((c) => [c, minorUnits(c)]))).toEqual({
      IDR: 0,
      JPY: 0,
      USD: 2,
      SGD: 2,
      EUR: 2,
      CNY: 2,
    });
    expect(money(5.01, "JPY")).toBe("JPY 5");
    expect(money(1234.5, "JPY")).toBe("JPY 1,235");
    expect(money(75000.4, "IDR", "id")).toBe("Rp 75.000");
    expect(money(2.8, "SGD")).toBe("SGD 2.80");
    expect(money(2.999, "EUR")).toBe("EUR 3");
    expect(money(1200, "CNY")).toBe("CNY 1,200");
    // A rate as entered keeps its digits.
    expect(formatMoney({ amount: 16123.45, currency: "IDR" }, "id", 7).replace(/\s/g, " ")).toBe("Rp 16.123,45");
  });

  it("writes years without grouping and ranges with an en dash", () => {
    expect(formatFact("foundedYear", "en")).toBe("2015");
    expect(formatFact("deliveryDays.java", "en")).toBe("1–2");
  });

  it("writes ranges with the language's own sign: a wave dash in Japanese, an en dash elsewhere", () => {
    expect(formatFact("deliveryDays.java", "ja")).toBe("1～2");
    expect(interpolateFacts("国際便は{air.transitDaysWorldwide}日", "ja")).toBe("国際便は1～3日");
    expect(formatFact("warehouse.temperatureC", "ja")).toBe("15～25");
    expect(formatFact("deliveryDays.java", "zh")).toBe("1–2");
    expect(formatFact("deliveryDays.java", "id")).toBe("1–2");
    // A negative number is no range.
    expect(formatFact("warehouse.frozenC", "ja")).toBe("-18");
  });

  it("writes times and dates as each language does", () => {
    expect(formatFact("air.sameDayCutoff", "id")).toBe("10.00");
    expect(formatFact("air.sameDayCutoff", "en")).toBe("10:00");
    expect(formatFact("openingHours.weekdays.opens", "ja")).toBe("08:00");
    expect(formatFact("rates.sea.lcl.validUntil", "id")).toBe("30 Juni 2027");
    // English is written the British way: the day before the month.
    expect(formatFact("rates.sea.lcl.validUntil", "en")).toBe("30 June 2027");
    expect(formatFact("rates.sea.lcl.validUntil", "zh")).toBe("2027年6月30日");
    expect(formatFact("rates.sea.lcl.validUntil", "ja")).toBe("2027年6月30日");
  });

  it("fills fact tokens and leaves {{variables}} and unknown tokens alone", () => {
    expect(interpolateFacts("Since {foundedYear}, {{year}}, {no.such}", "en")).toBe("Since 2015, {{year}}, {no.such}");
    expect(unknownFactTokens("{claims.ports} {no.such} {rates.sea}")).toEqual(["no.such", "rates.sea"]);
  });

  it("keeps a phone number and the street's house number on one line: no-break spaces", () => {
    expect(phoneShown).not.toContain(" ");
    expect(phoneShown.replaceAll("\u00a0", " ")).toBe(company.phone);
    expect(streetShown.replace("\u00a0", " ")).toBe(company.address.street);
    expect(streetShown).toMatch(/\u00a0\S+$/);
  });

  it("computes the statements that follow from the facts", () => {
    const facts = {
      foundedYear: 2015,
      rates: { sea: { lcl: { amount: 45, currency: "USD" }, fcl: { amount: 1200, currency: "USD" } } },
    };
    // 26 CBM by LCL cost USD 1,170, 27 CBM USD 1,215: from 27 a container is cheaper.
    expect(derivedFacts(facts).fclBreakEvenCbm).toBe(27);
    // Equal at 26.67 CBM: LCL costs less up to 26, not up to 27 (26.8 CBM cost USD 1,206).
    expect(derivedFacts(facts).lclCheaperUpToCbm).toBe(26);
    // Equal at 30 CBM, cheaper from 31.
    const even = { ...facts, rates: { sea: { ...facts.rates.sea, lcl: { amount: 40, currency: "USD" } } } };
    expect(derivedFacts(even).fclBreakEvenCbm).toBe(31);
    expect(derivedFacts(even).lclCheaperUpToCbm).toBe(29);
    // Founded some day in 2015: on any day of 2026 at least 10 whole years have passed.
    expect(derivedFacts(facts, new Date("2026-01-01T00:00:00Z")).yearsExperience).toBe(10);
    expect(derivedFacts(facts, new Date("2026-12-31T12:00:00Z")).yearsExperience).toBe(10);
    expect(derivedFacts(facts, new Date("2027-01-01T12:00:00Z")).yearsExperience).toBe(11);
    expect(interpolateFacts("{derived.fclBreakEvenCbm}", "en")).toBe(String(derivedFacts(company).fclBreakEvenCbm));
  });

  it("gives the build every number and sum of money, in every language, as formatFact writes it", () => {
    const table = formatFactsForEveryLanguage();
    const paths = Object.keys(table.en);
    expect(paths).toEqual(expect.arrayContaining(["claims.customsSuccessRate", "rates.sea.fcl", "warehouse.pallets"]));
    expect(paths).toEqual(expect.arrayContaining(["air.sameDayCutoff", "rates.sea.lcl.validUntil"]));
    // Nothing else: the per-language names and plain strings need no formatter, times and dates do.
    for (const path of paths) {
      const value = factValue(path);
      if (typeof value === "string") expect(value).toMatch(/^(\d{1,2}:\d{2}|\d{4}-\d{2}-\d{2})$/);
      else expect(["number", "object"]).toContain(typeof value);
    }
    for (const language of languageCodes) {
      expect(Object.keys(table[language])).toEqual(paths);
      for (const path of paths) expect(table[language][path]).toBe(formatFact(path, language));
    }
    expect(table.id["warehouse.pallets"]).toBe("25.000");
  });

  it("leaves out of the table only numbers every language writes as plain digits, which the table's pages write without a formatter", () => {
    const table = formatFactsForEveryLanguage();
    const numbers: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (typeof value === "number") numbers.push(path);
      else if (typeof value === "object" && value !== null)
        for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
    };
    walk({ ...company, derived: derivedFacts(company) }, "");
    const plain = numbers.filter((path) => !(path in table.en));
    expect(plain).toEqual(expect.arrayContaining(["claims.ports"]));
    // What follows from the build's day stays the build's (below).
    expect(plain.filter((path) => path.startsWith("derived."))).toEqual([]);
    for (const path of plain)
      for (const language of languageCodes) expect(formatFact(path, language)).toBe(String(factValue(path)));

    // A page's code with the build's table (gatsby-node.ts defines it for webpack): the same
    // texts, and no number formatter made for any of them.
    const expected = numbers.flatMap((path) => languageCodes.map((language) => formatFact(path, language)));
    const withTable = globalThis as { __FORMATTED_FACTS__?: unknown };
    withTable.__FORMATTED_FACTS__ = table;
    const formatters = jest.spyOn(Intl, "NumberFormat");
    try {
      jest.isolateModules(() => {
        const built = jest.requireActual<typeof import("../src/shared/facts")>("../src/shared/facts");
        expect(numbers.flatMap((path) => languageCodes.map((language) => built.formatFact(path, language)))).toEqual(
          expected,
        );
      });
      expect(formatters).not.toHaveBeenCalled();
    } finally {
      formatters.mockRestore();
      delete withTable.__FORMATTED_FACTS__;
    }
  });

  it("has a page's code write the years in business as its HTML does, whatever year the visitor's clock says", () => {
    const table = formatFactsForEveryLanguage();
    const withTable = globalThis as { __FORMATTED_FACTS__?: unknown };
    withTable.__FORMATTED_FACTS__ = table;
    jest.useFakeTimers({ now: new Date("2042-06-15T12:00:00Z") });
    try {
      jest.isolateModules(() => {
        const built = jest.requireActual<typeof import("../src/shared/facts")>("../src/shared/facts");
        for (const language of languageCodes)
          expect(built.formatFact("derived.yearsExperience", language)).toBe(
            formatFact("derived.yearsExperience", language),
          );
      });
    } finally {
      jest.useRealTimers();
      delete withTable.__FORMATTED_FACTS__;
    }
  });
});

describe("statements computed from the facts", () => {
  const faqOfSeaFreight = (language: string): string =>
    matter(readFileSync(path.resolve(__dirname, "../content/services/ekspedisi-laut", `${language}.mdx`), "utf8")).data
      .faq[0].answer;

  it("keep the sea freight page's LCL or FCL answer right in every language when a rate changes", () => {
    const before = languageCodes.map((language) => interpolateFacts(faqOfSeaFreight(language), language));
    let after: string[] = [];
    jest.isolateModules(() => {
      // An editor raises the LCL rate: from 1,200 / 60 = 20 CBM on, a container costs less.
      jest.doMock("../content/company.json", () => ({
        ...company,
        rates: { ...company.rates, sea: { ...company.rates.sea, lcl: { ...company.rates.sea.lcl, amount: 60 } } },
      }));
      const facts = jest.requireActual<typeof import("../src/shared/facts")>("../src/shared/facts");
      after = languageCodes.map((language) => facts.interpolateFacts(faqOfSeaFreight(language), language));
    });
    languageCodes.forEach((language, i) => {
      expect(before[i]).toMatch(/(^|\D)27(\D|$)/);
      expect(after[i]).toMatch(/(^|\D)21(\D|$)/);
      expect(after[i]).not.toMatch(/(^|\D)27(\D|$)/);
    });
  });
});
