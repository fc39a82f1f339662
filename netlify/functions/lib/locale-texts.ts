import { defaultLanguage, isLanguageCode, languageCodes, type LanguageCode } from "../../../src/shared/languages";
import { interpolateFacts } from "../../../src/shared/facts";
import idCommon from "../../../content/locales/id/common.json";
import idForm from "../../../content/locales/id/form.json";
import idFormResults from "../../../content/locales/id/formResults.json";
import idFormAnswers from "../../../content/locales/id/formAnswers.json";
import idShipment from "../../../content/locales/id/shipment.json";
import idIncoterms from "../../../content/locales/id/incoterms.json";
import idWhatsapp from "../../../content/locales/id/whatsapp.json";
import enCommon from "../../../content/locales/en/common.json";
import enForm from "../../../content/locales/en/form.json";
import enFormResults from "../../../content/locales/en/formResults.json";
import enFormAnswers from "../../../content/locales/en/formAnswers.json";
import enShipment from "../../../content/locales/en/shipment.json";
import enIncoterms from "../../../content/locales/en/incoterms.json";
import enWhatsapp from "../../../content/locales/en/whatsapp.json";
import zhCommon from "../../../content/locales/zh/common.json";
import zhForm from "../../../content/locales/zh/form.json";
import zhFormResults from "../../../content/locales/zh/formResults.json";
import zhFormAnswers from "../../../content/locales/zh/formAnswers.json";
import zhShipment from "../../../content/locales/zh/shipment.json";
import zhIncoterms from "../../../content/locales/zh/incoterms.json";
import zhWhatsapp from "../../../content/locales/zh/whatsapp.json";
import jaCommon from "../../../content/locales/ja/common.json";
import jaForm from "../../../content/locales/ja/form.json";
import jaFormResults from "../../../content/locales/ja/formResults.json";
import jaFormAnswers from "../../../content/locales/ja/formAnswers.json";
import jaShipment from "../../../content/locales/ja/shipment.json";
import jaIncoterms from "../../../content/locales/ja/incoterms.json";
import jaWhatsapp from "../../../content/locales/ja/whatsapp.json";

// The texts that code outside the pages' i18next needs (the form function's pages and the
// mail the company receives), for every language. A bundled function cannot read
// content/locales at run time, so each file is imported here, and only here: adding a language
// means adding its lines below (a jest test fails until every language of
// content/languages.json has them). The content check keeps every language's keys the same as
// the default language's, so the English files' types describe them all.

export interface LocaleTexts {
  common: typeof enCommon;
  form: typeof enForm;
  formResults: typeof enFormResults;
  formAnswers: typeof enFormAnswers;
  shipment: typeof enShipment;
  incoterms: typeof enIncoterms;
  whatsapp: typeof enWhatsapp;
}

const bundles: Record<string, LocaleTexts> = {
  id: {
    common: idCommon,
    form: idForm,
    formResults: idFormResults,
    formAnswers: idFormAnswers,
    shipment: idShipment,
    incoterms: idIncoterms,
    whatsapp: idWhatsapp,
  },
  en: {
    common: enCommon,
    form: enForm,
    formResults: enFormResults,
    formAnswers: enFormAnswers,
    shipment: enShipment,
    incoterms: enIncoterms,
    whatsapp: enWhatsapp,
  },
  zh: {
    common: zhCommon,
    form: zhForm,
    formResults: zhFormResults,
    formAnswers: zhFormAnswers,
    shipment: zhShipment,
    incoterms: zhIncoterms,
    whatsapp: zhWhatsapp,
  },
  ja: {
    common: jaCommon,
    form: jaForm,
    formResults: jaFormResults,
    formAnswers: jaFormAnswers,
    shipment: jaShipment,
    incoterms: jaIncoterms,
    whatsapp: jaWhatsapp,
  },
} as Record<string, LocaleTexts>;

/** The languages of content/languages.json this module has no texts for (empty when complete). */
export const languagesWithoutTexts = (): LanguageCode[] => languageCodes.filter((code) => !bundles[code]);

/** A language's texts; an unknown code gets the default language's. */
export function localeTexts(language: unknown): LocaleTexts {
  return (isLanguageCode(language) && bundles[language]) || bundles[defaultLanguage];
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

/** A service type's name in a language ("bea-cukai" as "Customs Clearance"), or the value itself. */
export const serviceName = (texts: LocaleTexts, serviceType: string): string =>
  textAt(texts.form.services, serviceType) ?? serviceType;
