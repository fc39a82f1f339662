import importTaxes from "../../../content/import-taxes.json";
import { parseDecimal, type DecimalProblem } from "../../shared/decimal-input";
import { formatTagOf, type LanguageCode } from "../../shared/languages";
import { minorUnits, roundHalfUp } from "../../shared/freight-rules";

// The customs duty and tax estimator of the customs clearance page: what an import into
// Indonesia costs in import duty (BM) and import taxes (PDRI), the way Indonesian customs
// brokers work it out. The rates live once in content/import-taxes.json.
//
//   CIF            = FOB + freight + insurance (insurance left empty: a share of FOB + freight)
//   customs value  = CIF x the tax exchange rate (kurs pajak), in rupiah (the yen's is per 100)
//   import duty    = customs value x the duty rate of the goods' HS code
//   import value   = customs value + import duty: the base of every tax below
//   VAT            = import value x the effective VAT rate (the full rate on luxury goods)
//   luxury tax     = import value x the luxury-goods rate, if any
//   income tax 22  = import value x the rate for the importer's status
//
// Into the Batam free trade zone these are not collected (the zone's exemptions). Each amount
// is rounded to the whole rupiah; the customs office's own assessment decides in the end.

export type ImportTaxRules = typeof importTaxes;

export const currencies = ["USD", "SGD", "CNY", "JPY", "EUR", "IDR"] as const;
export type Currency = (typeof currencies)[number];

export const importerStatuses = ["api", "taxpayer", "none"] as const;
/** api: has an importer identification number; taxpayer: a taxpayer number (NPWP) but no API; none: neither. */
type ImporterStatus = (typeof importerStatuses)[number];

export const destinations = ["freeTradeZone", "customsArea"] as const;
/** Into the Batam free trade zone, or into the Indonesian customs area (also goods leaving Batam for the mainland). */
type Destination = (typeof destinations)[number];

export const taxes = ["importDuty", "vat", "luxuryTax", "incomeTax22"] as const;
type Tax = (typeof taxes)[number];

export interface DutyFigures {
  /** Amounts in `currency`. */
  fob: number;
  freight: number;
  /** Left out: the rules' default share of FOB + freight is assumed. */
  insurance?: number;
  currency: Currency;
  /** Rupiah for `quotedPer(currency)` units of `currency`, as the official table gives it (1 for rupiah). */
  exchangeRate: number;
  /** The exchange rate is the prefilled example, not one the visitor entered: the figures say so. */
  exampleRate?: boolean;
  dutyPercent: number;
  luxuryPercent?: number;
  importer: ImporterStatus;
  destination: Destination;
}

interface TaxLine {
  /** In whole rupiah; 0 when exempt. */
  rupiah: number;
  percent: number;
  /** Not collected: the goods go into the free trade zone. */
  exempt: boolean;
}

export interface DutyEstimate {
  /** In `currency`. */
  insurance: number;
  insuranceAssumed: boolean;
  cif: number;
  /** In whole rupiah from here on. */
  customsValue: number;
  importValue: number;
  lines: Record<Tax, TaxLine>;
  total: number;
}

// Binary noise first: 0.1 + 0.2 must round as 0.3 does.
const wholeRupiah = (value: number) => Math.round(Math.round(value * 1e6) / 1e6);
const percentOf = (base: number, percent: number) => (base * percent) / 100;

/**
 * How many units of a currency the official tax exchange rate is given for: 100 for the yen
 * ("Rp 10.843,50 per 100 JPY"), 1 for the others. The field asks for the rate as the table gives
 * it, so that a rate copied from it is not read a hundred times too high.
 */
export function quotedPer(currency: Currency, rules: ImportTaxRules = importTaxes): number {
  const per: unknown = (rules.exchangeRateQuotedPer as Record<string, unknown>)[currency];
  return typeof per === "number" ? per : 1;
}

export function estimateDuties(figures: DutyFigures, rules: ImportTaxRules = importTaxes): DutyEstimate {
  const insuranceAssumed = figures.insurance === undefined;
  // Every sum as a declaration states it, to the currency's minor unit (an entered JPY 1,000.4 is
  // shown JPY 1,000), so that the figures shown add up and multiply out: FOB + freight +
  // insurance = CIF, CIF × rate.
  const declared = (amount: number) => roundHalfUp(amount, minorUnits(figures.currency));
  const insurance = declared(
    figures.insurance ?? percentOf(figures.fob + figures.freight, rules.insurance.defaultPercentOfFobAndFreight),
  );
  const cif = declared(figures.fob) + declared(figures.freight) + insurance;
  const rate = figures.currency === "IDR" ? 1 : figures.exchangeRate / quotedPer(figures.currency, rules);
  const customsValue = wholeRupiah(cif * rate);
  const exempt = (tax: Tax) =>
    figures.destination === "freeTradeZone" && (rules.freeTradeZone.exempt as readonly string[]).includes(tax);
  const line = (tax: Tax, base: number, percent: number): TaxLine =>
    exempt(tax)
      ? { rupiah: 0, percent, exempt: true }
      : { rupiah: wholeRupiah(percentOf(base, percent)), percent, exempt: false };

  const importDuty = line("importDuty", customsValue, figures.dutyPercent);
  // The taxes are levied on the value with the duty the customs area would charge; in the
  // zone they are all exempt together with it.
  const importValue = customsValue + importDuty.rupiah;
  const lines: Record<Tax, TaxLine> = {
    importDuty,
    // Goods with a luxury-goods rate are luxury goods: VAT on their whole import value.
    vat: line("vat", importValue, figures.luxuryPercent ? rules.vat.luxuryGoodsPercent : rules.vat.effectivePercent),
    luxuryTax: line("luxuryTax", importValue, figures.luxuryPercent ?? 0),
    incomeTax22: line("incomeTax22", importValue, rules.incomeTax22.percentByImporter[figures.importer]),
  };
  const total = taxes.reduce((sum, tax) => sum + lines[tax].rupiah, 0);
  return { insurance, insuranceAssumed, cif, customsValue, importValue, lines, total };
}

// The form: what the visitor typed, read the way their language writes numbers.

export const amountFields = ["fob", "freight", "insurance", "exchangeRate", "dutyPercent", "luxuryPercent"] as const;
export type AmountField = (typeof amountFields)[number];
export type DutyForm = Record<AmountField, string> & {
  currency: Currency;
  importer: ImporterStatus;
  destination: Destination;
};

type DutyProblem = DecimalProblem | "tooLarge";
export interface DutyFieldError {
  field: AmountField;
  problem: DutyProblem;
  /** The largest value the field takes, for "tooLarge". */
  max?: number;
}

/** Fields that may be left empty: insurance (then assumed) and the luxury-goods rate (then none). */
const optional: readonly AmountField[] = ["insurance", "luxuryPercent"];
/** Fields where 0 is a real answer: no freight (delivered duty paid), a 0 % duty rate. */
const zeroAllowed: readonly AmountField[] = ["freight", "insurance", "dutyPercent", "luxuryPercent"];

export function maxOf(field: AmountField, rules: ImportTaxRules = importTaxes): number {
  if (field === "exchangeRate") return rules.limits.exchangeRate;
  if (field === "dutyPercent") return rules.limits.dutyPercent;
  if (field === "luxuryPercent") return rules.limits.luxuryPercent;
  return rules.limits.amount;
}

/**
 * The units a field's amount may be typed with, as its label names them: the currency (code and
 * symbols, "USD 10.000", "Rp 16.600"), rupiah for the exchange rate, "%" for a rate.
 */
export function typedUnits(field: AmountField, currency: Currency, language: LanguageCode): string[] {
  if (field === "dutyPercent" || field === "luxuryPercent") return ["%"];
  const code = field === "exchangeRate" ? "IDR" : currency;
  const symbol = (currencyDisplay: "symbol" | "narrowSymbol") =>
    new Intl.NumberFormat(formatTagOf(language), { style: "currency", currency: code, currencyDisplay })
      .formatToParts(0)
      .find((part) => part.type === "currency")?.value ?? code;
  return [code, symbol("symbol"), symbol("narrowSymbol")].sort((a, b) => b.length - a.length);
}

/** The figures, or every field's problem (no estimate from partly wrong figures). */
export function readDutyForm(
  form: DutyForm,
  language: LanguageCode,
  rules: ImportTaxRules = importTaxes,
): { figures?: DutyFigures; errors: DutyFieldError[] } {
  const errors: DutyFieldError[] = [];
  const values: Partial<Record<AmountField, number>> = {};
  for (const field of amountFields) {
    // Rupiah needs no exchange rate: the field is not shown and its value not read.
    if (field === "exchangeRate" && form.currency === "IDR") continue;
    if (optional.includes(field) && form[field].trim() === "") continue;
    const parsed = parseDecimal(form[field], language, {
      zeroAllowed: zeroAllowed.includes(field),
      units: typedUnits(field, form.currency, language),
    });
    if (!parsed.ok) errors.push({ field, problem: parsed.problem });
    else if (parsed.value > maxOf(field, rules)) errors.push({ field, problem: "tooLarge", max: maxOf(field, rules) });
    else values[field] = parsed.value;
  }
  if (errors.length > 0) return { errors };
  return {
    errors,
    figures: {
      fob: values.fob!,
      freight: values.freight!,
      insurance: values.insurance,
      currency: form.currency,
      exchangeRate: form.currency === "IDR" ? 1 : values.exchangeRate!,
      dutyPercent: values.dutyPercent!,
      luxuryPercent: values.luxuryPercent,
      importer: form.importer,
      destination: form.destination,
    },
  };
}
