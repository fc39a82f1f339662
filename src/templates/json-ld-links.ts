import type { LanguageCode } from "../shared/languages";
import { localizedPath, pagePaths } from "../shared/routes";
import { company } from "../shared/facts";

// What the pages' JSON-LD blocks share, in a module of its own: each page's chunk carries only the
// blocks it writes (company-json-ld.ts on the home and contact pages, service-json-ld.ts on the
// service pages).

export const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;

export const pageUrl = (siteUrl: string, path: string, language: LanguageCode) =>
  `${siteUrl}${localizedPath(path, language)}`;

/**
 * The company as a page's other blocks name it (a service's provider, an article's author and
 * publisher): described in full on the home and contact pages, named here with the same @id and
 * its name, as search engines do not follow an @id to another page.
 */
export const organizationRef = (siteUrl: string, language: LanguageCode) =>
  ({
    "@type": "LocalBusiness",
    "@id": organizationId(siteUrl),
    name: company.legalName,
    url: pageUrl(siteUrl, pagePaths.home, language),
  }) as const;
