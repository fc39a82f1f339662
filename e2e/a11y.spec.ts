import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { hydrated } from "./support/forms";
import { pageTypes } from "./support/page-types";
import { localeText } from "./support/site";
import { languageCodes, type LanguageCode } from "../src/shared/languages";
import { localizedPath, servicePath } from "../src/shared/routes";
import { serviceSlugs } from "../src/shared/services";

// axe (WCAG 2.1 A and AA) with the dialog, the services dropdown and the mobile menu open, in
// every language (each page as loaded: every-page.spec.ts; the service pages with a question
// open: answers.spec.ts); no sideways scrolling at 320 px; the keyboard's way through the home page.

// Sections are already revealed with reduced motion, so axe sees final colours.
test.use({ reducedMotion: "reduce" });

const common = (key: string, language: LanguageCode) => localeText(language, "common", key);

for (const language of languageCodes) {
  test(`axe: quote dialog and services dropdown open in ${language}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(localizedPath("/", language));
    // The page hydrates in a transition, a little after the network is idle: the menu's handlers first.
    await hydrated(page);
    await page.getByRole("button", { name: common("nav.servicesMenu", language) }).click();
    await expect(page.locator("#services-menu")).toBeVisible();
    await expectNoAxeViolations(page, `dropdown ${language}`);
    await page.keyboard.press("Escape");
    await page
      .getByRole("banner")
      .getByRole("link", { name: localeText(language, "form", "getQuote") })
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page, `dialog ${language}`);
  });

  test(`axe: mobile menu open in ${language}`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(localizedPath("/tentang/", language));
    await hydrated(page);
    await page.getByRole("button", { name: common("nav.menu", language) }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await expectNoAxeViolations(page, `mobile menu ${language}`);
  });
}

/** Every page type, with every service's page (content/services.json). */
const everyPageType = [...new Set([...pageTypes.map((t) => t.path), ...serviceSlugs.map(servicePath)])];

for (const language of languageCodes) {
  test(`no horizontal scrolling at 320 px on any page type in ${language}, as loaded and with the mobile menu open`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 320, height: 640 });
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    for (const path of everyPageType) {
      const where = localizedPath(path, language);
      await page.goto(where);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(320);
      // The menu button opens the menu once the header has hydrated (the wait this test names).
      await hydrated(page);
      expect(await overflow(), where).toBe(0);
      await page.getByRole("button", { name: common("nav.menu", language) }).click();
      await expect(page.locator("#mobile-menu")).toBeVisible();
      expect(await overflow(), `${where} with the menu open`).toBe(0);
    }
  });
}

test.describe("keyboard", () => {
  // Reduced motion is on for this file; here the page runs as most visitors see it.
  test.use({ reducedMotion: "no-preference" });

  test("Tab reaches every control of the home page, each with a visible focus ring", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/en/");
    await page.waitForFunction(() =>
      Object.keys(document.querySelector("header")!).some((k) => k.startsWith("__react")),
    );
    // What should be reachable: every visible link, button and field outside closed menus.
    const expected = await page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea")].filter(
          (el) =>
            el.tabIndex >= 0 &&
            !el.closest("[hidden], [aria-hidden=true], [inert]") &&
            el.getClientRects().length > 0 &&
            !el.hasAttribute("disabled"),
        ).length,
    );
    expect(expected).toBeGreaterThan(30);
    const seen = new Set<string>();
    const problems: string[] = [];
    for (let i = 0; i < 200; i++) {
      await page.keyboard.press("Tab");
      const focus = await page.evaluate(async () => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const s = getComputedStyle(el);
        // The page scrolls smoothly to the focused element: let the scroll finish, as a person would
        // before pressing Tab again (a fraction of a second; on a machine busy with other work the
        // animation's frames come late, so up to 10 s).
        const header = document.querySelector("header")!;
        const visible = () => {
          const r = el.getBoundingClientRect();
          const top =
            el.closest("header, [role=dialog]") || s.position === "fixed" ? 0 : header.getBoundingClientRect().bottom;
          return r.width > 0 && r.height > 0 && r.top >= top - 1 && r.bottom <= window.innerHeight + 1;
        };
        for (
          let start = performance.now(), still = 0;
          (!visible() || still < 3) && performance.now() - start < 10_000;
        ) {
          const y = scrollY;
          await new Promise(requestAnimationFrame);
          still = scrollY === y ? still + 1 : 0;
        }
        const box = el.getBoundingClientRect();
        const path: string[] = [];
        for (let n: Element | null = el; n && n !== document.body; n = n.parentElement) {
          path.unshift(`${n.tagName}:${[...(n.parentElement?.children ?? [])].indexOf(n)}`);
        }
        return {
          id: path.join("/"),
          label: `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") || el.getAttribute("name") || el.innerText || el.getAttribute("href") || "").trim().slice(0, 40)}"`,
          // An outline of 2 px or more, or a ring drawn as a box shadow (form fields).
          ring:
            (s.outlineStyle !== "none" && parseFloat(s.outlineWidth) >= 2) || /\d+px \d+px 0px [1-9]/.test(s.boxShadow),
          // In the viewport and not hidden under the fixed header.
          inView: visible(),
          where: `${Math.round(box.top)}..${Math.round(box.bottom)} (page scrolled to ${Math.round(scrollY)} of ${document.documentElement.scrollHeight - innerHeight})`,
        };
      });
      if (!focus) continue;
      if (seen.has(focus.id)) break; // wrapped round to the start
      seen.add(focus.id);
      if (!focus.ring) problems.push(`${focus.label}: no visible focus ring`);
      if (!focus.inView)
        problems.push(`${focus.label}: focused at ${focus.where}, outside the viewport or under the header`);
    }
    expect(problems).toEqual([]);
    // Each control was reached once (the hidden dropdown's links open and count too).
    expect(seen.size).toBeGreaterThanOrEqual(expected);
  });
});
