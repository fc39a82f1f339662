import { expect, test } from "@playwright/test";
import { localizedPath, pagePaths, formPagePaths } from "../src/shared/routes";
import { expectConfirmation, fill, openQuoteDialog, visit, visitor, waitLikeAPerson } from "./support/forms";

// What a page gives on paper (print, save as PDF): its own text, dark on white, in one piece where
// a piece means something (a package and its price, a document, a question, a table row), and a
// sent message's reference; none of what serves only on a screen.

// Waits for the scripts (named exception): a section below the screen is hidden by them until reached.
test("a service page prints its own text: no header, skip link, forms or calculator; dark titles; every section and answer", async ({
  page,
}) => {
  await page.goto(localizedPath("/services/ekspedisi-laut/", "en"));
  await expect(page.locator('[data-reveal="pending"]').first()).toBeAttached();
  await page.emulateMedia({ media: "print" });
  for (const part of ["header[data-first-screen]", ".skip-link", "#quote", "#calculator", "form"])
    await expect(page.locator(part).first(), part).toBeHidden();
  // White on a dark band prints pale: browsers leave backgrounds out.
  for (const text of ["#page-title", "footer"])
    expect(await page.locator(text).evaluate((e) => getComputedStyle(e).color), text).toBe("rgb(0, 0, 0)");
  const pending = page.locator('[data-reveal="pending"]').first();
  expect(await pending.evaluate((e) => getComputedStyle(e).opacity)).toBe("1");
  const answers = page.locator("details[data-faq] > p");
  expect(await answers.count()).toBeGreaterThan(0);
  for (const answer of await answers.all()) await expect(answer).toBeVisible();

  await page.emulateMedia({ media: "screen" });
  await expect(page.locator("header[data-first-screen]")).toBeVisible();
  await expect(answers.first()).toBeHidden();
});

test("a service page's buttons stay on the screen, and its packages, blocks, documents and questions are not cut between pages", async ({
  page,
}) => {
  await page.goto(localizedPath("/services/ekspedisi-laut/", "ja"));
  await page.emulateMedia({ media: "print" });
  for (const part of ["[data-action]", "[data-quote-package]", "[data-package] a"]) {
    const found = page.locator(`main ${part}`);
    expect(await found.count(), part).toBeGreaterThan(0);
    for (const one of await found.all()) await expect(one, part).toBeHidden();
  }
  for (const piece of ["[data-package]", "[data-detail-block]", "[data-document]", "details[data-faq]"]) {
    const found = page.locator(piece);
    expect(await found.count(), piece).toBeGreaterThan(0);
    expect(await found.first().evaluate((e) => getComputedStyle(e).breakInside), piece).toBe("avoid");
  }
  expect(
    await page
      .locator("main h2")
      .first()
      .evaluate((e) => getComputedStyle(e).breakAfter),
  ).toBe("avoid");

  // The home page's own quote button, and the contact page's map button.
  await page.goto(localizedPath(pagePaths.home, "ja"));
  await expect(page.locator("main [data-quote-trigger]").first()).toBeHidden();
  await page.goto(localizedPath(pagePaths.contact, "ja"));
  await expect(page.locator("[data-office-map]")).toBeHidden();
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("a service page prints without its buttons, its packages' links to the function's form, or the form", async ({
    page,
  }) => {
    await page.goto(localizedPath("/services/ekspedisi-laut/", "id"));
    const plainLinks = page.locator("[data-plain-package]");
    expect(await plainLinks.count()).toBeGreaterThan(0);
    await expect(plainLinks.first()).toBeVisible();
    await page.emulateMedia({ media: "print" });
    for (const part of ["[data-plain-package]", "[data-action]", "form", "header[data-first-screen]"]) {
      const found = page.locator(part);
      expect(await found.count(), part).toBeGreaterThan(0);
      for (const one of await found.all()) await expect(one, part).toBeHidden();
    }
    await expect(page.locator("[data-package]").first()).toBeVisible();
  });
});

test("the Incoterms table prints whole, as wide as the paper: every column, no row cut between pages", async ({
  page,
}) => {
  await page.goto(localizedPath(pagePaths.incoterms, "en"));
  await page.emulateMedia({ media: "print" });
  // An A4 page's width less its margins, in CSS pixels.
  await page.setViewportSize({ width: 718, height: 1000 });
  const table = page.locator('[data-table="incoterms"]');
  const region = page.locator("[data-scroll-region]").filter({ has: table });
  const widths = await region.evaluate((e) => ({ box: e.clientWidth, content: e.scrollWidth }));
  expect(widths.content).toBeLessThanOrEqual(widths.box);
  // Every row on paper: the box that scrolls down on a phone is as tall as its table.
  const heights = await region.evaluate((e) => ({ box: e.clientHeight, table: e.firstElementChild!.clientHeight }));
  expect(heights.box).toBeGreaterThanOrEqual(heights.table);
  expect(
    await table
      .locator("tbody tr")
      .first()
      .evaluate((e) => getComputedStyle(e).breakInside),
  ).toBe("avoid");
});

test("an article's sources print with their addresses", async ({ page }) => {
  await page.goto(localizedPath("/artikel/berat-volumetrik-udara/", "en"));
  await page.emulateMedia({ media: "print" });
  const source = page.locator("[data-article-sources] a").first();
  const href = await source.getAttribute("href");
  expect(href).toMatch(/^https?:\/\//);
  expect(await source.evaluate((e) => getComputedStyle(e, "::after").content)).toBe(`" (${href})"`);
});

test("a quote sent on the quote page prints its confirmation and reference, without the notice over it", async ({
  page,
}) => {
  const lang = "id";
  const v = visitor("printed-quote-page", lang);
  await visit(page, localizedPath(formPagePaths.quote, lang));
  const form = page.locator('form[data-form="service-quote"]');
  await fill(form, v);
  await waitLikeAPerson(page);
  await form.locator('button[type="submit"]').click();
  const { confirmation, reference } = await expectConfirmation(form, lang);
  await expect(page.locator("[data-sonner-toast]")).not.toHaveCount(0);
  await page.emulateMedia({ media: "print" });
  await expect(confirmation).toBeVisible();
  await expect(confirmation.locator(`[data-reference="${reference}"]`)).toBeVisible();
  for (const notices of await page.locator("[data-notices]").all()) await expect(notices).toBeHidden();
});

test("the quote dialog prints only once it holds a confirmation, and then alone: before, the page prints without it", async ({
  page,
}) => {
  const lang = "zh";
  const v = { ...visitor("printed-dialog", lang), serviceType: "international-freight" };
  const dialog = await openQuoteDialog(page, lang);
  await page.emulateMedia({ media: "print" });
  await expect(dialog).toBeHidden();
  await expect(page.locator("main")).toBeVisible();
  await page.emulateMedia({ media: "screen" });
  const form = dialog.locator('form[data-form="quote"]');
  await fill(form, v);
  await waitLikeAPerson(page);
  await form.locator('button[type="submit"]').click();
  const { confirmation, reference } = await expectConfirmation(form, lang);
  await page.emulateMedia({ media: "print" });
  await expect(confirmation.locator(`[data-reference="${reference}"]`)).toBeVisible();
  for (const part of ["main", "footer"]) await expect(page.locator(part).first(), part).toBeHidden();
});
