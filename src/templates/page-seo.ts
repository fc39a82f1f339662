import { feedName, headStrings, type PageLocales } from "../i18n/head-strings";
import type { PageContext } from "../shared/page-context";
import type { AreaName } from "./json-ld-links";

/** Title and description of a page whose copy lives in a locale namespace's "meta" (or another key). */
export function pageMeta(locales: PageLocales, ns: string, pageContext: PageContext, metaKey = "meta") {
  const strings = headStrings(locales, pageContext.language);
  const read = (key: string) => strings(ns, key);
  return {
    title: read(`${metaKey}.title`),
    description: read(`${metaKey}.description`),
    language: pageContext.language,
    feedName: feedName(strings),
    originalPath: pageContext.i18n.originalPath,
  };
}

/** The company's one-line description (common:footer.description), for its LocalBusiness JSON-LD on any page. */
export function companyDescription(locales: PageLocales, pageContext: PageContext): string {
  return headStrings(locales, pageContext.language)("common", "footer.description");
}

/** The areas a service is offered in, named in the page's language (common:areaServed), for the JSON-LD. */
export function areaNames(locales: PageLocales, pageContext: PageContext): AreaName {
  const strings = headStrings(locales, pageContext.language);
  return (area) => strings("common", `areaServed.${area}`);
}
