import type { LanguageCode } from "../../shared/languages";

// The error page's strings (common.json's "error"), a file for each language. This file, which
// asks for them, is itself loaded only when an error is shown, so webpack's map of those four
// files is in no page's first load (docs/architecture.md, "The error page's strings asked for by
// a file of their own").

export interface ErrorTexts {
  title: string;
  notFound: string;
  internal: string;
  description: string;
  home: string;
}

/** Used as a member of the module app-error.tsx loads on demand. @public */
export const errorTexts = (language: LanguageCode): Promise<ErrorTexts> =>
  import(/* webpackChunkName: "error-texts-[request]" */ `../../../content/locales/${language}/common.json`).then(
    (m) => (m.default as { error: ErrorTexts }).error,
  );
