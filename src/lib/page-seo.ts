import { localeString, type LocaleEdge } from "./locale-strings";
import type { PageContext } from "./page-context";

/** Title and description of a page whose copy lives in a locale namespace's "meta". */
export function pageMeta(locales: { edges: readonly LocaleEdge[] }, ns: string, pageContext: PageContext) {
  const read = (key: string) => localeString(locales.edges, ns, key, pageContext.language);
  return {
    title: read("meta.title"),
    description: read("meta.description"),
    language: pageContext.language,
    originalPath: pageContext.i18n.originalPath,
  };
}
