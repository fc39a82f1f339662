import React, { type ComponentProps, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, useTranslation } from "react-i18next";
import i18next, { type i18n as I18n } from "i18next";
import type { Store } from "@netlify/blobs";
import { company } from "../../shared/facts";
import { pageTitle } from "../../shared/page-title";
import {
  defaultLanguage,
  isLanguageCode,
  knownLanguage,
  languageOf,
  wordSpace,
  type LanguageCode,
} from "../../shared/languages";
import { formActionPath, languageOfPath, localizedPath, pagePaths } from "../../shared/routes";
import { serviceOptionsWith, serviceTypeOfPage, type FormType } from "../shared/forms";
import { fieldNames } from "../shared/fields";
import { validateFormMessage, type FieldProblem } from "../shared/schema";
import { withPackageKey, type NamedPackage } from "../shared/package-keys";
import { ConsentField } from "../shared/consent-field";
import { LegalAgreement } from "../shared/legal-agreement";
import { FormFields, type Problems } from "../shared/form-fields";
import { ErrorSummary, FieldError } from "../shared/field-errors";
import { FailureNotice, fallbackLinksFor } from "../shared/failure-notice";
import { Reasons } from "../shared/reason-slots";
import { ShipmentLayout } from "../shared/shipment-layout";
import { ReceivedSteps } from "../shared/received-steps";
import { offeredPackage } from "../shared/packages";
import "../../i18n/extensions";
import { i18nextOptions } from "../../i18n/i18next-options";
import { localeTexts, packageNames, priceCard, priceCards, type LocaleTexts, type PriceCard } from "./locale-texts";
import { pagePolicy, pageResponse, securityHeaders } from "./response-headers";
import { parseReference, peekLead } from "./lead-store";

// What the function answers at each outcome: JSON for the forms' scripts, or a page for a person
// for a form sent without scripts. Every answer carries the functions' headers (./response-headers.ts).

export interface ErrorBody {
  ok: false;
  /** Machine-readable reason the form turns into a translated notice. */
  error: string;
  message: string;
  retryable?: boolean;
  fields?: string[];
  /** Why each field a visitor fills in was refused (the form shows it under the field). */
  problems?: FieldProblem[];
}

function jsonResponse(status: number, body: object, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...securityHeaders, ...headers } });
}

export function errorResponse(status: number, body: Omit<ErrorBody, "ok">, headers?: Record<string, string>): Response {
  return jsonResponse(status, { ok: false, ...body }, headers);
}

export type Answers = typeof jsonAnswers;

export const jsonAnswers = {
  forbidden: () =>
    errorResponse(403, { error: "forbidden_origin", message: "Requests from other sites are not accepted." }),
  unsupported: () => errorResponse(415, { error: "unsupported_media_type", message: "Send application/json." }),
  tooLarge: () => errorResponse(413, { error: "payload_too_large", message: "The message is too long." }),
  unreadable: () => errorResponse(400, { error: "bad_request", message: "The request body could not be read." }),
  malformed: () => errorResponse(400, { error: "malformed_json", message: "The request body is not valid JSON." }),
  /** A bot caught by a trap: a success without a reference, nothing sent. */
  bot: () => jsonResponse(200, { ok: true, messageId: "" }),
  invalid: (fields: string[], problems: FieldProblem[]) =>
    errorResponse(422, { error: "invalid_fields", message: "Some fields are missing or invalid.", fields, problems }),
  notConfigured: () =>
    errorResponse(500, { error: "not_configured", message: "The form is not configured.", retryable: false }),
  unavailable: () =>
    errorResponse(503, {
      error: "mail_unavailable",
      message: "Messages cannot be received right now. Please try again later.",
      retryable: true,
    }),
  delivered: (reference: string, messageId: string) =>
    jsonResponse(200, { ok: true, messageId, reference, queued: false }),
  queued: (reference: string) => jsonResponse(202, { ok: true, reference, queued: true }),
};

// The pages the function answers a form sent without scripts with, except the 303 (the pages
// docs/forms.md lists). The form is the pages' own (../shared/form-fields.tsx and the shipment
// details) rendered in the visitor's language, so its markup is written once. React escapes every
// value. The pages load nothing but their one small stylesheet, which styles that markup by
// element and data attribute.

const style = [
  // 100%, not 16px: the visitor's own text size setting enlarges the pages, not only page zoom.
  "body{margin:0;font:100%/1.5 system-ui,sans-serif;color:#1f2937;background:#f9fafb}",
  "header,main,footer{max-width:40rem;margin:0 auto;padding:1rem}",
  "header a{font-weight:700;color:#1e3a8a;text-decoration:none}",
  "h1{font-size:1.6rem;line-height:1.25;margin:.5rem 0 1rem}h2{font-size:1.3rem}",
  // The pages' focus ring (global.css, brand-600): at 3:1 and more against the light page, which amber is not.
  "a{color:#1e3a8a}:focus-visible{outline:3px solid #1f5a9c;outline-offset:1px}",
  "form>*,form>div>*,details>div>*{margin:0 0 1.25rem}",
  "label{display:block;font-weight:600}.text-red-700{color:#b91c1c}",
  // A summary's link brings its field to the top of the screen (no scripts here to do better): the
  // margin keeps its label above it, two lines long at most, in sight.
  "input,select,textarea{box-sizing:border-box;width:100%;font:inherit;padding:.4rem;border:2px solid #4b5563;border-radius:3px;background:#fff;scroll-margin-top:5rem}",
  // A field Tab reaches from below the screen comes in whole with its focus ring, the message box
  // too, not only as far as its caret's line (global.css).
  "html:has(form :focus){scroll-padding-bottom:1.5rem}html:has(form textarea:focus){scroll-padding-bottom:9rem}",
  "input[type=checkbox]{width:auto;margin:0 .5rem 0 0}label:has(input){display:flex;align-items:center}",
  // The package list shows the chosen name whole, on as many lines as it takes (global.css).
  ".form-input-wrapping{appearance:base-select;white-space:normal}",
  // The robot box and its label with the legal sentence: side by side, not the box on a line alone.
  "div:has(>[type=checkbox]){display:flex;align-items:baseline}",
  // Forced colours (Windows high contrast) drop the red: a refused field keeps a wider border.
  "[aria-invalid=true]{border-color:#b91c1c}@media (forced-colors:active){[aria-invalid=true]{border-width:4px}}",
  // A checkbox draws no border of its own: the refused robot box is ringed instead, in every
  // colour scheme (an outline keeps its place in forced colours); the focus ring takes its place.
  "[type=checkbox][aria-invalid=true]:not(:focus-visible){outline:2px solid #b91c1c;outline-offset:1px}",
  "[data-field-error]{color:#b91c1c;font-weight:700;margin:.25rem 0}",
  // The robot box's reason follows its box directly in the form, not inside a field's block as the
  // others do: it takes that block's space below it, and close to the box as theirs to their field.
  "form>:has(+[data-field-error]){margin-bottom:0}form>[data-field-error]{margin-bottom:1.25rem}",
  "[data-error-summary]{border:4px solid #b91c1c;background:#fff;padding:1rem}[data-error-summary] a{color:#b91c1c;font-weight:700}",
  "details,fieldset{border:1px solid #d1d5db;background:#fff;padding:1rem}summary,legend{font-weight:700}",
  // The border is transparent, unseen on the blue; forced colours (Windows high contrast) drop the blue and
  // draw the border, which keeps Send a button there rather than a line of bold text.
  "button{font:inherit;font-weight:700;color:#fff;background:#1e3a8a;border:2px solid transparent;border-radius:4px;padding:.6rem 1.2rem;cursor:pointer}",
  "[role=alert]{background:#fff;border-left:4px solid #b91c1c;padding:.75rem 1rem;margin:0 0 1.5rem}",
  "[data-fallback]{display:inline-block;margin:.5rem 1rem 0 0;font-weight:700}",
  ".sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}",
  ".hidden,[hidden]{display:none}.whitespace-nowrap{white-space:nowrap}footer nav a{margin-right:1rem}",
].join("");

export const pageSecurityPolicy = pagePolicy(style);

interface PostedForm {
  formType: FormType;
  language: LanguageCode;
  /** The values as posted (JSON names), shown again as they were typed. */
  values: Readonly<Record<string, string>>;
  consent: boolean;
}

const idPrefix = "f";

/**
 * The packages a form offers again, as its language's service page offers them (their names, a
 * published price's last day): a form that had the question (a page with packages posts it even
 * unchosen, a link names one) offers the packages of the chosen one's service, or else of the
 * chosen service, or else every page's, so the visitor can still change their mind. A package
 * refused as no page's comes as posted, with the packages to choose from again: the chosen
 * service's, or every page's when that service has none.
 */
function packagesOf({ language, values }: PostedForm, problems: Problems = new Map()): NamedPackage[] {
  const services = i18nOf(language).getFixedT(language, "services");
  const text = (textKey: string, variables?: Record<string, unknown>) => String(services(textKey, { ...variables }));
  const offered = (card: PriceCard) => offeredPackage(card, language, text);
  const key = values.package;
  const all = priceCards(language);
  const ofChosenService = all.filter((card) => serviceTypeOfPage(card.service) === values.serviceType);
  if (!problems.has("package")) {
    if (key === undefined) return [];
    const service = key ? priceCard(language, key)?.service : ofChosenService[0]?.service;
    const own = all.filter((card) => card.service === service).map(offered);
    if (own.length > 0) return own;
    // Unchosen, with the service set back to none or to one without packages: the form asked, so
    // it asks again, offering every page's.
    return key ? [{ key, name: key }] : all.map(offered);
  }
  const choices = (ofChosenService.length > 0 ? ofChosenService : all).map(offered);
  return key ? [{ key, name: key }, ...choices] : choices;
}

// A form with no title of its own sits right under the page's h1: its error summary's heading is an h2.
const underPageTitle = {
  FieldError,
  ErrorSummary: (props: ComponentProps<typeof ErrorSummary>) => <ErrorSummary {...props} heading="h2" />,
};

/** The form as the page had it, holding what was typed, each refused field with its reason. */
function FormAgain({ form, problems, title }: { form: PostedForm; problems: Problems; title?: string }) {
  const { t } = useTranslation("form");
  const { formType, language, values } = form;
  // A service page may offer its own service beyond the dialog's list.
  const services = serviceOptionsWith(formType, values.serviceType);
  const body = (
    // The language in the address too: a post whose body is not read (too large) still gets its
    // answer in the page's language, which a Referer to this page cannot tell (unreadForm).
    <form
      method="post"
      action={`${formActionPath}?${new URLSearchParams({ language })}`}
      aria-labelledby={title ? "form-title" : undefined}
    >
      {title && <h2 id="form-title">{title}</h2>}
      <FormFields
        idPrefix={idPrefix}
        defaults={values}
        problems={problems}
        serviceOptions={services}
        messageRows={6}
        formType={formType}
        language={language}
      />
      {formType === "quote" ? (
        // The shipment details as a page has them without scripts: every question asked.
        <details open className="rounded-md border border-brand-100 p-4" data-plain-shipment-details="">
          <summary className="cursor-pointer font-semibold text-brand-900">{t("shipmentDetails")}</summary>
          <ShipmentLayout
            idPrefix={idPrefix}
            defaults={values}
            problems={problems}
            packages={packagesOf(form, problems)}
            plain
          />
        </details>
      ) : (
        <ConsentField id={`${idPrefix}-consent`} problem={problems.get("consent")} defaultChecked={form.consent} />
      )}
      <p>
        {t("replyPromise")}
        {/* The contact form says it beside its robot box. */}
        {formType === "quote" && (
          <>
            {wordSpace(language)}
            <LegalAgreement />
          </>
        )}
      </p>
      <button type="submit">{t(formType === "quote" ? "quote.submit" : "contact.submit")}</button>
    </form>
  );
  return title ? body : <Reasons.Provider value={underPageTitle}>{body}</Reasons.Provider>;
}

const instances = new WeakMap<LocaleTexts, I18n>();

/**
 * A language's texts as the pages' i18next has them (the same options and company facts), so
 * the function renders the forms' own components in that language.
 */
function i18nOf(language: LanguageCode): I18n {
  const texts = localeTexts(language);
  let instance = instances.get(texts);
  if (!instance) {
    instance = i18next.createInstance({
      ...i18nextOptions,
      lng: language,
      fallbackLng: false,
      resources: { [language]: { ...texts } },
      defaultNS: "form",
      initImmediate: false,
    });
    void instance.init();
    instances.set(texts, instance);
  }
  return instance;
}

/**
 * A whole page in the language's texts: the document, its heading (and title) the text at
 * `heading`, and the body, given the language's i18next instance.
 */
function render(
  language: LanguageCode,
  heading: string,
  body: (i18n: I18n) => ReactNode,
  titlePrefix?: string,
): string {
  const i18n = i18nOf(language);
  const t = i18n.getFixedT(language, "common");
  const home = localizedPath(pagePaths.home, language);
  const title = t(heading);
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Reasons.Provider value={{ FieldError, ErrorSummary }}>
        <html lang={languageOf(language).tag}>
          <head>
            <meta charSet="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <meta name="robots" content="noindex" />
            <title>
              {pageTitle(titlePrefix ? t("joins.labelled", { label: t(titlePrefix), text: title }) : title)}
            </title>
            <style dangerouslySetInnerHTML={{ __html: style }} />
          </head>
          <body>
            <header>
              <a href={home}>{company.brand}</a>
            </header>
            <main>
              <h1>{title}</h1>
              {body(i18n)}
            </main>
            <footer>
              <nav aria-label={t("nav.label")}>
                <a href={home}>{t("nav.home")}</a>
                <a href={localizedPath(pagePaths.contact, language)}>{t("nav.contact")}</a>
              </nav>
            </footer>
          </body>
        </html>
      </Reasons.Provider>
    </I18nextProvider>,
  );
  return `<!doctype html>${html}`;
}

/** What the visitor typed, with a summary of the refused fields and each reason beside its field. */
export function invalidFieldsPage(form: PostedForm, found: readonly FieldProblem[]): string {
  const problems = new Map(found.map((problem) => [problem.field, problem]));
  return render(
    form.language,
    "formAnswers:invalid.title",
    ({ t }) => (
      <>
        <p>{t("formAnswers:invalid.intro")}</p>
        <FormAgain form={form} problems={problems} title={t(`form:${form.formType}.title`)} />
      </>
    ),
    "form:notices.errorTitle",
  );
}

type FailureKind = "unavailable" | "tooLong" | "unreadable";

/**
 * The message was NOT received (not configured, store unavailable, a body that could not be
 * read): says so, offers the other ways to reach the company and, when the values could be
 * read, the form again holding them.
 */
function failurePage(kind: FailureKind, form: PostedForm, readable: boolean): string {
  return render(form.language, "formAnswers:failed.title", (i18n) => (
    <>
      <div role="alert">
        <FailureNotice
          text={i18n.t(kind === "tooLong" ? "formAnswers:failed.tooLong" : "formAnswers:failed.text")}
          links={fallbackLinksFor(i18n, form.formType, form.values, packagesOf(form))}
        />
      </div>
      {readable && (
        <>
          <p>{i18n.t("formAnswers:failed.again")}</p>
          <FormAgain form={form} problems={new Map()} title={i18n.t("form:fallback.formTitle")} />
        </>
      )}
    </>
  ));
}

/**
 * A post that did not come from the site's own pages (a page copied elsewhere, a translating
 * proxy): its body is not read, so the page cannot give back what was typed; it offers the other
 * ways to reach the company, as a failure does.
 */
function refusalPage(language: LanguageCode): string {
  return render(language, "formAnswers:refused.title", (i18n) => (
    <div role="alert">
      <FailureNotice text={i18n.t("formAnswers:refused.text")} links={fallbackLinksFor(i18n, "contact", {})} />
    </div>
  ));
}

/**
 * Where a form sent without scripts lands once its message is kept (Post/Redirect/Get): the
 * reference, when the store has it, and what happens next, as a form's confirmation shows them.
 */
function receivedPage(language: LanguageCode, reference?: string, replyBy?: string): string {
  return render(language, "formResults:received.title", ({ t }) => (
    <ReceivedSteps
      reference={reference}
      replyBy={replyBy}
      text={(key, variables) => String(t(`formResults:${key}`, { ...variables }))}
      headingLevel="h2"
      headingId="next"
    />
  ));
}

/**
 * The quote form with what a link chose (a service page's price package, its mode and service),
 * and the reason for what it could not take (a package no page offers now).
 */
function quoteFormPage(form: PostedForm, found: readonly FieldProblem[]): string {
  return render(form.language, "form:quote.title", ({ t }) => (
    <>
      <p>{t("form:quote.description")}</p>
      <FormAgain form={form} problems={new Map(found.map((problem) => [problem.field, problem]))} />
    </>
  ));
}

const page = (status: number, html: string) => pageResponse(status, html, pageSecurityPolicy);

/**
 * A form posted without scripts, before (or without) its body being read: only its language, from
 * the address the function's own pages post to, else from the page of this site the browser names
 * as the referrer.
 */
export function unreadForm(req: Request): PostedForm {
  const addressed = new URL(req.url).searchParams.get("language");
  const language = isLanguageCode(addressed) ? addressed : refererLanguage(req);
  return { formType: "contact", language, values: {}, consent: false };
}

function refererLanguage(req: Request): LanguageCode {
  try {
    const referer = new URL(req.headers.get("referer") ?? "");
    if (referer.origin !== new URL(req.url).origin) return defaultLanguage;
    return languageOfPath(referer.pathname);
  } catch {
    return defaultLanguage;
  }
}

/** The posted values as the pages show them: known language and form type only. */
export function postedForm(values: Record<string, string>, consent: boolean): PostedForm {
  return {
    formType: values.formType === "quote" ? "quote" : "contact",
    language: knownLanguage(values.language),
    values,
    consent,
  };
}

/**
 * The quote form that a link fills in (plainQuoteFormHref in ../shared/forms.ts), or undefined
 * for any other GET. Only the service, the message and the shipment details are taken, never who
 * the visitor is, and only values the form itself would accept. A link from before the keys names
 * its package by name (withPackageKey); a package no page offers now is not left out unsaid: the
 * form says so beside the packages to choose from, without repeating the link's text.
 */
export function linkedQuoteForm(req: Request): Response | undefined {
  const query = new URL(req.url).searchParams;
  if (query.get("form") !== "quote") return undefined;
  const language = knownLanguage(query.get("language"));
  const given = withPackageKey(
    Object.fromEntries(
      ["serviceType", "message", ...fieldNames("shipment")].flatMap((name) => {
        const value = query.get(name)?.trim();
        return value ? [[name, value] as const] : [];
      }),
    ),
    packageNames,
  );
  const checked = validateFormMessage({ ...given, formType: "quote", language });
  const refused = new Set(checked.ok ? [] : checked.fields);
  const values = Object.fromEntries(Object.entries(given).filter(([name]) => !refused.has(name)));
  const unknownPackage = checked.ok ? [] : checked.problems.filter((problem) => problem.field === "package");
  return page(200, quoteFormPage({ formType: "quote", language, values, consent: false }, unknownPackage));
}

/**
 * Answers for a person's browser; `form` is what could be read of the post (unreadForm before
 * its body is read). A failure page shows the form again only once it is `readable`.
 */
export function pageAnswers(form: PostedForm, readable: boolean): Answers {
  const received = (reference?: string) => receivedRedirect(form.language, reference);
  const failure = (status: number, kind: FailureKind) => page(status, failurePage(kind, form, readable));
  return {
    forbidden: () => page(403, refusalPage(form.language)),
    unsupported: () => failure(415, "unreadable"),
    tooLarge: () => failure(413, "tooLong"),
    unreadable: () => failure(400, "unreadable"),
    malformed: () => failure(400, "unreadable"),
    bot: () => received(),
    invalid: (_fields, problems) => page(422, invalidFieldsPage(form, problems)),
    notConfigured: () => failure(500, "unavailable"),
    unavailable: () => failure(503, "unavailable"),
    delivered: (reference) => received(reference),
    queued: (reference) => received(reference),
  };
}

// Post/Redirect/Get for a form sent without scripts: once its message is received, the browser
// is sent on (303 See Other) to the received page in the visitor's language (receivedPage), so
// a reload or Back does not post it again. The address is built only from known values: the
// language is one of the site's, the reference the function made. It is a path (RFC 9110 allows
// a relative Location; the browser resolves it against the page it posted to), never an origin
// read from the request, whose Host header any client can write.

function receivedRedirect(language: LanguageCode, reference?: string): Response {
  const query = new URLSearchParams({ page: "received", language });
  if (reference) query.set("ref", reference);
  return new Response(null, {
    status: 303,
    headers: { ...securityHeaders, Location: `${formActionPath}?${query}` },
  });
}

/**
 * A person's browser loading a page, not the forms' scripts (which fetch, accepting anything): it is
 * answered with pages, never JSON. Sec-Fetch-Mode where the browser sends it, else what a
 * navigation accepts.
 */
export const isNavigation = (req: Request) =>
  req.headers.get("sec-fetch-mode") === "navigate" || /\btext\/html\b/i.test(req.headers.get("accept") ?? "");

/**
 * The function's own address opened in a browser (what the address bar shows after a page of
 * reasons, entered again, bookmarked or shared): there is no page there, so the visitor is sent
 * on to the contact page in the address's language. A path, as receivedRedirect's; the body is the
 * short note with the link that a 303 ought to carry (RFC 9110).
 */
export function contactPageRedirect(req: Request): Response {
  const language = knownLanguage(new URL(req.url).searchParams.get("language"));
  const contact = localizedPath(pagePaths.contact, language);
  const html = render(language, "nav.contact", ({ t }) => (
    <p>
      <a href={contact}>{t("common:nav.contact")}</a>
    </p>
  ));
  return pageResponse(303, html, pageSecurityPolicy, { Location: contact });
}

/**
 * The received page a form sent without scripts is sent on to (GET ?page=received&language=…&ref=…),
 * or undefined for any other GET. The reference is shown only when the store keeps it, so that
 * an address cannot make the page confirm a message that was never sent; the kept message also
 * says how its visitor asked to be answered.
 */
export async function receivedAnswer(req: Request, store: () => Store | Promise<Store>): Promise<Response | undefined> {
  const query = new URL(req.url).searchParams;
  if (query.get("page") !== "received") return undefined;
  const language = knownLanguage(query.get("language"));
  const reference = parseReference(query.get("ref") ?? "");
  // A store that cannot be read leaves the reference out, never the page.
  const kept = reference ? await (async () => peekLead(await store(), reference))().catch(() => null) : null;
  return page(200, receivedPage(language, kept ? reference : undefined, kept?.message.replyBy));
}
