import { expect, test, type Locator, type Page } from "@playwright/test";
import { localeText } from "./support/site";
import { text } from "./support/calculator";
import { hydrated } from "./support/forms";
import { languageCodes, type LanguageCode } from "../src/shared/languages";
import { localizedPath, pagePaths, servicePath } from "../src/shared/routes";
import { services } from "../src/shared/services";
import { tools, type Tool } from "../src/components/tools";
import { smoothScrolling } from "./support/chromium";

// The way to the tools: the freight calculators, the duty estimator and the Incoterms guide are
// two taps from the home page (the header's services menu, the home page's own links), with and
// without scripts, and each lands with the tool's heading below the fixed header.

// Where a link lands depends on the page's own scrolling, so it scrolls smoothly, as for visitors.
test.use({ launchOptions: smoothScrolling });

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
const headerHeight = 64;
const common = (language: LanguageCode, key: string) => localeText(language, "common", key);

/** The heading a tool opens with: the calculator's or estimator's section heading, or the guide's title. */
function toolHeading(page: Page, tool: Tool, language: LanguageCode): { heading: Locator; title: string } {
  if (tool.key === "incoterms")
    return { heading: page.locator("h1"), title: localeText(language, "incotermsGuide", "hero.title") };
  const anchor = tool.path.split("#")[1];
  const ns = anchor === "estimator" ? "estimator" : "calculator";
  // The part itself: its place holds a heading of its own until it comes.
  return { heading: page.locator(`section#${anchor} h2`), title: text(language, ns, "title") };
}

/** The page is the tool's (its path and anchor), and the tool's heading is on screen, below the fixed header. */
async function expectLandedOn(page: Page, tool: Tool, language: LanguageCode) {
  const [path, anchor] = localizedPath(tool.path, language).split("#");
  await expect(page).toHaveURL((url) => url.pathname === path && url.hash === (anchor ? `#${anchor}` : ""));
  const { heading, title } = toolHeading(page, tool, language);
  await expect(heading).toHaveText(title, { timeout: 15_000 });
  // Where the heading is when it is not in place, so a failure says how far off it was.
  await expect
    .poll(
      async () => {
        const box = await heading.boundingBox();
        const height = page.viewportSize()!.height;
        if (box !== null && box.y >= headerHeight && box.y + box.height <= height) return "on screen";
        const scrolled = await page.evaluate(() => window.scrollY);
        return box === null ? "no box" : `top ${box.y}, bottom ${box.y + box.height}, page scrolled ${scrolled}`;
      },
      { message: `${tool.key} (${language}): heading below the header and on screen`, timeout: 10_000 },
    )
    .toBe("on screen");
}

test.describe("without scripts, on a phone", () => {
  test.use({ javaScriptEnabled: false, viewport: phone });

  for (const language of languageCodes) {
    test(`${language}: the menu leads to each tool in two taps`, async ({ page }) => {
      for (const tool of tools) {
        await page.goto(localizedPath(pagePaths.home, language));
        await page.getByRole("button", { name: common(language, "nav.menu"), exact: true }).click();
        await page
          .locator("#mobile-menu")
          .getByRole("link", { name: common(language, `tools.${tool.key}`), exact: true })
          .click();
        const [path, anchor] = localizedPath(tool.path, language).split("#");
        await expect(page).toHaveURL((url) => url.pathname === path && url.hash === (anchor ? `#${anchor}` : ""));
        if (anchor) {
          // The calculators and the estimator need scripts: without them their place is on screen, below the header.
          await expect
            .poll(async () => (await page.locator(`#${anchor}`).boundingBox())!.y, { message: tool.key })
            .toBeGreaterThanOrEqual(headerHeight);
          await expect
            .poll(async () => (await page.locator(`#${anchor}`).boundingBox())!.y, { message: tool.key })
            .toBeLessThan(phone.height / 2);
        } else {
          await expectLandedOn(page, tool, language);
        }
      }
    });
  }
});

test.describe("with scripts", () => {
  for (const [index, language] of languageCodes.entries()) {
    // Each language starts with the next tool, so the tools take turns being reached from a fresh
    // load of the home page (the taps racing the page's scripts); the others follow from the tool
    // pages, as a visitor goes on.
    const route = [...tools.slice(index % tools.length), ...tools.slice(0, index % tools.length)];

    test(`${language}, desktop: the services menu's button, then a tool, from the home page and from each tool's page`, async ({
      page,
    }) => {
      await page.setViewportSize(desktop);
      await page.goto(localizedPath(pagePaths.home, language));
      for (const tool of route) {
        await page.getByRole("button", { name: common(language, "nav.servicesMenu"), exact: true }).click();
        await page
          .locator("#services-menu")
          .getByRole("link", { name: common(language, `tools.${tool.key}`), exact: true })
          .click();
        await expectLandedOn(page, tool, language);
      }
    });

    test(`${language}, phone: the home page's tool cards, one tap each`, async ({ page }) => {
      // Eight page loads, each waiting for a tool's code: half a minute was used up on a busy machine.
      test.slow();
      await page.setViewportSize(phone);
      for (const tool of tools) {
        await page.goto(localizedPath(pagePaths.home, language));
        const card = page.locator(`#tools a[data-tool="${tool.key}"]`);
        await expect(card.getByRole("heading")).toHaveText(common(language, `tools.${tool.key}`));
        await card.click();
        await expectLandedOn(page, tool, language);
      }
    });
  }

  test("phone: the menu, then a tool, from the page the tool is on", async ({ page }) => {
    await page.setViewportSize(phone);
    const tool = tools.find((t) => t.key === "airCalculator")!;
    await page.goto(localizedPath(tool.path.split("#")[0], "en"));
    await page.getByRole("button", { name: common("en", "nav.menu"), exact: true }).click();
    await page
      .locator("#mobile-menu")
      .getByRole("link", { name: common("en", `tools.${tool.key}`), exact: true })
      .click();
    await expectLandedOn(page, tool, "en");
  });

  for (const language of languageCodes) {
    test(`${language}: the customs clearance hero's link lands on the estimator, whose heading takes the focus`, async ({
      page,
    }) => {
      await page.setViewportSize(phone);
      const customs = services.find((s) => s.extras.includes("customsEstimator"))!;
      const estimator = tools.find((t) => t.key === "customsEstimator")!;
      await page.goto(localizedPath(servicePath(customs.slug), language));
      const link = page.locator('main [data-action="tool"]');
      await expect(link).toHaveText(localeText(language, "services", "detail.tool.customsEstimator"));
      await expect(link).toHaveAttribute("href", "#estimator");
      await link.click();
      const { heading } = toolHeading(page, estimator, language);
      await expect(heading).toHaveText(text(language, "estimator", "title"), { timeout: 15_000 });
      await expect
        .poll(
          async () => {
            const box = await heading.boundingBox();
            return box !== null && box.y >= headerHeight && box.y + box.height <= phone.height;
          },
          { timeout: 10_000 },
        )
        .toBe(true);
    });
  }

  test("a moment offline: the estimator's download fails once, and the estimator still comes while the visitor waits by it", async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    // The first request fails a moment after it was made, once everything that asks for the
    // estimator (the link, the scroll) has asked.
    let requests = 0;
    await page.route(/\/duty-estimator-[0-9a-f]+\.js$/, async (route) => {
      if (requests++ > 0) return route.fallback();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.abort("internetdisconnected");
    });
    await page.goto(localizedPath(servicePath("bea-cukai"), "en"));
    await page.locator('main [data-action="tool"]').click();
    const estimator = tools.find((t) => t.key === "customsEstimator")!;
    await expect(toolHeading(page, estimator, "en").heading).toHaveText(text("en", "estimator", "title"), {
      timeout: 15_000,
    });
    expect(requests).toBe(2);
  });

  test("desktop: a page left while it still glides to one of its sections, the next page starts at its top and stays there", async ({
    page,
  }) => {
    // Waits for hydration: the page that follows is drawn by Gatsby's router, which places it (before
    // the scripts the browser loads the next page, and places it itself).
    await page.setViewportSize(desktop);
    await page.goto(localizedPath(servicePath("ekspedisi-laut"), "en"));
    await hydrated(page);
    await page.locator('main [data-action="tool"]').click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page
      .getByRole("navigation", { name: common("en", "nav.label"), exact: true })
      .getByRole("link", { name: common("en", "nav.about"), exact: true })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === localizedPath(pagePaths.about, "en"));
    // Read two frames on: the glide's last step, drawn apart from the page, came a frame after the jump.
    const settledScroll = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY))),
          ),
      );
    await expect.poll(settledScroll).toBe(0);
    await expect(page.locator("h1")).toBeInViewport();
  });

  test("the hero's tool link, once the page has hydrated, gives the estimator's heading the keyboard focus", async ({
    page,
  }) => {
    // Waits for hydration: moving the focus is the scripts' part of the link (without them it is a plain #anchor).
    await page.setViewportSize(desktop);
    await page.goto(localizedPath(servicePath("bea-cukai"), "en"));
    await hydrated(page);
    await page.locator('main [data-action="tool"]').focus();
    await page.keyboard.press("Enter");
    const heading = page.locator("section#estimator h2");
    await expect(heading).toBeFocused({ timeout: 15_000 });
    await expect(heading).toBeInViewport();
  });
});

// A screen reader's list of headings (or its key to the next heading) is how many of its users
// find their way round a page: the calculators and the estimator, whose code comes only when the
// visitor is near, are in that list from the start, by the name the menus give them.
test.describe("a screen reader's headings", () => {
  const lazyTools = tools.filter((tool) => tool.path.includes("#"));
  for (const language of languageCodes) {
    test(`${language}: each calculator and the estimator is among the page's headings before its code comes, on the page opened and on the page reached by a link`, async ({
      page,
    }) => {
      // Waits for hydration: what is looked at is the page the scripts keep, and the page they draw.
      // Their code held back, as on a slow network: each stays the placeholder that keeps its place.
      await page.route(/\/(freight-calculator|calculator-strings-[a-z-]+|duty-estimator)-[0-9a-f]+\.js$/, (route) =>
        route.abort(),
      );
      const pending = page.locator("[data-calculator-pending], [data-estimator-pending]");
      for (const tool of lazyTools) {
        const path = localizedPath(tool.path.split("#")[0], language);
        const heading = page.getByRole("heading", {
          level: 2,
          name: common(language, `tools.${tool.key}`),
          exact: true,
        });
        await page.goto(path);
        await hydrated(page);
        await expect(pending).toHaveCount(1);
        await expect(heading, `${tool.key}, the page opened`).toHaveCount(1);

        // The same page drawn by the scripts, reached by the footer's link from the Incoterms guide.
        await page.goto(localizedPath(pagePaths.incoterms, language));
        await hydrated(page);
        await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
        await page.locator(`footer a[href="${path}"]`).click();
        await expect(page).toHaveURL((url) => url.pathname === path);
        expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed), "a move within the site").toBe(true);
        await expect(pending).toHaveCount(1);
        await expect(heading, `${tool.key}, the page reached by a link`).toHaveCount(1);
      }
    });
  }
});
