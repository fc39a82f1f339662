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

const visitorMoves = ["wheel", "touchstart", "pointerdown", "keydown"] as const;
let landings = 0;

/**
 * Places a new page at once (`place` scrolls it) and keeps it there for about a second, until the
 * visitor moves or another page comes. A smooth scroll the page left had begun (a link to one of
 * its sections) runs on in Chromium's compositor after the jump and moved the new page off its
 * top or its anchor; and the parts below a page's hero render a task or more after the page
 * itself, so an anchor may not be there yet when Gatsby would scroll to it.
 */
export function landNewPage(place: () => void, frames = 60): void {
  const landing = ++landings;
  let moved = false;
  const stop = () => (moved = true);
  for (const type of visitorMoves) window.addEventListener(type, stop, { capture: true, passive: true });
  const step = (left: number) => {
    const holding = !moved && landing === landings;
    if (holding) place();
    if (holding && left > 0) requestAnimationFrame(() => step(left - 1));
    else for (const type of visitorMoves) window.removeEventListener(type, stop, { capture: true });
  };
  step(frames);
}

/** Scrolls the element the address's anchor (#calculator) names to the top, at once, once it is there. */
export function scrollToAnchor(hash: string): void {
  document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: "start", behavior: "instant" });
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
