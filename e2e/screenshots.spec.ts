import { expect, test, type Page } from "@playwright/test";
import { pageTypes } from "./support/page-types";
import { animationsDone } from "./support/settle";
import { localizedPath } from "../src/shared/routes";

// Screenshots of every page type at phone and desktop width, in a language with spaces and one
// without, written to screenshots/ (git-ignored) for people to look at: `npm run screenshots`
// (the "screenshots" project in playwright.config.ts, not part of npm test). What they could
// show going wrong by itself, sideways scrolling, the a11y tests check at 1280 and 320 px.

test.use({ reducedMotion: "reduce" });

/** Scrolls through the page so lazy images load (a full-page screenshot does not scroll), then back to the top. */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await Promise.all(
      [...document.images].map((img) =>
        img.complete
          ? null
          : new Promise((resolve) => {
              img.onload = img.onerror = resolve;
            }),
      ),
    );
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  // A section below the screen fades in as it is reached (.reveal, 700 ms).
  await animationsDone(page);
}

for (const width of [375, 1280]) {
  test(`screenshots of every page type at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    for (const type of pageTypes) {
      for (const language of ["id", "ja"] as const) {
        await page.goto(localizedPath(type.path, language));
        // eslint-disable-next-line playwright/no-networkidle -- the screenshot shows the page once everything it loads by itself has arrived
        await page.waitForLoadState("networkidle");
        await loadLazyImages(page);
        const file = `screenshots/${type.name}-${language}-${width}.png`;
        await page.screenshot({ path: file, fullPage: true });
        // No horizontal scrolling at any width we ship.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), file).toBeLessThanOrEqual(width);
      }
    }
  });
}
