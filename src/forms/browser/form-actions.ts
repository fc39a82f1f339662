import type { i18n as I18n } from "i18next";
import type { LanguageCode } from "../../shared/languages";

// What a form needs only once it is used, in no page's first load: ./lazy-parts.ts loads it on
// the first focus inside a form, at the latest on Send.
export { sendForm, watchCorrections } from "./send-form";
export { ErrorSummary, FieldError } from "../shared/field-errors";
export { Confirmation } from "./confirmation";
export { FallbackNotice } from "../shared/failure-notice";

// What a form shows only after Send, the reasons and the notices of a send
// (content/locales/<language>/formResults.json), is in no page's data: all languages' texts
// come with the forms' lazy part (webpackMode eager), which loads before there is anything to
// show. The parts of form.json that pages leave out of their data for the same reason (notices,
// reasons, other ways to reach us: src/node/page-namespaces.ts) load beside it, the page's
// language only. Both join the page's i18next instance (a new one for each page visited) each
// time a form loads its lazy part, which it does before every Send.
export const loadResultTexts = (i18n: I18n) => {
  const language = i18n.language as LanguageCode;
  return Promise.all([
    import(/* webpackMode: "eager" */ `../../../content/locales/${language}/formResults.json`),
    import(/* webpackChunkName: "form-texts-[request]" */ `../../../content/locales/${language}/form.json`),
  ]).then(([results, form]) => {
    i18n.addResourceBundle(language, "formResults", results.default, true, false);
    i18n.addResourceBundle(language, "form", form.default, true, false);
  });
};
