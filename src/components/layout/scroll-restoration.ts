// Where Gatsby's own scroll handling is corrected, and why: docs/architecture.md, "Scroll restoration".

/**
 * Gatsby restores the scroll position when the visitor goes back or forward between the site's
 * pages (shouldUpdateScroll in gatsby-browser). Left on "auto", the browser restored its own record
 * of the position as well, a frame later, and on a busy machine that record was 2-10 px off what
 * Gatsby had just restored. When the page itself is left (a reload, another site), the browser gets
 * the job back, because it restores a reloaded page at once, before the site's scripts have loaded.
 */
export function letGatsbyRestoreScroll(): void {
  const { history } = window;
  history.scrollRestoration = "manual";
  window.addEventListener("pagehide", () => (history.scrollRestoration = "auto"));
  // Back from another site out of the back/forward cache: the same page, with Gatsby running again.
  window.addEventListener("pageshow", (event) => event.persisted && (history.scrollRestoration = "manual"));
}

/**
 * A new page's anchor (a tool's section, #calculator): the parts below a page's hero render a task
 * or more after the page itself, so the anchor may not be there yet when Gatsby would scroll to it,
 * and the page stayed at the top. Scrolls once it is there, trying for about a second.
 */
export function scrollToAnchor(hash: string, framesLeft = 60): void {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  if (target) target.scrollIntoView({ block: "start" });
  else if (framesLeft > 0) requestAnimationFrame(() => scrollToAnchor(hash, framesLeft - 1));
}

/**
 * Whether this document was loaded by a reload or by back/forward, where a saved position is the
 * visitor's own. A page opened by a link is not: Gatsby would move it, as it hydrates, to where an
 * earlier visit of the same address had been scrolled, under a visitor's finger.
 */
export function isRevisit(): boolean {
  const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === "reload" || entry?.type === "back_forward";
}
