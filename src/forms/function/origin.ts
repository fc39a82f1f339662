import type { Env } from "./mail-sender";

// Which sites may post the forms (docs/security.md, "Origin"). A page cannot forge the Origin
// its browser sends, so one naming another site is refused. A request without Origin is no
// browser page's (curl, a script): such a client can write any Origin it likes, so refusing it
// would add no protection; it still meets the schema, honeypot, time trap, link cap and rate limit.

const configuredUrls = ["SITE_URL", "URL", "DEPLOY_URL", "DEPLOY_PRIME_URL"] as const;

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

function ownOrigins(req: Request, env: Env): Set<string | undefined> {
  const host = req.headers.get("host");
  const fromHost = host ? `${new URL(req.url).protocol}//${host}` : undefined;
  return new Set([req.url, fromHost, ...configuredUrls.map((name) => env[name])].map(originOf));
}

/**
 * False when a browser says the request comes from a page on another site: its Origin is not
 * ours, or its Sec-Fetch-Site is cross-site. A form posted without scripts is a "simple"
 * request (no preflight asks first), so these headers are what tells it from a page elsewhere
 * that posts a copy of our form.
 */
export function isSameSiteRequest(req: Request, env: Env): boolean {
  if (req.headers.get("sec-fetch-site")?.trim().toLowerCase() === "cross-site") return false;
  // Another site's page, or an opaque "null" origin, is not ours.
  const origin = req.headers.get("origin");
  return origin === null || ownOrigins(req, env).has(origin.trim().toLowerCase());
}
