import { expect, test, type Locator, type Page } from "@playwright/test";
import { languageCodes, type LanguageCode } from "../src/shared/languages";
import { maxMessageLinks, minPhoneDigits } from "../src/forms/shared/forms";
import { fieldDefinition } from "../src/forms/shared/fields";
import { type FieldProblem } from "../src/forms/shared/schema";
import { localizedPath, pagePaths, servicePath } from "../src/shared/routes";
import { functionCannotKeep, functionRefuses, receivedNotice } from "./support/leads";
import { linesOf } from "./support/lines";
import {
  expectConfirmation,
  expectFallbackLinks,
  expectFieldProblem,
  expectKept,
  expectNoFieldProblem,
  expectNothingSent,
  failFor,
  fill,
  formText as form,
  openContactForm,
  openDialogHere,
  openQuoteDialog,
  summaryText,
  receivedFor,
  toast,
  uniqueEmail,
  visit,
  visitor,
  type Visitor,
  waitLikeAPerson,
  watchSends,
  resultText,
  sendTimeout,
  outlineOf,
  invalidAsHeard,
  escapeRegExp,
} from "./support/forms";
import { expectNoAxeViolations } from "./support/axe";
import { bracketed } from "./support/joins";
import { htmlLang, languageLinkName, localeText, mainNav, textSpacingCss } from "./support/site";

// The three forms against the production build under netlify dev, with the function
// sending to the fake Postmark. Each test uses its own visitor email, and the fake's
// failure modes apply only to that address, so tests can run in parallel. Tests that send
// wait like a person (waitLikeAPerson, which skips the seconds) so the function's time trap lets them through.
// Each form sent in each language, with its confirmation and mail, is in every-page.spec.ts
// (e2e/support/sent-form.ts).

/** Sends the contact form filled in with `v`, the function unable to keep the message (a failure the visitor sees). */
async function sendContactUnkept(page: Page, lang: LanguageCode, v: Visitor): Promise<Locator> {
  await functionCannotKeep(page);
  const f = await openContactForm(page, lang);
  await fill(f, v);
  await f.locator('[name="consent"]').check();
  await waitLikeAPerson(page);
  await f.getByRole("button", { name: form(lang, "contact.submit") }).click();
  return f;
}

test("missing required fields: error notice, a reason under each, nothing sent, first empty field focused", async ({
  page,
}) => {
  const lang = "en";
  const email = uniqueEmail("missing");
  const sends = watchSends(page);
  const f = await openContactForm(page, lang);
  await fill(f, { fullName: "Budi", email });
  await f.locator('[name="consent"]').check();
  await waitLikeAPerson(page);
  await f.getByRole("button", { name: form(lang, "contact.submit") }).click();
  const notice = toast(page, resultText(lang, "notices.missingFields"));
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(form(lang, "notices.errorTitle"));
  await expect(notice).toHaveAttribute("data-type", "error");
  await expect(f.locator('[name="phone"]')).toBeFocused();
  await expectFieldProblem(f, lang, { field: "phone", reason: "required" });
  await expectFieldProblem(f, lang, { field: "message", reason: "required" });
  await expectNoFieldProblem(f, "fullName");
  await expect(f.locator('label[for$="-phone"]')).toContainText("*");
  await expectNothingSent(page, sends, email);
});

test("(ja) the first refused field takes focus already refused and described by its reason, which a screen reader announces with it then, not later", async ({
  page,
}) => {
  const lang = "ja";
  const f = await openContactForm(page, lang);
  await fill(f, { ...visitor("focus-reason", lang), phone: "12 34" });
  await f.locator('[name="consent"]').check();
  // What the field says of itself at the moment it takes focus.
  await f.locator('[name="phone"]').evaluate((field) => {
    field.addEventListener(
      "focus",
      () => {
        const reason = document.getElementById(field.getAttribute("aria-describedby") ?? "");
        field.dataset.atFocus = JSON.stringify([field.getAttribute("aria-invalid"), reason?.textContent ?? null]);
      },
      { once: true },
    );
  });
  await waitLikeAPerson(page);
  await f.getByRole("button", { name: form(lang, "contact.submit") }).click();
  await expect(f.locator('[name="phone"]')).toBeFocused();
  const [invalid, reason] = JSON.parse((await f.locator('[name="phone"]').getAttribute("data-at-focus")) ?? "[]");
  expect(invalid).toBe("true");
  expect(reason).toContain(resultText(lang, "phoneDigits").replace("{{min}}", String(minPhoneDigits)));
});

test("the contact form sends nothing until 'I am not a robot' is ticked, and says so under the box", async ({
  page,
}) => {
  const lang = "id";
  const v = visitor("consent", lang);
  const sends = watchSends(page);
  const f = await openContactForm(page, lang);
  await fill(f, v);
  await waitLikeAPerson(page);
  await f.getByRole("button", { name: form(lang, "contact.submit") }).click();
  await expect(toast(page, resultText(lang, "notices.missingFields"))).toBeVisible();
  await expect(f.locator('[name="consent"]')).toBeFocused();
  await expectFieldProblem(f, lang, { field: "consent", reason: "consent" });
  // A checkbox draws no border: the box is ringed in its reason's red.
  const red = await f.locator("[data-field-error]").evaluate((reason) => getComputedStyle(reason).color);
  const ring = await outlineOf(f.locator('[name="consent"]'));
  expect(ring).toEqual({ style: "solid", width: 2, colour: red });
  await expect(f.getByRole("link", { name: form(lang, "legal.privacy") })).toHaveAttribute("href", "/privacy/");
  await expect(f.getByRole("link", { name: form(lang, "legal.terms") })).toHaveAttribute("href", "/terms/");
  await expectNothingSent(page, sends, v.email);
  // Ticking it clears the reason at once.
  await f.locator('[name="consent"]').check();
  await expectNoFieldProblem(f, "consent");
});

test("(every language) the robot box is not announced as invalid before a Send; a Send with it unticked makes it so, ticking it clears it", async ({
  page,
}) => {
  for (const lang of languageCodes) {
    const f = await openContactForm(page, lang);
    const box = f.locator('[name="consent"]');
    // Chromium marks a required box that is not ticked invalid by itself, and screen readers
    // say "invalid entry" on the visitor's first arrival; an empty required text field it does not.
    expect(await invalidAsHeard(box), lang).toBe("false");
    await waitLikeAPerson(page);
    await f.getByRole("button", { name: form(lang, "contact.submit") }).click();
    await expectFieldProblem(f, lang, { field: "consent", reason: "consent" });
    expect(await invalidAsHeard(box), lang).toBe("true");
    await box.check();
    await expectNoFieldProblem(f, "consent");
    expect(await invalidAsHeard(box), lang).toBe("false");
    await box.uncheck();
    expect(await invalidAsHeard(box), lang).toBe("true");
  }
});

for (const lang of languageCodes) {
  test(`a reason under each refused field in ${lang}, the same words in the summary, updated as the visitor corrects`, async ({
    page,
  }) => {
    const email = uniqueEmail(`reasons-${lang}`);
    const sends = watchSends(page);
    const f = await openContactForm(page, lang);
    // Heard as the language writes a note in brackets: "Name (required)", "姓名（必填）".
    const required = (label: string) => bracketed(lang, label, form(lang, "required"));
    await expect(f.locator('[name="fullName"]')).toHaveAccessibleName(required(form(lang, "fields.fullName.label")));
    await expect(f.locator('[name="company"]')).toHaveAccessibleName(form(lang, "fields.company.label"));
    await expect(f.locator('[name="consent"]')).toHaveAccessibleName(required(form(lang, "contact.robot")));
    // Seen: what the red asterisk means, above the fields.
    await expect(f.getByText(`* ${form(lang, "required")}`, { exact: true })).toBeVisible();
    const links = "https://a.example https://b.example https://c.example https://d.example";
    await fill(f, { fullName: "", email: "budi@", phone: "0812-3", message: `Quote please ${links}` });
    await waitLikeAPerson(page);
    await f.getByRole("button", { name: form(lang, "contact.submit") }).click();
    const problems: FieldProblem[] = [
      { field: "fullName", reason: "required" },
      { field: "email", reason: "email" },
      { field: "phone", reason: "phoneDigits", limit: minPhoneDigits },
      { field: "message", reason: "tooManyLinks", limit: maxMessageLinks },
      { field: "consent", reason: "consent" },
    ];
    for (const problem of problems) await expectFieldProblem(f, lang, problem);
    await expect(f.locator('[name="fullName"]')).toBeFocused();
    // The summary above the fields: each field's label and the same words, each a link to its field.
    const summary = f.locator("[data-error-summary]");
    await expect(summary.getByRole("heading")).toHaveText(resultText(lang, "summaryTitle"));
    await expect(summary.getByRole("link")).toHaveText(problems.map((p) => summaryText(lang, p)));
    await summary.getByRole("link").nth(2).click();
    await expect(f.locator('[name="phone"]')).toBeFocused();
    // The reasons are what axe looks at here (the notices have their own tests): once their notice
    // has closed by itself, not while it fades out, which a busy machine can stretch into axe's run.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
    await expectNoAxeViolations(page, `field reasons (${lang})`);

    // As the visitor corrects a field its reason changes, then goes.
    await f.locator('[name="email"]').fill("");
    await expectFieldProblem(f, lang, { field: "email", reason: "required" });
    await f.locator('[name="email"]').fill(email);
    await expectNoFieldProblem(f, "email");
    await f.locator('[name="phone"]').fill("0812.3456.7890");
    await expectNoFieldProblem(f, "phone");
    await expect(summary.getByRole("link")).toHaveCount(3);
    await expectNothingSent(page, sends, email);
  });
}

test("an over-long value, pasted, is kept whole and gets its limit under the field", async ({ page }) => {
  const lang = "ja";
  const f = await openContactForm(page, lang);
  const name = f.locator('[name="fullName"]');
  const pasted = "長".repeat(fieldDefinition("fullName")!.maxLength! + 1);
  await name.fill(pasted);
  await expect(name).toHaveValue(pasted);
  await f.getByRole("button", { name: form(lang, "contact.submit") }).click();
  await expectFieldProblem(f, lang, {
    field: "fullName",
    reason: "tooLong",
    limit: fieldDefinition("fullName")!.maxLength!,
  });
  await expect(name).toBeFocused();
  await expect(name).toHaveValue(pasted);
});

test("a field the function refuses gets its reason under it too (the function's 422 names why)", async ({ page }) => {
  const lang = "en";
  const v = visitor("server-422", lang);
  await functionRefuses(page, [{ field: "phone", reason: "phoneDigits", limit: minPhoneDigits }]);
  const f = await openContactForm(page, lang);
  await fill(f, v);
  await f.locator('[name="consent"]').check();
  await waitLikeAPerson(page);
  await f.getByRole("button", { name: form(lang, "contact.submit") }).click();
  await expect(toast(page, resultText(lang, "notices.invalidFields"))).toBeVisible();
  await expectFieldProblem(f, lang, { field: "phone", reason: "phoneDigits", limit: minPhoneDigits });
  await expect(f.locator('[name="phone"]')).toBeFocused();
  await expectKept(f, v);
});

// As printed on Indonesian, Singaporean and Japanese business cards: each goes through
// a real form to the company's mail, exactly as typed.
const cardNumbers = [
  "0812.3456.7890",
  "+62 778 123456 ext. 12",
  "0778-123456 / 0812-3456-7890",
  "(+65) 6123.4567",
  "03-1234-5678 内線 21",
  "62 812 3456 7890 (WA)",
];
cardNumbers.forEach((phone, i) => {
  const lang = languageCodes[i % languageCodes.length];
  test(`the phone number ${JSON.stringify(phone)} goes through the quote dialog (${lang})`, async ({ page }) => {
    const v = { ...visitor(`card-${i}`, lang), phone };
    const dialog = await openQuoteDialog(page, lang);
    await fill(dialog, v);
    await waitLikeAPerson(page);
    await dialog.getByRole("button", { name: form(lang, "quote.submit") }).click();
    await expect(toast(page, resultText(lang, "notices.quoteSuccess"))).toBeVisible({ timeout: sendTimeout });
    const mails = await receivedFor(page, v.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].body.TextBody).toContain(`Phone: ${phone}\n`);
  });
});

// Answers that are not the function's own: the reason in the notice (or "try again later"),
// every value kept, the other ways to reach the company offered.
const unusualAnswers = [
  ["a rate-limited send (429) says so", { status: 429, body: "Too Many Requests" }, "reasons.rate_limited"],
  [
    "an answer the form cannot read ends in 'try again later'",
    { status: 500, contentType: "text/html", body: "<h1>Bad gateway</h1>" },
    "notices.tryLater",
  ],
] as const;
for (const [name, answer, reasonKey] of unusualAnswers) {
  test(`${name}, keeps every value and offers the other ways`, async ({ page }) => {
    const lang = "en";
    const v = { ...visitor(`answer-${answer.status}`, lang), serviceType: "ekspedisi-laut" };
    await page.route("**/api/send-contact-email", (route) => route.fulfill(answer));
    const f = await openContactForm(page, lang);
    await fill(f, v);
    await f.locator('[name="consent"]').check();
    await waitLikeAPerson(page);
    await f.getByRole("button", { name: form(lang, "contact.submit") }).click();
    const notice = toast(page, form(lang, "notices.contactFailure").replace("{{reason}}", form(lang, reasonKey)));
    await expect(notice).toBeVisible();
    await expectKept(f, v);
    for (const where of [notice, f.locator("[data-fallback-notice]")]) await expectFallbackLinks(where, v, lang);
  });
}

test("the quote dialog shows missing fields inside the dialog, in Indonesian", async ({ page }) => {
  const dialog = await openQuoteDialog(page, "id");
  await dialog.getByRole("button", { name: form("id", "quote.submit") }).click();
  await expect(
    dialog.locator("[data-sonner-toast]").filter({ hasText: resultText("id", "notices.missingFields") }),
  ).toBeVisible();
  await expect(dialog.locator('[name="fullName"]')).toBeFocused();
  await expect(dialog).toBeVisible();
});

test("contact form failure: reason in the notice, every value kept, other ways to reach the company", async ({
  page,
}) => {
  const lang = "en";
  const v = { ...visitor("fail", lang), serviceType: "bea-cukai" };
  // A Postmark outage does not fail a send (the message is kept): here the function cannot keep it.
  const f = await sendContactUnkept(page, lang, v);
  const reason = form(lang, "reasons.mail_unavailable");
  const notice = toast(page, form(lang, "notices.contactFailure").replace("{{reason}}", reason));
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(form(lang, "notices.errorTitle"));
  await expectKept(f, v);
  await expect(f.locator('[name="consent"]')).toBeChecked();
  // The notice and the form both offer email (pre-filled), WhatsApp and phone.
  for (const where of [notice, f.locator("[data-fallback-notice]")]) await expectFallbackLinks(where, v, lang);
  // A message the function cannot keep is not sent at all.
  expect(await receivedFor(page, v.email)).toHaveLength(0);
});

for (const lang of ["id", "ja"] as const) {
  test(`(${lang}) a failure is heard with the other ways to reach us apart: the email address does not run into the next way's words`, async ({
    page,
  }) => {
    const v = visitor("fail-heard", lang);
    await sendContactUnkept(page, lang, v);
    // What a screen reader is given to say, as one text: the links are apart on screen only by
    // the space between them.
    const ways = ["fallback.email", "fallback.whatsapp", "fallback.phone"].map((key) => escapeRegExp(form(lang, key)));
    await expect(page.locator('[data-notices="page"] [data-spoken="assertive"]')).toHaveText(
      new RegExp(`${escapeRegExp(form(lang, "fallback.intro"))}\\s*${ways.join("\\s+")}$`),
    );
  });
}

test("quote dialog failure (the function cannot keep the message): notice, dialog stays open with every value", async ({
  page,
}) => {
  const lang = "id";
  const v = { ...visitor("reject", lang), serviceType: "ekspedisi-laut" };
  await functionCannotKeep(page);
  const dialog = await openQuoteDialog(page, lang);
  await fill(dialog, v);
  await waitLikeAPerson(page);
  await dialog.getByRole("button", { name: form(lang, "quote.submit") }).click();
  const notice = dialog.locator("[data-sonner-toast]").filter({ hasText: form(lang, "notices.quoteFailure") });
  await expect(notice).toBeVisible();
  await expect(notice.locator('a[data-fallback="email"]')).toHaveAttribute("href", /^mailto:/);
  await expect(dialog).toBeVisible();
  await expectKept(dialog, v);
});

test("while sending: button disabled with a spinner (still under reduced motion) and 'Mengirim...'; a hanging Postmark ends in the received-with-reference notice", async ({
  page,
}) => {
  const lang = "id";
  const v = visitor("hang", lang);
  await failFor(page, v.email, "hang");
  const dialog = await openQuoteDialog(page, lang);
  await fill(dialog, v);
  await waitLikeAPerson(page);
  await dialog.getByRole("button", { name: form(lang, "quote.submit") }).click();
  const busy = dialog.locator('button[type="submit"]');
  await expect(busy).toHaveText(form(lang, "quote.sending"));
  await expect(busy).toBeDisabled();
  const spinner = busy.locator("[data-spinner]");
  await expect(spinner).toBeVisible();
  await expect(spinner).toHaveCSS("animation-name", "spin");
  // Under reduced motion the spinner stands still; the label says the form is sending.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await expect(spinner).toHaveCSS("animation-name", "none");
  // Postmark gives no answer within the function's timeout: the message is kept and queued.
  const { reference } = await receivedNotice(page, lang);
  expect(await receivedFor(page, v.email)).toEqual([
    expect.objectContaining({ body: expect.objectContaining({ Subject: expect.stringContaining(` ${reference} `) }) }),
  ]);
  await expectConfirmation(dialog.locator('form[data-form="quote"]'), lang, reference);
});

test("quote dialog keyboard: focus moves in, stays in, Esc closes, focus returns", async ({ page }) => {
  await visit(page, localizedPath(pagePaths.home, "en"));
  const opener = page.locator("header [data-quote-trigger]:visible").first();
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.locator("dialog[data-quote-dialog]");
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[name="fullName"]')).toBeFocused();
  const box = await dialog.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(600);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // Cancel closes it too, and focus returns again.
  await opener.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: form("en", "quote.cancel") }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("(en) at phone width, the quote dialog opened from the menu's Get Quote gives focus back to the menu's button when it closes (the Get Quote went with the closed menu); waits for hydration: the dialog is the scripts'", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await visit(page, localizedPath(pagePaths.home, "en"));
  const menuButton = page.locator("header [aria-controls=mobile-menu]");
  await menuButton.click();
  await page.locator("#mobile-menu [data-quote-trigger]").focus();
  await page.keyboard.press("Enter");
  const dialog = page.locator("dialog[data-quote-dialog]");
  await expect(dialog).toBeVisible();
  await expect(page.locator("#mobile-menu")).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test("every data-quote-trigger opens the dialog", async ({ page }) => {
  await visit(page, localizedPath(pagePaths.home, "ja"));
  const triggers = page.locator("[data-quote-trigger]:visible");
  const count = await triggers.count();
  expect(count).toBeGreaterThan(0);
  const dialog = page.locator("dialog[data-quote-dialog]");
  for (let i = 0; i < count; i++) {
    await triggers.nth(i).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: form("ja", "quote.title") })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
});

test("notices: held while hovered or focused, closed by their labelled button, else gone after 4 s; still under reduced motion", async ({
  page,
}) => {
  const lang = "ja";
  // The notices' 4 s run on Playwright's clock, which the test moves on instead of waiting.
  await page.clock.install();
  await page.emulateMedia({ reducedMotion: "reduce" });
  const f = await openContactForm(page, lang);
  const submit = f.getByRole("button", { name: form(lang, "contact.submit") });
  const notice = toast(page, resultText(lang, "notices.missingFields"));
  const region = page.locator('[data-notices="page"]');
  await expect(region).toHaveAttribute("role", "status");
  await expect(region).toHaveAttribute("aria-live", "polite");

  await submit.click();
  await expect(notice).toBeVisible();
  expect(await notice.evaluate((el) => getComputedStyle(el).transitionProperty)).toBe("none");
  // Pointer over it: it stays well past its 4000 ms (on the test's clock); once the pointer leaves it closes.
  await notice.hover();
  await page.clock.fastForward(5000);
  await expect(notice).toBeVisible();
  await page.mouse.move(0, 0);
  await page.clock.fastForward(4000);
  await expect(notice).toBeHidden();

  // Focus inside: it stays; its close button has a translated name and gives focus back.
  await submit.click();
  await expect(notice).toBeVisible();
  const field = f.locator('[name="fullName"]');
  await expect(field).toBeFocused();
  const close = notice.getByRole("button", { name: form(lang, "notices.close") });
  await close.focus();
  await page.mouse.move(0, 0);
  await page.clock.fastForward(5000);
  await expect(notice).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(notice).toBeHidden();
  await expect(field).toBeFocused();

  // Left alone it closes by itself.
  await submit.click();
  await expect(notice).toBeVisible();
  await page.mouse.move(0, 0);
  await page.clock.fastForward(4000);
  await expect(notice).toBeHidden();
});

test("the quote dialog is not in the page's HTML; it loads when wanted and opens on the first click", async ({
  page,
}) => {
  const html = await (await page.request.get(localizedPath(pagePaths.home, "en"))).text();
  expect(html).not.toContain("data-quote-dialog");
  expect(html).toContain('data-notices="page"');
  await visit(page, localizedPath(pagePaths.about, "en"));
  await page.locator("header [data-quote-trigger]:visible").first().click();
  const dialog = page.locator("dialog[data-quote-dialog][data-ready]");
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[name="fullName"]')).toBeFocused();
  await expect(dialog.locator('[data-notices="quote-dialog"]')).toHaveCount(1);
});

test("(ja) on a slow connection, Get a Quote says it is opening (busy, a spinner) until the dialog's code arrives", async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/quote-dialog-[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Waits for the scripts (named exception): before them Get a Quote is a link to the quote page.
  await visit(page, localizedPath(pagePaths.about, "ja"));
  const trigger = page.locator("header [data-quote-trigger]:visible").first();
  await trigger.click();
  await expect(trigger).toHaveAttribute("aria-busy", "true");
  await expect(trigger).toHaveCSS("cursor", "progress");
  const spinner = await trigger.evaluate((element) => {
    const after = getComputedStyle(element, "::after");
    return { content: after.content, width: after.width, border: after.borderTopStyle };
  });
  expect(spinner).toEqual({ content: '""', width: expect.stringMatching(/px$/), border: "solid" });
  expect(parseFloat(spinner.width)).toBeGreaterThan(8);

  release();
  await expect(page.locator("dialog[data-quote-dialog][data-ready]")).toBeVisible();
  await expect(trigger).not.toHaveAttribute("aria-busy");
  await expect(trigger).not.toHaveCSS("cursor", "progress");
});

test.describe("the quote dialog's draft", () => {
  // Waits for the scripts (named exception): the dialog is theirs.
  const navLink = (page: Page, lang: LanguageCode, key: string) =>
    mainNav(page, lang).getByRole("link", { name: localeText(lang, "common", key), exact: true });

  test("(en) a quote half written in the dialog and closed waits in it on the next page, and on that page in Chinese", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const v = visitor("draft", "en");
    const dialog = await openQuoteDialog(page, "en");
    await fill(dialog, { fullName: v.fullName, message: v.message });
    await dialog.locator("[data-shipment-details] summary").click();
    await dialog.locator('[name="origin"]').fill("Batam");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await navLink(page, "en", "nav.contact").click();
    await expect(page).toHaveURL(localizedPath(pagePaths.contact, "en"));
    const again = await openDialogHere(page);
    await expect(again.locator('[name="fullName"]')).toHaveValue(v.fullName);
    await expect(again.locator('[name="message"]')).toHaveValue(v.message);
    await again.locator("[data-shipment-details] summary").click();
    await expect(again.locator('[name="origin"]')).toHaveValue("Batam");
    await page.keyboard.press("Escape");

    await page.getByRole("link", { name: languageLinkName("zh") }).click();
    await expect(page).toHaveURL(localizedPath(pagePaths.contact, "zh"));
    await expect(page.locator("html")).toHaveAttribute("lang", htmlLang("zh"));
    const inChinese = await openDialogHere(page);
    await expect(inChinese.locator('[name="message"]')).toHaveValue(v.message);
    await expect(inChinese.locator('[name="language"]')).toHaveValue("zh");
  });

  test("(id) a quote sent from the dialog does not come back in it on the next page", async ({ page }) => {
    const v = visitor("draft-sent", "id");
    const dialog = await openQuoteDialog(page, "id");
    await fill(dialog, v);
    await waitLikeAPerson(page);
    await dialog.getByRole("button", { name: form("id", "quote.submit") }).click();
    await expect(dialog.locator("[data-confirmation]")).toBeVisible({ timeout: sendTimeout });
    expect(await receivedFor(page, v.email)).toHaveLength(1);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await navLink(page, "id", "nav.about").click();
    await expect(page).toHaveURL(localizedPath(pagePaths.about, "id"));
    const next = await openDialogHere(page);
    for (const name of ["fullName", "company", "email", "phone", "message"] as const)
      await expect(next.locator(`[name="${name}"]`)).toHaveValue("");
  });
});

test("axe: failure notices with their links, on the page and inside the quote dialog", async ({ page }) => {
  const lang = "zh";
  const v = visitor("axe-notice", lang);
  await sendContactUnkept(page, lang, v);
  const notice = page.locator('[data-notices="page"] [data-sonner-toast][data-type="error"]');
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await notice.hover();
  await expectNoAxeViolations(page, "page notice");
  await page.screenshot({ path: "test-results/notice-page.png" });

  const dialog = await openDialogHere(page);
  await dialog.getByRole("button", { name: form(lang, "quote.submit") }).click();
  const inDialog = dialog.locator('[data-notices="quote-dialog"] [data-sonner-toast][data-type="error"]');
  await expect(inDialog).toBeVisible();
  await inDialog.hover();
  await expectNoAxeViolations(page, "dialog notice");
  await page.screenshot({ path: "test-results/notice-dialog.png" });
});

for (const lang of languageCodes)
  test(`at 320 px (${lang}) the quote dialog's close button, Cancel and Send are on screen from the start and while the visitor moves through the fields; the close button closes it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    const dialog = await openQuoteDialog(page, lang);
    const closeButton = dialog.getByRole("button", { name: form(lang, "quote.close") });
    const cancel = dialog.getByRole("button", { name: form(lang, "quote.cancel") });
    const submit = dialog.getByRole("button", { name: form(lang, "quote.submit") });
    const onScreen = async () => {
      for (const button of [closeButton, cancel, submit]) await expect(button).toBeInViewport({ ratio: 1 });
    };
    await onScreen();
    // Tab through the fields: each one focused is in view, never under the title bar or the buttons.
    await expect(dialog.locator('[name="fullName"]')).toBeFocused();
    for (const name of ["company", "email", "phone", "replyBy", "serviceType", "message"]) {
      await page.keyboard.press("Tab");
      const field = dialog.locator(`[name="${name}"]`);
      await expect(field).toBeFocused();
      const hidden = await field.evaluate((el) => {
        const f = el.getBoundingClientRect();
        return [...el.closest("dialog")!.querySelectorAll("[data-dialog-bar]")].some((bar) => {
          const b = bar.getBoundingClientRect();
          return b.top < f.bottom && b.bottom > f.top;
        });
      });
      expect(hidden, `${name} under a bar`).toBe(false);
      await onScreen();
    }
    const opener = page.locator("header [data-quote-trigger]:visible").first();
    await closeButton.click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

for (const lang of languageCodes)
  test(`at 320 px with WCAG's text spacing (1.4.12), ${lang}: the quote dialog's Cancel and Send are whole and inside the screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    const dialog = await openQuoteDialog(page, lang);
    await page.addStyleTag({ content: textSpacingCss });
    for (const name of ["quote.cancel", "quote.submit"]) {
      const button = dialog.getByRole("button", { name: form(lang, name) });
      await expect(button).toBeInViewport({ ratio: 1 });
      expect(await button.evaluate((el) => el.scrollWidth <= el.clientWidth), `${name} cut`).toBe(true);
      const box = (await button.boundingBox())!;
      expect(box.x + box.width, name).toBeLessThanOrEqual(320);
    }
  });

for (const lang of languageCodes)
  test(`on phones (${lang}) the quote dialog's Cancel and Send are one above the other, each as wide as their bar, each label on one line from 320 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const dialog = await openQuoteDialog(page, lang);
    const bar = dialog.locator("[data-dialog-bar=buttons]");
    const cancel = dialog.getByRole("button", { name: form(lang, "quote.cancel") });
    const submit = dialog.getByRole("button", { name: form(lang, "quote.submit") });
    for (const width of [320, 360, 375]) {
      await page.setViewportSize({ width, height: 740 });
      const where = `${width} px`;
      // The bar's width inside its padding: what a button as wide as the bar takes.
      const inner = await bar.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return { left: r.left + parseFloat(style.paddingLeft), right: r.right - parseFloat(style.paddingRight) };
      });
      const [top, bottom] = [(await cancel.boundingBox())!, (await submit.boundingBox())!];
      for (const box of [top, bottom]) {
        expect(box.x, where).toBeCloseTo(inner.left, 0);
        expect(box.x + box.width, where).toBeCloseTo(inner.right, 0);
      }
      expect(bottom.y, `${where}: Send below Cancel`).toBeGreaterThanOrEqual(top.y + top.height);
      for (const button of [cancel, submit])
        expect(await linesOf(button), `${where}: ${await button.innerText()}`).toBe(1);
    }
  });

for (const lang of languageCodes)
  test(`on phones (${lang}) a service page's Send stays inside its form, its label on one line from 320 px, as the quote dialog's`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await visit(page, localizedPath(servicePath("ekspedisi-laut"), lang));
    const quoteForm = page.locator('form[data-form="service-quote"]');
    const submit = quoteForm.getByRole("button", { name: form(lang, "servicePage.submit") });
    for (const width of [320, 360, 375]) {
      await page.setViewportSize({ width, height: 740 });
      const [box, inside] = [(await submit.boundingBox())!, (await quoteForm.boundingBox())!];
      expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(inside.x + inside.width);
      expect(await linesOf(submit), `${width} px`).toBe(1);
    }
  });

test("(zh, ja) the robot box's label and the legal sentence after it stand on lines of their own, not run together as one sentence", async ({
  page,
}) => {
  for (const lang of ["zh", "ja"] as const) {
    const f = await openContactForm(page, lang);
    const [labelBottom, sentenceTop] = await f.locator('label[for$="-consent"]').evaluate((label) => {
      // The first character after the label: the legal sentence's.
      const range = document.createRange();
      range.setStart(label.nextSibling!, 0);
      range.setEnd(label.nextSibling!, 1);
      return [label.getBoundingClientRect().bottom, range.getBoundingClientRect().top];
    });
    expect(sentenceTop, lang).toBeGreaterThanOrEqual(labelBottom - 1);
  }
});
