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
  window.addEventListener("scroll", () => (scrolling = true), { passive: true });
  window.addEventListener("scrollend", () => (scrolling = false));
}

/**
 * Whether the page is still scrolling: from a scroll until the browser says it has ended, however
 * long the main thread was busy in between (Chromium glides in its compositor meanwhile). A browser
 * without scrollend keeps it true, and so checks every new page for a late step.
 */
let scrolling = false;

const visitorMoves = ["wheel", "touchstart", "pointerdown", "keydown"] as const;
let landings = 0;

/**
 * Places a new page at once: `place` scrolls it, and says false while what it scrolls to is not
 * there yet (the parts below a page's hero render a task or more after the page itself), so it is
 * tried each frame for about a second. When the page left was still scrolling (a glide to one of
 * its sections), the page is placed again each frame until it has stayed put for two: Chromium runs
 * the glide in its compositor, and its last step landed after the jump, moving the new page off its
 * top or its anchor. It stops at once when the visitor moves or another page comes.
 */
export function landNewPage(place: () => boolean, frames = 60): void {
  const landing = ++landings;
  const gliding = scrolling;
  let moved = false;
  const stop = () => (moved = true);
  for (const type of visitorMoves) window.addEventListener(type, stop, { capture: true, passive: true });
  let placedAt: number | undefined;
  let stillFrames = 0;
  const step = (left: number) => {
    const current = !moved && landing === landings;
    if (current && (placedAt === undefined || Math.abs(window.scrollY - placedAt) > 1)) {
      stillFrames = 0;
      if (place()) placedAt = window.scrollY;
    } else stillFrames += 1;
    const settled = placedAt !== undefined && (!gliding || stillFrames >= 2);
    if (current && !settled && left > 0) requestAnimationFrame(() => step(left - 1));
    else for (const type of visitorMoves) window.removeEventListener(type, stop, { capture: true });
  };
  step(frames);
}

/** Scrolls the element the address's anchor (#calculator) names to the top, at once; false while it is not there. */
export function scrollToAnchor(hash: string): boolean {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  target?.scrollIntoView({ block: "start", behavior: "instant" });
  return target !== null;
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
