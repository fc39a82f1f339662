import React, { useMemo } from "react";
import { TranslationsContext } from "../../hooks/use-t";
import { defaultLanguage, isLanguageCode } from "../../lib/languages";
import { parseLocales, type LocaleEdge } from "../../lib/locale-strings";

interface Props {
  language: string | undefined;
  originalPath: string | undefined;
  /** The page query's `locales` (see the LayoutData fragment). */
  locales: readonly LocaleEdge[] | undefined;
  children: React.ReactNode;
}

/** Gives every component of the page its strings; parsed once per page, not per render. */
export function TranslationsProvider({ language, originalPath = "/", locales, children }: Props) {
  const strings = useMemo(() => parseLocales(locales ?? []), [locales]);
  const value = useMemo(
    () => ({ language: isLanguageCode(language) ? language : defaultLanguage, originalPath, strings }),
    [language, originalPath, strings],
  );
  return <TranslationsContext.Provider value={value}>{children}</TranslationsContext.Provider>;
}
