import { readFileSync } from "fs";
import path from "path";
import { knownLanguage, languageCodes, type LanguageCode } from "../../shared/languages";
import { interpolateFacts } from "../../shared/facts";
import { keepUnitsWithNumbers, keepUnitsWithNumbersIn } from "../../shared/number-units";
import type Common from "@locale/common.json";
import type Form from "@locale/form.json";
import type FormResults from "@locale/formResults.json";
import type FormAnswers from "@locale/formAnswers.json";
import type Shipment from "@locale/shipment.json";
import type Incoterms from "@locale/incoterms.json";
import type Whatsapp from "@locale/whatsapp.json";
import type Services from "@locale/services.json";
import yaml from "js-yaml";
import { services } from "../../shared/services";
import { packageKey, type NamedPackage } from "../shared/package-keys";

// The texts the function's pages and mails need, read from content/locales/<language>/ (and the
// price cards' names from the service pages' frontmatter) the first time a language is asked
// for, so that a language is its files and no code names one
// (docs/architecture.md, "The functions read their texts from content/"). "@locale/" is a path
// for types only (tsconfig.json): every language has the default language's keys (npm run check:content).

export interface LocaleTexts {
  common: typeof Common;
  form: typeof Form;
  formResults: typeof FormResults;
  formAnswers: typeof FormAnswers;
  shipment: typeof Shipment;
  incoterms: typeof Incoterms;
  whatsapp: typeof Whatsapp;
  services: typeof Services;
}

/**
 * content/ in the working directory: the repository under netlify dev, jest and the scripts;
 * deployed, the root of the function's bundle, where Netlify puts included files at their paths
 * in the repository. FUNCTION_CONTENT_DIR points tests at a copy. Written so that Netlify's file
 * tracing sees no folder in it: a path.join(process.cwd(), "content") would ship all of content/.
 */
const contentDir = () => path.resolve(process.env.FUNCTION_CONTENT_DIR || "content");

const namespaces = [
  "common",
  "form",
  "formResults",
  "formAnswers",
  "shipment",
  "incoterms",
  "whatsapp",
  "services",
] as const;

/** A language's texts as the pages show them: numbers keep their units on their line. */
const readTexts = (folder: string) =>
  Object.fromEntries(
    namespaces.map((namespace) => [
      namespace,
      keepUnitsWithNumbersIn(JSON.parse(readFileSync(path.join(folder, `${namespace}.json`), "utf8"))),
    ]),
  ) as LocaleTexts;

const loaded = new Map<string, LocaleTexts>();

/** A language's texts; an unknown code gets the default language's. */
export function localeTexts(language: unknown): LocaleTexts {
  // Only a code of content/languages.json becomes part of a path, never text from a request.
  const code = knownLanguage(language);
  const folder = path.join(contentDir(), "locales", code);
  if (!loaded.has(folder)) loaded.set(folder, readTexts(folder));
  return loaded.get(folder)!;
}

/** The text at a dotted key of a namespace, or undefined when there is none. */
export function textAt(namespace: object, key: string): string | undefined {
  let value: unknown = namespace;
  for (const part of key.split(".")) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return typeof value === "string" ? value : undefined;
}

/**
 * A text with its {{variables}} and company fact tokens ({replyWithinHours}) filled in, as the
 * pages' i18next does. Values are inserted as they are: escape the result where it goes into HTML.
 */
export function fillText(
  text: string,
  language: LanguageCode,
  variables: Record<string, string | number | undefined> = {},
): string {
  // Facts first, so that a visitor's text put in a variable is never read as a fact token.
  return interpolateFacts(text, language).replace(/\{\{\s*(\w+)\s*\}\}/g, (token, name: string) =>
    variables[name] === undefined ? token : String(variables[name]),
  );
}

/** A price card of a service page as its frontmatter gives it: its name in the page's language and its rate's path. */
export interface PriceCard {
  name: string;
  price: string;
  /** The slug of the service page that offers it. */
  service: string;
}

const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/**
 * The price cards of every service page in a language (content/services/<slug>/<language>.mdx,
 * their frontmatter's `pricing`), read the first time the language is asked for. YAML's core
 * schema, as the build reads the frontmatter (src/node/frontmatter-yaml.ts): no dates or other
 * types made of the text; the content check has checked each card. Names as the pages show
 * them (../../shared/number-units.ts).
 */
function readPriceCards(folder: string, code: string): readonly PriceCard[] {
  return services.flatMap((service) => {
    const text = readFileSync(path.join(folder, service.slug, `${code}.mdx`), "utf8");
    const data = yaml.load(frontmatter.exec(text)?.[1] ?? "", { schema: yaml.CORE_SCHEMA }) as
      { pricing?: Omit<PriceCard, "service">[] } | undefined;
    return (data?.pricing ?? []).map((card) => ({
      ...card,
      name: keepUnitsWithNumbers(card.name),
      service: service.slug,
    }));
  });
}

const cardsLoaded = new Map<string, readonly PriceCard[]>();

/** The price cards of every service page of a language. */
export function priceCards(language: unknown): readonly PriceCard[] {
  // Only a code of content/languages.json becomes part of a path, as above.
  const code = knownLanguage(language);
  const folder = path.join(contentDir(), "services");
  const loadedKey = `${folder}/*/${code}.mdx`;
  if (!cardsLoaded.has(loadedKey)) cardsLoaded.set(loadedKey, readPriceCards(folder, code));
  return cardsLoaded.get(loadedKey)!;
}

/** The price card of a package key (sea-lcl) on the pages of a language, undefined when no page has one. */
export const priceCard = (language: unknown, key: string): PriceCard | undefined =>
  priceCards(language).find((card) => packageKey(card.price) === key);

/** Every package as the service pages of every language name it, for packageKeyOf. */
export const packageNames = (): NamedPackage[] =>
  languageCodes.flatMap((code) =>
    priceCards(code).map((card) => ({ key: packageKey(card.price), name: interpolateFacts(card.name, code) })),
  );
