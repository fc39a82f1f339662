import { dutyInputLines, dutyLines, dutySummary } from "../src/components/estimator/duty-figures";
import { estimateDuties, type DutyFigures } from "../src/components/estimator/import-duties";
import type { LanguageCode } from "../src/shared/languages";
import { localeT } from "./support/locale-t";
import { workedDutyExample as worked } from "./support/worked-duty-example";

// The customs estimator's lines in words, with the real strings of
// content/locales/<lang>/estimator.json: what the page shows and the quote message carries.

const plain = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, " ");
const linesOf = (figures: DutyFigures, language: LanguageCode) =>
  dutyLines(figures, estimateDuties(figures), language, localeT(language, "estimator"));
const valueOf = (figures: DutyFigures, language: LanguageCode) =>
  Object.fromEntries(linesOf(figures, language).map((l) => [l.key, plain(l.value)]));

describe("the worked example in words", () => {
  test("Indonesian: rupiah as Rp with dots, each line with its formula", () => {
    const lines = linesOf(worked, "id");
    expect(lines.map((l) => l.key)).toEqual(["cif", "customsValue", "importDuty", "vat", "incomeTax22", "total"]);
    expect(valueOf(worked, "id")).toEqual({
      cif: "Rp 115.000.000",
      customsValue: "Rp 115.000.000",
      importDuty: "Rp 11.500.000",
      vat: "Rp 13.915.000",
      incomeTax22: "Rp 3.162.500",
      total: "Rp 28.577.500",
    });
    const formula = Object.fromEntries(lines.map((l) => [l.key, plain(l.formula)]));
    expect(formula.cif).toBe("Nilai barang (FOB) + biaya angkut + asuransi");
    expect(formula.customsValue).toBe("CIF dalam rupiah");
    expect(formula.importDuty).toBe("10% dari nilai pabean");
    expect(formula.vat).toBe("11% dari nilai pabean ditambah bea masuk (Rp 126.500.000)");
    expect(formula.incomeTax22).toBe(
      "2,5% dari nilai pabean ditambah bea masuk, sesuai status importir Anda. Barang yang ditetapkan Menteri Keuangan (PMK 34/PMK.010/2017 sebagaimana diubah dengan PMK 110/PMK.010/2018), termasuk banyak barang konsumsi, dikenai 7,5% atau 10%: tarif untuk barang Anda kami pastikan dalam penawaran",
    );
  });

  test("in US dollars at an entered rate, insurance left empty: the assumed insurance and the rate are named", () => {
    const figures: DutyFigures = {
      ...worked,
      fob: 10_000,
      freight: 1_000,
      insurance: undefined,
      currency: "USD",
      exchangeRate: 16_000,
    };
    const lines = linesOf(figures, "en");
    const cif = lines.find((l) => l.key === "cif")!;
    // 0.5 % of 11,000 = 55 assumed: CIF USD 11,055, customs value Rp 176,880,000.
    expect(plain(cif.value)).toBe("USD 11,055");
    expect(plain(cif.formula)).toBe(
      "Goods value (FOB) + freight + insurance assumed at 0.5% of FOB plus freight (USD 55)",
    );
    const customs = lines.find((l) => l.key === "customsValue")!;
    expect(plain(customs.value)).toBe("IDR 176,880,000");
    expect(plain(customs.formula)).toBe("CIF × tax exchange rate (IDR 16,000 per 1 USD)");
  });

  test("in yen: amounts in whole yen, as the currency has no smaller unit; the rate as entered, per 100 yen as the official table gives it", () => {
    const figures: DutyFigures = {
      ...worked,
      fob: 1_000,
      freight: 2,
      insurance: undefined,
      currency: "JPY",
      exchangeRate: 10_837,
    };
    const lines = linesOf(figures, "en");
    // 0.5 % of 1,002 = 5.01, assumed as 5 yen (no smaller unit): CIF 1,007 yen.
    const cif = lines.find((l) => l.key === "cif")!;
    expect(plain(cif.value)).toBe("JPY 1,007");
    expect(plain(cif.formula)).toBe(
      "Goods value (FOB) + freight + insurance assumed at 0.5% of FOB plus freight (JPY 5)",
    );
    const customs = lines.find((l) => l.key === "customsValue")!;
    // 1,007 x 10,837 / 100 = 109,128.59: whole rupiah.
    expect(plain(customs.value)).toBe("IDR 109,129");
    expect(plain(customs.formula)).toBe("CIF × tax exchange rate (IDR 10,837 per 100 JPY)");
  });

  test("an amount entered with more decimals than its currency has counts as the declaration states it: the CIF shown times the rate is the customs value shown", () => {
    const figures: DutyFigures = {
      ...worked,
      fob: 1_000.4,
      freight: 0,
      insurance: 0,
      currency: "JPY",
      exchangeRate: 10_800,
    };
    const lines = linesOf(figures, "en");
    expect(plain(lines.find((l) => l.key === "cif")!.value)).toBe("JPY 1,000");
    expect(plain(lines.find((l) => l.key === "customsValue")!.value)).toBe("IDR 108,000");
  });

  test("an assumed insurance is in cents, so that the figures shown add up and multiply out", () => {
    const figures: DutyFigures = {
      ...worked,
      fob: 1_250.5,
      freight: 100,
      insurance: undefined,
      currency: "USD",
      exchangeRate: 16_600,
    };
    const lines = linesOf(figures, "en");
    // 0.5 % of 1,350.50 = 6.7525: USD 6.75, and CIF 1,250.50 + 100 + 6.75 = 1,357.25.
    expect(plain(lines.find((l) => l.key === "cif")!.formula)).toContain("(USD 6.75)");
    expect(plain(lines.find((l) => l.key === "cif")!.value)).toBe("USD 1,357.25");
    // 1,357.25 x 16,600 = 22,530,350, as a visitor checking the page would work it out.
    expect(plain(lines.find((l) => l.key === "customsValue")!.value)).toBe("IDR 22,530,350");
  });

  test("a rate entered with three decimals is written with them, in the entries and the formulas", () => {
    const figures: DutyFigures = { ...worked, dutyPercent: 7.125, luxuryPercent: 12.345 };
    const estimate = estimateDuties(figures);
    const t = localeT("en", "estimator");
    const lines = dutyLines(figures, estimate, "en", t);
    expect(plain(lines.find((l) => l.key === "importDuty")!.formula)).toBe("7.125% of the customs value");
    expect(plain(lines.find((l) => l.key === "luxuryTax")!.formula)).toBe(
      "12.345% of the customs value plus import duty",
    );
    const entered = dutyInputLines(figures, estimate, "id", localeT("id", "estimator")).map(plain);
    expect(entered).toContain("Tarif bea masuk (%): 7,125");
  });

  test("Japanese and Chinese: the words of their language", () => {
    expect(linesOf(worked, "ja").find((l) => l.key === "vat")!.label).toBe("付加価値税");
    expect(linesOf(worked, "zh").find((l) => l.key === "incomeTax22")!.label).toBe("第22条所得税");
  });
});

describe("the free trade zone and the luxury-goods tax", () => {
  test("into the zone the duty, VAT and luxury tax are shown as exempt, and income tax 22 is counted", () => {
    const figures: DutyFigures = { ...worked, destination: "freeTradeZone" };
    const lines = linesOf(figures, "en");
    for (const key of ["importDuty", "vat", "luxuryTax"]) {
      const line = lines.find((l) => l.key === key)!;
      expect(line.exempt).toBe(true);
      expect(line.value).toBe("Exempt");
      expect(line.formula).toBe(
        "Not charged on goods brought into the Batam free trade zone from abroad by a company licensed in the zone",
      );
    }
    const incomeTax = lines.find((l) => l.key === "incomeTax22")!;
    expect(incomeTax.exempt).toBeFalsy();
    expect(plain(incomeTax.value)).toBe("IDR 2,875,000");
    expect(plain(lines.find((l) => l.key === "total")!.value)).toBe("IDR 2,875,000");
    expect(plain(lines.find((l) => l.key === "customsValue")!.value)).toBe("IDR 115,000,000");
  });

  test("a luxury-goods rate adds its line; without one there is none", () => {
    expect(linesOf(worked, "en").some((l) => l.key === "luxuryTax")).toBe(false);
    const lines = linesOf({ ...worked, luxuryPercent: 20 }, "en");
    // 20 % of 126,500,000.
    expect(plain(lines.find((l) => l.key === "luxuryTax")!.value)).toBe("IDR 25,300,000");
  });
});

describe("the summary for the quote request", () => {
  test("what was entered, every line as shown with its formula, and the notice", () => {
    const t = localeT("en", "estimator");
    const figures: DutyFigures = {
      ...worked,
      fob: 10_000,
      freight: 1_000,
      insurance: undefined,
      currency: "USD",
      exchangeRate: 16_000,
      importer: "taxpayer",
    };
    const estimate = estimateDuties(figures);
    const lines = dutyLines(figures, estimate, "en", t);
    const text = plain(dutySummary(figures, estimate, lines, "en", t, "NOTICE"));
    expect(
      text.startsWith("Import duty and tax estimate (customs clearance): - Goods value, FOB (USD): USD 10,000"),
    ).toBe(true);
    expect(text).toContain("- Insurance (USD, optional): USD 55 (assumed)");
    // The rupiah named as the figures name it.
    expect(text).toContain("- Tax exchange rate (IDR per 1 USD): IDR 16,000 per 1 USD");
    expect(text).toContain("- Import duty rate (%): 10");
    expect(text).toContain("- Importer's status (income tax article 22): Taxpayer number (NPWP) without API: 7.5%");
    expect(text).toContain("- Where the goods go: Into the Indonesian customs area");
    for (const line of lines) expect(text).toContain(plain(`${line.label}: ${line.value} (${line.formula})`));
    expect(text.endsWith("NOTICE")).toBe(true);
  });

  test("each language names the rupiah in its entries as in its figures", () => {
    const figures: DutyFigures = { ...worked, currency: "USD", exchangeRate: 16_000 };
    const rateLine = (language: LanguageCode) =>
      plain(
        dutyInputLines(figures, estimateDuties(figures), language, localeT(language, "estimator")).find((l) =>
          l.includes("16"),
        )!,
      );
    expect(rateLine("id")).toBe("Kurs pajak (Rp per 1 USD): Rp 16.000 per 1 USD");
    expect(rateLine("zh")).toBe("计税汇率（1 USD折合IDR）：1 USD = IDR 16,000");
    expect(rateLine("ja")).toBe("課税為替レート（1 USDあたりのIDR）：1 USDあたりIDR 16,000");
    // Amounts in rupiah are labelled as their figures are written: Rp in Indonesian.
    const lines = dutyInputLines(worked, estimateDuties(worked), "id", localeT("id", "estimator")).map(plain);
    expect(lines[0]).toBe("Nilai barang, FOB (Rp): Rp 100.000.000");
  });

  test("Chinese and Japanese set each line's formula in full-width brackets, without a space", () => {
    for (const language of ["zh", "ja"] as const) {
      const t = localeT(language, "estimator");
      const estimate = estimateDuties(worked);
      const lines = dutyLines(worked, estimate, language, t);
      const text = dutySummary(worked, estimate, lines, language, t, "NOTICE");
      for (const line of lines) expect(text).toContain(`${line.label}：${line.value}（${line.formula}）`);
      expect(text).not.toMatch(/ \(/);
    }
  });

  test("figures at the prefilled example exchange rate say so, in the customs value's formula and the quote's message", () => {
    const typed: DutyFigures = { ...worked, currency: "USD", exchangeRate: 16_000 };
    const example: DutyFigures = { ...typed, exampleRate: true };
    const t = localeT("en", "estimator");
    const customsValue = (figures: DutyFigures) =>
      plain(dutyLines(figures, estimateDuties(figures), "en", t).find((l) => l.key === "customsValue")!.formula);
    expect(customsValue(typed)).toBe("CIF × tax exchange rate (IDR 16,000 per 1 USD)");
    expect(customsValue(example)).toBe(
      "CIF × tax exchange rate (IDR 16,000 per 1 USD, the example rate: enter this week's official one above)",
    );
    const rateLine = (figures: DutyFigures, language: LanguageCode) =>
      plain(
        dutyInputLines(figures, estimateDuties(figures), language, localeT(language, "estimator")).find((l) =>
          l.includes("16"),
        )!,
      );
    expect(rateLine(example, "en")).toBe(
      "Tax exchange rate (IDR per 1 USD): IDR 16,000 per 1 USD (the example rate, not this week's official one)",
    );
    expect(rateLine(example, "ja")).toBe(
      "課税為替レート（1 USDあたりのIDR）：1 USDあたりIDR 16,000（例示のレートで、今週の公式レートではありません）",
    );
    // The same figures either way: only the words differ.
    expect(estimateDuties(example)).toEqual(estimateDuties(typed));
  });

  test("rupiah needs no exchange rate line", () => {
    const t = localeT("id", "estimator");
    expect(dutyInputLines(worked, estimateDuties(worked), "id", t).some((l) => l.startsWith("Kurs pajak"))).toBe(false);
  });
});
