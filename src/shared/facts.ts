import company from "../../content/company.json";
import { defaultLanguage, languageCodes, languageOf, type LanguageCode } from "./languages";

// Company facts live once in content/company.json. Texts refer to them with tokens
// such as {claims.ports} and get them formatted for the page's language.
export { company };

export interface Money {
  amount: number;
  currency: string;
}

// {path} but not i18next's {{variable}}.
const factToken = /(?<!\{)\{([A-Za-z]\w*(?:\.\w+)*)\}(?!\})/g;

export function isMoney(value: unknown): value is Money {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as Money).amount === "number" &&
    typeof (value as Money).currency === "string"
  );
}

/** A fact written out in each language, such as a time zone's name: { "id": "WIB", "en": "..." }. */
function isPerLanguage(value: unknown): value is Record<LanguageCode, string> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([k, v]) => languageCodes.includes(k) && typeof v === "string");
}

/** The raw value at a dotted path of the company data, or undefined. */
export function factValue(path: string): unknown {
  let value: unknown = company;
  for (const part of path.split(".")) {
    if (typeof value !== "object" || value === null || !(part in value)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

export function formatNumber(value: number, language: LanguageCode): string {
  return new Intl.NumberFormat(languageOf(language).tag, { maximumFractionDigits: 2 }).format(value);
}

export function formatMoney(money: Money, language: LanguageCode): string {
  return new Intl.NumberFormat(languageOf(language).tag, {
    style: "currency",
    currency: money.currency,
    currencyDisplay: languageOf(language).currenciesAsSymbol.includes(money.currency) ? "symbol" : "code",
    minimumFractionDigits: 0,
    maximumFractionDigits: Number.isInteger(money.amount) ? 0 : 2,
  }).format(money.amount);
}

/** Each language's numbers and sums of money from the company data, by path, as formatFact writes them. */
export type FormattedFacts = Record<LanguageCode, Record<string, string>>;

// Set by a production build (gatsby-node.ts) in the browser's and the page renderer's code: the page's
// own facts are then read, not formatted again, so hydration creates no Intl formatter
// (docs/architecture.md, "Company facts formatted at build time").
declare const __FORMATTED_FACTS__: FormattedFacts | undefined;
const prebuilt = typeof __FORMATTED_FACTS__ === "undefined" ? undefined : __FORMATTED_FACTS__;

/** A fact formatted for reading; ranges such as "2-3" get an en dash. */
export function formatFact(path: string, language: LanguageCode): string {
  const ready = prebuilt?.[language]?.[path];
  if (ready !== undefined) return ready;
  const value = factValue(path);
  // Years are written without digit grouping in every language.
  if (typeof value === "number") return path.endsWith("Year") ? String(value) : formatNumber(value, language);
  if (isMoney(value)) return formatMoney(value, language);
  if (isPerLanguage(value)) return value[language] ?? value[defaultLanguage];
  if (typeof value === "string") return value.replace(/^(-?\d+)-(\d+)$/, "$1–$2");
  throw new Error(`Unknown or non-printable fact: ${path}`);
}

/** Every number and sum of money in the company data, formatted for each language. */
export function formatFactsForEveryLanguage(): FormattedFacts {
  const paths: string[] = [];
  const collect = (value: unknown, path: string) => {
    if (typeof value === "number" || isMoney(value)) paths.push(path);
    else if (typeof value === "object" && value !== null && !Array.isArray(value))
      for (const [key, inner] of Object.entries(value)) collect(inner, path ? `${path}.${key}` : key);
  };
  collect(company, "");
  return Object.fromEntries(
    languageCodes.map((language) => [language, Object.fromEntries(paths.map((p) => [p, formatFact(p, language)]))]),
  ) as FormattedFacts;
}

function isPrintable(value: unknown): boolean {
  return typeof value === "number" || typeof value === "string" || isMoney(value) || isPerLanguage(value);
}

/** Fills in fact tokens; unknown ones stay visible (the content check reports them). */
export function interpolateFacts(text: string, language: LanguageCode): string {
  return text.replace(factToken, (token, path: string) =>
    isPrintable(factValue(path)) ? formatFact(path, language) : token,
  );
}

/** Fact tokens in a text that do not name a printable fact. */
export function unknownFactTokens(text: string): string[] {
  return [...text.matchAll(factToken)].map((m) => m[1]).filter((path) => !isPrintable(factValue(path)));
}
