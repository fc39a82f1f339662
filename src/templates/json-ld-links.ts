import type { LanguageCode } from "../shared/languages";
import { localizedPath } from "../shared/routes";

// What the pages' JSON-LD blocks share, in a module of its own: each page's chunk carries only the
// blocks it writes (company-json-ld.ts on the home and contact pages, service-json-ld.ts on the
// service pages).

export const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;

/** The company's one website address, the same in every language, as one entity has one url. */
export const organizationUrl = (siteUrl: string) => `${siteUrl}/`;

export const pageUrl = (siteUrl: string, path: string, language: LanguageCode) =>
  `${siteUrl}${localizedPath(path, language)}`;
