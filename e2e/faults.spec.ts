import { expect, test, type Locator, type Page } from "@playwright/test";
import { languageCodes, type LanguageCode } from "../src/shared/languages";
import { formPagePaths, localizedPath, pagePaths, servicePath } from "../src/shared/routes";
import type { FailureMode } from "./support/fake-postmark";
import { languageLinkName, localeText } from "./support/site";
import { functionCannotKeep, functionRefuses, receivedNotice, storedLead } from "./support/leads";
import { translateLikeABrowser } from "./support/translate";
import { nextFrames } from "./support/settle";
import {
  expectConfirmation,
  expectFallbackLinks,
  everyPartHydrated,
  expectKept,
  failFor,
  fill,
  formText,
  isReceivedPage,
  openDialogHere,
  openQuoteDialog,
  receivedFor,
  toast,
  visit,
  visitor,
  waitLikeAPerson,
  type Visitor,
  resultText,
  sendTimeout,
  announced,
} from "./support/forms";
import { sentences } from "./support/joins";

// The mail service having a bad day, seen by a visitor. The function keeps every valid message
// in its lead store before calling Postmark, so for each way the fake Postmark can
// fail the visitor is told the message is received under a reference, and the message is kept
// pending (e2e/leads.spec.ts follows one to its delivery). The modes take turns over the three
// forms and the four languages. A refused connection is the "close" mode here: the function's
// Postmark address is fixed for the test server, and the client reports a dropped connection
// exactly like a refused one ("fetch failed"); jest refuses a real port (faults.test.ts).
// When the message cannot even reach the function, or the function cannot keep it (its 503),
// the failure notice, every typed value still in the form, and the other ways to reach the
// company (pre-filled email, WhatsApp, phone).

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
    return {
      form,
      notices: page,
      submit: t("contact.submit"),
      failure: (reason) => t("notices.contactFailure").replace("{{reason}}", reason),
    };
  }
  if (kind === "dialog") {
    const dialog = await openQuoteDialog(page, lang);
    return {
      form: dialog.locator('form[data-form="quote"]'),
      notices: dialog,
      submit: t("quote.submit"),
      failure: quoteFailure,
    };
  }
  await visit(page, localizedPath(servicePath("warehouse-distribusi"), lang));
  return {
    form: page.locator('#quote form[data-form="service-quote"]'),
    notices: page,
    submit: t("servicePage.submit"),
    failure: quoteFailure,
  };
}

const serviceFor: Record<FormKind, string> = {
  contact: "bea-cukai",
  dialog: "international-freight",
  service: "warehouse-distribusi",
};

/** Fills the form like a person, sends it, and checks what a failed send must leave behind. */
async function sendAndExpectFailure(
  page: Page,
  kind: FormKind,
  lang: LanguageCode,
  v: Visitor,
  reason: string,
  alsoFill: (form: Locator) => Promise<void> = async () => undefined,
) {
  const opened = await openForm(page, kind, lang);
  await fill(opened.form, v);
  await alsoFill(opened.form);
  await waitLikeAPerson(page);
  const submit = opened.form.getByRole("button", { name: opened.submit });
  await submit.click();

  const notice = opened.notices.locator("[data-sonner-toast]").filter({ hasText: opened.failure(reason) });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(notice).toContainText(formText(lang, "notices.errorTitle"));
  await expect(notice).toHaveAttribute("data-type", "error");
  await expect(submit).toBeEnabled();
  await expect(submit).toHaveText(opened.submit);
  // Focus stays where the visitor sent from, so a keyboard user goes on from there.
  await expect(submit).toBeFocused();
  await expectKept(opened.form, v);
  if (kind === "contact") await expect(opened.form.locator('[name="consent"]')).toBeChecked();
  if (kind === "dialog") await expect(page.locator("dialog[data-quote-dialog]")).toBeVisible();
  await expectFallbackLinks(notice, v, lang);
  await expectFallbackLinks(opened.form.locator("[data-fallback-notice]"), v, lang);
}

const postmarkFaults: FailureMode[] = ["close", "hang", "500", "503", "429", "401", "422-300", "422-406", "malformed"];
const kinds: FormKind[] = ["contact", "dialog", "service"];

postmarkFaults.forEach((mode, i) => {
  const kind = kinds[i % kinds.length];
  const lang = languageCodes[i % languageCodes.length];
  test(`Postmark ${mode}: ${kind} form in ${lang} says the message is received under its reference, and it is kept`, async ({
    page,
  }) => {
    const v = { ...visitor(`fault-${mode}`, lang), serviceType: serviceFor[kind] };
    await failFor(page, v.email, mode);
    const opened = await openForm(page, kind, lang);
    await fill(opened.form, v);
    await waitLikeAPerson(page);
    await opened.form.getByRole("button", { name: opened.submit }).click();
    const { notice, reference } = await receivedNotice(page, lang);
    await expect(notice).toHaveAttribute("data-type", "success");
    expect(reference).toMatch(kind === "contact" ? /^C-/ : /^Q-/);
    // Received means done for the visitor: the confirmation with the reference takes the
    // form's place, and the form is cleared.
    await expectConfirmation(opened.form, lang, reference);
    await expect(opened.form.locator('[name="message"]')).toHaveValue("");
    // One attempt reached Postmark, with the reference; the message waits in the store.
    const mails = await receivedFor(page, v.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].body.Subject).toContain(` ${reference} `);
    const lead = await storedLead(reference);
    expect(lead).toMatchObject({ state: "pending", message: { email: v.email, fullName: v.fullName } });
    // (e2e/leads.spec.ts may run the scheduled function meanwhile: only the first attempt is this request's.)
    expect(lead.attempts[0]).toMatchObject({ by: "request", ok: false });
  });
});

test("the function cannot keep the message (its 503 when the store is down): contact form keeps everything and offers other ways", async ({
  page,
}) => {
  const lang = "id";
  const v = { ...visitor("fault-store", lang), serviceType: serviceFor.contact };
  // The function's own answer when the lead store cannot be written (jest: leads.test.ts).
  await functionCannotKeep(page);
  await sendAndExpectFailure(page, "contact", lang, v, formText(lang, "reasons.mail_unavailable"));
  expect(await receivedFor(page, v.email)).toHaveLength(0);
});

test("(en) the hidden field filled by a browser's autofill: the function keeps nothing (its answer to a bot), so the contact form says it could not send, keeps everything and offers the other ways", async ({
  page,
}) => {
  const lang = "en";
  const v = { ...visitor("fault-autofill", lang), serviceType: serviceFor.contact };
  await sendAndExpectFailure(page, "contact", lang, v, formText(lang, "notices.tryLater"), (form) =>
    form.locator('[name="website"]').evaluate((field: HTMLInputElement) => {
      field.value = "https://www.example.com";
    }),
  );
  await expect(page.locator("[data-confirmation]")).toHaveCount(0);
  expect(await receivedFor(page, v.email)).toHaveLength(0);
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
  await page.route("**/api/send-contact-email", (route) =>
    route.fulfill({ status: 502, contentType: "text/html", body: "<html><body>Bad gateway</body></html>" }),
  );
  await sendAndExpectFailure(page, "dialog", lang, v, "");
  expect(await receivedFor(page, v.email)).toHaveLength(0);
});

test("after a failure, sending again once the function is back works and clears the form", async ({ page }) => {
  const lang = "ja";
  const v = { ...visitor("fault-retry", lang), serviceType: serviceFor.contact };
  await functionCannotKeep(page);
  await sendAndExpectFailure(page, "contact", lang, v, formText(lang, "reasons.mail_unavailable"));
  await page.unroute("**/api/send-contact-email");
  const form = page.locator('form[data-form="contact"]');
  await form.getByRole("button", { name: formText(lang, "contact.submit") }).click();
  await expect(toast(page, resultText(lang, "notices.contactSuccess"))).toBeVisible({ timeout: sendTimeout });
  await expect(form.locator('[name="message"]')).toHaveValue("");
  await expect(form.locator("[data-fallback-notice]")).toHaveCount(0);
  const mails = await receivedFor(page, v.email);
  expect(mails.map((m) => m.body.ReplyTo)).toEqual([`"${v.fullName}" <${v.email}>`]);
});

test("the quote dialog's code refused (a proxy blocking scripts): Get a Quote leads to the quote page, whose form works without it", async ({
  page,
}) => {
  await page.route(/\/quote-dialog-[0-9a-f]+\.js$/, (route) => route.abort("blockedbyclient"));
  // Waits for hydration: before it, Get Quote is a plain link and leads there anyway.
  await visit(page, localizedPath(pagePaths.home, "en"));
  await page.locator("header [data-quote-trigger]:visible").first().click();
  await expect(page).toHaveURL(new RegExp(`${localizedPath(formPagePaths.quote, "en")}$`));
  await expect(page.locator('main form[data-form="service-quote"] [name="fullName"]')).toBeVisible();
});

test("(en) the form's send code refused (a proxy blocking that one script): Send posts the form as it does without scripts, without asking the visitor about leaving, and it is received", async ({
  page,
}) => {
  const lang = "en";
  const v = { ...visitor("fault-send-code-blocked", lang), serviceType: serviceFor.contact };
  await page.route(/\/form-actions-[0-9a-f]+\.js$/, (route) => route.abort("blockedbyclient"));
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  const opened = await openForm(page, "contact", lang);
  await fill(opened.form, v);
  await waitLikeAPerson(page);
  await opened.form.getByRole("button", { name: opened.submit }).click();
  await page.waitForURL(isReceivedPage(lang));
  await expect(page.locator("h1")).toHaveText(localeText(lang, "formResults", "received.title"));
  expect(asked).toEqual([]);
  await expect.poll(async () => (await receivedFor(page, v.email)).length, { timeout: 15_000 }).toBe(1);
});

test("a proxy that blocks the page's scripts: the quote page's form still asks the shipment details and sends them", async ({
  page,
}) => {
  // Scripts are on in the browser, so no <noscript> applies; only the page's HTML is there.
  await page.route(/\.js(\?.*)?$/, (route) => route.abort("blockedbyclient"));
  const lang = "id";
  const v: Visitor = visitor("blocked-scripts-shipment", lang);
  await page.goto(localizedPath(formPagePaths.quote, lang));
  const form = page.locator('form[data-form="service-quote"]');
  for (const name of ["fullName", "company", "email", "phone", "message"] as const)
    await form.locator(`[name="${name}"]`).fill(v[name]);
  const details = form.locator("details[data-shipment-details]");
  await expect(details).toHaveAttribute("open", "");
  await details.getByLabel(localeText(lang, "shipment", "fields.origin.label")).fill("Pelabuhan Tanjung Priok");
  await details.getByLabel(localeText(lang, "shipment", "fields.mode.label")).selectOption("sea-fcl");
  await details.getByLabel(localeText(lang, "shipment", "fields.containerType.label")).selectOption("openTop");
  await details.getByLabel(localeText(lang, "shipment", "fields.containerCount.label")).fill("2");
  await form.locator('button[type="submit"]').click();
  await expect.poll(async () => (await receivedFor(page, v.email)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await receivedFor(page, v.email);
  expect(mail.body.TextBody).toContain("Pelabuhan Tanjung Priok");
  expect(mail.body.TextBody).toMatch(/Containers +\| 2 x Open top/);
});

// Waits for every part of the page to hydrate: this is a page translated once its scripts have
// run (e2e/before-scripts.spec.ts has one translated before).
test("(en) a page the browser translated (its text moved into <font> elements): Send refuses the empty form with its reasons and sends the filled one, the page never taken down", async ({
  page,
}) => {
  const lang = "en";
  const v = { ...visitor("fault-translated", lang), serviceType: serviceFor.contact };
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await visit(page, localizedPath(pagePaths.contact, lang));
  await everyPartHydrated(page);
  await translateLikeABrowser(page);
  const form = page.locator('form[data-form="contact"]');
  const submit = form.locator('button[type="submit"]');
  await submit.click();
  await expect(form.locator('[name="fullName"]')).toHaveAttribute("aria-invalid", "true");
  await fill(form, v);
  await form.locator('[name="consent"]').check();
  await waitLikeAPerson(page);
  await submit.click();
  await expect(toast(page, resultText(lang, "notices.contactSuccess"))).toBeVisible({ timeout: sendTimeout });
  expect(await receivedFor(page, v.email)).toHaveLength(1);
  expect(errors).toEqual([]);
});

test("(ja) the quote dialog closed while it sends opens again with the outcome: a failure with every value kept, or the confirmation and its reference", async ({
  page,
}) => {
  const lang = "ja";
  const v = { ...visitor("fault-closed", lang), serviceType: serviceFor.dialog };
  // The function answers once the dialog is closed, as on a slow connection.
  let through = false;
  let letThrough = () => {};
  await functionCannotKeep(page, new Promise<void>((resolve) => (letThrough = resolve)), () => through);
  const dialog = await openQuoteDialog(page, lang);
  const form = dialog.locator('form[data-form="quote"]');
  await fill(form, v);
  await waitLikeAPerson(page);
  await form.getByRole("button", { name: formText(lang, "quote.submit") }).click();
  await dialog.getByRole("button", { name: formText(lang, "quote.cancel") }).click();
  await expect(dialog).toBeHidden();
  letThrough();
  const failure = toast(dialog, formText(lang, "notices.quoteFailure"));
  await expect(failure).toBeVisible({ timeout: sendTimeout });
  await expect(dialog).toBeVisible();
  await expectKept(form, v);
  await expectFallbackLinks(failure, v, lang);

  through = true;
  await form.getByRole("button", { name: formText(lang, "quote.submit") }).click();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expectConfirmation(form, lang);
  await expect(dialog).toBeVisible();
  expect(await receivedFor(page, v.email)).toHaveLength(1);
});

test("(zh) a Send whose answer is lost on the way (the connection drops once the function has the message): sent again, it is the same message, under the same reference, mailed once", async ({
  page,
}) => {
  const lang = "zh";
  const v = { ...visitor("fault-lost-answer", lang), serviceType: serviceFor.dialog };
  let lost = false;
  await page.route("**/api/send-contact-email", async (route) => {
    if (lost) return route.continue();
    lost = true;
    // The function keeps and mails the message; its answer never reaches the page.
    await route.fetch();
    await route.abort("connectionreset");
  });
  const dialog = await openQuoteDialog(page, lang);
  const form = dialog.locator('form[data-form="quote"]');
  await fill(form, v);
  await waitLikeAPerson(page);
  const submit = form.getByRole("button", { name: formText(lang, "quote.submit") });
  await submit.click();
  await expect(toast(dialog, formText(lang, "notices.quoteFailure"))).toBeVisible({ timeout: sendTimeout });
  await expectKept(form, v);
  await submit.click();
  const { reference } = await expectConfirmation(form, lang);
  const mails = await receivedFor(page, v.email);
  expect(mails).toHaveLength(1);
  expect(mails[0].body.Subject).toContain(reference);
});

test("(zh) a Send the function never answers (a connection that died mid-request) gives up after 35 s: the contact form says so and keeps everything", async ({
  page,
}) => {
  const lang = "zh";
  const v = { ...visitor("fault-silent", lang), serviceType: serviceFor.contact };
  await page.clock.install();
  // The 35 s count starts when the request leaves, which can be a moment after the button says so.
  let requestLeft: () => void = () => undefined;
  const left = new Promise<void>((resolve) => (requestLeft = resolve));
  await page.route("**/api/send-contact-email", () => requestLeft());
  const opened = await openForm(page, "contact", lang);
  await fill(opened.form, v);
  await waitLikeAPerson(page);
  const submit = opened.form.locator('button[type="submit"]');
  await submit.click();
  await expect(submit).toHaveText(formText(lang, "contact.sending"));
  await left;
  // Held still from half a second on (pausing jumps forward, never back), so the notice's own
  // wait does not run on; the slack is for the time the page's clock ran while the test heard
  // of the request.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  await page.clock.runFor(33_000);
  await expect(submit).toHaveText(formText(lang, "contact.sending"));
  await page.clock.runFor(2_000);
  const notice = toast(page, opened.failure(formText(lang, "reasons.network")));
  await expect(notice).toBeVisible();
  await expect(submit).toHaveText(opened.submit);
  await expectKept(opened.form, v);
  await expectFallbackLinks(notice, v, lang);
});

const stillSending = [
  { phase: "its code still loading (a slow phone)", held: /\/form-actions-[0-9a-f]+\.js$/ },
  { phase: "the message on its way", held: "**/api/send-contact-email" },
];
for (const { phase, held } of stillSending) {
  test(`(id) leaving the page after Send, ${phase}: the browser asks first`, async ({ page }) => {
    const lang = "id";
    const v = { ...visitor("fault-leaving", lang), serviceType: serviceFor.contact };
    await page.route(held, () => undefined);
    const opened = await openForm(page, "contact", lang);
    await fill(opened.form, v);
    await waitLikeAPerson(page);
    await opened.form.getByRole("button", { name: opened.submit }).click();
    await expect(opened.form.getByRole("button", { name: opened.submit })).toHaveCount(0);
    const asked = page.waitForEvent("dialog");
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe("beforeunload");
    await dialog.dismiss();
    expect(page.isClosed()).toBe(false);
  });
}

/**
 * Fills a form like a person and presses Send, the message held on its way (a slow connection)
 * until the test lets it through (`letThrough`), once the visitor has taken the next step, however
 * long that takes on a busy machine. The function then keeps it, or cannot (its 503), or refuses a
 * field (its 422, as to a page from before a change of the rules).
 */
async function sendLate(
  page: Page,
  kind: FormKind,
  lang: LanguageCode,
  name: string,
  answer: "received" | "failed" | "refused",
) {
  const v = { ...visitor(name, lang), serviceType: serviceFor[kind] };
  let letThrough = () => {};
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  if (answer === "refused") await functionRefuses(page, [{ field: "email", reason: "email" }], held);
  else await functionCannotKeep(page, held, () => answer === "received");
  const opened = await openForm(page, kind, lang);
  await fill(opened.form, v);
  await waitLikeAPerson(page);
  await opened.form.getByRole("button", { name: opened.submit }).click();
  return { v, opened, letThrough };
}

/** Goes to another page by the header's link (the about page unless told), as a visitor waiting for a Send might. */
async function moveOn(page: Page, lang: LanguageCode, to: string = pagePaths.about) {
  await page
    .locator(`header a[href="${localizedPath(to, lang)}"]:visible`)
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${localizedPath(to, lang)}$`));
}

for (const kind of ["contact", "dialog"] as const)
  test(`(en) a Send from the ${kind} form that fails after the visitor moved on to another page of the site: its notice there names the other ways to reach us in words, and the words wait in the form`, async ({
    page,
  }) => {
    const lang = "en";
    const { v, opened, letThrough } = await sendLate(page, kind, lang, `fault-moved-on-${kind}`, "failed");
    if (kind === "dialog") await page.keyboard.press("Escape");
    await moveOn(page, lang);
    letThrough();
    const notice = toast(
      page.locator('[data-notices="page"]'),
      opened.failure(formText(lang, "reasons.mail_unavailable")),
    );
    await expect(notice).toBeVisible({ timeout: sendTimeout });
    await expectFallbackLinks(notice, v, lang);
    for (const key of ["intro", "email", "whatsapp", "phone"])
      await expect(notice).not.toContainText(`fallback.${key}`);

    if (kind === "dialog") await expectKept((await openDialogHere(page)).locator('form[data-form="quote"]'), v);
    else {
      await moveOn(page, lang, pagePaths.contact);
      await expectKept(page.locator('form[data-form="contact"]'), v);
      await expect(page.locator('form[data-form="contact"] [name="consent"]')).toBeChecked();
    }
  });

test("(id) a contact message the function refuses after the visitor moved on: the notice there says it was not sent and why, and offers the other ways; the words wait in the form", async ({
  page,
}) => {
  const lang = "id";
  const { v, opened, letThrough } = await sendLate(page, "contact", lang, "fault-moved-on-refused", "refused");
  await moveOn(page, lang);
  letThrough();
  const notice = toast(page.locator('[data-notices="page"]'), opened.failure(formText(lang, "reasons.invalid_fields")));
  await expect(notice).toBeVisible({ timeout: sendTimeout });
  await expect(notice).toHaveAttribute("data-type", "error");
  await expectFallbackLinks(notice, v, lang);
  await moveOn(page, lang, pagePaths.contact);
  await expectKept(page.locator('form[data-form="contact"]'), v);
});

test("(en) switching language while a contact message is on its way: the Indonesian contact page's form starts empty, as the message is received, and its notice there gives the reference in Indonesian", async ({
  page,
}) => {
  const lang = "en";
  const { v, opened, letThrough } = await sendLate(page, "contact", lang, "fault-switch-sending", "received");
  await expect(opened.form.getByRole("button", { name: opened.submit })).toHaveCount(0);
  await page.getByRole("link", { name: languageLinkName("id") }).click();
  await expect(page).toHaveURL(localizedPath(pagePaths.contact, "id"));
  letThrough();
  // In Indonesian, the language of the page the visitor reads it on (docs/forms.md).
  const { reference } = await receivedNotice(page, "id");
  expect((await receivedFor(page, v.email)).map((mail) => mail.body.Subject)).toEqual([
    expect.stringContaining(` ${reference} `),
  ]);
  const next = page.locator('form[data-form="contact"]');
  for (const name of ["fullName", "email", "message"] as const)
    await expect(next.locator(`[name="${name}"]`)).toHaveValue("");
});

test("(en) switching language while a contact message is on its way that is not received: the notice on the Indonesian page says so in Indonesian, its other ways to reach us too", async ({
  page,
}) => {
  const lang = "en";
  const { v, opened, letThrough } = await sendLate(page, "contact", lang, "fault-switch-failed", "failed");
  await expect(opened.form.getByRole("button", { name: opened.submit })).toHaveCount(0);
  await page.getByRole("link", { name: languageLinkName("id") }).click();
  await expect(page).toHaveURL(localizedPath(pagePaths.contact, "id"));
  letThrough();
  const t = (key: string) => formText("id", key);
  const failure = t("notices.contactFailure").replace("{{reason}}", t("reasons.mail_unavailable"));
  const notice = toast(page.locator('[data-notices="page"]'), failure);
  await expect(notice).toBeVisible({ timeout: sendTimeout });
  await expect(notice).toContainText(t("notices.errorTitle"));
  await expectFallbackLinks(notice, v, "id");
});

test("(en) a failure notice still on screen when the visitor switches to Indonesian does not follow in English", async ({
  page,
}) => {
  const lang = "en";
  const { opened, letThrough } = await sendLate(page, "contact", lang, "fault-switch-after", "failed");
  // Answered on the page it was sent from.
  letThrough();
  const notice = toast(page, opened.failure(formText(lang, "reasons.mail_unavailable")));
  await expect(notice).toBeVisible({ timeout: sendTimeout });
  // The pointer rests on it, which holds it past its 4 s, and the language is chosen by keyboard.
  await notice.hover();
  await page.getByRole("link", { name: languageLinkName("id") }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(localizedPath(pagePaths.contact, "id"));
  // The Indonesian page's notices are drawn (their list named in Indonesian), and show none.
  const list = page.locator(`[data-notices="page"] section[aria-label="${formText("id", "notices.region")}"]`);
  await expect(list).toHaveCount(1);
  await nextFrames(page);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  // Nor is it read out there.
  await expect(page.locator('[data-notices="page"] [data-spoken]')).toHaveText(["", ""]);
});

test("(ja) a quote received after the visitor closed the dialog and moved on: its notice on the next page gives the reference, and the next dialog starts empty", async ({
  page,
}) => {
  const lang = "ja";
  const { v, letThrough } = await sendLate(page, "dialog", lang, "fault-moved-on-received", "received");
  await page.keyboard.press("Escape");
  await moveOn(page, lang);
  letThrough();
  const { notice, reference } = await receivedNotice(page, lang);
  await expect(notice).toHaveAttribute("data-type", "success");
  // No confirmation here takes focus: the notice tells it, politely, title and text as two sentences.
  const told = sentences(
    lang,
    resultText(lang, "received.title"),
    resultText(lang, "received.text").replace("{{reference}}", reference),
  );
  await expect.poll(async () => (await announced(page)).live).toContain(told);
  const mails = await receivedFor(page, v.email);
  expect(mails).toHaveLength(1);
  expect(mails[0].body.Subject).toContain(` ${reference} `);
  const next = (await openDialogHere(page)).locator('form[data-form="quote"]');
  await expect(next.locator('[name="message"]')).toHaveValue("");
});
