// Which pages the benchmark measures: every page type in the given languages, built from
// the site's own route and service lists so a new service is measured without edits here.
import { defaultLanguage, languageCodes, type LanguageCode } from "../../src/shared/languages";
import { localizedPath, pagePaths, servicePath, type PageKey } from "../../src/shared/routes";
import { serviceSlugs } from "../../src/shared/services";

export interface BenchPage {
  /** "home", "services", "about", "contact", "service:<slug>" or "404". */
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
    const pages: BenchPage[] = [...fixed, ...services].map(({ type, path }) => {
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
