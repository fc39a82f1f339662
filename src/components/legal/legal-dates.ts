import dates from "../../../content/legal/dates.json";
import { languageOf, type LanguageCode } from "../../shared/languages";
import type { LegalDoc } from "../../shared/routes";

// When each legal page was last changed (content/legal/dates.json), written as the page's
// language writes dates. The date is a calendar day, so it is formatted in UTC: no time
// zone can move it to the day before.
export function legalUpdated(doc: LegalDoc, language: LanguageCode): string {
  const day = dates[doc];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day))
    throw new Error(`content/legal/dates.json: "${doc}" must be a date written YYYY-MM-DD`);
  return new Intl.DateTimeFormat(languageOf(language).tag, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
