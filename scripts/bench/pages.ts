// Which pages the benchmark measures: every page type in the given languages, built from
// the site's own route, service and article lists so a new service is measured without edits
// here: the list of articles and the language's longest article.
import { statSync } from "fs";
import path from "path";
import { defaultLanguage, languageCodes, type LanguageCode } from "../../src/shared/languages";
import { localizedPath, pagePaths, servicePath, type PageKey } from "../../src/shared/routes";
import { serviceSlugs } from "../../src/shared/services";
import { articlePath, articlesPath } from "../../src/shared/articles";
import { publishedArticles } from "../../src/node/article-files";

const contentDir = path.resolve(__dirname, "../../content");

/** A language's longest published article: the one with the most to load. */
function longestArticle(language: LanguageCode): string | undefined {
  const sized = publishedArticles(contentDir, [language]).map((a) => ({
    slug: a.slug,
    size: statSync(a.contentFilePath).size,
  }));
  return sized.sort((a, b) => b.size - a.size)[0]?.slug;
}

export interface BenchPage {
  /** "home", "services", "about", "contact", "incoterms", "service:<slug>", "articles", "article:<slug>" or "404". */
  type: string;
  language: LanguageCode;
  /** The URL path requested. */
  urlPath: string;
  /** The Gatsby page that answers it, for its page-data. */
  pagePath: string;
}

/** Every language: each holds every budget (Japanese text takes more bytes than Indonesian). */
export const measuredLanguages: readonly LanguageCode[] = languageCodes;

export function benchPages(languages: readonly LanguageCode[] = measuredLanguages): BenchPage[] {
  return languages.flatMap((language) => {
    const fixed = (Object.keys(pagePaths) as PageKey[]).map((key) => ({ type: key, path: pagePaths[key] }));
    const services = serviceSlugs.map((slug) => ({ type: `service:${slug}`, path: servicePath(slug) }));
    const article = longestArticle(language);
    const articles = [
      { type: "articles", path: articlesPath },
      ...(article ? [{ type: `article:${article}`, path: articlePath(article) }] : []),
    ];
    const pages: BenchPage[] = [...fixed, ...services, ...articles].map(({ type, path }) => {
      const localized = localizedPath(path, language);
      return { type, language, urlPath: localized, pagePath: localized };
    });
    // An unknown path: Netlify answers with the language's 404 page (status 404). Gatsby's
    // default-language 404 page is /404.html; the others are /<lang>/404/.
    pages.push({
      type: "404",
      language,
      urlPath: localizedPath("/no-such-page/", language),
      pagePath: language === defaultLanguage ? "/404.html" : localizedPath("/404/", language),
    });
    return pages;
  });
}

/** Keeps the pages whose type is listed ("service" matches every service page); all when none. */
export function selectPages(pages: readonly BenchPage[], types: readonly string[]): BenchPage[] {
  if (types.length === 0) return [...pages];
  return pages.filter((p) => types.some((t) => p.type === t || p.type.startsWith(`${t}:`)));
}
