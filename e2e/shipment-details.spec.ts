import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { text } from "./support/calculator";
import {
  expectConfirmation,
  holdScripts,
  hydrated,
  isReceivedPage,
  openQuoteDialog,
  problemText,
  receivedFor,
  summaryText,
  uniqueEmail,
  literally,
  useQuickTyping,
  visit,
  visitor,
  waitLikeAPerson,
} from "./support/forms";
import { functionCannotKeep } from "./support/leads";
import { labelled } from "./support/joins";
import { nextFrames } from "./support/settle";
import { formPagePaths, localizedPath, pagePaths, servicePath } from "../src/shared/routes";
import { languageCodes, type LanguageCode } from "../src/shared/languages";

// The quote forms' shipment details in the browser: a disclosure the keyboard opens,
// the Incoterm's meaning read with its select (and, without scripts, the guide to read it in), a
// refused detail explained next to it, and the details arriving at the company (the fake
// Postmark) as a table.

test.use({ reducedMotion: "reduce" });

const ship = (key: string) => text("ja", "shipment", key);
/** A calendar day ([year, month, day]) as a date field writes it: "YYYY-MM-DD". */
const isoDay = ([year, month, day]: number[]) =>
  `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
const tomorrow = () => {
  const d = new Date(Date.now() + 24 * 3600 * 1000);
  return isoDay([d.getFullYear(), d.getMonth() + 1, d.getDate()]);
};

test("a visitor in Japanese opens the shipment details by keyboard, fills them and the company gets the table", async ({
  page,
}) => {
  const dialog = await openQuoteDialog(page, "ja");
  const form = dialog.locator('form[data-form="quote"]');
  const details = form.locator("details[data-shipment-details]");
  // Closed at first: the required fields stay first.
  await expect(details).not.toHaveAttribute("open", "");
  await details.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(details).toHaveAttribute("open", "");
  await expect(form.getByLabel(ship("fields.origin.label"))).toBeVisible();
  await expectNoAxeViolations(page, "quote dialog with the shipment details open");

  const email = uniqueEmail("shipment-ja");
  await form.locator('[name="fullName"]').fill("山田 太郎");
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="phone"]').fill("+81 3-1234-5678");
  await form.locator('[name="message"]').fill("見積りをお願いします。");
  await form.getByLabel(ship("fields.origin.label")).fill("東京, 日本");
  await form.getByLabel(ship("fields.destination.label")).fill("Batam, Indonesia");
  await form.getByLabel(ship("fields.mode.label")).selectOption("air");
  await form.getByLabel(ship("fields.cargo.label")).fill("電子部品");
  await form.getByLabel(ship("fields.pieces.label")).fill("３");
  await form.getByLabel(ship("fields.weightKg.label")).fill("120.5");
  await form.getByLabel(ship("fields.volumeCbm.label")).fill("1.5");
  const incoterm = form.getByLabel(ship("fields.incoterm.label"));
  await incoterm.selectOption("DAP");
  // The chosen rule's meaning is read with the select, not only shown on hover.
  await expect(incoterm).toHaveAccessibleDescription(text("ja", "incoterms", "terms.DAP.short"));
  await expect(form.getByRole("link", { name: ship("incotermsGuide") })).toHaveAttribute("href", "/ja/incoterms/");
  const readyDate = form.getByLabel(ship("fields.readyDate.label"));
  // The scripted part's earliest ready day is the visitor's own today, counted in the browser.
  const today = isoDay(
    await page.evaluate(() => {
      const d = new Date();
      return [d.getFullYear(), d.getMonth() + 1, d.getDate()];
    }),
  );
  await expect(readyDate).toHaveAttribute("min", today);
  await readyDate.fill(tomorrow());
  await form.getByLabel(ship("fields.insurance.label")).check();

  await waitLikeAPerson(page);
  await form.getByRole("button", { name: text("ja", "form", "quote.submit") }).click();
  await expectConfirmation(form, "ja");
  const mails = await receivedFor(page, email);
  expect(mails).toHaveLength(1);
  const body = mails[0].body.TextBody;
  expect(body).toContain("Shipment details:");
  expect(body).toMatch(/Origin +\| 東京, 日本/);
  expect(body).toMatch(/Mode +\| Air freight/);
  expect(body).toMatch(/Pieces +\| 3/);
  // 1.5 CBM = 250 kg volumetric (6000 cm³/kg), more than 120.5 kg actual.
  expect(body).toMatch(/Chargeable weight \(air\) +\| 250 kg \(by volumetric weight/);
  expect(body).toMatch(/Incoterm +\| DAP – Delivered at Place/);
  expect(body).toMatch(/Insurance +\| Yes/);
  expect(mails[0].body.HtmlBody).toContain("<h2>Shipment details</h2>");
});

test("a refused shipment detail says why next to the field, in the visitor's language", async ({ page }) => {
  const dialog = await openQuoteDialog(page, "ja");
  const form = dialog.locator('form[data-form="quote"]');
  await form.locator("details[data-shipment-details] summary").click();
  await form.locator('[name="fullName"]').fill("山田 太郎");
  await form.locator('[name="email"]').fill(uniqueEmail("shipment-invalid"));
  await form.locator('[name="phone"]').fill("+81 3-1234-5678");
  await form.locator('[name="message"]').fill("見積りをお願いします。");
  const mode = form.getByLabel(ship("fields.mode.label"));
  await mode.selectOption("sea-fcl");
  const containers = form.getByLabel(ship("fields.containerType.label"));
  await containers.selectOption("20ft");
  // Containers do not apply to a shared container: the question steps aside and is not sent.
  await mode.selectOption("sea-lcl");
  await expect(containers).toBeHidden();
  await expect(containers).toBeDisabled();
  const pieces = form.getByLabel(ship("fields.pieces.label"));
  await pieces.fill("2.5");
  await form.getByRole("button", { name: text("ja", "form", "quote.submit") }).click();
  const whole = problemText("ja", { field: "pieces", reason: "notWhole" });
  await expect(pieces).toHaveAccessibleDescription(new RegExp(whole));
  await expect(pieces).toBeFocused();
  await expect(page.locator('[data-field-error="fclOnly"]')).toHaveCount(0);
  await expect(page.locator('[data-field-error="notWhole"]')).toContainText(whole);
  await expectNoAxeViolations(page, "quote dialog with refused shipment details");
});

test("the service page's quote form shows the shipment details open and keeps its service", async ({ page }) => {
  await visit(page, localizedPath(servicePath("ekspedisi-laut"), "ja"));
  const form = page.locator('form[data-form="service-quote"]');
  await expect(form.locator('[name="serviceType"]')).toHaveValue("ekspedisi-laut");
  await form.scrollIntoViewIfNeeded();
  await expect(form.locator("details[data-shipment-details]")).toHaveAttribute("open", "");
  await expect(form.getByLabel(ship("fields.origin.label"))).toBeVisible();
  await expectNoAxeViolations(page, "service page quote form with shipment details");
});

const shipmentChunk = /\/shipment-fields-[0-9a-f]+\.js$/;

/** Refuses the shipment details' code, as a phone losing its connection would, until `allow()`. */
async function refuseShipmentCode(page: Page) {
  let refusing = true;
  let tell = () => {};
  const refused = new Promise<void>((resolve) => (tell = resolve));
  await page.route(shipmentChunk, async (route) => {
    if (!refusing) return route.fallback();
    await route.abort("internetdisconnected");
    tell();
  });
  return { refused, allow: () => (refusing = false) };
}

test("the shipment details' code failing to download leaves the service page, its own fields and what was typed; the next move in the form brings the scripted ones", async ({
  page,
}) => {
  const code = await refuseShipmentCode(page);
  await page.goto(`${localizedPath(servicePath("ekspedisi-laut"), "en")}#quote`);
  const form = page.locator('form[data-form="service-quote"]');
  const plainFields = form.locator("[data-plain-shipment-fields]");
  await form.locator('[name="fullName"]').fill("Ana Lim");
  await form.locator('[name="origin"]').fill("Port Klang");
  await code.refused;
  await nextFrames(page);
  await expect(page.locator("h1")).not.toHaveText(text("en", "common", "error.title"));
  await expect(form.locator('[name="fullName"]')).toHaveValue("Ana Lim");
  await expect(plainFields.getByLabel(text("en", "shipment", "fields.origin.label"))).toHaveValue("Port Klang");
  code.allow();
  await form.locator('[name="email"]').focus();
  await expect(plainFields).toHaveCount(0);
  await expect(form.getByLabel(text("en", "shipment", "fields.origin.label"))).toHaveValue("Port Klang");
  await expect(form.locator('[name="fullName"]')).toHaveValue("Ana Lim");
});

test("in the quote dialog, the shipment details' code failing to download leaves the dialog and what was typed; opening the part again brings them", async ({
  page,
}) => {
  const code = await refuseShipmentCode(page);
  const dialog = await openQuoteDialog(page, "ja");
  await dialog.locator('[name="fullName"]').fill("山田 太郎");
  await dialog.locator("details[data-shipment-details] summary").click();
  await code.refused;
  await nextFrames(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[name="fullName"]')).toHaveValue("山田 太郎");
  code.allow();
  const summary = dialog.locator("details[data-shipment-details] summary");
  await summary.click();
  await summary.click();
  await expect(dialog.getByLabel(ship("fields.origin.label"))).toBeVisible();
  await expect(dialog.locator('[name="fullName"]')).toHaveValue("山田 太郎");
});

test("at 320 px the shipment details fit: no sideways scrolling in the dialog or on the service page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const dialog = await openQuoteDialog(page, "ja");
  await dialog.locator("details[data-shipment-details] summary").click();
  await expect(dialog.getByLabel(ship("fields.incoterm.label"))).toBeVisible();
  await dialog.getByLabel(ship("fields.incoterm.label")).selectOption("CIP");
  expect(await dialog.evaluate((d) => d.scrollWidth - d.clientWidth)).toBeLessThanOrEqual(0);
  await page.keyboard.press("Escape");
  await visit(page, localizedPath(servicePath("bea-cukai"), "ja"));
  const form = page.locator('form[data-form="service-quote"]');
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByLabel(ship("fields.incoterm.label"))).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test("when sending fails, the pre-written email of the failure notice carries the shipment details too", async ({
  page,
}) => {
  await functionCannotKeep(page);
  const dialog = await openQuoteDialog(page, "ja");
  const form = dialog.locator('form[data-form="quote"]');
  await form.locator("details[data-shipment-details] summary").click();
  await form.locator('[name="fullName"]').fill("山田 太郎");
  await form.locator('[name="email"]').fill(uniqueEmail("shipment-fallback"));
  await form.locator('[name="phone"]').fill("+81 3-1234-5678");
  await form.locator('[name="message"]').fill("見積りをお願いします。");
  await form.getByLabel(ship("fields.origin.label")).fill("東京, 日本");
  await form.getByLabel(ship("fields.mode.label")).selectOption("air");
  await form.getByLabel(ship("fields.weightKg.label")).fill("120.5");
  await form.getByLabel(ship("fields.dangerousGoods.label")).check();
  await waitLikeAPerson(page);
  await form.getByRole("button", { name: text("ja", "form", "quote.submit") }).click();
  const mailto = dialog.locator('[data-sonner-toast] a[data-fallback="email"]');
  await expect(mailto).toHaveAttribute("href", /^mailto:/);
  const body = new URL((await mailto.getAttribute("href"))!).searchParams.get("body")!;
  expect(body).toContain(labelled("ja", ship("fields.origin.label"), "東京, 日本"));
  expect(body).toContain(labelled("ja", ship("fields.mode.label"), ship("modes.air")));
  expect(body).toContain(labelled("ja", ship("fields.weightKg.label"), "120.5"));
  expect(body).toContain(labelled("ja", ship("fields.dangerousGoods.label"), "✓"));
  expect(body).toContain("見積りをお願いします。");
});

/**
 * A service page drawn by the scripts (a link within the site: the plain fields are in the served HTML
 * only) at `width`, with reduced motion so nothing glides while it is measured: its quote form, the
 * shipment details not yet there (far below the first screen).
 */
async function servicePageDrawnByScripts(browser: Browser, slug: string, language: LanguageCode, width: number) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
  await visit(page, localizedPath(pagePaths.services, language));
  await page
    .locator(`main a[href="${localizedPath(servicePath(slug), language)}"]`)
    .first()
    .click();
  await expect(page).toHaveURL((url) => url.pathname === localizedPath(servicePath(slug), language));
  return { page, form: page.locator('[data-slot="quote-form"] form') };
}

/** The shipment details' space: its height, the space it keeps (its min-height) and the fields' own height in it. */
const spaceAndFields = (form: Locator) =>
  form.locator("[data-shipment-space]").evaluate((space: HTMLElement) => {
    const kept = space.getBoundingClientRect().height;
    const reserved = parseFloat(getComputedStyle(space).minHeight);
    space.style.minHeight = "0";
    const fields = space.getBoundingClientRect().height;
    space.style.minHeight = "";
    return { kept, reserved, fields };
  });

// One test per language and width: twelve fresh pages in one test ran past its 30 s on a machine busy with a build.
// A page with price packages offers one more field (the package). At each width but 1024 and 1280 a
// step of the space begins (src/styles/global.css), there or a few pixels before, and the fields fill it.
const spaceCases = [
  ...languageCodes.flatMap((language) =>
    [320, 360, 368, 412, 640, 768, 1024, 1280].map((width) => ({ slug: "bea-cukai", language, width })),
  ),
  ...languageCodes.flatMap((language) => [320, 640].map((width) => ({ slug: "ekspedisi-laut", language, width }))),
];
for (const { slug, language, width } of spaceCases) {
  test(`on a service page (${slug}) in ${language} at ${width} px drawn by the scripts (a link within the site), the shipment details take the space kept for them: nothing below moves when they arrive, and no blank band is left below them`, async ({
    browser,
  }) => {
    const { page, form } = await servicePageDrawnByScripts(browser, slug, language, width);
    const details = form.locator("details[data-shipment-details]");
    const height = () => details.evaluate((d) => Math.round(d.getBoundingClientRect().height));
    // Far below the first screen, the fields have not come yet.
    await expect(form.locator('[name="origin"]')).toHaveCount(0);
    const kept = await height();
    await details.scrollIntoViewIfNeeded();
    await expect(form.locator('[name="origin"]')).toBeVisible();
    expect(await height(), `${language} at ${width} px`).toBe(kept);
    // The fields' own height: what the space is measured from, and the new value when this fails.
    const own = await spaceAndFields(form);
    // At most the half rem the space is rounded to, and the packages' question's 1 px of it.
    if (width !== 1280)
      expect(own.kept - own.fields, `${language} at ${width} px: ${own.fields} px of fields`).toBeLessThan(9);
    await page.close();
  });
}

// Between the narrowest widths of its steps the fields grow shorter as their hints take fewer lines,
// and the space stays: at 414 px the Indonesian fields left 65 px of it blank. At the widths phones
// and tablets have, the fields fit their space and leave at most a line of hint text (20 px) and the
// half rem the space is rounded to blank below them.
const phoneAndTabletWidths = [320, 360, 375, 390, 393, 402, 412, 414, 428, 430, 440, 768, 800, 810, 820, 834, 1024];
for (const language of languageCodes)
  test(`on a service page in ${language} at the widths of phones and tablets (${phoneAndTabletWidths.join(", ")} px), the shipment details fit their space and leave at most a line of it blank`, async ({
    browser,
  }) => {
    const { page, form } = await servicePageDrawnByScripts(browser, "bea-cukai", language, 320);
    await form.locator("details[data-shipment-details]").scrollIntoViewIfNeeded();
    await expect(form.locator('[name="origin"]')).toBeVisible();
    for (const width of phoneAndTabletWidths) {
      await page.setViewportSize({ width, height: 900 });
      const { reserved, fields } = await spaceAndFields(form);
      const shown = `${language} at ${width} px: ${fields} px of fields in ${reserved} px`;
      expect(fields, shown).toBeLessThanOrEqual(reserved);
      expect(reserved - fields, shown).toBeLessThanOrEqual(28);
    }
    await page.close();
  });

// Between those widths too: a step of the space that began too late left the fields' lines of text
// wrapped at its narrowest width blank below them further on (82 px of English at 340 to 358 px).
for (const language of languageCodes)
  test(`on the quote page in ${language} at every width from 320 to 1440 px, the shipment details fit their space and leave at most a line of it blank`, async ({
    page,
  }) => {
    // 561 widths, each laid out and measured: 90 s was used up on a busy machine, in CI too.
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 320, height: 900 });
    await visit(page, localizedPath(formPagePaths.quote, language));
    const form = page.locator('form[data-form="service-quote"]');
    await expect(form.locator("[data-plain-shipment-fields]")).toHaveCount(0);
    await expect(form.locator('[name="origin"]')).toBeVisible();
    const misfits: string[] = [];
    for (let width = 320; width <= 1440; width += 2) {
      await page.setViewportSize({ width, height: 900 });
      const { reserved, fields } = await spaceAndFields(form);
      if (fields > reserved || reserved - fields > 28)
        misfits.push(`${width} px: ${fields} px of fields in ${reserved}`);
    }
    expect(misfits, language).toEqual([]);
  });

// The plain fields are taller than the scripted ones (nothing steps aside in them): the swap is
// made while the part is still below the screen, so the visitor sees nothing move.
for (const { slug, language, width } of [
  ...languageCodes.map((language) => ({ slug: "bea-cukai", language, width: 320 })),
  { slug: "ekspedisi-laut", language: "en", width: 1280 },
]) {
  test(`on a service page (${slug}) in ${language} at ${width} px as served, the page's own shipment fields hold the place, and the scripted ones take it over before the part comes on screen`, async ({
    browser,
  }) => {
    const height = 900;
    const page = await browser.newPage({ viewport: { width, height }, reducedMotion: "reduce" });
    await visit(page, localizedPath(servicePath(slug), language));
    const form = page.locator('[data-slot="quote-form"] form');
    const details = form.locator("details[data-shipment-details]");
    const plainFields = form.locator("[data-plain-shipment-fields]");
    // Far below the first screen: the page's own fields, every question asked.
    await expect(plainFields.locator('[name="origin"]')).toHaveCount(1);
    await expect(plainFields.locator('[name="containerType"]')).toBeAttached();
    // The visitor scrolls on until the part is just below the screen.
    await details.evaluate((d, h) => window.scrollBy(0, d.getBoundingClientRect().top - h - 100), height);
    const top = () => details.evaluate((d) => Math.round(d.getBoundingClientRect().top));
    const before = await top();
    expect(before).toBeGreaterThan(height);
    await expect(plainFields).toHaveCount(0);
    await expect(form.locator('[name="origin"]')).toHaveCount(1);
    // The questions that do not apply yet have stepped aside.
    await expect(form.locator('[name="containerType"]')).toBeHidden();
    expect(await top()).toBe(before);
    await page.close();
  });
}

/** The sea freight page's quote form, opened with its scripts held back until `release()`; `code` is the shipment details' code arriving. */
async function quoteFormBeforeScripts(page: Page, language: "en" | "zh") {
  const release = await holdScripts(page);
  const code = new Promise<void>((resolve) => page.on("response", (r) => shipmentChunk.test(r.url()) && resolve()));
  await page.goto(`${localizedPath(servicePath("ekspedisi-laut"), language)}#quote`, { waitUntil: "commit" });
  const form = page.locator('form[data-form="service-quote"]');
  return { release, code, form, field: (name: string) => form.locator(`[name="${name}"]`) };
}

test("typed into the page's own shipment fields before the scripts: they stay the visitor's while the focus is in them (a word being composed is never cut off), and the scripted fields take over every value once it leaves", async ({
  page,
}) => {
  const { release, code, form, field } = await quoteFormBeforeScripts(page, "zh");
  const plainFields = form.locator("[data-plain-shipment-fields]");
  await field("origin").fill("上海港");
  await field("mode").selectOption("sea-fcl");
  await field("insurance").check();
  await field("destination").fill("巴淡");
  release();
  await code;
  await nextFrames(page);
  // Waits for hydration: the scripts are here, their fields too, and the visitor is still typing.
  await hydrated(page);
  await expect(plainFields).toHaveCount(1);
  await expect(field("destination")).toBeFocused();
  await page.keyboard.type("岛");
  await expect(plainFields).toHaveCount(1);
  await field("message").focus();
  await expect(plainFields).toHaveCount(0);
  await expect(field("destination")).toHaveValue("巴淡岛");
  await expect(field("origin")).toHaveValue("上海港");
  await expect(field("mode")).toHaveValue("sea-fcl");
  await expect(field("insurance")).toBeChecked();
  // What the carried values call for is asked: the containers (full container) and the cargo's value (insurance).
  await expect(field("containerType")).toBeVisible();
  await expect(field("cargoValue")).toBeVisible();
  await expect(field("message")).toBeFocused();
});

test("a Send pressed inside the page's own shipment fields that refuses one of them: the scripted fields take over, say why beside it, and keep the focus there", async ({
  page,
}) => {
  const { release, code, form, field } = await quoteFormBeforeScripts(page, "en");
  await field("fullName").fill("Ana Lim");
  await field("email").fill(uniqueEmail("plain-refused"));
  await field("phone").fill("+60 3-1234 5678");
  await field("message").fill("A press brake to Batam.");
  await field("weightKg").fill("lots");
  release();
  await code;
  await nextFrames(page);
  await expect(form.locator("[data-plain-shipment-fields]")).toHaveCount(1);
  await field("weightKg").press("Enter");
  await expect(form.locator("[data-plain-shipment-fields]")).toHaveCount(0);
  await expect(field("weightKg")).toBeFocused();
  await expect(field("weightKg")).toHaveValue("lots");
  await expect(field("weightKg")).toHaveAttribute("aria-invalid", "true");
  await expect(form.locator(`#${await field("weightKg").getAttribute("id")}-error`)).toBeVisible();
});

test("questions answered before the scripts that do not apply to what was chosen stay once the scripts run: the containers are refused with their reason, not dropped, and reach the company once the mode is chosen; the cargo's value is sent", async ({
  page,
}) => {
  await useQuickTyping(page);
  const { release, code, form, field } = await quoteFormBeforeScripts(page, "en");
  const email = uniqueEmail("answered-before");
  await field("fullName").fill("Ana Lim");
  await field("email").fill(email);
  await field("phone").fill("+65 6123 4567");
  await field("message").fill("A press brake to Batam.");
  // Every question is asked before the scripts: these two depend on a mode and on insurance left unchosen.
  await field("containerType").selectOption("40ft");
  await field("containerCount").fill("2");
  await field("cargoValue").fill("SGD 450,000");
  release();
  await code;
  await field("message").focus();
  await expect(form.locator("[data-plain-shipment-fields]")).toHaveCount(0);
  await expect(field("containerType")).toBeVisible();
  await expect(field("containerType")).toHaveValue("40ft");
  await expect(field("containerCount")).toHaveValue("2");
  await expect(field("cargoValue")).toHaveValue("SGD 450,000");
  await waitLikeAPerson(page);
  await form.locator('button[type="submit"]').click();
  const fclOnly = problemText("en", { field: "containerType", reason: "fclOnly" });
  await expect(field("containerType")).toHaveAccessibleDescription(literally(fclOnly));
  await expect(field("containerType")).toBeFocused();
  await field("mode").selectOption("sea-fcl");
  await form.locator('button[type="submit"]').click();
  await expect.poll(async () => (await receivedFor(page, email)).length, { timeout: 15_000 }).toBe(1);
  const body = (await receivedFor(page, email))[0].body.TextBody;
  expect(body).toMatch(/^Containers +\| 2 x 40ft/m);
  expect(body).toMatch(/^Cargo value +\| SGD 450,000$/m);
});

test("(ja) a sea-only Incoterm with air freight is refused beside the field, naming the rule for any mode; with FCA the message is sent and the company reads FCA", async ({
  page,
}) => {
  const dialog = await openQuoteDialog(page, "ja");
  const form = dialog.locator('form[data-form="quote"]');
  await form.locator("details[data-shipment-details] summary").click();
  const email = uniqueEmail("sea-only-ja");
  await form.locator('[name="fullName"]').fill("山田 太郎");
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="phone"]').fill("+81 3-1234-5678");
  await form.locator('[name="message"]').fill("見積りをお願いします。");
  await form.getByLabel(ship("fields.mode.label")).selectOption("air");
  const incoterm = form.getByLabel(ship("fields.incoterm.label"));
  // The scripted part shows the chosen rule's meaning beside it, and says so before one is chosen.
  await expect(incoterm).toHaveAccessibleDescription(ship("incotermHint"));
  await incoterm.selectOption("FOB");
  await expect(incoterm).toHaveAccessibleDescription(text("ja", "incoterms", "terms.FOB.short"));
  await waitLikeAPerson(page);
  const send = form.getByRole("button", { name: text("ja", "form", "quote.submit") });
  await send.click();

  const problem = { field: "incoterm", reason: "seaOnly", term: "FOB", instead: "FCA" } as const;
  const reason = problemText("ja", problem);
  expect(reason).toContain("FCA");
  await expect(incoterm).toBeFocused();
  await expect(incoterm).toHaveAttribute("aria-invalid", "true");
  await expect(incoterm).toHaveAccessibleDescription(literally(reason));
  await expect(form.locator('[data-field-error="seaOnly"] [aria-hidden="true"]')).toHaveText(reason);
  await expect(dialog.getByRole("link", { name: summaryText("ja", problem) })).toBeVisible();
  expect(await receivedFor(page, email)).toHaveLength(0);

  await incoterm.selectOption("FCA");
  await expect(form.locator("[data-field-error]")).toHaveCount(0);
  await send.click();
  await expectConfirmation(form, "ja");
  const mails = await receivedFor(page, email);
  expect(mails).toHaveLength(1);
  expect(mails[0].body.TextBody).toMatch(/Mode +\| Air freight/);
  expect(mails[0].body.TextBody).toMatch(/Incoterm +\| FCA – Free Carrier/);
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("(zh) the service page's Incoterm hint promises no meaning it cannot show: it points to the guide, in Chinese", async ({
    page,
  }) => {
    await page.goto(localizedPath(servicePath("ekspedisi-udara"), "zh"));
    const form = page.locator('form[data-form="service-quote"]');
    const incoterm = form.getByLabel(text("zh", "shipment", "fields.incoterm.label"));
    await incoterm.selectOption("CIP");
    // Nothing follows the choice without scripts: the hint stays what it was, and true.
    await expect(incoterm).toHaveAccessibleDescription(text("zh", "shipment", "incotermGuideHint"));
    await expect(form).not.toContainText(text("zh", "shipment", "incotermHint"));
    await form.getByRole("link", { name: text("zh", "shipment", "incotermsGuide") }).click();
    await expect(page).toHaveURL((url) => url.pathname === localizedPath(pagePaths.incoterms, "zh"));
    await expect(page.locator("h1")).toHaveText(text("zh", "incotermsGuide", "hero.title"));
  });

  test("(id) a sea-only Incoterm with air freight comes back on the function's page with the reason beside it; with FCA it is received and the company reads FCA", async ({
    page,
  }) => {
    const lang = "id";
    const v = visitor("noscript-sea-only", lang);
    await page.goto(localizedPath(servicePath("ekspedisi-udara"), lang));
    const form = page.locator('form[data-form="service-quote"]');
    for (const name of ["fullName", "email", "phone", "message"] as const)
      await form.locator(`[name="${name}"]`).fill(v[name]);
    await form.locator('[name="mode"]').selectOption("air");
    await form.locator('[name="incoterm"]').selectOption("FAS");
    await form.locator('button[type="submit"]').click();

    const problem = { field: "incoterm", reason: "seaOnly", term: "FAS", instead: "FCA" } as const;
    const again = page.locator("form").filter({ has: page.locator('[name="incoterm"]') });
    const incoterm = again.locator('[name="incoterm"]');
    await expect(incoterm).toHaveAttribute("aria-invalid", "true");
    await expect(incoterm).toHaveValue("FAS");
    await expect(again.locator('[data-field-error="seaOnly"] [aria-hidden="true"]')).toHaveText(
      problemText(lang, problem),
    );
    await expect(page.getByRole("link", { name: summaryText(lang, problem) })).toHaveAttribute(
      "href",
      `#${await incoterm.getAttribute("id")}`,
    );
    // The function's page has no scripts either: its hint points to the guide, in the page's language.
    await expect(again.locator('[id$="-incoterm-explanation"]')).toHaveText(
      text(lang, "shipment", "incotermGuideHint"),
    );
    await expect(again.getByRole("link", { name: text(lang, "shipment", "incotermsGuide") })).toHaveAttribute(
      "href",
      localizedPath(pagePaths.incoterms, lang),
    );
    expect(await receivedFor(page, v.email)).toHaveLength(0);

    await incoterm.selectOption("FCA");
    await again.locator('button[type="submit"]').click();
    await page.waitForURL(isReceivedPage(lang));
    await expect.poll(async () => (await receivedFor(page, v.email)).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await receivedFor(page, v.email);
    expect(mail.body.TextBody).toMatch(/Incoterm +\| FCA – Free Carrier/);
  });
});
