import { expect, type Page } from "@playwright/test";
import { locale } from "./site";
import { hydrated } from "./forms";
import { headStrings } from "../../src/i18n/head-strings";
import type { LanguageCode } from "../../src/shared/languages";

// Helpers of the freight calculator, legal page and WhatsApp browser tests.

/**
 * A string of a locale namespace as the page shows it: through the site's own i18next set-up
 * ({{variables}}, plural forms by `count`, fact tokens), over the same file.
 */
export function text(
  language: LanguageCode,
  ns: string,
  key: string,
  vars: Record<string, string | number> = {},
): string {
  return headStrings({ edges: [{ node: { ns, language, data: locale(language, ns) } }] }, language)(ns, key, vars);
}

/** Spaces of any kind (Intl writes "USD 129.60" with a no-break space) as one plain space. */
export const plain = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, " ").trim();

/** Loads a page and waits until React has hydrated it (the quote triggers work). */
export async function visitHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

/**
 * Loads a page with the freight calculator and waits for it: its code and strings load when
 * the visitor comes near it (components/calculator/lazy-freight-calculator.tsx).
 */
export async function visitCalculator(page: Page, path: string) {
  const response = await visitHydrated(page, path);
  // In one step: the placeholder may be replaced at any moment.
  await page.evaluate(() => document.querySelector("[data-calculator-pending]")?.scrollIntoView());
  await expect(page.locator("[data-calculator-pending]")).toHaveCount(0, { timeout: 15_000 });
  return response;
}

// Reading and steering the fake Postmark is shared with the form tests.
export { receivedFor, uniqueEmail, useQuickTyping, waitLikeAPerson } from "./forms";
export { expectNoAxeViolations } from "./axe";
