import { expect, test, type Page } from "@playwright/test";
import {
  acknowledgementsFor,
  fill,
  openQuoteDialog,
  receivedFor,
  sendTimeout,
  visitor,
  waitLikeAPerson,
} from "./support/forms";
import { localeText } from "./support/site";
import type { LanguageCode } from "../src/shared/languages";

// A reply the visitor can count on, in Chromium against netlify dev and the fake Postmark: the
// acknowledgement in the page's language, and "Mark as answered" from the company's mail.
// The dialog's scripts are waited for (openQuoteDialog): the test is about what follows a send.

/** Sends a quote from the dialog on the home page in a language (answered as chosen, if); the visitor and the dialog. */
async function sendQuote(page: Page, lang: LanguageCode, tag: string, replyBy?: string) {
  const v = visitor(tag, lang);
  const dialog = await openQuoteDialog(page, lang);
  await fill(dialog, v);
  if (replyBy) await dialog.locator('[name="replyBy"]').selectOption(replyBy);
  await waitLikeAPerson(page);
  await dialog.locator('button[type="submit"]').click();
  return { v, dialog };
}

test("a quote sent from a Japanese page, to be answered on WhatsApp: the company's mail, then a Japanese acknowledgement with the reference the page shows, both naming WhatsApp for the reply", async ({
  page,
}) => {
  const lang = "ja";
  const { v, dialog } = await sendQuote(page, lang, "acknowledged", "whatsapp");
  const shown = dialog.locator("[data-reference]");
  await expect(shown).toBeVisible({ timeout: sendTimeout });
  const reference = await shown.getAttribute("data-reference");
  // The confirmation's reply step names the WhatsApp the visitor chose.
  const replyStep = localeText(lang, "formResults", "received.steps.reply_whatsapp");
  await expect(dialog.locator("[data-confirmation] li").filter({ hasText: replyStep })).toHaveCount(1);

  await expect.poll(async () => (await receivedFor(page, v.email)).length, { timeout: 15_000 }).toBe(1);
  await expect.poll(async () => (await acknowledgementsFor(page, v.email)).length, { timeout: 15_000 }).toBe(1);
  const [ack] = await acknowledgementsFor(page, v.email);
  expect(ack.body.MessageStream).toBe("acknowledgements");
  expect(ack.body.ReplyTo).toBe("sales@lintasbatam.example");
  expect(ack.body.Subject).toBe(
    localeText(lang, "formAnswers", "acknowledgement.subject.quote").replace("{{reference}}", reference!),
  );
  expect(ack.body.TextBody).toContain(
    localeText(lang, "formResults", "received.reference").replace("{{reference}}", reference!),
  );
  expect(ack.body.TextBody).not.toContain(v.fullName);
  expect(ack.body.TextBody).toContain(replyStep);
});

for (const lang of ["id", "ja"] as const)
  test(`on a phone 320 px wide, the ${lang} acknowledgement and the company's mail fit its width: a link, a pasted address or a long word wraps`, async ({
    page,
  }) => {
    const v = visitor("narrow", lang);
    const dialog = await openQuoteDialog(page, lang);
    // A shared folder's address, as visitors paste one for their packing list.
    await fill(dialog, {
      ...v,
      message: `Packing list: https://drive.example.com/drive/folders/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-packing-list\n${"Antidisestablishmentarianism".repeat(3)}`,
    });
    await dialog.locator('[name="replyBy"]').selectOption("whatsapp");
    await waitLikeAPerson(page);
    await dialog.locator('button[type="submit"]').click();
    await expect.poll(async () => (await receivedFor(page, v.email)).length, { timeout: 15_000 }).toBe(1);
    await expect.poll(async () => (await acknowledgementsFor(page, v.email)).length, { timeout: 15_000 }).toBe(1);
    const mails = {
      acknowledgement: (await acknowledgementsFor(page, v.email))[0],
      company: (await receivedFor(page, v.email))[0],
    };
    await page.setViewportSize({ width: 320, height: 640 });
    for (const [which, mail] of Object.entries(mails)) {
      await page.setContent(mail.body.HtmlBody as string);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect([which, width]).toEqual([which, 320]);
    }
  });

test("the company's 'Mark as answered' link: a page with one button, which marks the message answered", async ({
  page,
}) => {
  const { v } = await sendQuote(page, "en", "answered");
  await expect.poll(async () => (await receivedFor(page, v.email)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await receivedFor(page, v.email);
  const link = new URL(/Mark as answered \(no reminder then\): (\S+)/.exec(mail.body.TextBody as string)![1]);
  const reference = link.searchParams.get("ref")!;
  expect(mail.body.Subject).toContain(reference);

  // As opened from the mail, on the site under test.
  await page.goto(`${link.pathname}${link.search}`);
  const button = page.getByRole("button", { name: `Mark ${reference} as answered` });
  await expect(button).toBeVisible();
  // Opened again (as a mail scanner would have first): still not answered.
  await page.reload();
  await expect(button).toBeVisible();
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("h1")).toHaveText(`${reference} is answered`);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.locator("h1")).toHaveText(`${reference} is answered`);

  // A changed reference is refused.
  const forged = new URL(link);
  forged.searchParams.set(
    "ref",
    reference.replace(/.$/, (c) => (c === "2" ? "3" : "2")),
  );
  const refused = await page.goto(`${forged.pathname}${forged.search}`);
  expect(refused?.status()).toBe(403);
});
