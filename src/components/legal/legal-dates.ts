import dates from "../../../content/legal/dates.json";
import type { LanguageCode } from "../../shared/languages";
import { formatDay } from "../../shared/days";
import type { LegalDoc } from "../../shared/routes";

// When each legal page was last changed (content/legal/dates.json, a day the content check has
// found real), written as the page's language writes dates.
export function legalUpdated(doc: LegalDoc, language: LanguageCode): string {
  return formatDay(dates[doc], language);
}
