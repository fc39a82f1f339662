import { expect, test } from "@playwright/test";
import { localizedPath, pagePaths, formPagePaths, servicePath } from "../src/shared/routes";
import type { LanguageCode } from "../src/shared/languages";
import { holdScripts, hydrated, isReceivedPage, receivedFor, visitor, type Visitor } from "./support/forms";
import { localeText } from "./support/site";
import { translateLikeABrowser } from "./support/translate";

// A visitor on a slow phone starts typing as soon as the form is painted, seconds before the
// page's scripts arrive. Here the scripts are held back until the visitor has filled in every
// field: nothing typed may be wiped when they take over, and Send then sends all of it.

interface FormCase {
  name: string;
  lang: LanguageCode;
  path: string;
  form: string;
  consent?: boolean;
  serviceType: string;
}

const cases: FormCase[] = [
  {
    name: "contact form",
    lang: "en",
    path: localizedPath(pagePaths.contact, "en"),
    form: 'form[data-form="contact"]',
    consent: true,
    serviceType: "ekspedisi-laut",
  },
  {
    name: "contact form",
    lang: "ja",
    path: localizedPath(pagePaths.contact, "ja"),
    form: 'form[data-form="contact"]',
    consent: true,
    serviceType: "bea-cukai",
  },
  {
    name: "service page quote form",
    lang: "zh",
    path: localizedPath(servicePath("ekspedisi-laut"), "zh"),
    form: 'form[data-form="service-quote"]',
    serviceType: "ekspedisi-udara",
  },
  {
    name: "quote page form",
    lang: "id",
    path: localizedPath(formPagePaths.quote, "id"),
    form: 'form[data-form="service-quote"]',
    serviceType: "warehouse-distribusi",
  },
];

for (const c of cases) {
  test(`${c.name} (${c.lang}): everything typed before the scripts arrive is sent once they have`, async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(c.path, { waitUntil: "commit" });
    const form = page.locator(c.form);
    const v: Visitor = {
      ...visitor(`early-${c.name.replace(/ /g, "-")}`, c.lang),
      serviceType: c.serviceType,
      fullName: "山田 太郎",
    };
    // As soon as the field is visible, as a person does: the scripts are still held back. A
    // quote form's shipment details are the page's own fields until the scripts bring theirs.
    const shipment = c.form.includes("quote") ? { origin: "深圳蛇口港", mode: "sea-lcl" } : undefined;
    if (shipment) {
      await form.locator('[name="origin"]').fill(shipment.origin);
      await form.locator('[name="mode"]').selectOption(shipment.mode);
    }
    for (const name of ["fullName", "company", "email", "phone", "message"] as const)
      await form.locator(`[name="${name}"]`).fill(v[name]);
    await form.locator('[name="serviceType"]').selectOption(c.serviceType);
    if (c.consent) await form.locator('[name="consent"]').check();
    await expect(page.locator("html[data-quote-ready]")).toHaveCount(0);

    release();
    // Waiting for hydration is the point of this test: the takeover must not wipe the fields.
    await hydrated(page);
    // ...nor the scripted shipment details taking over from the page's own.
    if (shipment) await expect(form.locator("[data-plain-shipment-fields]")).toHaveCount(0);
    for (const name of ["fullName", "company", "email", "phone", "message"] as const)
      await expect(form.locator(`[name="${name}"]`)).toHaveValue(v[name]);
    await expect(form.locator('[name="serviceType"]')).toHaveValue(c.serviceType);
    if (c.consent) await expect(form.locator('[name="consent"]')).toBeChecked();
    if (shipment) {
      await expect(form.locator('[name="origin"]')).toHaveValue(shipment.origin);
      await expect(form.locator('[name="mode"]')).toHaveValue(shipment.mode);
    }

    await form.locator('button[type="submit"]').click();
    await expect.poll(async () => (await receivedFor(page, v.email)).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await receivedFor(page, v.email);
    for (const value of [v.fullName, v.company, v.email, v.phone]) expect(mail.body.TextBody).toContain(value);
    expect(mail.body.TextBody).toContain(v.message.split("\n")[0]);
    if (shipment) expect(mail.body.TextBody).toContain(shipment.origin);
    // A scripted send stays on the page: the address never carries what was typed.
    expect(page.url()).not.toContain("email=");
  });
}

// The shipment details last, as a visitor who fills the form from the top does: the focus is still
// in the page's own fields when the scripted ones arrive, and they take over as it leaves. Some
// step aside then (containers, the cargo's value), which must not move Send from under the press.
test("(zh) one press on Send sends, when the focus leaves the page's own shipment details for it", async ({ page }) => {
  await page.setViewportSize({ width: 414, height: 800 });
  const release = await holdScripts(page);
  await page.goto(localizedPath(servicePath("ekspedisi-laut"), "zh"), { waitUntil: "commit" });
  const form = page.locator('form[data-form="service-quote"]');
  const v = visitor("early-shipment-last", "zh");
  for (const name of ["fullName", "email", "phone", "message"] as const)
    await form.locator(`[name="${name}"]`).fill(v[name]);
  await form.locator('[name="origin"]').fill("深圳蛇口港");
  const scriptedFields = page.waitForResponse(/\/shipment-fields-[0-9a-f]+\.js$/);
  release();
  // Waiting for the scripts is the point: the scripted shipment fields are here (their code run a
  // frame or two after it came), waiting for the focus to leave.
  await hydrated(page);
  await (await scriptedFields).finished();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(form.locator('[name="origin"]')).toBeFocused();

  await form.locator('button[type="submit"]').click();
  await expect.poll(async () => (await receivedFor(page, v.email)).length, { timeout: 15_000 }).toBe(1);
  expect((await receivedFor(page, v.email))[0].body.TextBody).toContain("深圳蛇口港");
});

for (const lang of ["en", "ja"] as const) {
  test(`(${lang}) Send pressed before the scripts arrive posts the form, and the received page shows the reference and what happens next`, async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto(localizedPath(pagePaths.contact, lang), { waitUntil: "commit" });
    const form = page.locator('form[data-form="contact"]');
    const v: Visitor = visitor("early-send", lang);
    for (const name of ["fullName", "company", "email", "phone", "message"] as const)
      await form.locator(`[name="${name}"]`).fill(v[name]);
    await form.locator('[name="consent"]').check();
    await expect(page.locator("html[data-quote-ready]")).toHaveCount(0);
    // Send before the scripts: the browser posts the form itself.
    await form.locator('button[type="submit"]').click();
    // The received page is the function's and loads no script: the scripts still held do not matter.
    await page.waitForURL(isReceivedPage(lang), { waitUntil: "commit" });
    const reference = new URL(page.url()).searchParams.get("ref");
    expect(reference).toMatch(/^C-[2-9A-HJKMNP-Z]{6}$/);
    // What happens next and the reference are in the page as served.
    // A contact message's: read and answered, no quote promised.
    for (const step of ["read_contact", "reply_contact", "documents", "urgent"])
      await expect(page.locator("main")).toContainText(localeText(lang, "formResults", `received.steps.${step}`));
    await expect(page.locator(`[data-reference="${reference}"]`)).toContainText(
      localeText(lang, "formResults", "received.reference").replace("{{reference}}", reference!),
    );
    release();
    await expect.poll(async () => (await receivedFor(page, v.email)).length, { timeout: 15_000 }).toBe(1);
    expect((await receivedFor(page, v.email))[0].body.Subject).toContain(reference);
  });
}

// Browser translators and extensions change a page's text before its scripts run. React then finds
// HTML it did not render: it renders again only the section around the change (each section is a
// Suspense boundary, HydrateApart), so a form elsewhere keeps what the visitor typed.
test("a page the browser translated before the scripts arrive, the form's own labels included, keeps what was typed, chosen and ticked in its form", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto(localizedPath(pagePaths.contact, "ja"), { waitUntil: "commit" });
  const form = page.locator('form[data-form="contact"]');
  await form.locator('[name="fullName"]').fill("山田 太郎");
  await form.locator('[name="message"]').fill("パレット2枚をシンガポールへ。");
  await form.locator('[name="serviceType"]').selectOption("ekspedisi-laut");
  await form.locator('[name="consent"]').check();
  // The page translated as it appears, every text read otherwise than its HTML.
  await translateLikeABrowser(page, " (translated)");
  release();
  // Waiting for hydration is the point: the takeover is what could wipe the fields.
  await hydrated(page);
  await expect(form.locator('[name="fullName"]')).toHaveValue("山田 太郎");
  await expect(form.locator('[name="message"]')).toHaveValue("パレット2枚をシンガポールへ。");
  await expect(form.locator('[name="serviceType"]')).toHaveValue("ekspedisi-laut");
  await expect(form.locator('[name="consent"]')).toBeChecked();
  // Given once: the same form on the next page starts empty.
  await page
    .locator(`header a[href="${localizedPath(pagePaths.home, "ja")}"]`)
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${localizedPath(pagePaths.home, "ja")}$`));
  await expect(page.locator('form[data-form="contact"] [name="fullName"]')).toHaveValue("");
});

test("a page changed by an extension before the scripts arrive keeps what was typed in its form", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(localizedPath(pagePaths.contact, "en"), { waitUntil: "commit" });
  const form = page.locator('form[data-form="contact"]');
  await form.locator('[name="fullName"]').fill("Budi Santoso");
  await form.locator('[name="message"]').fill("Two pallets of machine parts to Singapore.");
  await page
    .locator("footer p")
    .first()
    .evaluate((p) => (p.textContent = "Translated by an extension"));
  release();
  // Waiting for hydration is the point: the takeover is what could wipe the fields.
  await hydrated(page);
  await expect(page.locator("footer p").first()).not.toHaveText("Translated by an extension");
  await expect(form.locator('[name="fullName"]')).toHaveValue("Budi Santoso");
  await expect(form.locator('[name="message"]')).toHaveValue("Two pallets of machine parts to Singapore.");
});
