import { isHoneypotFilled, isSentTooFast, validateContactMessage } from "../../../src/lib/contact-schema";
import { resolveDelivery, type Env } from "./delivery";
import { errorResponse, isJsonContentType, jsonResponse, readLimitedText } from "./responses";
import { isOriginAllowed } from "./origin";
import { classifySendError } from "./send-errors";

// POST /api/send-contact-email: checks the request step by step (method, origin, type,
// size, JSON, bot traps, schema), then hands the message to Postmark or the local outbox.
// Bad input is always a 4xx, never a 500. Visitor input reaches Postmark only as ReplyTo
// (a validated address), the Subject (one line, capped) and the escaped bodies.

export interface HandlerOptions {
  env?: Env;
  log?: (line: string) => void;
  logError?: (line: string) => void;
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

  const result = validateContactMessage(input);
  if (!result.ok) {
    return errorResponse(422, { error: "invalid_fields", message: "Some fields are missing or invalid.", fields: result.fields, problems: result.problems });
  }

  const delivery = resolveDelivery(env, log);
  if (delivery.kind === "misconfigured") {
    logError(`send-contact-email: cannot send, missing settings: ${delivery.missing.join(", ")}`);
    return errorResponse(500, { error: "not_configured", message: "The form is not configured.", retryable: false });
  }
  try {
    const { messageId } = await delivery.sender.send(result.message);
    return jsonResponse(200, { ok: true, messageId });
  } catch (err) {
    const failure = classifySendError(err);
    logError(`send-contact-email: ${failure.status} ${failure.error}: ${failure.log}`);
    const message = failure.retryable
      ? "The mail service is unavailable right now. Please try again later."
      : "The mail service refused the message.";
    return errorResponse(failure.status, { error: failure.error, message, retryable: failure.retryable });
  }
}
