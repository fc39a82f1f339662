import type { FormMessage } from "../shared/schema";
import { problemReasons, type FieldProblem } from "../shared/problems";
import { formActionPath } from "../../shared/routes";

// The browser side of the call to the function: POST the message, turn any answer (or
// none) into success or a reason code the forms translate (form.json "reasons.<code>").

const functionEndpoint = formActionPath;

const knownReasons = ["mail_unavailable", "mail_rejected", "invalid_fields", "rate_limited", "network"] as const;
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

export async function sendFormMessage(
  message: FormMessage & { honeypot: string; elapsedMs: number },
  fetchImpl: typeof fetch = fetch,
): Promise<SendOutcome> {
  let res: Response;
  try {
    res = await fetchImpl(functionEndpoint, {
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
