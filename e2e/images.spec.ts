import { expect, test, type Page } from "@playwright/test";
import { images, serviceAlt } from "./support/pictures";
import { localizedPath, servicePath } from "../src/shared/routes";
import { serviceSlugs } from "../src/shared/services";

// The pictures (src/components/picture.tsx): plain <picture> elements from gatsby-plugin-image's
// data. The hero of the home and of a service page is the page's LCP element, so it loads
// eagerly with high priority in AVIF or WebP; pictures further down load lazily; every picture
// reserves its space (no layout shift) and has a translated description. Those are checked on
// every page by every-page.spec.ts (e2e/support/pictures.ts); here, what Chrome makes of them.

/** The page's LCP element so far: tag, the file it shows, the section it is in. */
function largestContentfulPaint(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ tag: string; url: string; id: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null; url: string };
          resolve({
            tag: last.element?.tagName.toLowerCase() ?? "",
            url: last.url,
            id: last.element?.closest("section")?.getAttribute("aria-labelledby") ?? "",
          });
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
}

// The phone is Lighthouse's mobile device (Moto G Power); Chrome's LCP rules depend on device
// pixels (a picture under 0.05 bits per device pixel does not count) and on the viewport (a
// picture covering all of it does not count either).
for (const [name, path, width, height, deviceScaleFactor] of [
  ["home on a phone", "/", 412, 823, 1.75],
  ["home on a laptop", "/en/", 1280, 800, 1],
  ["a service page on a phone", localizedPath(servicePath("ekspedisi-udara"), "ja"), 412, 823, 1.75],
  ["a service page on a laptop", servicePath("bea-cukai"), 1280, 800, 1],
] as const) {
  test(`the hero picture is the LCP element: ${name}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor });
    const page = await context.newPage();
    await page.goto(path);
    // The picture's entry comes with the frame that paints it, after the load event.
    await expect
      .poll(() => largestContentfulPaint(page))
      .toMatchObject({ tag: "img", id: "page-title", url: expect.stringMatching(/\.(avif|webp)$/) });
    await context.close();
  });
}

test("the first service card's picture is the LCP element of /services on a phone, eager and high priority", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  const page = await context.newPage();
  await page.goto("/services/");
  const first = (await images(page, "main li img"))[0];
  expect(first.alt).toBe(serviceAlt(serviceSlugs[0], "id"));
  expect([first.loading, first.fetchpriority]).toEqual(["eager", "high"]);
  await expect(page.locator("img[fetchpriority=high]")).toHaveCount(1);
  await expect
    .poll(() => largestContentfulPaint(page))
    .toMatchObject({ tag: "img", url: expect.stringMatching(/bea-cukai\.(avif|webp)$/) });
  await context.close();
});

test("no page loads GatsbyImage's browser code", async ({ page }) => {
  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.push(await response.text());
  });
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // eslint-disable-next-line playwright/no-networkidle -- every script the scrolled page asks for has been requested
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => s.includes("gatsby-image-wrapper") || s.includes("objectFitPolyfill"))).toEqual([]);
});
