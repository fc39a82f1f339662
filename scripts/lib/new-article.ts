import { articleKinds, articlePath, reservedArticleSlugs, type ArticleKind } from "../../src/shared/articles";
import { defaultLanguage, languageCodes, type LanguageCode } from "../../src/shared/languages";
import { localizedPath, servicePath } from "../../src/shared/routes";
import { serviceSlugs } from "../../src/shared/services";
import { sameServices } from "../../src/node/article-files";
import { articleSlugFault } from "../../src/node/article-slug";
import { keptByNpm, keptByNpmProblem } from "./npm-kept-options";

// npm run new:article -- <slug> [--languages id,en] [--kind guide|news] [--services a,b]
// What a new article's draft files are, worked out without touching the disk: the script
// (scripts/new-article.ts) only checks that none exists yet, writes them and prints the steps.

const usage =
  "Usage: npm run new:article -- <slug> [--languages id,en] [--kind guide|news] [--services ekspedisi-laut,bea-cukai]";

export interface ArticleRequest {
  slug: string;
  languages: LanguageCode[];
  kind: ArticleKind;
  services: string[];
}

/** What an article's existing language file says of the whole article, and where. */
export interface ExistingArticle {
  file: string;
  kind: ArticleKind;
  services: string[];
}

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const refuse = (error: string): { ok: false; error: string } => ({ ok: false, error });

const options = ["languages", "kind", "services"] as const;
type Option = (typeof options)[number];

/** A comma-separated list, without empty items or repeats, in the order given. */
const list = (value: string) => [
  ...new Set(
    value
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

/**
 * The command line (after `--`), checked against content/languages.json, content/services.json and
 * the kinds. existing: the article's file already written, when there is one; a language added to
 * it takes its kind and services, which every language of an article shares.
 */
export function parseNewArticleArgs(
  argv: readonly string[],
  existing: (slug: string) => ExistingArticle | undefined = () => undefined,
  env: Readonly<Record<string, string | undefined>> = {},
): Parsed<ArticleRequest> {
  const kept = keptByNpm(options, env);
  if (kept.length > 0)
    return refuse(
      `${keptByNpmProblem(kept, "slug", `npm run new:article -- ${argv[0] ?? "<slug>"} --${kept[0].name} ...`)} ${usage}`,
    );
  const given: Partial<Record<Option, string>> = {};
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith("--")) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (!(options as readonly string[]).includes(name))
      return refuse(`Unknown option --${name} (known: ${options.map((o) => `--${o}`).join(", ")}). ${usage}`);
    const value = inline ?? argv[++i];
    if (value === undefined || value.startsWith("--") || value.trim() === "")
      return refuse(`--${name} needs a value. ${usage}`);
    if (given[name as Option] !== undefined) return refuse(`--${name} is given twice.`);
    given[name as Option] = value;
  }

  if (positional.length === 0) return refuse(`Missing the article's slug. ${usage}`);
  if (positional.length > 1) return refuse(`One slug at a time, got: ${positional.join(" ")}. ${usage}`);
  const slug = positional[0];
  const fault = articleSlugFault(slug);
  if (fault === "form")
    return refuse(
      `Not a slug: "${slug}" (lower-case words of a-z and 0-9 joined by hyphens, such as batam-import-duties).`,
    );
  if (fault === "reserved")
    return refuse(`The slug "${slug}" is reserved for the article lists (${reservedArticleSlugs.join(", ")}).`);

  const article = existing(slug);
  const languages = given.languages === undefined ? [defaultLanguage] : list(given.languages);
  const unknownLanguages = languages.filter((l) => !languageCodes.includes(l));
  if (unknownLanguages.length > 0)
    return refuse(
      `Unknown language ${unknownLanguages.join(", ")} (content/languages.json has ${languageCodes.join(", ")}).`,
    );
  if (languages.length === 0) return refuse(`--languages names no language (known: ${languageCodes.join(", ")}).`);

  const kind = given.kind?.trim() ?? article?.kind ?? "guide";
  if (!(articleKinds as readonly string[]).includes(kind))
    return refuse(`Unknown kind "${kind}" (known: ${articleKinds.join(", ")}).`);

  const services = given.services === undefined ? (article?.services ?? [serviceSlugs[0]]) : list(given.services);
  const unknownServices = services.filter((s) => !serviceSlugs.includes(s));
  if (unknownServices.length > 0)
    return refuse(
      `Unknown service ${unknownServices.join(", ")} (content/services.json has ${serviceSlugs.join(", ")}).`,
    );
  if (services.length === 0) return refuse(`--services names no service (known: ${serviceSlugs.join(", ")}).`);

  if (article) {
    const differs = [
      kind !== article.kind && `kind ${String(article.kind)}`,
      !sameServices(services, article.services) && `services [${article.services.join(", ")}]`,
    ].filter(Boolean);
    if (differs.length > 0)
      return refuse(
        `${article.file} has ${differs.join(" and ")}: every language of an article has the same kind and services. Leave out --kind and --services to take them from it, or change them in every language's file first.`,
      );
  }

  return { ok: true, value: { slug, languages, kind: kind as ArticleKind, services } };
}

/** A day as YYYY-MM-DD in the local time zone (the editor's today, not UTC's). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

interface ArticleFile {
  /** Relative to the content folder: articles/<slug>/<language>.mdx. */
  path: string;
  language: LanguageCode;
  contents: string;
}

/** The placeholders an editor replaces; the check in the tests and the docs name them. */
export const placeholders = {
  title: "TODO: the article's title (what the reader will learn, in a few words)",
  description: "TODO: one or two sentences for search results and link previews, saying what the article answers",
  sourceTitle: "TODO: name of the official document or carrier page this article relies on",
  sourceUrl: "https://example.com/TODO-replace-with-the-source-address",
};

const yamlString = (s: string) => JSON.stringify(s);

function contents(request: ArticleRequest, language: LanguageCode, today: Date): string {
  const exampleLink = localizedPath(servicePath(request.services[0]), language);
  return [
    "---",
    `title: ${yamlString(placeholders.title)}`,
    `description: ${yamlString(placeholders.description)}`,
    `published: ${localDay(today)}`,
    `kind: ${request.kind}`,
    "services:",
    ...request.services.map((s) => `  - ${s}`),
    "sources:",
    `  - title: ${yamlString(placeholders.sourceTitle)}`,
    `    url: ${yamlString(placeholders.sourceUrl)}`,
    "draft: true",
    "---",
    "",
    "## TODO: the first heading",
    "",
    "TODO: write the article here, in this file's language: short paragraphs under `##` headings, a table where",
    "figures are compared. Every rule or regulation you state needs its document in `sources` above.",
    "",
    '{/* Company figures (ports, rates, delivery times) are never typed: write <Fact name="claims.ports" />',
    "with a name from content/company.json. Link to the site's pages in this language, with its prefix",
    `(such as ${exampleLink}). Delete this comment before publishing. */}`,
    "",
  ].join("\n");
}

/** The draft files of a new article, one per language asked, dated today. */
export function articleFiles({ today, ...request }: ArticleRequest & { today: Date }): ArticleFile[] {
  return request.languages.map((language) => ({
    path: `articles/${request.slug}/${language}.mdx`,
    language,
    contents: contents(request, language, today),
  }));
}

/** Refuses when any of the files exists already (it never overwrites), naming them. */
export function refuseExisting(
  files: readonly ArticleFile[],
  exists: (file: ArticleFile) => boolean,
  shown: (file: ArticleFile) => string = (f) => `content/${f.path}`,
): string | undefined {
  const existing = files.filter(exists).map(shown);
  if (existing.length === 0) return undefined;
  return `${existing.join(", ")} ${existing.length === 1 ? "exists" : "exist"} already; new:article never overwrites an article (edit the file instead).`;
}

/** What the script prints once it has written the files. */
export function nextSteps(request: ArticleRequest, written: readonly string[]): string {
  const paths = request.languages.map((l) => localizedPath(articlePath(request.slug), l)).join(", ");
  return [
    `Wrote ${written.length} draft file${written.length === 1 ? "" : "s"}:`,
    ...written.map((w) => `  ${w}`),
    "",
    "Next:",
    "  1. Replace every TODO: the title, the description, the sources (every regulation claim needs one) and the body.",
    `  2. npm start shows drafts: the article is at ${paths}.`,
    "  3. To publish, remove the line draft: true and set published to the day it goes live.",
    "  4. npm test",
  ].join("\n");
}
