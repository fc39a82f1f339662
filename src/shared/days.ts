import { languageOf, type LanguageCode } from "./languages";

/**
 * A calendar day (YYYY-MM-DD) written as the language writes dates. Formatted in UTC: no time
 * zone can move it to the day before.
 */
export function formatDay(day: string, language: LanguageCode): string {
  return new Intl.DateTimeFormat(languageOf(language).tag, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
