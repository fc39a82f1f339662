import company from "../../content/company.json";
import { defaultLanguage, formatTagOf, languageCodes, languageOf, type LanguageCode } from "./languages";

// Company facts live once in content/company.json. Texts refer to them with tokens
// such as {claims.ports} and get them formatted for the page's language.
export { company };

// Read as text whatever the editor wrote: the content check names a fact that is missing or no
// text (src/node/company-facts.ts), and it can only run once this module has loaded.
const address = (company.address ?? {}) as Partial<typeof company.address>;
const text = (value: unknown) => (typeof value === "string" ? value : "");

// The address's second line ("Batam, Kepulauan Riau") as one text: docs/architecture.md,
// "Joined text as one string".
export const cityAndRegion = `${text(address.city)}, ${text(address.region)}`;

// Never broken across two lines on a narrow screen: a phone number ("+62 778 000" / "0000"),
// and the street's house number ("No." / "7").
export const phoneShown = text(company.phone).replaceAll(" ", "\u00a0");
export const streetShown = text(address.street).replace(/ (?=\S+$)/, "\u00a0");

export interface Money {
  amount: number;
  currency: string;
}

// {path} but not i18next's {{variable}}.
export const factToken = /(?<!\{)\{([A-Za-z]\w*(?:\.\w+)*)\}(?!\})/g;

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

interface CompanyData {
  foundedYear: number;
  rates: { sea: { lcl: Money; fcl: Money } };
}

/**
 * Statements that follow from the company's facts, computed so that a changed rate or a new year
 * can never leave a text wrong. Texts name them as {derived.fclBreakEvenCbm}.
 */
export function derivedFacts(facts: CompanyData, today: Date = new Date()) {
  const { lcl, fcl } = facts.rates.sea;
  return {
    // The smallest whole volume at which one container costs less than the shared (LCL) rate.
    fclBreakEvenCbm: Math.floor(fcl.amount / lcl.amount) + 1,
    // The largest whole volume at which LCL still costs less: between the two, neither wins at
    // every volume, so a text names both.
    lclCheaperUpToCbm: Math.ceil(fcl.amount / lcl.amount) - 1,
    // Whole years in business, true whatever the day of founding in its year.
    yearsExperience: today.getUTCFullYear() - facts.foundedYear - 1,
  };
}

const allFacts = { ...company, derived: derivedFacts(company) };

/** The raw value at a dotted path of the company data (or of the derived facts), or undefined. */
export function factValue(path: string): unknown {
  let value: unknown = allFacts;
  for (const part of path.split(".")) {
    if (typeof value !== "object" || value === null || !(part in value)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

export function formatNumber(value: number, language: LanguageCode): string {
  return new Intl.NumberFormat(formatTagOf(language), { maximumFractionDigits: 2 }).format(value);
}

/** A time of day as company.json writes it (08:00): formatted as each language writes times. */
export const clockTime = /^([01]\d|2[0-3]):([0-5]\d)$/;
const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A range of whole numbers as company.json writes it (2-3): shown with the language's sign. */
export const numberRange = /^(-?\d+)-(\d+)$/;

/** "10:00" as the language writes a time of day ("10.00" in Indonesian). */
function formatTime([, hours, minutes]: RegExpMatchArray, language: LanguageCode): string {
  return new Intl.DateTimeFormat(formatTagOf(language), {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "UTC",
  }).format(Date.UTC(2000, 0, 1, Number(hours), Number(minutes)));
}

/** "2027-06-30" as the language writes a date ("30 Juni 2027", "30 June 2027", "2027年6月30日"). */
function formatDate([, year, month, day]: RegExpMatchArray, language: LanguageCode): string {
  return new Intl.DateTimeFormat(formatTagOf(language), { dateStyle: "long", timeZone: "UTC" }).format(
    Date.UTC(Number(year), Number(month) - 1, Number(day)),
  );
}

/** Sums in a currency: the currency as the language names it ("Rp" in Indonesian, "IDR" elsewhere). */
export const moneyFormat = (currency: string, language: LanguageCode, significantDigits?: number) =>
  new Intl.NumberFormat(formatTagOf(language), {
    style: "currency",
    currency,
    currencyDisplay: languageOf(language).currenciesAsSymbol.includes(currency) ? "symbol" : "code",
    ...(significantDigits
      ? { maximumSignificantDigits: significantDigits }
      : { trailingZeroDisplay: "stripIfInteger" as const }),
  });

/**
 * A sum of money to its currency's minor unit: a whole sum as it is (USD 45, JPY 5), cents always
 * as two digits (USD 2.80, not USD 2.8). significantDigits: that many digits instead, for a rate
 * as the visitor entered it (IDR 16,123.45 per 1 USD, where a sum of rupiah is whole).
 */
export const formatMoney = (money: Money, language: LanguageCode, significantDigits?: number): string =>
  moneyFormat(money.currency, language, significantDigits).format(money.amount);

/** Each language's numbers and sums of money from the company data, by path, as formatFact writes them. */
export type FormattedFacts = Record<LanguageCode, Record<string, string>>;

// Set by a production build (gatsby-node.ts) in the browser's and the page renderer's code: the page's
// own facts are then read, not formatted again, so hydration creates no Intl formatter
// (docs/architecture.md, "Company facts formatted at build time").
declare const __FORMATTED_FACTS__: FormattedFacts | undefined;
const prebuilt = typeof __FORMATTED_FACTS__ === "undefined" ? undefined : __FORMATTED_FACTS__;

/** A fact formatted for reading; ranges such as "2-3" get the language's sign (2–3, 2～3), times and dates the language's form. */
export function formatFact(path: string, language: LanguageCode): string {
  const ready = prebuilt?.[language]?.[path];
  if (ready !== undefined) return ready;
  const value = factValue(path);
  // The build's table leaves out the numbers every language writes as plain digits.
  if (prebuilt && typeof value === "number") return String(value);
  // Years are written without digit grouping in every language.
  if (typeof value === "number") return path.endsWith("Year") ? String(value) : formatNumber(value, language);
  if (isMoney(value)) return formatMoney(value, language);
  if (isPerLanguage(value)) return value[language] ?? value[defaultLanguage];
  if (typeof value === "string") {
    const time = value.match(clockTime);
    if (time) return formatTime(time, language);
    const date = value.match(calendarDate);
    if (date) return formatDate(date, language);
    return value.replace(numberRange, `$1${languageOf(language).rangeSign ?? "–"}$2`);
  }
  throw new Error(`Unknown or non-printable fact: ${path}`);
}

/**
 * Every number, sum of money, time and date in the company data, formatted for each language;
 * but not the numbers every language writes as their plain digits (formatFact writes those
 * without the table), which are a third of them.
 */
export function formatFactsForEveryLanguage(): FormattedFacts {
  const paths: string[] = [];
  const collect = (value: unknown, path: string) => {
    const needsFormatter =
      typeof value === "number" ||
      isMoney(value) ||
      (typeof value === "string" && (clockTime.test(value) || calendarDate.test(value)));
    // A derived figure stays in the table even so: it follows from the build's day (the years in
    // business), and a page's scripts must write what its HTML says whatever the visitor's clock.
    const plainDigits =
      typeof value === "number" &&
      !path.startsWith("derived.") &&
      languageCodes.every((language) => formatFact(path, language) === String(value));
    if (needsFormatter && !plainDigits) paths.push(path);
    // A rate is a sum of money with its last day inside. Every number is reached (a list's by its
    // index): one left out of the table would be written as plain digits.
    if (typeof value === "object" && value !== null)
      for (const [key, inner] of Object.entries(value)) collect(inner, path ? `${path}.${key}` : key);
  };
  collect(allFacts, "");
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
