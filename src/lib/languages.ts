// The one list of languages. Adding a language means adding an entry here plus its
// locale folder (content/locales/<code>) and an MDX file per service.
export interface Language {
  /** Code used in URLs, locale folders and MDX file names. */
  code: string;
  /** Label shown in the language switcher. */
  label: string;
  /** Name of the language in itself, for the switcher's accessible name. */
  name: string;
  /** BCP 47 tag for <html lang>, hreflang and Intl formatting. */
  tag: string;
  /** Open Graph locale. */
  ogLocale: string;
  /** Words are written without spaces between them (Chinese, Japanese). */
  spaceless?: boolean;
}

export const languages = [
  { code: "id", label: "ID", name: "Bahasa Indonesia", tag: "id", ogLocale: "id_ID" },
  { code: "en", label: "EN", name: "English", tag: "en", ogLocale: "en_US" },
  { code: "zh", label: "CN", name: "中文", tag: "zh-CN", ogLocale: "zh_CN", spaceless: true },
  { code: "ja", label: "JP", name: "日本語", tag: "ja", ogLocale: "ja_JP", spaceless: true },
] as const satisfies readonly Language[];

export type LanguageCode = (typeof languages)[number]["code"];

export const defaultLanguage: LanguageCode = "id";

export const languageCodes: LanguageCode[] = languages.map((l) => l.code);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === "string" && (languageCodes as string[]).includes(value);
}

export function languageOf(code: LanguageCode): Language {
  const found = languages.find((l) => l.code === code);
  if (!found) throw new Error(`Unknown language: ${code}`);
  return found;
}

/** True for languages written without spaces between words (titles then join parts without one). */
export function isSpaceless(code: LanguageCode): boolean {
  return languageOf(code).spaceless === true;
}
