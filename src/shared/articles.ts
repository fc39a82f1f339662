// Articles: guides and news, content/articles/<slug>/<language>.mdx. The list of a language's
// articles is at /artikel/, narrowed to a kind or a service on pages of their own (links work
// without scripts); an article is at /artikel/<slug>/. The paths are the same in every language,
// under its prefix, as the other pages'.
export const articleKinds = ["guide", "news"] as const;
export type ArticleKind = (typeof articleKinds)[number];

export const articlesPath = "/artikel/";

/** The path word of a kind's list, in the site's path language. */
const kindWords: Record<ArticleKind, string> = { guide: "panduan", news: "berita" };

/** Words an article's folder cannot be named, as they are the lists' own paths. */
export const reservedArticleSlugs: readonly string[] = /* @__PURE__ */ Object.values(kindWords).concat("layanan");

/** Each language's feed of its articles (gatsby-plugin-feed), under its prefix. */
export const articleFeedPath = `${articlesPath}rss.xml`;

export const articlePath = (slug: string) => `${articlesPath}${slug}/`;
export const articleKindPath = (kind: ArticleKind) => `${articlesPath}${kindWords[kind]}/`;
export const articleServicePath = (service: string) => `${articlesPath}layanan/${service}/`;

/** What a list of articles is narrowed to: nothing (all), a kind, or a service. */
export type ArticleFilter = { kind: ArticleKind } | { service: string } | Record<string, never>;

export function articleListPath(filter: ArticleFilter): string {
  if ("kind" in filter) return articleKindPath(filter.kind);
  if ("service" in filter) return articleServicePath(filter.service);
  return articlesPath;
}

/**
 * Where a page's link to a list of articles leads: the list, or the list of all when the list
 * copies it (which src/node/page-plan.ts decides: a page's copiedLists or listIsCopy).
 */
export const articleListLink = (filter: ArticleFilter, isCopy = false): string =>
  isCopy ? articlesPath : articleListPath(filter);

/**
 * A heading as an article's list of sections (In this article) names it: a heading that leads
 * into what follows with a colon, in any language's form ("Catatan:", "注意："), would end its
 * entry in a stray mark.
 */
export const sectionName = (heading: string) => heading.replace(/\s*[:：]\s*$/, "");
