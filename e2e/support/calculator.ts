import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { fakePostmarkURL } from "./servers";
import { locale } from "./site";
import { interpolateFacts } from "../../src/lib/facts";
import type { LanguageCode } from "../../src/lib/languages";
import type { FailureMode } from "./fake-postmark";

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

/** Loads a page and waits until React has hydrated it (the quote dialog marks itself ready). */
export async function visitHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator("dialog[data-quote-dialog][data-ready]")).toHaveCount(1);
  return response;
}

/**
 * The form function drops messages sent sooner after the form was shown than a person
 * could type them (anti-spam, issue 7); tests wait this long after opening a form.
 */
export const personTypingMs = 3000;

export interface Received {
  token: string;
  body: Record<string, string>;
}

export async function receivedFor(page: Page, email: string): Promise<Received[]> {
  const res = await page.request.get(`${fakePostmarkURL}/__messages?replyTo=${encodeURIComponent(email)}`);
  return res.json();
}

export async function failFor(page: Page, email: string, mode: FailureMode) {
  const res = await page.request.post(`${fakePostmarkURL}/__control`, { data: { mode, match: email } });
  expect(res.ok()).toBe(true);
}

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** axe with the WCAG 2.1 A and AA rules; the list of violations must be empty. */
export async function expectNoAxeViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`);
  expect(summary, what).toEqual([]);
}
