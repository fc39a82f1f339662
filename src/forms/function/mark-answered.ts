import { createHmac, timingSafeEqual } from "crypto";
import type { Store } from "@netlify/blobs";
import { escapeHtml } from "../../shared/escape-html";
import { siteUrlOf } from "../../node/site-url";
import type { Env } from "./mail-sender";
import type { HandlerOptions } from "./handler";
import { isSameSiteRequest } from "./origin";
import { readLimitedText } from "./read-post";
import { pagePolicy, pageResponse } from "./response-headers";
import {
  officeTime,
  leadStore,
  parseReference,
  readLead,
  replaceLead,
  systemClock,
  type LeadRecord,
} from "./lead-store";

// "Mark as answered" (docs/forms.md): the link is signed with LEADS_LINK_SECRET (HMAC-SHA256), so
// that only the company's mail can make one. Mail scanners open links, so a GET never changes
// anything: the page's button posts back. The page is the staff's, in English like their mail.

const answeredPath = "/api/mark-answered";

/**
 * Where nothing is deployed (netlify dev; tests) a fixed secret, so `npm start` and the tests work
 * without settings. A deploy preview or a branch deploy reads and writes the production lead
 * store, so there a secret anyone can read would mark real messages.
 */
const developmentSecret = "local-development-only";

/**
 * Whether the function runs on Netlify (production, a deploy preview, a branch deploy). Of a
 * deploy's variables a function has only URL, SITE_NAME and SITE_ID (CONTEXT is the build's);
 * netlify dev marks its own with NETLIFY_DEV, also for a linked site. A CONTEXT other than "dev"
 * is one given on purpose: `npm run leads` on the live store (asDeployedSite), the tests.
 */
export const isDeployed = (env: Env) =>
  (env.CONTEXT !== undefined && env.CONTEXT !== "dev") || (Boolean(env.SITE_ID?.trim()) && env.NETLIFY_DEV !== "true");

export function linkSecret(env: Env): string | undefined {
  const secret = env.LEADS_LINK_SECRET?.trim();
  if (secret) return secret;
  return isDeployed(env) ? undefined : developmentSecret;
}

const signature = (reference: string, secret: string) =>
  createHmac("sha256", secret).update(`answered:${reference}`).digest("hex");

/** The link for a reference, or undefined when a deploy has no secret (the mail then has none). */
export function answeredLink(reference: string, env: Env): string | undefined {
  const secret = linkSecret(env);
  if (!secret) return undefined;
  const query = new URLSearchParams({ ref: reference, sig: signature(reference, secret) });
  return `${answeredLinkBase(env)}${answeredPath}?${query}`;
}

/**
 * The address the link goes to. Netlify's URL first: the site's main address when deployed, and
 * netlify dev's own (npm start) where SITE_URL names the public site.
 */
export const answeredLinkBase = (env: Env) => (env.URL ? env.URL.replace(/\/$/, "") : siteUrlOf(env));

/** The reference when the signature is the one made for it, else undefined. */
function verified(ref: unknown, sig: unknown, env: Env): string | undefined {
  const secret = linkSecret(env);
  const reference = typeof ref === "string" ? parseReference(ref) : undefined;
  if (!secret || !reference || typeof sig !== "string" || !/^[0-9a-f]{64}$/.test(sig)) return undefined;
  const expected = Buffer.from(signature(reference, secret), "hex");
  return timingSafeEqual(expected, Buffer.from(sig, "hex")) ? reference : undefined;
}

/** What the form function is given (its settings, store, clock and logs), but nothing runs after the answer. */
type AnsweredOptions = Omit<HandlerOptions, "waitUntil">;

export async function handleAnsweredRequest(req: Request, options: AnsweredOptions = {}): Promise<Response> {
  const env = options.env ?? process.env;
  const log = options.log ?? console.log;
  const logError = options.logError ?? console.error;
  const clock = options.clock ?? systemClock;
  let ref: unknown;
  let sig: unknown;
  if (req.method === "GET") {
    const query = new URL(req.url).searchParams;
    [ref, sig] = [query.get("ref"), query.get("sig")];
  } else if (req.method === "POST") {
    if (!isSameSiteRequest(req, env))
      return page(403, "Not accepted", "<p>This form can only be sent from this site.</p>");
    const text = await readLimitedText(req).catch(() => undefined);
    const form = new URLSearchParams(typeof text === "string" ? text : "");
    [ref, sig] = [form.get("ref"), form.get("sig")];
  } else {
    return page(405, "Not allowed", "<p>Open the link in the message's mail.</p>", { Allow: "GET, POST" });
  }
  const reference = verified(ref, sig, env);
  if (!reference) {
    return page(403, "This link is not valid", "<p>The link was changed or is not from this site's mail.</p>");
  }
  try {
    const store = await (options.store ?? leadStore)();
    const found = await readLead(store, reference);
    if (!found) {
      return page(
        404,
        `${reference} is not kept`,
        "<p>The website keeps a message only for a while after it reached the inbox.</p>",
      );
    }
    if (req.method === "GET") return confirmPage(found.record, sig as string);
    const marked = await markAnswered(store, reference, clock.now());
    if (!marked) return page(409, "Try again", "<p>The message changed meanwhile.</p>");
    if (marked.written) log(`mark-answered: ${reference} answered at ${marked.record.answeredAt}`);
    return confirmPage(marked.record, sig as string);
  } catch (err) {
    logError(`mark-answered: ${reference}: the message store cannot be read or written: ${String(err)}`);
    return page(503, "Try again later", "<p>The website's message store cannot be reached right now.</p>");
  }
}

/**
 * Writes the time, unless one is already there; the record as it is then, and whether this call
 * wrote it. The link's button and `npm run leads -- answered REF`.
 */
export async function markAnswered(
  store: Store,
  reference: string,
  now: number,
): Promise<{ record: LeadRecord; written: boolean } | undefined> {
  for (let tries = 0; tries < 5; tries++) {
    const current = await readLead(store, reference);
    if (!current) return undefined;
    if (current.record.answeredAt) return { record: current.record, written: false };
    const next = { ...current.record, answeredAt: new Date(now).toISOString() };
    if ((await replaceLead(store, next, current.etag)) !== undefined) return { record: next, written: true };
  }
  return undefined;
}

function confirmPage(record: LeadRecord, sig: string): Response {
  const ref = escapeHtml(record.reference);
  if (record.answeredAt) {
    return page(
      200,
      `${record.reference} is answered`,
      `<p>Marked as answered at ${escapeHtml(officeTime(record.answeredAt))}. No reminder will be sent for it.</p>`,
    );
  }
  return page(
    200,
    `Mark ${record.reference} as answered?`,
    `<p>Received at ${escapeHtml(officeTime(record.createdAt))}. Once it is marked, no reminder is sent for it.</p>` +
      `<form method="post" action="${answeredPath}"><input type="hidden" name="ref" value="${ref}">` +
      `<input type="hidden" name="sig" value="${escapeHtml(sig)}"><button type="submit">Mark ${ref} as answered</button></form>`,
  );
}

// The site pages' focus ring (global.css, brand-600): at 3:1 and more against white, which amber is not.
const style =
  "body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1f2937}button{font:inherit;font-weight:700;color:#fff;background:#1e3a8a;border:0;border-radius:4px;padding:.6rem 1.2rem;cursor:pointer}:focus-visible{outline:3px solid #1f5a9c;outline-offset:2px}";

const policy = pagePolicy(style);

function page(status: number, title: string, body: string, headers: Record<string, string> = {}): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${style}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  return pageResponse(status, html, policy, headers);
}
