import type { Language, LanguagesFile } from "../shared/languages";
import { serviceAreaNames, serviceExtraNames, type Service } from "../shared/services";
import { nearestField } from "./frontmatter-fields";

// The two lists an editor changes to add a language or a service, content/languages.json and
// content/services.json, checked field by field: the content check and the build name the
// file, the entry and the field of anything wrong, instead of failing somewhere later.

export interface ListProblem {
  /** "languages[4].tag", "services[5].quoteOption"... */
  field: string;
  message: string;
}

const isText = (v: unknown): v is string => typeof v === "string" && v.trim() !== "";

// A tag can be well formed and still name no language ("jp" is Japan's country code, Japanese is ja):
// Intl then formats in its default language and browsers read the page as unknown, so the language
// must be one Intl can name.
const languageNames = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });
const scriptNames = new Intl.DisplayNames(["en"], { type: "script", fallback: "none" });

function tagProblem(tag: string, example: string): string | undefined {
  let language: string;
  try {
    language = new Intl.Locale(tag).language;
  } catch {
    return `"${tag}" is not a BCP 47 language tag (such as ${example})`;
  }
  if (!languageNames.of(language))
    return `${tag === language ? `"${tag}" is` : `"${tag}" starts with "${language}", which is`} no language code: write the language's ISO 639 code (Japanese is ja, Malay ms, Chinese zh), such as ${example}`;
  return undefined;
}

export function checkLanguagesFile(data: unknown): ListProblem[] {
  const problems: ListProblem[] = [];
  const file = data as Partial<LanguagesFile> | null;
  if (typeof file !== "object" || file === null || !Array.isArray(file.languages))
    return [{ field: "languages", message: "must be a list of languages" }];
  const codes = file.languages.map((l) => (l as Partial<Language>)?.code);
  file.languages.forEach((entry: Partial<Language>, i) => {
    const at = (field: string, message: string) =>
      problems.push({ field: `languages[${i}]${field ? `.${field}` : ""}`, message });
    for (const field of ["code", "label", "name", "tag", "ogLocale", "script"] as const)
      if (!isText(entry?.[field])) at(field, "must be text");
    if (isText(entry.code) && !/^[a-z]{2,3}$/.test(entry.code))
      at(
        "code",
        `"${entry.code}" must be a two- or three-letter lower-case language code (it becomes the URL prefix and folder name)`,
      );
    if (isText(entry.code) && codes.indexOf(entry.code) !== i)
      at("code", `"${entry.code}" is listed twice (first at languages[${codes.indexOf(entry.code)}].code)`);
    const tagWrong = isText(entry.tag) ? tagProblem(entry.tag, "ms or zh-CN") : undefined;
    if (tagWrong) at("tag", tagWrong);
    if (entry.formatTag !== undefined) {
      const formatTagWrong = isText(entry.formatTag)
        ? tagProblem(entry.formatTag, "en-GB")
        : `"${entry.formatTag}" is not a BCP 47 language tag (such as en-GB)`;
      if (formatTagWrong) at("formatTag", formatTagWrong);
    }
    if (isText(entry.ogLocale) && !/^[a-z]{2,3}_[A-Z]{2}$/.test(entry.ogLocale))
      at("ogLocale", `"${entry.ogLocale}" must look like ms_MY`);
    if (isText(entry.script) && !(/^[A-Z][a-z]{3}$/.test(entry.script) && scriptNames.of(entry.script)))
      at("script", `"${entry.script}" must be an ISO 15924 script code such as Latn, Hans or Jpan`);
    if (!isText(entry.phoneCountry) || !/^[A-Z]{2}$/.test(entry.phoneCountry))
      at(
        "phoneCountry",
        "must be the two-letter country code (ISO 3166, such as MY) a phone number without its country code is read in",
      );
    if (
      !Array.isArray(entry.currenciesAsSymbol) ||
      !entry.currenciesAsSymbol.every((c) => /^[A-Z]{3}$/.test(String(c)))
    )
      at("currenciesAsSymbol", 'must be a list of currency codes such as ["IDR"] (may be empty)');
    if (entry.rangeSign !== undefined && !isText(entry.rangeSign))
      at("rangeSign", "must be the sign written between the ends of a range, such as – or ～ (or left out for –)");
    // The hyphen is what the editors type in company.json ("2-3"): as the sign, ranges would stay as typed.
    else if (entry.rangeSign === "-")
      at(
        "rangeSign",
        'is "-", a hyphen, which leaves ranges as typed (2-3): write the en dash "–" (or leave rangeSign out for it), or "～" as Japanese writes ranges',
      );
  });
  if (!isText(file.defaultLanguage) || !codes.includes(file.defaultLanguage))
    problems.push({
      field: "defaultLanguage",
      message: `must be the code of one of the languages listed (${codes.join(", ")})`,
    });
  return problems;
}

interface ServiceRules {
  /** Icon names src/node/icon-drawings.tsx draws. */
  icons: readonly string[];
  /** The forms' choices that are no service (src/forms/shared/forms.ts), so no service may take their value. */
  formOnlyOptions: readonly string[];
  /** The forms a service can be offered in. */
  formTypes: readonly string[];
}

const serviceFields: readonly (keyof Service)[] = [
  "slug",
  "icon",
  "quoteOption",
  "areaServed",
  "forms",
  "pricing",
  "pricingNote",
  "whyChooseUsCards",
  "extras",
];

export function checkServicesFile(data: unknown, rules: ServiceRules): ListProblem[] {
  if (!Array.isArray(data)) return [{ field: "services", message: "must be a list of services" }];
  const problems: ListProblem[] = [];
  const slugs = data.map((s) => (s as Partial<Service>)?.slug);
  data.forEach((entry: Partial<Service>, i) => {
    const at = (field: string, message: string) => problems.push({ field: `services[${i}].${field}`, message });
    for (const name of Object.keys(entry ?? {}).filter((key) => !serviceFields.includes(key as keyof Service))) {
      const near = nearestField(name, serviceFields);
      at(
        name,
        `is unknown${near ? ` (did you mean "${near}"?)` : ""}: a service's fields are ${serviceFields.join(", ")}`,
      );
    }
    if (!isText(entry?.slug) || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(entry.slug))
      at(
        "slug",
        "must be lower-case words joined by hyphens (it becomes the page's path and its folder in content/services)",
      );
    else if (slugs.indexOf(entry.slug) !== i)
      at("slug", `"${entry.slug}" is listed twice (first at services[${slugs.indexOf(entry.slug)}].slug)`);
    if (!rules.icons.includes(String(entry.icon))) {
      const near = typeof entry.icon === "string" ? nearestField(entry.icon, rules.icons) : undefined;
      at(
        "icon",
        `${entry.icon === undefined ? "is missing: it" : `"${String(entry.icon)}"`} must be one of: ${rules.icons.join(", ")}${near ? ` (did you mean "${near}"?)` : ""}`,
      );
    }
    const options = data.map((s) => (s as Partial<Service>)?.quoteOption);
    if (!isText(entry.quoteOption) || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(entry.quoteOption))
      at("quoteOption", "must be lower-case words joined by hyphens (the value the forms send for this service)");
    else if (rules.formOnlyOptions.includes(entry.quoteOption))
      at("quoteOption", `"${entry.quoteOption}" is a choice of the forms that is no service: choose another`);
    else if (options.indexOf(entry.quoteOption) !== i)
      at(
        "quoteOption",
        `"${entry.quoteOption}" is listed twice (first at services[${options.indexOf(entry.quoteOption)}].quoteOption)`,
      );
    if (
      !Array.isArray(entry.areaServed) ||
      entry.areaServed.length === 0 ||
      !entry.areaServed.every((a) => (serviceAreaNames as readonly string[]).includes(a))
    )
      at("areaServed", `must list where the service is offered, as its page says: ${serviceAreaNames.join(", ")}`);
    if (
      !Array.isArray(entry.forms) ||
      entry.forms.length === 0 ||
      !entry.forms.every((f) => rules.formTypes.includes(f))
    )
      at("forms", `must list the forms that offer this service: ${rules.formTypes.join(", ")}`);
    if (typeof entry.pricing !== "boolean") at("pricing", "must be true or false");
    else if (entry.pricing && !(isText(entry.pricingNote) && /^[a-z][A-Za-z]*$/.test(entry.pricingNote)))
      at(
        "pricingNote",
        "must name the note over the service's packages, a text detail.pricingNote.<name> in content/locales/<language>/services.json",
      );
    else if (!entry.pricing && entry.pricingNote !== undefined)
      at("pricingNote", "must not be there: the service shows no prices (pricing is false)");
    if (!Number.isInteger(entry.whyChooseUsCards) || (entry.whyChooseUsCards as number) < 1)
      at("whyChooseUsCards", "must be a whole number of cards, 1 or more");
    if (
      !Array.isArray(entry.extras) ||
      !entry.extras.every((e) => (serviceExtraNames as readonly string[]).includes(e))
    )
      at("extras", `must be a list of: ${serviceExtraNames.join(", ")} (may be empty)`);
  });
  return problems;
}
