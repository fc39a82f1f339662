import { expect, type Page } from "@playwright/test";
import { localeText, serviceFrontmatter, validUntilText } from "./site";
import { factValue, formatFact, isMoney } from "../../src/shared/facts";
import type { LanguageCode } from "../../src/shared/languages";

// Parts of a service page beyond its answers (e2e/support/answers.ts).

/**
 * On a 1280 × 800 screen the hero shows title, text, buttons and picture together on the first
 * screen, the picture beside the text.
 */
export async function expectHeroBesideText(page: Page) {
  const height = 800;
  await page.setViewportSize({ width: 1280, height });
  const hero = page.locator('section[aria-labelledby="page-title"]');
  const title = (await hero.locator("h1").boundingBox())!;
  const buttons = (await hero.locator('[data-action="learn-more"]').boundingBox())!;
  const picture = (await hero.locator("picture img, img").first().boundingBox())!;
  // Beside: the picture starts right of the text column and overlaps it vertically.
  expect(picture.x).toBeGreaterThanOrEqual(title.x + title.width - 1);
  expect(picture.y).toBeLessThan(buttons.y + buttons.height);
  expect(picture.y + picture.height).toBeGreaterThan(title.y);
  // All on the first screen.
  for (const box of [title, buttons, picture]) expect(box.y + box.height).toBeLessThanOrEqual(height);
}

/**
 * Each pricing card says where its price applies, what it covers and, for a published price, its
 * last day in the language's date format (a service without prices has none). The cards' note
 * names what the final quote depends on for this service: no route for storage in the warehouse.
 */
export async function expectPriceScopes(page: Page, slug: string, language: LanguageCode) {
  const packages = (serviceFrontmatter(slug, language).pricing ?? []) as { price: string }[];
  await expect(page.locator("#pricing [data-package]")).toHaveCount(packages.length);
  if (packages.length > 0)
    await expect(page.locator("#pricing h2 + p")).toHaveText(
      localeText(language, "services", `detail.pricingNote.${slug === "warehouse-distribusi" ? "storage" : "freight"}`),
    );
  for (const pkg of packages) {
    const rate = factValue(pkg.price) as { scope: string; terms: string; validUntil?: string; unit?: string };
    const card = page.locator(`#pricing [data-package="${pkg.price}"]`);
    await expect(card.locator("[data-scope]"), `${slug} ${pkg.price}`).toHaveText(
      localeText(language, "services", `price.scope.${rate.scope}`),
    );
    await expect(card.locator("[data-scope]")).toBeVisible();
    const terms = card.locator("[data-terms]");
    await expect(terms, `${slug} ${pkg.price}`).toContainText(
      localeText(language, "services", `price.terms.${rate.terms}`),
    );
    // The amount and its unit as the page's text has them (what is copied, read aloud or indexed):
    // apart in Indonesian and English ("USD 45 per CBM"), joined in Chinese and Japanese (「USD 45／CBM」).
    if (isMoney(rate) && rate.unit)
      await expect(card.locator("[data-price]")).toHaveText(
        localeText(language, "services", "price.withUnit")
          .replace("{{amount}}", formatFact(pkg.price, language))
          .replace("{{unit}}", localeText(language, "services", `price.unit.${rate.unit}`)),
      );
    if (rate.validUntil) await expect(terms).toContainText(validUntilText(pkg.price, language));
    else await expect(terms).toHaveText(localeText(language, "services", `price.terms.${rate.terms}`));
  }
}
