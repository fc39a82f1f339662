import type { LanguageCode } from "../../src/shared/languages";

// How the pages join two translated texts, written out here rather than read from the locale
// files (content/locales/<lang>/common.json, joins.*) so that the tests check what they hold:
// Chinese and Japanese with full-width punctuation and no space after it.
const fullWidth = (lang: LanguageCode) => lang === "zh" || lang === "ja";

/** A label and its text: "Name: ...", "姓名：...". */
export const labelled = (lang: LanguageCode, label: string, text: string) =>
  fullWidth(lang) ? `${label}：${text}` : `${label}: ${text}`;

/** Two sentences: "Error. ...", "错误。...". */
export const sentences = (lang: LanguageCode, first: string, next: string) =>
  fullWidth(lang) ? `${first}。${next}` : `${first}. ${next}`;

/** Two items of a list: "Rp 1.000, 10% × ...", "Rp 1.000，10% × ...", "Rp 1.000、10% × ...". */
export const listed = (lang: LanguageCode, first: string, next: string) =>
  lang === "zh" ? `${first}，${next}` : lang === "ja" ? `${first}、${next}` : `${first}, ${next}`;

/** A text and its note in brackets: "Name (required)", "姓名（必填）". */
export const bracketed = (lang: LanguageCode, text: string, note: string) =>
  fullWidth(lang) ? `${text}（${note}）` : `${text} (${note})`;
