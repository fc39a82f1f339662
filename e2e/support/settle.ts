import type { Page } from "@playwright/test";

// Waits for the state a check is about instead of a fixed time.

/**
 * Resolves once the page has drawn `count` more frames: what the browser does once a frame
 * (layout, IntersectionObserver callbacks, React's render of a state they set) has happened by then.
 * Counted both by requestAnimationFrame and by the end of an empty animation on the document's
 * timeline, which still runs frame by frame where Playwright's clock drives the page's timers.
 */
export function nextFrames(page: Page, count = 3): Promise<void> {
  return page.evaluate(async (n) => {
    const byAnimationFrame = async () => {
      for (let i = 0; i < n; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    };
    const byTimeline = async () => {
      for (let i = 0; i < n; i++) await document.documentElement.animate([], { duration: 0 }).finished;
    };
    await Promise.all([byAnimationFrame(), byTimeline()]);
  }, count);
}

/**
 * Waits until no fade or slide is running (endless ones, like a spinner, are not waited for),
 * starting a few frames from now so one that is about to start is not missed.
 */
export async function animationsDone(page: Page) {
  await nextFrames(page, 2);
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 5000 },
  );
}
