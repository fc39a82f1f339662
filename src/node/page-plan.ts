import { defaultLanguage, type LanguageCode } from "../shared/languages";
import {
  articleKindPath,
  articleKinds,
  articleListPath,
  articlePath,
  articleServicePath,
  type ArticleFilter,
  type ArticleKind,
} from "../shared/articles";
import {
  formPagePaths,
  legalPaths,
  localizedPath,
  pagePaths,
  servicePath,
  sitemapPath,
  type LegalDoc,
  type PageKey,
} from "../shared/routes";

// Which pages exist: every fixed page and every service page in every language, the legal
// pages (privacy, terms) in every language they are written in, plus one 404 page per
// language, and the forms' quote and received pages. Articles exist in the languages they are
// written in; each language has its list of articles, and a list narrowed to each kind and each
// service it has articles of. A narrowed list that holds every article of its language shows what
// the list of all shows: it stays for visitors who narrow the list, names the list of all as its
// canonical for search engines, and the pages that would link to it link to the list of all. Each
// language has a sitemap page that lists its pages. Pure, so the rules are testable without a
// Gatsby build.
type FormPageKey = keyof typeof formPagePaths;
export type Template = PageKey | FormPageKey | "service" | "legal" | "articles" | "article" | "sitemap" | "notFound";

/** A page as the sitemap page lists it: what names it and where it leads. */
export type ListedPage = Pick<
  PlannedPage,
  "template" | "originalPath" | "serviceSlug" | "legalDoc" | "articleSlug" | "articleFilter"
>;

export interface PlannedPage {
  template: Template;
  language: LanguageCode;
  /** Path without the language prefix, used by the language switcher and hreflang. */
  originalPath: string;
  path: string;
  /** Client-side catch-all for the 404 pages of prefixed languages. */
  matchPath?: string;
  /** Gatsby node id and slug of the service content (service pages only). */
  serviceId?: string;
  serviceSlug?: string;
  /** Which legal page (legal pages only). */
  legalDoc?: LegalDoc;
  /** The MDX file whose body the page shows (service, legal and article pages): src/node/mdx-bodies.ts. */
  contentFilePath?: string;
  /** Gatsby node id and slug of the article (article pages only). */
  articleId?: string;
  articleSlug?: string;
  /** What a list of articles is narrowed to (article lists only). */
  articleFilter?: ArticleFilter;
  /** The languages the page exists in, when not every language (an article, a narrowed list). */
  languages?: LanguageCode[];
  /**
   * A narrowed list that holds every article of its language: the path of the list of all, its
   * canonical. Search engines index that one, so this page is left out of the XML sitemap.
   */
  canonicalPath?: string;
  /**
   * The languages whose version of the page is its own canonical (a narrowed list): its hreflang
   * alternates, none when the page itself is a copy. Other pages' alternates are their languages.
   */
  alternates?: LanguageCode[];
  /**
   * On a list of articles, the narrowed lists of its language that copy the list of all, when
   * there are some: it does not link to them, for a visitor not to open the same list twice.
   */
  copiedLists?: string[];
  /**
   * On an article or a service page, true when the list it links to (its kind's, its service's)
   * copies the list of all: the link leads to the list of all instead. A flag, not the list's
   * path: every page carries its context in its page-data.
   */
  listIsCopy?: true;
  /** The pages of its language the sitemap page lists (sitemap pages only). */
  listed?: ListedPage[];
}

export interface ServiceContent {
  id: string;
  slug: string;
  language: LanguageCode;
  contentFilePath: string;
}

/** content/legal/<doc>/<language>.mdx */
export interface LegalContent {
  doc: LegalDoc;
  language: LanguageCode;
  contentFilePath: string;
}

/** content/articles/<slug>/<language>.mdx */
export interface ArticleContent {
  id: string;
  slug: string;
  language: LanguageCode;
  contentFilePath: string;
  kind: ArticleKind;
  services: readonly string[];
}

/** The lists narrowed to what a language's articles are about: each kind and each service they concern. */
function articleFilters(articles: readonly ArticleContent[]): ArticleFilter[] {
  const kinds = articleKinds.filter((kind) => articles.some((a) => a.kind === kind));
  const services = [...new Set(articles.flatMap((a) => a.services))];
  return [...kinds.map((kind) => ({ kind })), ...services.map((service) => ({ service }))];
}

/** Whether a narrowed list shows every one of a language's articles, as the list of all does. */
function holdsEvery(filter: ArticleFilter, own: readonly ArticleContent[]): boolean {
  return own.every((a) =>
    "kind" in filter ? a.kind === filter.kind : "service" in filter && a.services.includes(filter.service),
  );
}

/** The paths of a language's narrowed lists that copy its list of all. */
function copiesIn(language: LanguageCode, articles: readonly ArticleContent[]): string[] {
  const own = articles.filter((a) => a.language === language);
  return articleFilters(own)
    .filter((filter) => holdsEvery(filter, own))
    .map(articleListPath);
}

const listIsCopy = (copies: readonly string[], path: string) =>
  copies.includes(path) ? { listIsCopy: true as const } : {};

function articlePages(languages: readonly LanguageCode[], articles: readonly ArticleContent[]): PlannedPage[] {
  const pages: PlannedPage[] = [];
  // The languages that have each narrowed list, and those whose list is not a copy of their list of all.
  const listedIn = new Map<string, LanguageCode[]>();
  const indexedIn = new Map<string, LanguageCode[]>();
  const add = (map: Map<string, LanguageCode[]>, path: string, language: LanguageCode) =>
    map.set(path, [...(map.get(path) ?? []), language]);
  for (const language of languages) {
    const own = articles.filter((a) => a.language === language);
    const copies = copiesIn(language, articles);
    for (const filter of articleFilters(own)) {
      add(listedIn, articleListPath(filter), language);
      if (!copies.includes(articleListPath(filter))) add(indexedIn, articleListPath(filter), language);
    }
  }
  for (const language of languages) {
    const own = articles.filter((a) => a.language === language);
    const copies = copiesIn(language, articles);
    for (const filter of [{}, ...articleFilters(own)]) {
      const originalPath = articleListPath(filter);
      const narrowed = Object.keys(filter).length > 0;
      const copy = copies.includes(originalPath);
      pages.push({
        template: "articles",
        language,
        originalPath,
        path: localizedPath(originalPath, language),
        articleFilter: filter,
        ...(copies.length > 0 ? { copiedLists: copies } : {}),
        ...(narrowed
          ? {
              languages: listedIn.get(originalPath),
              alternates: copy ? [] : indexedIn.get(originalPath),
              ...(copy ? { canonicalPath: articleListPath({}) } : {}),
            }
          : {}),
      });
    }
    for (const article of own) {
      const originalPath = articlePath(article.slug);
      pages.push({
        template: "article",
        language,
        originalPath,
        path: localizedPath(originalPath, language),
        articleId: article.id,
        articleSlug: article.slug,
        contentFilePath: article.contentFilePath,
        ...listIsCopy(copies, articleKindPath(article.kind)),
        languages: languages.filter((l) => articles.some((a) => a.slug === article.slug && a.language === l)),
      });
    }
  }
  return pages;
}

export function planPages(
  languages: readonly LanguageCode[],
  services: readonly ServiceContent[],
  legal: readonly LegalContent[] = [],
  articles: readonly ArticleContent[] = [],
): PlannedPage[] {
  const pages: PlannedPage[] = [];
  for (const language of languages) {
    const copies = copiesIn(language, articles);
    for (const template of Object.keys(pagePaths) as PageKey[]) {
      const originalPath = pagePaths[template];
      pages.push({ template, language, originalPath, path: localizedPath(originalPath, language) });
    }
    for (const service of services.filter((s) => s.language === language)) {
      const originalPath = servicePath(service.slug);
      pages.push({
        template: "service",
        language,
        originalPath,
        path: localizedPath(originalPath, language),
        serviceId: service.id,
        serviceSlug: service.slug,
        contentFilePath: service.contentFilePath,
        ...listIsCopy(copies, articleServicePath(service.slug)),
      });
    }
    for (const { doc, contentFilePath } of legal.filter((l) => l.language === language)) {
      const originalPath = legalPaths[doc];
      pages.push({
        template: "legal",
        language,
        originalPath,
        path: localizedPath(originalPath, language),
        legalDoc: doc,
        contentFilePath,
      });
    }
    pages.push({
      template: "sitemap",
      language,
      originalPath: sitemapPath,
      path: localizedPath(sitemapPath, language),
    });
    for (const template of Object.keys(formPagePaths) as FormPageKey[]) {
      const originalPath = formPagePaths[template];
      pages.push({ template, language, originalPath, path: localizedPath(originalPath, language) });
    }
    pages.push({
      template: "notFound",
      language,
      originalPath: "/404/",
      path: localizedPath("/404/", language),
      matchPath: language === defaultLanguage ? undefined : `/${language}/*`,
    });
  }
  const all = [...pages, ...articlePages(languages, articles)];
  return all.map((page) =>
    page.template === "sitemap"
      ? { ...page, listed: all.filter((p) => p.language === page.language && isListed(p)).map(listedPage) }
      : page,
  );
}

/**
 * The pages a sitemap page lists: every page a visitor can open from a link, but itself, the 404
 * page, the received page (reached by sending a form) and a narrowed list that copies the list of all.
 */
function isListed(page: PlannedPage): boolean {
  return !["sitemap", "notFound", "received"].includes(page.template) && page.canonicalPath === undefined;
}

function listedPage({ template, originalPath, serviceSlug, legalDoc, articleSlug, articleFilter }: PlannedPage) {
  return { template, originalPath, serviceSlug, legalDoc, articleSlug, articleFilter };
}
