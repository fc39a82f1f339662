import { expect, test, type Page } from "@playwright/test";
import { localeText } from "./support/site";
import { expectNoAxeViolations } from "./support/axe";
import { languageCodes, languageOf, languages, type LanguageCode } from "../src/shared/languages";
import { localizedPath, pagePaths } from "../src/shared/routes";

// The header bar at every width from 320 px: logo, the language switcher (a compact
// menu below lg showing the current language), Get Quote and, below lg, the menu button, all in
// the bar without opening anything, and nothing scrolls sideways. Screenshots of the bar at 320
// and 390 px go to screenshots/ (git-ignored).

const common = (language: LanguageCode, key: string) => localeText(language, "common", key);
const widths = [320, 390, 1280] as const;
/** The switcher's labels, in the order of content/languages.json. */
const labels = languages.map((l) => l.label);

/** Waits until React has hydrated the header, so its handlers are live. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const header = document.querySelector("header");
    return !!header && Object.keys(header).some((k) => k.startsWith("__reactProps"));
  });
}

/** True when a is wholly inside the header bar's 64 px and the viewport's width. */
async function inBar(page: Page, selector: string) {
  const box = await page.locator(selector).boundingBox();
  const width = page.viewportSize()!.width;
  return !!box && box.y >= 0 && box.y + box.height <= 64 && box.x >= 0 && box.x + box.width <= width;
}

for (const language of languageCodes) {
  test(`${widths.join(", ")} px, ${language}: logo, languages, Get Quote and menu in the bar; nothing scrolls sideways`, async ({
    page,
  }) => {
    // The home page (transparent header over the hero) and a white-header page, each loaded on
    // the narrowest screen and then seen at each width.
    for (const path of [pagePaths.home, pagePaths.contact]) {
      await page.setViewportSize({ width: widths[0], height: 740 });
      await page.goto(localizedPath(path, language));
      await hydrated(page);
      for (const width of widths) {
        const where = `${path} at ${width} px`;
        await page.setViewportSize({ width, height: 740 });
        const header = page.locator("header[data-solid]");
        expect(await inBar(page, `header a[href="${localizedPath(pagePaths.home, language)}"]:has(svg)`), where).toBe(
          true,
        );
        await expect(header.locator("[data-quote-trigger]:visible"), where).toHaveCount(1);
        expect(await inBar(page, "header [data-quote-trigger]:visible"), where).toBe(true);
        const menuButton = page.getByRole("button", { name: common(language, "nav.menu"), exact: true });
        if (width < 1024) {
          const languageButton = page.locator("header [data-language-menu]");
          await expect(languageButton, where).toBeVisible();
          // Shows the current language's label (the rest of its name is for screen readers).
          await expect(languageButton, where).toHaveText(new RegExp(`${languageOf(language).label}$`));
          await expect(languageButton, where).toHaveAccessibleName(
            `${common(language, "languageSwitcher.label")}: ${languageOf(language).label}`,
          );
          expect(await inBar(page, "header [data-language-menu]"), where).toBe(true);
          await expect(menuButton, where).toBeVisible();
          expect(await inBar(page, 'header button[aria-controls="mobile-menu"]'), where).toBe(true);
        } else {
          const nav = page.getByRole("navigation", { name: common(language, "languageSwitcher.label") });
          await expect(nav.getByRole("link").locator("[aria-hidden=true]"), where).toHaveText(labels);
          await expect(menuButton, where).toBeHidden();
        }
        // Nothing wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(width);
        if (width < 1024 && path === pagePaths.home) {
          await header.screenshot({ path: `screenshots/header-${language}-${width}.png` });
        }
      }
    }
  });
}

for (const width of [320, 390]) {
  test(`${width} px: the language menu lists every language (ID EN JP CN), works by keyboard, closes on Esc and outside, and is axe clean open`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    // Sections already revealed, so axe sees final colours (as e2e/a11y.spec.ts).
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(localizedPath(pagePaths.about, "ja"));
    await hydrated(page);
    const button = page.locator("header [data-language-menu]");
    const panel = page.locator("#language-menu");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toHaveAttribute("aria-controls", "language-menu");
    await expect(panel).toBeHidden();

    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    const links = panel.getByRole("link");
    await expect(links.locator("[aria-hidden=true]")).toHaveText(labels);
    await expect(links).toHaveCount(languages.length);
    for (const [i, { code, name }] of languages.entries()) {
      await expect(links.nth(i)).toHaveAccessibleName(name);
      await expect(links.nth(i)).toHaveAttribute("href", localizedPath(pagePaths.about, code));
    }
    await expect(links.nth(languageCodes.indexOf("ja"))).toHaveAttribute("aria-current", "true");
    // The open menu stays inside the screen.
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page, `language menu open at ${width} px`);
    await page.screenshot({ path: `screenshots/language-menu-ja-${width}.png` });

    await page.keyboard.press("Tab");
    await expect(links.first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(panel).toBeVisible();
    await page.mouse.click(width / 2, 500);
    await expect(panel).toBeHidden();

    // Choosing a language opens the same page in it and remembers the choice.
    await button.click();
    await links.filter({ hasText: "EN" }).click();
    await expect(page).toHaveURL(/\/en\/tentang\/$/);
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en");
  });
}

test("390 px: the transparent home header, its language button and Get Quote are axe clean, and so is the solid one", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 740 });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await hydrated(page);
  await expect(page.locator("header[data-solid]")).toHaveAttribute("data-solid", "false");
  await expectNoAxeViolations(page, "transparent header at 390 px");
  await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
  await expect(page.locator("header[data-solid]")).toHaveAttribute("data-solid", "true");
  await page.locator("header [data-language-menu]").click();
  await expect(page.locator("#language-menu")).toBeVisible();
  await expectNoAxeViolations(page, "solid header with the language menu open at 390 px");
});
