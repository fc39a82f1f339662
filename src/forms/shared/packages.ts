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
