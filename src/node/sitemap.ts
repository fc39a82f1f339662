import { alternateLanguages, type LanguageCode } from "../shared/languages";
import { localizedPath } from "../shared/routes";
import type { Template } from "./page-plan";

// gatsby-plugin-sitemap options: every content page in every language, each with its
// hreflang alternates (an article: the languages it is written in), so search engines find every
// version of a page, and an article with the day it was last changed. A page whose canonical is
// another (a narrowed list of articles that holds them all, src/node/page-plan.ts) is left out: a
// sitemap lists the pages to index.
interface SitemapPage {
  path: string;
  /** An article's day of its last change (its frontmatter's updated, or else published). */
  lastmod?: string;
  pageContext?: {
    /** An article's node. */
    id?: string;
    template?: Template;
    canonicalPath?: string | null;
    alternates?: string[] | null;
    i18n?: { originalPath?: string; languages?: string[] };
  };
}

export function isIndexable(page: SitemapPage): boolean {
  const template = page.pageContext?.template;
  if (page.pageContext?.canonicalPath) return false;
  return template !== undefined && template !== "notFound" && template !== "received";
}

export function sitemapEntry(page: SitemapPage, siteUrl: string) {
  const originalPath = page.pageContext?.i18n?.originalPath ?? page.path;
  const urlIn = (code: LanguageCode) => `${siteUrl}${localizedPath(originalPath, code)}`;
  // An article exists in the languages it is written in: only those are its alternates; a narrowed
  // list's are the languages where it is not a copy of the list of all.
  const written = page.pageContext?.alternates ?? page.pageContext?.i18n?.languages;
  const { alternates, xDefault } = alternateLanguages(written);
  return {
    url: page.path,
    ...(page.lastmod ? { lastmod: page.lastmod } : {}),
    links: [
      ...alternates.map((l) => ({ lang: l.tag, url: urlIn(l.code) })),
      ...(xDefault ? [{ lang: "x-default", url: urlIn(xDefault.code) }] : []),
    ],
  };
}

interface SitemapData {
  allSitePage: { nodes: SitemapPage[] };
  allArticle: { nodes: { id: string; published: string; updated?: string | null }[] };
}

/** The pages to index, an article with the day of its last change. */
export function sitemapPages({ allSitePage, allArticle }: SitemapData): SitemapPage[] {
  const changed = new Map(allArticle.nodes.map((a) => [a.id, a.updated ?? a.published]));
  return allSitePage.nodes.filter(isIndexable).map((page) => {
    const lastmod = page.pageContext?.id ? changed.get(page.pageContext.id) : undefined;
    return lastmod ? { ...page, lastmod } : page;
  });
}

export function sitemapOptions(siteUrl: string) {
  return {
    query: `{ allSitePage { nodes { path pageContext } } allArticle { nodes { id published updated } } }`,
    resolveSiteUrl: () => siteUrl,
    resolvePages: sitemapPages,
    serialize: (page: SitemapPage) => sitemapEntry(page, siteUrl),
    // Search engines find the sitemap through robots.txt (site-files.ts); no browser or crawler
    // reads <link rel="sitemap">, which every page would carry.
    createLinkInHead: false,
  };
}
