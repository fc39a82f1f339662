import languagesFile from "../../content/languages.json";

// The one list of languages is content/languages.json: adding a language means adding an
// entry there plus its locale folder (content/locales/<code>), an MDX file per service and
// per legal page (CONTRIBUTING.md, "Adding a language"). Its order is the switcher's order.
export interface Language {
  /** Code used in URLs, locale folders and MDX file names. */
  code: string;
  /** Label shown in the language switcher. */
  label: string;
  /** Name of the language in itself, for the switcher's accessible name. */
  name: string;
  /** BCP 47 tag for <html lang>, hreflang and Intl formatting. */
  tag: string;
  /**
   * BCP 47 tag for Intl's dates and numbers when the texts follow a region the tag does not name:
   * English written the British way writes "30 June 2027", while "en" alone formats as in the US.
   * hreflang keeps `tag`, so the pages still serve every English reader.
   */
  formatTag?: string;
  /** Open Graph locale. */
  ogLocale: string;
  /** ISO 15924 script of the language's texts: untranslated English is looked for in non-Latin ones. */
  script: string;
  /** Currencies written with their local symbol (Rp) rather than their code (IDR). */
  currenciesAsSymbol: readonly string[];
  /** The sign between the ends of a range of numbers (1–2, 1～2); an en dash when absent. */
  rangeSign?: string;
  /**
   * ISO 3166 country a phone number typed without its country code is read in, on a page in
   * this language (the mail shows it in international form).
   */
  phoneCountry: string;
}

export interface LanguagesFile {
  defaultLanguage: string;
  languages: readonly Language[];
}

/** A language's code. Plain text: the list is content, checked by npm run check:content and the build. */
export type LanguageCode = string;

export const languages: readonly Language[] = languagesFile.languages;

export const defaultLanguage: LanguageCode = languagesFile.defaultLanguage;

export const languageCodes: LanguageCode[] = languages.map((l) => l.code);

/** The languages whose pages live under a /<code>/ prefix: every one but the default. */
export const prefixedLanguageCodes: LanguageCode[] = languageCodes.filter((code) => code !== defaultLanguage);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === "string" && languageCodes.includes(value);
}

/** The value when it is one of the site's languages, else the default language: never a code from elsewhere. */
export const knownLanguage = (value: unknown): LanguageCode => (isLanguageCode(value) ? value : defaultLanguage);

export function languageOf(code: LanguageCode): Language {
  const found = languages.find((l) => l.code === code);
  if (!found) throw new Error(`Unknown language: ${code} (content/languages.json has ${languageCodes.join(", ")})`);
  return found;
}

/** The tag Intl formats the language's dates and numbers with. */
export const formatTagOf = (code: LanguageCode): string => languageOf(code).formatTag ?? languageOf(code).tag;

/** Scripts written without spaces between words (titles then join their parts without one). */
const spacelessScripts = new Set(["Hans", "Hant", "Hani", "Jpan", "Thai", "Khmr", "Laoo", "Mymr"]);

/** Whether a language writes a space between its words: its script is not one written without them. */
export function writesWordSpaces(language: Pick<Language, "script">): boolean {
  return !spacelessScripts.has(language.script);
}

export function isSpaceless(code: LanguageCode): boolean {
  return !writesWordSpaces(languageOf(code));
}

/** What goes between two texts set side by side: a space, or nothing in a spaceless script. */
export const wordSpace = (code: LanguageCode): string => (isSpaceless(code) ? "" : " ");

// Search results cut a page's description by width, and a Chinese, Japanese or Korean character is
// about as wide as two Latin letters: about 160 Latin characters fit, and about 100 of these.
const wideScripts = new Set(["Hans", "Hant", "Hani", "Jpan", "Kore"]);

/** The most characters of a page's description that search results show in full, in the language's script. */
export function descriptionLimit(language: Pick<Language, "script">): number {
  return wideScripts.has(language.script) ? 100 : 160;
}

/**
 * The width of a page's title (with the site's name after it) search results show in full, in
 * Latin letters. Results cut a title by width, about 600 pixels, whatever its language: a title
 * in Chinese or Japanese mixes wide characters with Latin ones (FCL, the site's name), so it is
 * measured by width, not by a limit per script.
 */
export const searchTitleWidth = 60;

/** East Asian wide characters (Han, kana, Hangul, full-width forms), each about as wide as two Latin letters. */
const wideCharacter =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]/u;

/** A text's width in Latin letters: a wide character counts two. */
export function textWidth(text: string): number {
  return [...text].reduce((width, character) => width + (wideCharacter.test(character) ? 2 : 1), 0);
}

/** Whether a language's texts are written in Latin script (untranslated English is not looked for in them). */
export function writesLatin(language: Pick<Language, "script">): boolean {
  return language.script === "Latn";
}

/**
 * A page's hreflang alternates: the languages it exists in (every language but for an article),
 * and the one for x-default, the default language's version or else the first there is.
 */
export function alternateLanguages(written?: readonly LanguageCode[]): { alternates: Language[]; xDefault?: Language } {
  const alternates = languages.filter((l) => !written || written.includes(l.code));
  return { alternates, xDefault: alternates.find((l) => l.code === defaultLanguage) ?? alternates[0] };
}
