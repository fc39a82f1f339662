import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { clockTime, isMoney, numberRange } from "../shared/facts";
import { languageCodes } from "../shared/languages";
import { nearestField } from "./frontmatter-fields";

// The facts of content/company.json that the site formats or computes with, and what each must
// be. The site shows a text as it is written, so a figure typed as text ("500+", "15.000", "8.00")
// would reach visitors as typed ("500++ ports", "8.00–16:00") with every check passing: only the
// kind declared here tells a number from a text. A fact not listed is a text. The rates' other
// fields (scope, terms, validUntil) are checked with the texts that name them (content-check.ts).
// Every fact declared here must be there: the pages, the links and the mail read each of them.

type Kind =
  | "text"
  | "phone"
  | "email"
  | "number"
  | "positive"
  | "amount"
  | "percent"
  | "vatPercent"
  | "perLanguage"
  | "currency"
  | "profile"
  | "link"
  | "time"
  | "range"
  | "foundingYear";
/** A key's kind, or the kinds under it; "*" stands for every key at that level (each rate, each container). */
export type Shape = Kind | { readonly [key: string]: Shape };

const companyShape: Shape = {
  legalName: "text",
  brand: "text",
  foundedYear: "foundingYear",
  address: {
    street: "text",
    city: "text",
    region: "text",
    country: "text",
    geo: { latitude: "number", longitude: "number" },
  },
  phone: "phone",
  email: "email",
  openingHours: { weekdays: { opens: "time", closes: "time" }, timeZone: "perLanguage", emergency: "perLanguage" },
  claims: {
    customsSuccessRate: "positive",
    certifiedExperts: "positive",
    ports: "positive",
    airProvinces: "positive",
    support: "perLanguage",
  },
  rates: { "*": { "*": { amount: "amount", currency: "currency" } } },
  sea: {
    containers: {
      "*": {
        cbm: "positive",
        insideMm: { length: "positive", width: "positive", height: "positive" },
        doorMm: { width: "positive", height: "positive" },
        payloadKg: "positive",
      },
    },
    heavyLiftTons: "positive",
    weightMeasureKgPerCbm: "positive",
  },
  air: {
    sameDayCutoff: "time",
    cutoffTimeZone: "perLanguage",
    economyDays: "range",
    transitDaysWorldwide: "range",
    valuableInsuranceUsd: { amount: "amount", currency: "currency" },
    volumetricCm3PerKg: "positive",
  },
  warehouse: {
    areaM2: "positive",
    areaM2Alternative: "positive",
    pallets: "positive",
    ceilingM: "positive",
    temperatureC: "range",
    humidityPercent: "range",
    insurance: { amount: "amount", currency: "currency" },
    pharmaC: "range",
    frozenC: "number",
    storageRatePeriodDays: "positive",
  },
  deliveryDays: { "*": "range" },
  social: { facebook: "profile", instagram: "profile", linkedin: "profile", youtube: "profile" },
  replyWithinHours: "positive",
  dataRetention: { "*": "number" },
};

// The pages say "more than {derived.yearsExperience} years", the whole years since the founding
// year (src/shared/facts.ts): a year later than this one's two before would make that 0 or less.
const latestFoundingYear = new Date().getUTCFullYear() - 2;

const percentRule =
  "must be a percentage, a number from 0 to 100 without the % sign, with a decimal point: 2.5, not 2,5 or 2.5 %";
const numberRule = "must be a number, without units or separators: 15000, not 15.000 or 15000 m²";

/** A link to another site is followed as written: without https:// it leads under the site's own address. */
const isFullAddress = (value: unknown) =>
  typeof value === "string" && URL.canParse(value) && value.startsWith("https://");

/** What a kind must be, and what to write instead of `value` when it is not. */
const kinds: Record<Kind, { fits: (value: unknown) => boolean; rule: string | ((value: unknown) => string) }> = {
  text: {
    fits: (value) => typeof value === "string" && value.trim() !== "",
    rule: "must be a text in quotes",
  },
  // The phone is also the WhatsApp number: its links (tel:, wa.me, src/shared/contact-links.ts) are
  // its digits after the +, so those must be the number as dialled from abroad: no trunk 0 kept
  // after the country code ("+62 (0778)"), no extension.
  phone: {
    fits: (value) => {
      const number = typeof value === "string" ? parsePhoneNumberFromString(value) : undefined;
      return !!number?.isValid() && !number.ext && `+${String(value).replace(/\D/g, "")}` === number.number;
    },
    rule: "must be a phone number written with its country code, as callers abroad dial it, without an extension: +62 778 123 4567, not 0778 123 4567 or +62 (0778) 123 4567",
  },
  email: {
    fits: (value) => typeof value === "string" && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value),
    rule: "must be an email address: name@domain.co.id",
  },
  number: {
    fits: (value) => typeof value === "number" && Number.isFinite(value),
    rule: numberRule,
  },
  // A count, size or time of 0 or less would read "within -2 hours", and the calculators divide by some.
  positive: {
    fits: (value) => typeof value === "number" && Number.isFinite(value) && value > 0,
    rule: (value) =>
      typeof value === "number" ? "must be above 0: the pages show it, or the calculators compute with it" : numberRule,
  },
  foundingYear: {
    fits: (value) => Number.isInteger(value) && (value as number) >= 1800 && (value as number) <= latestFoundingYear,
    rule: `must be the year the company was founded, a whole number no later than ${latestFoundingYear}: the pages say "more than {derived.yearsExperience} years", the whole years since then`,
  },
  // A price of 0 would read "from USD 0", and a calculator would divide by it.
  amount: {
    fits: (value) => typeof value === "number" && Number.isFinite(value) && value > 0,
    rule: "must be a number above 0, without units or separators: 45.5, not 45,50 or USD 45",
  },
  // A tax rate the duty estimator multiplies by: "11%" or "2,5" would make its figures nonsense.
  percent: {
    fits: (value) => typeof value === "number" && value >= 0 && value <= 100,
    rule: percentRule,
  },
  // VAT on imports is 11 or 12 % (vat._note in content/import-taxes.json): a rate under 1 is one
  // written as a fraction (0.11), which the estimator would read as 0.11 %.
  vatPercent: {
    fits: (value) => kinds.percent.fits(value) && !((value as number) > 0 && (value as number) < 1),
    rule: (value) =>
      typeof value === "number" && value > 0 && value < 1
        ? `must be the rate in percent, not a fraction of 1, which the estimator would read as that many percent: write ${Math.round(value * 1e6) / 1e4}`
        : percentRule,
  },
  // Words, not a figure: each language's pages show their own (CONTRIBUTING.md), and one text
  // would show the same words on all of them ("Western Indonesian Time" on the Chinese pages).
  perLanguage: {
    fits: (value) => typeof value === "object" && value !== null && !Array.isArray(value),
    rule: `must be written per language, one text under each language's code: { ${languageCodes.map((code) => `"${code}": "..."`).join(", ")} }`,
  },
  currency: {
    fits: (value) => typeof value === "string" && Intl.supportedValuesOf("currency").includes(value),
    rule: "must be a currency's three-letter code, in capitals: USD, IDR, SGD",
  },
  // The footer of every page links to it as written.
  profile: {
    fits: (value) => value === "" || isFullAddress(value),
    rule: "must be the profile's full address, starting with https:// (https://www.facebook.com/...), or empty",
  },
  link: {
    fits: isFullAddress,
    rule: "must be the page's full address, starting with https://",
  },
  time: {
    fits: (value) => typeof value === "string" && clockTime.test(value),
    rule: "must be a time written HH:MM, such as 08:00",
  },
  // The pages show a range as written, ends and all: "3-1" would read "3–1 working days".
  range: {
    fits: (value) => {
      const [, from, to] = (typeof value === "string" && value.match(numberRange)) || [];
      return from !== undefined && Number(from) < Number(to);
    },
    rule: "must be two whole numbers joined by a hyphen, such as 2-3, the smaller first (the site writes each language's range sign)",
  },
};

/** Every fact of a data file that is not what `shape` says the site needs it to be, by dotted key. */
export function shapeProblems(data: unknown, shape: Shape): { key: string; message: string }[] {
  const problems: { key: string; message: string }[] = [];
  const walk = (value: unknown, shape: Shape, key: string) => {
    if (typeof shape === "string") {
      const { fits, rule } = kinds[shape];
      // A figure in quotes ("45", "1.1284") reads right and is text to the site: the quotes are
      // what to take out. "15.000" is no such figure: Indonesian writes fifteen thousand so.
      const figure = typeof value === "string" ? value.trim() : "";
      const unquote =
        /^-?\d+(\.\d+)?$/.test(figure) && !/^\d{1,3}(\.\d{3})+$/.test(figure) && fits(Number(figure))
          ? `: write ${figure} without the quotes`
          : "";
      if (!fits(value))
        problems.push({
          key,
          message: `${typeof rule === "function" ? rule(value) : rule} (it is ${JSON.stringify(value)})${unquote}`,
        });
      return;
    }
    const at = (name: string) => (key ? `${key}.${name}` : name);
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      problems.push({ key, message: `must be a group of facts in braces, { ... } (it is ${JSON.stringify(value)})` });
      return;
    }
    const facts = value as Record<string, unknown>;
    // A rate given on request (custom: true) has no amount.
    const optional = facts.custom === true ? ["amount", "currency"] : [];
    const missing = Object.keys(shape).filter((name) => name !== "*" && !(name in facts) && !optional.includes(name));
    const entries = Object.entries(facts).filter(([name]) => !name.startsWith("_"));
    const unknown = "*" in shape ? [] : entries.map(([name]) => name).filter((name) => !(name in shape));
    for (const name of missing) {
      const typed = unknown.find((written) => nearestField(written, missing) === name);
      problems.push({
        key: at(name),
        message: `is missing: the site names it (a misspelt key is missing too)${typed ? `: ${JSON.stringify(typed)} is there (did you mean ${name}?)` : ""}`,
      });
    }
    for (const [name, inner] of entries) {
      const innerShape = shape[name] ?? shape["*"];
      if (innerShape !== undefined) walk(inner, innerShape, at(name));
    }
  };
  walk(data, shape, "");
  return problems;
}

/** Every fact of company.json that is not what the site needs it to be, by dotted key. */
export function companyFactProblems(company: unknown): { key: string; message: string }[] {
  const problems = shapeProblems(company, companyShape);
  // The pages and the search engines' data show the hours as opens–closes, the same day.
  const { opens, closes } =
    (company as { openingHours?: { weekdays?: Record<string, unknown> } })?.openingHours?.weekdays ?? {};
  if (kinds.time.fits(opens) && kinds.time.fits(closes) && String(closes) <= String(opens))
    problems.push({
      key: "openingHours.weekdays.closes",
      message: `is ${String(closes)}, not after the opening time ${String(opens)} (openingHours.weekdays.opens): write the time the office closes, in 24 hours (16:00, not 04:00), or swap the two if they were typed the wrong way round`,
    });
  // A rate given on request has no price; one with custom: true and an amount shows the amount,
  // and an editor who meant "on request" would see a price published.
  const rates = (company as { rates?: unknown })?.rates;
  for (const [group, entries] of Object.entries(typeof rates === "object" && rates !== null ? rates : {}))
    for (const [name, rate] of Object.entries(typeof entries === "object" && entries !== null ? entries : {}))
      if ((rate as { custom?: unknown })?.custom === true && isMoney(rate))
        problems.push({
          key: `rates.${group}.${name}.custom`,
          message: `is true, and the rate has a price too (${rate.currency} ${rate.amount}), which the pages show: take out custom for a published price, or its amount, currency, unit and validUntil for one given on request`,
        });
  return problems;
}
