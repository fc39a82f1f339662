import { interpolateFacts } from "./facts";
import type { LanguageCode } from "./languages";

/** One locale file as the page query returns it (Gatsby types its fields as nullable). */
export interface LocaleEdge {
  readonly node: { readonly ns: string | null; readonly data: string | null; readonly language: string | null };
}

/**
 * Reads one string from the locale data of a page query. For Head, where the
 * i18next provider is not available (see STACK.md).
 */
export function localeString(edges: readonly LocaleEdge[], ns: string, key: string, language: LanguageCode): string {
  const edge = edges.find((e) => e.node.ns === ns);
  let value: unknown = edge?.node.data ? JSON.parse(edge.node.data) : undefined;
  for (const part of key.split(".")) {
    value = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[part] : undefined;
  }
  if (typeof value !== "string") throw new Error(`Missing locale string ${language}/${ns}.json: ${key}`);
  return interpolateFacts(value, language);
}
