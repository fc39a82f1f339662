import React from "react";
import type { i18n as I18n } from "i18next";
import { honeypotName, minFillMs, type FormType } from "../shared/forms";
import { fieldsOf } from "../shared/fields";
import {
  findFormProblems,
  problemReasons,
  validateFormMessage,
  type FieldProblem,
  type FormMessage,
  type FormValues,
} from "../shared/schema";
import { formActionPath, languageOfPath } from "../../shared/routes";
import { FailureNotice, fallbackLinksFor, type FallbackLinks } from "../shared/failure-notice";
import { closeErrorNotices, pageNotices, showNotice } from "./notices";
import { noteFormValues } from "./typed-values";
import type { Problems } from "../shared/form-fields";
import type { NamedPackage } from "../shared/package-keys";
import type { LanguageCode } from "../../shared/languages";

// The forms' lazy part, in no page's first load: ./lazy-parts.ts loads it on the first focus
// inside a form, at the latest on Send. A form's Send once the scripts run returns what came of
// it, and the form's hook (./use-form.tsx) sets its state from that; what a form shows only after
// a Send comes with it. The values are read from the fields, which are not React state: what a
// visitor typed before the scripts arrived must be what is sent.
export { ErrorSummary, FieldError, focusRefusedField } from "../shared/field-errors";
export { Confirmation } from "./confirmation";
export { FallbackNotice } from "../shared/failure-notice";

export interface SendRequest {
  form: HTMLFormElement;
  formType: FormType;
  noticeRegion: string;
  /** The page's i18next instance; the form is sent in its language. */
  i18n: I18n;
  /** performance.now() when the form was last shown (mounted, or started anew). */
  shownAt: number;
  /** The page's price packages the form offers (a service page's form). */
  packages?: readonly NamedPackage[];
  /** The language the outcome is told in, when not the form's: that of the page the visitor moved on to. */
  language?: LanguageCode;
}

/** A received message's reference, and how its visitor asked to be answered (the confirmation names it). */
export interface Received {
  reference: string;
  replyBy?: string;
}

/**
 * What the form shows after a Send: the confirmation, the reasons, or the other ways to reach us;
 * or none (fallback null) when a received message's form holds another by then, which stays.
 */
type SendResult = { received: Received } | { problems: Problems } | { fallback: FallbackLinks | null };

const byField = (list: readonly FieldProblem[]): Problems => new Map(list.map((p) => [p.field, p]));

/**
 * What the form holds at this moment: the visitor's fields the form asks, a quote's shipment
 * details only where given (a field stepped aside is disabled, so the form data has none).
 */
function readForm({ form, formType, i18n }: SendRequest) {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = Object.fromEntries(
    fieldsOf(undefined, formType).flatMap(({ name, group }) =>
      group === "visitor" || text(name) ? [[name, text(name)]] : [],
    ),
  ) as FormValues;
  const consentBox = form.elements.namedItem("consent");
  return {
    input: { ...values, formType, language: i18n.language, honeypot: text(honeypotName) },
    /** The robot checkbox, where the form has one. */
    consent: consentBox instanceof HTMLInputElement ? consentBox.checked : undefined,
    values,
  };
}

/** From the first Send on, the reasons follow the visitor's corrections; returns the stop. */
export function watchCorrections(request: SendRequest, onProblems: (problems: Problems) => void): () => void {
  const { form } = request;
  const recheck = () => {
    const { input, consent } = readForm(request);
    onProblems(byField(findFormProblems(input, consent)));
  };
  form.addEventListener("input", recheck);
  form.addEventListener("change", recheck);
  return () => {
    form.removeEventListener("input", recheck);
    form.removeEventListener("change", recheck);
  };
}

// The function drops a post sent sooner than minFillMs after the form was shown as a bot's, so a
// person who sends at once (autofill, a prefilled message) is held here instead, never dropped.
const holdMarginMs = 100;

interface CheckedSend {
  /** The form's values with formType, language and honeypot, as the schema reads them. */
  input: Readonly<Record<string, unknown>>;
  /** The robot checkbox, where the form has one. */
  consent?: boolean;
  /** performance.now() when the form was shown. */
  shownAt: number;
}

const knownReasons = ["mail_unavailable", "invalid_fields", "rate_limited", "network"] as const;
type Reason = (typeof knownReasons)[number];

type SendOutcome =
  | { ok: true; reference: string; queued?: boolean }
  | { ok: false; reason: Reason | undefined; problems?: FieldProblem[] };

/** The function's 422 names why each field was refused; anything unexpected in it is left out. */
function problemsOf(body: unknown): FieldProblem[] | undefined {
  const list = (body as { problems?: unknown } | undefined)?.problems;
  if (!Array.isArray(list)) return undefined;
  return list.filter(
    (p): p is FieldProblem =>
      typeof p?.field === "string" &&
      (problemReasons as readonly unknown[]).includes(p?.reason) &&
      (p.limit === undefined || typeof p.limit === "number"),
  );
}

/**
 * How long a Send waits for the function's answer. Netlify ends a function after 30 s (its limit
 * for one that answers a request): an answer not come by then never will, and the form would
 * say "Sending…" for good (a phone's connection that died mid-request).
 */
const answerWaitMs = 35_000;

async function sendFormMessage(
  message: FormMessage & { honeypot: string; elapsedMs: number; sendId?: string },
): Promise<SendOutcome> {
  const gaveUp = new AbortController();
  const timer = setTimeout(() => gaveUp.abort(), answerWaitMs);
  let res: Response;
  let body: unknown;
  try {
    res = await fetch(formActionPath, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(message),
      signal: gaveUp.signal,
    });
    body = await res.json().catch(() => undefined);
  } catch {
    return { ok: false, reason: "network" };
  } finally {
    clearTimeout(timer);
  }
  const { ok, reference, queued } = (body ?? {}) as { ok?: unknown; reference?: unknown; queued?: unknown };
  // Every message the function keeps has a reference. Its "ok" without one answers a bot (the
  // hidden field filled, by a browser's autofill too): nothing was kept, so it is no success.
  if (res.ok && ok === true && typeof reference === "string") return { ok: true, reference, queued: queued === true };
  if (res.status === 429) return { ok: false, reason: "rate_limited" };
  const code = (body as { error?: unknown } | undefined)?.error;
  const reason = (knownReasons as readonly unknown[]).includes(code) ? (code as Reason) : undefined;
  return reason === "invalid_fields" ? { ok: false, reason, problems: problemsOf(body) } : { ok: false, reason };
}

/**
 * One id per message: a Send again of the same words, after an answer lost on the way (a
 * connection dropped once the function had the message), carries the first Send's id, and the
 * function answers with the reference it kept the message under instead of keeping it twice.
 */
let lastSend: { words: string; id: string } | undefined;
function sendIdFor(message: FormMessage): string | undefined {
  const words = JSON.stringify(message);
  // randomUUID is only given to secure pages (https, localhost).
  if (lastSend?.words !== words)
    lastSend = typeof crypto.randomUUID === "function" ? { words, id: crypto.randomUUID() } : undefined;
  return lastSend?.id;
}

/** Checks with the shared schema, holds a send made too soon, then posts (`send`: a test gives its own). */
export async function checkAndSend(
  { input, consent, shownAt }: CheckedSend,
  send = sendFormMessage,
): Promise<SendOutcome> {
  const checked = validateFormMessage({ ...input, elapsedMs: 0 }, { consent });
  if (!checked.ok) return { ok: false, reason: "invalid_fields", problems: checked.problems };
  const early = shownAt + minFillMs + holdMarginMs - performance.now();
  if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
  const elapsedMs = Math.round(performance.now() - shownAt);
  return send({ ...checked.message, honeypot: checked.honeypot, elapsedMs, sendId: sendIdFor(checked.message) });
}

/** The outcome's words, in the language it is told in. */
const textsOf = ({ i18n, language = i18n.language }: SendRequest) => ({
  language,
  t: i18n.getFixedT(language, "form"),
});

function refuse(request: SendRequest, found: readonly FieldProblem[]): SendResult {
  const missing = found.some((p) => p.reason === "required" || p.reason === "consent");
  const { t, language } = textsOf(request);
  showNotice(
    "error",
    t("notices.errorTitle"),
    t(missing ? "formResults:notices.missingFields" : "formResults:notices.invalidFields"),
    request.noticeRegion,
    language,
  );
  // The form draws the reasons, then focuses the first refused field (use-form.tsx).
  return { problems: byField(found) };
}

/** Every value stays; the notice and the form offer the other ways to reach the company. */
function failed(request: SendRequest, outcome: Extract<SendOutcome, { ok: false }>, values: FormValues): SendResult {
  const { t, language } = textsOf(request);
  const reason = outcome.reason ? t(`reasons.${outcome.reason}`) : t("notices.tryLater");
  // The contact form's failure gives the reason.
  const text = request.formType === "quote" ? t("notices.quoteFailure") : t("notices.contactFailure", { reason });
  const fallback = fallbackLinksFor(request.i18n, request.formType, values, request.packages, language);
  showNotice(
    "failure",
    t("notices.errorTitle"),
    <FailureNotice text={text} links={fallback} />,
    request.noticeRegion,
    language,
  );
  return { fallback };
}

function succeeded(
  request: SendRequest,
  { reference, queued }: Extract<SendOutcome, { ok: true }>,
  values: FormValues,
  unconfirmed: boolean,
): SendResult {
  const { t, language } = textsOf(request);
  // Kept but not yet mailed, or received with no confirmation to show it: the notice gives the
  // reference to quote.
  const [title, text] =
    queued || unconfirmed
      ? [t("formResults:received.title"), t("formResults:received.text", { reference })]
      : [t("formResults:notices.successTitle"), t(`formResults:notices.${request.formType}Success`)];
  // A confirmation takes focus and its heading is read out: its notice is only seen, or a screen
  // reader would hear the news twice. With none, the notice is the only one to tell it.
  showNotice(unconfirmed ? "success" : "confirmed", title, text, request.noticeRegion, language);
  return { received: { reference, replyBy: values.replyBy || undefined } };
}

/** The whole Send, from reading the fields to the notice. */
export async function sendForm(request: SendRequest): Promise<SendResult> {
  // What the previous Send found wrong may no longer hold: its error notices make way for
  // this one's (a success notice stays: that message was received).
  closeErrorNotices(request.noticeRegion);
  const { input, consent, values } = readForm(request);
  const outcome = await checkAndSend({ input, consent, shownAt: request.shownAt });
  // The visitor may have moved on to another page meanwhile, and the form gone with its page
  // (the quote dialog's notices with it), or chosen another language: the outcome shows in the
  // new page's notices, in its language (the visitor has not read it yet), and words not
  // received wait in the form for the visitor's return to it. A refusal there is a failure with
  // the other ways to reach us: the fields it would mark are not on that page.
  const language = languageOfPath(window.location.pathname);
  const movedOn = !request.form.isConnected || language !== request.i18n.language;
  if (movedOn) {
    if (!outcome.ok) noteFormValues(request.form, true);
    request = { ...request, noticeRegion: pageNotices, language };
    // Should that language's texts not load, i18next's fallback language stands in.
    await loadResultTexts(request.i18n, language).catch(() => undefined);
  }
  if (outcome.ok) {
    // What was typed or prefilled since the Send (the calculator's figures in the quote dialog
    // opened again) is a new message: the received one's reference is in the notice, not in a
    // confirmation over it, and the form is not emptied.
    const anew = !movedOn && JSON.stringify(readForm(request).values) !== JSON.stringify(values);
    const result = succeeded(request, outcome, values, movedOn || anew);
    return anew ? { fallback: null } : result;
  }
  if (outcome.problems?.length && !movedOn) return refuse(request, outcome.problems);
  return failed(request, outcome, values);
}

// What a form shows only after Send, the reasons and the notices of a send
// (content/locales/<language>/formResults.json), is in no page's data: all languages' texts
// come with the forms' lazy part (webpackMode eager), which loads before there is anything to
// show. The parts of form.json that pages leave out of their data for the same reason (notices,
// reasons, other ways to reach us: src/node/page-namespaces.ts) load beside it, the page's
// language only (and, for a Send's outcome, that of the page the visitor has moved on to). Both
// join the page's i18next instance (a new one for each page visited) each time a form loads its
// lazy part, which it does before every Send.
export const loadResultTexts = (i18n: I18n, language: LanguageCode = i18n.language) =>
  Promise.all([
    import(/* webpackMode: "eager" */ `../../../content/locales/${language}/formResults.json`),
    import(/* webpackChunkName: "form-texts-[request]" */ `../../../content/locales/${language}/form.json`),
  ]).then(([results, form]) => {
    i18n.addResourceBundle(language, "formResults", results.default, true, false);
    i18n.addResourceBundle(language, "form", form.default, true, false);
  });
