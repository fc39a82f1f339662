import { expect, test } from "@playwright/test";
import { plain, text } from "./support/calculator";
import { company } from "../src/shared/facts";
import { languageCodes, languageOf } from "../src/shared/languages";
import { legalUpdated } from "../src/components/legal/legal-dates";
import { legalDocs, legalPaths, localizedPath } from "../src/shared/routes";
import { siteUrl } from "../src/node/site-url";

// The privacy policy and the terms: real pages in every language, linked from the footer
// and the contact form, in the sitemap (axe on them: every-page.spec.ts).

test.use({ reducedMotion: "reduce" });

const legal = (lang: (typeof languageCodes)[number], key: string) => text(lang, "legal", key);
const digits = company.phone.replace(/\D/g, "");

for (const lang of languageCodes) {
  for (const doc of legalDocs) {
    const path = localizedPath(legalPaths[doc], lang);

    test(`${path} is the ${doc} page in ${lang}, with its date, text and whom to contact`, async ({ browser }) => {
      // The page as served, before any JavaScript runs (search engines read this).
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", languageOf(lang).tag);
      await expect(page.locator("h1")).toHaveText(legal(lang, `${doc}.title`));
      expect(await page.title()).toBe(`${legal(lang, `${doc}.meta.title`)} | ${company.brand}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        legal(lang, `${doc}.meta.description`),
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}${path}`);
      await expect(page.locator("[data-legal-updated]")).toHaveText(
        text(lang, "legal", "updated", { date: legalUpdated(doc, lang) }),
      );

      const article = page.locator(`article[data-legal="${doc}"]`);
      expect(await article.locator("h2").count()).toBeGreaterThanOrEqual(8);
      const body = plain((await article.textContent()) ?? "");
      expect(body).toContain(company.legalName);
      expect(body).toContain(company.email);
      expect(body).not.toMatch(/<Fact|\{[\w.]+\}/);
      if (doc === "privacy") {
        for (const word of ["UU PDP", "Postmark", "Netlify"]) expect(body).toContain(word);
        // Retention periods come from company.json, written in the page's language.
        expect(body).toContain(String(company.dataRetention.inquiryYears));
        expect(body).toContain(String(company.dataRetention.mailProviderDays));
        expect(body).toContain(String(company.dataRetention.deliveredMessagesDays));
      }
      const contact = page.locator("[data-legal-contact]");
      await expect(contact.locator(`a[href="mailto:${company.email}"]`)).toHaveText(company.email);
      await expect(contact.locator(`a[href="tel:+${digits}"]`)).toHaveText(company.phone);
      await expect(contact.locator("a[data-whatsapp]")).toHaveAttribute(
        "href",
        new RegExp(`^https://wa\\.me/${digits}\\?text=`),
      );
      await context.close();
    });
  }

  test(`the footer and the contact form link to the legal pages in ${lang}`, async ({ page }) => {
    await page.goto(localizedPath("/kontak/", lang));
    const form = page.locator('form[data-form="contact"]');
    await expect(form.getByRole("link", { name: text(lang, "form", "contact.privacy") })).toHaveAttribute(
      "href",
      localizedPath("/privacy/", lang),
    );
    await expect(form.getByRole("link", { name: text(lang, "form", "contact.terms") })).toHaveAttribute(
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
