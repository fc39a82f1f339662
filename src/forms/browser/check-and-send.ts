import { minFillMs } from "../shared/forms";
import { findFormProblems, validateFormMessage, type FormMessage } from "../shared/schema";
import { problemReasons, type FieldProblem } from "../shared/problems";
import { formActionPath } from "../../shared/routes";

// A form's Send: check with the shared schema, wait out the time trap, then post to the
// function and turn any answer (or none) into success or a reason code the forms translate
// (form.json "reasons.<code>"). The function drops a post sent sooner than minFillMs after the
// form was shown as a bot's, so a person who sends at once (autofill, a prefilled message) is
// held here instead, never dropped.

const holdMarginMs = 100;

export interface SendRequest {
  /** The form's values with formType, language and honeypot, as the schema reads them. */
  input: Readonly<Record<string, unknown>>;
  /** The robot checkbox, where the form has one. */
  consent?: boolean;
  /** performance.now() when the form was shown. */
  shownAt: number;
}

const knownReasons = ["mail_unavailable", "invalid_fields", "rate_limited", "network"] as const;
type Reason = (typeof knownReasons)[number];

/**
 * On success: the reference the message is kept under, and whether its delivery is queued.
 * On failure: why, and for refused fields why each was refused.
 */
export type SendOutcome =
  | { ok: true; reference?: string; queued?: boolean }
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

async function sendFormMessage(message: FormMessage & { honeypot: string; elapsedMs: number }): Promise<SendOutcome> {
  let res: Response;
  try {
    res = await fetch(formActionPath, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(message),
    });
  } catch {
    return { ok: false, reason: "network" };
  }
  const body: unknown = await res.json().catch(() => undefined);
  if (res.ok && (body as { ok?: unknown } | undefined)?.ok === true) {
    const { reference, queued } = body as { reference?: unknown; queued?: unknown };
    return { ok: true, reference: typeof reference === "string" ? reference : undefined, queued: queued === true };
  }
  if (res.status === 429) return { ok: false, reason: "rate_limited" };
  const code = (body as { error?: unknown } | undefined)?.error;
  const reason = (knownReasons as readonly unknown[]).includes(code) ? (code as Reason) : undefined;
  return reason === "invalid_fields" ? { ok: false, reason, problems: problemsOf(body) } : { ok: false, reason };
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
