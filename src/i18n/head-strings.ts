import i18next from "i18next";
import "./extensions";
import { i18nextOptions } from "./i18next-options";
import type { LanguageCode } from "../shared/languages";

// gatsby-plugin-react-i18next's provider does not wrap Head, so Head reads its strings from
// the page query's `locales` (as the plugin's documentation advises), through an i18next
// instance of its own with the pages' options: the same plurals, variables and company facts.

/** One locale file as the page query returns it: its JSON as an object (schema type JSON). */
interface LocaleEdge {
  readonly node: { readonly ns: string; readonly data: unknown; readonly language: string };
}

export interface PageLocales {
  readonly edges: readonly LocaleEdge[];
}

/** A lookup for Head: a key missing from the page's locale files stops the build, naming it. */
export type HeadString = (ns: string, key: string, variables?: Record<string, unknown>) => string;

export function headStrings(locales: PageLocales, language: LanguageCode): HeadString {
  const resources = {
    [language]: Object.fromEntries(locales.edges.map(({ node }) => [node.ns, node.data as Record<string, unknown>])),
  };
  const i18n = i18next.createInstance();
  // With resources given, init is synchronous (initImmediate: false makes that explicit).
  void i18n.init({ ...i18nextOptions, resources, lng: language, fallbackLng: false, initImmediate: false });
  return (ns, key, variables = {}) => {
    if (!i18n.exists(key, { ns, ...variables }))
      throw new Error(`Missing locale string content/locales/${language}/${ns}.json: ${key}`);
    return i18n.t(key, { ns, ...variables });
  };
}

/** The name of the list of articles (the footer's link), which names the language's feed in the head (Seo). */
export const feedName = (strings: HeadString) => strings("common", "footer.articles");
