import { expect, test, type Locator, type Page } from "@playwright/test";
import { recordProblems, type PageProblems } from "./support/page-problems";
import { staleTexts, translateLikeABrowser } from "./support/translate";
import { functionCannotKeep } from "./support/leads";
import {
  everyPartHydrated,
  fill,
  openDialogHere,
  receivedFor,
  sendTimeout,
  visit,
  visitor,
  waitLikeAPerson,
  type Visitor,
} from "./support/forms";
import { articleListPath } from "../src/shared/articles";
import { formPagePaths, localizedPath, pagePaths, servicePath } from "../src/shared/routes";
import type { LanguageCode } from "../src/shared/languages";

// Visitors who read the English or Indonesian pages through their browser's page translation
// (Chrome's "Translate this page" and the like): the translator moves every text into its own
// <font> elements, and goes on with each text the page shows later. React, finding a text of its
// own gone from where it left it, can throw and take the page down. Each test waits for the page
// to hydrate and only then translates it, as the translator starts once the page has loaded
// (e2e/before-scripts.spec.ts has a page translated before its scripts arrive).

const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;
const languages: LanguageCode[] = ["en", "id"];
/** What the translator makes of each text: the page's words, then this. */
const translated = " ~tr";

async function visitTranslated(page: Page, path: string, problems?: PageProblems): Promise<PageProblems> {
  problems ??= await recordProblems(page);
  await visit(page, path);
  // Every element but the shipment details' fields, which stay the page's own HTML until opened.
  await everyPartHydrated(page, "main *:not(details[data-shipment-details] *, svg *), footer, footer *:not(svg *)");
  await translateLikeABrowser(page, translated);
  return problems;
}

/**
 * No uncaught error, no error page, the page still shows its translated words, and none of them
 * is out of date: a text React changed after the translator moved it would go on showing its old
 * words.
 */
async function expectStillStanding(page: Page, problems: PageProblems) {
  expect(problems.errors).toEqual([]);
  expect(await staleTexts(page)).toEqual([]);
  await expect(page.getByTestId("error-status")).toHaveCount(0);
  await expect(page.locator("main h1")).toBeVisible();
  await expect(page.locator("main h1")).toContainText(translated);
}

/** Sends the form empty: each reason beside its field and the summary above it, all translated. */
async function sendEmpty(form: Locator) {
  await form.locator('button[type="submit"]').click();
  await expect(form.locator('[name="fullName"]')).toHaveAttribute("aria-invalid", "true");
  await expect(form.locator("[data-error-summary]")).toBeVisible();
  await expect(form.locator("[data-error-summary]")).toContainText(translated);
}

/** Fills and sends the form: the success notice shows, and the company gets what was typed. */
async function sendFilled(page: Page, form: Locator, v: Visitor) {
  await fill(form, v);
  const consent = form.locator('[name="consent"]');
  // By keyboard: on a phone the notice of the last send may lie over the box.
  if (await consent.count()) {
    await consent.focus();
    await form.page().keyboard.press("Space");
    await expect(consent).toBeChecked();
  }
  await form.locator('button[type="submit"]').click();
  await expect(page.locator('[data-sonner-toast][data-type="success"]')).toBeVisible({ timeout: sendTimeout });
  await expect(page.locator('[data-sonner-toast][data-type="success"]')).toContainText(translated);
  const [mail] = await receivedFor(page, v.email);
  expect(mail.body.TextBody).toContain(v.fullName);
  expect(mail.body.TextBody).toContain(v.message.split("\n")[0]);
}

for (const lang of languages)
  for (const [width, viewport] of Object.entries(widths)) {
    test.describe(`(${lang}, ${width}) a page the browser translated`, () => {
      test.use({ viewport });

      test("the header's menus, the language menu and the quote dialog, sent empty, then filled", async ({ page }) => {
        const problems = await visitTranslated(page, localizedPath(pagePaths.home, lang));
        if (width === "phone") {
          // The menu panel holds the services and the tools under their link.
          const menuButton = page.locator('button[aria-controls="mobile-menu"]');
          await menuButton.click();
          await expect(page.locator("#services-menu")).toBeVisible();
          await expect(page.locator("#services-menu")).toContainText(translated);
          await menuButton.click();
          await expect(page.locator("#mobile-menu")).toBeHidden();
          const languageButton = page.locator("button[data-language-menu]");
          await languageButton.click();
          await expect(page.locator("#language-menu")).toBeVisible();
          await page.keyboard.press("Escape");
          await expect(page.locator("#language-menu")).toBeHidden();
          await languageButton.click();
          await languageButton.click();
          await expect(page.locator("#language-menu")).toBeHidden();
        } else {
          const servicesButton = page.locator('button[aria-controls="services-menu"]');
          await servicesButton.click();
          await expect(page.locator("#services-menu")).toBeVisible();
          await expect(page.locator("#services-menu")).toContainText(translated);
          await servicesButton.click();
          await expect(page.locator("#services-menu")).toBeHidden();
          // Opened by the pointer resting on Services, closed as it leaves.
          await page.mouse.move(5, viewport.height - 5);
          await page.locator('header a[href$="/services/"]').hover();
          await expect(page.locator("#services-menu")).toBeVisible();
          await page.mouse.move(5, viewport.height - 5);
          await expect(page.locator("#services-menu")).toBeHidden();
        }

        const dialog = await openDialogHere(page);
        const form = dialog.locator('form[data-form="quote"]');
        await waitLikeAPerson(page);
        await sendEmpty(form);
        await dialog.locator("details[data-shipment-details] summary").click();
        await form.locator('[name="mode"]').selectOption("sea-fcl");
        await form.locator('[name="containerType"]').selectOption("openTop");
        await form.locator('[name="containerCount"]').fill("2");
        await sendFilled(page, form, { ...visitor(`translated-dialog-${width}`, lang), serviceType: "ekspedisi-laut" });
        const confirmation = dialog.locator("[data-confirmation]");
        await expect(confirmation.locator("[data-reference]")).toBeVisible();
        await expect(confirmation).toContainText(translated);
        // The reference and the company's phone, WhatsApp and email are left as written.
        const reference = await confirmation.locator("[data-reference]").getAttribute("data-reference");
        await expect(confirmation.locator('[data-reference] [translate="no"]')).toHaveText(reference!);
        for (const link of await confirmation.locator("[data-contact-link]").all()) {
          await expect(link).toHaveAttribute("translate", "no");
          await expect(link).not.toContainText(translated);
        }
        await page.locator("[data-sonner-toast] button[data-close-button]").first().click();
        await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
        // Another message: the form again, empty; closed and opened again.
        await confirmation.locator("button").first().click();
        await expect(form.locator('[name="fullName"]')).toHaveValue("");
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await openDialogHere(page);
        await expectStillStanding(page, problems);
      });

      test("moving to another page by the header's links, and to the other language", async ({ page }) => {
        const problems = await visitTranslated(page, localizedPath(pagePaths.home, lang));
        const menuButton = page.locator('button[aria-controls="mobile-menu"]');
        if (width === "phone") await menuButton.click();
        await page.locator(`header nav a[href="${localizedPath(pagePaths.contact, lang)}"]`).click();
        await expect(page).toHaveURL(new RegExp(`${localizedPath(pagePaths.contact, lang)}$`));
        await expectStillStanding(page, problems);
        const other = lang === "en" ? "id" : "en";
        if (width === "phone") await page.locator("button[data-language-menu]").click();
        await page.locator(`#language-menu a[hreflang="${other}"]`).click();
        await expect(page).toHaveURL(new RegExp(`${localizedPath(pagePaths.contact, other)}$`));
        await expect(page.locator("html")).toHaveAttribute("lang", other);
        await expectStillStanding(page, problems);
      });

      test("the contact form, sent empty, then filled", async ({ page }) => {
        const problems = await visitTranslated(page, localizedPath(pagePaths.contact, lang));
        const form = page.locator('form[data-form="contact"]');
        await waitLikeAPerson(page);
        await sendEmpty(form);
        // The email's reason changes from missing to not an address.
        await form.locator('[name="email"]').fill("budi.example.com");
        await form.locator('button[type="submit"]').click();
        const reason = form.locator(
          '[data-field-error]:not([data-field-error="required"], [data-field-error="consent"])',
        );
        await expect(reason).toBeVisible();
        await expect(reason).toContainText(translated);
        await sendFilled(page, form, { ...visitor(`translated-contact-${width}`, lang), serviceType: "bea-cukai" });
        await expectStillStanding(page, problems);
      });

      test("the quote page's form: a send that fails, its notice with the other ways to reach us, then sent again", async ({
        page,
      }) => {
        const problems = await visitTranslated(page, localizedPath(formPagePaths.quote, lang));
        let through = false;
        // Answered once Send has been seen sending, however busy the machine.
        let answer = () => {};
        await functionCannotKeep(page, new Promise<void>((resolve) => (answer = resolve)), () => through);
        const form = page.locator('form[data-form="service-quote"]');
        await waitLikeAPerson(page);
        const v = { ...visitor(`translated-failure-${width}`, lang), serviceType: "ekspedisi-udara" };
        await fill(form, v);
        const send = form.locator('button[type="submit"]');
        const label = await send.innerText();
        await send.click();
        // Send says it is sending, in the translator's words, not still "Send".
        await expect(send).toHaveAttribute("aria-busy", "true");
        await expect(send).not.toHaveText(label);
        await expect(send).toContainText(translated);
        answer();
        const failure = page.locator('[data-sonner-toast][data-type="error"]');
        await expect(failure).toBeVisible({ timeout: sendTimeout });
        await expect(failure).toContainText(translated);
        await expect(failure.locator('a[data-fallback="email"]')).toBeVisible();
        // The browser's own line for the 503 the function was made to answer, and nothing else.
        expect(problems.errors).toEqual([expect.stringContaining("503")]);
        problems.errors.length = 0;
        through = true;
        await sendFilled(page, form, v);
        await expectStillStanding(page, problems);
      });

      test("the sea freight calculator and the page's quote form with its shipment details", async ({ page }) => {
        const problems = await visitTranslated(page, localizedPath(servicePath("ekspedisi-laut"), lang));
        await usedCalculator(page, "sea");

        const form = page.locator('form[data-form="service-quote"]');
        await form.scrollIntoViewIfNeeded();
        await waitLikeAPerson(page);
        await sendEmpty(form);
        const details = form.locator("details[data-shipment-details]");
        if ((await details.getAttribute("open")) === null) await details.locator("summary").click();
        // The container's fields come with a full container load and go with a shared one.
        await form.locator('[name="mode"]').selectOption("sea-fcl");
        await expect(form.locator('[name="containerType"]')).toBeVisible();
        await form.locator('[name="mode"]').selectOption("sea-lcl");
        await expect(form.locator('[name="containerType"]')).toBeHidden();
        await form.locator('[name="mode"]').selectOption("sea-fcl");
        await form.locator('[name="containerType"]').selectOption("openTop");
        await form.locator('[name="containerCount"]').fill("3");
        await sendFilled(page, form, {
          ...visitor(`translated-service-${width}`, lang),
          serviceType: "ekspedisi-laut",
        });
        await expectStillStanding(page, problems);
      });

      test("the air freight calculator", async ({ page }) => {
        const problems = await visitTranslated(page, localizedPath(servicePath("ekspedisi-udara"), lang));
        const calculator = await usedCalculator(page, "air");
        // A quote with the figures: the dialog opens with them, and closes.
        await calculator.locator("button[data-calculator-quote]").click();
        const dialog = page.locator("dialog[data-quote-dialog][data-ready]");
        await expect(dialog).toBeVisible();
        await expect(dialog.locator('[name="serviceType"]')).toHaveValue("ekspedisi-udara");
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await expectStillStanding(page, problems);
      });

      test("the import duty estimator", async ({ page }) => {
        const problems = await visitTranslated(page, localizedPath(servicePath("bea-cukai"), lang));
        await page.evaluate(() => document.querySelector("[data-estimator-pending]")?.scrollIntoView());
        await expect(page.locator("[data-estimator-pending]")).toHaveCount(0, { timeout: 15_000 });
        const estimator = page.locator("section[data-estimator]");
        const currency = estimator.locator("select").first();
        for (const value of ["USD", "IDR", "SGD"]) {
          if (await currency.locator(`option[value="${value}"]`).count()) await currency.selectOption(value);
          for (const input of await estimator.locator('input:not([type="radio"]):not([type="checkbox"])').all())
            if (await input.isVisible()) await input.fill("10");
          for (const radio of await estimator.locator('input[type="radio"]').all()) await radio.check();
          for (const radio of (await estimator.locator('input[type="radio"]').all()).reverse()) await radio.check();
        }
        await expect(estimator.locator("[data-figure]").first()).toBeVisible();
        await expectStillStanding(page, problems);
      });

      test("the list of articles narrowed by its filters", async ({ page }) => {
        const problems = await visitTranslated(page, localizedPath(articleListPath({}), lang));
        const filters = page.locator("main nav a");
        const count = await filters.count();
        for (let i = 0; i < count; i++) {
          await page.locator("main nav a").nth(i).click();
          await expect(page.locator("main nav a").nth(i)).toHaveAttribute("aria-current", /.+/);
          await expectStillStanding(page, problems);
        }
      });
    });
  }

/** The page's calculator, once loaded and used (usePieces), showing its figures. */
async function usedCalculator(page: Page, mode: "sea" | "air"): Promise<Locator> {
  await page.evaluate(() => document.querySelector("[data-calculator-pending]")?.scrollIntoView());
  await expect(page.locator("[data-calculator-pending]")).toHaveCount(0, { timeout: 15_000 });
  const calculator = page.locator(`section[data-calculator="${mode}"]`);
  await usePieces(calculator);
  await expect(calculator.locator("[data-calculator-results]")).toBeVisible();
  return calculator;
}

/** Types a piece, adds a second and removes it, switches the units there and back. */
async function usePieces(calculator: Locator) {
  const piece = calculator.locator('fieldset[data-piece="1"]');
  for (const [i, value] of ["120", "80", "100", "250", "3"].entries()) await piece.locator("input").nth(i).fill(value);
  await calculator.locator('button[id$="-add"]').click();
  const second = calculator.locator('fieldset[data-piece="2"] input');
  for (const [i, value] of ["50", "40", "30", "20", "1"].entries()) await second.nth(i).fill(value);
  await calculator.locator('fieldset[data-piece="2"] button[id$="-remove"]').click();
  await expect(calculator.locator('fieldset[data-piece="2"]')).toHaveCount(0);
  for (const radio of await calculator.locator('input[type="radio"]').all()) await radio.check();
  for (const radio of (await calculator.locator('input[type="radio"]').all()).reverse()) await radio.check();
  await piece.locator("input").first().fill("");
  await piece.locator("input").first().fill("150");
}

// What the translator would turn into words or spell otherwise: a calculator's price and currency
// code, the Incoterms' codes (and, in the quote dialog's test above, the message's reference). They
// carry translate="no", which the real translator and the stand-in both leave as written.
for (const lang of languages)
  test(`(${lang}) a page the browser translated leaves the calculators' prices and the Incoterms' codes as written`, async ({
    page,
  }) => {
    const asWritten = async (value: Locator, text: string) => {
      await expect(value).toHaveAttribute("translate", "no");
      await expect(value).toContainText(text);
      await expect(value).not.toContainText(translated);
    };
    const problems = await visitTranslated(page, localizedPath(servicePath("ekspedisi-laut"), lang));
    // "Custom quote" is words, and translated.
    await expect(page.locator('[data-package="rates.sea.project"] [data-price]')).toContainText(translated);
    await page.evaluate(() => document.querySelector("[data-calculator-pending]")?.scrollIntoView());
    const calculator = page.locator('section[data-calculator="sea"]');
    const piece = calculator.locator('fieldset[data-piece="1"] input');
    for (const [i, value] of ["120", "80", "100", "250", "3"].entries()) await piece.nth(i).fill(value);
    await asWritten(calculator.locator('[data-figure="lcl"] dd'), "USD");

    await visitTranslated(page, localizedPath(pagePaths.incoterms, lang), problems);
    await asWritten(page.locator('tr[data-incoterm="FOB"] [translate="no"]'), "FOB");
    expect(problems.errors).toEqual([]);
  });
