import { company } from "../../shared/facts";

// A price package of the service pages is known by a key made from the rate its card prices
// (content/company.json rates.<group>.<name>): the links, the forms' choice, what the forms post
// and what the lead store keeps. Its name is the page's, in the page's language.

/** A package's key: its rate's path, "rates.sea.lcl" as "sea-lcl". */
export const packageKey = (pricePath: string): string => pricePath.replace(/^rates\./, "").replace(/\./g, "-");

/** The keys the package field accepts: one for each rate of content/company.json, which a price card prices. */
export const packageKeys: readonly string[] = Object.entries(company.rates).flatMap(([group, rates]) =>
  Object.keys(rates).map((name) => packageKey(`rates.${group}.${name}`)),
);

/** A package as a page names it: its key and its name in that page's language. */
export interface NamedPackage {
  key: string;
  name: string;
}

// A name as the visitor's keyboard or an older page may have written it: full-width and
// half-width forms alike (NFKC: "（" is "("), any case, spaces as one and none beside a bracket.
const comparable = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/ ?([()]) ?/g, "$1")
    .trim();

// Forms from before the keys posted a package's name with one remark in brackets after it, the
// last day of its price ("FCL (Valid until 30 June 2027)", 「LCL（混載）（2027年6月30日まで有効）」).
const remark = /^\([^()]+\)$/;

const namedBy = (given: string, name: string) => {
  const own = comparable(name);
  return given === own || (given.startsWith(own) && remark.test(given.slice(own.length)));
};

/**
 * The key a posted or linked package stands for: a key as it is; else the key of the one package
 * that a page in any language names so, as forms and links from before the keys did (a name,
 * alone or with a remark in brackets after it). Undefined for anything else and for a name two
 * packages share, which the package field then refuses with its reason.
 */
export function packageKeyOf(value: string, names: readonly NamedPackage[]): string | undefined {
  if (packageKeys.includes(value)) return value;
  const given = comparable(value);
  const keys = new Set(names.filter((pkg) => namedBy(given, pkg.name)).map((pkg) => pkg.key));
  const [key] = keys;
  return keys.size === 1 && packageKeys.includes(key) ? key : undefined;
}

/**
 * Posted or linked values with a package given by its name as its key (packageKeyOf, the names
 * asked for only then); any other value stays as given, for the schema to refuse with its reason.
 */
export function withPackageKey<T>(values: T, names: () => readonly NamedPackage[]): T {
  const given = typeof values === "object" && values !== null ? (values as Record<string, unknown>).package : undefined;
  if (typeof given !== "string" || given === "" || packageKeys.includes(given)) return values;
  const key = packageKeyOf(given.trim(), names());
  return key === undefined ? values : { ...values, package: key };
}
