import { fieldNames } from "../shared/fields";
import { validateFormMessage, type FieldProblem } from "../shared/schema";
import { withPackageKey } from "../shared/package-keys";
import { defaultLanguage, knownLanguage, type LanguageCode } from "../../shared/languages";
import { formActionPath } from "../../shared/routes";
import type { Store } from "@netlify/blobs";
import { parseReference, peekLead } from "./lead-store";
import { packageNames } from "./locale-texts";
import { pageResponse, securityHeaders } from "./response-headers";
import {
  failurePage,
  invalidFieldsPage,
  pageSecurityPolicy,
  quoteFormPage,
  receivedPage,
  refusalPage,
  type FailureKind,
  type PostedForm,
} from "./answer-pages";

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

const page = (status: number, html: string) => pageResponse(status, html, pageSecurityPolicy);

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

/**
 * A form posted without scripts, before (or without) its body being read: only the language of
 * the page it was sent from, when the browser names a page of this site as the referrer.
 */
export function unreadForm(req: Request): PostedForm {
  return { formType: "contact", language: refererLanguage(req), values: {}, consent: false };
}

function refererLanguage(req: Request): LanguageCode {
  try {
    const referer = new URL(req.headers.get("referer") ?? "");
    if (referer.origin !== new URL(req.url).origin) return defaultLanguage;
    return knownLanguage(referer.pathname.split("/")[1]);
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

/** Answers for a person's browser; `form` is what could be read of the post (unreadForm before). */
export function pageAnswers(form: PostedForm, readable: boolean): Answers {
  const received = (reference?: string) => receivedRedirect(form.language, reference);
  const failure = (status: number, kind: FailureKind, known = readable) => page(status, failurePage(kind, form, known));
  return {
    forbidden: () => page(403, refusalPage(form.language)),
    unsupported: () => failure(415, "unreadable", false),
    tooLarge: () => failure(413, "tooLong", false),
    unreadable: () => failure(400, "unreadable", false),
    malformed: () => failure(400, "unreadable", false),
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
