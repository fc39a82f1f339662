import { expect, test } from "@playwright/test";
import type { LanguageCode } from "../src/shared/languages";
import {
  expectConfirmation,
  failFor,
  fill,
  formText,
  openQuoteDialog,
  receivedFor,
  visitor,
  waitLikeAPerson,
} from "./support/forms";
import { leadsCommand, receivedNotice, runRedelivery, storedLead } from "./support/leads";

// No lead is ever lost, in a real browser against netlify dev with its own Blobs
// store: Postmark is down for these visitors, each sends the quote dialog and is told the
// message is received under a reference; Postmark comes back, the scheduled function (run by
// hand, as netlify dev never runs it on its schedule) delivers each exactly once, and the
// leads command lists them as delivered. The test server waits LEADS_RETRY_MINUTES (3 s)
// before a retry instead of 5 minutes (e2e/support/servers.ts).

test("Postmark down: the quote is received under a reference (id, en), then redelivered once by the scheduled function", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const sent: { lang: LanguageCode; email: string; reference: string }[] = [];
  for (const lang of ["id", "en"] as const) {
    const v = visitor("lead", lang);
    await failFor(page, v.email, "503");
    const dialog = await openQuoteDialog(page, lang);
    await fill(dialog.locator('form[data-form="quote"]'), v);
    await waitLikeAPerson(page);
    await dialog.getByRole("button", { name: formText(lang, "quote.submit") }).click();
    const { notice, reference } = await receivedNotice(page, lang);
    // The promise of the notice: received under this reference, a reply within 24 hours.
    await expect(notice).toContainText(reference);
    await expect(notice).toContainText("24");
    await expectConfirmation(dialog.locator('form[data-form="quote"]'), lang, reference);
    sent.push({ lang, email: v.email, reference });
  }
  for (const { email, reference } of sent) {
    expect(await receivedFor(page, email)).toHaveLength(1);
    expect((await storedLead(reference)).state).toBe("pending");
    // Postmark is back for this visitor.
    await failFor(page, email, "ok");
  }

  // The scheduled function sends a message again only once its wait is over.
  const waitUntil = Math.max(
    ...(await Promise.all(sent.map(async (s) => Date.parse((await storedLead(s.reference)).nextAttemptAt)))),
  );
  // eslint-disable-next-line playwright/no-wait-for-timeout -- the function retries by the clock of its own process: the test waits until the stored next attempt is due
  await page.waitForTimeout(Math.max(0, waitUntil - Date.now()) + 500);
  await runRedelivery(page);
  // Another run finds nothing more to send for them.
  await runRedelivery(page);

  const list = await leadsCommand(["list"]);
  expect(list.code, list.stderr).toBe(0);
  for (const { email, reference } of sent) {
    const mails = await receivedFor(page, email);
    // One failed try at sending time, then exactly one delivery, both carrying the reference.
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.body.Subject.includes(` ${reference} `))).toEqual([true, true]);
    const lead = await storedLead(reference);
    expect(lead).toMatchObject({ state: "delivered", messageId: expect.any(String) });
    expect(lead.attempts.map((a) => [a.by, a.ok])).toEqual([
      ["request", false],
      ["schedule", true],
    ]);
    expect(list.stdout).toMatch(new RegExp(`^${reference}\\s+delivered\\s`, "m"));
  }
  const pending = await leadsCommand(["list", "--pending"]);
  for (const { reference } of sent) expect(pending.stdout).not.toContain(reference);
});
