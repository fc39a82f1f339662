import { contactServiceOptions, fieldLimits, isServiceType, quoteServiceOptions, requiredFields, type FieldName } from "../../../src/lib/contact-fields";
import { escapeHtml } from "../../../src/lib/contact-email";
import { fallbackLinks } from "../../../src/lib/contact-fallback";
import { containerKeys } from "../../../src/lib/containers";
import { company, formatNumber } from "../../../src/lib/facts";
import { problemKey, type FieldProblem, type InvalidField } from "../../../src/lib/form-problems";
import { incotermCodes } from "../../../src/lib/incoterm-codes";
import type { LanguageCode } from "../../../src/lib/languages";
import { fillText, localeTexts, textAt, type LocaleTexts } from "../../../src/lib/locale-texts";
import { formFieldOrder, shipmentFieldOrder, shipmentFlags, shipmentTextLimits, transportModes, type ShipmentField } from "../../../src/lib/shipment-fields";
import { pageResponse } from "./html-page";

// The pages a form sent without scripts gets when its message is not received: the form
// again with every value typed (the GOV.UK error summary pattern for refused fields: a
// summary linking to each field, the reason beside the field), or a failure page with the
// other ways to reach the company. Every visitor value is escaped.

const actionPath = "/api/send-contact-email";

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

export function fieldLabel(texts: LocaleTexts, field: InvalidField): string {
  if (field === "consent") return texts.form.contact.robot;
  if ((shipmentFieldOrder as readonly string[]).includes(field)) return texts.shipment.fields[field as ShipmentField].label;
  return texts.form.fields[field as keyof LocaleTexts["form"]["fields"]].label;
}

/** A refused field's reason in words, as the browser forms show it (field-errors.tsx). */
export function problemText(texts: LocaleTexts, language: LanguageCode, problem: FieldProblem): string {
  const text = textAt(texts.formResults, problemKey(problem)) ?? texts.formResults.invalid;
  const limit = problem.limit === undefined ? undefined : problem.limit;
  return fillText(text, language, { max: limit, min: limit });
}

function options(list: readonly [value: string, label: string][], selected: string | undefined, empty: string): string {
  const known = list.some(([value]) => value === selected);
  return [
    `<option value="">${e(empty)}</option>`,
    ...list.map(([value, label]) => `<option value="${e(value)}"${known && value === selected ? " selected" : ""}>${e(label)}</option>`),
  ].join("");
}

/** The form again: each value typed, each refused field with its reason beside it. */
function refilledForm(form: PostedForm, problems: ReadonlyMap<InvalidField, FieldProblem>): string {
  const texts = localeTexts(form.language);
  const { language, values } = form;
  const required = new Set<string>(requiredFields);
  const marks = (field: InvalidField) => {
    const problem = problems.get(field);
    return problem ? ` aria-invalid="true" aria-describedby="${errorId(field)}"` : "";
  };
  const error = (field: InvalidField) => {
    const problem = problems.get(field);
    return problem ? `<p class="error" id="${errorId(field)}"><span class="vh">${e(texts.form.notices.errorTitle)}: </span>${e(problemText(texts, language, problem))}</p>` : "";
  };
  const wrap = (field: InvalidField, inner: string, extraClass = "") =>
    `<div class="field${extraClass}${problems.has(field) ? " invalid" : ""}">${inner}</div>`;
  const label = (field: InvalidField) =>
    `<label for="${fieldId(field)}">${e(fieldLabel(texts, field))}${required.has(field) ? ` <span>(${e(texts.form.required)})</span>` : ""}</label>`;
  const value = (field: string) => values[field] ?? "";
  const input = (field: FieldName, type: string, max: number, extra = "") =>
    wrap(field, `${label(field)}${error(field)}<input id="${fieldId(field)}" name="${field}" type="${type}" maxlength="${max}" value="${e(value(field))}"${required.has(field) ? " required" : ""}${extra}${marks(field)}>`);
  const select = (field: FieldName, list: readonly [string, string][], empty: string) =>
    wrap(field, `${label(field)}${error(field)}<select id="${fieldId(field)}" name="${field}"${marks(field)}>${options(list, value(field), empty)}</select>`);

  const offered = form.formType === "quote" ? quoteServiceOptions : contactServiceOptions;
  const posted = value("serviceType");
  // A service page may offer its own service beyond the dialog's list (servicePageOptions).
  const services = isServiceType(posted) && !offered.includes(posted) ? [posted, ...offered] : offered;

  const parts = [
    input("fullName", "text", fieldLimits.fullName, ' autocomplete="name"'),
    input("company", "text", fieldLimits.company, ' autocomplete="organization"'),
    input("email", "email", fieldLimits.email, ' autocomplete="email"'),
    input("phone", "tel", fieldLimits.phone, ' autocomplete="tel"'),
    select("serviceType", services.map((s) => [s, texts.form.services[s]]), texts.form.fields.serviceType.placeholder),
    wrap("message", `${label("message")}${error("message")}<textarea id="${fieldId("message")}" name="message" rows="6" maxlength="${fieldLimits.message}" required${marks("message")}>${e(value("message"))}</textarea>`),
  ];

  if (form.formType === "quote") {
    const number = (field: ShipmentField, mode: string) => input(field as FieldName, "text", shipmentTextLimits.number, ` inputmode="${mode}"`);
    const flag = (field: ShipmentField) =>
      wrap(field, `${error(field)}<input id="${fieldId(field)}" name="${field}" type="checkbox" value="yes"${value(field) === "yes" ? " checked" : ""}${marks(field)}><label for="${fieldId(field)}">${e(fieldLabel(texts, field))}</label>`, " check");
    const containerName = (key: (typeof containerKeys)[number]) =>
      fillText(texts.shipment.containerOption, language, { name: texts.shipment.containers[key], cbm: formatNumber(company.sea.containers[key].cbm, language) });
    const terms = texts.incoterms.terms as Record<string, { name: string }>;
    parts.push(
      `<fieldset><legend>${e(texts.form.shipmentDetails)}</legend>`,
      input("origin" as FieldName, "text", shipmentTextLimits.origin),
      input("destination" as FieldName, "text", shipmentTextLimits.destination),
      select("mode" as FieldName, transportModes.map((m) => [m, texts.shipment.modes[m]]), texts.shipment.choose),
      input("cargo" as FieldName, "text", shipmentTextLimits.cargo),
      number("pieces", "numeric"),
      number("weightKg", "decimal"),
      number("volumeCbm", "decimal"),
      select("containerType" as FieldName, containerKeys.map((k) => [k, containerName(k)]), texts.shipment.choose),
      number("containerCount", "numeric"),
      select("incoterm" as FieldName, incotermCodes.map((code) => [code, terms[code] ? `${code} – ${terms[code].name}` : code]), texts.shipment.choose),
      input("readyDate" as FieldName, "date", shipmentTextLimits.number),
      ...shipmentFlags.map(flag),
      `</fieldset>`,
    );
  } else {
    parts.push(
      wrap("consent", `${error("consent")}<input id="${fieldId("consent")}" name="consent" type="checkbox" required${form.consent ? " checked" : ""}${marks("consent")}><label for="${fieldId("consent")}">${e(texts.form.contact.robot)}</label>`, " check"),
    );
  }
  const submit = form.formType === "quote" ? texts.form.quote.submit : texts.form.contact.submit;
  return [
    `<form method="post" action="${actionPath}">`,
    `<input type="hidden" name="formType" value="${e(form.formType)}"><input type="hidden" name="language" value="${e(language)}">`,
    ...parts,
    // Only bots see and fill this (people never reach it).
    `<div class="hp" aria-hidden="true"><label for="f-website">${e(texts.form.honeypot)}</label><input id="f-website" name="website" type="text" tabindex="-1" autocomplete="off" value=""></div>`,
    `<button type="submit">${e(submit)}</button></form>`,
  ].join("");
}

/** 422: what the visitor typed, with a summary of the refused fields and each reason beside its field. */
export function invalidFieldsPage(form: PostedForm, found: readonly FieldProblem[]): Response {
  const texts = localeTexts(form.language);
  const order: readonly InvalidField[] = [...formFieldOrder, "consent"];
  const problems = new Map(found.map((p) => [p.field, p]));
  const listed = order.flatMap((field) => problems.get(field) ?? []);
  const summary = [
    `<div class="summary" role="alert" aria-labelledby="summary-title"><h2 id="summary-title">${e(texts.formResults.summaryTitle)}</h2><ul>`,
    ...listed.map((p) => `<li><a href="#${fieldId(p.field)}">${e(fieldLabel(texts, p.field))}: ${e(problemText(texts, form.language, p))}</a></li>`),
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
  const service = isServiceType(values.serviceType) ? texts.form.services[values.serviceType] : "";
  const name = (values.fullName ?? "").trim();
  const subject = fillText(form.formType === "quote" ? texts.form.fallback.mailSubjectQuote : texts.form.fallback.mailSubjectContact, language, { name });
  const label = (field: InvalidField) => fieldLabel(texts, field);
  const shipmentLines = shipmentFieldOrder
    .filter((field) => values[field]?.trim())
    .map((field): [string, string] => [
      label(field),
      field === "mode" ? (texts.shipment.modes as Record<string, string>)[values[field]] ?? values[field] : (shipmentFlags as readonly string[]).includes(field) ? "✓" : values[field],
    ]);
  const lines: [string, string][] = [
    [label("fullName"), values.fullName ?? ""],
    [label("company"), values.company ?? ""],
    [label("email"), values.email ?? ""],
    [label("phone"), values.phone ?? ""],
    [label("serviceType"), service],
    ...shipmentLines,
  ];
  const whatsappText = fillText(service ? texts.whatsapp.message.service : texts.whatsapp.message.general, language, { service });
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
  const again = readable ? `<h2>${e(texts.form.fallback.formTitle)}</h2><p>${e(texts.formAnswers.failed.again)}</p>${refilledForm(form, new Map())}` : "";
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
