import { factValue, formatFact, isMoney } from "./facts";
import type { LanguageCode } from "./languages";

// A rate of content/company.json ("rates.sea.lcl") in the words the site shows it with: what its
// price covers and until when, from the "services" strings (price.terms.*, price.validUntil,
// price.dated). The pricing cards, the calculators and the quote form's packages all say it this way.

interface Rate {
  scope?: string;
  terms?: string;
  unit?: string;
  validUntil?: string;
}

/** Looks up a text in the page's language, its variables filled in. */
export type Translate = (key: string, variables?: Record<string, unknown>) => string;

/** The rate at a path of company.json, undefined where there is none. */
export const rateAt = (path: string): Rate | undefined => factValue(path) as Rate | undefined;

/** What the rate's price covers and leaves out. */
export const rateTerms = (path: string, services: Translate): string =>
  services(`price.terms.${String(rateAt(path)?.terms)}`);

/** A published price's last day as the language writes it ("30 June 2027"); undefined for a custom quote. */
const lastDay = (path: string, language: LanguageCode): string | undefined =>
  rateAt(path)?.validUntil === undefined ? undefined : formatFact(`${path}.validUntil`, language);

/** "Valid until 30 June 2027" for a published price; undefined for a custom quote. */
export const rateValidUntil = (path: string, language: LanguageCode, services: Translate): string | undefined => {
  const date = lastDay(path, language);
  return date === undefined ? undefined : services("price.validUntil", { date });
};

/**
 * A text with a published price's last day beside it, in the middle of a line ("FCL (valid until
 * 30 June 2027)", 「LCL（混載）、2027年6月30日まで有効」); the text alone for a custom quote.
 */
export const withValidUntil = (text: string, path: string, language: LanguageCode, services: Translate): string => {
  const date = lastDay(path, language);
  return date === undefined ? text : services("price.dated", { text, date });
};

/** The rate's amount ("USD 45") and unit ("per CBM"), or "Custom quote" without a unit. */
export function rateAmount(
  path: string,
  language: LanguageCode,
  services: Translate,
): { amount: string; unit?: string } {
  const rate = rateAt(path);
  if (!isMoney(rate)) return { amount: services("price.custom") };
  return { amount: formatFact(path, language), unit: rate.unit ? services(`price.unit.${rate.unit}`) : undefined };
}

/** The price as a card states it, in one line: "USD 45 per CBM", or "Custom quote". */
export function ratePrice(path: string, language: LanguageCode, services: Translate): string {
  const { amount, unit } = rateAmount(path, language, services);
  return unit ? services("price.withUnit", { amount, unit }) : amount;
}
