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

/** A fact formatted for reading; ranges such as "2-3" get an en dash. */
export function formatFact(path: string, language: LanguageCode): string {
  const value = factValue(path);
  // Years are written without digit grouping in every language.
  if (typeof value === "number") return path.endsWith("Year") ? String(value) : formatNumber(value, language);
  if (isMoney(value)) return formatMoney(value, language);
  if (isPerLanguage(value)) return value[language] ?? value[defaultLanguage];
  if (typeof value === "string") return value.replace(/^(-?\d+)-(\d+)$/, "$1–$2");
  throw new Error(`Unknown or non-printable fact: ${path}`);
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
