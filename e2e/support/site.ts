import { readFileSync } from "fs";
import type { Page } from "@playwright/test";
import path from "path";
import matter from "gray-matter";
import { formatFact, interpolateFacts } from "../../src/shared/facts";
import { languageCodes, languageOf, wordSpace, type LanguageCode } from "../../src/shared/languages";
import { planPages, type PlannedPage } from "../../src/node/page-plan";
import { legalDocs, localizedPath } from "../../src/shared/routes";
import { serviceSlugs } from "../../src/shared/services";
import { publishedArticles } from "../../src/node/article-files";

// What the site should contain, read from the same content files the build reads.
const contentDir = path.resolve(__dirname, "../../content");

export function locale(language: LanguageCode, ns: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(contentDir, "locales", language, `${ns}.json`), "utf8"));
}

export function localeText(language: LanguageCode, ns: string, key: string): string {
  let value: unknown = locale(language, ns);
  for (const part of key.split(".")) value = (value as Record<string, unknown>)?.[part];
  if (typeof value !== "string") throw new Error(`No string ${language}/${ns}:${key}`);
  return interpolateFacts(value, language);
}

/** "Valid until 30 June 2027": the last day of a published price (a rate's path), as the page's language writes it. */
export function validUntilText(ratePath: string, language: LanguageCode): string {
  return localeText(language, "services", "price.validUntil").replace(
    "{{date}}",
    formatFact(`${ratePath}.validUntil`, language),
  );
}

/** A text with a published price's last day beside it, as the page's language writes it mid-line: "FCL (valid until ...)". */
export function datedText(language: LanguageCode, text: string, ratePath: string): string {
  return localeText(language, "services", "price.dated")
    .replace("{{text}}", text)
    .replace("{{date}}", formatFact(`${ratePath}.validUntil`, language));
}

export function serviceFrontmatter(slug: string, language: LanguageCode): Record<string, unknown> {
  const file = path.join(contentDir, "services", slug, `${language}.mdx`);
  return matter(readFileSync(file, "utf8")).data;
}

/** The articles the build publishes (content/articles), with their files. */
export const articles = publishedArticles(contentDir, languageCodes);

export function articleFrontmatter(slug: string, language: LanguageCode): Record<string, unknown> {
  return matter(readFileSync(path.join(contentDir, "articles", slug, `${language}.mdx`), "utf8")).data;
}

/**
 * Every page of the site except the 404s and the received page (only reached by sending a form):
 * the nine spec routes, the Incoterms guide, the two legal pages, the sitemap and the quote page,
 * in every language, and the articles and their lists in the languages they exist in.
 */
export const sitePages: PlannedPage[] = planPages(
  languageCodes,
  languageCodes.flatMap((language) =>
    serviceSlugs.map((slug) => ({ id: `${slug}-${language}`, slug, language, contentFilePath: "" })),
  ),
  languageCodes.flatMap((language) => legalDocs.map((doc) => ({ doc, language, contentFilePath: "" }))),
  articles,
).filter((p) => p.template !== "notFound" && p.template !== "received");

/** The nine routes of the specification in every language (sitePages without the legal pages, the Incoterms guide, the sitemap, the quote page and the articles). */
export const specPages = sitePages.filter(
  (p) =>
    p.template !== "legal" &&
    p.template !== "incoterms" &&
    p.template !== "sitemap" &&
    p.template !== "quote" &&
    p.template !== "articles" &&
    p.template !== "article",
);

/** Text as a browser shows it: runs of white space as one space, none at the ends. */
export const normalise = (s: string) => s.replace(/\s+/g, " ").trim();

/** The h1 each page must show, from its content. */
export function expectedH1(page: PlannedPage): string {
  const { language } = page;
  switch (page.template) {
    case "home":
      // Chinese and Japanese join title and accent without a space.
      return `${localeText(language, "home", "hero.title")}${wordSpace(language)}${localeText(language, "home", "hero.accent")}`;
    case "services":
      return localeText(language, "services", "index.title");
    case "about":
      return localeText(language, "about", "hero.title");
    case "contact":
      return localeText(language, "contact", "hero.title");
    case "service": {
      const slug = page.originalPath.split("/")[2];
      return interpolateFacts(String(serviceFrontmatter(slug, language).title), language);
    }
    case "legal":
      return localeText(language, "legal", `${page.legalDoc}.title`);
    case "incoterms":
      return localeText(language, "incotermsGuide", "hero.title");
    case "quote":
      return localeText(language, "formPages", "quote.title");
    case "sitemap":
      return localeText(language, "sitemap", "title");
    case "article":
      return String(articleFrontmatter(page.articleSlug ?? "", language).title);
    case "articles": {
      const filter = page.articleFilter ?? {};
      if ("kind" in filter) return localeText(language, "articles", `filter.kinds.${filter.kind}`);
      if ("service" in filter)
        return localeText(language, "articles", "narrowed.service").replace(
          "{{service}}",
          interpolateFacts(String(serviceFrontmatter(filter.service, language).navTitle), language),
        );
      return localeText(language, "articles", "heading");
    }
    default:
      throw new Error(`No h1 rule for ${page.template}`);
  }
}

export const htmlLang = (language: LanguageCode) => languageOf(language).tag;

/** Every page, and each language's 404 (served for unknown paths by the fallback rules in _redirects). */
export const everyPage: { path: string; language: LanguageCode; page?: PlannedPage }[] = [
  ...sitePages.map((page) => ({ path: page.path, language: page.language as LanguageCode, page })),
  ...languageCodes.map((language) => ({ path: localizedPath("/no-such-page/", language), language })),
];

/** A language switcher link's accessible name: its short label as shown (ID, EN, JP, CN), then the language's own name. */
export const languageLinkName = (language: LanguageCode) =>
  new RegExp(`^${languageOf(language).label}\\s*${languageOf(language).name}$`);

/** WCAG 1.4.12's text spacing, as a reader's style sheet would set it: the layout must take it without losing content. */
export const textSpacingCss =
  "*{line-height:1.5!important;letter-spacing:.12em!important;word-spacing:.16em!important}p{margin-bottom:2em!important}";

/** The header's main navigation (home, services, about, contact), named in the page's language. */
export const mainNav = (page: Page, language: LanguageCode = "id") =>
  page.getByRole("navigation", { name: localeText(language, "common", "nav.label") });
