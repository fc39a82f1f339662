import { expect, test, type Locator, type Page } from "@playwright/test";
import { languageCodes, type LanguageCode } from "../src/lib/languages";
import { localizedPath, pagePaths, servicePath } from "../src/lib/routes";
import type { FailureMode } from "./support/fake-postmark";
import {
  expectFallbackLinks,
  expectKept,
  failFor,
  fill,
  formText,
  openQuoteDialog,
  receivedFor,
  toast,
  visit,
  visitor,
  waitLikeAPerson,
  type Visitor,
  resultText,
} from "./support/forms";

// The mail service having a bad day, seen by a visitor: for each way the fake Postmark can
// fail, the failure notice, every typed value still in the form, and the other ways to reach
// the company (pre-filled email, WhatsApp, phone). The modes take turns over the three forms
// and the four languages. A refused connection is the "close" mode here: the function's
// Postmark address is fixed for the test server, and the client reports a dropped connection
// exactly like a refused one ("fetch failed"); jest refuses a real port (faults.test.ts).

type FormKind = "contact" | "dialog" | "service";

interface OpenForm {
  form: Locator;
  /** Where the form's notices appear (the dialog has its own notices region). */
  notices: Locator | Page;
  submit: string;
  failure: (reason: string) => string;
}

async function openForm(page: Page, kind: FormKind, lang: LanguageCode): Promise<OpenForm> {
  const t = (key: string) => formText(lang, key);
  const quoteFailure = () => t("notices.quoteFailure");
  if (kind === "contact") {
    await visit(page, localizedPath(pagePaths.contact, lang));
    const form = page.locator('form[data-form="contact"]');
    await form.locator('[name="consent"]').check();
    return { form, notices: page, submit: t("contact.submit"), failure: (reason) => t("notices.contactFailure").replace("{{reason}}", reason) };
  }
  if (kind === "dialog") {
    const dialog = await openQuoteDialog(page, lang);
    return { form: dialog.locator('form[data-form="quote"]'), notices: dialog, submit: t("quote.submit"), failure: quoteFailure };
  }
  await visit(page, localizedPath(servicePath("warehouse-distribusi"), lang));
  return { form: page.locator('#quote form[data-form="service-quote"]'), notices: page, submit: t("servicePage.submit"), failure: quoteFailure };
}

const serviceFor: Record<FormKind, string> = { contact: "bea-cukai", dialog: "international-freight", service: "warehouse-distribusi" };

/** Fills the form like a person, sends it, and checks what a failed send must leave behind. */
async function sendAndExpectFailure(page: Page, kind: FormKind, lang: LanguageCode, v: Visitor, reason: string) {
  const opened = await openForm(page, kind, lang);
  await fill(opened.form, v);
  await waitLikeAPerson(page);
  const submit = opened.form.getByRole("button", { name: opened.submit });
  await submit.click();

  const notice = opened.notices.locator("[data-sonner-toast]").filter({ hasText: opened.failure(reason) });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(notice).toContainText(formText(lang, "notices.errorTitle"));
  await expect(notice).toHaveAttribute("data-type", "error");
  await expect(submit).toBeEnabled();
  await expect(submit).toHaveText(opened.submit);
  await expectKept(opened.form, v);
  if (kind === "contact") await expect(opened.form.locator('[name="consent"]')).toBeChecked();
  if (kind === "dialog") await expect(page.locator("dialog[data-quote-dialog]")).toBeVisible();
  await expectFallbackLinks(notice, v);
  await expectFallbackLinks(opened.form.locator("[data-fallback-notice]"), v);
}

const postmarkFaults: [FailureMode, "mail_unavailable" | "mail_rejected"][] = [
  ["close", "mail_unavailable"],
  ["hang", "mail_unavailable"],
  ["500", "mail_unavailable"],
  ["503", "mail_unavailable"],
  ["429", "mail_unavailable"],
  ["401", "mail_rejected"],
  ["422-300", "mail_rejected"],
  ["422-406", "mail_rejected"],
  ["malformed", "mail_unavailable"],
];
const kinds: FormKind[] = ["contact", "dialog", "service"];

postmarkFaults.forEach(([mode, reason], i) => {
  const kind = kinds[i % kinds.length];
  const lang = languageCodes[i % languageCodes.length];
  test(`Postmark ${mode}: ${kind} form in ${lang} keeps every value and offers other ways`, async ({ page }) => {
    const v = { ...visitor(`fault-${mode}`, lang), serviceType: serviceFor[kind] };
    await failFor(page, v.email, mode);
    await sendAndExpectFailure(page, kind, lang, v, formText(lang, `reasons.${reason}`));
    // One attempt reached Postmark; the function does not retry on its own.
    expect(await receivedFor(page, v.email)).toHaveLength(1);
  });
});

test("the function unreachable (connection refused): contact form says so and keeps everything", async ({ page }) => {
  const lang = "en";
  const v = { ...visitor("fault-offline", lang), serviceType: serviceFor.contact };
  await page.route("**/api/send-contact-email", (route) => route.abort("connectionrefused"));
  await sendAndExpectFailure(page, "contact", lang, v, formText(lang, "reasons.network"));
  expect(await receivedFor(page, v.email)).toHaveLength(0);
});

test("the function answering a non-JSON error page (a gateway error): quote dialog fails cleanly", async ({ page }) => {
  const lang = "zh";
  const v = { ...visitor("fault-gateway", lang), serviceType: serviceFor.dialog };
  await page.route("**/api/send-contact-email", (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<html><body>Bad gateway</body></html>" }));
  await sendAndExpectFailure(page, "dialog", lang, v, "");
  expect(await receivedFor(page, v.email)).toHaveLength(0);
});

test("after a failure, sending again once the mail service is back works and clears the form", async ({ page }) => {
  const lang = "ja";
  const v = { ...visitor("fault-retry", lang), serviceType: serviceFor.contact };
  await failFor(page, v.email, "503");
  await sendAndExpectFailure(page, "contact", lang, v, formText(lang, "reasons.mail_unavailable"));
  await failFor(page, v.email, "ok");
  const form = page.locator('form[data-form="contact"]');
  await form.getByRole("button", { name: formText(lang, "contact.submit") }).click();
  await expect(toast(page, resultText(lang, "notices.contactSuccess"))).toBeVisible();
  await expect(form.locator('[name="message"]')).toHaveValue("");
  await expect(form.locator("[data-fallback-notice]")).toHaveCount(0);
  const mails = await receivedFor(page, v.email);
  expect(mails.map((m) => m.body.ReplyTo)).toEqual([v.email, v.email]);
});
