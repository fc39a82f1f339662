import { expect, type Locator, type Page } from "@playwright/test";
import {
  expectConfirmation,
  fill,
  formText,
  inboxLanguageRow,
  inboxServiceName,
  receivedFor,
  resultText,
  sendTimeout,
  toast,
  visitor,
  waitLikeAPerson,
  type Received,
  type Visitor,
} from "./forms";
import type { LanguageCode } from "../../src/shared/languages";
import { company } from "../../src/shared/facts";

// A form sent as a visitor sends it, and everything that follows: the success notice, the
// confirmation in the form's place, the one mail the company gets, and the form again, empty,
// for the next request.

/** The mail the company gets: from the site, to sales, replying to the visitor, with every field. */
function expectMail(mail: Received, v: Visitor, formType: "quote" | "contact", lang: LanguageCode) {
  expect(mail.token).toBe("test-server-token");
  expect(mail.body).toMatchObject({
    From: `"${company.brand}" <website@lintasbatam.example>`,
    To: "sales@lintasbatam.example",
    ReplyTo: `"${v.fullName}" <${v.email}>`,
    Tag: `${formType}-form`,
    MessageStream: "outbound",
  });
  expect(mail.body.Subject).toContain(v.fullName);
  expect(mail.body.Subject).toContain(v.company);
  const text = mail.body.TextBody;
  for (const line of [
    `Name: ${v.fullName}`,
    `Company: ${v.company}`,
    `Email: ${v.email}`,
    `Phone: ${v.phone}`,
    `Service: ${inboxServiceName(v.serviceType!)}`,
    inboxLanguageRow(lang),
  ]) {
    expect(text).toContain(line);
  }
  expect(text).toContain(v.message);
}

/** The service a visitor picks in a form that has none pre-selected. */
const picked = { quote: "international-freight", contact: "project-handling", "service-quote": "ekspedisi-udara" };

/**
 * Fills and sends a form of the page (the quote dialog's, the contact form, or a quote form,
 * pre-selected to `service` on a service page), then checks the notices, the confirmation and
 * the mail, and that the next request starts with the form again, empty.
 */
export async function sendAndExpectReceived(page: Page, form: Locator, lang: LanguageCode, service?: string) {
  const formType = (await form.getAttribute("data-form")) as keyof typeof picked;
  const kind = formType === "contact" ? "contact" : "quote";
  await expect(form.locator('textarea[name="message"]')).toHaveAttribute("rows", kind === "contact" ? "6" : "4");
  if (formType === "service-quote") {
    await expect(form.locator('[name="serviceType"]')).toHaveValue(service ?? "");
    await expect(form.locator('[name="serviceType"] option').first()).toHaveText(
      formText(lang, "fields.serviceType.placeholder"),
    );
  }
  const v = { ...visitor(`sent-${formType}`, lang), serviceType: service ?? picked[formType] };
  await fill(form, service ? { ...v, serviceType: undefined } : v);
  const consent = form.locator('[name="consent"]');
  if ((await consent.count()) > 0) await consent.check();
  await waitLikeAPerson(page);
  await form.locator('button[type="submit"]').click();

  await expect(toast(page, resultText(lang, `notices.${kind}Success`))).toBeVisible({ timeout: sendTimeout });
  await expect(toast(page, resultText(lang, "notices.successTitle"))).toBeVisible();
  const { confirmation, reference } = await expectConfirmation(form, lang);
  const mails = await receivedFor(page, v.email);
  expect(mails).toHaveLength(1);
  expectMail(mails[0], v, kind, lang);
  expect(mails[0].body.Subject).toContain(reference);

  if (formType === "quote") {
    // The dialog's confirmation stays until the visitor closes the dialog; Get Quote then opens
    // the form again, cleared, at its first field.
    const dialog = page.locator("dialog[data-quote-dialog]");
    await confirmation.getByRole("button", { name: formText(lang, "quote.close") }).click();
    await expect(dialog).toBeHidden();
    await page.locator("header [data-quote-trigger]:visible").first().click();
    await expect(form).toBeVisible();
    await expect(confirmation).toBeHidden();
    await expect(form.locator('[name="fullName"]')).toHaveValue("");
    await expect(form.locator('[name="fullName"]')).toBeFocused();
  } else if (formType === "contact") {
    // A new message: the form again, cleared, at its first field.
    await confirmation.getByRole("button", { name: resultText(lang, "received.another") }).click();
    await expect(form).toBeVisible();
    await expect(form.locator('[name="fullName"]')).toBeFocused();
    await expect(form.locator('[name="message"]')).toHaveValue("");
    await expect(form.locator('[name="consent"]')).not.toBeChecked();
  }
}
