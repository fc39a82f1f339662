import { expect, type Page } from "@playwright/test";
import { localeText } from "./site";
import { linesOf } from "./lines";
import { labelled } from "./joins";
import { languageOf, languages, type LanguageCode } from "../../src/shared/languages";
import { localizedPath, pagePaths } from "../../src/shared/routes";

// The header bar at every width from 320 px: logo, the language switcher (a compact menu below
// lg showing the current language), Get Quote and, below lg, the menu button, all in the bar
// without opening anything, and nothing scrolls sideways. Screenshots of the home page's bar at
// 320 and 390 px go to screenshots/ (git-ignored).

const widths = [320, 390, 1280] as const;
const barHeight = 64;

/** True when the element is wholly inside the header bar's height and the viewport's width. */
async function inBar(page: Page, selector: string) {
  const box = await page.locator(selector).boundingBox();
  const width = page.viewportSize()!.width;
  return !!box && box.y >= 0 && box.y + box.height <= barHeight && box.x >= 0 && box.x + box.width <= width;
}

/** True when the header's background is white at 85 % opacity or more (read through a canvas,
 * since Chromium may report the colour in oklab). */
export async function headerIsWhite(page: Page): Promise<boolean> {
  const [r, g, b, a] = await page.locator("header[data-solid]").evaluate((el) => {
    const ctx = document.createElement("canvas").getContext("2d")!;
    ctx.fillStyle = getComputedStyle(el).backgroundColor;
    ctx.fillRect(0, 0, 1, 1);
    return [...ctx.getImageData(0, 0, 1, 1).data];
  });
  return r >= 250 && g >= 250 && b >= 250 && a >= 0.85 * 255;
}

/** The bar of the page loaded (hydrated, at the top), seen at 320, 390 and 1280 px. */
export async function expectHeaderBar(page: Page, language: LanguageCode, path: string) {
  const common = (key: string) => localeText(language, "common", key);
  for (const width of widths) {
    const where = `${path} at ${width} px`;
    await page.setViewportSize({ width, height: 740 });
    const header = page.locator("header[data-solid]");
    expect(await inBar(page, `header a[href="${localizedPath(pagePaths.home, language)}"]:has(svg)`), where).toBe(true);
    await expect(header.locator("[data-quote-trigger]:visible"), where).toHaveCount(1);
    expect(await inBar(page, "header [data-quote-trigger]:visible"), where).toBe(true);
    // Its label wraps only when a reader's own text spacing needs the room (header-bar.spec.ts).
    expect(await linesOf(page.locator("header [data-quote-trigger]:visible")), where).toBe(1);
    const menuButton = page.getByRole("button", { name: common("nav.menu"), exact: true });
    if (width < 1024) {
      const languageButton = page.locator("header [data-language-menu]");
      await expect(languageButton, where).toBeVisible();
      // Shows the current language's label (the rest of its name is for screen readers).
      await expect(languageButton, where).toHaveText(new RegExp(`${languageOf(language).label}$`));
      await expect(languageButton, where).toHaveAccessibleName(
        labelled(language, common("languageSwitcher.label"), languageOf(language).label),
      );
      expect(await inBar(page, "header [data-language-menu]"), where).toBe(true);
      await expect(menuButton, where).toBeVisible();
      expect(await inBar(page, 'header button[aria-controls="mobile-menu"]'), where).toBe(true);
    } else {
      const nav = page.getByRole("navigation", { name: common("languageSwitcher.label") });
      await expect(nav.getByRole("link").locator("[data-short-label]"), where).toHaveText(
        languages.map((l) => l.label),
      );
      await expect(menuButton, where).toBeHidden();
    }
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(width);
    if (width < 1024 && path === localizedPath(pagePaths.home, language))
      await header.screenshot({ path: `screenshots/header-${language}-${width}.png` });
  }
}
