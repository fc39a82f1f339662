// Bytes a page costs, measured from the built files in public/. gzip at level 9 (what
// gzip-size and bundlesize use); CDNs may compress a little differently.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export function gzipSize(content: string | Buffer): number {
  return gzipSync(content, { level: 9 }).length;
}

/** Contents of every <style> element, in document order (Gatsby inlines the global CSS there). */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]);
}

export interface HtmlBytes {
  /** The whole document, gzip: what the first round trip carries, inline CSS included. */
  htmlGzip: number;
  /** The inlined CSS alone, gzip (part of htmlGzip, shown to say how much of it is CSS). */
  inlineCssGzip: number;
}

export function htmlBytes(html: string): HtmlBytes {
  const css = inlineStyles(html).join("\n");
  return { htmlGzip: gzipSize(html), inlineCssGzip: css ? gzipSize(css) : 0 };
}

/** Gatsby's page-data folder for a page path: "/" -> "index", "/en/kontak/" -> "en/kontak". */
export function pageDataDir(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? "index" : trimmed;
}

/**
 * The data files a page fetches: its page-data.json, the static-query results it lists and
 * the slice data it maps. Paths relative to public/.
 */
export function pageDataFiles(publicDir: string, pagePath: string): string[] {
  const main = path.join("page-data", pageDataDir(pagePath), "page-data.json");
  const pageData = JSON.parse(readFileSync(path.join(publicDir, main), "utf8")) as {
    staticQueryHashes?: string[];
    slicesMap?: Record<string, string>;
  };
  const staticQueries = (pageData.staticQueryHashes ?? []).map((hash) =>
    path.join("page-data", "sq", "d", `${hash}.json`),
  );
  const slices = Object.values(pageData.slicesMap ?? {}).map((name) => path.join("slice-data", `${name}.json`));
  return [main, ...staticQueries, ...new Set(slices)];
}

export function sumFileBytes(
  publicDir: string,
  files: readonly string[],
  measure: (content: Buffer) => number = (c) => c.length,
): number {
  let total = 0;
  for (const file of files) {
    const full = path.join(publicDir, file);
    if (!existsSync(full)) throw new Error(`${full} is referenced by the page but missing`);
    total += measure(readFileSync(full));
  }
  return total;
}

/** Sum of the scripts' gzip sizes; urlPaths are paths such as "/app-1234.js" served from public/. */
export function jsGzip(publicDir: string, urlPaths: readonly string[]): number {
  return sumFileBytes(
    publicDir,
    urlPaths.map((p) => decodeURIComponent(p).replace(/^\//, "")),
    gzipSize,
  );
}
