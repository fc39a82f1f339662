import { honeypotName, isServiceType, serviceOptionsOf } from "../shared/forms";
import { escapeHtml } from "./company-mail";
import { fallbackLines, fallbackLinks } from "../shared/fallback";
import { formatNumber } from "../../shared/facts";
import { problemKey, type FieldProblem, type InvalidField } from "../shared/problems";
import type { LanguageCode } from "../../shared/languages";
import { fillText, localeTexts, serviceName, textAt, type LocaleTexts } from "./locale-texts";
import {
  choiceLabel,
  fieldDefinition,
  fieldNames,
  fieldsOf,
  isOpenChoice,
  type FieldDefinition,
  type FieldKind,
  type TextLookup,
} from "../shared/fields";
import { choicesOf } from "../shared/choices";
import { pageResponse } from "./html-page";
import { formActionPath } from "../../shared/routes";

// The pages a form sent without scripts gets when its message is not received: the form
// again with every value typed (the GOV.UK error summary pattern for refused fields: a
// summary linking to each field, the reason beside the field), or a failure page with the
// other ways to reach the company. Every visitor value is escaped.

const actionPath = formActionPath;

export type PlainFormType = "quote" | "contact";

export interface PostedForm {
  formType: PlainFormType;
  language: LanguageCode;
  /** The values as posted (JSON names), shown again as they were typed. */
  values: Readonly<Record<string, string>>;
  consent: boolean;
}

const e = escapeHtml;
const fieldId = (field: InvalidField) => `f-${field}`;
const errorId = (field: InvalidField) => `f-${field}-error`;

function fieldLabel(texts: LocaleTexts, field: InvalidField): string {
  if (field === "consent") return texts.form.contact.robot;
  const namespace = fieldDefinition(field)?.labelNamespace ?? "form";
  return textAt(texts[namespace], `fields.${field}.label`) ?? field;
}

/** The function's texts of a language as the field table's choiceLabel reads them. */
const textLookup =
  (texts: LocaleTexts, language: LanguageCode): TextLookup =>
  (namespace, key, values) => {
    const text = textAt(texts[namespace], key);
    return text === undefined ? undefined : fillText(text, language, values);
  };

/** A choice's name in a language ("sea-fcl" as "Sea freight, full container (FCL)"). */
const choiceName = (texts: LocaleTexts, language: LanguageCode, field: string, value: string) =>
  choiceLabel(field, value, textLookup(texts, language), (n) => formatNumber(n, language));

/** A refused field's reason in words, as the browser forms show it (field-errors.tsx). */
function problemText(texts: LocaleTexts, language: LanguageCode, problem: FieldProblem): string {
  const text = textAt(texts.formResults, problemKey(problem)) ?? texts.formResults.invalid;
  const limit = problem.limit === undefined ? undefined : problem.limit;
  return fillText(text, language, { max: limit, min: limit });
}

function options(list: readonly [value: string, label: string][], selected: string | undefined, empty: string): string {
  const known = list.some(([value]) => value === selected);
  return [
    `<option value="">${e(empty)}</option>`,
    ...list.map(
      ([value, label]) =>
        `<option value="${e(value)}"${known && value === selected ? " selected" : ""}>${e(label)}</option>`,
    ),
  ].join("");
}

/** The form again: each value typed, each refused field with its reason beside it. */
function refilledForm(form: PostedForm, problems: ReadonlyMap<InvalidField, FieldProblem>): string {
  const texts = localeTexts(form.language);
  const { language, values } = form;
  const marks = (field: InvalidField) => {
    const problem = problems.get(field);
    return problem ? ` aria-invalid="true" aria-describedby="${errorId(field)}"` : "";
  };
  const error = (field: InvalidField) => {
    const problem = problems.get(field);
    return problem
      ? `<p class="error" id="${errorId(field)}"><span class="vh">${e(texts.form.notices.errorTitle)}: </span>${e(problemText(texts, language, problem))}</p>`
      : "";
  };
  const wrap = (field: InvalidField, inner: string, extraClass = "") =>
    `<div class="field${extraClass}${problems.has(field) ? " invalid" : ""}">${inner}</div>`;
  const label = (field: InvalidField) =>
    `<label for="${fieldId(field)}">${e(fieldLabel(texts, field))}${fieldDefinition(field)?.required ? ` <span>(${e(texts.form.required)})</span>` : ""}</label>`;
  const value = (field: string) => values[field] ?? "";
  const offered = serviceOptionsOf(form.formType);
  const posted = value("serviceType");
  // A service page may offer its own service beyond the dialog's list (servicePageOptions).
  const services = isServiceType(posted) && !offered.includes(posted) ? [posted, ...offered] : offered;
  const choices = (field: FieldDefinition): { list: readonly [string, string][]; empty: string } => {
    const values = field.name === "serviceType" ? services : choicesOf(field.name);
    const placeholder = textAt(texts[field.labelNamespace], `fields.${field.name}.placeholder`);
    return {
      list: values.map((v) => [v, choiceName(texts, language, field.name, v)]),
      empty: placeholder ?? texts.shipment.choose,
    };
  };
  const inputTypes: Partial<Record<FieldKind, string>> = { email: "email", phone: "tel", date: "date" };

  /** One field as its definition in the field table says, holding what was typed. */
  const fieldHtml = (field: FieldDefinition): string => {
    const hint = field.hint ? textAt(texts[field.labelNamespace], `fields.${field.name}.hint`) : undefined;
    const control = controlHtml(field);
    return hint ? control.replace(/<\/div>$/, `<p class="hint">${e(hint)}</p></div>`) : control;
  };
  const controlHtml = (field: FieldDefinition): string => {
    const name = field.name as InvalidField;
    const id = fieldId(name);
    const limit = field.maxLength === undefined ? "" : ` maxlength="${field.maxLength}"`;
    const requiredAttribute = field.required ? " required" : "";
    const extra = `${field.autoComplete ? ` autocomplete="${field.autoComplete}"` : ""}${field.inputMode ? ` inputmode="${field.inputMode}"` : ""}`;
    switch (field.kind) {
      case "flag":
        return wrap(
          name,
          `${error(name)}<input id="${id}" name="${name}" type="checkbox" value="yes"${value(name) === "yes" ? " checked" : ""}${marks(name)}><label for="${id}">${e(fieldLabel(texts, name))}</label>`,
          " check",
        );
      case "choice": {
        // A list the page gives (the package): the value as posted, if any.
        const { list, empty } = isOpenChoice(field)
          ? {
              list: value(name) ? [[value(name), value(name)] as [string, string]] : [],
              empty: texts.form.fields.package.placeholder,
            }
          : choices(field);
        return wrap(
          name,
          `${label(name)}${error(name)}<select id="${id}" name="${name}"${marks(name)}>${options(list, value(name), empty)}</select>`,
        );
      }
      case "text":
        return wrap(
          name,
          `${label(name)}${error(name)}<textarea id="${id}" name="${name}" rows="6"${limit}${requiredAttribute}${marks(name)}>${e(value(name))}</textarea>`,
        );
      default:
        return wrap(
          name,
          `${label(name)}${error(name)}<input id="${id}" name="${name}" type="${inputTypes[field.kind] ?? "text"}"${limit} value="${e(value(name))}"${requiredAttribute}${extra}${marks(name)}>`,
        );
    }
  };

  const parts = fieldsOf("visitor").map(fieldHtml);
  if (form.formType === "quote") {
    parts.push(
      `<fieldset><legend>${e(texts.form.shipmentDetails)}</legend>`,
      ...fieldsOf("shipment").map(fieldHtml),
      `</fieldset>`,
    );
  } else {
    parts.push(
      wrap(
        "consent",
        `${error("consent")}<input id="${fieldId("consent")}" name="consent" type="checkbox" required${form.consent ? " checked" : ""}${marks("consent")}><label for="${fieldId("consent")}">${e(texts.form.contact.robot)}</label>`,
        " check",
      ),
    );
  }
  const submit = form.formType === "quote" ? texts.form.quote.submit : texts.form.contact.submit;
  return [
    `<form method="post" action="${actionPath}">`,
    `<input type="hidden" name="formType" value="${e(form.formType)}"><input type="hidden" name="language" value="${e(language)}">`,
    ...parts,
    // Only bots see and fill this (people never reach it).
    `<div class="hp" aria-hidden="true"><label for="f-${honeypotName}">${e(texts.form.honeypot)}</label><input id="f-${honeypotName}" name="${honeypotName}" type="text" tabindex="-1" autocomplete="off" value=""></div>`,
    `<button type="submit">${e(submit)}</button></form>`,
  ].join("");
}

/** 422: what the visitor typed, with a summary of the refused fields and each reason beside its field. */
export function invalidFieldsPage(form: PostedForm, found: readonly FieldProblem[]): Response {
  const texts = localeTexts(form.language);
  const order: readonly InvalidField[] = [...fieldNames(), "consent"];
  const problems = new Map(found.map((p) => [p.field, p]));
  const listed = order.flatMap((field) => problems.get(field) ?? []);
  const summary = [
    `<div class="summary" role="alert" aria-labelledby="summary-title"><h2 id="summary-title">${e(texts.formResults.summaryTitle)}</h2><ul>`,
    ...listed.map(
      (p) =>
        `<li><a href="#${fieldId(p.field)}">${e(fieldLabel(texts, p.field))}: ${e(problemText(texts, form.language, p))}</a></li>`,
    ),
    `</ul></div>`,
  ].join("");
  const title = texts.formAnswers.invalid.title;
  return pageResponse(422, {
    language: form.language,
    title: `${texts.form.notices.errorTitle}: ${title}`,
    body: `<h1>${e(title)}</h1>${summary}<p>${e(texts.formAnswers.invalid.intro)}</p>${refilledForm(form, problems)}`,
  });
}

/** Email (with what was typed), WhatsApp and phone, as the browser forms' failure notice offers them. */
function otherWays(form: PostedForm): string {
  const texts = localeTexts(form.language);
  const { language, values } = form;
  const service = isServiceType(values.serviceType) ? serviceName(texts, values.serviceType) : "";
  const name = (values.fullName ?? "").trim();
  const subject = fillText(
    form.formType === "quote" ? texts.form.fallback.mailSubjectQuote : texts.form.fallback.mailSubjectContact,
    language,
    { name },
  );
  const lines = fallbackLines(form.formType === "quote" ? fieldsOf() : fieldsOf("visitor"), values, {
    label: (field) => fieldLabel(texts, field as InvalidField),
    choice: (field, value) => choiceName(texts, language, field, value),
  });
  const whatsappText = fillText(service ? texts.whatsapp.message.service : texts.whatsapp.message.general, language, {
    service,
  });
  const links = fallbackLinks(subject, lines, (values.message ?? "").trim(), whatsappText);
  return [
    `<p>${e(texts.form.fallback.intro)}</p><p class="ways">`,
    `<a href="${e(links.mailto)}">${e(texts.form.fallback.email)}</a>`,
    `<a href="${e(links.whatsapp)}" rel="noopener noreferrer">${e(texts.form.fallback.whatsapp)}</a>`,
    `<a href="${e(links.tel)}">${e(fillText(texts.form.fallback.phone, language))}</a></p>`,
  ].join("");
}

export type FailureKind = "unavailable" | "tooLong" | "unreadable";

/**
 * The message was NOT received (not configured, store unavailable, a body that could not be
 * read): says so, offers the other ways to reach the company and, when the values could be
 * read, the form again holding them.
 */
export function failurePage(status: number, kind: FailureKind, form: PostedForm, readable: boolean): Response {
  const texts = localeTexts(form.language);
  const text = kind === "tooLong" ? texts.formAnswers.failed.tooLong : texts.formAnswers.failed.text;
  const again = readable
    ? `<h2>${e(texts.form.fallback.formTitle)}</h2><p>${e(texts.formAnswers.failed.again)}</p>${refilledForm(form, new Map())}`
    : "";
  return pageResponse(status, {
    language: form.language,
    title: texts.formAnswers.failed.title,
    body: `<h1>${e(texts.formAnswers.failed.title)}</h1><div class="notice" role="alert"><p>${e(text)}</p>${otherWays(form)}</div>${again}`,
  });
}

/** 403: a post that did not come from the site's own pages. */
export function refusalPage(language: LanguageCode): Response {
  const texts = localeTexts(language);
  return pageResponse(403, {
    language,
    title: texts.formAnswers.refused.title,
    body: `<h1>${e(texts.formAnswers.refused.title)}</h1><p>${e(texts.formAnswers.refused.text)}</p>`,
  });
}
