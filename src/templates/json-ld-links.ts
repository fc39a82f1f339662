import { formatTagOf, type LanguageCode } from "../shared/languages";
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

/** Each area a service is offered in (content/services.json areaServed): a schema.org type and its region code. */
const areas = {
  indonesia: { "@type": "Country", region: "ID" },
  worldwide: { "@type": "Place", region: "001" },
} as const satisfies Record<ServiceArea, unknown>;

/**
 * An area served as a schema.org place, named in the page's language by its region code (ISO
 * 3166, and UN M.49 001 for the world): "インドネシア", "世界" on a Japanese page.
 */
export function areaServedJsonLd(area: ServiceArea, language: LanguageCode) {
  const { "@type": type, region } = areas[area];
  const tag = formatTagOf(language);
  const name = new Intl.DisplayNames([tag], { type: "region" }).of(region) ?? region;
  // CLDR writes some names as they read mid-sentence ("world"); a place's name stands alone.
  return { "@type": type, name: name.charAt(0).toLocaleUpperCase(tag) + name.slice(1) };
}
