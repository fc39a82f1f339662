import type { LanguageCode } from "./languages";

/** What every page gets from gatsby-node (see src/node/create-pages.ts). */
export interface PageContext {
  id?: string;
  language: LanguageCode;
  namespaces: string[];
  i18n: {
    language: LanguageCode;
    originalPath: string;
    path: string;
  };
}
