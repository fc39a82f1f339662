import type { LanguageCode } from "./languages";
import type { Template } from "./page-plan";

/** What every page gets from gatsby-node (see src/node/create-pages.ts). */
export interface PageContext {
  template: Template;
  id?: string;
  language: LanguageCode;
  namespaces: string[];
  i18n: {
    language: LanguageCode;
    originalPath: string;
    path: string;
  };
}
