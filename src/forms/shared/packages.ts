import type { TransportMode } from "./choices";
import { plainQuoteFormHref } from "./forms";
import { packageKey, type NamedPackage } from "./package-keys";
import { interpolateFacts } from "../../shared/facts";
import type { LanguageCode } from "../../shared/languages";
import { withValidUntil, type Translate } from "../../shared/rates";

// The price packages of the service pages as the quote form takes them ("Request this package":
// docs/forms.md, "Forms that work before and without scripts"). Their keys, which the schema
// needs, are a module of their own (./package-keys.ts), so that the forms' lazy parts do not
// carry this one (docs/architecture.md, "The forms' lazy parts").

/**
 * The transport mode each package implies, by its rate's path. Project cargo goes break bulk
 * (its card: "Break bulk and heavy lift"); a chartered vessel is for the project manager to propose.
 */
const packageModes: Readonly<Record<string, TransportMode>> = {
  "rates.sea.lcl": "sea-lcl",
  "rates.sea.fcl": "sea-fcl",
  "rates.sea.project": "sea-breakbulk",
  "rates.air.economy": "air",
  "rates.air.express": "air",
  "rates.air.international": "air",
  "rates.warehouse.basic": "warehouse",
  "rates.warehouse.smart": "warehouse",
  "rates.warehouse.enterprise": "warehouse",
};

export const packageModeOf = (pricePath: string): TransportMode | undefined => packageModes[pricePath];

/** A package as a service page's quote form offers it, with the mode it implies. */
export interface QuotePackage extends NamedPackage {
  mode?: TransportMode;
}

/** A package as the quote form names it, by the name given. */
export const quotePackageOf = (pkg: { name: string; price: string }): QuotePackage => {
  const mode = packageModeOf(pkg.price);
  return { key: packageKey(pkg.price), name: pkg.name, ...(mode ? { mode } : {}) };
};

/**
 * A price card's package (its frontmatter `name` and `price`) as a page in `language` offers it:
 * its facts filled in and a published price's last day beside it ("FCL (valid until 30 June
 * 2027)"), so the visitor sees until when the price they choose holds. The service pages and the
 * function's pages name it this one way.
 */
export const offeredPackage = (
  pkg: { name: string; price: string },
  language: LanguageCode,
  services: Translate,
): QuotePackage =>
  quotePackageOf({
    name: withValidUntil(interpolateFacts(pkg.name, language), pkg.price, language, services),
    price: pkg.price,
  });

const anchorPrefix = "package-";

/**
 * The fragment of a link to the page's quote form with a package chosen ("package-sea-lcl"), the
 * id of a mark in the form's section: following it before the scripts run scrolls there without
 * loading the page again, which would lose what the visitor has typed.
 */
export const packageAnchor = (key: string): string => `${anchorPrefix}${key}`;

/**
 * The package a page's address names, if the page offers it: #package-sea-lcl, or the query
 * ?package=sea-lcl that links copied from an earlier version of the pages carry.
 */
export const packageInAddress = (
  { hash, search }: { hash: string; search: string },
  offered: readonly QuotePackage[],
): QuotePackage | undefined => {
  const key = hash.startsWith(`#${anchorPrefix}`)
    ? hash.slice(anchorPrefix.length + 1)
    : new URLSearchParams(search).get("package");
  return offered.find((pkg) => pkg.key === key);
};

/**
 * Where a package's link leads without scripts: the function's quote form with the package, the
 * mode it implies and the page's service chosen, since a static page cannot read its own address.
 */
export const plainPackageHref = (language: string, serviceType: string, pkg: QuotePackage): string =>
  plainQuoteFormHref(language, { serviceType, package: pkg.key, ...(pkg.mode ? { mode: pkg.mode } : {}) });
