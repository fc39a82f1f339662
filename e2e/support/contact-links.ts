import { expect, type Page } from "@playwright/test";
import { plain, text } from "./calculator";
import { serviceFrontmatter } from "./site";
import { legalUpdated } from "../../src/components/legal/legal-dates";
import { company, interpolateFacts } from "../../src/shared/facts";
import { type LanguageCode } from "../../src/shared/languages";
import { legalDocs, legalPaths, pagePaths, servicePath } from "../../src/shared/routes";
import { serviceSlugs } from "../../src/shared/services";
import { siteUrl } from "../../src/node/site-url";
import type { PlannedPage } from "../../src/node/page-plan";

// The ways to reach the company that a page offers as served, scripts off: WhatsApp
// click-to-chat (wa.me with the number from company.json and a message in the page's language,
// naming the service on a service page), tel: for the phone, and the legal pages' text and whom
// to contact. every-page.spec.ts runs them on every page.

const digits = company.phone.replace(/\D/g, "");
/**
 * A WhatsApp click-to-chat link to the company, starting with the message, as the browser reads
 * it: a link's href property (its attribute may leave non-ASCII text unencoded).
 */
export const chat = (message: string) => new URL(`https://wa.me/${digits}?text=${encodeURIComponent(message)}`).href;

/** The footer's phone, the contact block's WhatsApp and phone, a service page's WhatsApp. */
export async function expectWhatsAppAndPhone(tab: Page, page: PlannedPage) {
  const lang = page.language as LanguageCode;
  await expect(tab.getByRole("contentinfo").locator(`a[href="tel:+${digits}"]`)).toHaveCount(1);

  if (page.originalPath === pagePaths.contact || page.originalPath === pagePaths.home) {
    const card = tab.locator('[data-contact-card="phone"]');
    const link = card.locator('a[data-whatsapp="general"]');
    await expect(link).toHaveJSProperty("href", chat(text(lang, "whatsapp", "message.general")));
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toContainText(text(lang, "whatsapp", "label"));
    await expect(card.locator(`a[href="tel:+${digits}"]`)).toHaveText(company.phone);
  }

  const slug = serviceSlugs.find((s) => servicePath(s) === page.originalPath);
  if (slug) {
    const title = interpolateFacts(String(serviceFrontmatter(slug, lang).title), lang);
    const link = tab.locator('a[data-whatsapp="service"]');
    await expect(link).toHaveCount(1);
    await expect(link).toHaveJSProperty("href", chat(text(lang, "whatsapp", "message.service", { service: title })));
    expect(decodeURIComponent((await link.getAttribute("href"))!.split("?text=")[1])).toContain(title);
    await expect(tab.locator(`a[href="tel:+${digits}"]`).first()).toBeVisible();
  }
}

/** A legal page: its exact title and description, its date, its text and whom to contact. */
export async function expectLegalPage(tab: Page, page: PlannedPage) {
  const doc = legalDocs.find((d) => legalPaths[d] === page.originalPath);
  if (!doc) return;
  const lang = page.language as LanguageCode;
  const legal = (key: string) => text(lang, "legal", key);
  await expect(tab.locator("h1")).toHaveText(legal(`${doc}.title`));
  expect(await tab.title()).toBe(`${legal(`${doc}.meta.title`)} | ${company.brand}`);
  await expect(tab.locator('meta[name="description"]')).toHaveAttribute("content", legal(`${doc}.meta.description`));
  await expect(tab.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}${page.path}`);
  await expect(tab.locator("[data-legal-updated]")).toHaveText(
    text(lang, "legal", "updated", { date: legalUpdated(doc, lang) }),
  );

  const article = tab.locator(`article[data-legal="${doc}"]`);
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
  const contact = tab.locator("[data-legal-contact]");
  await expect(contact.locator(`a[href="mailto:${company.email}"]`)).toHaveText(company.email);
  await expect(contact.locator(`a[href="tel:+${digits}"]`)).toHaveText(company.phone);
  await expect(contact.locator("a[data-whatsapp]")).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/${digits}\\?text=`),
  );
}
