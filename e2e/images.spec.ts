import { expect, test, type Page } from "@playwright/test";
import { localeText } from "./support/site";
import { images, serviceAlt, type ImageFacts } from "./support/pictures";
import { languageCodes } from "../src/shared/languages";
import { localizedPath, servicePath } from "../src/shared/routes";
import { serviceSlugs } from "../src/shared/services";
import { halfColumnSizes, heroSizes } from "../src/components/views/image-sizes";

// The pictures (src/components/picture.tsx): plain <picture> elements from gatsby-plugin-image's
// data. The hero of the home and of a service page is the page's LCP element, so it loads
// eagerly with high priority in AVIF or WebP; pictures further down load lazily; every picture
// reserves its space (no layout shift) and has a translated description (checked on every page
// as served in every-page.spec.ts).

function expectHero(hero: ImageFacts | undefined, alt: string) {
  expect(hero, "hero picture").toBeDefined();
  expect(hero!.alt).toBe(alt);
  expect(hero!.loading).toBe("eager");
  expect(hero!.fetchpriority).toBe("high");
  expect(hero!.sourceTypes).toEqual(expect.arrayContaining(["image/avif", "image/webp"]));
  expect(hero!.sized).toBe(true);
}

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

for (const language of languageCodes) {
  test(`home (${language}): the hero is eager, high priority, AVIF/WebP; the pictures below the fold are lazy`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(localizedPath("/", language));
    const all = await images(page);
    const hero = (await images(page, `section[aria-labelledby="page-title"] img`))[0];
    expectHero(hero, localeText(language, "home", "hero.imageAlt"));
    expect(hero.sizes).toBe(heroSizes);
    // Everything else (service cards, about) is below the first screen and lazy.
    const rest = all.filter((img) => img.alt !== hero.alt);
    expect(rest).toHaveLength(serviceSlugs.length + 1);
    for (const img of rest) {
      expect(img.loading, img.alt!).toBe("lazy");
      expect(img.top, img.alt!).toBeGreaterThan(800);
    }
    expect(rest.map((img) => img.alt).sort()).toEqual(
      [
        localeText(language, "home", "about.imageAlt"),
        ...serviceSlugs.map((slug) => serviceAlt(slug, language)),
      ].sort(),
    );
  });

  test(`service page (${language}): the hero is eager, high priority, AVIF/WebP, sized for its column`, async ({
    page,
  }) => {
    await page.goto(localizedPath(servicePath("ekspedisi-laut"), language));
    const hero = (await images(page, `section[aria-labelledby="page-title"] img`))[0];
    expectHero(hero, serviceAlt("ekspedisi-laut", language));
    expect(hero.sizes).toBe(halfColumnSizes);
  });
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
