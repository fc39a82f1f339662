import type { FieldProblem } from "../shared/problems";
import { defaultLanguage, type LanguageCode } from "../../shared/languages";
import { failurePage, invalidFieldsPage, refusalPage, type PlainFormType, type PostedForm } from "./form-pages";
import { pageLanguage } from "./html-page";
import { errorResponse, jsonResponse, securityHeaders } from "./responses";
import { formTypes } from "../shared/forms";
import { formPagePaths, localizedPath } from "../../shared/routes";

// What the function answers at each outcome, in the two forms a post can want: JSON for the
// forms' scripts (unchanged from before there were plain posts), or, for a form sent without
// scripts, a page for a person (303 to the received page, or the form again with reasons, a
// failure page, a refusal). The handler runs the same steps for both.

export interface Answers {
  forbidden(): Response;
  unsupported(): Response;
  tooLarge(): Response;
  unreadable(): Response;
  malformed(): Response;
  /** A bot caught by a trap: the same answer as a person's, nothing sent. */
  bot(): Response;
  invalid(fields: string[], problems: FieldProblem[]): Response;
  notConfigured(): Response;
  unavailable(): Response;
  delivered(reference: string, messageId: string): Response;
  queued(reference: string): Response;
}

export const jsonAnswers: Answers = {
  forbidden: () =>
    errorResponse(403, { error: "forbidden_origin", message: "Requests from other sites are not accepted." }),
  unsupported: () => errorResponse(415, { error: "unsupported_media_type", message: "Send application/json." }),
  tooLarge: () => errorResponse(413, { error: "payload_too_large", message: "The message is too long." }),
  unreadable: () => errorResponse(400, { error: "bad_request", message: "The request body could not be read." }),
  malformed: () => errorResponse(400, { error: "malformed_json", message: "The request body is not valid JSON." }),
  bot: () => jsonResponse(200, { ok: true, messageId: "" }),
  invalid: (fields, problems) =>
    errorResponse(422, { error: "invalid_fields", message: "Some fields are missing or invalid.", fields, problems }),
  notConfigured: () =>
    errorResponse(500, { error: "not_configured", message: "The form is not configured.", retryable: false }),
  unavailable: () =>
    errorResponse(503, {
      error: "mail_unavailable",
      message: "Messages cannot be received right now. Please try again later.",
      retryable: true,
    }),
  delivered: (reference, messageId) => jsonResponse(200, { ok: true, messageId, reference, queued: false }),
  queued: (reference) => jsonResponse(202, { ok: true, reference, queued: true }),
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
    return pageLanguage(referer.pathname.split("/")[1]);
  } catch {
    return defaultLanguage;
  }
}

/** The posted values as the pages show them: known language and form type only. */
export function postedForm(values: Record<string, string>, consent: boolean): PostedForm {
  const formType: PlainFormType = values.formType === "quote" ? "quote" : "contact";
  return { formType, language: pageLanguage(values.language), values, consent };
}

/** Answers for a person's browser; `form` is what could be read of the post (unreadForm before). */
export function pageAnswers(req: Request, form: PostedForm, readable: boolean): Answers {
  const received = (reference?: string) =>
    receivedRedirect(req, form.language, { reference, formType: form.values.formType });
  return {
    forbidden: () => refusalPage(form.language),
    unsupported: () => failurePage(415, "unreadable", form, false),
    tooLarge: () => failurePage(413, "tooLong", form, false),
    unreadable: () => failurePage(400, "unreadable", form, false),
    malformed: () => failurePage(400, "unreadable", form, false),
    bot: () => received(),
    invalid: (_fields, problems) => invalidFieldsPage(form, problems),
    notConfigured: () => failurePage(500, "unavailable", form, readable),
    unavailable: () => failurePage(503, "unavailable", form, readable),
    delivered: (reference) => received(reference),
    queued: (reference) => received(reference),
  };
}

// Post/Redirect/Get for a form sent without scripts: once its message is received, the browser
// is sent on (303 See Other) to the received page in the visitor's language, so a reload or
// Back does not post it again. The address is built only from known values: the language is
// one of the site's (html-page.ts pageLanguage), the reference the function made, the form
// type one of formTypes.

function receivedRedirect(
  req: Request,
  language: LanguageCode,
  { reference, formType }: { reference?: string; formType?: unknown },
): Response {
  const query = new URLSearchParams();
  if (reference) query.set("ref", reference);
  if ((formTypes as readonly unknown[]).includes(formType)) query.set("form", formType as string);
  const search = query.size > 0 ? `?${query}` : "";
  const location = new URL(`${localizedPath(formPagePaths.received, language)}${search}`, req.url);
  return new Response(null, { status: 303, headers: { ...securityHeaders, Location: location.toString() } });
}
