import dates from "../../../content/legal/dates.json";
import type { LanguageCode } from "../../shared/languages";
import { formatDay } from "../../shared/days";
import type { LegalDoc } from "../../shared/routes";

// When each legal page was last changed (content/legal/dates.json), written as the page's
// language writes dates.
export function legalUpdated(doc: LegalDoc, language: LanguageCode): string {
  const day = dates[doc];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day))
    throw new Error(`content/legal/dates.json: "${doc}" must be a date written YYYY-MM-DD`);
  return formatDay(day, language);
}
