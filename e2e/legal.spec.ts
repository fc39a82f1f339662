import { expect, test, type Locator } from "@playwright/test";
import { openQuoteDialog } from "./support/forms";
import { text } from "./support/calculator";
import { languageCodes, type LanguageCode } from "../src/shared/languages";
import { formPagePaths, legalDocs, legalPaths, localizedPath, servicePath } from "../src/shared/routes";
import { siteUrl } from "../src/node/site-url";

// The privacy policy and the terms: real pages in every language, linked from the footer
// and the contact form, in the sitemap (their text, date and contacts, and axe on them:
// every-page.spec.ts, with e2e/support/contact-links.ts).

test.use({ reducedMotion: "reduce" });

const legal = (lang: (typeof languageCodes)[number], key: string) => text(lang, "legal", key);

for (const lang of languageCodes) {
  test(`the footer and the contact form link to the legal pages in ${lang}`, async ({ page }) => {
    await page.goto(localizedPath("/kontak/", lang));
    const form = page.locator('form[data-form="contact"]');
    await expect(form.getByRole("link", { name: text(lang, "form", "legal.privacy") })).toHaveAttribute(
      "href",
      localizedPath("/privacy/", lang),
    );
    await expect(form.getByRole("link", { name: text(lang, "form", "legal.terms") })).toHaveAttribute(
      "href",
      localizedPath("/terms/", lang),
    );
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: text(lang, "common", "footer.terms") }).click();
    await expect(page).toHaveURL(new RegExp(`${localizedPath("/terms/", lang)}$`));
    await expect(page.locator("h1")).toHaveText(legal(lang, "terms.title"));
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: text(lang, "common", "footer.privacy") })
      .click();
    await expect(page.locator("h1")).toHaveText(legal(lang, "privacy.title"));
  });
}

test("every quote form says what sending it agrees to, with the legal pages linked: the quote page without scripts, a service page's form and the quote dialog", async ({
  browser,
  page,
}) => {
  const expectAgreement = async (form: Locator, lang: LanguageCode) => {
    await expect(form).toContainText(text(lang, "form", "legal.before").trim());
    await expect(form.getByRole("link", { name: text(lang, "form", "legal.privacy") })).toHaveAttribute(
      "href",
      localizedPath(legalPaths.privacy, lang),
    );
    await expect(form.getByRole("link", { name: text(lang, "form", "legal.terms") })).toHaveAttribute(
      "href",
      localizedPath(legalPaths.terms, lang),
    );
  };
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const plainPage = await plain.newPage();
  await plainPage.goto(localizedPath(formPagePaths.quote, "zh"));
  await expectAgreement(plainPage.locator('form[data-form="service-quote"]'), "zh");
  await plain.close();
  await page.goto(localizedPath(servicePath("ekspedisi-laut"), "ja"));
  await expectAgreement(page.locator('form[data-form="service-quote"]'), "ja");
  // The dialog loads on demand: this part waits for the page's scripts.
  await expectAgreement(await openQuoteDialog(page, "en"), "en");
});

test("the sitemap lists both legal pages in every language, each with its hreflang alternates", async ({ request }) => {
  const index = await (await request.get("/sitemap-index.xml")).text();
  let xml = "";
  for (const m of index.matchAll(/<loc>([^<]+)<\/loc>/g))
    xml += await (await request.get(new URL(m[1]).pathname)).text();
  for (const doc of legalDocs) {
    for (const lang of languageCodes) {
      const url = `${siteUrl}${localizedPath(legalPaths[doc], lang)}`;
      const entry = xml.match(
        new RegExp(`<url><loc>${url.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}</loc>(.*?)</url>`),
      )?.[1];
      expect(entry, url).toBeDefined();
      for (const other of languageCodes)
        expect(entry).toContain(`href="${siteUrl}${localizedPath(legalPaths[doc], other)}"`);
      expect(entry).toContain(`hreflang="x-default" href="${siteUrl}${legalPaths[doc]}"`);
    }
  }
});
