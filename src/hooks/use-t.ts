import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { interpolateFacts } from "../lib/facts";
import type { LanguageCode } from "../lib/languages";

/**
 * i18next's t for one namespace, with company facts such as {claims.ports} filled in
 * and formatted for the page's language.
 */
export function useT(ns: string) {
  const { t, i18n } = useTranslation(ns);
  const language = i18n.language as LanguageCode;
  return useCallback(
    (key: string, options: Record<string, unknown> = {}) => interpolateFacts(String(t(key, options)), language),
    [t, language],
  );
}

export function useLanguage(): LanguageCode {
  return useTranslation().i18n.language as LanguageCode;
}
