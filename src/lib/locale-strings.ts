import { interpolateFacts } from "./facts";
import type { LanguageCode } from "./languages";

// A page's strings come from its query (the namespaces it uses, in its language) and are
// read here, both by the components (through useT) and by Head.

/** One locale file as the page query returns it: its JSON as an object (schema type JSON). */
export interface LocaleEdge {
  readonly node: { readonly ns: string; readonly data: unknown; readonly language: string };
}

/** The parsed locale files of one page, by namespace. */
export type PageStrings = Readonly<Record<string, unknown>>;

export function parseLocales(edges: readonly LocaleEdge[]): PageStrings {
  const strings: Record<string, unknown> = {};
  for (const { node } of edges) strings[node.ns] = node.data;
  return strings;
}

/** The string at a dotted key of a namespace, or undefined. */
export function lookupString(strings: PageStrings, ns: string, key: string): string | undefined {
  let value: unknown = strings[ns];
  for (const part of key.split(".")) {
    value = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[part] : undefined;
  }
  return typeof value === "string" ? value : undefined;
}

/** Fills {{variable}} placeholders, as i18next does: a variable not given becomes empty. */
export function fillVariables(text: string, variables: Readonly<Record<string, unknown>>): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
    const value = variables[name];
    return value === undefined || value === null ? "" : String(value);
  });
}

/**
 * One string for display: variables and company facts filled in. A missing key shows the
 * key itself rather than breaking the page; `npm run check:content` reports it by name.
 */
export function translate(strings: PageStrings, language: LanguageCode, ns: string, key: string, variables: Readonly<Record<string, unknown>> = {}): string {
  const text = lookupString(strings, ns, key);
  return text === undefined ? key : interpolateFacts(fillVariables(text, variables), language);
}

/** One string for Head and page metadata, where a missing key must stop the build. */
export function localeString(edges: readonly LocaleEdge[], ns: string, key: string, language: LanguageCode): string {
  const value = lookupString(parseLocales(edges), ns, key);
  if (value === undefined) throw new Error(`Missing locale string ${language}/${ns}.json: ${key}`);
  return interpolateFacts(value, language);
}
