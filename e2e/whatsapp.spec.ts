import { expect, test } from "@playwright/test";
import { useQuickTyping, waitLikeAPerson, text, uniqueEmail, visitHydrated } from "./support/calculator";
import { chat } from "./support/contact-links";
import { functionCannotKeep } from "./support/leads";
import { type LanguageCode } from "../src/shared/languages";
import { localizedPath, servicePath } from "../src/shared/routes";

// WhatsApp click-to-chat in the forms' failure notice, naming the service the visitor chose. The
// pages' own WhatsApp and tel: links are checked on every page by every-page.spec.ts
// (e2e/support/contact-links.ts).

const about = (lang: LanguageCode, service: string) => text(lang, "whatsapp", "message.service", { service });

test.describe("in the forms' failure notice", () => {
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
    await expect(link).toHaveJSProperty("href", chat(about(lang, text(lang, "form", "services.ekspedisi-udara"))));
  });
});
