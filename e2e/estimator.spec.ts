import { inboxServiceName, resultText, sendTimeout } from "./support/forms";
import { labelled, listed, sentences } from "./support/joins";
import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  expectNoAxeViolations,
  useQuickTyping,
  waitLikeAPerson,
  plain,
  receivedFor,
  text,
  uniqueEmail,
  visitHydrated,
} from "./support/calculator";
import importTaxes from "../content/import-taxes.json";
import { formatMoney, formatNumber } from "../src/shared/facts";
import { currencyName } from "../src/components/estimator/duty-figures";
import { latinAllowList } from "../src/node/content-check";
import { currencies, quotedPer, type Currency } from "../src/components/estimator/import-duties";
import { languageCodes, languageOf, wordSpace, type LanguageCode } from "../src/shared/languages";
import { localizedPath, servicePath } from "../src/shared/routes";

// The customs duty and tax estimator of the customs clearance page in the browser:
// entered by a person in each language, the free trade zone's exemptions, messages next to
// the field, and "Ask for a customs clearance quote with these figures" carrying the estimate to the
// company's inbox (the fake Postmark).

test.use({ reducedMotion: "reduce" });

const est = (lang: LanguageCode, key: string, vars: Record<string, string | number> = {}) =>
  text(lang, "estimator", key, vars);
const customsPage = (lang: LanguageCode) => localizedPath(servicePath("bea-cukai"), lang);
const rupiah = (amount: number, lang: LanguageCode) => plain(formatMoney({ amount, currency: "IDR" }, lang));

/** Loads the customs page and waits for the estimator, which loads when the visitor comes near it. */
async function visitEstimator(page: Page, lang: LanguageCode): Promise<Locator> {
  await visitHydrated(page, customsPage(lang));
  // In one step: the placeholder may be replaced at any moment.
  await page.evaluate(() => document.querySelector("[data-estimator-pending]")?.scrollIntoView());
  await expect(page.locator("[data-estimator-pending]")).toHaveCount(0, { timeout: 15_000 });
  return page.locator("section[data-estimator]");
}

/** A field's label, naming the currencies as the page does. */
const label = (lang: LanguageCode, key: string, currency = "IDR") =>
  est(lang, `fields.${key}`, {
    currency: currencyName(currency, lang),
    rupiah: currencyName("IDR", lang),
    per: formatNumber(quotedPer(currency as Currency), lang),
  });

/** A field found by its visible label, as a person would. */
const field = (section: Locator, lang: LanguageCode, key: string, currency = "IDR") =>
  section.getByLabel(label(lang, key, currency), { exact: true });

const figure = (section: Locator, key: string) => section.locator(`[data-figure="${key}"] dd:not([data-formula])`);
const formula = (section: Locator, key: string) => section.locator(`[data-figure="${key}"] dd[data-formula]`);

/** The worked example, typed as the language writes numbers. */
async function enterWorkedExample(section: Locator, lang: LanguageCode) {
  const million = (n: number) => formatNumber(n * 1_000_000, lang);
  await section.getByLabel(est(lang, "fields.currency")).selectOption("IDR");
  await field(section, lang, "fob").fill(million(100));
  await field(section, lang, "freight").fill(million(10));
  await field(section, lang, "insurance").fill(million(5));
  await field(section, lang, "dutyPercent").fill("10");
}

/** The worked example's figures: CIF 115,000,000, duty 11,500,000, VAT 13,915,000, article 22 3,162,500. */
async function expectWorkedExample(section: Locator, lang: LanguageCode) {
  const expected = {
    cif: 115_000_000,
    customsValue: 115_000_000,
    importDuty: 11_500_000,
    vat: 13_915_000,
    incomeTax22: 3_162_500,
    total: 28_577_500,
  };
  for (const [key, amount] of Object.entries(expected)) {
    await expect(section.locator(`[data-figure="${key}"] dt`)).toHaveText(est(lang, `results.${key}`));
    await expect
      .poll(async () => plain((await figure(section, key).textContent()) ?? ""), `${lang} ${key}`)
      .toBe(rupiah(amount, lang));
  }
  await expect(formula(section, "vat")).toHaveText(
    est(lang, "results.vatFormula", {
      percent: formatNumber(11, lang),
      base: formatMoney({ amount: 126_500_000, currency: "IDR" }, lang),
    }),
  );
  await expect(formula(section, "incomeTax22")).toHaveText(
    // The status rate, and the two rates of the goods the Minister of Finance lists, which it cannot tell.
    est(lang, "results.incomeTax22Formula", {
      percent: formatNumber(2.5, lang),
      lower: formatNumber(7.5, lang),
      higher: formatNumber(10, lang),
    }),
  );
  await expect(section.locator('[data-figure="luxuryTax"]')).toHaveCount(0);
}

/** The figures as shown: "label: value (formula)" lines, which the quote message must carry. */
async function shownLines(section: Locator): Promise<string[]> {
  return section
    .locator("[data-figure]")
    .evaluateAll((rows) =>
      rows.map(
        (r) =>
          `${r.querySelector("dt")!.textContent}: ${r.querySelector("dd:not([data-formula])")!.textContent} (${r.querySelector("dd[data-formula]")!.textContent})`,
      ),
    );
}

test("the issue's worked example in Indonesian, asked for clearance with these figures and sent to the company", async ({
  page,
}) => {
  await useQuickTyping(page);
  const lang = "id";
  const section = await visitEstimator(page, lang);
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(est(lang, "title"));
  await enterWorkedExample(section, lang);
  // Rupiah needs no exchange rate.
  await expect(section.locator('[data-field="exchangeRate"]')).toHaveCount(0);
  await expectWorkedExample(section, lang);
  expect(rupiah(13_915_000, lang)).toBe("Rp 13.915.000");
  const checked = new Intl.DateTimeFormat(languageOf(lang).tag, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(importTaxes.lastChecked),
  );
  await expect(section.locator("[data-estimate-notice]")).toHaveText(est(lang, "results.notice", { date: checked }));

  const lines = (await shownLines(section)).map(plain);
  expect(lines).toHaveLength(6);
  await section.getByRole("button", { name: est(lang, "quote.button") }).click();
  const dialog = page.locator("dialog[data-quote-dialog]");
  await expect(dialog).toBeVisible();
  const form = dialog.locator('form[data-form="quote"]');
  await expect(form.locator('[name="serviceType"]')).toHaveValue("bea-cukai");
  const message = plain(await form.locator('[name="message"]').inputValue());
  expect(message.startsWith(est(lang, "summary.heading"))).toBe(true);
  expect(message).toContain(`${label(lang, "fob")}: Rp 100.000.000`);
  expect(message).toContain(`${est(lang, "fields.dutyPercent")}: 10`);
  for (const line of lines) expect(message).toContain(line);

  const email = uniqueEmail("estimator-id");
  await form.locator('[name="fullName"]').fill("Sari Bea Cukai");
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="phone"]').fill("+62 812 1111 2222");
  await waitLikeAPerson(page);
  await form.getByRole("button", { name: text(lang, "form", "quote.submit") }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: resultText(lang, "notices.quoteSuccess") }),
  ).toBeVisible({ timeout: sendTimeout });
  const mails = await receivedFor(page, email);
  expect(mails).toHaveLength(1);
  const body = plain(mails[0].body.TextBody);
  expect(body).toContain(`Service: ${inboxServiceName("bea-cukai")}`);
  expect(body).toContain(est(lang, "summary.heading"));
  for (const line of lines) expect(body).toContain(line);
  expect(body).toContain(`${est(lang, "results.vat")}: Rp 13.915.000`);
  expect(body).toContain(`${est(lang, "results.incomeTax22")}: Rp 3.162.500`);
});

for (const lang of ["en", "zh", "ja"] as const) {
  test(`the worked example in ${lang}: labels and results in the language's words`, async ({ page }) => {
    const section = await visitEstimator(page, lang);
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(est(lang, "title"));
    await enterWorkedExample(section, lang);
    await expectWorkedExample(section, lang);
    await expect(section.getByRole("group", { name: est(lang, "fields.importer") })).toBeVisible();
    await expect(section.getByLabel(est(lang, "importer.api", { percent: formatNumber(2.5, lang) }))).toBeChecked();
    await expect(section.getByLabel(est(lang, "destination.customsArea"))).toBeChecked();
    if (lang !== "en") {
      // No English: every Latin-script word is a code or a brand name the content check allows
      // (the currency codes of the currency list too).
      const shown = await section.evaluate((el) => {
        const copy = el.cloneNode(true) as HTMLElement;
        copy.querySelectorAll("option").forEach((o) => o.remove());
        return copy.innerText;
      });
      const words = [...new Set(shown.match(/[A-Za-z]+/g) ?? [])];
      const allowed = (w: string) =>
        latinAllowList.has(w.toLowerCase()) || (currencies as readonly string[]).includes(w);
      expect(words.filter((w) => !allowed(w))).toEqual([]);
    }
  });
}

// Every name the pages give the rupiah, in any language.
const rupiahNames = ["Rp", "IDR", "印尼盾", "ルピア", "rupiah"];

for (const lang of languageCodes) {
  test(`in ${lang}, the labels name the rupiah and the other currencies as the figures do`, async ({ page }) => {
    const section = await visitEstimator(page, lang);
    // What the figures call a currency: their amount without its digits.
    const nameIn = async (key: string) =>
      plain((await figure(section, key).textContent()) ?? "").replace(/[\d.,\s]/g, "");
    await field(section, lang, "fob", "USD").fill("1000");
    await field(section, lang, "freight", "USD").fill("0");
    await field(section, lang, "dutyPercent").fill("5");
    const rupiahName = await nameIn("customsValue");
    const rateLabel = plain((await section.locator('[data-field="exchangeRate"] label').textContent()) ?? "");
    expect(rateLabel).toContain(rupiahName);
    expect(rateLabel).toContain(await nameIn("cif"));
    for (const other of rupiahNames.filter((name) => name !== rupiahName)) expect(rateLabel).not.toContain(other);

    // Amounts in rupiah: their labels name it as their figures do.
    await section.getByLabel(est(lang, "fields.currency")).selectOption("IDR");
    const amountName = await nameIn("cif");
    for (const key of ["fob", "freight", "insurance"]) {
      const id = await section.locator(`[id$="-${key}"]`).first().getAttribute("id");
      const text = plain((await section.locator(`label[for="${id}"]`).textContent()) ?? "");
      expect(text, key).toContain(amountName);
      for (const other of rupiahNames.filter((name) => name !== amountName)) expect(text, key).not.toContain(other);
    }
  });
}

test("the quote dialog's code refused (a proxy blocking it): the estimate leads to the quote form that works without scripts, in its message", async ({
  page,
}) => {
  await page.route(/\/quote-dialog-[0-9a-f]+\.js$/, (route) => route.abort("blockedbyclient"));
  const lang = "id";
  const section = await visitEstimator(page, lang);
  await enterWorkedExample(section, lang);
  await expectWorkedExample(section, lang);
  const lines = (await shownLines(section)).map(plain);
  await section.getByRole("button", { name: est(lang, "quote.button") }).click();
  await expect(page).toHaveURL(/\/api\/send-contact-email\?form=quote&/);
  const form = page.locator('form[action="/api/send-contact-email?language=id"]');
  await expect(form.locator('[name="serviceType"]')).toHaveValue("bea-cukai");
  const message = plain(await form.locator('[name="message"]').inputValue());
  expect(message.startsWith(est(lang, "summary.heading"))).toBe(true);
  for (const line of lines) expect(message).toContain(line);
});

test("another currency: the example rate is marked as one, follows the currency, and the visitor's own rate is used", async ({
  page,
}) => {
  const lang = "en";
  const section = await visitEstimator(page, lang);
  const rate = field(section, lang, "exchangeRate", "USD");
  await expect(rate).toHaveValue(formatNumber(importTaxes.exampleExchangeRates.USD, lang));
  await expect(rate).toHaveAccessibleDescription(est(lang, "fields.exchangeRateExample"));
  // Each opens another site in a new tab, and says so.
  const newTab = (link: string) => `${est(lang, link)}${wordSpace(lang)}${text(lang, "common", "a11y.newTab")}`;
  await expect(section.getByRole("link", { name: newTab("fields.exchangeRateLink"), exact: true })).toHaveAttribute(
    "href",
    importTaxes.links.exchangeRate,
  );
  await expect(section.getByRole("link", { name: newTab("fields.tariffLink"), exact: true })).toHaveAttribute(
    "href",
    importTaxes.links.tariff,
  );
  await section.getByLabel(est(lang, "fields.currency")).selectOption("SGD");
  await expect(field(section, lang, "exchangeRate", "SGD")).toHaveValue(
    formatNumber(importTaxes.exampleExchangeRates.SGD, lang),
  );
  await section.getByLabel(est(lang, "fields.currency")).selectOption("USD");
  await rate.fill("16,000");
  await expect(rate).toHaveAccessibleDescription(est(lang, "fields.exchangeRateEntered"));
  // USD 10,000 + 1,000, insurance left empty: 0.5 % of 11,000 = USD 55 assumed; CIF 11,055 x 16,000.
  await field(section, lang, "fob", "USD").fill("10,000");
  await field(section, lang, "freight", "USD").fill("1000");
  await field(section, lang, "dutyPercent").fill("5");
  await section.getByLabel(est(lang, "importer.none", { percent: formatNumber(15, lang) })).check();
  await expect(figure(section, "cif")).toHaveText("USD 11,055");
  await expect(formula(section, "cif")).toHaveText(
    est(lang, "results.cifFormulaAssumed", {
      percent: "0.5",
      insurance: formatMoney({ amount: 55, currency: "USD" }, lang),
    }),
  );
  expect(plain((await figure(section, "customsValue").textContent()) ?? "")).toBe(rupiah(176_880_000, lang));
  // At the visitor's own rate, the formula names it as it is.
  await expect(formula(section, "customsValue")).toHaveText(
    est(lang, "results.customsValueFormula", { rate: "IDR 16,000", per: "1", currency: "USD" }),
  );
  // Duty 5 % = 8,844,000; import value 185,724,000; article 22 without API or NPWP: 15 %.
  expect(plain((await figure(section, "importDuty").textContent()) ?? "")).toBe(rupiah(8_844_000, lang));
  expect(plain((await figure(section, "incomeTax22").textContent()) ?? "")).toBe(rupiah(27_858_600, lang));
  // A rate typed for US dollars is no rate for yen: another currency brings its example back, marked as one.
  await section.getByLabel(est(lang, "fields.currency")).selectOption("JPY");
  const yen = field(section, lang, "exchangeRate", "JPY");
  await expect(yen).toHaveValue(formatNumber(importTaxes.exampleExchangeRates.JPY, lang));
  await expect(yen).toHaveAccessibleDescription(est(lang, "fields.exchangeRateExample"));
  // Yen have no smaller unit: 10,002 yen with 0.5 % (50.01) assumed is a CIF of 10,052 yen, the
  // insurance 50 yen.
  await field(section, lang, "freight", "JPY").fill("2");
  await expect(figure(section, "cif")).toHaveText("JPY 10,052");
  // Figures at the example rate say so.
  await expect(formula(section, "customsValue")).toHaveText(
    est(lang, "results.customsValueFormula_example", {
      rate: formatMoney({ amount: importTaxes.exampleExchangeRates.JPY, currency: "IDR" }, lang),
      // The yen's rate is per 100 yen, as the official table gives it.
      per: "100",
      currency: "JPY",
    }),
  );
  await expect(formula(section, "cif")).toHaveText(
    est(lang, "results.cifFormulaAssumed", { percent: "0.5", insurance: "JPY 50" }),
  );
  // Back to US dollars: the rate typed for them comes back, as the visitor's own.
  await section.getByLabel(est(lang, "fields.currency")).selectOption("USD");
  await expect(rate).toHaveValue("16,000");
  await expect(rate).toHaveAccessibleDescription(est(lang, "fields.exchangeRateEntered"));
});

test("into the Batam free trade zone: the duty, VAT and luxury tax are shown as exempt, income tax 22 counted, with the explanation", async ({
  page,
}) => {
  const lang = "ja";
  const section = await visitEstimator(page, lang);
  await enterWorkedExample(section, lang);
  await section.getByLabel(est(lang, "fields.luxuryPercent")).fill("20");
  await expect(section.locator("[data-free-trade-zone]")).toHaveCount(0);
  await section.getByLabel(est(lang, "destination.freeTradeZone")).check();
  for (const key of ["importDuty", "vat", "luxuryTax"]) {
    await expect(section.locator(`[data-figure="${key}"][data-exempt]`)).toHaveCount(1);
    await expect(figure(section, key)).toHaveText(est(lang, "results.exempt"));
    await expect(formula(section, key)).toHaveText(est(lang, "results.exemptFormula"));
  }
  await expect(section.locator('[data-figure="incomeTax22"][data-exempt]')).toHaveCount(0);
  expect(plain((await figure(section, "customsValue").textContent()) ?? "")).toBe(rupiah(115_000_000, lang));
  expect(plain((await figure(section, "incomeTax22").textContent()) ?? "")).toBe(rupiah(2_875_000, lang));
  expect(plain((await figure(section, "total").textContent()) ?? "")).toBe(rupiah(2_875_000, lang));
  await expect(section.locator("[data-free-trade-zone]")).toHaveText(est(lang, "results.freeTradeZone"));
  // Leaving Batam for the mainland: the customs area again, and the luxury-goods tax is due.
  await section.getByLabel(est(lang, "destination.customsArea")).check();
  await expect(section.locator("[data-free-trade-zone]")).toHaveCount(0);
  expect(plain((await figure(section, "luxuryTax").textContent()) ?? "")).toBe(rupiah(25_300_000, lang));
});

test("an invalid entry gets its message next to the field; asking for clearance then shows every problem, no dialog", async ({
  page,
}) => {
  const lang = "zh";
  const section = await visitEstimator(page, lang);
  const fob = field(section, lang, "fob", "USD");
  const duty = field(section, lang, "dutyPercent");
  const expectMessage = async (input: Locator, message: string) => {
    await expect(input).toHaveAttribute("aria-invalid", "true");
    const id = (await input.getAttribute("aria-describedby"))!.split(" ")[0];
    await expect(page.locator(`[id="${id}"]`)).toHaveText(message);
    await expect(input).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  };
  await fob.fill("abc");
  await duty.fill("-5");
  await expectMessage(fob, est(lang, "errors.notNumber"));
  await expectMessage(duty, est(lang, "errors.negative"));
  await field(section, lang, "luxuryPercent").fill("500");
  await expectMessage(
    field(section, lang, "luxuryPercent"),
    est(lang, "errors.tooLarge", { max: formatNumber(importTaxes.limits.luxuryPercent, lang) }),
  );
  // Freight was not touched: no "required" shouted at it yet.
  await expect(field(section, lang, "freight", "USD")).not.toHaveAttribute("aria-invalid", "true");
  await expect(section.getByRole("status")).toHaveText(est(lang, "results.invalid", { count: 3 }));
  await expect(section).not.toContainText("NaN");

  await section.getByRole("button", { name: est(lang, "quote.button") }).click();
  await expect(fob).toBeFocused();
  await expectMessage(field(section, lang, "freight", "USD"), est(lang, "errors.required"));
  await expect(page.locator("dialog[data-quote-dialog]")).toBeHidden();
  await expect(section.getByRole("button", { name: est(lang, "quote.button") })).toHaveAccessibleDescription(
    est(lang, "quote.unavailable"),
  );

  await fob.fill("1.000");
  await field(section, lang, "freight", "USD").fill("0");
  await duty.fill("0");
  await field(section, lang, "luxuryPercent").fill("");
  await expect(section.locator("[data-field-error]")).toHaveCount(0);
  await expect(figure(section, "total")).toBeVisible();
});

test("a rate written the Indonesian way on the English page, read as 16.6, says so under the field and in its description", async ({
  page,
}) => {
  const lang = "en";
  const section = await visitEstimator(page, lang);
  const rate = field(section, lang, "exchangeRate", "USD");
  await rate.fill("16.600");
  const note = est(lang, "readAs", { number: "16.6" });
  await expect(section.locator("[data-reading]")).toHaveText(note);
  await expect(rate).toHaveAccessibleDescription(`${note} ${est(lang, "fields.exchangeRateEntered")}`);
  // Typed with the currency its label names, it is read the same way and says so the same way.
  await rate.fill("Rp 16.600");
  await expect(section.locator("[data-reading]")).toHaveText(note);
  // Read as a whole number a thousand times smaller, it says so too.
  await rate.fill("16.000");
  await expect(section.locator("[data-reading]")).toHaveText(est(lang, "readAs", { number: "16" }));
  await rate.fill("16,600");
  await expect(section.locator("[data-reading]")).toHaveCount(0);
});

// A field passed through without typing keeps quiet: a "required" under it, shown as it lost focus
// to the press on the field below, would push that field away before the release.
test("on a phone, a tap from an empty field to the next lands there, and the field passed through stays quiet", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const lang = "en";
  const section = await visitEstimator(page, lang);
  const fob = field(section, lang, "fob", "USD");
  const freight = field(section, lang, "freight", "USD");
  await fob.click();
  await freight.click();
  await expect(freight).toBeFocused();
  await expect(fob).not.toHaveAttribute("aria-invalid", "true");
  // Typed in and emptied, it says why once left.
  await fob.fill("12");
  await fob.fill("");
  await freight.click();
  await expect(fob).toHaveAttribute("aria-invalid", "true");
  await expect(fob).toHaveAccessibleDescription(new RegExp(`^${est(lang, "errors.required")}`));
});

test("keyboard: the form is filled and the quote asked for without a mouse", async ({ page }) => {
  const lang = "en";
  const section = await visitEstimator(page, lang);
  await section.getByLabel(est(lang, "fields.currency")).focus();
  await page.keyboard.press("Tab");
  await expect(field(section, lang, "fob", "USD")).toBeFocused();
  await page.keyboard.type("2000");
  await page.keyboard.press("Tab");
  await expect(field(section, lang, "freight", "USD")).toBeFocused();
  await page.keyboard.type("300");
  // Arrow keys move between the destinations.
  await section.getByLabel(est(lang, "destination.customsArea")).focus();
  await page.keyboard.press("ArrowUp");
  await expect(section.getByLabel(est(lang, "destination.freeTradeZone"))).toBeChecked();
  await field(section, lang, "dutyPercent").focus();
  await page.keyboard.type("7.5");
  await expect(figure(section, "total")).toBeVisible();
  await section.getByRole("button", { name: est(lang, "quote.button") }).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("dialog[data-quote-dialog]")).toBeVisible();
});

/** Records every text the live region takes from now on; the returned function reads them. */
async function recordSpoken(status: Locator): Promise<() => Promise<string[]>> {
  await status.evaluate((region) => {
    const texts: string[] = [];
    (window as unknown as { spoken: string[] }).spoken = texts;
    new MutationObserver(() => texts.push(region.textContent ?? "")).observe(region, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  return () => status.page().evaluate(() => (window as unknown as { spoken: string[] }).spoken);
}

test.describe("layout and accessibility", () => {
  test("a screen reader hears the figures once typing pauses, not the whole list again at every key", async ({
    page,
  }) => {
    const lang = "en";
    const section = await visitEstimator(page, lang);
    await enterWorkedExample(section, lang);
    const status = section.getByRole("status");
    await expect(status).toContainText(rupiah(28_577_500, lang));
    const spokenFromNow = await recordSpoken(status);
    // A new FOB value typed at a person's pace, key by key.
    await field(section, lang, "fob").fill("");
    await field(section, lang, "fob").pressSequentially("200000000", { delay: 150 });
    await expect(status).not.toContainText(rupiah(28_577_500, lang));
    const spoken = await spokenFromNow();
    expect(spoken).toHaveLength(1);
    // Each figure with its label, as it is read.
    expect(spoken[0]).toContain(`${est(lang, "results.total")}: `);
  });

  test("a screen reader hears nothing from the estimator as it loads, only once the visitor has typed", async ({
    page,
  }) => {
    const lang = "en";
    const section = await visitEstimator(page, lang);
    const status = section.getByRole("status");
    const spokenFromNow = await recordSpoken(status);
    // eslint-disable-next-line playwright/no-wait-for-timeout -- a check that nothing is said: longer than the pause after which the region speaks (1 s)
    await page.waitForTimeout(2500);
    expect(await spokenFromNow()).toEqual([]);
    await expect(status).toHaveText("");
    await field(section, lang, "dutyPercent").fill("abc");
    await expect(status).toHaveText(est(lang, "results.invalid", { count: 1 }));
  });

  for (const lang of languageCodes) {
    test(`${lang}: the figures are read in the language's punctuation, each label joined to its value and working`, async ({
      page,
    }) => {
      const section = await visitEstimator(page, lang);
      await enterWorkedExample(section, lang);
      await expect(figure(section, "total")).toBeVisible();
      const rows = await section
        .locator('dl[data-results-state="ready"] > div')
        .evaluateAll((divs) => divs.map((div) => [...div.children].map((cell) => cell.textContent?.trim() ?? "")));
      expect(rows.length).toBeGreaterThan(1);
      const read = rows
        .map(([label, ...values]) =>
          labelled(
            lang,
            label,
            values.reduce((a, b) => listed(lang, a, b)),
          ),
        )
        .reduce((a, b) => sentences(lang, a, b));
      await expect(section.getByRole("status")).toHaveText(read);
    });
  }

  test("axe (WCAG 2.1 A and AA): with figures, in the free trade zone, and with field errors", async ({ page }) => {
    const section = await visitEstimator(page, "en");
    await enterWorkedExample(section, "en");
    await expect(figure(section, "total")).toBeVisible();
    await expectNoAxeViolations(page, "estimator with figures");
    await section.getByLabel(est("en", "destination.freeTradeZone")).check();
    await expect(section.locator("[data-free-trade-zone]")).toBeVisible();
    await expectNoAxeViolations(page, "estimator in the free trade zone");
    await field(section, "en", "fob").fill("abc");
    await section.getByRole("button", { name: est("en", "quote.button") }).click();
    await expect(section.locator("[data-field-error]").first()).toBeVisible();
    await expectNoAxeViolations(page, "estimator with errors");
  });

  test("at 320 px in Indonesian, with figures and the free trade zone, nothing scrolls sideways", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    const section = await visitEstimator(page, "id");
    await enterWorkedExample(section, "id");
    await section.getByLabel(est("id", "destination.freeTradeZone")).check();
    await expect(section.locator("[data-free-trade-zone]")).toBeVisible();
    await field(section, "id", "insurance").fill("abc");
    await expect(section.locator("[data-field-error]")).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  // The narrowest width of each step of the space (320, 360, 640, 1024 px) is where the estimator is tallest.
  for (const width of [320, 360, 640, 768, 1024, 1280]) {
    test(`the estimator takes the space its placeholder kept, at ${width} px in every language`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const lang of languageCodes) {
        await visitHydrated(page, customsPage(lang));
        const placeholder = await page
          .locator("[data-estimator-pending]")
          .evaluate((el) => el.getBoundingClientRect().height);
        const section = await visitEstimator(page, lang);
        const height = await section.evaluate((el) => el.getBoundingClientRect().height);
        expect(height, `${lang} at ${width} px`).toBe(placeholder);
        if ([320, 360, 640, 1024].includes(width)) {
          // At a step's narrowest width the space is the estimator's own, give or take the rounding:
          // no blank band below it.
          const own = await section.evaluate((el) => {
            (el as HTMLElement).style.minHeight = "0";
            return el.getBoundingClientRect().height;
          });
          expect(placeholder - own, `${lang} at ${width} px`).toBeLessThan(16);
        }
      }
    });
  }
});

test("loading: the estimator's code and strings are not in the page's first load; they arrive when it comes near", async ({
  page,
  request,
}) => {
  const namespacesOf = (data: { result: { data: { locales: { edges: { node: { ns: string } }[] } } } }) =>
    data.result.data.locales.edges.map((e) => e.node.ns);
  const pageData = await (await request.get("/page-data/services/bea-cukai/page-data.json")).json();
  expect(namespacesOf(pageData)).not.toContain("estimator");
  expect(JSON.stringify(pageData)).not.toContain(est("id", "intro"));
  const html = await (await request.get(customsPage("ja"))).text();
  expect(html).toContain("data-estimator-pending");
  expect(html).not.toContain("data-estimator=");
  expect(html).not.toMatch(/duty-estimator|strings-ja-estimator/);

  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
  await page.goto(customsPage("ja"));
  await page.evaluate(() => document.querySelector("[data-estimator-pending]")?.scrollIntoView());
  await expect(
    page.locator("section[data-estimator]").getByRole("heading", { level: 2, name: est("ja", "title") }),
  ).toBeVisible();
  expect(scripts.some((s) => s.includes("duty-estimator"))).toBe(true);
  // The other pages do not have it.
  const sea = await (await request.get(localizedPath(servicePath("ekspedisi-laut"), "en"))).text();
  expect(sea).not.toContain("data-estimator-pending");
});
