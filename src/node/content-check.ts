import { existsSync, readdirSync, readFileSync, type Dirent } from "fs";
import path from "path";
import { readMdx, textCutByHash } from "./frontmatter-yaml";
import { languageName, readJson, recordUnreadable, type Issue, type Unreadable } from "./content-issues";
import { parseServiceFrontmatter } from "./service-frontmatter";
import { checkLanguagesFile, checkServicesFile } from "./site-lists";
import {
  descriptionLimit,
  isLanguageCode,
  searchTitleWidth,
  textWidth,
  writesLatin,
  writesWordSpaces,
  type Language,
  type LanguageCode,
  type LanguagesFile,
} from "../shared/languages";
import { legalPaths, localizedPath, type LegalDoc } from "../shared/routes";
import { articleFeedPath } from "../shared/articles";
import { siteUrl } from "./site-url";
import { planPages } from "./page-plan";
import { internalLinks, relativeLinks } from "../shared/internal-links";
import { parseArticleFrontmatter } from "./article-frontmatter";
import { dayMeant, factNames, fieldsNamed, meantFact, nearestField } from "./frontmatter-fields";
import { articleSlugProblems } from "./article-nodes";
import { articleFiles, publishedArticles, sameServices } from "./article-files";
import type { Service } from "../shared/services";
import { iconNames } from "../shared/icon-names";
import { isCalendarDay } from "../shared/days";
import { company as siteCompany, derivedFacts, factToken, interpolateFacts } from "../shared/facts";
import { pageTitle } from "../shared/page-title";
import { formOnlyServiceTypes, formTypes } from "../forms/shared/forms";
import { companyFactProblems, shapeProblems, type Shape } from "./company-facts";
import {
  articleHeadingProblems,
  factTag,
  bracedName,
  bracesAsMeant,
  unopenedName,
  factToWrite,
  hasFullWidth,
  headingProblems,
  isBracedFact,
  legalHeadingProblems,
  isMistypedFact,
  mdxBodyProblems,
  mistypedFactProblem,
  tableProblems,
  typedAmountProblems,
  undatedPriceProblems,
} from "./mdx-body-check";
import { charactersNoFontHas } from "./preview-fonts";
import { jsonKeyLine } from "./syntax-problems";
import { headingSectionProblems } from "./link-anchors";
import { currencies, taxes } from "../components/estimator/import-duties";

// The content check behind `npm run check:content`: what an editor or translator can
// get wrong in content/, each problem named by file and key. Reads a content folder
// (the real one or a test fixture) and returns the problems; it prints nothing.

export interface CheckOptions {
  /** A content folder: its languages.json and services.json say what it must hold. */
  contentDir: string;
  /** Where file names in messages are relative to. */
  root?: string;
  /**
   * The day the check runs (tests pin it): rates checked more than six months before it get a warning,
   * an article dated after it is refused.
   */
  today?: Date;
}

/** Latin-script words allowed in Chinese and Japanese text: brand names and agreed terms. */
export const latinAllowList = new Set(
  [
    "Lintas",
    "Batam",
    "PT",
    "Logistik",
    "WhatsApp",
    "Google",
    "Facebook",
    "Instagram",
    "LinkedIn",
    "YouTube",
    "Postmark",
    "Netlify",
    "JavaScript",
    "FCL",
    "LCL",
    "CBM",
    "USD",
    "IDR",
    "Rp",
    "WIB",
    "HS",
    "ERP",
    "NTT",
    "kg",
    "ft",
    "HC",
    "ID",
    "EN",
    "CN",
    "JP",
    "OK",
    // Freight calculator units and the privacy policy's law (UU PDP) and IP addresses.
    "cm",
    "UU",
    "PDP",
    "IP",
    // Mainland Chinese writes cookies as Cookie (the privacy policy).
    "Cookie",
    // The eleven Incoterms 2020 rules are written by their codes in every language.
    "Incoterms",
    "EXW",
    "FCA",
    "CPT",
    "CIP",
    "DAP",
    "DPU",
    "DDP",
    "FAS",
    "FOB",
    "CFR",
    "CIF",
    // The customs duty estimator: the taxpayer number (NPWP) and the national single
    // window (INSW) are written by their codes.
    "NPWP",
    "INSW",
    // The cargo insurance the guide names by its clauses, Institute Cargo Clauses A and C (ICC A, ICC C).
    "ICC",
    // Indonesian customs and shipping papers go by their codes in every language: the
    // import and export declarations (PIB, PEB), the business number (NIB) from the licensing
    // system (OSS), which is also the importer number (API), the air waybill (AWB), the customs
    // system (CEISA), the certificate of origin (SKA, COO), the free trade zone's declaration (PPFTZ),
    // the safety data sheet (MSDS) and the dangerous goods rules (IMDG, IATA). B/L is two
    // one-letter codes, which the check does not count as words.
    "PIB",
    "PEB",
    "NIB",
    "OSS",
    "API",
    "AWB",
    "CEISA",
    "SKA",
    "COO",
    "PPFTZ",
    "MSDS",
    "IMDG",
    "IATA",
    // The taxes on an import (PDRI) go by their codes too, as the customs office's papers write
    // them: VAT (PPN), luxury-goods sales tax (PPnBM) and income tax article 22 (PPh 22).
    "PDRI",
    "PPN",
    "PPnBM",
    "PPh",
  ].map((w) => w.toLowerCase()),
);

/** Frontmatter lists that are the same entries in every language, translated. */
const translatedLists = ["faq", "documents"] as const;

// The locale keys a page's Head reads its description from (src/templates/page-seo.ts, legal.tsx,
// articles.tsx); service pages read metaDescription and articles description from their frontmatter.
const descriptionKey = /(^|\.)meta\.description$/;
/** A page's title in a locale file, which its Head gives the page with the site's name. */
const titleKey = /(^|\.)meta\.title$/;

/** Another site's address written without https:// (www.bpbatam.go.id, beacukai.go.id/...), not a file's name. */
const webAddress = /^(?:www\.|[\w-]+(?:\.[\w-]+)*\.(?:com|net|org|int|gov|edu|io|id|sg|my|cn|jp)(?:[/:?#]|$))/i;

/**
 * What a link without its first / (relativeLinks) was meant to be, and what to write: the page
 * leads under its own address whatever it is, and an editor leaves out more than the slash
 * (https://, mailto:, tel:). A file in static/ is at the site's root in every language. A path
 * that starts ./ or ../ names a page from its own folder: the page of the language's `pages`
 * (when known) that it ends with is the one meant, /en/artikel/impor-ftz-batam/ for
 * ../impor-ftz-batam/; should only other languages have that page, the advice says so, as a link
 * to another language's page is told.
 */
function relativeLinkAdvice(
  link: string,
  language: string,
  pagesOf?: ReadonlyMap<string, ReadonlySet<string>>,
): string {
  if (link.includes("@"))
    return `a mail address without mailto: before it, which leads to no page: write mailto:${link}`;
  if (webAddress.test(link))
    return `a web address without https:// before it, which leads under the page's own address, to no page: write https://${link}`;
  if (/^\+?\d/.test(link))
    return "a phone number without tel: before it, which leads to no page: write tel: and its digits without spaces, as tel:+627780000000";
  const dots = link.match(/^(?:\.\.?\/)+/)?.[0];
  const bare = link.slice(dots?.length ?? 0);
  const [, target, after] = /^([^?#]*)(.*)$/.exec(bare)!;
  const why = dots
    ? `a path from the page's own address (${dots}), which the check cannot follow to a page and which breaks if that address changes`
    : "a path without its first /: from the page it leads under the page's own address, which is no page";
  let fromRoot = `/${bare}`;
  if (!target.startsWith(`${language}/`) && !/\.\w+$/.test(target)) {
    const here = localizedPath(`/${target}`, language as LanguageCode);
    const ending = (pages?: ReadonlySet<string>) => [...(pages ?? [])].filter((page) => page.endsWith(`/${target}`));
    const own = pagesOf?.get(language)?.has(here) ? [here] : ending(pagesOf?.get(language));
    const elsewhere = [...(pagesOf ?? [])].filter(([other, pages]) => other !== language && ending(pages).length > 0);
    if (pagesOf && own.length === 0 && elsewhere.length > 0)
      return `${why}. The page it names is written in ${elsewhere.map(([other]) => languageName(other)).join(", ")} only: link to another page, or leave the link out until the page is written in ${languageName(language)} too`;
    fromRoot = `${own.length === 1 ? own[0] : here}${after}`;
  }
  return `${why}. Write it from the site's root: ${fromRoot}`;
}
// Any text in one pair of braces: one that is not a fact token is shown to visitors as typed.
const inBraces = /(?<!\{)\{(?!\{)[^{}\n]*\}(?!\})/g;
// Any tag, a fact's however it is written: one in an MDX body is refused by line
// (./mdx-body-check.ts), and its attributes are not words to translate or to word otherwise.
const tagLike = /<\/?[A-Za-z][^<>\n]*>/g;
/** A note left for later in a text (TODO, FIXME), which visitors would read as written. */
const editorsNote = /\b(?:TODO|FIXME)\b/;
// An HTML entity (&amp;, &#39;, &nbsp;): in a locale or frontmatter text, shown as typed.
const htmlEntity = /&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/gi;
/** What to type for the entities an editor most often writes. */
const entityCharacters: Record<string, string> = {
  "&amp;": '"&"',
  "&lt;": '"<"',
  "&gt;": '">"',
  "&quot;": "'\"'",
  "&apos;": `"'"`,
  "&nbsp;": "a no-break space, or an ordinary one",
};
// Markdown's bold, link and code: in a locale or frontmatter text, shown as typed.
const markdownLike = /\*\*[^*\n]+\*\*|__[^_\n]+__|\[[^\]\n]+\]\([^)\n]*\)|`[^`\n]+`/g;

type Strings = Record<string, string>;

/** A check of a translation's text against the default language's at the same place. */
type TranslationCheck = (
  language: string,
  file: string,
  key: string,
  text: string,
  referenceText: string,
  referenceFile: string,
) => void;

/** Every string of a nested JSON object by its dotted key; non-strings are reported as such. */
export function flattenStrings(value: unknown, prefix = ""): Strings {
  const out: Strings = {};
  if (typeof value === "string") out[prefix] = value;
  else if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) Object.assign(out, flattenStrings(v, prefix ? `${prefix}.${k}` : k));
  } else out[prefix] = value as string;
  return out;
}

function factAt(company: unknown, dotted: string): unknown {
  let value: unknown = company;
  for (const part of dotted.split("."))
    value = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[part] : undefined;
  return value;
}

function isFact(company: unknown, dotted: string, languages?: readonly string[]): boolean {
  let value: unknown = company;
  for (const part of dotted.split(".")) {
    if (typeof value !== "object" || value === null || !(part in value)) return false;
    value = (value as Record<string, unknown>)[part];
  }
  const money = typeof value === "object" && value !== null && "amount" in value && "currency" in value;
  return typeof value === "number" || typeof value === "string" || money || isPerLanguage(value, languages);
}

/**
 * A fact written out per language ({ "id": "WIB", "en": "Western Indonesian Time (UTC+7)", ... }):
 * texts under keys of which one at least is a language (one under another code, "jp" for ja, is
 * named in company.json by perLanguageGaps, not in every text that names the fact).
 */
function isPerLanguage(value: unknown, languages?: readonly string[]): value is Record<string, string> {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length > 0 &&
    Object.values(value).every((v) => typeof v === "string") &&
    (!languages || Object.keys(value).some((k) => languages.includes(k)))
  );
}

/** The last day a published rate is offered (its validUntil), for the dotted name of the rate. */
function rateValidUntil(company: unknown, dotted: string): string | undefined {
  if (!dotted.startsWith("rates.")) return undefined;
  const validUntil = (factAt(company, dotted) as { validUntil?: unknown } | undefined)?.validUntil;
  return typeof validUntil === "string" ? validUntil : undefined;
}

/** Every value marked as an example in company.json ("phoneIsExample": true marks "phone"), by dotted path. */
export function exampleFacts(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([k, v]) => {
    const marked = k.match(/^(.+)IsExample$/);
    if (marked && v === true) return [prefix + marked[1]];
    return exampleFacts(v, `${prefix}${k}.`);
  });
}

/**
 * Published rates in company.json whose last day (validUntil, YYYY-MM-DD) is before today, by
 * dotted key: the site would offer a price the company no longer holds itself to. The content
 * check reports them, and the build stops on them (src/node/launch-check.ts).
 */
export function expiredRateProblems(company: unknown, today: Date): { key: string; message: string }[] {
  const todayIso = today.toISOString().slice(0, 10);
  const rates = (company as { rates?: Record<string, Record<string, { validUntil?: unknown }>> }).rates ?? {};
  return Object.entries(rates)
    .filter(([group]) => !group.startsWith("_"))
    .flatMap(([group, entries]) =>
      Object.entries(entries)
        .filter(([name, rate]) => !name.startsWith("_") && typeof rate.validUntil === "string")
        .filter(([, rate]) => (rate.validUntil as string) < todayIso)
        .map(([name, rate]) => ({
          key: `rates.${group}.${name}.validUntil`,
          message: `is ${String(rate.validUntil)}, before today (${todayIso}): the site would publish a price past its validity. Confirm the rate with the company and write its new last day`,
        })),
    );
}

/**
 * Per-language facts in company.json that leave out a language (the text would show another
 * language's), with the texts they hold under codes that are no language.
 */
function perLanguageGaps(
  value: unknown,
  languages: readonly string[],
  prefix = "",
): { key: string; missing: string[]; unknown: string[]; empty: string[] }[] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [];
  if (isPerLanguage(value, languages)) {
    const keys = Object.keys(value);
    const missing = languages.filter((l) => !keys.includes(l));
    // A text under another code is named when a language lacks its own ("jp" typed for ja); with
    // every language there, it is one a site without that language no longer shows.
    const unknown = missing.length > 0 ? keys.filter((k) => !languages.includes(k) && !k.startsWith("_")) : [];
    // The page would show nothing where the fact stands ("08:00–16:00 " with no time zone).
    const empty = languages.filter((l) => keys.includes(l) && value[l].trim() === "");
    return missing.length + unknown.length + empty.length > 0
      ? [{ key: prefix.replace(/\.$/, ""), missing, unknown, empty }]
      : [];
  }
  return Object.entries(value).flatMap(([k, v]) => perLanguageGaps(v, languages, `${prefix}${k}.`));
}

/** One concept of a language's glossary (content/glossary/<lang>.json): its term and the variants not to use. */
interface GlossaryEntry {
  concept: string;
  term: string;
  avoid: readonly string[];
  /** Longer words that contain a variant and are right as they are (重吊船, a heavy-lift ship). */
  allow?: readonly string[];
}

export interface Glossary {
  terms: readonly GlossaryEntry[];
}

/** Checks a glossary file's shape; returns the problems by key. */
function checkGlossaryFile(data: unknown): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const terms = (data as Glossary | null)?.terms;
  if (!Array.isArray(terms)) return [{ field: "terms", message: "must be a list of { concept, term, avoid }" }];
  terms.forEach((e: Partial<GlossaryEntry>, i) => {
    for (const field of ["concept", "term"] as const)
      if (typeof e?.[field] !== "string" || e[field]!.trim() === "")
        problems.push({ field: `terms.${i}.${field}`, message: "must be text" });
    for (const field of ["avoid", "allow"] as const) {
      const list = e?.[field];
      if (list === undefined && field === "allow") continue;
      if (!Array.isArray(list) || list.some((v) => typeof v !== "string"))
        problems.push({ field: `terms.${i}.${field}`, message: "must be a list of texts" });
      else
        list.forEach((v, j) => {
          if (v.trim() === "")
            problems.push({
              field: `terms.${i}.${field}`,
              message: `has entry ${j + 1} empty, under the term ${JSON.stringify(e.term)}: write ${field === "avoid" ? "the variant not to use" : "the longer word that is right as it is"} between its quotes, or delete the entry`,
            });
        });
    }
  });
  return problems;
}

const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]/u;
const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c) && !cjk.test(c);
/** Scripts whose texts follow the spacing rule between Chinese or Japanese characters and Latin text. */
const cjkScripts = new Set(["Hans", "Hant", "Hani", "Jpan"]);

/**
 * Where a text holds a word; Latin words only as whole words. A word written in lower case
 * matches any case ("tarif resmi", "Tarif resmi"); one with capitals only as written (a name
 * such as "Pengiriman Laut", not the words "pengiriman laut").
 */
function occurrences(text: string, word: string): number[] {
  const found: number[] = [];
  const exact = word !== word.toLowerCase();
  const haystack = exact ? text : text.toLowerCase();
  const needle = exact ? word : word.toLowerCase();
  const latinStart = isWordChar(word[0]);
  const latinEnd = isWordChar(word[word.length - 1]);
  for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + 1)) {
    if (latinStart && isWordChar(text[i - 1])) continue;
    if (latinEnd && isWordChar(text[i + needle.length])) continue;
    found.push(i);
  }
  return found;
}

/** The glossary variants a text uses, each with the term to write instead. */
export function glossaryVariants(
  raw: string,
  glossary: Glossary,
): { variant: string; term: string; concept: string }[] {
  // Fact tokens, tags and variables name facts, not words ({sea.containers.20ft.cbm}).
  const text = raw
    .replace(/\{\{[^}]*\}\}/g, " ")
    .replace(factToken, " ")
    .replace(tagLike, " ");
  const out: { variant: string; term: string; concept: string }[] = [];
  for (const entry of glossary.terms) {
    // A variant inside the term itself or inside an allowed word is not a variant (巴淡 in 巴淡岛).
    for (const variant of entry.avoid) {
      // A term in lower case matches any case: the term in other capitals ("40ft High Cube" for
      // "40ft high cube") is a variant it must not cover.
      const words = variant.toLowerCase() === entry.term.toLowerCase() ? [] : [entry.term];
      const covered = [...words, ...(entry.allow ?? [])].flatMap((w) =>
        occurrences(text, w).map((start) => [start, start + w.length]),
      );
      const stray = occurrences(text, variant).filter(
        (i) => !covered.some(([a, b]) => a <= i && i + variant.length <= b),
      );
      if (stray.length > 0) out.push({ variant, term: entry.term, concept: entry.concept });
    }
  }
  return out;
}

/**
 * The one spacing rule of Chinese and Japanese texts: no space between a Chinese or Japanese
 * character and Latin letters, digits or a placeholder ({{h}}, {claims.ports}, <Fact ... />),
 * on either side. Returns the offending stretches.
 */
export function cjkSpacingViolations(text: string): string[] {
  const latin = "[A-Za-z0-9%}>]";
  const cjkClass = "[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー]";
  const rule = new RegExp(`${cjkClass}[ \\t\\u00a0]+(?=[A-Za-z0-9{<])|${latin}[ \\t\\u00a0]+(?=${cjkClass})`, "gu");
  return [...text.matchAll(rule)].map((m) => text.slice(Math.max(0, m.index! - 6), m.index! + m[0].length + 6).trim());
}

/** Latin words in a text that are not on the allow-list (after removing tokens, tags, links). */
export function untranslatedWords(text: string): string[] {
  const cleaned = text
    .replace(/\{\{[^}]*\}\}/g, " ")
    .replace(factToken, " ")
    .replace(tagLike, " ")
    .replace(/https?:\/\/\S+|\S+@\S+/g, " ")
    // Markdown link targets such as [text](/zh/privacy/) are paths, not text.
    .replace(/\]\([^)\s]*\)/g, "] ");
  return (cleaned.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g) ?? []).filter((w) => !latinAllowList.has(w.toLowerCase()));
}

const wordBreaker = new Intl.Segmenter(undefined, { granularity: "word" });

/**
 * Whether a translation's text is word for word another language's: copied, not yet translated.
 * Only prose counts (six words or more, a YAML key before it, placeholders, tags and links left
 * out): a name, a heading such as "LCL (less than container load)" or a rate's key reads the same
 * in every language. Words are counted as a word breaker finds them, since Chinese and Japanese
 * write a sentence without spaces; a Latin word counts from two letters on, a Chinese one from one
 * character.
 */
export function copiedText(text: string, original: string | undefined): boolean {
  if (typeof original !== "string" || text.trim() !== original.trim()) return false;
  const prose = text
    .replace(/^\s*(?:-\s*)?[\w.]+:\s/, " ")
    .replace(/\{\{[^}]*\}\}/g, " ")
    .replace(factToken, " ")
    .replace(tagLike, " ")
    .replace(/https?:\/\/\S+|\]\([^)\s]*\)/g, " ");
  const words = [...wordBreaker.segment(prose)].filter(
    ({ segment, isWordLike }) => isWordLike && (cjk.test(segment) || /\p{L}{2}/u.test(segment)),
  );
  return words.length >= 6;
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** The names of a text's i18next variables: {{service}}, {{- html}}, {{count, number}}. */
function interpolationNames(text: string): string[] {
  const names = [...text.matchAll(/\{\{([^}]*)\}\}/g)].map((m) =>
    m[1]
      .replace(/^\s*-\s*/, "")
      .split(",")[0]
      .trim(),
  );
  return [...new Set(names)].sort();
}

/**
 * The keys a language's file must have, given the default language's: an i18next plural key
 * (calculator's piece_one / piece_other) needs one form per plural category of that language
 * (English one and other; Indonesian, Chinese and Japanese only other).
 */
function keysForLanguage(referenceKeys: readonly string[], tag: string): Map<string, string> {
  const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
  const keys = new Map<string, string>(); // key -> the reference key it comes from
  for (const key of referenceKeys) {
    const base = key.replace(pluralSuffix, "");
    if (base === key) keys.set(key, key);
    else for (const category of categories) keys.set(`${base}_${category}`, key);
  }
  return keys;
}

const brokenFrontmatter = "cannot be read: its frontmatter (between the --- lines) is not valid YAML";

/** A list file (languages.json, services.json) read and checked; null when it cannot be used. */
function readList<T>(
  file: string,
  check: (data: unknown) => { field: string; message: string }[],
  error: (file: string, key: string | undefined, message: string) => void,
  unreadable: Unreadable,
  language?: string,
): T | null {
  if (!existsSync(file)) {
    error(file, undefined, "is missing");
    return null;
  }
  const data = readJson(file, unreadable, language);
  if (data === undefined) return null;
  const problems = check(data);
  for (const p of problems) error(file, p.field, p.message);
  return problems.length === 0 ? (data as T) : null;
}

export function checkContent(options: CheckOptions): Issue[] {
  const { contentDir } = options;
  const root = options.root ?? process.cwd();
  const rel = (file: string) => path.relative(root, file);
  const issues: Issue[] = [];
  const error = (language: string | undefined, file: string, key: string | undefined, message: string) =>
    issues.push({ level: "error", language, file: rel(file), key, message });
  const unreadable = recordUnreadable(issues, rel);

  // The languages and services this content must have, from its own lists.
  const languagesFile = readList<LanguagesFile>(
    path.join(contentDir, "languages.json"),
    checkLanguagesFile,
    (f, k, m) => error(undefined, f, k, m),
    unreadable,
  );
  const serviceList = readList<Service[]>(
    path.join(contentDir, "services.json"),
    (d) =>
      checkServicesFile(d, {
        icons: iconNames,
        formOnlyOptions: formOnlyServiceTypes.map((choice) => choice.value),
        formTypes,
      }),
    (f, k, m) => error(undefined, f, k, m),
    unreadable,
  );
  if (!languagesFile) return issues;
  const languages = languagesFile.languages.map((l) => l.code);
  const languageNames = (codes: readonly string[]) => codes.map(languageName).join(", ");
  const defaultLanguage = languagesFile.defaultLanguage;
  const nonLatin = new Set(languagesFile.languages.filter((l: Language) => !writesLatin(l)).map((l) => l.code));
  // A wrong services.json is reported above. What follows from it (each service's files, its name
  // in the forms, which pages links may lead to) waits until it is mended: checked against a list
  // that is not the one meant, every service page and every link to one would be reported too.
  const services = serviceList ?? [];
  if (!serviceList)
    issues.push({
      level: "warning",
      file: rel(path.join(contentDir, "services.json")),
      message:
        "the service pages, the forms' service names and links to the site's pages are checked once this list is right",
    });

  const companyFile = path.join(contentDir, "company.json");
  const companyData = existsSync(companyFile) ? readJson(companyFile, unreadable) : {};
  const companyProblems = companyData === undefined ? [] : companyFactProblems(companyData);
  for (const { key, message } of companyProblems) error(undefined, companyFile, key, message);
  // Every text and price card that names a fact follows from this file: checked against a wrong
  // one, each would be reported too, and the fact's own key never named.
  if (companyData === undefined || companyProblems.length > 0) {
    issues.push({
      level: "warning",
      file: rel(companyFile),
      message: "the texts, pages and prices that name its facts are checked once this file is right",
    });
    return issues;
  }
  const company = companyData as Record<string, unknown>;
  // Texts may also name the facts computed from these ({derived.yearsExperience}): only their names matter here.
  const textFacts = { ...company, derived: derivedFacts(siteCompany) };
  const knownFacts = factNames(textFacts, (name) => isFact(textFacts, name, languages));
  /**
   * The facts a text writes in two pairs of braces, as a variable ({{claims.ports}}): i18next
   * fills in only the variables the code passes, so the page shows it as typed. A variable near a
   * fact's name without a dot ({{rate}}) is the code's own.
   */
  const isFactName = (name: string) =>
    knownFacts.includes(name) || (name.includes(".") && nearestField(name, knownFacts) !== undefined);
  const doublyBracedFacts = (text: string) => interpolationNames(text).filter(isFactName);
  /**
   * A name opened with one brace and closed with two ({count}}) is a variable that lost a brace,
   * unless it is a fact's or near one ({claims.ports}}, {emial}}: a fact with a brace too many).
   */
  const namesFact = (name: string) => knownFacts.includes(name) || nearestField(name, knownFacts) !== undefined;
  const asMeant = (text: string) => bracesAsMeant(text, namesFact);
  for (const key of exampleFacts(company)) {
    const field = key.split(".").pop();
    issues.push({
      level: "warning",
      file: rel(companyFile),
      key,
      message: `is an example value (${JSON.stringify(factAt(company, key))}): replace it with the company's real value and remove ${field}IsExample`,
    });
  }
  for (const { key, message } of expiredRateProblems(company, options.today ?? new Date()))
    error(undefined, companyFile, key, message);
  for (const { key, missing, unknown, empty } of perLanguageGaps(company, languages)) {
    // A code typed for the one language left out ("jp" for ja) stands for it.
    const meant = missing.length === 1 && unknown.length === 1 ? ` (did you mean "${missing[0]}"?)` : "";
    error(
      undefined,
      companyFile,
      key,
      [
        missing.length > 0
          ? `is written per language but has no text for ${missing.map((l) => `${languageName(l)} (write it under "${l}")`).join(", ")}`
          : "",
        ...unknown.map((k) => `its text under "${k}" is for no language of content/languages.json${meant}`),
        empty.length > 0
          ? `has an empty text for ${empty.map((l) => `${languageName(l)} (under "${l}")`).join(", ")}: write it in that language`
          : "",
      ]
        .filter(Boolean)
        .join("; "),
    );
  }

  // Each language's glossary: one term per concept, the variants not to use (CONTRIBUTING.md).
  const glossaries = new Map<string, Glossary>();
  for (const language of languages) {
    const glossaryFile = path.join(contentDir, "glossary", `${language}.json`);
    if (!existsSync(glossaryFile)) continue;
    const glossary = readList<Glossary>(
      glossaryFile,
      checkGlossaryFile,
      (f, k, m) => error(language, f, k, m),
      unreadable,
      language,
    );
    if (glossary) glossaries.set(language, glossary);
  }
  const spaced = new Set(languagesFile.languages.filter((l: Language) => cjkScripts.has(l.script)).map((l) => l.code));
  /** The glossary and the spacing rule on one text; where names the key (JSON) or the line (MDX). */
  const checkWording = (language: string, file: string, where: { key?: string; line?: number }, text: string) => {
    const glossary = glossaries.get(language);
    if (glossary)
      for (const v of glossaryVariants(text, glossary))
        issues.push({
          level: "error",
          language,
          file: rel(file),
          ...where,
          message: `uses "${v.variant}" for ${v.concept}: write "${v.term}" (content/glossary/${language}.json)`,
        });
    if (spaced.has(language))
      for (const v of cjkSpacingViolations(text))
        issues.push({
          level: "error",
          language,
          file: rel(file),
          ...where,
          message: `has a space between Chinese or Japanese and Latin text or a number ("${v}"): write them without one`,
        });
  };
  /**
   * A translation's lines that stand word for word in the default language's file beside it: a
   * warning, since two close languages (Indonesian and Malay) may share a sentence.
   */
  const warnCopiedLines = (language: string, file: string, raw: string) => {
    const originalFile = path.join(path.dirname(file), `${defaultLanguage}.mdx`);
    if (!existsSync(originalFile)) return;
    const original = readFileSync(originalFile, "utf8").split("\n");
    const lineOf = new Map<string, number>();
    original.forEach((text, i) => {
      if (!lineOf.has(text.trim())) lineOf.set(text.trim(), i + 1);
    });
    raw.split("\n").forEach((text, i) => {
      const originalLine = lineOf.get(text.trim());
      if (originalLine !== undefined && copiedText(text, original[originalLine - 1]))
        issues.push({
          level: "warning",
          language,
          file: rel(file),
          line: i + 1,
          message: `is word for word line ${originalLine} of ${rel(originalFile)}: translate it (a sentence that reads the same in both languages can stay)`,
        });
    });
  };

  /** The MDX files whose body MDX cannot read as written: named by line, their facts not compared. */
  const brokenBodies = new Set<string>();
  /**
   * The same on every line of an MDX file, frontmatter and body, and what MDX would run as code
   * and headings that skip a level, named by line; only the latter two for `markupOnly` (a draft's
   * text may still be unfinished).
   */
  const checkMdxLines = (language: string, file: string, raw: string, markupOnly = false) => {
    if (!markupOnly) raw.split("\n").forEach((text, i) => checkWording(language, file, { line: i + 1 }, text));
    if (!markupOnly && language !== defaultLanguage) warnCopiedLines(language, file, raw);
    for (const { line, message } of mdxBodyProblems(raw, knownFacts)) {
      brokenBodies.add(rel(file));
      issues.push({ level: "error", language, file: rel(file), key: "(body)", line, message });
    }
    for (const { line, message } of [...headingProblems(raw), ...tableProblems(raw)])
      issues.push({ level: "error", language, file: rel(file), key: "(body)", line, message });
    for (const { line, field } of textCutByHash(raw))
      issues.push({
        level: "error",
        language,
        file: rel(file),
        key: field ?? "(frontmatter)",
        line,
        message:
          'has " #" in a text without quotes: YAML reads the rest of the line as a comment and drops it. Put the text in double quotes',
      });
    if (!markupOnly)
      for (const { line, message } of undatedPriceProblems(raw, (name) => rateValidUntil(company, name)))
        issues.push({ level: "error", language, file: rel(file), key: "(body)", line, message });
    if (!markupOnly)
      for (const { line, message } of typedAmountProblems(raw))
        issues.push({ level: "warning", language, file: rel(file), key: "(body)", line, message });
  };

  // The language of the mail's labels (src/forms/function/company-mail.ts).
  if (!languages.includes(String(company.inboxLanguage))) {
    error(
      undefined,
      companyFile,
      "inboxLanguage",
      `must be the code of one of the languages listed in content/languages.json (${languages.join(", ")}): the mail the company receives names services and shipment details in it`,
    );
  }

  // The pages each language has, for the links texts make to the site's own pages.
  const pagesOf = serviceList
    ? sitePaths(
        contentDir,
        languages,
        serviceList.map((service) => service.slug),
      )
    : undefined;

  // The files the build writes that a text may link to.
  const builtFiles = new Set([
    "/sitemap-index.xml",
    "/robots.txt",
    ...languages.map((language) => localizedPath(articleFeedPath, language)),
  ]);

  /**
   * For a link to no page of its text's language, the page the editor most likely meant: a link
   * copied from another language's file keeps that language's prefix (or lacks its own), and a
   * text that names the same page in another language is for that language's readers. Empty when
   * no language has the page.
   */
  const meantPage = (target: string, language: string): string => {
    if (!pagesOf) return "";
    const [, first, rest] = /^\/([^/]+)(\/.*)$/.exec(target) ?? [];
    const bare = (languages.includes(first) ? rest : target).toLowerCase();
    const here = localizedPath(bare, language);
    if (pagesOf.get(language)?.has(here)) return `: write ${here}, the same page in this language`;
    const elsewhere = languages.filter((other) => pagesOf.get(other)?.has(localizedPath(bare, other)));
    return elsewhere.length > 0
      ? `: that page is written in ${languageNames(elsewhere)} only: link to another page, or leave the link out until the page is written in ${languageName(language)} too`
      : "";
  };

  /** Checks one text: empty, unknown fact tokens, English left in Chinese or Japanese, links to no page or file. */
  const checkText = (language: string, file: string, key: string, text: unknown) => {
    if (typeof text !== "string")
      return error(language, file, key, `must be a text in double quotes (it is ${JSON.stringify(text)})`);
    if (text.trim() === "") return error(language, file, key, "is empty");
    /**
     * A link's issue on each line it is written on. In a body, every line below the frontmatter
     * that `makes` the link (a frontmatter text may hold the same words): the same link written
     * twice is two places to mend. In a locale file, its key's line, as another key may hold the
     * same link. Elsewhere the first line holding one of `written`.
     */
    const linkIssue = (
      link: string,
      makes: (line: string) => string[],
      written: string[],
      message: string,
    ): Issue[] => {
      const lines =
        key === "(body)"
          ? bodyLinesWhere(file, text, (line) => makes(line).includes(link))
          : [
              (file.endsWith(".json") ? jsonKeyLine(readFileSync(file, "utf8"), key) : undefined) ??
                written.map((w) => lineOf(file, w)).find((line) => line !== undefined),
            ];
      return (lines.length > 0 ? lines : [undefined]).map((line) => ({
        level: "error",
        language,
        file: rel(file),
        key,
        line,
        message,
      }));
    };
    const ownLinks = (line: string) => internalLinks(line, siteUrl);
    if (pagesOf)
      for (const link of new Set(internalLinks(text, siteUrl))) {
        const target = link.split(/[?#]/)[0];
        // A file: a document kept in static/, or one the build writes (the sitemap, a feed).
        if (/\.\w+$/.test(target)) {
          if (!builtFiles.has(target) && !existsSync(path.join(root, "static", target)))
            issues.push(
              ...linkIssue(
                link,
                ownLinks,
                [`(${link}`, link],
                `links to ${link}, which is no file in static/ (a document a text links to is kept there)`,
              ),
            );
          continue;
        }
        const pages = pagesOf.get(language);
        if (!pages?.has(target))
          issues.push(
            ...linkIssue(
              link,
              ownLinks,
              [`(${link})`, link],
              pages?.has(`${target}/`)
                ? `links to ${link}, which is no page: the site's addresses end with a slash, ${target}/`
                : `links to ${link}, which is no page in this language (${languageName(language)})${meantPage(target, language)}`,
            ),
          );
      }
    for (const link of new Set(relativeLinks(text)))
      issues.push(
        ...linkIssue(
          link,
          relativeLinks,
          [`(${link}`],
          `links to ${link}, ${relativeLinkAdvice(link, language, pagesOf)}`,
        ),
      );
    // In a body, MDX reads braces as code and a fact is a tag: ./mdx-body-check.ts names them by
    // line, with the tag to write.
    if (key !== "(body)") {
      const mistyped = [...text.matchAll(bracedName)]
        .map(([braced]) => braced)
        .filter((braced) => isMistypedFact(braced, namesFact));
      for (const braced of mistyped)
        error(
          language,
          file,
          key,
          mistypedFactProblem(
            braced,
            knownFacts,
            (name) => `{${name}}`,
            hasFullWidth(braced) ? "type it in half-width (English) mode," : "write",
          ),
        );
      for (const [braced] of text.matchAll(inBraces))
        if (braced.match(factToken) === null && !mistyped.includes(braced))
          error(
            language,
            file,
            key,
            `has ${braced}, which visitors would see as typed: a fact is written in one pair of braces without spaces, such as {claims.ports}`,
          );
      for (const name of doublyBracedFacts(text))
        error(
          language,
          file,
          key,
          `has {{${name}}}, a fact in two pairs of braces, which visitors would see as typed (two pairs hold a value the site's code fills in): write ${factToWrite(name, knownFacts, (n) => `{${n}}`)}`,
        );
      for (const [braced] of text.matchAll(bracedName))
        if (isBracedFact(braced, namesFact)) continue;
        else if (!/^[{｛]{2}/.test(braced))
          error(
            language,
            file,
            key,
            `has ${braced}, a variable with one opening brace, which visitors would see as typed: write ${asMeant(braced)}`,
          );
        else if (!/[}｝]{2}$/.test(braced))
          error(
            language,
            file,
            key,
            `has ${braced}${/[}｝]$/.test(braced) ? ", a variable with one closing brace," : " a variable without its closing braces,"} which visitors would see as typed: write ${asMeant(braced)}`,
          );
        else if (hasFullWidth(braced))
          error(
            language,
            file,
            key,
            `has ${braced}, with full-width braces, which visitors would see as typed: type the braces in half-width (English) mode, ${asMeant(braced)}`,
          );
      for (const [, typed] of text.matchAll(unopenedName)) {
        if (typed === undefined) continue;
        const meant = asMeant(typed);
        error(
          language,
          file,
          key,
          meant.startsWith("{{")
            ? `has ${typed}, a variable without its opening braces, which visitors would see as typed: write ${meant}`
            : `has ${typed}, a fact without its opening brace, which visitors would see as typed: write ${factToWrite(meant.slice(1, -1), knownFacts, (n) => `{${n}}`)}`,
        );
      }
    }
    for (const m of text.matchAll(factToken))
      if (!isFact(textFacts, m[1], languages))
        error(
          language,
          file,
          key,
          `names a fact that content/company.json does not have: {${m[1]}}${meantFact(m[1], knownFacts, (n) => `{${n}}`)}`,
        );
    if (nonLatin.has(language)) {
      const words = untranslatedWords(asMeant(text));
      if (words.length > 0)
        issues.push({
          level: "error",
          language,
          file: rel(file),
          key,
          // In a body, the line of the first word; in a JSON file or a frontmatter the key says where.
          ...(key === "(body)"
            ? {
                line:
                  bodyLineWhere(file, text, (line) => untranslatedWords(asMeant(line)).length > 0) ??
                  lineOf(file, words[0]),
              }
            : {}),
          message: `is not translated (Latin-script words: ${[...new Set(words)].join(", ")})`,
        });
    }
  };

  /**
   * A locale or frontmatter text is shown as plain text: a tag or Markdown in it reaches the page
   * as typed, brackets and all (no locale text uses one; the site's code adds its own markup around
   * them).
   */
  const checkNoTags = (language: string, file: string, key: string, text: unknown) => {
    if (typeof text !== "string") return;
    for (const [tag] of text.matchAll(tagLike)) {
      const fact = tag.match(/^<Fact\s+name="([^"]*)"/)?.[1];
      error(
        language,
        file,
        key,
        fact
          ? `has ${tag}, which the page shows as typed: here a fact is written {${fact}} (the tag is for the text below the frontmatter of an MDX file)`
          : `has the tag ${tag}, which the page shows as typed, brackets and all: write the text without it (a developer makes words bold or adds a link within a text)`,
      );
    }
    for (const [entity] of text.matchAll(htmlEntity)) {
      const code = entity.match(/^&#(x?)([\da-f]+);$/i);
      const point = code ? parseInt(code[2], code[1] ? 16 : 10) : undefined;
      const character =
        point === undefined
          ? entityCharacters[entity.toLowerCase()]
          : point <= 0x10ffff
            ? `"${String.fromCodePoint(point)}"`
            : undefined;
      error(
        language,
        file,
        key,
        `has ${entity}, an HTML code the page shows as typed (React writes the text as it is): type the character itself${character ? ` (${character})` : ""}`,
      );
    }
    for (const [markdown] of text.matchAll(markdownLike))
      error(
        language,
        file,
        key,
        `has the Markdown ${markdown}, which the page shows as typed, marks and all (Markdown works only in the text below the frontmatter of an MDX file): write the text without it (a developer makes words bold or adds a link within a text)`,
      );
  };

  /**
   * A translation's placeholders against the default language's text. i18next fills in only the
   * variables the code passes: a renamed one ({{servce}}) shows as written. The facts it names
   * are the reference's too (checkSameFacts).
   */
  const checkVariables = (
    language: string,
    file: string,
    key: string,
    text: unknown,
    referenceText: unknown,
    referenceFile: string,
  ) => {
    if (typeof text !== "string" || typeof referenceText !== "string") return;
    // A fact written as a variable is no variable: checkText names it, in the text it is in.
    const variablesOf = (t: string) => interpolationNames(t).filter((n) => !isFactName(n));
    const names = variablesOf(asMeant(text));
    const expected = variablesOf(referenceText);
    const unknown = names.filter((n) => !expected.includes(n));
    // A form for one number may say it in words ("one field"); _few, _many and _other stand for
    // many numbers, and a text without {{count}} would not say which.
    const missing = expected.filter((n) => !names.includes(n) && !(n === "count" && /_(zero|one|two)$/.test(key)));
    const list = (ns: string[]) => ns.map((n) => `{{${n}}}`).join(", ");
    if (unknown.length > 0 || missing.length > 0)
      error(
        language,
        file,
        key,
        [
          unknown.length > 0 ? `uses ${list(unknown)}, which ${referenceFile} does not have for this key` : "",
          missing.length > 0 ? `leaves out ${list(missing)}` : "",
        ]
          .filter(Boolean)
          .join(" and ") +
          `: the variables are ${expected.length > 0 ? list(expected) : "none"}, written as in ${referenceFile} (only the words around them are translated)`,
      );
    checkSameFacts(language, file, key, text, referenceText, referenceFile);
  };

  /**
   * The facts a text names, written as the page shows them ({claims.ports}): in a body, its
   * <Fact /> tags (braces there are MDX code, named by checkMdxLines); elsewhere its tokens.
   */
  const factsOf = (text: string, key: string) =>
    new Set([...(key === "(body)" ? text.matchAll(factTag) : asMeant(text).matchAll(factToken))].map((m) => m[1]));
  /**
   * A fact is a promise the company stands by in every language: a translation that leaves it out
   * ("we reply soon"), or types its figure ("500 ports", which goes stale when the fact changes),
   * or names another, says something else. A text that names an unknown fact, or a body MDX
   * cannot read, has that named already, once.
   */
  const checkSameFacts: TranslationCheck = (language, file, key, text, referenceText, referenceFile) => {
    const facts = factsOf(text, key);
    const expectedFacts = factsOf(referenceText, key);
    if ([...facts, ...expectedFacts].some((fact) => !isFact(textFacts, fact, languages))) return;
    if (key === "(body)" && (brokenBodies.has(rel(file)) || brokenBodies.has(referenceFile))) return;
    if (doublyBracedFacts(text).length > 0 || doublyBracedFacts(referenceText).length > 0) return;
    const factsLeftOut = [...expectedFacts].filter((fact) => !facts.has(fact));
    const otherFacts = [...facts].filter((fact) => !expectedFacts.has(fact));
    // As the text is written: a token in a locale or frontmatter text, a tag in a body.
    const written = (names: string[]) =>
      names.map((name) => (key === "(body)" ? `<Fact name="${name}" />` : `{${name}}`)).join(", ");
    if (factsLeftOut.length > 0)
      error(
        language,
        file,
        key,
        `leaves out ${written(factsLeftOut)}, which ${referenceFile} names here: write the fact as in that text (never its figure typed), so every language says the same figure`,
      );
    if (otherFacts.length > 0)
      error(
        language,
        file,
        key,
        `names ${written(otherFacts)}, which ${referenceFile} does not name here: every language says the same facts`,
      );
  };

  const wordSpaced = new Set(languagesFile.languages.filter(writesWordSpaces).map((l) => l.code));
  /**
   * A text the code sets beside another or a link (form.json's legal.before, legal.between) carries
   * the space between them at its edge: a language that writes spaces between words keeps it where
   * the default language's text has one, or the words run together ("our" and "Privacy Policy" as
   * "ourPrivacy Policy"). Punctuation that closes up to the text before it (".") or opens onto the
   * text after it ("(") takes none.
   */
  const checkEdgeSpaces: TranslationCheck = (language, file, key, text, referenceText, referenceFile) => {
    if (!wordSpaced.has(language)) return;
    const edges = [
      { side: "starts", has: /^\s/, needsNone: /^[\p{Pe}\p{Pf}\p{Po}]/u },
      { side: "ends", has: /\s$/, needsNone: /[\p{Ps}\p{Pi}]$/u },
    ];
    for (const { side, has, needsNone } of edges)
      if (has.test(referenceText) && !has.test(text) && !needsNone.test(text))
        error(
          language,
          file,
          key,
          `${side} without a space, where ${referenceFile}'s text ${side} with one: the site sets this text beside another or a link, and without the space the words run together. ${side === "starts" ? "Start" : "End"} it with a space`,
        );
  };

  const limits = new Map(languagesFile.languages.map((l) => [l.code, descriptionLimit(l)]));
  /** A page's description, measured as the page shows it: facts filled in, in characters. */
  const checkDescription = (language: string, file: string, key: string, text: unknown) => {
    const limit = limits.get(language);
    if (typeof text !== "string" || limit === undefined) return;
    // Facts are formatted only in the languages the site is built with: a language that only a copy
    // of the content has (a test) gets the default language's formats, about as long.
    const shown = interpolateFacts(text, isLanguageCode(language) ? language : defaultLanguage);
    const length = [...shown].length;
    if (length > limit)
      error(
        language,
        file,
        key,
        `is a page's description of ${length} characters (facts filled in); search results show about ${limit} in ${languageName(language)}: shorten it to ${limit} or fewer`,
      );
  };

  /**
   * A page's title as search results show it, with the site's name after it and facts filled in
   * (an article's title or seoTitle, a service's title, a locale file's meta.title): wider than
   * they show, fix says what to do (an article's title needs a shorter seoTitle beside it).
   */
  const checkSearchTitle = (language: string, file: string, key: string, text: unknown, fix = "shorten it") => {
    if (typeof text !== "string") return;
    const shown = pageTitle(interpolateFacts(text, isLanguageCode(language) ? language : defaultLanguage));
    const width = textWidth(shown);
    if (width > searchTitleWidth)
      error(
        language,
        file,
        key,
        `with the site's name ("${shown}") is ${width} Latin letters wide (a Chinese or Japanese character counts two); search results show about ${searchTitleWidth}: ${fix}`,
      );
  };

  // Locale files: the same namespaces and keys as the default language.
  const localeDir = (language: string) => path.join(contentDir, "locales", language);
  const namespaces = existsSync(localeDir(defaultLanguage))
    ? readdirSync(localeDir(defaultLanguage)).filter((f) => f.endsWith(".json"))
    : [];
  /** Each language's strings of a namespace; undefined when the file is missing or not JSON (reported). */
  const localeStrings = (language: string, ns: string): Strings | undefined => {
    const file = path.join(localeDir(language), ns);
    if (!existsSync(file)) {
      error(language, file, undefined, "is missing");
      return undefined;
    }
    const data = readJson(file, unreadable, language);
    if (data === undefined) return undefined;
    // A key typed with a space at its edge ("breadcrumb ") is checked as the key meant, and named
    // once here: not also as one missing and one extra, nor as missing in every other language.
    const strings: Strings = {};
    for (const [key, text] of Object.entries(flattenStrings(data))) {
      const parts = key.split(".");
      const spaced = parts.find((part) => part !== part.trim());
      if (spaced !== undefined)
        error(
          language,
          file,
          key,
          `has a space at the edge of its key ${JSON.stringify(spaced)}: write ${JSON.stringify(spaced.trim())} (the site looks each text up by its exact key, and would never find this one)`,
        );
      strings[parts.map((part) => part.trim()).join(".")] = text;
    }
    return strings;
  };
  const stringsOf = new Map(
    languages.map((language) => [language, new Map(namespaces.map((ns) => [ns, localeStrings(language, ns)]))]),
  );
  const reference = new Map<string, Strings>();
  for (const ns of namespaces) {
    const strings = stringsOf.get(defaultLanguage)?.get(ns);
    if (strings) reference.set(ns, strings);
  }
  const tagOf = new Map(languagesFile.languages.map((l) => [l.code, l.tag]));
  const others = languages.filter((language) => language !== defaultLanguage);
  for (const [ns, defaultKeys] of reference) {
    // A key every other language has and the default language lacks was removed from the default
    // language only: reported there, not as extra in every other language, where a translator
    // would delete translations that are right.
    const otherStrings = others.map((language) => stringsOf.get(language)?.get(ns));
    const missingInDefault =
      others.length === 0 || otherStrings.some((strings) => !strings)
        ? []
        : Object.keys(otherStrings[0]!).filter(
            (key) =>
              !(key in defaultKeys) &&
              (!pluralSuffix.test(key) || key.endsWith("_other")) &&
              otherStrings.every((strings) => key in strings!),
          );
    // A key of the default language that no other language has, near one they all have and it
    // lacks, is that key misspelt there ("hero.ctaa"): named there once, and the other languages
    // are checked against the key they have, not told to add the misspelt one.
    const misspeltInDefault = new Map<string, string>();
    if (missingInDefault.length > 0)
      for (const key of Object.keys(defaultKeys)) {
        if (otherStrings.some((strings) => key in strings!)) continue;
        const meant = nearestField(
          key,
          missingInDefault.filter((other) => ![...misspeltInDefault.values()].includes(other)),
        );
        if (meant) misspeltInDefault.set(key, meant);
      }
    const meantInDefault = new Set(misspeltInDefault.values());
    for (const key of missingInDefault.filter((other) => !meantInDefault.has(other)))
      error(
        defaultLanguage,
        path.join(localeDir(defaultLanguage), ns),
        key,
        `is missing: every other language has it (${languageNames(others)}). Write its ${languageName(defaultLanguage)} text, or, if the site no longer uses the key, remove it from every language`,
      );
    for (const [key, meant] of misspeltInDefault)
      error(
        defaultLanguage,
        path.join(localeDir(defaultLanguage), ns),
        key,
        `is a key no other language has, where every other language has "${meant}" (${languageNames(others)}): write the key as "${meant}"`,
      );
    const keys: Record<string, string | undefined> = { ...defaultKeys };
    for (const key of missingInDefault) keys[key] = undefined;
    for (const [key, meant] of misspeltInDefault) {
      keys[meant] = defaultKeys[key];
      delete keys[key];
    }
    // A variable or fact every translation has and the default language's text lacks was lost from
    // the default's text only: named there once, and the translations are compared with the text
    // as it was, not told to drop what is right in them.
    const lostInDefault = new Map<string, { lost: string[]; onlyHere: string[] }>();
    if (others.length > 0 && otherStrings.every(Boolean))
      for (const [key, text] of Object.entries(defaultKeys)) {
        if (typeof text !== "string" || doublyBracedFacts(text).length > 0) continue;
        const tokensOf = (t: string) => [
          ...interpolationNames(t).map((n) => `{{${n}}}`),
          ...[...factsOf(t, key)].map((fact) => `{${fact}}`),
        ];
        const own = tokensOf(text);
        const used = others.map((language, i) => {
          const forms = [...keysForLanguage([key], tagOf.get(language) ?? language).keys()];
          const texts = forms.map((form) => otherStrings[i]![form]).filter((t) => typeof t === "string");
          return texts.length === 0 ? [] : [...new Set(texts.flatMap(tokensOf))];
        });
        const lost = used[0].filter((token) => !own.includes(token) && used.every((u) => u.includes(token)));
        if (lost.length === 0) continue;
        // What the default's text has in its place ({{bahasa}} for {{language}}) is no
        // translation's to add.
        lostInDefault.set(key, { lost, onlyHere: own.filter((token) => used.every((u) => !u.includes(token))) });
        error(
          defaultLanguage,
          path.join(localeDir(defaultLanguage), ns),
          key,
          `does not use ${lost.join(", ")}, which ${languageNames(others)} use: restore it in this text, or take it out of every language`,
        );
      }
    for (const language of languages) {
      const strings = stringsOf.get(language)?.get(ns);
      if (!strings) continue;
      const file = path.join(localeDir(language), ns);
      const expected = keysForLanguage(
        Object.keys(language === defaultLanguage ? defaultKeys : keys),
        tagOf.get(language) ?? language,
      );
      // A key near one this language lacks is that key misspelt ("breadcrum"): named once, as such.
      const absent = [...expected.keys()].filter((key) => !(key in strings));
      const misspelt = new Map<string, string>();
      for (const key of Object.keys(strings)) {
        if (expected.has(key) || (pluralSuffix.test(key) && expected.has(key.replace(pluralSuffix, "_other"))))
          continue;
        const meant = nearestField(
          key,
          absent.filter((other) => ![...misspelt.values()].includes(other)),
        );
        if (meant) misspelt.set(key, meant);
      }
      const meantKeys = new Set(misspelt.values());
      for (const [key, from] of expected) {
        if (key in strings || meantKeys.has(key)) continue;
        const plural = key === from ? "" : ` (a plural form this language needs, of ${from.replace(pluralSuffix, "")})`;
        error(language, file, key, `is missing${plural} (it exists in content/locales/${defaultLanguage}/${ns})`);
      }
      for (const key of Object.keys(strings)) {
        const unusedPlural = pluralSuffix.test(key) && expected.has(key.replace(pluralSuffix, "_other"));
        const meant = misspelt.get(key);
        if (meant)
          error(
            language,
            file,
            key,
            `is a key content/locales/${defaultLanguage}/${ns} does not have, and "${meant}" is missing here: write the key as "${meant}" (translate the texts, never the keys)`,
          );
        else if (!expected.has(key)) {
          const forms = [
            ...keysForLanguage([key.replace(pluralSuffix, "_other")], tagOf.get(language) ?? language).keys(),
          ];
          error(
            language,
            file,
            key,
            unusedPlural
              ? `is extra (a plural form ${languageName(language)} does not use: it writes ${forms.length === 1 ? "only " : ""}${forms.join(" and ")})`
              : `is extra (it does not exist in content/locales/${defaultLanguage}/${ns})`,
          );
        } else if (language !== defaultLanguage && typeof strings[key] === "string" && strings[key].trim() === "") {
          error(
            language,
            file,
            key,
            `is empty, so the page would show nothing there: write its ${languageName(language)} text, a translation of this key's text in content/locales/${defaultLanguage}/${ns}`,
          );
        } else {
          checkText(language, file, key, strings[key]);
          checkNoTags(language, file, key, strings[key]);
          if (typeof strings[key] === "string") {
            checkWording(language, file, { key }, strings[key]);
            // i18next picks a plural form by {{count}} only under a key with plural forms: under
            // any other, every number gets the same words ("1 articles"), and a translator
            // cannot add the form their language needs.
            if (
              language === defaultLanguage &&
              !pluralSuffix.test(key) &&
              interpolationNames(strings[key]).includes("count")
            ) {
              const forms = languages
                .map((l) => ({ l, forms: [...keysForLanguage([`${key}_other`], tagOf.get(l) ?? l).keys()] }))
                .filter(({ forms }) => forms.length > 1)
                .map(({ l, forms }) => `${languageName(l)}: ${forms.join(" and ")}`);
              error(
                language,
                file,
                key,
                `uses {{count}} under a key without a plural form, so every number gets the same words ("1 articles"): write it as ${key}_other in every language, with the forms the language needs${forms.length > 0 ? ` (${forms.join("; ")})` : ""}`,
              );
            }
            // i18next fills in $t(key) with another text on a page that has loaded it, and shows
            // the key where it has not; the form function's texts are filled in without i18next.
            for (const [nested] of strings[key].matchAll(/\$t\([^)\n]*\)?/g))
              error(
                language,
                file,
                key,
                `nests ${nested}, which the site's texts do not do: the form function's pages and mails show it as typed, and a page shows the nested text's key where that text is missing or in a file the page does not load. Write the words themselves`,
              );
            const note = strings[key].match(editorsNote)?.[0];
            if (note)
              error(
                language,
                file,
                key,
                `still holds ${note}, a note left for later that visitors would read as written: write the text itself`,
              );
            if (language !== defaultLanguage && copiedText(strings[key], keys[expected.get(key)!]))
              issues.push({
                level: "warning",
                language,
                file: rel(file),
                key,
                message: `is word for word its text in content/locales/${defaultLanguage}/${ns}: translate it (a sentence that reads the same in both languages can stay)`,
              });
            // A translation pasted from another's file (Chinese in the Japanese file): which of the
            // two is the copy, only its translator can tell, unless it is Latin words in a file of
            // another script, refused there as not translated: the copy is that one.
            else if (language !== defaultLanguage)
              for (const other of others.filter(
                (other) =>
                  other !== language &&
                  copiedText(strings[key], stringsOf.get(other)?.get(ns)?.[key]) &&
                  !(nonLatin.has(other) && !nonLatin.has(language) && untranslatedWords(strings[key]).length > 0),
              ))
                issues.push({
                  level: "warning",
                  language,
                  file: rel(file),
                  key,
                  message: `is word for word its text in content/locales/${other}/${ns}: if it was copied from there, translate it (a sentence that reads the same in both languages can stay)`,
                });
          }
          if (descriptionKey.test(key)) checkDescription(language, file, key, strings[key]);
          if (titleKey.test(key)) checkSearchTitle(language, file, key, strings[key]);
          const from = expected.get(key)!;
          const referenceText = keys[from];
          if (language !== defaultLanguage && typeof strings[key] === "string" && typeof referenceText === "string")
            checkEdgeSpaces(
              language,
              file,
              key,
              strings[key],
              referenceText,
              `content/locales/${defaultLanguage}/${ns}`,
            );
          const lost = language === defaultLanguage ? undefined : lostInDefault.get(from);
          const asItWas =
            lost && typeof referenceText === "string"
              ? [lost.onlyHere.reduce((text, token) => text.replaceAll(token, " "), referenceText), ...lost.lost].join(
                  " ",
                )
              : referenceText;
          checkVariables(language, file, key, strings[key], asItWas, `content/locales/${defaultLanguage}/${ns}`);
        }
      }
    }
  }
  const namespacesOf = (language: string) =>
    existsSync(localeDir(language)) ? readdirSync(localeDir(language)).filter((f) => f.endsWith(".json")) : [];
  // A file every other language has and the default language lacks was lost from the default
  // language only, as a key can be: named there, not as extra in every other language.
  const missingNamespaces =
    others.length === 0
      ? []
      : namespacesOf(others[0]).filter(
          (ns) => !namespaces.includes(ns) && others.every((language) => namespacesOf(language).includes(ns)),
        );
  for (const ns of missingNamespaces)
    error(
      defaultLanguage,
      path.join(localeDir(defaultLanguage), ns),
      undefined,
      `is missing: every other language has it (${languageNames(others)}). Write its ${languageName(defaultLanguage)} texts, or, if the site no longer uses it, remove it from every language`,
    );
  for (const language of languages) {
    const dir = localeDir(language);
    for (const ns of namespacesOf(language).filter((f) => !namespaces.includes(f) && !missingNamespaces.includes(f)))
      error(
        language,
        path.join(dir, ns),
        undefined,
        `is an extra namespace: content/locales/${defaultLanguage}/${ns} does not exist`,
      );
  }

  // Each service is a choice of the forms: its name there is form.json services.<quoteOption>
  // (every language has the default language's keys, checked above).
  const formStrings = reference.get("form.json");
  if (formStrings) {
    for (const { slug, quoteOption } of services) {
      const key = `services.${quoteOption}`;
      if (!(key in formStrings))
        error(
          defaultLanguage,
          path.join(localeDir(defaultLanguage), "form.json"),
          key,
          `is missing: the forms offer the service "${slug}" under this name (content/services.json quoteOption), in every language`,
        );
    }
  }

  // A list of articles with fewer articles than another language's links to it by the other
  // language's name in its own: articles.json languageNames.<code>, for every language.
  const articleStrings = reference.get("articles.json");
  if (articleStrings) {
    for (const code of languages) {
      const key = `languageNames.${code}`;
      if (!(key in articleStrings))
        error(
          defaultLanguage,
          path.join(localeDir(defaultLanguage), "articles.json"),
          key,
          `is missing: the lists of articles name the language "${code}" in the page's language, in every language`,
        );
    }
  }

  // Each rate says where it applies (a pricing card shows it: rupiah for a parcel within
  // Indonesia must not read as the price to Singapore): a scope, named in services.json price.scope.<scope>;
  // what it covers: its terms, named in price.terms.<terms>; and a published price its unit, named
  // in price.unit.<unit> ("USD 45 per CBM"), and its last day.
  const serviceStrings = reference.get("services.json");
  const textsUnder = (prefix: string) =>
    serviceStrings
      ? Object.keys(serviceStrings)
          .filter((k) => k.startsWith(prefix))
          .map((k) => k.slice(prefix.length))
      : [];
  // A priced service's note over its packages is a text of services.json (detail.pricingNote.<name>).
  for (const { slug, pricing, pricingNote } of services)
    if (serviceStrings && pricing && pricingNote && !(`detail.pricingNote.${pricingNote}` in serviceStrings))
      error(
        defaultLanguage,
        path.join(localeDir(defaultLanguage), "services.json"),
        `detail.pricingNote.${pricingNote}`,
        `is missing: the packages of the service "${slug}" show this note (content/services.json pricingNote), in every language`,
      );
  const scopes = textsUnder("price.scope.");
  const terms = textsUnder("price.terms.");
  const units = textsUnder("price.unit.");
  const rates = company.rates;
  if (serviceStrings && typeof rates === "object" && rates !== null) {
    for (const [group, entries] of Object.entries(rates).filter(([k]) => !k.startsWith("_"))) {
      for (const [name, rate] of Object.entries((entries ?? {}) as Record<string, unknown>).filter(
        ([k]) => !k.startsWith("_"),
      )) {
        const { scope, terms: rateTerms, unit, validUntil } = (rate ?? {}) as Record<string, unknown>;
        const is = (value: unknown) => (value === undefined ? "is missing" : `is ${JSON.stringify(value)}`);
        if (typeof scope !== "string" || !scopes.includes(scope))
          error(
            undefined,
            companyFile,
            `rates.${group}.${name}.scope`,
            `${is(scope)}: every rate says where it applies, one of ${scopes.join(", ")} (the texts are price.scope.<scope> in content/locales/<language>/services.json)`,
          );
        if (typeof rateTerms !== "string" || !terms.includes(rateTerms))
          error(
            undefined,
            companyFile,
            `rates.${group}.${name}.terms`,
            `${is(rateTerms)}: every rate says what its price covers, one of ${terms.join(", ")} (the texts are price.terms.<terms> in content/locales/<language>/services.json)`,
          );
        const published = typeof (rate as { amount?: unknown } | null)?.amount === "number";
        if (published && (typeof unit !== "string" || !units.includes(unit)))
          error(
            undefined,
            companyFile,
            `rates.${group}.${name}.unit`,
            `${is(unit)}: every published price says what it is for, one of ${units.join(", ")} (the texts are price.unit.<unit> in content/locales/<language>/services.json)`,
          );
        if (published && (typeof validUntil !== "string" || !isCalendarDay(validUntil)))
          error(
            undefined,
            companyFile,
            `rates.${group}.${name}.validUntil`,
            `${is(validUntil)}: every published price has the last day it is offered, a real calendar day written YYYY-MM-DD${writeDay(validUntil)}`,
          );
      }
    }
  }

  // Service pages: one MDX file per service and language, valid frontmatter, spec counts.
  const servicesDir = path.join(contentDir, "services");
  for (const { slug, whyChooseUsCards, pricing: hasPricing } of services) {
    // Questions and documents are one list translated: each language has as many as the default language.
    const counts = new Map<string, Record<(typeof translatedLists)[number], number>>();
    // The rates of the packages, in order: a card is found by its rate, in every language.
    const ratesOf = new Map<string, unknown[]>();
    /** Which packages have a note, in order: every language shows the same ones. */
    const notesOf = new Map<string, boolean[]>();
    /** A card's price the schema refused: named there, not compared. */
    const refused = Symbol("refused");
    /** Each language's frontmatter texts by place, and its body: the facts they name are compared. */
    const textsOf = new Map<string, { texts: Strings; body: string; data: Record<string, unknown> }>();
    for (const language of languages) {
      const file = path.join(servicesDir, slug, `${language}.mdx`);
      if (!existsSync(file)) {
        error(language, file, undefined, "is missing");
        continue;
      }
      const { parsed, broken } = readMdx(readFileSync(file, "utf8"));
      if (broken) {
        unreadable(language, file, brokenFrontmatter, broken);
        continue;
      }
      const result = parseServiceFrontmatter(parsed.data, rel(file));
      // A field the schema named (an unknown fact, an empty text, a rate that is none) is one
      // problem, not a second from checkText or from the comparison with the other languages.
      const named = fieldsNamed(result.ok ? [] : result.errors);
      const data = parsed.data as Record<string, unknown>;
      // A why-choose-us list is counted against content/services.json below, which says how many
      // cards it needs: an empty one is told that, not also the schema's "at least one entry"; one
      // left out or no list is told so by the schema alone.
      const why = Array.isArray(data.whyChooseUs) ? data.whyChooseUs.length : undefined;
      if (!result.ok)
        for (const message of result.errors) {
          const key = message.match(/field "([^"]+)"/)?.[1];
          if (why !== undefined && key === "whyChooseUs") continue;
          issues.push({
            level: "error",
            language,
            file: rel(file),
            key,
            message: message.replace(/^[^:]+: field "[^"]+" /, ""),
          });
        }
      if (why !== undefined && why !== whyChooseUsCards)
        error(language, file, "whyChooseUs", `has ${why} cards; content/services.json asks for ${whyChooseUsCards}`);
      const pricing = Array.isArray(data.pricing) ? data.pricing : [];
      if (hasPricing && pricing.length === 0)
        error(language, file, "pricing", "is missing: this service shows pricing packages (content/services.json)");
      if (!hasPricing && pricing.length > 0)
        error(language, file, "pricing", "must not be there: this service shows no prices (content/services.json)");
      ratesOf.set(
        language,
        pricing.map((card, i) =>
          named.has(`pricing, entry ${i + 1}, price`) ? refused : (card as { price?: unknown } | null)?.price,
        ),
      );
      notesOf.set(
        language,
        pricing.map((card) => (card as { note?: unknown } | null)?.note !== undefined),
      );
      for (const field of ["price", "name"] as const)
        pricing.forEach((card, i) => {
          const value = (card as Record<string, unknown> | null)?.[field];
          const first = pricing.findIndex((other) => (other as Record<string, unknown> | null)?.[field] === value);
          if (typeof value === "string" && first < i)
            error(
              language,
              file,
              `pricing, entry ${i + 1}, ${field}`,
              `is ${field === "price" ? value : `"${value}"`}, as entry ${first + 1} is: ${field === "price" ? "each package names its own rate" : "give no two packages the same name"}`,
            );
        });
      counts.set(
        language,
        Object.fromEntries(
          translatedLists.map((key) => [key, Array.isArray(data[key]) ? data[key].length : 0]),
        ) as Record<(typeof translatedLists)[number], number>,
      );
      // Five lines per package: the frontmatter schema reports it (field "pricing, entry N, features").
      const texts = flattenFrontmatter(data);
      textsOf.set(language, { texts, body: parsed.content, data });
      for (const [key, text] of Object.entries(texts)) {
        if (!named.has(key)) checkText(language, file, key, text);
        checkNoTags(language, file, key, text);
      }
      checkDescription(language, file, "metaDescription", data.metaDescription);
      checkSearchTitle(language, file, "title", data.title);
      if (parsed.content.trim() !== "") checkText(language, file, "(body)", parsed.content);
      checkMdxLines(language, file, readFileSync(file, "utf8"));
    }
    const referenceTexts = textsOf.get(defaultLanguage);
    for (const [language, { texts, body, data }] of textsOf) {
      if (!referenceTexts || language === defaultLanguage) continue;
      const file = path.join(servicesDir, slug, `${language}.mdx`);
      const referenceFile = `content/services/${slug}/${defaultLanguage}.mdx`;
      // A list with more or fewer entries is named as such; its entries are not compared by place.
      const sameLength = (key: string) => {
        const list = key.match(/^(\w+), entry /)?.[1];
        const length = (d: Record<string, unknown>) => (Array.isArray(d[list!]) ? (d[list!] as unknown[]).length : 0);
        return !list || length(data) === length(referenceTexts.data);
      };
      for (const [key, text] of Object.entries(texts))
        if (typeof referenceTexts.texts[key] === "string" && sameLength(key))
          checkSameFacts(language, file, key, text, referenceTexts.texts[key], referenceFile);
      checkSameFacts(language, file, "(body)", body, referenceTexts.body, referenceFile);
    }
    const referenceRates = ratesOf.get(defaultLanguage);
    for (const [language, rates] of ratesOf) {
      if (!referenceRates || language === defaultLanguage) continue;
      const file = path.join(servicesDir, slug, `${language}.mdx`);
      const referenceFile = `content/services/${slug}/${defaultLanguage}.mdx`;
      if (rates.length !== referenceRates.length)
        error(
          language,
          file,
          "pricing",
          `has ${rates.length} packages; ${referenceFile} has ${referenceRates.length} (translate the same packages)`,
        );
      else
        rates.forEach((rate, i) => {
          const [note, referenceNote] = [notesOf.get(language)?.[i], notesOf.get(defaultLanguage)?.[i]];
          if (note !== referenceNote)
            error(
              language,
              file,
              `pricing, entry ${i + 1}, note`,
              note
                ? `is not in ${referenceFile}: every language shows the same notes on its packages`
                : `is missing: ${referenceFile} has one (translate it)`,
            );
          if (rate !== referenceRates[i] && rate !== refused && referenceRates[i] !== refused)
            error(
              language,
              file,
              `pricing, entry ${i + 1}, price`,
              `is ${String(rate)}, where ${referenceFile} has ${String(referenceRates[i])}: every language lists the same packages in the same order, with the same rates (translate only the names, notes and lines)`,
            );
        });
    }
    const reference = counts.get(defaultLanguage);
    for (const [language, count] of counts) {
      if (!reference || language === defaultLanguage) continue;
      for (const key of translatedLists) {
        if (count[key] !== reference[key])
          error(
            language,
            path.join(servicesDir, slug, `${language}.mdx`),
            key,
            `has ${count[key]} entries; content/services/${slug}/${defaultLanguage}.mdx has ${reference[key]} (translate the same list)`,
          );
      }
    }
    const dir = path.join(servicesDir, slug);
    for (const { file, message } of strayFiles(dir, languages)) error(undefined, file, undefined, message);
  }
  const slugs = services.map((s) => s.slug);
  if (serviceList && existsSync(servicesDir))
    for (const d of readdirSync(servicesDir, { withFileTypes: true }))
      if (d.isDirectory() && !slugs.includes(d.name))
        error(
          undefined,
          path.join(servicesDir, d.name),
          undefined,
          `is not a service in content/services.json; expected one of ${slugs.join(", ")}`,
        );
  for (const [collection, what] of [
    ["services", "a service's page"],
    ["legal", "a legal page"],
    ["articles", "an article"],
  ] as const)
    for (const file of filesBesideFolders(path.join(contentDir, collection)))
      error(undefined, file, undefined, notInFolder(what, collection, path.basename(file), languages));
  checkLegalPages(contentDir, languages, error, unreadable, (language, file, key, text) => {
    checkText(language, file, key, text);
    if (typeof text !== "string") return;
    checkMdxLines(language, file, text);
    for (const { line, message } of legalHeadingProblems(text))
      issues.push({ level: "error", language, file: rel(file), key, line, message });
    const reference = path.join(path.dirname(file), `${defaultLanguage}.mdx`);
    if (language !== defaultLanguage && existsSync(reference))
      checkSameFacts(language, file, key, text, readFileSync(reference, "utf8"), rel(reference));
  });
  checkArticles(
    contentDir,
    languages,
    rel,
    issues,
    unreadable,
    checkText,
    checkNoTags,
    checkMdxLines,
    checkDescription,
    checkSearchTitle,
    checkSameFacts,
    options.today ?? new Date(),
  );
  // The build names every link to a section its page lacks; those meant for a heading are known
  // from the MDX files, and named here first.
  for (const { file, line, message } of headingSectionProblems(contentDir))
    issues.push({
      level: "error",
      language: path.basename(file, ".mdx"),
      file: rel(file),
      key: "(body)",
      line,
      message,
    });
  const legalDates = path.join(contentDir, "legal", "dates.json");
  const legalDatesData = existsSync(legalDates) ? readJson(legalDates, unreadable) : undefined;
  // The legal pages import it: without it the build stops on a module it cannot find.
  const legalPages = existsSync(path.dirname(legalDates))
    ? readdirSync(path.dirname(legalDates), { withFileTypes: true }).filter((d) => d.isDirectory())
    : [];
  if (!existsSync(legalDates) && legalPages.length > 0)
    error(
      undefined,
      legalDates,
      undefined,
      `is missing: the legal pages show the day each was last changed from it. Create it as { ${[...legalPages.map(({ name }) => `"${name}": "YYYY-MM-DD"`), `"reviewedByCompany": false`].join(", ")} }, with the day each page last changed`,
    );
  if (legalDatesData !== undefined)
    checkLegalDates(legalDates, legalDatesData, legalPages, options.today ?? new Date(), error);
  if (legalDatesData !== undefined && (legalDatesData as { reviewedByCompany?: unknown }).reviewedByCompany !== true) {
    issues.push({
      level: "warning",
      file: rel(legalDates),
      key: "reviewedByCompany",
      message:
        "the privacy policy and terms are drafts: the company must have them reviewed, then set reviewedByCompany to true",
    });
  }
  checkImportTaxes(path.join(contentDir, "import-taxes.json"), options.today ?? new Date(), rel, issues, unreadable);
  const incotermsFile = path.join(contentDir, "incoterms.json");
  const incoterms = existsSync(incotermsFile) ? readJson(incotermsFile, unreadable) : undefined;
  if (incoterms !== undefined)
    checkIncoterms(
      incotermsFile,
      incoterms,
      (ns) => stringsOf.get(defaultLanguage)?.get(`${ns}.json`),
      `content/locales/${defaultLanguage}`,
      error,
    );
  return issues;
}

/** What the duty estimator computes with (src/components/estimator/import-duties.ts). */
const importTaxesShape: Shape = {
  vat: { effectivePercent: "vatPercent", luxuryGoodsPercent: "vatPercent" },
  incomeTax22: {
    percentByImporter: { api: "percent", taxpayer: "percent", none: "percent" },
    listedGoodsPercent: { lower: "percent", higher: "percent" },
  },
  insurance: { defaultPercentOfFobAndFreight: "percent" },
  limits: { amount: "amount", exchangeRate: "amount", dutyPercent: "amount", luxuryPercent: "amount" },
  exchangeRateQuotedPer: { "*": "amount" },
  // Every currency's example is shown in the rate field until the visitor types one.
  exampleExchangeRates: Object.fromEntries(currencies.map((currency) => [currency, "amount"])),
  links: { exchangeRate: "link", tariff: "link" },
};

/**
 * The currencies whose tax exchange rate is given per so many units (exchangeRateQuotedPer): the
 * estimator looks each up by its code, so a key it offers no currency under ("jpy", "Yen") leaves
 * that currency's rate read per 1, a hundred times too high for the yen, with no word said.
 */
function quotedPerProblems(data: unknown): { key: string; message: string }[] {
  const quoted = (data as { exchangeRateQuotedPer?: unknown }).exchangeRateQuotedPer;
  if (typeof quoted !== "object" || quoted === null) return [];
  return Object.keys(quoted)
    .filter((name) => !name.startsWith("_") && !(currencies as readonly string[]).includes(name))
    .map((name) => {
      const near = nearestField(name, currencies);
      return {
        key: `exchangeRateQuotedPer.${name}`,
        message: `is no currency the estimator offers, so it changes nothing: write one of ${currencies.join(", ")}${near ? ` (did you mean ${near}?)` : ""}`,
      };
    });
}

/**
 * The taxes the estimator does not collect in the free trade zone (freeTradeZone.exempt), by the
 * names it computes them under: a name it does not know ("VAT", "ppn") exempts nothing, and the
 * zone's figures would charge that tax with no word said.
 */
function exemptionProblems(data: unknown): { key: string; message: string }[] {
  const key = "freeTradeZone.exempt";
  const exempt = (data as { freeTradeZone?: { exempt?: unknown } }).freeTradeZone?.exempt;
  const example = JSON.stringify(taxes.slice(0, 2)).replace(/,/g, ", ");
  if (exempt === undefined)
    return [
      {
        key,
        message: `is missing: the estimator reads the taxes not collected in the free trade zone from it, a list in square brackets of ${taxes.join(", ")}, each in quotes: ${example}`,
      },
    ];
  if (!Array.isArray(exempt))
    return [
      {
        key,
        message: `must be a list in square brackets of the taxes not collected in the free trade zone, each in quotes, from ${taxes.join(", ")}: ${example} (it is ${JSON.stringify(exempt)})`,
      },
    ];
  return exempt.flatMap((name: unknown, i) => {
    const at = `${key}[${i + 1}]`;
    if (!(taxes as readonly unknown[]).includes(name)) {
      const near = nearestField(String(name), taxes);
      return [
        {
          key: at,
          message: `is ${JSON.stringify(name)}, which the estimator computes no tax under, so the zone's figures would charge it: write one of ${taxes.join(", ")}${near ? ` (did you mean "${near}"?)` : ""}`,
        },
      ];
    }
    const first = exempt.indexOf(name);
    return first < i
      ? [{ key: at, message: `is ${JSON.stringify(name)}, as entry ${first + 1} is: name each tax once` }]
      : [];
  });
}

/**
 * The duty estimator's rates (content/import-taxes.json): each a number the estimator can compute
 * with, the taxes the free trade zone exempts, and the date they were last confirmed.
 */
function checkImportTaxes(
  file: string,
  today: Date,
  rel: (file: string) => string,
  issues: Issue[],
  unreadable: Unreadable,
) {
  if (!existsSync(file)) return;
  const data = readJson(file, unreadable);
  if (data === undefined) return;
  for (const { key, message } of shapeProblems(data, importTaxesShape))
    issues.push({ level: "error", file: rel(file), key, message });
  for (const { key, message } of [...exemptionProblems(data), ...quotedPerProblems(data)])
    issues.push({ level: "error", file: rel(file), key, message });
  const checked = (data as { lastChecked?: unknown }).lastChecked;
  const date = typeof checked === "string" && isCalendarDay(checked) ? new Date(`${checked}T00:00:00Z`) : undefined;
  if (!date) {
    issues.push({
      level: "error",
      file: rel(file),
      key: "lastChecked",
      message:
        checked === undefined || checked === null || checked === ""
          ? `${checked === undefined ? "is missing: add" : "is empty: write"} "lastChecked": "YYYY-MM-DD", the day someone last confirmed the rates against the current regulations`
          : `must be the date the rates were last confirmed, written YYYY-MM-DD (found ${JSON.stringify(checked)})${writeDay(checked)}`,
    });
    return;
  }
  const staleFrom = new Date(date);
  staleFrom.setUTCMonth(staleFrom.getUTCMonth() + 6);
  if (today > staleFrom) {
    issues.push({
      level: "warning",
      file: rel(file),
      key: "lastChecked",
      message: `is ${checked}, more than six months ago: confirm the duty and tax rates against the current regulations, then set the date you did`,
    });
  }
}

/** The groups of words of incotermsGuide.json that name each field's values on the Incoterms guide. */
const incotermWords: Record<string, string> = {
  modes: "modes",
  mainCarriage: "party",
  riskPasses: "riskPasses",
  exportClearance: "party",
  importClearance: "party",
  insuranceBySeller: "insurance",
};

/**
 * The Incoterms rules (content/incoterms.json): each value one the guide has words for in the
 * default language (the others are compared with it), each code named and explained there, and a
 * rule for other modes one of the file's own. The guide would show a value without words as its
 * key, and the quote forms a code without a name as typed.
 */
function checkIncoterms(
  file: string,
  data: unknown,
  strings: (ns: string) => Strings | undefined,
  localeDir: string,
  error: (language: string | undefined, file: string, key: string | undefined, message: string) => void,
) {
  const terms = (data as { terms?: unknown }).terms;
  if (!Array.isArray(terms)) return error(undefined, file, "terms", "must be a list of the rules, [ { ... }, ... ]");
  const guide = strings("incotermsGuide");
  const names = strings("incoterms");
  const codes = terms.map((term) => String((term as { code?: unknown } | null)?.code));
  const choose = (value: unknown, known: string[]) => {
    const near = nearestField(String(value), known);
    return `write one of ${known.join(", ")}${near ? ` (did you mean ${near}?)` : ""}`;
  };
  terms.forEach((term: Record<string, unknown> | null, i) => {
    const at = (field: string) => `terms[${i + 1}].${field}`;
    for (const [field, group] of Object.entries(incotermWords)) {
      const known = Object.keys(guide ?? {})
        .filter((key) => key.startsWith(`${group}.`))
        .map((key) => key.slice(group.length + 1));
      if (guide && !known.includes(String(term?.[field])))
        error(
          undefined,
          file,
          at(field),
          `is ${JSON.stringify(term?.[field])}, which ${localeDir}/incotermsGuide.json has no words for (${group}): ${choose(term?.[field], known)}`,
        );
    }
    if (term?.forOtherModes !== undefined && !codes.includes(String(term.forOtherModes)))
      error(
        undefined,
        file,
        at("forOtherModes"),
        `is ${JSON.stringify(term.forOtherModes)}, which is no rule of this file: ${choose(term.forOtherModes, codes)}`,
      );
    if (names && !Object.keys(names).some((key) => key.startsWith(`terms.${codes[i]}.`)))
      error(
        undefined,
        file,
        at("code"),
        `is ${JSON.stringify(term?.code)}, which ${localeDir}/incoterms.json has no name and explanation for (terms.${codes[i]}): add them there, and in every language`,
      );
  });
}

/**
 * The day each legal page was last changed (content/legal/dates.json), which the page shows: a
 * day that cannot be written would leave the page without its text, and one still to come would
 * say the policy in force is not yet.
 */
function checkLegalDates(
  file: string,
  data: unknown,
  pages: readonly Dirent[],
  today: Date,
  error: (language: string | undefined, file: string, key: string | undefined, message: string) => void,
) {
  const dates = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
  for (const { name } of pages) {
    const day = dates[name];
    if (day === undefined || day === null || day === "")
      error(
        undefined,
        file,
        name,
        `${day === undefined ? "is missing: add" : "is empty: write"} "${name}": "YYYY-MM-DD", the day the ${name} page was last changed (a day such as 2026-01-05)`,
      );
    else if (typeof day !== "string" || !isCalendarDay(day))
      error(
        undefined,
        file,
        name,
        `must be the day the ${name} page was last changed, a real calendar day written YYYY-MM-DD (found ${JSON.stringify(day)})${writeDay(day)}`,
      );
    else if (day > today.toISOString().slice(0, 10))
      error(undefined, file, name, `is ${day}, a day still to come: the day the ${name} page was last changed`);
  }
}

/** For a day typed year first without its zeros or with slashes, the day to write: ": write 2026-01-05". */
const writeDay = (typed: unknown) => {
  const day = typeof typed === "string" ? dayMeant(typed) : undefined;
  return day ? `: write ${day}` : "";
};

/** The line of a file where a text first stands, for an editor to find it there. */
function lineOf(file: string, text: string): number | undefined {
  const written = existsSync(file) ? readFileSync(file, "utf8") : "";
  const at = written.indexOf(text);
  return at < 0 ? undefined : written.slice(0, at).split("\n").length;
}

/**
 * The line of a file where the first line of its body (the text below its frontmatter) that
 * `holds` stands. Searching the whole file would name the frontmatter's line where a word of the
 * body also stands there (a source's address, a title).
 */
function bodyLineWhere(file: string, body: string, holds: (line: string) => boolean): number | undefined {
  return bodyLinesWhere(file, body, holds)[0];
}

/** Every line of a file's body that `holds`, as bodyLineWhere names the first. */
function bodyLinesWhere(file: string, body: string, holds: (line: string) => boolean): number[] {
  const written = existsSync(file) ? readFileSync(file, "utf8") : "";
  if (!written.endsWith(body)) return [];
  const above = written.split("\n").length - body.split("\n").length;
  return body.split("\n").flatMap((line, i) => (holds(line) ? [above + i + 1] : []));
}

const isLanguageFile = (name: string, languages: readonly string[]) =>
  name.endsWith(".mdx") && languages.includes(name.slice(0, -".mdx".length));

/**
 * Why a file or folder in a page's folder is no page: the folder holds one file per language. A
 * file named for a language otherwise (EN.mdx, en.md, id.mdx.txt) is told its name, unless the
 * folder has that file already.
 */
function notLanguageFile(file: string, folder: boolean, languages: readonly string[]): string {
  const meant = `${path.basename(file).split(".")[0].toLowerCase()}.mdx`;
  const rename =
    !folder && isLanguageFile(meant, languages) && !existsSync(path.join(path.dirname(file), meant))
      ? `. Rename it ${meant}`
      : "";
  return `is ${folder ? "a folder" : "not a language file"}: a page's folder holds only its language files, ${languages.map((l) => `${l}.mdx`).join(", ")}${rename}`;
}

/** What a page's folder (a service's, a legal page's) holds besides its language files, hidden files aside. */
function strayFiles(dir: string, languages: readonly string[]): { file: string; message: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith(".") && (entry.isDirectory() || !isLanguageFile(entry.name, languages)))
    .map((entry) => {
      const file = path.join(dir, entry.name);
      return { file, message: notLanguageFile(file, entry.isDirectory(), languages) };
    });
}

/** The files saved beside a collection's page folders (the legal pages' dates.json aside). */
const filesBesideFolders = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => !d.isDirectory() && !d.name.startsWith(".") && d.name !== "dates.json")
        .map((d) => path.join(dir, d.name))
    : [];

/**
 * A file saved beside the folders of the articles, the services or the legal pages: Gatsby reads
 * it all the same, and the build stops on it naming the collection as its folder. Where it goes.
 */
function notInFolder(what: string, collection: string, name: string, languages: readonly string[]): string {
  const base = name.replace(/\.[^.]*$/, "");
  // "lcl-or-fcl.en.mdx" (or -en, _en) already names its language: its place is lcl-or-fcl/en.mdx.
  const named = languages.find((l) => new RegExp(`[._-]${l}$`).test(base));
  const where = named
    ? `Move this one to content/${collection}/${base.slice(0, -named.length - 1)}/${named}.mdx`
    : `Move this one to content/${collection}/${base}/ and name it by its language (${languages.map((l) => `${l}.mdx`).join(", ")})`;
  return `is not in a folder: ${what} is content/${collection}/<name>/<language>.mdx, one folder per page with one file per language. ${where}`;
}

/**
 * Legal pages: content/legal/<page>/<language>.mdx, one file per language for
 * each folder, each body checked like any text (fact tags, untranslated English).
 */
function checkLegalPages(
  contentDir: string,
  languages: readonly string[],
  error: (language: string | undefined, file: string, key: string | undefined, message: string) => void,
  unreadable: Unreadable,
  checkText: (language: string, file: string, key: string, text: unknown) => void,
) {
  const legalDir = path.join(contentDir, "legal");
  if (!existsSync(legalDir)) return;
  for (const page of readdirSync(legalDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)) {
    const dir = path.join(legalDir, page);
    for (const language of languages) {
      const file = path.join(dir, `${language}.mdx`);
      const text = existsSync(file) ? readFileSync(file, "utf8") : undefined;
      // gatsby-plugin-mdx reads frontmatter in every MDX file, a legal page's too.
      const broken = text === undefined ? undefined : readMdx(text).broken;
      if (text === undefined) error(language, file, undefined, "is missing");
      else if (text.trim() === "") error(language, file, undefined, "is empty");
      else if (broken) unreadable(language, file, brokenFrontmatter, broken);
      else checkText(language, file, "(body)", text);
    }
    for (const { file, message } of strayFiles(dir, languages)) error(undefined, file, undefined, message);
  }
}

/**
 * Articles: each folder a valid address, each file a language's, its frontmatter valid; a
 * published one's title, description and body checked like any text, with no placeholder left by
 * npm run new:article.
 */
function checkArticles(
  contentDir: string,
  languages: readonly string[],
  rel: (file: string) => string,
  issues: Issue[],
  unreadable: Unreadable,
  checkText: (language: string, file: string, key: string, text: unknown) => void,
  checkNoTags: (language: string, file: string, key: string, text: unknown) => void,
  checkMdxLines: (language: string, file: string, raw: string, markupOnly?: boolean) => void,
  checkDescription: (language: string, file: string, key: string, text: unknown) => void,
  checkSearchTitle: (language: string, file: string, key: string, text: unknown, fix?: string) => void,
  checkSameFacts: TranslationCheck,
  today: Date,
) {
  const error = (language: string | undefined, file: string, key: string | undefined, message: string) =>
    issues.push({ level: "error", language, file: rel(file), key, message });
  const folders = new Set<string>();
  /** The first published file with a language's title or description. */
  const firstWith = new Map<string, string>();
  // Each article's language files whose kind and services are valid, to compare below.
  const versions = new Map<
    string,
    {
      language: string;
      file: string;
      kind: string;
      services: string[];
      /** A published one's title, description and body, whose facts are compared. */
      texts?: Record<"title" | "description" | "(body)", string>;
    }[]
  >();
  for (const { slug, name, file, folder: isFolder, language, parsed, broken } of articleFiles(contentDir)) {
    const folder = path.dirname(file);
    if (!folders.has(folder))
      for (const problem of articleSlugProblems(slug, rel(folder)))
        error(undefined, folder, undefined, problem.replace(/^[^:]+: /, ""));
    folders.add(folder);
    if (isFolder || !isLanguageFile(name, languages)) {
      error(undefined, file, undefined, notLanguageFile(file, isFolder, languages));
      continue;
    }
    if (!parsed) {
      if (broken) unreadable(language, file, brokenFrontmatter, broken);
      continue;
    }
    const result = parseArticleFrontmatter(parsed.data, rel(file), today);
    const named = fieldsNamed(result.ok ? [] : result.errors);
    if (!result.ok)
      for (const message of result.errors) {
        const key = message.match(/field "([^"]+)"/)?.[1];
        error(language, file, key, message.replace(/^[^:]+: field "[^"]+" /, ""));
      }
    if (result.ok)
      versions.set(slug, [
        ...(versions.get(slug) ?? []),
        {
          language,
          file,
          kind: result.data.kind,
          services: result.data.services,
          texts: result.data.draft
            ? undefined
            : { title: result.data.title, description: result.data.description, "(body)": parsed.content },
        },
      ]);
    const data = parsed.data as Record<string, unknown>;
    // Its share picture is drawn in every build, a draft's too (npm start shows drafts), from the
    // title: a character no font the site carries has stops it.
    if (typeof data.title === "string" && !named.has("title"))
      for (const character of charactersNoFontHas(data.title))
        error(
          language,
          file,
          "title",
          `has "${character}" (U+${character.codePointAt(0)!.toString(16).toUpperCase()}), which the article's share picture cannot draw (no font the site carries has it, as for most emoji): leave it out of the title`,
        );
    // A draft's wording is checked once it is to be published: until then it may hold placeholders.
    // Its markup is checked now, since `npm start` shows drafts and a broken tag breaks the preview.
    const headings = () => {
      for (const { line, message } of articleHeadingProblems(readFileSync(file, "utf8")))
        issues.push({ level: "error", language, file: rel(file), key: "(body)", line, message });
    };
    if (data.draft === true) {
      checkMdxLines(language, file, readFileSync(file, "utf8"), true);
      headings();
      continue;
    }
    // A field the schema named (missing, not text) is one problem, not a second "must be text".
    for (const key of ["title", "description", "seoTitle"] as const)
      if (!named.has(key) && (key !== "seoTitle" || data.seoTitle !== undefined)) {
        checkText(language, file, key, data[key]);
        checkNoTags(language, file, key, data[key]);
      }
    checkDescription(language, file, "description", data.description);
    // A source is named as it names itself, in its own language, and shown as typed: no fact is
    // filled in there, and a tag or Markdown shows its marks.
    if (Array.isArray(data.sources))
      data.sources.forEach((source: unknown, i) => {
        const title = (source as { title?: unknown } | null)?.title;
        if (typeof title !== "string") return;
        const key = `sources, entry ${i + 1}, title`;
        checkNoTags(language, file, key, title);
        for (const [braced] of title.matchAll(inBraces))
          error(
            language,
            file,
            key,
            `has ${braced}, which the list of sources shows as typed (no fact is filled in there): write the source's title as the source gives it`,
          );
      });
    // A folder copied to start a new article keeps the old one's title and description.
    for (const key of ["title", "description"] as const) {
      const text = data[key];
      if (typeof text !== "string" || text.trim() === "") continue;
      const seen = `${language}\u0000${key}\u0000${text.trim()}`;
      const first = firstWith.get(seen);
      if (first)
        issues.push({
          level: "warning",
          language,
          file: rel(file),
          key,
          message: `is the same as ${rel(first)}'s: each article needs its own ${key}, by which the lists and search results tell them apart`,
        });
      else firstWith.set(seen, file);
    }
    // Search results show the seoTitle when there is one.
    const searchKey = data.seoTitle === undefined ? "title" : "seoTitle";
    if (!named.has(searchKey))
      checkSearchTitle(
        language,
        file,
        searchKey,
        data[searchKey],
        searchKey === "title" ? "add a shorter seoTitle that says the same" : undefined,
      );
    checkText(language, file, "(body)", parsed.content);
    checkMdxLines(language, file, readFileSync(file, "utf8"));
    headings();
    const placeholder = readFileSync(file, "utf8").match(new RegExp(`${editorsNote.source}|example\\.com`))?.[0];
    if (placeholder)
      issues.push({
        level: "error",
        language,
        file: rel(file),
        line: lineOf(file, placeholder),
        message: "still holds a placeholder (TODO, FIXME or example.com): write it, or keep draft: true",
      });
  }
  // The lists of each language show an article under its kind and services: every language's file
  // says the same as the first in the order of content/languages.json.
  const inOrder = [...versions.values()].map((files) =>
    files.sort((a, b) => languages.indexOf(a.language) - languages.indexOf(b.language)),
  );
  for (const [first, ...others] of inOrder)
    for (const other of others) {
      const differs = (key: string, found: string, expected: string) =>
        error(
          other.language,
          other.file,
          key,
          `is ${found}, and ${rel(first.file)} has ${expected}: every language of an article has the same ${key}`,
        );
      if (other.kind !== first.kind) differs("kind", other.kind, first.kind);
      if (!sameServices(other.services, first.services))
        differs("services", `[${other.services.join(", ")}]`, `[${first.services.join(", ")}]`);
    }
  // A published article's facts are the first published language's (a draft's may be unfinished).
  for (const [first, ...others] of inOrder.map((files) => files.filter((v) => v.texts)))
    for (const other of others)
      for (const key of ["title", "description", "(body)"] as const)
        checkSameFacts(other.language, other.file, key, other.texts![key], first.texts![key], rel(first.file));
}

/** The paths of the pages each language has, as the page plan makes them (404 pages aside). */
function sitePaths(contentDir: string, languages: readonly string[], slugs: readonly string[]) {
  const codes = languages as LanguageCode[];
  const has = (...parts: string[]) => existsSync(path.join(contentDir, ...parts));
  const services = codes.flatMap((language) =>
    slugs
      .filter((slug) => has("services", slug, `${language}.mdx`))
      .map((slug) => ({ id: `${slug}-${language}`, slug, language, contentFilePath: "" })),
  );
  const legal = codes.flatMap((language) =>
    (Object.keys(legalPaths) as LegalDoc[])
      .filter((doc) => has("legal", doc, `${language}.mdx`))
      .map((doc) => ({ doc, language, contentFilePath: "" })),
  );
  // A draft is left out of a production build: nothing may link to it.
  const articles = publishedArticles(contentDir, codes);
  const byLanguage = new Map<string, Set<string>>();
  for (const page of planPages(codes, services, legal, articles)) {
    if (page.template === "notFound") continue;
    byLanguage.set(page.language, (byLanguage.get(page.language) ?? new Set()).add(page.path));
  }
  return byLanguage;
}

/**
 * The translatable strings of a frontmatter (icons and rate paths are not text), by their place
 * named as the frontmatter schemas name it: "faq, entry 1, question".
 */
function flattenFrontmatter(value: unknown, prefix = ""): Strings {
  const out: Strings = {};
  if (typeof value === "string") {
    if (!/(^|, )(icon|price)$/.test(prefix)) out[prefix] = value;
  } else if (Array.isArray(value))
    value.forEach((v, i) => Object.assign(out, flattenFrontmatter(v, `${prefix}, entry ${i + 1}`)));
  else if (typeof value === "object" && value !== null)
    for (const [k, v] of Object.entries(value))
      Object.assign(out, flattenFrontmatter(v, prefix ? `${prefix}, ${k}` : k));
  return out;
}
