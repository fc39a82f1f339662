import { execFile } from "child_process";
import { expect, type Locator, type Page } from "@playwright/test";
import { escapeRegExp, resultText, toast } from "./forms";
import type { LanguageCode } from "../../src/shared/languages";
import { openLocalLeadStore } from "../../scripts/lib/local-lead-store";
import { peekLead, type LeadRecord } from "../../src/forms/function/lead-store";
import type { FieldProblem } from "../../src/forms/shared/schema";

// The lead store seen from the browser tests: the "received under reference"
// notice, the scheduled function run by hand, the leads command and the records in netlify dev's store.

/** The received-with-reference text of this language as a pattern; group 1 is the reference. */
function receivedPattern(lang: LanguageCode): RegExp {
  const [before, after] = resultText(lang, "received.text").split("{{reference}}");
  return new RegExp(`${escapeRegExp(before)}([QC]-[2-9A-HJKMNP-Z]{6})${escapeRegExp(after)}`);
}

/** Waits for the received notice on the page and returns its reference. */
export async function receivedNotice(page: Page, lang: LanguageCode): Promise<{ notice: Locator; reference: string }> {
  const notice = toast(page, receivedPattern(lang));
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(notice).toContainText(resultText(lang, "received.title"));
  const reference = (await notice.textContent())?.match(receivedPattern(lang))?.[1];
  expect(reference).toBeTruthy();
  return { notice, reference: reference! };
}

/**
 * Runs the scheduled function once, as Netlify would every 5 minutes. netlify dev answers with
 * its own explanation text (Netlify reads only a scheduled function's status); it reports an
 * error or a 5xx from the function in that text.
 */
export async function runRedelivery(page: Page): Promise<void> {
  const res = await page.request.post("/.netlify/functions/redeliver-leads", {
    data: { next_run: new Date().toISOString() },
  });
  const text = await res.text();
  expect(res.status(), text).toBe(200);
  expect(text).not.toMatch(/There was an error|returned a status code/);
}

/** `npm run leads -- <args>` (tsx run by this Node, without npx's start-up) against netlify dev's local store. */
export function leadsCommand(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [require.resolve("tsx/cli"), "scripts/leads.ts", ...args],
      { env: { ...process.env, NETLIFY_SITE_ID: "", NETLIFY_AUTH_TOKEN: "" } },
      (err, stdout, stderr) =>
        resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The stored record of a reference, read from netlify dev's local store as `npm run leads -- show` reads it. */
export async function storedLead(reference: string): Promise<LeadRecord> {
  const opened = await openLocalLeadStore();
  try {
    const record = await peekLead(opened.store, reference);
    expect(record, `${reference} in the ${opened.where}`).not.toBeNull();
    return record!;
  } finally {
    await opened.close();
  }
}

/**
 * The function's answer when it cannot keep a message (its lead store cannot be written): the
 * one failure a Postmark outage does not cause (jest covers the function's side,
 * __tests__/forms/function/leads.test.ts). For the browser tests of the failure notice. With
 * `late` (milliseconds, or a promise the test settles when it has seen the form sending), it comes
 * that late, as on a slow connection, and `passOn()` (true) lets the posts through to the function
 * instead, as late.
 */
export async function functionCannotKeep(page: Page, late: number | Promise<void> = 0, passOn = () => false) {
  await page.route("**/api/send-contact-email", async (route) => {
    await (typeof late === "number" ? new Promise((resolve) => setTimeout(resolve, late)) : late);
    if (passOn()) return route.continue();
    await route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({
        ok: false,
        error: "mail_unavailable",
        message: "Messages cannot be received right now. Please try again later.",
        retryable: true,
      }),
    });
  });
}

/**
 * The function's 422 refusing fields, each with its reason: what it answers a page from before a
 * change of the rules, whose own checks let the fields pass. With `late`, it comes that many
 * milliseconds late, or once that promise is settled.
 */
export async function functionRefuses(page: Page, problems: FieldProblem[], late: number | Promise<void> = 0) {
  await page.route("**/api/send-contact-email", async (route) => {
    await (typeof late === "number" ? new Promise((resolve) => setTimeout(resolve, late)) : late);
    await route.fulfill({
      status: 422,
      json: {
        ok: false,
        error: "invalid_fields",
        message: "Some fields are missing or invalid.",
        fields: problems.map((p) => p.field),
        problems,
      },
    });
  });
}
