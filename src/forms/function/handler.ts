import { isHoneypotFilled, isSentTooFast, validateFormMessage } from "../shared/schema";
import { resolveDelivery, type Env } from "./mail-sender";
import { isSameSiteRequest } from "./origin";
import { bodyKindOf, maxBodyBytes, maxFormPostBytes, readFormPost, readLimitedText, withFormType } from "./read-post";
import {
  contactPageRedirect,
  errorResponse,
  isNavigation,
  jsonAnswers,
  linkedQuoteForm,
  pageAnswers,
  receivedAnswer,
  postedForm,
  unreadForm,
  type Answers,
} from "./answers";
import type { Store } from "@netlify/blobs";
import { attemptDelivery, newOwner, retryDelaysFrom, storeNewLead } from "./delivery";
import { earlierSend, leadStore, noteSend, peekLead, systemClock, type RunContext } from "./lead-store";
import { acknowledge, acknowledgementStream } from "./acknowledgement";
import { withPackageKey } from "../shared/package-keys";
import { packageNames } from "./locale-texts";

// POST /api/send-contact-email: the steps and answers docs/forms.md describes, the same for the
// forms' JSON and for a form sent without scripts (pages for a person: answers.tsx). A GET changes
// nothing (a browser that opens the address is sent on to the contact page). Bad input is always
// a 4xx, never a 500. Visitor input reaches Postmark only as ReplyTo (a validated address under the
// name in quotes), the Subject (one line, capped) and the escaped bodies.

export interface HandlerOptions extends RunContext {
  env?: Env;
  /** The lead store; by default the one Netlify (or netlify dev) provides. */
  store?: () => Store | Promise<Store>;
  /** Keeps the function alive for work after the answer (Netlify's context.waitUntil); without it that work is awaited. */
  waitUntil?: (work: Promise<unknown>) => void;
}

/** The id a form's scripts send a message under (send-form.tsx), when it is one. */
const sendIdOf = (input: unknown): string | undefined => {
  const id = (input as { sendId?: unknown } | null)?.sendId;
  return typeof id === "string" && /^[\w-]{16,64}$/.test(id) ? id : undefined;
};

export async function handleFormRequest(req: Request, options: HandlerOptions = {}): Promise<Response> {
  const env = options.env ?? process.env;
  const log = options.log ?? console.log;
  const logError = options.logError ?? console.error;

  if (req.method === "GET") {
    const page = linkedQuoteForm(req) ?? (await receivedAnswer(req, options.store ?? leadStore));
    if (page) return page;
    if (isNavigation(req)) return contactPageRedirect(req);
  }
  if (req.method !== "POST") {
    return errorResponse(405, { error: "method_not_allowed", message: "Use POST." }, { Allow: "POST" });
  }
  const kind = bodyKindOf(req.headers.get("content-type"));
  // A browser navigating with a form of another encoding also wants a page, not JSON.
  const wantsPage = kind === "form" || (kind === undefined && isNavigation(req));
  let answer: Answers = wantsPage ? pageAnswers(unreadForm(req), false) : jsonAnswers;

  if (!isSameSiteRequest(req, env)) return answer.forbidden();
  if (!kind) return answer.unsupported();
  const text = await readLimitedText(req, kind === "form" ? maxFormPostBytes : maxBodyBytes).catch(() => undefined);
  if (text === null) return answer.tooLarge();
  if (text === undefined) return answer.unreadable();

  let input: unknown;
  // Only a form sent without scripts has the robot checkbox to check here (the scripts check it).
  let consent: boolean | undefined;
  // A form from before the forms posted keys (a page without scripts, or a tab still running the
  // scripts it loaded then) posts a package's name: it stands for that package.
  if (kind === "form") {
    const post = readFormPost(text, unreadForm(req).language);
    const values = withPackageKey(post.input, packageNames);
    input = values;
    answer = pageAnswers(postedForm(values, post.consent), true);
    if (values.formType === "contact") consent = post.consent;
  } else {
    try {
      input = JSON.parse(text);
    } catch {
      return answer.malformed();
    }
    input = withPackageKey(withFormType(input), packageNames);
  }
  // Bots get a success, so they do not try again. It carries no reference: a person whose autofill
  // filled the hidden field would otherwise be shown one the company has no record of.
  const trap = isHoneypotFilled(input) ? "honeypot filled" : isSentTooFast(input) ? "sent too fast" : undefined;
  if (trap) {
    log(`send-contact-email: dropped a submission (${trap})`);
    return answer.bot();
  }

  // The function runs in UTC: a ready date one day before its today may be the visitor's today.
  const result = validateFormMessage(input, { readyDateSlackDays: 1, consent });
  if (!result.ok) return answer.invalid(result.fields, result.problems);

  const delivery = resolveDelivery(env, log);
  if (delivery.kind === "misconfigured") {
    logError(`send-contact-email: cannot send, missing settings: ${delivery.missing.join(", ")}`);
    return answer.notConfigured();
  }
  // First the store: a message that cannot be kept is not sent (the visitor keeps it and
  // gets the other ways to reach us).
  const owner = newOwner("request");
  const sendId = sendIdOf(input);
  let held;
  try {
    const store = await (options.store ?? leadStore)();
    const earlier = sendId && (await earlierSend(store, sendId, result.message));
    const kept = earlier ? await peekLead(store, earlier) : null;
    if (kept) {
      log(`send-contact-email: ${kept.reference} sent again (its answer lost on the way): answered with its reference`);
      return kept.state === "delivered"
        ? answer.delivered(kept.reference, kept.messageId ?? "")
        : answer.queued(kept.reference);
    }
    held = { store, lead: await storeNewLead(store, result.message, owner, options.clock) };
  } catch (err) {
    logError(
      `send-contact-email: 503 mail_unavailable: the lead store cannot be written, nothing sent: ${err instanceof Error ? err.message : String(err)}`,
    );
    return answer.unavailable();
  }
  const { reference } = held.lead.record;
  if (sendId)
    await noteSend(held.store, sendId, result.message, reference, (options.clock ?? systemClock).now()).catch((err) =>
      logError(`send-contact-email: ${reference}: its Send could not be noted: ${String(err)}`),
    );
  const outcome = await attemptDelivery(held.store, held.lead, delivery.sender, {
    by: "request",
    owner,
    clock: options.clock,
    delays: retryDelaysFrom(env),
  });
  let response: Response;
  if (outcome.ok) {
    log(`send-contact-email: ${reference} delivered, MessageID ${outcome.messageId}`);
    if (!outcome.recorded)
      logError(
        `send-contact-email: ${reference} was accepted (MessageID ${outcome.messageId}) but its record could not be marked delivered; it may be sent once more`,
      );
    response = answer.delivered(reference, outcome.messageId);
  } else {
    // Kept and queued: the visitor is told the reference; redeliver-leads sends it later.
    logError(`send-contact-email: ${reference} queued: ${outcome.log}`);
    response = answer.queued(reference);
  }
  // The message is kept either way, so the visitor is told so; after the company's mail, so
  // that its failure or slowness cannot touch that mail or the answer.
  const stream = acknowledgementStream(env, delivery.kind);
  if (stream) {
    const acknowledged = acknowledge(held.store, held.lead.record, delivery.mailer, {
      env,
      stream,
      clock: options.clock,
      log,
      logError,
    });
    if (options.waitUntil) options.waitUntil(acknowledged);
    else await acknowledged;
  }
  return response;
}
