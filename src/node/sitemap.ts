import { defaultLanguage, languages } from "../shared/languages";
import { localizedPath } from "../shared/routes";
import type { Template } from "./page-plan";

// gatsby-plugin-sitemap options: every content page in every language, each with its
// hreflang alternates, so search engines find all four versions of a page.
interface SitemapPage {
  path: string;
  pageContext?: { template?: Template; i18n?: { originalPath?: string } };
}

export function isIndexable(page: SitemapPage): boolean {
  const template = page.pageContext?.template;
  return template !== undefined && template !== "notFound" && template !== "received";
}

export function sitemapEntry(page: SitemapPage, siteUrl: string) {
  const originalPath = page.pageContext?.i18n?.originalPath ?? page.path;
  const urlIn = (code: (typeof languages)[number]["code"]) => `${siteUrl}${localizedPath(originalPath, code)}`;
  return {
    url: page.path,
    links: [
      ...languages.map((l) => ({ lang: l.tag, url: urlIn(l.code) })),
      { lang: "x-default", url: urlIn(defaultLanguage) },
    ],
  };
}

export function sitemapOptions(siteUrl: string) {
  return {
    query: `{ allSitePage { nodes { path pageContext } } }`,
    resolveSiteUrl: () => siteUrl,
    resolvePages: ({ allSitePage }: { allSitePage: { nodes: SitemapPage[] } }) => allSitePage.nodes.filter(isIndexable),
    serialize: (page: SitemapPage) => sitemapEntry(page, siteUrl),
  };
}
