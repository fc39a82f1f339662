import { createHash } from "crypto";
import { company } from "../shared/facts";

// The Content-Security-Policy of a built page. Scripts run only from our own origin or,
// inline, when their exact text is listed by hash: Gatsby writes a small inline script into
// every page (its page path), and the renderer adds the two of src/inline-scripts/ (the
// pre-paint language redirect, the loader that starts the scripts after the first paint), so the
// hashes are taken from the HTML after the build. No 'unsafe-inline' or 'unsafe-eval' for
// scripts.

/** Script types the browser executes; anything else (JSON-LD, JSON) is a data block CSP ignores. */
const executableTypes = new Set(["", "text/javascript", "application/javascript", "module"]);

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

function attribute(attrs: string, name: string): string | undefined {
  const match = attrs.match(new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, "i"));
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? "";
}

/** The text of every inline script the browser would execute, in document order. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attrs, body] of html.matchAll(scriptTag)) {
    if (attribute(attrs, "src") !== undefined) continue;
    const type = (attribute(attrs, "type") ?? "").trim().toLowerCase();
    if (executableTypes.has(type)) scripts.push(body);
  }
  return scripts;
}

/** A CSP hash source for a script's exact text, e.g. 'sha256-abc...='. */
export const hashSource = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * Inline event-handler attributes (onclick=...) and javascript: URLs cannot be allowed by
 * hash without 'unsafe-hashes'; the build refuses pages that have them.
 */
export function inlineHandlers(html: string): string[] {
  const markup = html.replace(scriptTag, "");
  const found = [...markup.matchAll(/<[a-z][^>]*?\s(on[a-z]+)\s*=/gi)].map((m) => m[1]);
  if (/\s(?:href|src|action)\s*=\s*["']?\s*javascript:/i.test(markup)) found.push("javascript: URL");
  return found;
}

/** The map the contact page embeds (on request) is the only framed content. */
export const mapFrameOrigin = new URL(company.maps.embedUrl).origin;

export function contentSecurityPolicy(scriptHashes: Iterable<string>): string {
  const hashes = [...new Set(scriptHashes)].sort();
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes].join(" "),
    // Tailwind ships a stylesheet, but React style attributes and the notices use inline
    // styles, and the home pages inline their first screen's CSS. Hashes here would make browsers ignore 'unsafe-inline'.
    "style-src 'self' 'unsafe-inline'",
    // data: for inline image placeholders (gatsby-transformer-sharp's image data can carry them).
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${mapFrameOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
