import { inboxLanguageRow, inboxServiceName, resultText, sendTimeout } from "./support/forms";
import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  expectNoAxeViolations,
  useQuickTyping,
  waitLikeAPerson,
  plain,
  receivedFor,
  text,
  uniqueEmail,
  visitCalculator,
  visitHydrated,
} from "./support/calculator";
import { textSpacingCss, validUntilText } from "./support/site";
import { receivedNotice } from "./support/leads";
import { linesOfEach } from "./support/lines";
import { overflows, tabLandsOn } from "./support/scroll-box";
import { company, formatFact, formatMoney, formatNumber } from "../src/shared/facts";
import { formatDecimal } from "../src/components/calculator/freight-figures";
import { isSpaceless, languageCodes, type LanguageCode } from "../src/shared/languages";
import { fieldDefinition } from "../src/forms/shared/fields";
import { localizedPath, servicePath } from "../src/shared/routes";

// The freight calculator in the browser: figures in the page's language, messages for bad
// input, keyboard use, and "Request a quote with these figures" filling the quote form's shipment
// details (not the message) all the way to the company's
// inbox (the fake Postmark), where they arrive as a table.

test.use({ reducedMotion: "reduce" });

const calc = (lang: LanguageCode, key: string, vars: Record<string, string | number> = {}) =>
  text(lang, "calculator", key, vars);
const tables = (lang: LanguageCode, key: string, vars: Record<string, string | number> = {}) =>
  text(lang, "tables", key, vars);
const deliveryTimes = (lang: LanguageCode, key: string, vars: Record<string, string | number> = {}) =>
  text(lang, "deliveryTimes", key, vars);
type Piece = { length: string; width: string; height: string; weight: string; quantity: string };
const fields = ["length", "width", "height", "weight", "quantity"] as const;

function calculator(page: Page, mode: "sea" | "air") {
  return page.locator(`section[data-calculator="${mode}"]`);
}

/** The input of a field in piece n, found by its visible label, as a person would. */
function input(
  section: Locator,
  lang: LanguageCode,
  n: number,
  field: (typeof fields)[number],
  units: "metric" | "imperial" = "metric",
) {
  const unit = field === "weight" ? (units === "metric" ? "kg" : "lb") : units === "metric" ? "cm" : "in";
  const label =
    field === "quantity"
      ? calc(lang, "fields.quantity")
      : calc(lang, `fields.${field}`, { unit: calc(lang, `unit.${unit}`) });
  return section.locator(`fieldset[data-piece="${n}"]`).getByLabel(label, { exact: true });
}

async function fillPieces(
  section: Locator,
  lang: LanguageCode,
  pieces: Piece[],
  units: "metric" | "imperial" = "metric",
) {
  for (const [i, piece] of pieces.entries()) {
    if (i > 0) await section.getByRole("button", { name: calc(lang, "piece.add") }).click();
    for (const field of fields) await input(section, lang, i + 1, field, units).fill(piece[field]);
  }
}

/** One row's sizes as the quote carries them: "3 pieces, 120 × 80 × 100 cm, 250 kg per piece" in the language. */
const sizeLine = (
  lang: LanguageCode,
  quantity: string,
  length: string,
  width: string,
  height: string,
  weight: string,
) =>
  calc(lang, "summary.piece", {
    quantity,
    length,
    width,
    height,
    weight,
    count: Number(quantity),
    lengthUnit: calc(lang, "unit.cm"),
    weightUnit: calc(lang, "unit.kg"),
  });

const figure = (section: Locator, key: string) => section.locator(`[data-figure="${key}"] dd`);

/**
 * Asks for a quote with the figures: the dialog opens with the service selected and its shipment
 * details open and filled (`shipment`: field -> value as the language writes it); the visitor
 * writes the required fields and a message, and the company's mail carries the table.
 */
async function requestQuoteAndSend(
  page: Page,
  section: Locator,
  lang: LanguageCode,
  service: string,
  tag: string,
  shipment: Record<string, string>,
  /** More checks of the filled form before it is sent. */
  checkForm?: (form: Locator) => Promise<void>,
) {
  await section.getByRole("button", { name: calc(lang, "quote.button") }).click();
  const dialog = page.locator("dialog[data-quote-dialog]");
  await expect(dialog).toBeVisible();
  const form = dialog.locator('form[data-form="quote"]');
  await expect(form.locator('[name="serviceType"]')).toHaveValue(service);
  await expect(form.locator("details[data-shipment-details]")).toHaveAttribute("open", "");
  for (const [name, value] of Object.entries(shipment))
    await expect(form.locator(`[name="${name}"]`)).toHaveValue(value);
  await checkForm?.(form);
  // The figures are no longer pasted into the message.
  await expect(form.locator('[name="message"]')).toHaveValue("");

  const email = uniqueEmail(`calc-${tag}`);
  await form.locator('[name="fullName"]').fill(`Sari ${tag}`);
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="phone"]').fill("+62 812 1111 2222");
  await form.locator('[name="message"]').fill(`Quote please (${tag})`);
  await waitLikeAPerson(page);
  await form.getByRole("button", { name: text(lang, "form", "quote.submit") }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: resultText(lang, "notices.quoteSuccess") }),
  ).toBeVisible({ timeout: sendTimeout });
  const mails = await receivedFor(page, email);
  expect(mails).toHaveLength(1);
  const body = plain(mails[0].body.TextBody);
  expect(body).toContain(`Service: ${inboxServiceName(service)}`);
  expect(body).toContain(inboxLanguageRow(lang));
  expect(body).toContain("Shipment details:");
  return body;
}

test("sea freight in English: volume, weight/measure, containers and prices, sent with the quote to the company", async ({
  page,
}) => {
  await useQuickTyping(page);
  const lang = "en";
  await visitCalculator(page, localizedPath(servicePath("ekspedisi-laut"), lang));
  const section = calculator(page, "sea");
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(calc(lang, "title"));
  await fillPieces(section, lang, [
    { length: "120", width: "80", height: "100", weight: "250", quantity: "3" },
    { length: "60", width: "40", height: "50", weight: "30", quantity: "2" },
  ]);
  // 3 x 0.96 + 2 x 0.12 = 3.12 CBM; 810 kg = 0.81 t, so LCL is charged by volume.
  const { lcl, fcl } = company.rates.sea;
  await expect(figure(section, "pieces")).toHaveText("5");
  await expect(figure(section, "volume")).toHaveText("3.12 CBM");
  await expect(figure(section, "weight")).toHaveText("810 kg");
  await expect(figure(section, "weightMeasure")).toHaveText(calc(lang, "sea.chargedBy.volume", { value: "3.12" }));
  expect(plain((await figure(section, "lcl").textContent()) ?? "")).toBe(
    plain(formatMoney({ amount: Math.round(3.12 * lcl.amount * 100) / 100, currency: lcl.currency }, lang)),
  );
  expect(plain((await figure(section, "lcl").textContent()) ?? "")).toBe("USD 140.40");
  await expect(figure(section, "fcl")).toHaveText(
    calc(lang, "sea.fclValue", {
      count: 1,
      n: "1",
      container: tables(lang, "containers.20ft"),
      price: formatMoney(fcl, lang),
    }),
  );
  await expect(section.locator('[data-figure="lcl"] dt')).toContainText("USD 45");
  // Every container with its capacity from company.json; 3.12 CBM fits each one.
  for (const key of ["20ft", "40ft", "40ftHc"] as const) {
    const row = section.locator(`table[data-container-fit] tr[data-container="${key}"]`);
    await expect(row.locator("th")).toHaveText(tables(lang, `containers.${key}`));
    await expect(row.locator("td").nth(0)).toHaveText(`${company.sea.containers[key].cbm} CBM`);
    await expect(row.locator("td").nth(1)).toHaveText("1");
  }
  await expect(section.locator('[data-figure="heavyLift"]')).toHaveCount(0);
  // Every figure is marked indicative.
  await expect(section.locator("[data-calculator-results]")).toContainText(calc(lang, "results.title"));
  await expect(section.locator("[data-calculator-results]")).toContainText(calc(lang, "results.note"));

  // LCL (USD 140.40) costs less than a 20ft container: the request is for sea LCL, without containers.
  // Each row's sizes go with it, one line each, as the visitor typed them.
  const sizes = [sizeLine(lang, "3", "120", "80", "100", "250"), sizeLine(lang, "2", "60", "40", "50", "30")];
  const body = await requestQuoteAndSend(page, section, lang, "ekspedisi-laut", "sea-en", {
    mode: "sea-lcl",
    pieces: "5",
    weightKg: "810",
    volumeCbm: "3.12",
    containerType: "",
    pieceSizes: sizes.join("\n"),
  });
  expect(body).toContain(`Piece sizes | ${sizes.join(" | ")}`);
  expect(body).toMatch(/Mode +\| Sea freight, shared container \(LCL\)/);
  expect(body).toMatch(/Pieces +\| 5/);
  expect(body).toMatch(/Gross weight +\| 810 kg/);
  expect(body).toMatch(/Volume +\| 3\.12 CBM/);
  expect(body).toMatch(/W\/M \(sea LCL\) +\| 3\.12 \(by volume; 3\.12 CBM, 0\.81 t\)/);
});

test("air freight in Indonesian: decimal commas, volumetric and chargeable weight, rupiah as Rp, sent with the quote", async ({
  page,
}) => {
  await useQuickTyping(page);
  const lang = "id";
  await visitCalculator(page, localizedPath(servicePath("ekspedisi-udara"), lang));
  const section = calculator(page, "air");
  // 2 x 100 x 60 x 50 cm = 600,000 cm3 = 100 kg volumetric; 2 x 20.5 kg = 41 kg actual.
  await fillPieces(section, lang, [{ length: "100", width: "60", height: "50", weight: "20,5", quantity: "2" }]);
  const { economy, express, international } = company.rates.air;
  await expect(figure(section, "actual")).toHaveText("41 kg");
  await expect(figure(section, "volumetric")).toHaveText("100 kg");
  await expect(figure(section, "chargeable")).toHaveText(calc(lang, "air.chargedBy.volumetric", { value: "100 kg" }));
  for (const [key, rate] of [
    ["economy", economy],
    ["express", express],
    ["international", international],
  ] as const) {
    expect(plain((await figure(section, key).textContent()) ?? "")).toBe(
      plain(formatMoney({ amount: 100 * rate.amount, currency: rate.currency }, lang)),
    );
  }
  expect(plain((await figure(section, "economy").textContent()) ?? "")).toBe("Rp 500.000");
  expect(plain((await figure(section, "international").textContent()) ?? "")).toBe("USD 280");
  await expect(section.locator('[data-figure="express"] dt')).toContainText(
    `${formatFact("air.sameDayCutoff", lang)} ${formatFact("air.cutoffTimeZone", lang)}`,
  );

  // Numbers as Indonesian writes them; the mail shows the chargeable weight the calculator showed.
  const size = sizeLine(lang, "2", "100", "60", "50", "20,5");
  const body = await requestQuoteAndSend(page, section, lang, "ekspedisi-udara", "air-id", {
    mode: "air",
    pieces: "2",
    weightKg: "41",
    volumeCbm: "0,6",
    pieceSizes: size,
  });
  expect(body).toContain(`Piece sizes | ${size}`);
  expect(body).toMatch(/Chargeable weight \(air\) +\| 100 kg \(by volumetric weight; volumetric 100 kg\)/);
});

test("each piece's sizes reach the company's mail with every digit typed, not rounded", async ({ page }) => {
  await useQuickTyping(page);
  const lang = "en";
  await visitCalculator(page, localizedPath(servicePath("ekspedisi-udara"), lang));
  const section = calculator(page, "air");
  await fillPieces(section, lang, [{ length: "50.25", width: "40", height: "30", weight: "12.3456", quantity: "2" }]);
  // 2 x 12.3456 kg = 24.6912 kg, carried rounded up as the charges are; 2 x 60,300 cm3 = 0.1206 CBM.
  await expect(figure(section, "actual")).toHaveText("24.7 kg");
  const size = sizeLine(lang, "2", "50.25", "40", "30", "12.3456");
  const body = await requestQuoteAndSend(page, section, lang, "ekspedisi-udara", "digits-en", {
    mode: "air",
    pieces: "2",
    weightKg: "24.7",
    volumeCbm: "0.121",
    pieceSizes: size,
  });
  expect(body).toContain(`Piece sizes | ${size}`);
});

test.describe("where each price applies", () => {
  // The prices each calculator shows are its mode's rates in company.json (the sea "project"
  // rate is a custom quote, not calculated); each says its rate's scope in the pricing cards' words.
  const pricedRates = (mode: "sea" | "air") =>
    Object.entries(company.rates[mode] as Record<string, { scope: string; terms: string; amount?: number }>).filter(
      ([, rate]) => rate.amount !== undefined,
    );
  const service = { sea: "ekspedisi-laut", air: "ekspedisi-udara" } as const;
  for (const lang of languageCodes) {
    test(`every air and sea price in ${lang} says where its rate applies; domestic rates are shown and labelled`, async ({
      page,
    }) => {
      for (const mode of ["air", "sea"] as const) {
        await visitCalculator(page, localizedPath(servicePath(service[mode]), lang));
        const section = calculator(page, mode);
        await fillPieces(section, lang, [{ length: "120", width: "80", height: "100", weight: "250", quantity: "2" }]);
        const rates = pricedRates(mode);
        expect(rates.length).toBeGreaterThan(1);
        for (const [key, rate] of rates) {
          const scope = section.locator(`[data-figure="${key}"] dt [data-scope]`);
          await expect(scope).toHaveText(text(lang, "services", `price.scope.${rate.scope}`));
          await expect(scope).toHaveAttribute("data-scope", rate.scope);
          await expect(scope).toBeVisible();
          await expect(figure(section, key)).toBeVisible();
        }
        // No other line carries a scope, and no price goes without one.
        await expect(section.locator("[data-calculator-results] [data-scope]")).toHaveCount(rates.length);
        // Under the figures: what each price covers and its last day.
        const terms = section.locator("[data-calculator-results] [data-terms]");
        for (const [key, rate] of rates) {
          await expect(terms.filter({ hasText: text(lang, "services", `price.terms.${rate.terms}`) })).toHaveCount(1);
          await expect(terms).toContainText([validUntilText(`rates.${mode}.${key}`, lang)]);
        }
        // The terms, then their last day, as the language puts one sentence after another: "…. Valid
        // until", "…。有效期至" (no space after 。).
        for (const line of await terms.allTextContents())
          expect(line).toMatch(isSpaceless(lang) ? /。[^\s。]+$/ : /\. [^.]+$/);
      }
      // The air calculator's rupiah rates are domestic, side by side with the export one (from Batam abroad).
      const air = Object.fromEntries(pricedRates("air").map(([key, rate]) => [key, rate.scope]));
      expect(new Set(Object.values(air))).toEqual(new Set(["domestic", "export"]));
    });
  }
});

test("inches and pounds: labels change and the figures are converted", async ({ page }) => {
  const lang = "en";
  await visitCalculator(page, localizedPath(servicePath("ekspedisi-udara"), lang));
  const section = calculator(page, "air");
  await section.getByLabel(calc(lang, "units.imperial")).check();
  // 20 in = 50.8 cm: 50.8^3 = 131,096.512 cm3 = 21.85 kg volumetric; 10 lb = 4.54 kg.
  await fillPieces(
    section,
    lang,
    [{ length: "20", width: "20", height: "20", weight: "10", quantity: "1" }],
    "imperial",
  );
  await expect(figure(section, "actual")).toHaveText("4.54 kg");
  await expect(figure(section, "volumetric")).toHaveText("21.85 kg");
  await expect(figure(section, "chargeable")).toHaveText(calc(lang, "air.chargedBy.volumetric", { value: "22 kg" }));
  expect(plain((await figure(section, "international").textContent()) ?? "")).toBe(
    plain(formatMoney({ amount: 22 * company.rates.air.international.amount, currency: "USD" }, lang)),
  );
});

test("bad input gets a clear message next to the field, never NaN, and no quote until it is fixed", async ({
  page,
}) => {
  const lang = "en";
  await visitCalculator(page, localizedPath(servicePath("ekspedisi-laut"), lang));
  const section = calculator(page, "sea");
  const length = input(section, lang, 1, "length");
  const width = input(section, lang, 1, "width");
  const weight = input(section, lang, 1, "weight");
  const quantity = input(section, lang, 1, "quantity");
  await length.fill("abc");
  await width.fill("-5");
  await weight.fill("99999999");
  await quantity.fill("1.5");
  const expectMessage = async (field: Locator, message: string) => {
    await expect(field).toHaveAttribute("aria-invalid", "true");
    const id = await field.getAttribute("aria-describedby");
    await expect(page.locator(`[id="${id}"]`)).toHaveText(message);
    await expect(field).toHaveAccessibleDescription(message);
  };
  await expectMessage(length, calc(lang, "errors.notNumber"));
  await expectMessage(width, calc(lang, "errors.notPositive"));
  await expectMessage(weight, calc(lang, "errors.tooLarge", { max: formatNumber(1_000_000, lang) }));
  await expectMessage(quantity, calc(lang, "errors.notWhole"));
  // Height was not touched yet: no "required" shouted at it.
  await expect(input(section, lang, 1, "height")).not.toHaveAttribute("aria-invalid", "true");
  const status = section.getByRole("status");
  await expect(status).toHaveText(calc(lang, "results.invalid", { count: 4 }));
  await expect(section).not.toContainText("NaN");

  // Asking for a quote now shows every problem and moves focus to the first; no dialog.
  await section.getByRole("button", { name: calc(lang, "quote.button") }).click();
  await expect(length).toBeFocused();
  await expectMessage(input(section, lang, 1, "height"), calc(lang, "errors.required"));
  await expect(page.locator("dialog[data-quote-dialog]")).toBeHidden();
  await expect(section.getByRole("button", { name: calc(lang, "quote.button") })).toHaveAccessibleDescription(
    calc(lang, "quote.unavailable"),
  );

  // Fixing the fields brings the figures back.
  await length.fill("100");
  await width.fill("100");
  await input(section, lang, 1, "height").fill("100");
  await weight.fill("36000");
  await quantity.fill("1");
  await expect(figure(section, "volume")).toHaveText("1 CBM");
  await expect(figure(section, "heavyLift")).toHaveText(calc(lang, "sea.heavyLiftValue"));
  // Heavy lift is quoted separately: no container or LCL price beside it.
  for (const key of ["lcl", "fcl", "containers"])
    await expect(section.locator(`[data-figure="${key}"]`)).toHaveCount(0);
  await expect(section.locator("[data-field-error]")).toHaveCount(0);
});

test("a number written the other way, read as a fraction, says so under its field in the page's language; the language's own thousands say nothing", async ({
  page,
}) => {
  const lang = "id";
  await visitCalculator(page, localizedPath(servicePath("ekspedisi-udara"), lang));
  const section = calculator(page, "air");
  await fillPieces(section, lang, [{ length: "100", width: "60", height: "50", weight: "1,250", quantity: "1" }]);
  // 1,250 kg as English writes 1250 kg: Indonesian reads 1,25, and says so beside the field.
  const weight = input(section, lang, 1, "weight");
  const note = calc(lang, "readAs", { number: "1,25" });
  await expect(section.locator("[data-reading]")).toHaveText(note);
  await expect(weight).toHaveAccessibleDescription(note);
  await expect(figure(section, "actual")).toHaveText("1,25 kg");
  // Typed with its unit, as on a packing list, it is read the same way and says so the same way.
  await weight.fill("1,250 kg");
  await expect(section.locator("[data-reading]")).toHaveText(note);
  await expect(figure(section, "actual")).toHaveText("1,25 kg");
  // 1.250 is how Indonesian writes a thousand and more: nothing to say.
  await weight.fill("1.250");
  await expect(figure(section, "actual")).toHaveText("1.250 kg");
  await expect(section.locator("[data-reading]")).toHaveCount(0);
  await expect(weight).toHaveAccessibleDescription("");
});

test("sizes and weights typed with their units, as on a packing list, give the figures", async ({ page }) => {
  const lang = "en";
  await visitCalculator(page, localizedPath(servicePath("ekspedisi-laut"), lang));
  const section = calculator(page, "sea");
  await fillPieces(section, lang, [
    { length: "120 cm", width: "80cm", height: "100 CM", weight: "250 kg", quantity: "2" },
  ]);
  // 2 x 1.2 x 0.8 x 1 m = 1.92 CBM.
  await expect(figure(section, "volume")).toHaveText("1.92 CBM");
  await expect(section.locator("[data-field-error]")).toHaveCount(0);
});

test("a shipment larger than the quote form takes: no figures, the form's limits named in the visitor's language, and no quote form filled with values it refuses", async ({
  page,
}) => {
  await useQuickTyping(page);
  const lang = "id";
  await visitCalculator(page, localizedPath(servicePath("ekspedisi-laut"), lang));
  const section = calculator(page, "sea");
  // 10,000 crates of 5 × 2 × 2 m, which go into any container: 200,000 CBM, two to a 40ft (too wide to
  // stand side by side, too tall to stack), in 5,000 containers.
  await fillPieces(section, lang, [{ length: "500", width: "200", height: "200", weight: "1000", quantity: "10000" }]);
  const results = section.locator("[data-calculator-results]");
  const refusal = results.locator('[data-results-state="beyond"]');
  await expect(refusal).toContainText(calc(lang, "beyond.intro"));
  const limit = (field: string) => formatNumber(fieldDefinition(field)!.max!, lang);
  await expect(refusal.locator("li[data-beyond]")).toHaveText([
    calc(lang, "beyond.volumeCbm", { value: "200.000", max: limit("volumeCbm") }),
    calc(lang, "beyond.containerCount", { value: "5.000", max: limit("containerCount") }),
  ]);
  await expect(refusal.getByRole("link", { name: calc(lang, "toQuoteForm") })).toHaveAttribute("href", "#quote");
  await expect(results.locator("[data-figure], table[data-container-fit]")).toHaveCount(0);
  await expect(section.getByRole("status")).toContainText(calc(lang, "beyond.intro"));
  await expectNoAxeViolations(page, "sea calculator beyond the quote form's limits");
  // Asking for a quote all the same says why, where the reason is; the form does not open.
  const button = section.getByRole("button", { name: calc(lang, "quote.button") });
  await expect(button).toHaveAccessibleDescription(calc(lang, "quote.beyond"));
  await button.click();
  await expect(refusal).toBeFocused();
  await expect(page.locator("dialog[data-quote-dialog]")).toBeHidden();

  // 1,000 of them: 20,000 CBM in 500 containers, which the form takes.
  await input(section, lang, 1, "quantity").fill("1000");
  await expect(figure(section, "volume")).toHaveText(calc(lang, "results.cbmValue", { value: "20.000" }));
  await expect(refusal).toHaveCount(0);
  const body = await requestQuoteAndSend(page, section, lang, "ekspedisi-laut", "limits-id", {
    mode: "sea-fcl",
    volumeCbm: "20.000",
    containerType: "40ftHc",
    containerCount: "500",
  });
  expect(body).toMatch(/Volume +\| 20,000 CBM/);
  expect(body).toMatch(/Containers +\| 500 x 40ft high cube/);
});

test("a 27-tonne piece (a 20ft only) beside a 6 m one (a 40ft only): no single size, so no FCL price but LCL, the table saying which size each rules out, and a full-container quote without a size", async ({
  page,
}) => {
  await useQuickTyping(page);
  const lang = "en";
  await visitCalculator(page, localizedPath(servicePath("ekspedisi-laut"), lang));
  const section = calculator(page, "sea");
  await fillPieces(section, lang, [
    { length: "120", width: "100", height: "100", weight: "27000", quantity: "1" },
    { length: "600", width: "100", height: "100", weight: "500", quantity: "1" },
  ]);
  await expect(figure(section, "mixedSizes")).toHaveText(calc(lang, "sea.mixedSizesValue"));
  await expect(figure(section, "lcl")).toBeVisible();
  const results = section.locator("[data-calculator-results]");
  await expect(results.locator('[data-figure="fcl"], [data-figure="outOfGauge"]')).toHaveCount(0);
  const rows = section.locator("table[data-container-fit] tr[data-container]");
  await expect(rows).toHaveCount(3);
  // Each size rules out one of the pieces.
  for (const key of ["20ft", "40ft", "40ftHc"])
    await expect(
      rows
        .and(page.locator(`[data-container="${key}"]`))
        .locator("td")
        .nth(1),
    ).toHaveText(calc(lang, "sea.fitTable.pieceTooLarge"));
  await expectNoAxeViolations(page, "sea calculator with pieces for a mix of container sizes");
  await section.getByRole("button", { name: calc(lang, "quote.button") }).click();
  const form = page.locator("dialog[data-quote-dialog][data-ready] form");
  await expect(form.locator('[name="mode"]')).toHaveValue("sea-fcl");
  await expect(form.locator('[name="containerType"]')).toHaveValue("");
});

test("a piece wider and taller than any standard container: out of gauge, no container or LCL price, and a quote for break bulk without containers", async ({
  page,
}) => {
  await useQuickTyping(page);
  const lang = "id";
  await visitCalculator(page, localizedPath(servicePath("ekspedisi-laut"), lang));
  const section = calculator(page, "sea");
  // 7 m long: a 40ft takes it, a 20ft does not, though the volume would fill a fifth of one.
  await fillPieces(section, lang, [{ length: "700", width: "200", height: "200", weight: "12000", quantity: "1" }]);
  const row20 = section.locator('table[data-container-fit] tr[data-container="20ft"]');
  await expect(row20.locator("td").nth(1)).toHaveText(calc(lang, "sea.fitTable.pieceTooLarge"));
  await expect(row20.locator("td").nth(2)).toHaveText(calc(lang, "sea.fitTable.no"));
  await expect(figure(section, "fcl")).toContainText(tables(lang, "containers.40ft"));
  // 4.8 × 2.5 × 3.2 m: wider than a container's door and taller than a high cube's.
  for (const [field, value] of [
    ["length", "480"],
    ["width", "250"],
    ["height", "320"],
  ] as const)
    await input(section, lang, 1, field).fill(value);
  const results = section.locator("[data-calculator-results]");
  await expect(figure(section, "volume")).toHaveText(calc(lang, "results.cbmValue", { value: "38,4" }));
  await expect(figure(section, "outOfGauge")).toHaveText(calc(lang, "sea.outOfGaugeValue"));
  await expect(section.locator('[data-figure="outOfGauge"] dt')).toHaveText(calc(lang, "sea.outOfGauge"));
  await expect(results.locator('[data-figure="fcl"], [data-figure="lcl"], table[data-container-fit]')).toHaveCount(0);
  await expect(results).not.toContainText(tables(lang, "containers.40ft"));
  await expect(results).not.toContainText(formatNumber(company.rates.sea.fcl.amount, lang));
  await expect(results.locator("[data-terms]")).toHaveCount(0);
  await expectNoAxeViolations(page, "sea calculator with a piece out of gauge");

  const ship = (key: string) => text(lang, "shipment", key);
  const body = await requestQuoteAndSend(
    page,
    section,
    lang,
    "ekspedisi-laut",
    "out-of-gauge-id",
    {
      mode: "sea-breakbulk",
      pieces: "1",
      weightKg: "12.000",
      volumeCbm: "38,4",
      containerType: "",
      containerCount: "",
      pieceSizes: sizeLine(lang, "1", "480", "250", "320", "12.000"),
    },
    async (form) => {
      await expect(form.getByLabel(ship("fields.mode.label")).locator("option:checked")).toHaveText(
        ship("modes.sea-breakbulk"),
      );
      await expect(form.locator('[name="containerType"]')).toBeHidden();
      await expect(form.locator('[name="containerCount"]')).toBeHidden();
    },
  );
  expect(body).toMatch(/Mode +\| Sea freight, break bulk/);
  expect(body).toMatch(/Volume +\| 38\.4 CBM/);
  expect(body).not.toMatch(/Container type|Containers +\|/);
});

// A field passed through without typing keeps quiet: a "required" under it, shown as it lost focus
// to the press of a button below, would push that button away before the release.
test("on a phone, a piece added and removed again with two taps is removed, and its fields stay quiet", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const lang = "en";
  await visitCalculator(page, localizedPath(servicePath("ekspedisi-laut"), lang));
  const section = calculator(page, "sea");
  await section.getByRole("button", { name: calc(lang, "piece.add") }).click();
  await expect(input(section, lang, 2, "length")).toBeFocused();
  await section.getByRole("button", { name: calc(lang, "piece.remove", { number: 2 }) }).click();
  await expect(section.locator("fieldset[data-piece]")).toHaveCount(1);
  // Passed through by Tab without typing: no reason; typed in and emptied: "required".
  const length = input(section, lang, 1, "length");
  await length.focus();
  await page.keyboard.press("Tab");
  await expect(length).not.toHaveAttribute("aria-invalid", "true");
  await length.fill("12");
  await length.fill("");
  await page.keyboard.press("Tab");
  await expect(length).toHaveAttribute("aria-invalid", "true");
  await expect(length).toHaveAccessibleDescription(calc(lang, "errors.required"));
});

test("keyboard: add a piece, focus moves into it; remove it, focus goes back to the add button", async ({ page }) => {
  const lang = "ja";
  await visitCalculator(page, localizedPath(servicePath("ekspedisi-laut"), lang));
  const section = calculator(page, "sea");
  const add = section.getByRole("button", { name: calc(lang, "piece.add") });
  await add.focus();
  await page.keyboard.press("Enter");
  await expect(section.locator("fieldset[data-piece]")).toHaveCount(2);
  await expect(input(section, lang, 2, "length")).toBeFocused();
  await expect(section.locator('fieldset[data-piece="2"] legend')).toHaveText(
    calc(lang, "piece.legend", { number: 2 }),
  );
  // Tab walks through the piece's fields in order, then to its remove button.
  for (const field of ["width", "height", "weight", "quantity"] as const) {
    await page.keyboard.press("Tab");
    await expect(input(section, lang, 2, field)).toBeFocused();
  }
  await page.keyboard.press("Tab");
  const remove = section.getByRole("button", { name: calc(lang, "piece.remove", { number: 2 }) });
  await expect(remove).toBeFocused();
  await page.keyboard.press("Space");
  await expect(section.locator("fieldset[data-piece]")).toHaveCount(1);
  await expect(add).toBeFocused();
  // Full-width digits from a Japanese keyboard are numbers too.
  for (const [field, value] of [
    ["length", "１２０"],
    ["width", "８０"],
    ["height", "１００"],
    ["weight", "２５０"],
  ] as const)
    await input(section, lang, 1, field).fill(value);
  await expect(figure(section, "volume")).toHaveText(
    calc(lang, "results.cbmValue", { value: formatDecimal(0.96, lang, 3) }),
  );
});

test.describe("fact tables", () => {
  test("the sea freight page has the container guide from company.json, as an accessible table", async ({ page }) => {
    for (const lang of ["id", "zh"] as const) {
      await page.goto(localizedPath(servicePath("ekspedisi-laut"), lang));
      const table = page.locator('table[data-table="containers"]');
      await expect(table.locator("caption")).toHaveText(tables(lang, "containers.caption"));
      await expect(table.locator('thead th[scope="col"]')).toHaveText([
        tables(lang, "containers.type"),
        tables(lang, "containers.volume"),
      ]);
      for (const key of ["20ft", "40ft", "40ftHc"] as const) {
        const row = table.locator(`tr[data-container="${key}"]`);
        await expect(row.locator('th[scope="row"]')).toHaveText(tables(lang, `containers.${key}`));
        await expect(row.locator("td")).toHaveText(`${company.sea.containers[key].cbm} CBM`);
      }
      await expect(page.getByRole("table", { name: tables(lang, "containers.caption") })).toBeVisible();
    }
  });

  test("the warehouse page has the delivery times with region names in the page's language", async ({ page }) => {
    for (const lang of ["en", "zh", "ja"] as const) {
      await page.goto(localizedPath(servicePath("warehouse-distribusi"), lang));
      const table = page.getByRole("table", { name: deliveryTimes(lang, "delivery.caption") });
      await expect(table.locator('th[scope="col"]')).toHaveText([
        deliveryTimes(lang, "delivery.region"),
        deliveryTimes(lang, "delivery.time"),
      ]);
      const rows = table.locator("tbody tr");
      await expect(rows.locator('th[scope="row"]')).toHaveText(
        ["greaterJakarta", "java", "sumatra", "kalimantanSulawesi", "papuaNtt"].map((r) =>
          deliveryTimes(lang, `regions.${r}`),
        ),
      );
      // Japanese writes a range with a wave dash.
      const range = (key: keyof typeof company.deliveryDays) =>
        company.deliveryDays[key].replace("-", lang === "ja" ? "～" : "–");
      await expect(rows.locator("td")).toHaveText([
        deliveryTimes(lang, "delivery.sameOrNextDay"),
        ...(["java", "sumatra", "kalimantanSulawesi", "papuaNtt"] as const).map((r) =>
          deliveryTimes(lang, "delivery.workingDays", { days: range(r) }),
        ),
      ]);
    }
    await expect(page.locator('table[data-table="delivery-times"] tbody tr').first()).toContainText("ジャカルタ");
  });

  test("at 320 px in Japanese, each container's capacity keeps its unit on its line, in the guide (scripts disabled, then with them) and in the calculator's table", async ({
    browser,
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const lang = "ja";
    const path = localizedPath(servicePath("ekspedisi-laut"), lang);
    const capacityTexts = (["20ft", "40ft", "40ftHc"] as const).map((k) => `${company.sea.containers[k].cbm} CBM`);
    // The page's HTML alone, as a phone shows it before (or without) its scripts.
    const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });
    const plainPage = await plain.newPage();
    await plainPage.goto(path);
    const plainGuide = plainPage.locator('table[data-table="containers"] td');
    await expect(plainGuide).toHaveText(capacityTexts);
    expect(await linesOfEach(plainGuide)).toEqual([1, 1, 1]);
    await plain.close();
    // The calculator needs its scripts: this part waits for them.
    await visitCalculator(page, path);
    const guide = page.locator('table[data-table="containers"] td');
    await expect(guide).toHaveText(capacityTexts);
    expect(await linesOfEach(guide)).toEqual([1, 1, 1]);
    const section = calculator(page, "sea");
    await fillPieces(section, lang, [{ length: "120", width: "80", height: "100", weight: "250", quantity: "3" }]);
    const capacities = section.locator("table[data-container-fit] tr[data-container] td:first-of-type");
    await expect(capacities).toHaveCount(3);
    expect(await linesOfEach(capacities)).toEqual([1, 1, 1]);
    // Kept on one line, the tables still fit the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test("(ja) the container guide and the delivery times, wider than a phone with a reader's text spacing, scroll in a box named by their caption that Tab reaches, before the scripts and with them; a table that fits is no Tab stop", async ({
    browser,
    page,
  }) => {
    const lang = "ja";
    const guides = [
      { slug: "ekspedisi-laut", name: tables(lang, "containers.caption") },
      { slug: "warehouse-distribusi", name: deliveryTimes(lang, "delivery.caption") },
    ];
    const spaced = (p: Page) =>
      p.evaluate((css) => document.head.insertAdjacentHTML("beforeend", `<style>${css}</style>`), textSpacingCss);
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const plainPage = await plain.newPage();
    for (const { slug, name } of guides) {
      const path = localizedPath(servicePath(slug), lang);
      // The Japanese container names and region names, spaced out, take these widths past the table's box.
      for (const [p, width] of [
        [plainPage, 280],
        [page, 280],
        [page, 320],
        [page, 1280],
      ] as const) {
        const where = `${slug} at ${width} px${p === plainPage ? ", scripts off" : ""}`;
        await p.setViewportSize({ width, height: 640 });
        await (p === plainPage ? p.goto(path) : visitHydrated(p, path));
        await spaced(p);
        const box = p.getByRole("region", { name, exact: true });
        await expect(box.locator("table"), where).toHaveCount(1);
        const wide = await overflows(box);
        if (width === 280) expect(wide, `${where}: wider than its box`).toBe(true);
        if (width === 1280) expect(wide, `${where}: fits`).toBe(false);
        if (wide) await expect(box, where).toHaveAttribute("tabindex", "0");
        else await expect(box, where).not.toHaveAttribute("tabindex");
        expect(await tabLandsOn(box), where).toBe(wide);
        if (wide) {
          await p.keyboard.press("ArrowRight");
          await expect.poll(() => box.evaluate((el) => el.scrollLeft), where).toBeGreaterThan(0);
        }
        expect(await p.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(width);
      }
    }
    await plain.close();
  });

  for (const lang of ["zh", "ja"] as const)
    test(`at 320 px in ${lang}, the calculator's container table keeps its words whole and scrolls in its own box, which keys can scroll`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      // The calculator needs its scripts: this test waits for them.
      await visitCalculator(page, localizedPath(servicePath("ekspedisi-laut"), lang));
      const section = calculator(page, "sea");
      await fillPieces(section, lang, [{ length: "120", width: "100", height: "150", weight: "500", quantity: "20" }]);
      const table = section.locator("table[data-container-fit]");
      await expect(table.locator("tr[data-container]")).toHaveCount(3);
      // A container's name on one line, and no heading or answer a character a line ("い/い/え").
      expect(await linesOfEach(table.locator("tbody th"))).toEqual([1, 1, 1]);
      for (const count of await linesOfEach(table.locator("thead th, tbody td"))) expect(count).toBeLessThanOrEqual(2);
      const box = section.getByRole("region", { name: text(lang, "calculator", "sea.fitTable.caption") });
      await expect(box).toHaveAttribute("tabindex", "0");
      const widths = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(widths.scroll).toBeGreaterThan(widths.client);
      await box.focus();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
});

for (const lang of languageCodes)
  test(`at 1280 px in ${lang}, the calculator's container table fits, and its box is no Tab stop`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await visitCalculator(page, localizedPath(servicePath("ekspedisi-laut"), lang));
    const section = calculator(page, "sea");
    await fillPieces(section, lang, [{ length: "120", width: "100", height: "150", weight: "500", quantity: "20" }]);
    const box = section.getByRole("region", { name: text(lang, "calculator", "sea.fitTable.caption") });
    await expect(box.locator("tr[data-container]")).toHaveCount(3);
    expect(await overflows(box)).toBe(false);
    await expect(box).not.toHaveAttribute("tabindex");
    expect(await tabLandsOn(box)).toBe(false);
  });

test("the quote dialog's code refused (a proxy blocking it): the figures lead to the quote form that works without scripts, filled in", async ({
  page,
}) => {
  await page.route(/\/quote-dialog-[0-9a-f]+\.js$/, (route) => route.abort("blockedbyclient"));
  const lang = "en";
  await visitCalculator(page, localizedPath(servicePath("ekspedisi-udara"), lang));
  const section = calculator(page, "air");
  await fillPieces(section, lang, [{ length: "50", width: "40", height: "30", weight: "12.5", quantity: "4" }]);
  await expect(figure(section, "chargeable")).toBeVisible();
  await section.getByRole("button", { name: calc(lang, "quote.button") }).click();
  await expect(page).toHaveURL(/\/api\/send-contact-email\?form=quote&/);
  const form = page.locator('form[action="/api/send-contact-email?language=en"]');
  await expect(form.locator('[name="serviceType"]')).toHaveValue("ekspedisi-udara");
  await expect(form.locator('[name="mode"]')).toHaveValue("air");
  await expect(form.locator('[name="pieces"]')).toHaveValue("4");
  await expect(form.locator('[name="weightKg"]')).toHaveValue("50");
  await expect(form.locator('[name="pieceSizes"]')).toHaveValue(sizeLine(lang, "4", "50", "40", "30", "12.5"));
  // Who the visitor is stays theirs to write.
  await expect(form.locator('[name="fullName"]')).toHaveValue("");
});

test("(en) a quote sent from the dialog, still on its way when the calculator's figures are asked a quote for: the figures stay in the dialog, and a notice gives the sent quote's reference", async ({
  page,
}) => {
  await useQuickTyping(page);
  const lang = "en";
  // The function's answer comes late, as on a slow connection.
  await page.route("**/api/send-contact-email", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await visitCalculator(page, localizedPath(servicePath("ekspedisi-laut"), lang));
  const section = calculator(page, "sea");
  await fillPieces(section, lang, [{ length: "120", width: "80", height: "100", weight: "250", quantity: "3" }]);
  const ask = section.getByRole("button", { name: calc(lang, "quote.button") });
  await ask.click();
  const dialog = page.locator("dialog[data-quote-dialog]");
  const form = dialog.locator('form[data-form="quote"]');
  await expect(form.locator('[name="pieces"]')).toHaveValue("3");
  const email = uniqueEmail("calc-while-sending");
  await form.locator('[name="fullName"]').fill("Sari Sending");
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="phone"]').fill("+62 812 1111 2222");
  await form.locator('[name="message"]').fill("Quote please (the first shipment)");
  await waitLikeAPerson(page);
  const send = form.getByRole("button", { name: text(lang, "form", "quote.submit") });
  await send.click();
  await expect(send).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // Another shipment of five pieces, asked a quote for while the first is on its way.
  await input(section, lang, 1, "quantity").fill("5");
  await ask.click();
  await expect(form.locator('[name="pieces"]')).toHaveValue("5");
  // The first quote's answer has come once its Send is back.
  await expect(form.locator("[type=submit]")).toBeEnabled({ timeout: sendTimeout });
  await expect(form.locator('[name="pieces"]')).toHaveValue("5");
  await expect(form.locator('[name="serviceType"]')).toHaveValue("ekspedisi-laut");
  await expect(form.locator('[name="pieces"]')).toBeVisible();
  await expect(dialog.locator("[data-confirmation]")).toHaveCount(0);
  const { reference } = await receivedNotice(page, lang);
  expect((await receivedFor(page, email)).map((mail) => mail.body.Subject)).toEqual([
    expect.stringContaining(` ${reference} `),
  ]);
});

test.describe("axe (WCAG 2.1 A and AA)", () => {
  test("sea calculator with figures, and with field errors shown, in English", async ({ page }) => {
    await visitCalculator(page, localizedPath(servicePath("ekspedisi-laut"), "en"));
    const section = calculator(page, "sea");
    await fillPieces(section, "en", [{ length: "120", width: "80", height: "100", weight: "250", quantity: "3" }]);
    await expect(figure(section, "volume")).toBeVisible();
    await expectNoAxeViolations(page, "sea calculator with figures");
    await section.getByRole("button", { name: calc("en", "piece.add") }).click();
    await input(section, "en", 2, "length").fill("abc");
    await section.getByRole("button", { name: calc("en", "quote.button") }).click();
    await expect(section.locator("[data-field-error]").first()).toBeVisible();
    await expectNoAxeViolations(page, "sea calculator with errors");
  });

  test("air calculator in Chinese and the quote dialog it opens", async ({ page }) => {
    await visitCalculator(page, localizedPath(servicePath("ekspedisi-udara"), "zh"));
    const section = calculator(page, "air");
    await fillPieces(section, "zh", [{ length: "50", width: "40", height: "30", weight: "12.5", quantity: "4" }]);
    await expect(figure(section, "chargeable")).toBeVisible();
    await expectNoAxeViolations(page, "air calculator zh");
    await section.getByRole("button", { name: calc("zh", "quote.button") }).click();
    await expect(page.locator("dialog[data-quote-dialog]")).toBeVisible();
    await expectNoAxeViolations(page, "quote dialog opened by the calculator");
  });

  test("warehouse page with the delivery-time table in Japanese", async ({ page }) => {
    await visitHydrated(page, localizedPath(servicePath("warehouse-distribusi"), "ja"));
    await expectNoAxeViolations(page, "warehouse ja");
  });
});

test.describe("loading", () => {
  test("the calculator's code and strings are not in the page's first load; they arrive when it comes near", async ({
    page,
    request,
  }) => {
    // Page-data carries the fact tables' strings, not the calculator's.
    // (The service template's query reads the namespaces src/shared/services.ts names for the page: "tables" on the sea page.)
    const namespacesOf = (data: { result: { data: { locales: { edges: { node: { ns: string } }[] } } } }) =>
      data.result.data.locales.edges.map((e) => e.node.ns);
    const pageData = await (await request.get("/page-data/services/ekspedisi-laut/page-data.json")).json();
    expect(namespacesOf(pageData)).toContain("tables");
    expect(namespacesOf(pageData)).not.toContain("calculator");
    expect(JSON.stringify(pageData)).not.toContain(calc("id", "intro.sea"));
    const customs = await (await request.get("/page-data/services/bea-cukai/page-data.json")).json();
    expect(namespacesOf(customs)).not.toContain("calculator");

    // The server-rendered page holds a placeholder, and its scripts are not the calculator's.
    const path = localizedPath(servicePath("ekspedisi-laut"), "ja");
    const html = await (await request.get(path)).text();
    expect(html).toContain("data-calculator-pending");
    expect(html).not.toContain('data-calculator="sea"');
    // The entry scripts the page starts (src/node/scripts-after-first-paint.ts) are named in
    // it; the calculator's files are not (only the chunk map, a file of its own, names them).
    expect(html).toMatch(/"\/app-[0-9a-f]+\.js"/);
    expect(html).not.toMatch(/freight-calculator|calculator-strings/);

    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
    await page.goto(path);
    await page.evaluate(() => document.querySelector("[data-calculator-pending]")?.scrollIntoView());
    await expect(calculator(page, "sea").getByRole("heading", { name: calc("ja", "title") })).toBeVisible();
    expect(scripts.some((s) => s.includes("freight-calculator"))).toBe(true);
  });

  test("keyboard: tabbing quickly down the page reaches the calculator's fields, even on a slow network (waits for the scripts: the calculator needs them)", async ({
    page,
  }) => {
    // The calculator's files take most of a second to arrive, as on a slow phone network.
    await page.route(/freight-calculator|calculator-strings/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await visitHydrated(page, localizedPath(servicePath("ekspedisi-laut"), "en"));
    // Tab as a quick keyboard user does (each key held a tenth of a second), until focus is in the calculator or has passed it to the quote form.
    let reached: string | null = null;
    for (let presses = 0; presses < 200 && !reached; presses++) {
      await page.keyboard.press("Tab", { delay: 100 });
      reached = await page.evaluate(() => {
        const focused = document.activeElement;
        if (focused?.closest('section[data-calculator="sea"]')) return "calculator";
        if (focused?.closest("#quote")) return "quote form";
        return null;
      });
    }
    expect(reached).toBe("calculator");
  });
});

// The narrowest width of each step of the space (320, 360, 640, 1024 px) is where the calculator is
// tallest (.calculator-space in src/styles/global.css): it fills its space there, and is shorter
// at the wider ones.
const steps = [320, 360, 640, 1024];
for (const width of [320, 360, 640, 768, 1024, 1280]) {
  test(`the calculators take the space their placeholders kept, at ${width} px in every language`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const slug of ["ekspedisi-laut", "ekspedisi-udara"]) {
      for (const lang of languageCodes) {
        const path = localizedPath(servicePath(slug), lang);
        await visitHydrated(page, path);
        const placeholder = await page
          .locator("[data-calculator-pending]")
          .evaluate((el) => el.getBoundingClientRect().height);
        await visitCalculator(page, path);
        const height = await page
          .locator("section[data-calculator]")
          .evaluate((el) => el.getBoundingClientRect().height);
        expect(height, `${slug} in ${lang} at ${width} px`).toBe(placeholder);
        if (steps.includes(width)) {
          // At a step's narrowest width the space is the calculator's own, give or take the rounding
          // and the line the air calculator has less than the sea one: no blank band below it.
          const own = await page.locator("section[data-calculator]").evaluate((el) => {
            (el as HTMLElement).style.minHeight = "0";
            return el.getBoundingClientRect().height;
          });
          expect(placeholder - own, `${slug} in ${lang} at ${width} px`).toBeLessThan(48);
        }
      }
    }
  });
}
