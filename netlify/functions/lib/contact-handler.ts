import { isHoneypotFilled, isSentTooFast, validateContactMessage } from "../../../src/lib/contact-schema";
import { resolveDelivery, type Env } from "./delivery";
import { errorResponse, isJsonContentType, jsonResponse, readLimitedText } from "./responses";
import { isOriginAllowed } from "./origin";
import type { Store } from "@netlify/blobs";
import { attemptDelivery, newOwner, retryDelaysFrom, storeNewLead, type Clock } from "./lead-delivery";
import { openLeadStore } from "./lead-store";

// POST /api/send-contact-email: checks the request step by step (method, origin, type,
// size, JSON, bot traps, schema), then keeps the message in the lead store under a reference
// (issue 15) and hands it to Postmark or the local outbox. When Postmark does not take it,
// the message stays pending and the scheduled function redeliver-leads sends it later.
// Bad input is always a 4xx, never a 500. Visitor input reaches Postmark only as ReplyTo
// (a validated address), the Subject (one line, capped) and the escaped bodies.

export interface HandlerOptions {
  env?: Env;
  log?: (line: string) => void;
  logError?: (line: string) => void;
  /** The lead store; by default the one Netlify (or netlify dev) provides. */
  store?: () => Store | Promise<Store>;
  clock?: Clock;
}

export async function handleContactRequest(req: Request, options: HandlerOptions = {}): Promise<Response> {
  const env = options.env ?? process.env;
  const log = options.log ?? console.log;
  const logError = options.logError ?? console.error;

  if (req.method !== "POST") {
    return errorResponse(405, { error: "method_not_allowed", message: "Use POST." }, { Allow: "POST" });
  }
  if (!isOriginAllowed(req, env)) {
    return errorResponse(403, { error: "forbidden_origin", message: "Requests from other sites are not accepted." });
  }
  if (!isJsonContentType(req.headers.get("content-type"))) {
    return errorResponse(415, { error: "unsupported_media_type", message: "Send application/json." });
  }
  const text = await readLimitedText(req).catch(() => undefined);
  if (text === null) return errorResponse(413, { error: "payload_too_large", message: "The message is too long." });
  if (text === undefined) return errorResponse(400, { error: "bad_request", message: "The request body could not be read." });

  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    return errorResponse(400, { error: "malformed_json", message: "The request body is not valid JSON." });
  }
  // Bots get the same answer as people, so they cannot learn about the traps.
  const trap = isHoneypotFilled(input) ? "honeypot filled" : isSentTooFast(input) ? "sent too fast" : undefined;
  if (trap) {
    log(`send-contact-email: dropped a submission (${trap})`);
    return jsonResponse(200, { ok: true, messageId: "" });
  }

  // The function runs in UTC: a ready date one day before its today may be the visitor's today.
  const result = validateContactMessage(input, { readyDateSlackDays: 1 });
  if (!result.ok) {
    return errorResponse(422, { error: "invalid_fields", message: "Some fields are missing or invalid.", fields: result.fields, problems: result.problems });
  }

  const delivery = resolveDelivery(env, log);
  if (delivery.kind === "misconfigured") {
    logError(`send-contact-email: cannot send, missing settings: ${delivery.missing.join(", ")}`);
    return errorResponse(500, { error: "not_configured", message: "The form is not configured.", retryable: false });
  }
  // First the store: a message that cannot be kept is not sent (the visitor keeps it and
  // gets the other ways to reach us).
  const owner = newOwner("request");
  let held;
  try {
    const store = await (options.store ?? openLeadStore)();
    held = { store, lead: await storeNewLead(store, result.message, owner, options.clock) };
  } catch (err) {
    logError(`send-contact-email: 503 mail_unavailable: the lead store cannot be written, nothing sent: ${err instanceof Error ? err.message : String(err)}`);
    return errorResponse(503, { error: "mail_unavailable", message: "Messages cannot be received right now. Please try again later.", retryable: true });
  }
  const { reference } = held.lead.record;
  const outcome = await attemptDelivery(held.store, held.lead, delivery.sender, { by: "request", owner, clock: options.clock, delays: retryDelaysFrom(env) });
  if (outcome.ok) {
    log(`send-contact-email: ${reference} delivered, MessageID ${outcome.messageId}`);
    if (!outcome.recorded) logError(`send-contact-email: ${reference} was accepted (MessageID ${outcome.messageId}) but its record could not be marked delivered; it may be sent once more`);
    return jsonResponse(200, { ok: true, messageId: outcome.messageId, reference, queued: false });
  }
  // Kept and queued: the visitor is told the reference; redeliver-leads sends it later.
  logError(`send-contact-email: ${reference} queued: ${outcome.log}`);
  return jsonResponse(202, { ok: true, reference, queued: true });
}
