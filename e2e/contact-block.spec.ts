import { expect, test, type Page } from "@playwright/test";
import { localeText, textSpacingCss } from "./support/site";
import { languageCodes } from "../src/shared/languages";
import { localizedPath, pagePaths } from "../src/shared/routes";
import { mapFrameOrigin } from "../src/node/csp";
import { textLinesOf } from "./support/lines";

// The contact block (src/components/views/contact-block.tsx) is one component on the
// home and contact pages: four info cards, the contact form and the click-to-load map.

/** What the block holds. */
const parts = (page: Page) =>
  page.locator("[data-contact-block]").evaluate((block) => ({
    cards: [...block.querySelectorAll("[data-contact-card]")].map((card) => card.getAttribute("data-contact-card")),
    form: block.querySelectorAll('form[data-form="contact"]').length,
    map: block.querySelectorAll("[data-office-map]").length,
    iframes: block.querySelectorAll("iframe").length,
    // The same component: the same elements in the same order (a heading's level is its page's).
    tags: [...block.querySelectorAll("*")].map((el) => el.tagName.replace(/^H[1-6]$/, "H")).join(" "),
    /** The form's and the map's headings: beside the contact page's own, below the home page's. */
    headings: [
      ...block.querySelectorAll('form[data-form="contact"] > :is(h2, h3), [data-office-map] > :is(h2, h3)'),
    ].map((heading) => heading.tagName),
  }));

const widths = [320, 390, 1280];

for (const lang of languageCodes) {
  test(`${lang}: the home page's contact block is the contact page's at ${widths.join(", ")} px: cards, form and the map that loads on request`, async ({
    page,
  }) => {
    await page.route(`${mapFrameOrigin}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>map</title><p>map" }),
    );
    // The block's elements do not depend on the width (only its CSS does): each page is loaded
    // once, at the narrowest width, and then seen at each width.
    await page.setViewportSize({ width: widths[0], height: 800 });
    await page.goto(localizedPath(pagePaths.contact, lang));
    const onContact = await parts(page);
    await page.goto(localizedPath(pagePaths.home, lang));
    const block = page.locator("#contact [data-contact-block]");
    await expect(block).toHaveCount(1);
    const onHome = await parts(page);
    expect({ ...onHome, headings: [] }).toEqual({ ...onContact, headings: [] });
    expect(onHome).toMatchObject({ cards: ["address", "phone", "email", "hours"], form: 1, map: 1, iframes: 0 });
    expect(onContact.headings).toEqual(["H2", "H2"]);
    expect(onHome.headings).toEqual(["H3", "H3"]);

    const map = block.locator("[data-office-map]");
    await map.scrollIntoViewIfNeeded();
    await expect(map.getByRole("heading", { name: localeText(lang, "contactInfo", "map.title") })).toBeVisible();
    const open = map.getByRole("link", { name: localeText(lang, "contactInfo", "map.open") });
    await expect(open).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\//);
    // It opens a new tab, and says so, as the WhatsApp links do.
    await expect(open).toHaveAttribute("target", "_blank");
    await expect(open).toHaveAccessibleName(
      new RegExp(`${localeText(lang, "common", "a11y.newTab").replace(/[()]/g, "\\$&")}$`),
    );
    // The hours say their time zone, for visitors in other ones.
    await expect(block.locator('[data-contact-card="hours"]')).toContainText(
      localeText(lang, "contactInfo", "hours.weekdays"),
    );
    await expect(block.locator('[data-contact-card="hours"]')).toContainText(
      lang === "id" ? /16[.:]00 WIB/ : /16:00[ (（]+UTC\+7/,
    );
    // Clicked again until its part of the page has hydrated (each section hydrates in its own task).
    const show = map.getByRole("button", { name: localeText(lang, "contactInfo", "map.show") });
    await expect(async () => {
      if ((await show.count()) > 0) await show.click();
      await expect(page.frameLocator(`iframe[src^="${mapFrameOrigin}/"]`).locator("p")).toHaveText("map", {
        timeout: 2000,
      });
    }).toPass();
    // The button is gone: focus goes on to the map, where a keyboard or screen reader user was.
    await expect(map.locator("iframe")).toBeFocused();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await expect(map.locator("iframe")).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
    }
  });
}

test("320 px, with WCAG's text spacing (1.4.12): the map's card (pin, button, notice) is whole inside its box before the map is asked for, in every language", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  for (const lang of languageCodes) {
    await page.goto(localizedPath(pagePaths.contact, lang));
    await page.addStyleTag({ content: textSpacingCss });
    // Both boxes in one step: the section may still be sliding in.
    const { outer, inner } = await page.locator("[data-office-map] button").evaluate((button) => {
      const card = button.parentElement!;
      const [outer, inner] = [card.parentElement!, card].map((el) => el.getBoundingClientRect());
      return { outer: { top: outer.top, bottom: outer.bottom }, inner: { top: inner.top, bottom: inner.bottom } };
    });
    expect(inner.top, `${lang}: top`).toBeGreaterThanOrEqual(outer.top);
    expect(inner.bottom, `${lang}: bottom`).toBeLessThanOrEqual(outer.bottom);
  }
});

// A Japanese card's text broke inside a word on a phone: "問い合わ / せる" (the WhatsApp link) at 320 px,
// "お問い合わ / せ" (the email card) at 375 px.
test("Japanese: the contact cards' texts break between phrases on a phone, not inside a word, on the contact and home pages", async ({
  page,
}) => {
  for (const path of [pagePaths.contact, pagePaths.home]) {
    await page.goto(localizedPath(path, "ja"));
    const cards = page.locator("[data-contact-card] > div");
    await expect(cards).toHaveCount(4);
    for (const width of [320, 360, 375, 390, 414]) {
      await page.setViewportSize({ width, height: 800 });
      for (const card of await cards.all()) {
        const lines = (await textLinesOf(card)).join(" | ");
        // 問い合わせ (enquiry) may part between its two words, 問い and 合わせ, never inside 合わせ.
        expect(lines, `${path} at ${width} px`).not.toMatch(/合 \| わ|わ \| せ/);
      }
    }
  }
});
