import type { LanguageCode } from "../shared/languages";
import { localizedPath } from "../shared/routes";
import type { ServiceArea } from "../shared/services";

// What the pages' JSON-LD blocks share, in a module of its own: each page's chunk carries only the
// blocks it writes (company-json-ld.ts on the home and contact pages, service-json-ld.ts on the
// service pages).

export const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;

/** The company's one website address, the same in every language, as one entity has one url. */
export const organizationUrl = (siteUrl: string) => `${siteUrl}/`;

export const pageUrl = (siteUrl: string, path: string, language: LanguageCode) =>
  `${siteUrl}${localizedPath(path, language)}`;

/** Each area a service is offered in (content/services.json areaServed) as a schema.org type. */
const areaTypes = { indonesia: "Country", worldwide: "Place" } as const satisfies Record<ServiceArea, string>;

/** An area's name in the page's language (common:areaServed.<area>). */
export type AreaName = (area: ServiceArea) => string;

/**
 * An area served as a schema.org place, named in the page's language ("インドネシア", "世界" on a
 * Japanese page) by its locale text: the browser's Intl has no name for the world's region code
 * (001), and the structured data is written again as the page hydrates.
 */
export const areaServedJsonLd = (area: ServiceArea, areaName: AreaName) => ({
  "@type": areaTypes[area],
  name: areaName(area),
});
