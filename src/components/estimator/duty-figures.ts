import importTaxes from "../../../content/import-taxes.json";
import { formatMoney, formatNumber, moneyFormat } from "../../shared/facts";
import { significantDigits, writeAsRead } from "../../shared/decimal-input";
import type { Translate } from "../calculator/freight-figures";
import { quotedPer, taxes, type Currency, type DutyEstimate, type DutyFigures } from "./import-duties";
import type { LanguageCode } from "../../shared/languages";

// The customs estimator's figures as labelled lines in the page's language, each with its
// formula in words. The results on screen and the summary written into the quote request are
// built from the same lines, so what the company receives is what the visitor saw (as the
// freight calculator does in freight-figures.ts). Labels come from the "estimator" namespace.

export interface DutyLine {
  key: "cif" | "customsValue" | (typeof taxes)[number] | "total";
  label: string;
  value: string;
  formula: string;
  /** Not collected in the free trade zone. */
  exempt?: boolean;
}

/** A currency named as the figures name it beside a sum, for a label that names it alone ("Rp per 1 USD"). */
export const currencyName = (currency: string, language: LanguageCode): string =>
  moneyFormat(currency, language)
    .formatToParts(0)
    .find((part) => part.type === "currency")?.value ?? currency;

/** A rate in percent, entered or from the rules, with every digit it has: 7.125 %, not 7.13 %. */
export const percent = (value: number, language: LanguageCode) => writeAsRead(value, language);
const rupiah = (amount: number, language: LanguageCode) => formatMoney({ amount, currency: "IDR" }, language);
/** How many units of the currency the tax exchange rate is for, as its label says ("per 100 JPY"). */
export const ratePer = (currency: Currency, language: LanguageCode) => formatNumber(quotedPer(currency), language);

/** A figure at the prefilled example rate says so (the texts' "_example" context). */
const exampleContext = (figures: DutyFigures) => (figures.exampleRate ? "example" : undefined);

/** The tax exchange rate as entered: rupiah per ratePer units of the currency, with every digit it has. */
const exchangeRate = (figures: DutyFigures, language: LanguageCode) =>
  formatMoney({ amount: figures.exchangeRate, currency: "IDR" }, language, significantDigits(figures.exchangeRate));

/** An amount in the currency the visitor entered (rupiah as the language writes it). */
const inCurrency = (amount: number, figures: DutyFigures, language: LanguageCode) =>
  formatMoney({ amount, currency: figures.currency }, language);

export function dutyLines(
  figures: DutyFigures,
  estimate: DutyEstimate,
  language: LanguageCode,
  t: Translate,
  rules = importTaxes,
): DutyLine[] {
  const rupiahInput = figures.currency === "IDR";
  const lines: DutyLine[] = [
    {
      key: "cif",
      label: t("results.cif"),
      value: inCurrency(estimate.cif, figures, language),
      formula: estimate.insuranceAssumed
        ? t("results.cifFormulaAssumed", {
            percent: percent(rules.insurance.defaultPercentOfFobAndFreight, language),
            insurance: inCurrency(estimate.insurance, figures, language),
          })
        : t("results.cifFormula"),
    },
    {
      key: "customsValue",
      label: t("results.customsValue"),
      value: rupiah(estimate.customsValue, language),
      formula: rupiahInput
        ? t("results.customsValueRupiah")
        : t("results.customsValueFormula", {
            rate: exchangeRate(figures, language),
            per: ratePer(figures.currency, language),
            currency: currencyName(figures.currency, language),
            context: exampleContext(figures),
          }),
    },
  ];
  for (const tax of taxes) {
    const line = estimate.lines[tax];
    // No luxury-goods rate entered and none due: the line would only say "0".
    if (tax === "luxuryTax" && figures.luxuryPercent === undefined && !line.exempt) continue;
    lines.push(
      line.exempt
        ? {
            key: tax,
            label: t(`results.${tax}`),
            value: t("results.exempt"),
            formula: t("results.exemptFormula"),
            exempt: true,
          }
        : {
            key: tax,
            label: t(`results.${tax}`),
            value: rupiah(line.rupiah, language),
            formula: t(`results.${tax}Formula`, {
              percent: percent(line.percent, language),
              base: rupiah(estimate.importValue, language),
              lower: percent(rules.incomeTax22.listedGoodsPercent.lower, language),
              higher: percent(rules.incomeTax22.listedGoodsPercent.higher, language),
            }),
          },
    );
  }
  lines.push({
    key: "total",
    label: t("results.total"),
    value: rupiah(estimate.total, language),
    formula: t("results.totalFormula"),
  });
  return lines;
}

/** What the visitor entered, as "label: value" lines in their language. */
export function dutyInputLines(
  figures: DutyFigures,
  estimate: DutyEstimate,
  language: LanguageCode,
  t: Translate,
  rules = importTaxes,
): string[] {
  const c = { currency: currencyName(figures.currency, language), rupiah: currencyName("IDR", language) };
  const money = (amount: number) => inCurrency(amount, figures, language);
  const rateOf = { percent: percent(rules.incomeTax22.percentByImporter[figures.importer], language) };
  const labelled = (label: string, text: string) => t("common:joins.labelled", { label, text });
  return [
    labelled(t("fields.fob", c), money(figures.fob)),
    labelled(t("fields.freight", c), money(figures.freight)),
    labelled(
      t("fields.insurance", c),
      estimate.insuranceAssumed
        ? t("summary.assumed", { value: money(estimate.insurance) })
        : money(estimate.insurance),
    ),
    ...(figures.currency === "IDR"
      ? []
      : [
          labelled(
            t("fields.exchangeRate", { ...c, per: ratePer(figures.currency, language) }),
            t("summary.exchangeRate", {
              rate: exchangeRate(figures, language),
              per: ratePer(figures.currency, language),
              currency: c.currency,
              context: exampleContext(figures),
            }),
          ),
        ]),
    labelled(t("fields.dutyPercent"), percent(figures.dutyPercent, language)),
    ...(figures.luxuryPercent === undefined
      ? []
      : [labelled(t("fields.luxuryPercent"), percent(figures.luxuryPercent, language))]),
    labelled(t("fields.importer"), t(`importer.${figures.importer}`, rateOf)),
    labelled(t("fields.destination"), t(`destination.${figures.destination}`)),
  ];
}

/** The text written into the quote request's message: the entries, the figures, the notice. */
export function dutySummary(
  figures: DutyFigures,
  estimate: DutyEstimate,
  lines: readonly DutyLine[],
  language: LanguageCode,
  t: Translate,
  notice: string,
): string {
  return [
    t("summary.heading"),
    ...dutyInputLines(figures, estimate, language, t).map((line) => `- ${line}`),
    "",
    ...lines.map((l) =>
      t("common:joins.labelled", {
        label: l.label,
        text: t("common:joins.bracketed", { text: l.value, note: l.formula }),
      }),
    ),
    "",
    notice,
  ].join("\n");
}
