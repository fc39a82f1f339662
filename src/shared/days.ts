import { formatTagOf, type LanguageCode } from "./languages";

/**
 * A calendar day (YYYY-MM-DD) written as the language writes dates. Formatted in UTC: no time
 * zone can move it to the day before.
 */
export function formatDay(day: string, language: LanguageCode): string {
  return new Intl.DateTimeFormat(formatTagOf(language), { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** Whether a text is a day that exists, written YYYY-MM-DD: not 2026-11-31, 2026-13-01 or 2027-02-29. */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
