import { expect, test, type Locator, type Page } from "@playwright/test";
import { localizedPath, pagePaths, servicePath } from "../src/shared/routes";
import { languageCodes, type LanguageCode } from "../src/shared/languages";
import { packageAnchor, packageModeOf } from "../src/forms/shared/packages";
import { packageKey } from "../src/forms/shared/package-keys";
import { plainQuoteFormHref } from "../src/forms/shared/forms";
import { bracketed, labelled } from "./support/joins";
import { expectNoAxeViolations } from "./support/axe";
import {
  holdScripts,
  hydrated,
  inboxServiceName,
  isReceivedPage,
  receivedFor,
  resultText,
  uniqueEmail,
  useQuickTyping,
  visit,
} from "./support/forms";
import { datedText, localeText, serviceFrontmatter, validUntilText } from "./support/site";
import { factValue, formatFact } from "../src/shared/facts";
import { waitLikeAPerson, plain } from "./support/calculator";

// The way to a quote keeps what the visitor chose on the way: the price package ("Request this
// package") with the mode it implies, and the service of the page Get Quote was pressed on,
// reach the company's mail (the fake Postmark), with scripts, before them and without them.

test.use({ reducedMotion: "reduce" });

interface Package {
  name: string;
  price: string;
}
/** A package as the form names it: a published price with its last day. */
const asOffered = (pkg: Package, language: LanguageCode): Package =>
  factValue(`${pkg.price}.validUntil`) === undefined ? pkg : { ...pkg, name: datedText(language, pkg.name, pkg.price) };
const packagesOf = (slug: string, language: LanguageCode) =>
  (serviceFrontmatter(slug, language).pricing as Package[]).map((pkg) => asOffered(pkg, language));
const escaped = (text: string) => text.replace(/[()]/g, "\\$&");
/**
 * The company's mail names a package as the inbox's (English) page does, with the visitor's page's
 * name beside it when that differs, then its price from the company's rates.
 */
const mailRows = (slug: string, language: LanguageCode, price: string) => {
  const nameIn = (lang: LanguageCode) =>
    (serviceFrontmatter(slug, lang).pricing as Package[]).find((pkg) => pkg.price === price)!.name;
  const named =
    nameIn(language) === nameIn("en") ? nameIn("en") : `${nameIn("en")} (the visitor's page: ${nameIn(language)})`;
  return new RegExp(`^Package +\\| ${escaped(named)}\nPackage price +\\| ${escaped(formatFact(price, "en"))} `, "m");
};
const packageNamed = (slug: string, language: LanguageCode, price: string) =>
  packagesOf(slug, language).find((pkg) => pkg.price === price)!;
/** How the company's mail names a mode: in the inbox's language. */
const inboxMode = (mode: string) => localeText("en", "shipment", `modes.${mode}`);

const packageLink = (page: Page, pkg: Package) =>
  page.locator(`#pricing a[data-quote-package="${packageKey(pkg.price)}"]`);
/** The same package's link without scripts. */
const plainPackageLink = (page: Page, pkg: Package) =>
  page.locator(`#pricing a[data-plain-package="${packageKey(pkg.price)}"]`);

/** The package chosen in the form: its key is what is posted, its name as the page names it is shown. */
async function expectChosen(select: Locator, pkg: Package) {
  await expect(select).toHaveValue(packageKey(pkg.price));
  await expect(select.locator("option:checked")).toHaveText(pkg.name);
}

async function fillContact(form: Locator, email: string, name: string) {
  await form.locator('[name="fullName"]').fill(name);
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="phone"]').fill("+62 812 3456 7890");
  await form.locator('[name="message"]').fill(`Please quote (${name}).`);
}

async function mailTo(page: Page, email: string): Promise<string> {
  await expect.poll(async () => (await receivedFor(page, email)).length, { timeout: 15_000 }).toBe(1);
  return (await receivedFor(page, email))[0].body.TextBody;
}

test("English: Request this package names the package and its mode in the form; the visitor's own change of mode wins", async ({
  page,
}) => {
  const lang = "en";
  await useQuickTyping(page);
  await page.goto(localizedPath(servicePath("ekspedisi-laut"), lang));
  const fcl = packageNamed("ekspedisi-laut", lang, "rates.sea.fcl");
  // As soon as it is visible: before the scripts run it is a link to #package-sea-fcl.
  await packageLink(page, fcl).click();
  // With the scripts too the address names the package: the form may hydrate after the tap.
  await expect(page).toHaveURL(new RegExp(`#${packageAnchor(packageKey(fcl.price))}$`));
  const form = page.locator('form[data-form="service-quote"]');
  await expect(form.locator('[name="serviceType"]')).toHaveValue("ekspedisi-laut");
  await expectChosen(form.getByLabel(localeText(lang, "form", "fields.package.label")), fcl);
  await expect(form.locator('[name="mode"]')).toHaveValue(packageModeOf(fcl.price)!);

  // Later changes are the visitor's: they stay.
  await form.locator('[name="mode"]').selectOption("sea-lcl");
  const email = uniqueEmail("package-en");
  await fillContact(form, email, "Sari Package");
  await expect(form.locator('[name="mode"]')).toHaveValue("sea-lcl");
  await waitLikeAPerson(page);
  await form.locator('button[type="submit"]').click();
  const body = await mailTo(page, email);
  expect(body).toMatch(mailRows("ekspedisi-laut", lang, fcl.price));
  expect(body).toMatch(new RegExp(`^Mode +\\| ${inboxMode("sea-lcl").replace(/[()]/g, "\\$&")}$`, "m"));
  expect(body).toContain(`Service: ${inboxServiceName("ekspedisi-laut")}\n`);
});

test("English: Request this package for project cargo after FCL chooses break bulk, as its card says (the FCL chosen first shows the scripts run)", async ({
  page,
}) => {
  const lang = "en";
  await page.goto(localizedPath(servicePath("ekspedisi-laut"), lang));
  const fcl = packageNamed("ekspedisi-laut", lang, "rates.sea.fcl");
  const project = packageNamed("ekspedisi-laut", lang, "rates.sea.project");
  const form = page.locator('form[data-form="service-quote"]');
  await packageLink(page, fcl).click();
  await expect(form.locator('[name="mode"]')).toHaveValue(packageModeOf(fcl.price)!);
  await packageLink(page, project).click();
  await expectChosen(form.getByLabel(localeText(lang, "form", "fields.package.label")), project);
  await expect(form.locator('[name="mode"]')).toHaveValue("sea-breakbulk");
});

test("Chinese: a link from an earlier version of the pages (?package=sea-lcl#quote) chooses its package and mode once the scripts run", async ({
  page,
}) => {
  const lang = "zh";
  const lcl = packageNamed("ekspedisi-laut", lang, "rates.sea.lcl");
  await page.goto(`${localizedPath(servicePath("ekspedisi-laut"), lang)}?package=${packageKey(lcl.price)}#quote`);
  const form = page.locator('form[data-form="service-quote"]');
  await expectChosen(form.getByLabel(localeText(lang, "form", "fields.package.label")), lcl);
  await expect(form.locator('[name="mode"]')).toHaveValue(packageModeOf(lcl.price)!);
});

test("Japanese: a package tapped before the scripts run is in the form once they do, with what was typed meanwhile", async ({
  page,
}) => {
  const lang = "ja";
  const release = await holdScripts(page);
  await page.goto(localizedPath(servicePath("ekspedisi-laut"), lang), { waitUntil: "commit" });
  const lcl = packageNamed("ekspedisi-laut", lang, "rates.sea.lcl");
  await packageLink(page, lcl).click();
  await expect(page).toHaveURL(new RegExp(`#${packageAnchor(packageKey(lcl.price))}$`));
  const form = page.locator('form[data-form="service-quote"]');
  const email = uniqueEmail("package-ja");
  await fillContact(form, email, "山田 太郎");
  await expect(page.locator("html[data-quote-ready]")).toHaveCount(0);

  release();
  await expectChosen(form.getByLabel(localeText(lang, "form", "fields.package.label")), lcl);
  await expect(form.locator('[name="mode"]')).toHaveValue("sea-lcl");
  await expect(form.locator('[name="fullName"]')).toHaveValue("山田 太郎");
  await expect(form.locator('[name="email"]')).toHaveValue(email);
  await form.locator('button[type="submit"]').click();
  const body = await mailTo(page, email);
  expect(body).toMatch(mailRows("ekspedisi-laut", lang, lcl.price));
  expect(body).toMatch(/^Mode +\| Sea freight, shared container \(LCL\)$/m);
  expect(body).toContain("Language: Japanese (ja)\n");
});

test("English: a package tapped before the scripts run, then another chosen in the form by hand, stays the visitor's choice once they run", async ({
  page,
}) => {
  const lang = "en";
  const release = await holdScripts(page);
  await page.goto(localizedPath(servicePath("ekspedisi-laut"), lang), { waitUntil: "commit" });
  const lcl = packageNamed("ekspedisi-laut", lang, "rates.sea.lcl");
  const fcl = packageNamed("ekspedisi-laut", lang, "rates.sea.fcl");
  await packageLink(page, lcl).click();
  await expect(page).toHaveURL(new RegExp(`#${packageAnchor(packageKey(lcl.price))}$`));
  const form = page.locator('form[data-form="service-quote"]');
  await form.locator('[name="package"]').selectOption(packageKey(fcl.price));
  await form.locator('[name="mode"]').selectOption("sea-fcl");
  await expect(page.locator("html[data-quote-ready]")).toHaveCount(0);

  release();
  // Once the scripts have run, the address's package would have been written over the choice.
  await hydrated(page);
  await expectChosen(form.getByLabel(localeText(lang, "form", "fields.package.label")), fcl);
  await expect(form.locator('[name="mode"]')).toHaveValue("sea-fcl");
});

test("English: the package and mode the address chose, cleared by hand in the page's own shipment fields before the scripted ones arrive, stay cleared once they do", async ({
  page,
}) => {
  const lang = "en";
  const fcl = packageNamed("ekspedisi-laut", lang, "rates.sea.fcl");
  const release = await holdScripts(page, /\/shipment-fields-[0-9a-f]+\.js$/);
  await page.goto(`${localizedPath(servicePath("ekspedisi-laut"), lang)}#${packageAnchor(packageKey(fcl.price))}`);
  const form = page.locator('form[data-form="service-quote"]');
  const plainFields = form.locator("[data-plain-shipment-fields]");
  // Waits for hydration: the scripts choose the address's package, in the page's own fields.
  await hydrated(page);
  await expect(plainFields.locator('[name="package"]')).toHaveValue(packageKey(fcl.price));
  await expect(plainFields.locator('[name="mode"]')).toHaveValue("sea-fcl");
  await plainFields.locator('[name="package"]').selectOption("");
  await plainFields.locator('[name="mode"]').selectOption("");
  await form.locator('[name="fullName"]').focus();
  release();
  await expect(plainFields).toHaveCount(0);
  await expect(form.locator('[name="package"]')).toHaveValue("");
  await expect(form.locator('[name="mode"]')).toHaveValue("");
});

test("English: once a quote for the package the address names is received, a new message starts with no package and no mode", async ({
  page,
}) => {
  const lang = "en";
  const fcl = packageNamed("ekspedisi-laut", lang, "rates.sea.fcl");
  await useQuickTyping(page);
  await page.goto(`${localizedPath(servicePath("ekspedisi-laut"), lang)}#${packageAnchor(packageKey(fcl.price))}`);
  const form = page.locator('form[data-form="service-quote"]');
  // The scripted fields, drawn with the package chosen, are what a reset would bring it back to.
  await expect(form.locator("[data-plain-shipment-fields]")).toHaveCount(0);
  await expectChosen(form.getByLabel(localeText(lang, "form", "fields.package.label")), fcl);
  await fillContact(form, uniqueEmail("package-again"), "Alex Tan");
  await waitLikeAPerson(page);
  await form.locator('button[type="submit"]').click();
  const confirmation = page.locator("[data-confirmation]");
  await expect(confirmation).toBeVisible({ timeout: 15_000 });
  await confirmation.getByRole("button", { name: resultText(lang, "received.another") }).click();
  await expect(form.locator('[name="fullName"]')).toHaveValue("");
  await expect(form.locator('[name="package"]')).toHaveValue("");
  await expect(form.locator('[name="mode"]')).toHaveValue("");
});

test("Indonesian: what was typed before a package is tapped, all before the scripts run, stays; the package is chosen once they do", async ({
  page,
}) => {
  const lang = "id";
  const release = await holdScripts(page);
  await page.goto(localizedPath(servicePath("ekspedisi-udara"), lang), { waitUntil: "commit" });
  const form = page.locator('form[data-form="service-quote"]');
  const email = uniqueEmail("package-typed-first");
  await fillContact(form, email, "Budi Santoso");
  const express = packageNamed("ekspedisi-udara", lang, "rates.air.express");
  await packageLink(page, express).click();
  await expect(page).toHaveURL(new RegExp(`#${packageAnchor(packageKey(express.price))}$`));
  // The same page, scrolled to its form: nothing typed was lost to a new load.
  await expect(form.locator('[name="fullName"]')).toHaveValue("Budi Santoso");
  await expect(form).toBeInViewport();
  await expect(page.locator("html[data-quote-ready]")).toHaveCount(0);

  release();
  await expectChosen(form.getByLabel(localeText(lang, "form", "fields.package.label")), express);
  await expect(form.locator('[name="mode"]')).toHaveValue("air");
  await expect(form.locator('[name="fullName"]')).toHaveValue("Budi Santoso");
  await expect(form.locator('[name="email"]')).toHaveValue(email);
  await form.locator('button[type="submit"]').click();
  const body = await mailTo(page, email);
  expect(body).toMatch(mailRows("ekspedisi-udara", lang, express.price));
  expect(body).toContain("Budi Santoso");
});

test("Chinese: Get Quote on the air freight page opens the quote with air freight chosen, and the company reads it", async ({
  page,
}) => {
  const lang = "zh";
  await useQuickTyping(page);
  await page.goto(localizedPath(servicePath("ekspedisi-udara"), lang));
  await hydrated(page); // The header's Get Quote opens the dialog only once the scripts run (before, it leads to the page's form).
  await page.locator("header [data-quote-trigger]:visible").click();
  const dialog = page.locator("dialog[data-quote-dialog]");
  await expect(dialog).toBeVisible();
  const form = dialog.locator('form[data-form="quote"]');
  await expect(form.locator('[name="serviceType"]')).toHaveValue("ekspedisi-udara");
  const email = uniqueEmail("getquote-zh");
  await fillContact(form, email, "王 伟");
  await waitLikeAPerson(page);
  await form.getByRole("button", { name: localeText(lang, "form", "quote.submit") }).click();
  const body = await mailTo(page, email);
  expect(body).toContain(`Service: ${inboxServiceName("ekspedisi-udara")}\n`);
});

test("English: a quote sent with WhatsApp as the way to reply gives the company's mail the row Reply by | WhatsApp, first after the form", async ({
  page,
}) => {
  const lang = "en";
  await useQuickTyping(page);
  await page.goto(localizedPath(pagePaths.home, lang));
  await hydrated(page);
  await page.locator("header [data-quote-trigger]:visible").click();
  const form = page.locator('dialog[data-quote-dialog] form[data-form="quote"]');
  // A select named by its label, nothing chosen but the no-preference placeholder.
  const replyBy = form.getByRole("combobox", { name: localeText(lang, "form", "fields.replyBy.label") });
  await expect(replyBy).toHaveValue("");
  await expect(replyBy.locator("option:checked")).toHaveText(localeText(lang, "form", "fields.replyBy.placeholder"));
  await replyBy.selectOption({ label: localeText(lang, "form", "fields.replyBy.choices.whatsapp") });
  const email = uniqueEmail("reply-by-whatsapp");
  await fillContact(form, email, "Sari WhatsApp");
  await waitLikeAPerson(page);
  await form.getByRole("button", { name: localeText(lang, "form", "quote.submit") }).click();
  await expect.poll(async () => (await receivedFor(page, email)).length, { timeout: 15_000 }).toBe(1);
  const { TextBody, HtmlBody } = (await receivedFor(page, email))[0].body;
  expect(TextBody).toMatch(/^Form: Quote request\nReply by: WhatsApp\nName: Sari WhatsApp$/m);
  expect(HtmlBody).toContain(
    '<tr><th align="left">Form</th><td dir="auto" style="overflow-wrap:anywhere;word-break:break-word">Quote request</td></tr><tr><th align="left">Reply by</th><td dir="auto" style="overflow-wrap:anywhere;word-break:break-word">WhatsApp</td></tr>',
  );
});

test("Get Quote on the project handling page chooses project handling, which every quote form lists", async ({
  page,
}) => {
  await page.goto(localizedPath(servicePath("project-handling"), "en"));
  await hydrated(page); // As above: the dialog is the scripts' part.
  await page.locator("header [data-quote-trigger]:visible").click();
  const select = page.locator('dialog[data-quote-dialog] form[data-form="quote"] [name="serviceType"]');
  await expect(select).toHaveValue("project-handling");
  // Get Quote elsewhere offers it too, with nothing chosen.
  await page.goto(localizedPath(pagePaths.contact, "en"));
  await hydrated(page);
  await page.locator("header [data-quote-trigger]:visible").click();
  const elsewhere = page.locator('dialog[data-quote-dialog] form[data-form="quote"] [name="serviceType"]');
  await expect(elsewhere).toHaveValue("");
  await expect(elsewhere.locator('option[value="project-handling"]')).toHaveCount(1);
});

test("English: a package the function no longer takes (a tab open across a change of the prices) gets its reason beside the list, and the package chosen again is sent", async ({
  page,
}) => {
  const lang = "en";
  await useQuickTyping(page);
  await page.goto(localizedPath(servicePath("ekspedisi-laut"), lang));
  const lcl = packageNamed("ekspedisi-laut", lang, "rates.sea.lcl");
  await packageLink(page, lcl).click();
  const form = page.locator('form[data-form="service-quote"]');
  const select = form.getByLabel(localeText(lang, "form", "fields.package.label"));
  await expectChosen(select, lcl);
  const email = uniqueEmail("package-gone");
  await fillContact(form, email, "Sari Gone");
  // The function has rates of a later deploy: the key this page posts is none of them.
  await page.route(
    "**/api/send-contact-email",
    (route) =>
      route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), package: "sea-teleport" }) }),
    { times: 1 },
  );
  await waitLikeAPerson(page);
  await form.locator('button[type="submit"]').click();
  const reason = form.locator('[data-field-error="unknownPackage"]');
  await expect(reason).toContainText(localeText(lang, "formResults", "unknownPackage"));
  await expect(select).toHaveAttribute("aria-invalid", "true");
  await expect(select).toHaveAttribute("aria-describedby", new RegExp(`\\b${await reason.getAttribute("id")}\\b`));
  await expect(select).toBeFocused();

  const fcl = packageNamed("ekspedisi-laut", lang, "rates.sea.fcl");
  await select.selectOption(packageKey(fcl.price));
  await form.locator('button[type="submit"]').click();
  expect(await mailTo(page, email)).toMatch(mailRows("ekspedisi-laut", lang, fcl.price));
});

// axe runs in the page, so this page of the function (which has no scripts of its own) is checked
// with them allowed.
test("Japanese: the function's quote form that says a linked package is not taken passes axe", async ({ page }) => {
  const lang = "ja";
  await page.goto(plainQuoteFormHref(lang, { serviceType: "ekspedisi-udara", package: "エクスプレス便（旧）" }));
  const select = page.locator('form [name="package"]');
  await expect(select).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("[data-error-summary]")).toContainText(localeText(lang, "formResults", "unknownPackage"));
  await expectNoAxeViolations(page, "the function's quote form with a linked package not taken (ja)");
});

/**
 * Whether a select shows its chosen option's text whole: the text, laid out in the select's font as
 * wide as the room inside its padding, takes no more height than the select gives it. (A select's
 * scrollWidth is its clientWidth whatever its text.)
 */
const showsChosenWhole = (select: Locator) =>
  select.evaluate((el: HTMLSelectElement) => {
    const style = getComputedStyle(el);
    const probe = document.createElement("div");
    probe.textContent = el.selectedOptions[0].text;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    Object.assign(probe.style, { position: "absolute", font: style.font, width: `${room}px`, whiteSpace: "normal" });
    document.body.append(probe);
    const needed = probe.getBoundingClientRect().height;
    probe.remove();
    return el.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom) >= needed - 0.5;
  });

const pricedPages = ["ekspedisi-laut", "ekspedisi-udara", "warehouse-distribusi"] as const;
for (const lang of languageCodes)
  for (const slug of pricedPages)
    test(`(${lang}, 375 px) ${slug}: the package chosen in the quote form shows its whole name with its price's last day`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await visit(page, localizedPath(servicePath(slug), lang));
      const form = page.locator('form[data-form="service-quote"]');
      const select = form.locator('[name="package"]');
      await select.scrollIntoViewIfNeeded();
      // The scripted fields, which take the page's own over as they come near.
      await expect(form.locator("[data-plain-shipment-fields]")).toHaveCount(0);
      for (const pkg of packagesOf(slug, lang)) {
        await select.selectOption(packageKey(pkg.price));
        await expectChosen(select, pkg);
        await expect.poll(() => showsChosenWhole(select), { message: pkg.name }).toBe(true);
      }
    });

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("(id, 375 px) the page's own package list shows the chosen package's whole name before and without scripts", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(localizedPath(servicePath("warehouse-distribusi"), "id"));
    const select = page.locator('form[data-form="service-quote"] [name="package"]');
    for (const pkg of packagesOf("warehouse-distribusi", "id")) {
      await select.selectOption(packageKey(pkg.price));
      await expect.poll(() => showsChosenWhole(select), { message: pkg.name }).toBe(true);
    }
  });

  test("Japanese: a link made before the forms posted keys, naming the package as its page did, opens the quote form with that package chosen, and it is posted", async ({
    page,
  }) => {
    const lang = "ja";
    const fcl = packageNamed("ekspedisi-laut", lang, "rates.sea.fcl");
    const plainName = (serviceFrontmatter("ekspedisi-laut", lang).pricing as Package[]).find(
      (pkg) => pkg.price === fcl.price,
    )!.name;
    // Such links carried the package's name with its last day in brackets, as the page's list named it then.
    const oldName = bracketed(lang, plainName, validUntilText(fcl.price, lang));
    await page.goto(plainQuoteFormHref(lang, { serviceType: "ekspedisi-laut", package: oldName, mode: "sea-fcl" }));
    await expect(page.locator("h1")).toHaveText(localeText(lang, "form", "quote.title"));
    const linked = page.locator("form");
    await expectChosen(linked.locator('[name="package"]'), fcl);
    await expect(linked.locator('[name="mode"]')).toHaveValue("sea-fcl");
    await expect(linked.locator("[data-field-error]")).toHaveCount(0);
    const email = uniqueEmail("package-old-link");
    await fillContact(linked, email, "山田 花子");
    await linked.locator('button[type="submit"]').click();
    await page.waitForURL(isReceivedPage(lang));
    expect(await mailTo(page, email)).toMatch(mailRows("ekspedisi-laut", lang, fcl.price));
  });

  test("Chinese: a package no page offers now, posted by a page from before, is refused with its reason in Chinese beside the service's packages; the one chosen again is sent", async ({
    page,
  }) => {
    const lang = "zh";
    await page.goto(localizedPath(servicePath("ekspedisi-laut"), lang));
    const form = page.locator('form[data-form="service-quote"]');
    const email = uniqueEmail("package-old-post");
    await fillContact(form, email, "王 芳");
    const lcl = packageNamed("ekspedisi-laut", lang, "rates.sea.lcl");
    await form.locator('[name="package"]').selectOption(packageKey(lcl.price));
    // The page's list offered a name no page gives now (a package renamed since it was loaded).
    const gone = "拼箱（旧价）";
    await page.route(
      "**/api/send-contact-email",
      (route) =>
        route.continue({
          postData: route
            .request()
            .postData()!
            .replace(/(^|&)package=[^&]*/, `$1package=${encodeURIComponent(gone)}`),
        }),
      { times: 1 },
    );
    await form.locator('button[type="submit"]').click();

    const reasonText = localeText(lang, "formResults", "unknownPackage");
    await expect(page.locator("h1")).toHaveText(localeText(lang, "formAnswers", "invalid.title"));
    const again = page.locator("form");
    const select = again.getByLabel(localeText(lang, "form", "fields.package.label"));
    await expect(select).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`#${await select.getAttribute("aria-describedby")}`)).toContainText(reasonText);
    await expect(page.locator("[data-error-summary] a")).toHaveText(
      labelled(lang, localeText(lang, "form", "fields.package.label"), reasonText),
    );
    // What was posted, as posted, then the service's packages to choose from again.
    await expect(select.locator("option")).toHaveText([
      localeText(lang, "form", "fields.package.placeholder"),
      gone,
      ...packagesOf("ekspedisi-laut", lang).map((pkg) => pkg.name),
    ]);
    await expect(again.locator('[name="email"]')).toHaveValue(email);

    await select.selectOption(packageKey(lcl.price));
    await again.locator('button[type="submit"]').click();
    await page.waitForURL(isReceivedPage(lang));
    expect(await mailTo(page, email)).toMatch(mailRows("ekspedisi-laut", lang, lcl.price));
  });

  test("English: Request this package for Project Cargo leads to the quote form with it and break bulk chosen, as its card says", async ({
    page,
  }) => {
    const lang = "en";
    await page.goto(localizedPath(servicePath("ekspedisi-laut"), lang));
    const project = packageNamed("ekspedisi-laut", lang, "rates.sea.project");
    await plainPackageLink(page, project).click();
    await expect(page.locator("h1")).toHaveText(localeText(lang, "form", "quote.title"));
    const linked = page.locator("form");
    await expectChosen(linked.locator('[name="package"]'), project);
    await expect(linked.locator('[name="mode"]')).toHaveValue("sea-breakbulk");
    await expect(linked.locator('[name="serviceType"]')).toHaveValue("ekspedisi-laut");
  });

  test("Indonesian: Get Quote leads to the page's own form, where a package can be chosen; Request this package leads to a quote form with it chosen, and it is posted", async ({
    page,
  }) => {
    const lang = "id";
    await page.goto(localizedPath(servicePath("ekspedisi-udara"), lang));
    await expect(page.locator("header [data-quote-trigger]:visible")).toHaveAttribute("href", "#quote");
    const form = page.locator('form[data-form="service-quote"]');
    await expect(form.locator('[name="serviceType"]')).toHaveValue("ekspedisi-udara");
    const choice = form.getByLabel(localeText(lang, "form", "fields.package.label"));
    await expect(choice.locator("option")).toHaveText([
      localeText(lang, "form", "fields.package.placeholder"),
      ...packagesOf("ekspedisi-udara", lang).map((pkg) => pkg.name),
    ]);

    // The link the scripts read the address of is hidden: a static page cannot read it.
    const express = packageNamed("ekspedisi-udara", lang, "rates.air.express");
    await expect(packageLink(page, express)).toBeHidden();
    await expect(packageLink(page, express)).toHaveAttribute("href", `#${packageAnchor(packageKey(express.price))}`);
    await plainPackageLink(page, express).click();

    // The function's quote form, in the page's language, with the package, its mode and the service chosen.
    await expect(page.locator("h1")).toHaveText(localeText(lang, "form", "quote.title"));
    const linked = page.locator("form");
    await expectChosen(linked.locator('[name="package"]'), express);
    await expect(linked.locator('[name="mode"]')).toHaveValue(packageModeOf(express.price)!);
    await expect(linked.locator('[name="serviceType"]')).toHaveValue("ekspedisi-udara");
    const email = uniqueEmail("package-noscript");
    await fillContact(linked, email, "Budi Paket");
    await linked.locator('button[type="submit"]').click();
    await page.waitForURL(isReceivedPage(lang));
    const body = await mailTo(page, email);
    expect(body).toMatch(mailRows("ekspedisi-udara", lang, express.price));
    expect(plain(body)).toContain(`Service: ${inboxServiceName("ekspedisi-udara")}`);
    expect(body).toMatch(new RegExp(`^Mode +\\| ${inboxMode(packageModeOf(express.price)!)}$`, "m"));
  });
});
