import { createHash } from "crypto";

// The headers of every answer the functions give, JSON or page (netlify.toml and _headers do not
// apply to function responses): never cached, never sniffed, never framed or used by another
// site, and loading nothing; a page allows its one stylesheet and posts its form back here.

export const securityHeaders = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "no-referrer",
  "Cross-Origin-Resource-Policy": "same-origin",
} as const;

/** The policy of a page with this one inline stylesheet: its form posts back here, nothing else loads. */
export const pagePolicy = (style: string) =>
  `default-src 'none'; style-src 'sha256-${createHash("sha256").update(style, "utf8").digest("base64")}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

/** A page for a person, under its policy (pagePolicy). */
export function pageResponse(
  status: number,
  html: string,
  policy: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(html, {
    status,
    headers: {
      ...securityHeaders,
      "Content-Security-Policy": policy,
      "Content-Type": "text/html; charset=utf-8",
      // The page's form posts again: under no-referrer the browser sends "Origin: null" with that
      // post, which the function must refuse as another site's.
      "Referrer-Policy": "same-origin",
      ...headers,
    },
  });
}
