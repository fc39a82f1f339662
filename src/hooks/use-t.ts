import { createContext, useCallback, useContext } from "react";
import { defaultLanguage, type LanguageCode } from "../lib/languages";
import { translate, type PageStrings } from "../lib/locale-strings";

// The page's language and strings, provided around every page by wrapPage
// (src/components/layout/translations-provider.tsx). A few lines instead of i18next's
// browser runtime, which alone cost a quarter of the page's JavaScript budget (issue 6).
export interface Translations {
  language: LanguageCode;
  /** The page's path without the language prefix ("/404/" on the 404s). */
  originalPath: string;
  strings: PageStrings;
}

export const TranslationsContext = createContext<Translations>({ language: defaultLanguage, originalPath: "/", strings: {} });

/**
 * t for one namespace: {{variables}} and company facts such as {claims.ports} filled in,
 * formatted for the page's language.
 */
export function useT(ns: string) {
  const { strings, language } = useContext(TranslationsContext);
  return useCallback((key: string, variables: Record<string, unknown> = {}) => translate(strings, language, ns, key, variables), [strings, language, ns]);
}

export function useLanguage(): LanguageCode {
  return useContext(TranslationsContext).language;
}

export function useOriginalPath(): string {
  return useContext(TranslationsContext).originalPath;
}
