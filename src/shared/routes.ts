import { defaultLanguage, knownLanguage, type LanguageCode } from "./languages";

// Paths of the pages, without language prefix. The default language lives at the
// unprefixed paths, every other language under /<code>.
export const pagePaths = {
  home: "/",
  services: "/services/",
  about: "/tentang/",
  contact: "/kontak/",
  /** The Incoterms 2020 guide. */
  incoterms: "/incoterms/",
} as const;

export type PageKey = keyof typeof pagePaths;

/**
 * The pages of the forms that work without scripts: the quote form a Get Quote link leads to,
 * and the page a plain form post is redirected to once the message is received.
 */
export const formPagePaths = {
  quote: "/penawaran/",
  received: "/terkirim/",
} as const;

/** Where every form posts, with or without scripts: the form function (netlify/functions). */
export const formActionPath = "/api/send-contact-email";

/** The privacy policy and the terms: content/legal/<doc>/<language>.mdx. */
export const legalPaths = {
  privacy: "/privacy/",
  terms: "/terms/",
} as const;

export type LegalDoc = keyof typeof legalPaths;
export const legalDocs = Object.keys(legalPaths) as LegalDoc[];

/** The sitemap for visitors: every page of a language, by topic (search engines read /sitemap-index.xml). */
export const sitemapPath = "/sitemap/";

export function servicePath(slug: string): string {
  return `/services/${slug}/`;
}

/** The slug of a service page's path (without language prefix), or undefined for any other page. */
export function serviceSlugOfPath(path: string): string | undefined {
  return /^\/services\/([^/]+)\/$/.exec(path)?.[1];
}

/** The language of a page's path: its prefix, none for the default language. */
export const languageOfPath = (path: string): LanguageCode => knownLanguage(path.split("/")[1]);

/** Adds the language prefix to a path that starts and ends with a slash. */
export function localizedPath(path: string, language: LanguageCode): string {
  if (language === defaultLanguage) return path;
  return `/${language}${path}`;
}
