// Gatsby ends every page with <script async> tags for its entry bundles (webpack runtime,
// framework, app). They are fetched alongside the hero picture and run as soon as they arrive,
// so on a phone the picture competes with 85 KB of JavaScript for the network, and its paint
// waits behind their evaluation. The page is complete HTML without them (text, links,
// pictures); they only hydrate it. So they start once the page's largest picture (the one
// marked fetchpriority="high") is decoded and a frame showing it has been drawn, or right
// after the first frame on pages without one.

/** Longest wait for the picture (slow or failing network, background tab), in ms. */
export const scriptStartTimeoutMs = 3000;

/**
 * The inline script that adds the entry scripts, in their order, after the first paint. Its
 * text is the same on every page of a build (so are the entry bundles); the CSP allows it by
 * its hash like Gatsby's own inline scripts (security-headers.ts hashes the built pages).
 */
export function scriptsAfterFirstPaint(sources: readonly string[]): string {
  return `(function(d,s){var started=0;function start(){if(started++)return;s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.body.appendChild(e)})}function afterFrame(){requestAnimationFrame(function(){setTimeout(start,0)})}var i=d.querySelector("img[fetchpriority=high]");(i&&i.decode?i.decode():Promise.resolve()).then(afterFrame,afterFrame);setTimeout(start,${scriptStartTimeoutMs})})(document,${JSON.stringify(sources)})`;
}

/** Gatsby's tags for the entry bundles, as its build writes them. */
const entryScript = /<script src="([^"]+)" async><\/script>/g;

/** The built page with its entry <script async> tags replaced by the script above (unchanged if it has none). */
export function withScriptsAfterFirstPaint(html: string): string {
  const sources = [...html.matchAll(entryScript)].map((m) => m[1]);
  if (sources.length === 0) return html;
  let first = true;
  return html.replace(entryScript, () => {
    if (!first) return "";
    first = false;
    return `<script>${scriptsAfterFirstPaint(sources)}</script>`;
  });
}
