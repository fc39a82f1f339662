import { readFileSync } from "fs";
import { company, formatFact, formatMoney } from "../src/shared/facts";
import { fractionReading, parseDecimal } from "../src/shared/decimal-input";
import { languageCodes, type LanguageCode } from "../src/shared/languages";
import {
  airFigures,
  cmPerInch,
  emptyRow,
  kgPerPound,
  limits,
  maxInUnits,
  parseRows,
  pieceFits,
  roundHalfUp,
  roundUp,
  roundUpToHalf,
  seaFigures,
  type Piece,
  type PieceRow,
} from "../src/shared/freight-rules";
import {
  airLines,
  pieceLines,
  refusedByQuoteForm,
  seaLines,
  shipmentPrefill,
  priceTerms,
  type Translate,
} from "../src/components/calculator/freight-figures";
import { validateFormMessage } from "../src/forms/shared/schema";
import { fieldDefinition } from "../src/forms/shared/fields";
import { emailText } from "../src/forms/function/company-mail";
import { validBody } from "./forms/function/helpers";
import { containerRows, deliveryRows } from "../src/components/tables/freight-tables";
import { containerKeys } from "../src/shared/containers";
import { localeT } from "./support/locale-t";
import { services } from "../src/shared/services";
import { pageNamespaces } from "../src/node/page-namespaces";

// The calculator's rules with the real rates from content/company.json and the real
// strings from content/locales/<lang>/calculator.json.

function calculatorT(language: LanguageCode, ns = "calculator"): Translate {
  return localeT(language, ns);
}

const row = (length: string, width: string, height: string, weight: string, quantity = "1"): PieceRow => ({
  length,
  width,
  height,
  weight,
  quantity,
});
const piece = (lengthCm: number, widthCm: number, heightCm: number, weightKg: number, quantity = 1): Piece => ({
  lengthCm,
  widthCm,
  heightCm,
  weightKg,
  quantity,
});
const noBreakSpace = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("reading typed numbers", () => {
  it.each([
    ["120", "en", 120],
    ["12.5", "en", 12.5],
    ["12,5", "en", 12.5],
    ["12,5", "id", 12.5],
    ["12.5", "id", 12.5],
    ["1,000", "en", 1000],
    ["1.000", "id", 1000],
    ["1.000", "en", 1],
    ["1,250.5", "id", 1250.5],
    ["1.250,5", "en", 1250.5],
    ["1.000.000", "en", 1000000],
    [" 80 ", "ja", 80],
    ["１２０", "ja", 120],
    ["１２．５", "zh", 12.5],
    [".5", "en", 0.5],
    // A lone 0 is never a group of thousands: half a kilo, in every language's way of writing.
    ["0.500", "id", 0.5],
    ["0,500", "en", 0.5],
    ["0,500", "ja", 0.5],
    ["0,001", "zh", 0.001],
    ["0,5", "id", 0.5],
    ["10.500", "id", 10500],
    // The full stop and comma a Chinese or Japanese input method may give after digits.
    ["７。５", "ja", 7.5],
    ["１０、０００", "ja", 10000],
    ["１２０。５", "zh", 120.5],
  ] as const)("%s in %s is %d", (text, language, value) => {
    expect(parseDecimal(text, language)).toEqual({ ok: true, value });
  });

  it.each([
    ["", "required"],
    ["   ", "required"],
    ["abc", "notNumber"],
    ["12cm", "notNumber"],
    ["1e5", "notNumber"],
    ["NaN", "notNumber"],
    ["Infinity", "notNumber"],
    ["1.2.3", "notNumber"],
    ["1,2.3,4", "notNumber"],
    ["12.", "notNumber"],
    ["0x10", "notNumber"],
    ["-5", "notPositive"],
    ["−5", "notPositive"],
    ["0", "notPositive"],
    ["0,0", "notPositive"],
    ["0,500,000", "notNumber"],
    ["-abc", "notNumber"],
  ] as const)("%p is refused as %s", (text, problem) => {
    expect(parseDecimal(text, "en")).toEqual({ ok: false, problem });
  });

  // A count's reason asks for a whole number whether it was a fraction or no number at all.
  it.each([
    ["abc", "notWhole"],
    ["1,5", "notWhole"],
    ["2.5", "notWhole"],
    ["0", "notPositive"],
    ["", "required"],
  ] as const)("%p is refused as a count with %s", (text, problem) => {
    expect(parseDecimal(text, "en", { whole: true })).toEqual({ ok: false, problem });
  });

  // A number that reads two ways, read as a fraction: said as read, for a visitor who meant a thousand times more.
  it.each([
    ["1,250", "id", "1,25"],
    ["12,500", "id", "12,5"],
    ["16.600", "en", "16.6"],
    ["1.250", "ja", "1.25"],
    ["１．２５０", "zh", "1.25"],
    // Read as a whole number a thousand times smaller: the same mix-up.
    ["16.000", "en", "16"],
    ["2.000", "en", "2"],
    ["2,000", "id", "2"],
  ] as const)("%s in %s was read as the fraction %s", (text, language, shown) => {
    expect(fractionReading(text, language)).toBe(shown);
  });

  it.each([
    ["12,500 USD", "id", ["USD", "$"], "12,5"],
    ["Rp 16.600", "en", ["IDR", "Rp"], "16.6"],
    ["1,250 cm", "id", ["cm"], "1,25"],
  ] as const)("%s in %s, typed with its unit, was read as the fraction %s", (text, language, units, shown) => {
    expect(fractionReading(text, language, units)).toBe(shown);
  });

  it.each([
    ["1.250", "id"],
    ["1,250", "en"],
    ["１，２５０", "zh"],
    ["1250", "id"],
    ["1.250,5", "id"],
    ["1,250.5", "en"],
    ["0,500", "id"],
    ["12,5", "id"],
    ["1.2345", "en"],
    ["abc", "id"],
    ["", "id"],
  ] as const)("%p in %s is not a fraction that reads two ways: nothing to say", (text, language) => {
    expect(fractionReading(text, language)).toBeUndefined();
  });

  it("reads a whole count as any number", () => {
    expect(parseDecimal("1,250", "en", { whole: true })).toEqual({ ok: true, value: 1250 });
    expect(parseDecimal("１２", "ja", { whole: true })).toEqual({ ok: true, value: 12 });
  });
});

describe("rows of pieces", () => {
  it("converts inches and pounds to centimetres and kilograms", () => {
    const { pieces, errors } = parseRows([row("10", "20", "30", "100", "2")], "imperial", "en");
    expect(errors).toEqual([]);
    expect(pieces[0].lengthCm).toBeCloseTo(25.4, 10);
    expect(pieces[0].widthCm).toBeCloseTo(50.8, 10);
    expect(pieces[0].heightCm).toBeCloseTo(76.2, 10);
    expect(pieces[0].weightKg).toBeCloseTo(45.359237, 10);
    expect(pieces[0].quantity).toBe(2);
    expect(cmPerInch).toBe(2.54);
    expect(kgPerPound).toBe(0.45359237);
  });

  it("takes each size and weight typed with the unit its label names, and no other", () => {
    const metric = parseRows([row("120 cm", "80cm", "ＣＭ100", "250 kg", "2")], "metric", "id");
    expect(metric.errors).toEqual([]);
    expect(metric.pieces[0]).toMatchObject({ lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 250 });
    const imperial = parseRows([row("10 in", '20"', "30", "100 lbs", "2")], "imperial", "en");
    expect(imperial.errors).toEqual([]);
    expect(imperial.pieces[0].weightKg).toBeCloseTo(45.359237, 10);
    expect(parseRows([row("120 in", "80", "100", "250 lb", "2 pcs")], "metric", "en").errors).toEqual([
      { row: 0, field: "length", problem: "notNumber" },
      { row: 0, field: "weight", problem: "notNumber" },
      { row: 0, field: "quantity", problem: "notWhole" },
    ]);
  });

  it("takes each size and weight typed with the unit its label names in the page's language (厘米, 公斤, インチ, ポンド)", () => {
    const unitName = (language: LanguageCode) => (unit: string) =>
      (
        JSON.parse(readFileSync(`content/locales/${language}/calculator.json`, "utf8")) as {
          unit: Record<string, string>;
        }
      ).unit[unit];
    const zh = parseRows([row("120厘米", "80 厘米", "100", "12公斤", "2")], "metric", "zh", unitName("zh"));
    expect(zh.errors).toEqual([]);
    expect(zh.pieces[0]).toMatchObject({ lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 12 });
    const ja = parseRows([row("10インチ", "20", "30", "100ポンド", "2")], "imperial", "ja", unitName("ja"));
    expect(ja.errors).toEqual([]);
    expect(ja.pieces[0].lengthCm).toBeCloseTo(25.4, 10);
    // Another language's name is no unit here.
    expect(parseRows([row("120厘米", "80", "100", "12", "2")], "metric", "en", unitName("en")).errors).toEqual([
      { row: 0, field: "length", problem: "notNumber" },
    ]);
  });

  it("names every bad field by row, and gives no pieces while any is wrong", () => {
    const { pieces, errors } = parseRows(
      [row("120", "80", "100", "250"), row("-1", "abc", "", "0", "1,5")],
      "metric",
      "en",
    );
    expect(pieces).toEqual([]);
    expect(errors).toEqual([
      { row: 1, field: "length", problem: "notPositive" },
      { row: 1, field: "width", problem: "notNumber" },
      { row: 1, field: "height", problem: "required" },
      { row: 1, field: "weight", problem: "notPositive" },
      { row: 1, field: "quantity", problem: "notWhole" },
    ]);
    expect(parseRows([row("120", "80", "100", "250", "dua")], "metric", "id").errors).toEqual([
      { row: 0, field: "quantity", problem: "notWhole" },
    ]);
  });

  it("refuses enormous values with the limit in the visitor's units", () => {
    const { errors } = parseRows([row("5001", "1".repeat(400), "10", "1000001", "10001")], "metric", "en");
    expect(errors).toEqual([
      { row: 0, field: "length", problem: "tooLarge", max: limits.dimensionCm },
      { row: 0, field: "width", problem: "tooLarge", max: limits.dimensionCm },
      { row: 0, field: "weight", problem: "tooLarge", max: limits.weightKg },
      { row: 0, field: "quantity", problem: "tooLarge", max: limits.quantity },
    ]);
    expect(maxInUnits("length", "imperial")).toBe(1968); // 5,000 cm = 1,968.5 in
    expect(maxInUnits("weight", "imperial")).toBe(2204622); // 1,000,000 kg = 2,204,622.6 lb
    expect(parseRows([row("1969", "1", "1", "1")], "imperial", "en").errors[0]).toMatchObject({
      field: "length",
      problem: "tooLarge",
      max: 1968,
    });
  });

  it("starts a new row empty with a quantity of one, which is not yet a result", () => {
    expect(emptyRow()).toEqual({ length: "", width: "", height: "", weight: "", quantity: "1" });
    const { pieces, errors } = parseRows([emptyRow()], "metric", "en");
    expect(pieces).toEqual([]);
    expect(errors.map((e) => e.problem)).toEqual(["required", "required", "required", "required"]);
  });
});

describe("rounding", () => {
  it("rounds half up without binary noise", () => {
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
    expect(roundHalfUp(2.675, 2)).toBe(2.68);
    expect(roundHalfUp(1.004999, 2)).toBe(1);
    expect(roundHalfUp(129.6, 2)).toBe(129.6);
  });

  it("rounds charged units up, but not an exact value", () => {
    expect(roundUp(1.23, 2)).toBe(1.23);
    expect(roundUp(0.000001, 3)).toBe(0.001);
    expect(roundUp(2.8801, 3)).toBe(2.881);
    expect(roundUpToHalf(12)).toBe(12);
    expect(roundUpToHalf(12.01)).toBe(12.5);
    expect(roundUpToHalf(12.5)).toBe(12.5);
    expect(roundUpToHalf(12.51)).toBe(13);
  });
});

describe("sea freight", () => {
  it("totals the volume and prices LCL by volume when it is greater", () => {
    // 3 pieces of 120 x 80 x 100 cm (0.96 CBM each) at 250 kg: 2.88 CBM, 0.75 t.
    const f = seaFigures([piece(120, 80, 100, 250, 3)]);
    expect(f).toMatchObject({
      pieces: 3,
      cbm: 2.88,
      kg: 750,
      tonnes: 0.75,
      weightMeasure: 2.88,
      chargedBy: "volume",
      heavyLift: false,
    });
    expect(f.lcl).toEqual({ amount: 2.88 * company.rates.sea.lcl.amount, currency: "USD" });
    expect(f.lcl?.amount).toBe(129.6);
  });

  it("prices LCL by weight when one tonne per CBM is more", () => {
    const f = seaFigures([piece(100, 100, 100, 2500)]);
    expect(f).toMatchObject({ cbm: 1, tonnes: 2.5, weightMeasure: 2.5, chargedBy: "weight" });
    expect(f.lcl?.amount).toBe(112.5);
  });

  it("rounds a tiny volume up to a litre, never to zero", () => {
    expect(seaFigures([piece(1, 1, 1, 0.1)]).cbm).toBe(0.001);
  });

  it("says which containers hold the volume, from company.json, and prices the fewest", () => {
    const { containers: sizes } = company.sea;
    // 40 CBM in two pieces that each stand in any of them (one 400 cm tall stands in none).
    const f = seaFigures([piece(500, 200, 200, 500, 2)]);
    expect(f.containers).toEqual([
      { key: "20ft", capacityCbm: sizes["20ft"].cbm, count: 2, takesEveryPiece: true, fitsInOne: false },
      { key: "40ft", capacityCbm: sizes["40ft"].cbm, count: 1, takesEveryPiece: true, fitsInOne: true },
      { key: "40ftHc", capacityCbm: sizes["40ftHc"].cbm, count: 1, takesEveryPiece: true, fitsInOne: true },
    ]);
    expect(f.fcl).toEqual({ key: "40ft", count: 1, price: { amount: company.rates.sea.fcl.amount, currency: "USD" } });
    expect(f.outOfGauge).toBe(false);
    expect(seaFigures([piece(100, 100, 100, 10, 33)]).fcl?.key).toBe("20ft");
    const big = seaFigures([piece(100, 100, 100, 10, 200)]); // 200 CBM: three 40ft HC
    expect(big.fcl).toEqual({
      key: "40ftHc",
      count: 3,
      price: { amount: 3 * company.rates.sea.fcl.amount, currency: "USD" },
    });
  });

  it("flags heavy lift for a piece above the limit, not for many light pieces", () => {
    const limitKg = company.sea.heavyLiftTons * 1000;
    expect(seaFigures([piece(100, 100, 100, limitKg)]).heavyLift).toBe(false);
    expect(seaFigures([piece(100, 100, 100, limitKg + 1)]).heavyLift).toBe(true);
    expect(seaFigures([piece(100, 100, 100, 1000, 40)]).heavyLift).toBe(false);
  });
});

describe("pieces larger than a standard container", () => {
  const sizes = company.sea.containers;
  const cm = (mm: number) => mm / 10;

  it("takes the container sizes from company.json: the ISO minimum inside and door of each type", () => {
    for (const key of containerKeys) {
      const { insideMm, doorMm } = sizes[key];
      for (const value of [insideMm.length, insideMm.width, insideMm.height, doorMm.width, doorMm.height])
        expect(value).toBeGreaterThan(0);
      // A door is never larger than the inside it opens into.
      expect(doorMm.width).toBeLessThanOrEqual(insideMm.width);
      expect(doorMm.height).toBeLessThanOrEqual(insideMm.height);
    }
  });

  it("a piece as long as the inside, as wide and as tall as the door goes in; a millimetre more does not", () => {
    const { insideMm, doorMm } = sizes["20ft"];
    const [l, w, h] = [cm(insideMm.length), cm(doorMm.width), cm(doorMm.height)];
    expect(pieceFits({ lengthCm: l, widthCm: w, heightCm: h }, "20ft")).toBe(true);
    expect(pieceFits({ lengthCm: l + 0.1, widthCm: w, heightCm: h }, "20ft")).toBe(false);
    expect(pieceFits({ lengthCm: l, widthCm: w + 0.1, heightCm: h }, "20ft")).toBe(false);
    expect(pieceFits({ lengthCm: l, widthCm: w, heightCm: h + 0.1 }, "20ft")).toBe(false);
    // Typed the other way round, it is turned on the floor.
    expect(pieceFits({ lengthCm: w, widthCm: l, heightCm: h }, "20ft")).toBe(true);
    // Longer than a 20ft, it goes into a 40ft; taller than their doors, into a 40ft high cube only.
    expect(pieceFits({ lengthCm: l + 0.1, widthCm: w, heightCm: h }, "40ft")).toBe(true);
    expect(pieceFits({ lengthCm: 300, widthCm: 200, heightCm: h + 0.1 }, "40ft")).toBe(false);
    expect(pieceFits({ lengthCm: 300, widthCm: 200, heightCm: h + 0.1 }, "40ftHc")).toBe(true);
  });

  it("never tips a piece over: 100 × 50 × 300 cm stands in no container, though on its side it would", () => {
    for (const key of containerKeys) {
      expect(pieceFits({ lengthCm: 100, widthCm: 50, heightCm: 300 }, key)).toBe(false);
      expect(pieceFits({ lengthCm: 300, widthCm: 100, heightCm: 50 }, key)).toBe(true);
    }
  });

  it("480 × 250 × 320 cm at 12,000 kg: out of gauge, no container and no LCL price, a quote for break bulk", () => {
    const f = seaFigures([piece(480, 250, 320, 12_000)]);
    expect(f.outOfGauge).toBe(true);
    expect(f.fcl).toBeUndefined();
    expect(f.lcl).toBeUndefined();
    expect(f.containers.map((c) => [c.key, c.takesEveryPiece, c.fitsInOne])).toEqual([
      ["20ft", false, false],
      ["40ft", false, false],
      ["40ftHc", false, false],
    ]);
    for (const language of languageCodes) {
      const t = calculatorT(language);
      const lines = seaLines(f, language, t, calculatorT(language, "tables"));
      expect(lines.map((l) => l.key)).toEqual(["pieces", "volume", "weight", "outOfGauge"]);
      expect(lines.find((l) => l.key === "outOfGauge")).toMatchObject({
        label: t("sea.outOfGauge"),
        value: t("sea.outOfGaugeValue"),
      });
      expect(lines.some((l) => l.price)).toBe(false);
      // The sizes and weights still go with the quote; the mode is break bulk, with no container.
      const prefill = shipmentPrefill({ mode: "sea", sea: f }, language);
      expect(prefill.mode).toBe("sea-breakbulk");
      expect(prefill).not.toHaveProperty("containerType");
      expect(prefill).not.toHaveProperty("containerCount");
      expect(Object.keys(prefill)).toEqual(["mode", "pieces", "weightKg", "volumeCbm"]);
      expect(validateFormMessage({ ...validBody, language, ...prefill }).ok).toBe(true);
    }
    expect(shipmentPrefill({ mode: "sea", sea: f }, "en")).toEqual({
      mode: "sea-breakbulk",
      pieces: "1",
      weightKg: "12,000",
      volumeCbm: "38.4",
    });
  });

  it("a piece above the heavy-lift limit that a container's size would take: heavy lift, no container and no LCL price", () => {
    const heavy = piece(200, 150, 150, company.sea.heavyLiftTons * 1000 + 1000);
    const f = seaFigures([heavy]);
    expect(containerKeys.every((key) => pieceFits(heavy, key))).toBe(true);
    // Heavier than any container may carry, too.
    expect(f).toMatchObject({ heavyLift: true, outOfGauge: true });
    expect(f.fcl).toBeUndefined();
    expect(f.lcl).toBeUndefined();
    for (const language of languageCodes) {
      const t = calculatorT(language);
      const lines = seaLines(f, language, t, calculatorT(language, "tables"));
      expect(lines.map((l) => l.key)).toEqual(["pieces", "volume", "weight", "outOfGauge", "heavyLift"]);
      expect(lines.find((l) => l.key === "heavyLift")?.value).toBe(t("sea.heavyLiftValue"));
      expect(lines.some((l) => l.price)).toBe(false);
      const prefill = shipmentPrefill({ mode: "sea", sea: f }, language);
      expect(prefill.mode).toBe("sea-breakbulk");
      expect(prefill).not.toHaveProperty("containerType");
    }
  });

  it("counts containers by weight too: 40 tonnes in 20 cubes of a cubic metre fill no container alone, and take two", () => {
    const f = seaFigures([piece(100, 100, 100, 2000, 20)]);
    expect(f.containers.map((c) => [c.key, c.takesEveryPiece, c.fitsInOne, c.count])).toEqual([
      ["20ft", true, false, 2],
      ["40ft", true, false, 2],
      ["40ftHc", true, false, 2],
    ]);
    expect(f.fcl).toMatchObject({ count: 2, price: { amount: 2 * company.rates.sea.fcl.amount } });
    // A piece heavier than a container may carry goes into none: out of gauge, though below heavy lift.
    const overPayload = seaFigures([piece(200, 150, 150, company.sea.containers["20ft"].payloadKg + 1)]);
    expect(overPayload).toMatchObject({ outOfGauge: true, heavyLift: false });
    expect(overPayload.fcl).toBeUndefined();
  });

  it("a 27-tonne piece (only a 20ft may carry it) and a 6 m one (only a 40ft is that long): no container size takes both, yet neither is out of gauge", () => {
    const heavy = piece(120, 100, 100, 27_000);
    const long = piece(600, 100, 100, 500);
    expect(
      containerKeys.filter((key) => seaFigures([heavy]).containers.find((c) => c.key === key)?.takesEveryPiece),
    ).toEqual(["20ft"]);
    expect(
      containerKeys.filter((key) => seaFigures([long]).containers.find((c) => c.key === key)?.takesEveryPiece),
    ).toEqual(["40ft", "40ftHc"]);
    const f = seaFigures([heavy, long]);
    expect(f).toMatchObject({ outOfGauge: false, mixedSizes: true, heavyLift: false });
    // Standard containers of more than one size: no single-size FCL price, while LCL still applies.
    expect(f.fcl).toBeUndefined();
    expect(f.lcl).toBeDefined();
    for (const language of languageCodes) {
      const t = calculatorT(language);
      const lines = seaLines(f, language, t, calculatorT(language, "tables"));
      expect(lines.map((l) => l.key)).toEqual(["pieces", "volume", "weight", "weightMeasure", "lcl", "mixedSizes"]);
      expect(lines.find((l) => l.key === "mixedSizes")?.value).toBe(t("sea.mixedSizesValue"));
      // The quote asks for full containers and leaves their sizes to the company.
      const prefill = shipmentPrefill({ mode: "sea", sea: f }, language);
      expect(prefill.mode).toBe("sea-fcl");
      expect(prefill).not.toHaveProperty("containerType");
      expect(validateFormMessage({ ...validBody, language, ...prefill }).ok).toBe(true);
    }
  });

  it("offers and prices only the containers every piece goes into, whatever the volume", () => {
    // 700 cm long: longer than a 20ft, though its 2.8 CBM would fill a fifth of one.
    const long = seaFigures([piece(700, 200, 200, 500), piece(100, 100, 100, 50, 3)]);
    expect(long.containers.map((c) => [c.key, c.takesEveryPiece, c.fitsInOne])).toEqual([
      ["20ft", false, false],
      ["40ft", true, true],
      ["40ftHc", true, true],
    ]);
    expect(long.fcl).toMatchObject({ key: "40ft", count: 1 });
    const en = seaLines(long, "en", calculatorT("en"), calculatorT("en", "tables"));
    const containers = en.find((l) => l.key === "containers")!.value;
    expect(containers).not.toContain(calculatorT("en", "tables")("containers.20ft"));
    expect(containers.split(", ")).toHaveLength(2);
    // 250 cm tall: a 40ft high cube only, the one the quote then asks for.
    const tall = seaFigures([piece(300, 200, 250, 500, 3)]);
    expect(tall.fcl).toMatchObject({ key: "40ftHc", count: 1 });
    expect(shipmentPrefill({ mode: "sea", sea: tall }, "en")).toMatchObject({
      mode: "sea-fcl",
      containerType: "40ftHc",
      containerCount: "1",
    });
  });
});

describe("whole pieces", () => {
  const fcl = (count: number) => ({ amount: count * company.rates.sea.fcl.amount, currency: "USD" });

  it("are never split between containers: three 15-tonne pieces take three, as two weigh more than any payload", () => {
    const f = seaFigures([piece(200, 150, 150, 15_000, 3)]);
    expect(f.containers.map((c) => [c.key, c.count, c.fitsInOne])).toEqual([
      ["20ft", 3, false],
      ["40ft", 3, false],
      ["40ftHc", 3, false],
    ]);
    expect(f.fcl).toEqual({ key: "40ftHc", count: 3, price: fcl(3) });
    // By weight alone, 45 t would have been two boxes.
    expect(Math.ceil(f.kg / company.sea.containers["20ft"].payloadKg)).toBe(2);
  });

  it("too wide to stand two abreast and too tall to stack stand one behind another: three 4.5 m crates take two 40ft", () => {
    const f = seaFigures([piece(450, 220, 220, 3000, 3)]);
    // 13.5 m in a row is longer than a 40ft's 12 m; a 20ft's 5.9 m takes one.
    expect(f.containers.map((c) => [c.key, c.count, c.fitsInOne])).toEqual([
      ["20ft", 3, false],
      ["40ft", 2, false],
      ["40ftHc", 2, false],
    ]);
    expect(f.fcl).toEqual({ key: "40ftHc", count: 2, price: fcl(2) });
    // Four 3 m pieces are 12 m, 2 mm more than a 40ft's inside.
    expect(seaFigures([piece(300, 200, 250, 500, 4)]).fcl).toMatchObject({ key: "40ftHc", count: 2 });
    // Two low enough to stack, or narrow enough to stand beside each other: one 20ft takes both.
    expect(seaFigures([piece(450, 220, 100, 3000, 2)]).fcl).toMatchObject({ key: "20ft", count: 1 });
    expect(seaFigures([piece(450, 100, 220, 3000, 2)]).fcl).toMatchObject({ key: "20ft", count: 1 });
  });
});

describe("air freight", () => {
  it("uses the volumetric weight when the cargo is light for its size", () => {
    // 2 x 100 x 60 x 50 cm = 600,000 cm3 -> 100 kg volumetric; 2 x 20 kg actual.
    const f = airFigures([piece(100, 60, 50, 20, 2)]);
    expect(f).toMatchObject({ actualKg: 40, volumetricKg: 100, chargeableKg: 100, chargedBy: "volumetric", cbm: 0.6 });
    expect(f.prices.economy).toEqual({ amount: 100 * company.rates.air.economy.amount, currency: "IDR" });
    expect(f.prices.express).toEqual({ amount: 100 * company.rates.air.express.amount, currency: "IDR" });
    expect(f.prices.international).toEqual({ amount: 280, currency: "USD" });
  });

  it("uses the actual weight when it is greater, rounded up to the next half kilogram", () => {
    const f = airFigures([piece(30, 20, 10, 12.34)]);
    expect(f).toMatchObject({ actualKg: 12.34, volumetricKg: 1, chargeableKg: 12.5, chargedBy: "actual" });
    expect(f.prices.international.amount).toBe(35); // 12.5 x 2.8
    expect(f.prices.economy.amount).toBe(62500);
  });

  it("charges the greater of the two weights shown, rounded up to the next half kilogram", () => {
    // 61 x 41 x 24 cm = 60,024 cm³: 10.004 kg volumetric, shown 10.01 kg, charged 10.5 kg.
    const f = airFigures([piece(61, 41, 24, 5)]);
    expect(f).toMatchObject({ actualKg: 5, volumetricKg: 10.01, chargeableKg: 10.5, chargedBy: "volumetric" });
    expect(f.chargeableKg).toBe(roundUpToHalf(Math.max(f.actualKg, f.volumetricKg)));
  });

  it("rounds prices to whole rupiah and to US cents", () => {
    const f = airFigures([piece(10, 10, 10, 0.3)]);
    expect(f.chargeableKg).toBe(0.5);
    expect(f.prices.economy.amount).toBe(2500);
    expect(f.prices.international.amount).toBe(1.4);
  });
});

describe("figures in the page's language", () => {
  it("writes the sea figures in English and Indonesian, prices as each language writes them", () => {
    const f = seaFigures([piece(120, 80, 100, 250, 3)]);
    const en = Object.fromEntries(
      seaLines(f, "en", calculatorT("en"), calculatorT("en", "tables")).map((l) => [l.key, noBreakSpace(l.value)]),
    );
    expect(en).toMatchObject({
      pieces: "3",
      volume: "2.88 CBM",
      weight: "750 kg",
      lcl: "USD 129.60",
      fcl: "1 × 20ft container: USD 1,200",
    });
    expect(en.containers).toContain("1 × 20ft container (33 CBM capacity)");
    const id = Object.fromEntries(
      seaLines(f, "id", calculatorT("id"), calculatorT("id", "tables")).map((l) => [l.key, noBreakSpace(l.value)]),
    );
    expect(id.volume).toBe("2,88 CBM");
    expect(id.lcl).toBe("USD 129,60");
    expect(id.fcl).toContain("USD 1.200");
    // The three containers that would take it, listed as each language lists.
    expect(en.containers.split(", ")).toHaveLength(3);
    const ja = Object.fromEntries(
      seaLines(f, "ja", calculatorT("ja"), calculatorT("ja", "tables")).map((l) => [l.key, noBreakSpace(l.value)]),
    );
    expect(ja.containers.split("、")).toHaveLength(3);
    expect(ja.containers).not.toMatch(/[;,] /);
  });

  it("writes rupiah as Rp in Indonesian and IDR elsewhere", () => {
    expect(noBreakSpace(formatMoney({ amount: 62500, currency: "IDR" }, "id"))).toBe("Rp 62.500");
    expect(noBreakSpace(formatMoney({ amount: 62500, currency: "IDR" }, "en"))).toBe("IDR 62,500");
    expect(noBreakSpace(formatMoney({ amount: 35, currency: "USD" }, "ja"))).toBe("USD 35");
  });

  it("never writes NaN or Infinity, whatever was typed", () => {
    for (const language of ["id", "en", "zh", "ja"] as const) {
      const t = calculatorT(language);
      for (const rows of [[row("1", "1", "1", "0.001")], [row("5000", "5000", "5000", "1000000", "10000")]]) {
        const { pieces } = parseRows(rows, "metric", "en");
        const text = [
          ...seaLines(seaFigures(pieces), language, t, calculatorT(language, "tables")),
          ...airLines(airFigures(pieces), language, t),
        ]
          .map((l) => `${l.label} ${l.value}`)
          .join("\n");
        expect(text).not.toMatch(/NaN|Infinity|undefined|\{\{?\w/);
      }
    }
  });

  it("says where every price applies, from its rate's scope in company.json, in words every language has", () => {
    const pieces = [piece(120, 80, 100, 250, 3)];
    const t = calculatorT("en");
    const sea = seaLines(seaFigures(pieces), "en", t, calculatorT("en", "tables"));
    // The lines that are not prices carry no scope: the heavy-lift one, with a piece above its limit, too.
    const heavy = seaLines(seaFigures([...pieces, piece(100, 100, 100, 36_000)]), "en", t, calculatorT("en", "tables"));
    expect(heavy.find((l) => l.key === "heavyLift")).toBeDefined();
    for (const line of heavy) expect([line.key, line.scope]).toEqual([line.key, undefined]);
    const air = airLines(airFigures(pieces), "en", t);
    const rateOf: Record<string, { scope: string }> = {
      lcl: company.rates.sea.lcl,
      fcl: company.rates.sea.fcl,
      ...company.rates.air,
    };
    for (const line of [...sea, ...air])
      expect([line.key, line.scope]).toEqual([line.key, line.price ? rateOf[line.key].scope : undefined]);
    expect(sea.filter((l) => l.price).map((l) => l.key)).toEqual(["lcl", "fcl"]);
    expect(air.filter((l) => l.price).map((l) => l.key)).toEqual(["economy", "express", "international"]);
    // A rupiah rate per kg is a domestic one: its line must not read as a price abroad.
    expect(air.find((l) => l.key === "economy")?.scope).toBe("domestic");
    for (const language of languageCodes) {
      const scopeText = calculatorT(language, "services");
      for (const line of [...sea, ...air].filter((l) => l.scope))
        expect(scopeText(`price.scope.${line.scope}`)).not.toMatch(/^price\.scope|\{/);
    }
    // The words come from the "services" strings, which the calculators' pages carry in their data.
    const calculatorPages = services.filter((s) =>
      s.extras.some((e) => e === "seaCalculator" || e === "airCalculator"),
    );
    expect(calculatorPages).toHaveLength(2);
    for (const { slug } of calculatorPages)
      expect(pageNamespaces({ template: "service", serviceSlug: slug })).toContain("services");
  });

  it("writes each piece's sizes with every digit read, not rounded, as the language writes numbers", () => {
    const lines = (rows: PieceRow[], language: LanguageCode) =>
      pieceLines(rows, "metric", language, calculatorT(language)).map(noBreakSpace);
    expect(lines([row("50.25", "40", "30", "12.3456")], "en")).toEqual(["1 piece, 50.25 × 40 × 30 cm, 12.3456 kg"]);
    expect(lines([row("1250", "0,5", "30", "0,0004", "2")], "id")).toEqual([
      "2 koli, 1.250 × 0,5 × 30 cm, 0,0004 kg per koli",
    ]);
    expect(lines([row("１２０", "８０", "１００", "２５０．１２３４")], "ja")).toEqual([
      "1個、120 × 80 × 100 cm、1個あたり250.1234 kg",
    ]);
  });

  it("names what each kind of price among the figures covers and its last day", () => {
    const rows = [row("47.24", "31.5", "39.37", "551.16", "3")];
    const { pieces } = parseRows(rows, "imperial", "en");
    const lines = airLines(airFigures(pieces), "en", calculatorT("en"));
    const serviceT = calculatorT("en", "services");
    const terms = priceTerms(lines, "en", serviceT);
    // Domestic and international air rates have terms of their own.
    expect(terms.map((t) => t.terms)).toEqual(
      expect.arrayContaining([serviceT("price.terms.airDomestic"), serviceT("price.terms.airInternational")]),
    );
    expect(terms.map((t) => t.validUntil)).toContain(`Valid until ${formatFact("rates.air.economy.validUntil", "en")}`);
  });
});

describe("a quote with the calculator's figures", () => {
  /** The company's mail for a quote carrying the figures, as the form's schema reads them. */
  const mailWith = (prefill: Record<string, string>, language: LanguageCode) => {
    const read = validateFormMessage({ ...validBody, language, ...prefill });
    if (!read.ok) throw new Error(JSON.stringify(read.problems));
    return emailText(read.message);
  };

  it("charges in the mail what the calculator showed: the weight carried is rounded up, as the charges are", () => {
    // 10.004 kg: 10.5 kg chargeable on screen; a weight carried as 10.00 made it 10 kg in the mail.
    const air = airFigures([piece(10, 10, 10, 10.004)]);
    expect(air.chargeableKg).toBe(10.5);
    const airPrefill = shipmentPrefill({ mode: "air", air }, "id");
    expect(airPrefill.weightKg).toBe("10,01");
    expect(mailWith(airPrefill, "id")).toMatch(/Chargeable weight \(air\) +\| 10\.5 kg/);
    // 5,000.0004 kg in 1 CBM: W/M 5.001 on screen.
    const sea = seaFigures([piece(100, 100, 100, 5000.0004)]);
    expect(sea.weightMeasure).toBe(5.001);
    expect(mailWith(shipmentPrefill({ mode: "sea", sea }, "en"), "en")).toMatch(/W\/M \(sea LCL\) +\| 5\.001 /);
  });

  it("never carries a weight of 0 kg, which the form refuses, for a parcel of a few grams", () => {
    for (const language of languageCodes) {
      const prefill = shipmentPrefill({ mode: "air", air: airFigures([piece(1, 1, 1, 0.004)]) }, language);
      expect(validateFormMessage({ ...validBody, language, ...prefill }).ok).toBe(true);
      expect(mailWith(prefill, language)).toMatch(/Gross weight +\| 0\.01 kg/);
    }
  });

  it("refuses, as the quote form would, figures beyond the form's limits, which come from its field table", () => {
    const max = (field: string) => fieldDefinition(field)!.max!;
    const airRefused = (pieces: Piece[], language: LanguageCode = "en") =>
      refusedByQuoteForm(shipmentPrefill({ mode: "air", air: airFigures(pieces) }, language), language);
    // 50 m x 50 m x 40 m is the form's largest volume; a hundredth of a centimetre more is not.
    expect(airRefused([piece(5000, 5000, 4000, 1000)])).toEqual([]);
    expect(airRefused([piece(5000, 5000, 4000.01, 1000)])).toEqual([
      { field: "volumeCbm", reason: "tooLarge", limit: max("volumeCbm") },
    ]);
    // Eleven rows of the calculator's largest quantity and weight.
    const heavy = Array.from({ length: 11 }, () => piece(10, 10, 10, 1000, 10_000));
    expect(airRefused(heavy, "id").map((r) => [r.field, r.limit])).toEqual([
      ["pieces", max("pieces")],
      ["weightKg", max("weightKg")],
    ]);
    // 200,000 CBM by sea, in pieces a container takes: more than the volume and the containers the form takes.
    const sea = seaFigures([piece(500, 200, 200, 1000, 10_000)]);
    const prefill = shipmentPrefill({ mode: "sea", sea }, "en");
    // Two to a box: each is 5 m long, too wide to stand two abreast and too tall to stack.
    expect(prefill).toMatchObject({ mode: "sea-fcl", volumeCbm: "200,000", containerCount: "5,000" });
    expect(refusedByQuoteForm(prefill, "en")).toEqual([
      { field: "volumeCbm", reason: "tooLarge", limit: max("volumeCbm") },
      { field: "containerCount", reason: "tooLarge", limit: max("containerCount") },
    ]);
    // Whatever the calculator does not refuse, the form takes.
    const taken = shipmentPrefill({ mode: "sea", sea: seaFigures([piece(5000, 5000, 150, 1000)]) }, "ja");
    expect(refusedByQuoteForm(taken, "ja")).toEqual([]);
    expect(validateFormMessage({ ...validBody, language: "ja", ...taken }).ok).toBe(true);
  });

  it("asks for break bulk, without containers, when a piece needs heavy-lift handling", () => {
    const sea = seaFigures([piece(1500, 300, 300, 40_000)]);
    expect(sea.heavyLift).toBe(true);
    const prefill = shipmentPrefill({ mode: "sea", sea }, "ja");
    expect(prefill).toMatchObject({ mode: "sea-breakbulk" });
    expect(prefill).not.toHaveProperty("containerType");
    expect(prefill).not.toHaveProperty("containerCount");
    expect(mailWith(prefill, "ja")).toMatch(/Mode +\| Sea freight, break bulk/);
  });
});

describe("tables from company.json", () => {
  it("lists the delivery regions with same-or-next-day for Greater Jakarta", () => {
    expect(deliveryRows("en")).toEqual([
      { region: "greaterJakarta", textKey: "delivery.sameOrNextDay", days: "0–1" },
      { region: "java", textKey: "delivery.workingDays", days: "1–2" },
      { region: "sumatra", textKey: "delivery.workingDays", days: "2–3" },
      { region: "kalimantanSulawesi", textKey: "delivery.workingDays", days: "3–4" },
      { region: "papuaNtt", textKey: "delivery.workingDays", days: "4–5" },
    ]);
  });

  it("lists the three containers with their volumes", () => {
    expect(containerRows("en")).toEqual([
      { key: "20ft", cbm: "33" },
      { key: "40ft", cbm: "67" },
      { key: "40ftHc", cbm: "76" },
    ]);
  });
});
