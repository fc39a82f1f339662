import type { i18n as I18n } from "i18next";
import { choiceLabel, type TextLookup } from "../shared/fields";
import { formatNumber } from "../../shared/facts";
import { defaultLanguage, isLanguageCode } from "../../shared/languages";

/** The texts of the page's i18next as the field table's choiceLabel reads them. */
const textLookup =
  (i18n: I18n): TextLookup =>
  (namespace, key, values) =>
    i18n.exists(`${namespace}:${key}`) ? String(i18n.t(`${namespace}:${key}`, { ...values })) : undefined;

/** A choice's name in the page's language. */
export const choiceName = (i18n: I18n, field: string, value: string) =>
  choiceLabel(field, value, textLookup(i18n), (n) =>
    formatNumber(n, isLanguageCode(i18n.language) ? i18n.language : defaultLanguage),
  );
