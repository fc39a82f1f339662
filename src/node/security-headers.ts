import { readFileSync, writeFileSync } from "fs";
import path from "path";
import { contentSecurityPolicy, hashSource, inlineHandlers, inlineScripts } from "./csp";
import { listFiles, servedPages } from "./built-pages";
import { contentHashed } from "./content-hash";

// Writes public/_headers after the build: security headers for every response, a CSP per
// page with the hashes of that page's inline scripts, and caching (immutable for files whose
// names carry a content hash, revalidated for HTML and page data). netlify dev applies this
// file like Netlify does. Rules never set the same header twice for one path with different
// values, except the CSP fallback explained below.

export const immutable = "public, max-age=31536000, immutable";
export const revalidate = "public, max-age=0, must-revalidate";

/** Headers for every response the CDN serves (not the function: it sets its own). */
export const commonHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  // The embedded map needs to know which site embeds it; other sites get only our origin.
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Nothing on the site uses these; embedded frames may not either.
  "Permissions-Policy": [
    "accelerometer=()",
    "autoplay=()",
    "camera=()",
    "display-capture=()",
    "encrypted-media=()",
    "fullscreen=()",
    "geolocation=()",
    "gyroscope=()",
    "magnetometer=()",
    "microphone=()",
    "midi=()",
    "payment=()",
    "picture-in-picture=()",
    "publickey-credentials-get=()",
    "screen-wake-lock=()",
    "serial=()",
    "sync-xhr=()",
    "usb=()",
    "xr-spatial-tracking=()",
  ].join(", "),
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  // For browsers without CSP frame-ancestors.
  "X-Frame-Options": "DENY",
};

/**
 * The same headers for gatsby-config.ts's `headers`, which only gatsby-adapter-netlify reads:
 * on Netlify it appends a section of its own to public/_headers with defaults for every path
 * (one of them Referrer-Policy: same-origin). Given ours, it writes our values there too, so
 * both sections agree and this module stays the one place that sets them (docs/security.md).
 */
export const adapterHeaders = () => [
  { source: "/*", headers: Object.entries(commonHeaders).map(([key, value]) => ({ key: key.toLowerCase(), value })) },
];

interface BuiltPage {
  /** URL path the page is served at, e.g. "/en/services/". */
  urlPath: string;
  /** The file, relative to public/, for error messages. */
  file: string;
  scriptHashes: string[];
}

/** "en/services/index.html" -> "/en/services/", "404.html" -> "/404.html". */
export function urlPathOf(relativeFile: string): string {
  const posix = relativeFile.split(path.sep).join("/");
  return `/${posix.replace(/(^|\/)index\.html$/, "$1")}`;
}

function rule(urlPath: string, headers: Record<string, string>): string {
  return [urlPath, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
}

function headersFile(pages: BuiltPage[], hashedAssets: string[]): string {
  const allHashes = pages.flatMap((p) => p.scriptHashes);
  const rules = [
    "# Written by src/node/security-headers.ts after each build; do not edit.",
    // The fallback CSP allows the inline scripts of every page, so it also covers the 404
    // page Netlify serves at unknown paths. A page's own rule comes later: netlify dev (and
    // Netlify) let the later rule win; if both were sent, browsers enforce both policies,
    // whose intersection is the page's own policy.
    rule("/*", { ...commonHeaders, "Content-Security-Policy": contentSecurityPolicy(allHashes) }),
    rule("/page-data/*", { "Cache-Control": revalidate }),
    rule("/static/*", { "Cache-Control": immutable }),
    ...hashedAssets.map((asset) => rule(asset, { "Cache-Control": immutable })),
    ...pages.map((p) =>
      rule(p.urlPath, {
        "Content-Security-Policy": contentSecurityPolicy(p.scriptHashes),
        "Cache-Control": revalidate,
      }),
    ),
  ];
  return `${rules.join("\n\n")}\n`;
}

export interface SecurityHeadersResult {
  pages: BuiltPage[];
  /** Pages with inline event handlers or javascript: URLs, which the CSP would block. */
  problems: string[];
}

export function writeSecurityHeaders(publicDir: string): SecurityHeadersResult {
  const files = listFiles(publicDir);
  const problems: string[] = [];
  const pages = servedPages(files).map((file): BuiltPage => {
    const html = readFileSync(path.join(publicDir, file), "utf8");
    for (const handler of inlineHandlers(html)) problems.push(`${file}: ${handler}`);
    return { urlPath: urlPathOf(file), file, scriptHashes: inlineScripts(html).map(hashSource) };
  });
  const hashedAssets = files
    .filter((file) => !file.includes(path.sep) && contentHashed.test(file))
    .sort()
    .map((file) => `/${file}`);
  writeFileSync(path.join(publicDir, "_headers"), headersFile(pages, hashedAssets));
  return { pages, problems };
}
