import type { TransportMode } from "../shared/choices";
import { plainQuoteFormHref } from "../shared/forms";

// The price packages of the service pages as the quote form takes them ("Request this package":
// docs/forms.md, "Forms that work before and without scripts").

/** A package's key in a link: its rate's path in content/company.json, "rates.sea.lcl" as "sea-lcl". */
export const packageKey = (pricePath: string): string => pricePath.replace(/^rates\./, "").replace(/\./g, "-");

/**
 * The transport mode each package implies, by its rate's path. Project cargo (break bulk,
 * chartered vessels) has no mode of its own in the form, so it sets none.
 */
const packageModes: Readonly<Record<string, TransportMode>> = {
  "rates.sea.lcl": "sea-lcl",
  "rates.sea.fcl": "sea-fcl",
  "rates.air.economy": "air",
  "rates.air.express": "air",
  "rates.air.international": "air",
  "rates.warehouse.basic": "warehouse",
  "rates.warehouse.smart": "warehouse",
  "rates.warehouse.enterprise": "warehouse",
};

export const packageModeOf = (pricePath: string): TransportMode | undefined => packageModes[pricePath];

/** A package as a service page's quote form offers it: key, name in the page's language, mode. */
export interface QuotePackage {
  key: string;
  name: string;
  mode?: TransportMode;
}

/** A text with a remark set beside it in the page's language (common:joins.bracketed): "FCL (...)", 「LCL（混載）（…）」. */
type Aside = (text: string, aside: string) => string;

/**
 * A package as the quote form names it. A published price carries its last day ("FCL (Valid until
 * 30 June 2027)"), so the company's mail says until when the price the visitor asked for holds.
 */
export const quotePackageOf = (
  pkg: { name: string; price: string },
  dated?: { validUntil: string; aside: Aside },
): QuotePackage => {
  const mode = packageModeOf(pkg.price);
  const name = dated ? dated.aside(pkg.name, dated.validUntil) : pkg.name;
  return { key: packageKey(pkg.price), name, ...(mode ? { mode } : {}) };
};

const anchorPrefix = "package-";

/**
 * The fragment of a link to the page's quote form with a package chosen ("package-sea-lcl"), the
 * id of a mark in the form's section: following it before the scripts run scrolls there without
 * loading the page again, which would lose what the visitor has typed.
 */
export const packageAnchor = (key: string): string => `${anchorPrefix}${key}`;

/** The package a page's address names (#package-sea-lcl), if the page offers it. */
export const packageFromHash = (hash: string, offered: readonly QuotePackage[]): QuotePackage | undefined =>
  hash.startsWith(`#${anchorPrefix}`)
    ? offered.find((pkg) => pkg.key === hash.slice(anchorPrefix.length + 1))
    : undefined;

/**
 * Where a package's link leads without scripts: the function's quote form with the package, the
 * mode it implies and the page's service chosen, since a static page cannot read its own address.
 */
export const plainPackageHref = (language: string, serviceType: string, pkg: QuotePackage): string =>
  plainQuoteFormHref(language, { serviceType, package: pkg.name, ...(pkg.mode ? { mode: pkg.mode } : {}) });
