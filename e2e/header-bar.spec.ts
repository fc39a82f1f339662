import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { languageLinkName } from "./support/site";
import { languageCodes, languages } from "../src/shared/languages";
import { localizedPath, pagePaths } from "../src/shared/routes";

// The header's language menu on phones, and axe on the home page's transparent header. The bar
// itself at 320, 390 and 1280 px (logo, languages, Get Quote, menu) is checked on the home and
// contact pages in every-page.spec.ts (e2e/support/header-bar.ts).

/** The switcher's labels, in the order of content/languages.json. */
const labels = languages.map((l) => l.label);

/** Waits until React has hydrated the header, so its handlers are live. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const header = document.querySelector("header");
    return !!header && Object.keys(header).some((k) => k.startsWith("__reactProps"));
  });
}

for (const width of [320, 390]) {
  test(`${width} px: the language menu lists every language (ID EN JP CN), works by keyboard, closes on Esc and outside, and is axe clean open`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    // Sections already revealed, so axe sees final colours (as in e2e/every-page.spec.ts).
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
    await expect(links.locator("[data-short-label]")).toHaveText(labels);
    await expect(links).toHaveCount(languages.length);
    // Named by what it shows (WCAG 2.5.3, label in name): the short label, then the language's own name.
    for (const [i, { code }] of languages.entries()) {
      await expect(links.nth(i)).toHaveAccessibleName(languageLinkName(code));
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

test("1024 px, the narrowest bar with the links in it: every language's links keep to one line and every control is inside the screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  for (const language of languageCodes) {
    await page.goto(localizedPath(pagePaths.about, language));
    const { lines, right } = await page.locator("header").evaluate((header) => {
      const shown = [...header.querySelectorAll<HTMLElement>("a, button")].filter((el) => el.offsetParent !== null);
      const links = [...header.querySelectorAll<HTMLElement>("nav a")].filter((el) => el.offsetParent !== null);
      return {
        // A link's text wrapped onto a second line has a box for each line.
        lines: links.map((a) => `${a.textContent}: ${a.getClientRects().length}`),
        right: Math.max(...shown.map((el) => el.getBoundingClientRect().right)),
      };
    });
    expect(
      lines.filter((l) => !l.endsWith(": 1")),
      language,
    ).toEqual([]);
    expect(right, language).toBeLessThanOrEqual(1024);
  }
});
