import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { languageLinkName, textSpacingCss } from "./support/site";
import { languageCodes, languages, type LanguageCode } from "../src/shared/languages";
import { localizedPath, pagePaths } from "../src/shared/routes";

// The header's language menu on phones, axe on the home page's transparent header, and the bar
// on phones and from lg to xl, with and without WCAG's text spacing. The bar at 320, 390 and 1280 px (logo,
// languages, Get Quote, menu) is checked on the home and contact pages in every-page.spec.ts
// (e2e/support/header-bar.ts).

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

/** The header's shown links and buttons: their boxes, their text's boxes (screen-reader text aside) and their line count. */
const headerControls = (page: Page) =>
  page.locator("header").evaluate((header) =>
    [...header.querySelectorAll<HTMLElement>("a, button")]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => {
        const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        const textBoxes: DOMRect[] = [];
        while (texts.nextNode()) {
          const node = texts.currentNode;
          // Screen-reader text lies in a 1 px box.
          if (!node.textContent!.trim() || node.parentElement!.getBoundingClientRect().width <= 1) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          textBoxes.push(range.getBoundingClientRect().toJSON() as DOMRect);
        }
        return {
          name: el.textContent!.trim() || el.getAttribute("aria-label") || el.tagName,
          box: el.getBoundingClientRect().toJSON() as DOMRect,
          textBoxes,
          lines: el.getClientRects().length,
        };
      }),
  );

/** Every shown header control whole, apart, inside the screen and the 64 px bar; the links on one line. */
async function expectBarWhole(page: Page, width: number, where: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(width);
  const controls = await headerControls(page);
  expect(controls.length, where).toBeGreaterThan(1);
  for (const [i, { name, box, textBoxes, lines }] of controls.entries()) {
    const what = `${where}: ${name}`;
    expect(lines, `${what}, lines`).toBe(1);
    expect(box.left, `${what}, left`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${what}, right`).toBeLessThanOrEqual(width);
    expect(box.top, `${what}, top`).toBeGreaterThanOrEqual(0);
    expect(box.bottom, `${what}, bottom`).toBeLessThanOrEqual(64);
    // Text spilling out of its button or link is cut off or drawn over its neighbour.
    for (const text of textBoxes) {
      expect(text.left, `${what}, text left`).toBeGreaterThanOrEqual(box.left - 0.5);
      expect(text.right, `${what}, text right`).toBeLessThanOrEqual(box.right + 0.5);
    }
    for (const other of controls.slice(i + 1)) {
      const b = other.box;
      const apart = box.right <= b.left || b.right <= box.left || box.bottom <= b.top || b.bottom <= box.top;
      expect(apart, `${what} overlaps ${other.name}`).toBe(true);
    }
  }
}

// The bar is at its tightest from lg (links in the bar) to xl (wider gaps), and on the narrowest
// phones. WCAG 1.4.12: a reader's own text spacing must not cost content, so every control stays
// whole, apart and inside the screen.
const ranges = [
  {
    what: "from 1024 to 1280 px, with and without WCAG's text spacing (1.4.12), every header control is whole, one line, apart and inside the screen, and nothing scrolls sideways",
    widths: [1024, 1060, 1100, 1279, 1280],
    height: 700,
  },
  {
    what: "on phones from 320 px, with and without WCAG's text spacing, the bar's logo, languages, Get Quote and menu are whole, apart and inside the screen",
    widths: [320, 360, 390, 640],
    height: 640,
  },
];

type Range = (typeof ranges)[number];

/** The bar at each of the range's widths, with and without text spacing, on the home and about pages. */
async function expectBarWholeAcross(page: Page, language: LanguageCode, { widths, height }: Range) {
  for (const path of [pagePaths.home, pagePaths.about])
    for (const spacing of [false, true]) {
      await page.setViewportSize({ width: widths[0], height });
      await page.goto(localizedPath(path, language));
      // Not addStyleTag, which waits on the page's own scripts.
      if (spacing)
        await page
          .locator("head")
          .evaluate((head, css) => head.insertAdjacentHTML("beforeend", `<style>${css}</style>`), textSpacingCss);
      if (spacing)
        await expect(page.locator("header [data-quote-trigger]:visible").first()).not.toHaveCSS(
          "letter-spacing",
          "normal",
        );
      for (const width of widths) {
        await page.setViewportSize({ width, height });
        await expectBarWhole(page, width, `${language} ${path}${spacing ? " with text spacing" : ""} at ${width} px`);
      }
    }
}

for (const language of languageCodes)
  for (const range of ranges)
    test(`${language}: ${range.what}`, ({ page }) => expectBarWholeAcross(page, language, range));

// A phone at 200% page zoom lays the page out 180 CSS px wide, below WCAG's 320 px; the bar then
// keeps logo, languages and menu, and Get Quote is reached in the menu.
async function expectNarrowBar(page: Page, language: LanguageCode) {
  for (const spacing of [false, true]) {
    await page.setViewportSize({ width: 180, height: 640 });
    await page.goto(localizedPath(pagePaths.about, language));
    if (spacing)
      await page
        .locator("head")
        .evaluate((head, css) => head.insertAdjacentHTML("beforeend", `<style>${css}</style>`), textSpacingCss);
    for (const width of [180, 220, 256, 284]) {
      await page.setViewportSize({ width, height: 640 });
      const where = `${language}${spacing ? " with text spacing" : ""} at ${width} px`;
      await expectBarWhole(page, width, where);
      await expect(page.locator("header [aria-controls=mobile-menu]"), where).toBeInViewport({ ratio: 1 });
    }
    await page.locator("header [aria-controls=mobile-menu]").click();
    const quote = page.locator("#mobile-menu [data-quote-trigger]");
    await expect(quote).toBeVisible();
    // At the menu's end: the panel scrolls to it.
    await quote.scrollIntoViewIfNeeded();
    await expect(quote).toBeInViewport({ ratio: 1 });
  }
}

for (const language of languageCodes)
  test(`${language}: from 180 to 284 px (a phone at 200% page zoom), with and without text spacing, the logo, languages and menu button are whole and on the screen, and the menu holds Get Quote`, ({
    page,
  }) => expectNarrowBar(page, language));

// The bar's fit is CSS alone: a visitor whose scripts have not arrived, or never will, gets it too.
test.describe("with scripts disabled", () => {
  test.use({ javaScriptEnabled: false });
  for (const range of ranges) test(`id: ${range.what}`, ({ page }) => expectBarWholeAcross(page, "id", range));
  test("id: from 180 to 284 px, the bar's logo, languages and menu button are whole and on the screen, and the menu holds Get Quote", ({
    page,
  }) => expectNarrowBar(page, "id"));
});
