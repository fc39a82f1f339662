import { minFillMs } from "../shared/forms";
import { sendFormMessage, type SendOutcome } from "./function-call";
import { findFormProblems, validateFormMessage } from "../shared/schema";

// A form's Send: check with the shared schema, wait out the time trap, then post. The function
// drops a post sent sooner than minFillMs after the form was shown as a bot's, so a person who
// sends at once (autofill, a prefilled message) is held here instead, never dropped.

const holdMarginMs = 100;

export interface SendRequest {
  /** The form's values with formType, language and honeypot, as the schema reads them. */
  input: Readonly<Record<string, unknown>>;
  /** The robot checkbox, where the form has one. */
  consent?: boolean;
  /** performance.now() when the form was shown. */
  shownAt: number;
}

export async function checkAndSend(
  { input, consent, shownAt }: SendRequest,
  send = sendFormMessage,
): Promise<SendOutcome> {
  const found = findFormProblems(input, consent);
  if (found.length > 0) return { ok: false, reason: "invalid_fields", problems: found };
  const early = shownAt + minFillMs + holdMarginMs - performance.now();
  if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
  const checked = validateFormMessage({ ...input, elapsedMs: Math.round(performance.now() - shownAt) });
  if (!checked.ok) return { ok: false, reason: "invalid_fields", problems: checked.problems };
  return send({ ...checked.message, honeypot: checked.honeypot, elapsedMs: checked.elapsedMs });
}
