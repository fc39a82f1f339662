import type { FieldProblem } from "../shared/problems";

// Every answer of the function is never cached, never sniffed, never framed or used by
// another site, and may load nothing (netlify.toml and _headers do not apply to function
// responses). The pages for forms sent without scripts allow their one stylesheet
// (html-page.ts).
export const securityHeaders = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "no-referrer",
  "Cross-Origin-Resource-Policy": "same-origin",
} as const;

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

export function jsonResponse(status: number, body: object, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...securityHeaders, ...headers } });
}

export function errorResponse(status: number, body: Omit<ErrorBody, "ok">, headers?: Record<string, string>): Response {
  return jsonResponse(status, { ok: false, ...body }, headers);
}

export const maxBodyBytes = 32 * 1024;

/** Reads the body as UTF-8 text, or null as soon as it grows past maxBytes. */
export async function readLimitedText(req: Request, maxBytes = maxBodyBytes): Promise<string | null> {
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
