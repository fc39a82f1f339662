import { expect, type Page } from "@playwright/test";
import { locale } from "./site";
import { hydrated } from "./forms";
import { interpolateFacts } from "../../src/lib/facts";
import type { LanguageCode } from "../../src/lib/languages";

// Helpers of the freight calculator, legal page and WhatsApp browser tests (issue 8).

/** A string of a locale namespace with its {{variables}} and fact tokens filled in, as the page shows it. */
export function text(language: LanguageCode, ns: string, key: string, vars: Record<string, string | number> = {}): string {
  let value: unknown = locale(language, ns);
  for (const part of key.split(".")) value = (value as Record<string, unknown>)?.[part];
  if (typeof value !== "string") throw new Error(`No string ${language}/${ns}:${key}`);
  return interpolateFacts(value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name])), language);
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

/**
 * The form function drops messages sent sooner after the form was shown than a person
 * could type them (anti-spam, issue 7); tests wait this long after opening a form.
 */
export const personTypingMs = 3000;

// Reading and steering the fake Postmark is shared with the form tests.
export { failFor, receivedFor, uniqueEmail, type Received } from "./forms";
export { expectNoAxeViolations } from "./axe";
