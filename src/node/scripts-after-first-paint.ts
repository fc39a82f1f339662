import { createHash } from "crypto";

// Gatsby ends every page with <script async> tags for its entry bundles (webpack runtime,
// framework, app). They are fetched alongside the hero picture and run as soon as they arrive,
// so on a phone the picture competes with 85 KB of JavaScript for the network, and its paint
// waits behind their evaluation. The page is complete HTML without them (text, links,
// pictures); they only hydrate it. So they start once the page's largest picture (the one
// marked fetchpriority="high") is decoded and a frame showing it has been drawn, or right
// after the first frame on pages without one.
//
// Gatsby also inlines its chunk map (every template's script files, the same on every page,
// 1.1 KB gzip) before them; only the app reads it, so it moves into a file of its own that
// runs just before the entry bundles, and leaves the first network round trip to the page.

/** Longest wait for the picture (slow or failing network, background tab), in ms. */
export const scriptStartTimeoutMs = 3000;

/**
 * The inline script that adds the scripts after the first paint. They run in the given order
 * (async=false), as the chunk map must be defined before the app runs. Its text is the same on
 * every page of a build; the CSP allows it by its hash like Gatsby's own inline scripts
 * (security-headers.ts hashes the built pages).
 */
export function scriptsAfterFirstPaint(sources: readonly string[]): string {
  return `(function(d,s){var started=0;function start(){if(started++)return;s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=false;d.body.appendChild(e)})}function afterFrame(){requestAnimationFrame(function(){setTimeout(start,0)})}var i=d.querySelector("img[fetchpriority=high]");(i&&i.decode?i.decode():Promise.resolve()).then(afterFrame,afterFrame);setTimeout(start,${scriptStartTimeoutMs})})(document,${JSON.stringify(sources)})`;
}

/** Gatsby's tags for the entry bundles and its inline chunk map, as its build writes them. */
const entryScript = /<script src="([^"]+)" async><\/script>/g;
const chunkMapping = /<script\s+id="gatsby-chunk-mapping"\s*>([\s\S]*?)<\/script>/;

/** A script file the page now loads instead of having it inline. */
export interface ScriptFile {
  /** File name in the build folder, with a content hash (so it is cached like webpack's files). */
  name: string;
  text: string;
}

export const chunkMapFile = (text: string): ScriptFile => ({
  name: `chunk-map-${createHash("sha256").update(text).digest("hex").slice(0, 20)}.js`,
  text,
});

/**
 * The built page with its entry <script async> tags and inline chunk map replaced by the
 * script above, and the file the chunk map now needs. A page without entry scripts (or one
 * finished before) comes back unchanged.
 */
export function withScriptsAfterFirstPaint(html: string): { html: string; files: ScriptFile[] } {
  const sources = [...html.matchAll(entryScript)].map((m) => m[1]);
  if (sources.length === 0) return { html, files: [] };
  const map = html.match(chunkMapping);
  const files = map ? [chunkMapFile(map[1].trim())] : [];
  const loader = `<script>${scriptsAfterFirstPaint([...files.map((f) => `/${f.name}`), ...sources])}</script>`;
  let first = true;
  const finished = html.replace(chunkMapping, "").replace(entryScript, () => {
    if (!first) return "";
    first = false;
    return loader;
  });
  return { html: finished, files };
}
