import { expect, test } from "@playwright/test";
import { useQuickTyping, waitLikeAPerson, text, uniqueEmail, visitHydrated } from "./support/calculator";
import { functionCannotKeep } from "./support/leads";
import { serviceFrontmatter } from "./support/site";
import { company, interpolateFacts } from "../src/shared/facts";
import { languageCodes, type LanguageCode } from "../src/shared/languages";
import { localizedPath, pagePaths, servicePath } from "../src/shared/routes";
import { serviceSlugs } from "../src/shared/services";

// WhatsApp click-to-chat (wa.me with the number from company.json and a message in the
// page's language naming the service) and tel: links for the phone.

const digits = company.phone.replace(/\D/g, "");
const chat = (message: string) => `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
const general = (lang: LanguageCode) => text(lang, "whatsapp", "message.general");
const about = (lang: LanguageCode, service: string) => text(lang, "whatsapp", "message.service", { service });

test.use({ javaScriptEnabled: false });

for (const lang of languageCodes) {
  test(`contact block in ${lang}: WhatsApp with a greeting in ${lang}, tel: for the phone`, async ({ page }) => {
    for (const path of [pagePaths.contact, pagePaths.home]) {
      await page.goto(localizedPath(path, lang));
      const card = page.locator('[data-contact-card="phone"]');
      const link = card.locator('a[data-whatsapp="general"]');
      await expect(link).toHaveAttribute("href", chat(general(lang)));
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toContainText(text(lang, "whatsapp", "label"));
      await expect(card.locator(`a[href="tel:+${digits}"]`)).toHaveText(company.phone);
    }
    // The footer's phone is a tel: link on every page.
    await expect(page.getByRole("contentinfo").locator(`a[href="tel:+${digits}"]`)).toHaveCount(1);
  });

  test(`every service page in ${lang} offers WhatsApp naming that service`, async ({ page }) => {
    for (const slug of serviceSlugs) {
      await page.goto(localizedPath(servicePath(slug), lang));
      const title = interpolateFacts(String(serviceFrontmatter(slug, lang).title), lang);
      const link = page.locator('a[data-whatsapp="service"]');
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute("href", chat(about(lang, title)));
      expect(decodeURIComponent((await link.getAttribute("href"))!.split("?text=")[1])).toContain(title);
      await expect(page.locator(`a[href="tel:+${digits}"]`).first()).toBeVisible();
    }
  });
}

test.describe("in the forms' failure notice", () => {
  test.use({ javaScriptEnabled: true });

  test("the WhatsApp link names the service chosen in the form", async ({ page }) => {
    await useQuickTyping(page);
    const lang = "en";
    const email = uniqueEmail("wa-fail");
    // The function cannot keep the message (a Postmark outage alone does not fail a send).
    await functionCannotKeep(page);
    await visitHydrated(page, localizedPath(servicePath("ekspedisi-udara"), lang));
    const form = page.locator('#quote form[data-form="service-quote"]');
    await form.locator('[name="fullName"]').fill("Budi WhatsApp");
    await form.locator('[name="email"]').fill(email);
    await form.locator('[name="phone"]').fill("+62 812 3333 4444");
    await form.locator('[name="message"]').fill("Two pallets to Jakarta.");
    await waitLikeAPerson(page);
    await form.getByRole("button", { name: text(lang, "form", "servicePage.submit") }).click();
    const link = form.locator('[data-fallback-notice] a[data-fallback="whatsapp"]');
    await expect(link).toHaveAttribute("href", chat(about(lang, text(lang, "form", "services.ekspedisi-udara"))));
  });
});
