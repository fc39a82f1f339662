import type { LanguageCode } from "./languages";
import type { Template } from "../node/page-plan";

/** What every page gets from gatsby-node (see src/node/create-pages.ts). */
export interface PageContext {
  template: Template;
  id?: string;
  language: LanguageCode;
  /** The locale namespaces the page's query reads (page-namespaces.ts). */
  namespaces: string[];
  /** On an article or a service page: the list of articles it links to copies the list of all (page-plan.ts). */
  listIsCopy?: true;
  /** gatsby-plugin-react-i18next's page context; set when the page is made, so the plugin clones no page. */
  i18n: {
    language: LanguageCode;
    languages: LanguageCode[];
    defaultLanguage: LanguageCode;
    /** True when the path has a language prefix. */
    routed: boolean;
    /** The path without the language prefix, used by the language switcher and hreflang. */
    originalPath: string;
    path: string;
  };
}
