import { expect, test } from "@playwright/test";
import { fill, hydrated, visit, visitor } from "./support/forms";
import { htmlLang, languageLinkName } from "./support/site";
import { localizedPath, pagePaths, servicePath } from "../src/shared/routes";
import { articlePath, articlesPath } from "../src/shared/articles";

// The language switcher once the scripts run: the same page in the other language, at the same
// section and with what was typed in its forms. Each test waits for the scripts (hydrated): until
// they run, the switcher's links are plain links, which the browser follows as it would any link.

test("390 px: a contact message half typed in English is still there on the Indonesian contact page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await visit(page, localizedPath(pagePaths.contact, "en"));
  const typed = { ...visitor("switch", "en"), serviceType: "ekspedisi-laut" };
  const form = page.locator('form[data-form="contact"]');
  await fill(form, typed);
  await form.locator('[name="consent"]').check();

  await page.locator("header [data-language-menu]").click();
  await page.getByRole("link", { name: languageLinkName("id") }).click();
  await expect(page).toHaveURL(localizedPath(pagePaths.contact, "id"));
  await expect(page.locator("html")).toHaveAttribute("lang", htmlLang("id"));

  const kept = page.locator('form[data-form="contact"]');
  for (const name of ["fullName", "company", "email", "phone", "message", "serviceType"] as const)
    await expect(kept.locator(`[name="${name}"]`)).toHaveValue(typed[name]);
  await expect(kept.locator('[name="consent"]')).toBeChecked();
});

for (const when of ["in the plain fields the page came with", "in the fields the scripts brought"] as const)
  test(`1280 px: a service page's quote form keeps its message and its shipment details (typed ${when}) in the other language`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    if (when === "in the plain fields the page came with")
      await page.route(/\/shipment-fields-[0-9a-f]+\.js$/, (route) => route.abort("blockedbyclient"));
    await visit(page, localizedPath(servicePath("ekspedisi-laut"), "en"));
    const form = page.locator('form[data-form="service-quote"]');
    await form.locator('[name="origin"]').fill("Batam");
    await form.locator('[name="dangerousGoods"]').check();
    await form.locator('[name="message"]').fill("A 12-tonne press, Batam to Osaka.");
    // The scripted fields take over as focus leaves the plain ones, with what was typed as their defaults.
    if (when === "in the fields the scripts brought")
      await expect(form.locator("[data-plain-shipment-fields]")).toHaveCount(0);
    else await expect(form.locator("[data-plain-shipment-fields]")).toHaveCount(1);
    await page.unrouteAll();

    await page.getByRole("link", { name: languageLinkName("ja") }).click();
    await expect(page).toHaveURL(localizedPath(servicePath("ekspedisi-laut"), "ja"));
    // The new page's form, in the page's own language (not the one left), below the first screen.
    const kept = page.locator('form[data-form="service-quote"]:has(input[name="language"][value="ja"])');
    await kept.scrollIntoViewIfNeeded();
    await expect(kept.locator('[name="message"]')).toHaveValue("A 12-tonne press, Batam to Osaka.");
    // The shipment details arrive with their code, after the page: they take what was typed then.
    await expect(kept.locator('[name="origin"]')).toHaveValue("Batam");
    await expect(kept.locator('[name="dangerousGoods"]')).toBeChecked();
    await expect(kept.locator('[name="language"]')).toHaveValue("ja");
  });

test("1280 px: a page opened at a section opens at that section in the other language", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${localizedPath(servicePath("ekspedisi-laut"), "en")}#pricing`);
  await hydrated(page);
  await page.getByRole("link", { name: languageLinkName("zh") }).click();
  await expect(page).toHaveURL(`${localizedPath(servicePath("ekspedisi-laut"), "zh")}#pricing`);
  await expect(page.locator("html")).toHaveAttribute("lang", htmlLang("zh"));
  await expect(page.locator("#pricing")).toBeInViewport();
});

test("1280 px: an article's section has another name in the other language: its page opens at the top, not where the last one was", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${localizedPath(articlePath("lcl-atau-fcl"), "en")}#beyond-the-price`);
  await hydrated(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  await page.getByRole("link", { name: languageLinkName("ja") }).click();
  await expect(page).toHaveURL(`${localizedPath(articlePath("lcl-atau-fcl"), "ja")}#beyond-the-price`);
  await expect(page.locator("html")).toHaveAttribute("lang", htmlLang("ja"));
  await expect(page.locator("main h1")).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("1280 px: an article not written in the other language leads to that language's articles, at their top", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${localizedPath(articlePath("berat-volumetrik-udara"), "en")}#article-sources`);
  await hydrated(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  await page.getByRole("link", { name: languageLinkName("zh") }).click();
  await expect(page).toHaveURL(localizedPath(articlesPath, "zh"));
  await expect(page.locator("html")).toHaveAttribute("lang", htmlLang("zh"));
  await expect(page.locator("main h1")).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
