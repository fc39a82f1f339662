import { expect, test, type Page } from "@playwright/test";
import { formActionPath, formPagePaths, localizedPath, pagePaths, servicePath } from "../src/shared/routes";
import { isSpaceless, languageCodes, type LanguageCode } from "../src/shared/languages";
import { localeText } from "./support/site";
import {
  acknowledgementsFor,
  expectFieldProblem,
  expectReceivedContactLinks,
  isReceivedPage,
  problemText,
  receivedFor,
  summaryText,
  visitor,
  type Visitor,
  outlineOf,
  invalidAsHeard,
} from "./support/forms";
import { company } from "../src/shared/facts";
import { fieldDefinition } from "../src/forms/shared/fields";
import { contrastRatio } from "./support/contrast";
import { lastLinesOfEach } from "./support/lines";

// With JavaScript disabled (a blocked script, an old phone, a crawler), every form still sends:
// the HTML form posts to the function, which answers 303 to the received page in the
// visitor's language (Post/Redirect/Get). Nothing personal is ever put in the address.

test.use({ javaScriptEnabled: false });

interface FormCase {
  name: string;
  lang: LanguageCode;
  path: string;
  form: string;
  consent?: boolean;
}

const cases: FormCase[] = [
  {
    name: "contact form",
    lang: "en",
    path: localizedPath(pagePaths.contact, "en"),
    form: 'form[data-form="contact"]',
    consent: true,
  },
  {
    name: "contact form",
    lang: "ja",
    path: localizedPath(pagePaths.contact, "ja"),
    form: 'form[data-form="contact"]',
    consent: true,
  },
  {
    name: "service page quote form",
    lang: "zh",
    path: localizedPath(servicePath("ekspedisi-udara"), "zh"),
    form: 'form[data-form="service-quote"]',
  },
  {
    name: "service page quote form",
    lang: "id",
    path: localizedPath(servicePath("bea-cukai"), "id"),
    form: 'form[data-form="service-quote"]',
  },
  {
    name: "quote page form",
    lang: "en",
    path: localizedPath(formPagePaths.quote, "en"),
    form: 'form[data-form="service-quote"]',
  },
  {
    name: "quote page form",
    lang: "ja",
    path: localizedPath(formPagePaths.quote, "ja"),
    form: 'form[data-form="service-quote"]',
  },
];

const typedFields = ["fullName", "company", "email", "phone", "message"] as const;

/** Posts the contact form, filled in with `v` and its robot box ticked, as a browser without scripts does. */
async function postContactForm(page: Page, lang: LanguageCode, v: Visitor) {
  await page.goto(localizedPath(pagePaths.contact, lang));
  const form = page.locator('form[data-form="contact"]');
  for (const name of typedFields) await form.locator(`[name="${name}"]`).fill(v[name]);
  await form.locator('[name="consent"]').check();
  await form.locator('button[type="submit"]').click();
}

for (const c of cases) {
  test(`${c.name} (${c.lang}) posts without scripts and lands on the received page in its language`, async ({
    page,
  }) => {
    const v: Visitor = visitor(`noscript-${c.name.replace(/ /g, "-")}`, c.lang);
    await page.goto(c.path);
    const form = page.locator(c.form);
    for (const name of typedFields) await form.locator(`[name="${name}"]`).fill(v[name]);
    if (c.consent) await form.locator('[name="consent"]').check();
    // How to be answered: a quote form's choice, posted like any field; the contact form does not ask it.
    const replyBy = form.getByLabel(localeText(c.lang, "form", "fields.replyBy.label"));
    if (c.consent) await expect(form.locator('[name="replyBy"]')).toHaveCount(0);
    else await replyBy.selectOption({ label: localeText(c.lang, "form", "fields.replyBy.choices.phone") });
    await form.locator('button[type="submit"]').click();

    await page.waitForURL(isReceivedPage(c.lang));
    const url = new URL(page.url());
    // Only the page, its language and the reference, never what was typed.
    expect([...url.searchParams.keys()].sort()).toEqual(["language", "page", "ref"]);
    const reference = url.searchParams.get("ref")!;
    expect(reference).toMatch(c.consent ? /^C-[2-9A-HJKMNP-Z]{6}$/ : /^Q-[2-9A-HJKMNP-Z]{6}$/);
    for (const name of typedFields) expect(page.url()).not.toContain(encodeURIComponent(v[name]).slice(0, 12));
    await expect(page.locator("h1")).toHaveText(localeText(c.lang, "formResults", "received.title"));
    // The reference in the page itself, without scripts.
    await expect(page.locator(`[data-reference="${reference}"]`)).toContainText(
      localeText(c.lang, "formResults", "received.reference").replace("{{reference}}", reference),
    );
    await expect(page.locator("html")).toHaveAttribute("lang", /^(id|en|zh|ja)/);
    await expectReceivedContactLinks(page.locator("main"), c.lang, reference);
    // The reply step names the phone call a quote's visitor chose; the contact form asks no way,
    // and a contact message is promised no quote.
    const replyStep = localeText(
      c.lang,
      "formResults",
      c.consent ? "received.steps.reply_contact" : "received.steps.reply_phone",
    );
    await expect(page.locator("main li").filter({ hasText: replyStep })).toHaveCount(1);

    await expect.poll(async () => (await receivedFor(page, v.email)).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await receivedFor(page, v.email);
    expect(mail.body.Subject).toContain(url.searchParams.get("ref"));
    for (const value of [v.fullName, v.company, v.email, v.phone, ...v.message.split("\n")])
      expect(mail.body.TextBody).toContain(value);
    if (c.consent) expect(mail.body.TextBody).not.toContain("Reply by");
    else
      expect(mail.body.TextBody).toContain(
        `\nReply by: ${localeText(company.inboxLanguage as LanguageCode, "form", "fields.replyBy.choices.phone")}\n`,
      );

    // The visitor's own acknowledgement, in the page's language, with the reference and none of what was typed.
    await expect.poll(async () => (await acknowledgementsFor(page, v.email)).length, { timeout: 15_000 }).toBe(1);
    const [ack] = await acknowledgementsFor(page, v.email);
    expect(ack.body.MessageStream).toBe("acknowledgements");
    expect(ack.body.Subject).toContain(url.searchParams.get("ref"));
    expect(ack.body.HtmlBody).toContain(`<html lang="${c.lang}">`);
    expect(ack.body.TextBody).toContain(replyStep);
    for (const value of [v.fullName, v.company, v.message.split("\n")[0]]) {
      expect(ack.body.TextBody).not.toContain(value);
      expect(ack.body.HtmlBody).not.toContain(value);
    }
  });
}

// The acknowledgement's heading over the company's phone, WhatsApp and email: in a mail shown with a
// browser's defaults, the Indonesian "Cara menghubungi kami" left "kami" alone on its second line at
// 320 to 340 px, as the contact page's heading above its cards did. Its last two words are joined
// there too (a no-break space in the text).
for (const lang of languageCodes)
  test(`(${lang}) the acknowledgement mail's heading over the ways to reach the company leaves no word alone on its last line at 320 to 400 px`, async ({
    page,
  }) => {
    const v = visitor("noscript-ack-heading", lang);
    await postContactForm(page, lang, v);
    await page.waitForURL(isReceivedPage(lang));
    await expect.poll(async () => (await acknowledgementsFor(page, v.email)).length, { timeout: 15_000 }).toBe(1);
    const [ack] = await acknowledgementsFor(page, v.email);
    await page.setContent(String(ack.body.HtmlBody));
    const heading = page.locator("h2").last();
    const title = localeText(lang, "formAnswers", "acknowledgement.contactTitle");
    expect((await heading.textContent())?.replace(/\s+/g, " ")).toBe(title.replace(/\s+/g, " "));
    const alone: string[] = [];
    for (let width = 320; width <= 400; width += 8) {
      await page.setViewportSize({ width, height: 800 });
      const [{ lines, last }] = await lastLinesOfEach(heading);
      const lone = isSpaceless(lang) ? last.replace(/[\s\p{P}]/gu, "").length === 1 : !/\s/.test(last.trim());
      if (lines > 1 && lone) alone.push(`${width} px: "${last.trim()}" of "${title}"`);
    }
    expect(alone).toEqual([]);
  });

for (const lang of ["en", "zh"] as const) {
  test(`(${lang}) what only the function refuses comes back as a page naming the field and its reason, with everything typed still in the form`, async ({
    page,
  }) => {
    const v: Visitor = { ...visitor("noscript-refused", lang), phone: "12" };
    await page.goto(localizedPath(formPagePaths.quote, lang));
    const form = page.locator('form[data-form="service-quote"]');
    for (const name of typedFields) await form.locator(`[name="${name}"]`).fill(v[name]);
    await form.locator('button[type="submit"]').click();

    const reason = problemText(lang, { field: "phone", reason: "phoneDigits", limit: 6 });
    await expect(page.getByText(reason).first()).toBeVisible();
    await expect(
      page
        .getByRole("link", { name: new RegExp(reason) })
        .or(page.locator(`a[href$="phone"]`))
        .first(),
    ).toBeVisible();
    const again = page.locator("form").filter({ has: page.locator('[name="fullName"]') });
    // A required field's label is the page's text colour; only its asterisk is red.
    const required = again.locator('label[for$="fullName"] [aria-hidden]');
    const colour = (element: Element) => getComputedStyle(element).color;
    expect(await required.evaluate(colour)).toBe(await page.locator("main h1").evaluate(colour));
    expect(await required.locator("span").evaluate(colour)).toBe("rgb(185, 28, 28)");
    // Above the fields, what the red asterisk means.
    const note = again.getByText(`* ${localeText(lang, "form", "required")}`, { exact: true });
    await expect(note).toBeVisible();
    expect(await note.locator("span").evaluate(colour)).toBe("rgb(185, 28, 28)");
    // Forced colours (Windows high contrast) drop the red: the refused field keeps a wider border.
    await page.emulateMedia({ forcedColors: "active" });
    const borderWidth = (name: string) =>
      again.locator(`[name="${name}"]`).evaluate((field) => parseFloat(getComputedStyle(field).borderTopWidth));
    expect(await borderWidth("phone")).toBeGreaterThan(await borderWidth("fullName"));
    await page.emulateMedia({ forcedColors: "none" });
    for (const name of ["fullName", "company", "email", "phone"] as const)
      await expect(again.locator(`[name="${name}"]`)).toHaveValue(v[name]);
    await expect(again.locator('[name="message"]')).toHaveValue(v.message);
    // The page is the function's answer to the post: nothing typed is in its address.
    expect(new URL(page.url()).search).toBe("");
    expect(await receivedFor(page, v.email)).toHaveLength(0);

    // Corrected and sent again, it is received.
    await again.locator('[name="phone"]').fill("+62 812 3456 7890");
    await again.locator('button[type="submit"], input[type="submit"]').first().click();
    await page.waitForURL(isReceivedPage(lang));
    await expect.poll(async () => (await receivedFor(page, v.email)).length, { timeout: 15_000 }).toBe(1);
  });
}

for (const lang of languageCodes) {
  test(`(${lang}) the quote page's service type says what International Freight is, in the page's language; the contact form, which does not offer it, says nothing`, async ({
    page,
  }) => {
    const hint = localeText(lang, "form", "fields.serviceType.hint");
    await page.goto(localizedPath(formPagePaths.quote, lang));
    const service = page.locator('form[data-form="service-quote"] [name="serviceType"]');
    await expect(service.locator('option[value="international-freight"]')).toHaveCount(1);
    await expect(service).toHaveAccessibleDescription(hint);
    await page.goto(localizedPath(pagePaths.contact, lang));
    const contactService = page.locator('form[data-form="contact"] [name="serviceType"]');
    await expect(contactService.locator('option[value="international-freight"]')).toHaveCount(0);
    await expect(contactService).toHaveAccessibleDescription("");
  });
}

test("(zh) the function's page of reasons says what International Freight is beside the service type, as the quote page does", async ({
  page,
}) => {
  const v: Visitor = { ...visitor("noscript-hint", "zh"), phone: "12" };
  await page.goto(localizedPath(formPagePaths.quote, "zh"));
  const form = page.locator('form[data-form="service-quote"]');
  for (const name of typedFields) await form.locator(`[name="${name}"]`).fill(v[name]);
  await form.locator('button[type="submit"]').click();
  await expect(
    page.getByText(problemText("zh", { field: "phone", reason: "phoneDigits", limit: 6 })).first(),
  ).toBeVisible();
  await expect(page.locator('[name="serviceType"]')).toHaveAccessibleDescription(
    localeText("zh", "form", "fields.serviceType.hint"),
  );
});

test("the quote page has the shipment details without scripts, open as with them: every question asked, sent in the mail", async ({
  page,
}) => {
  const lang = "ja";
  const v: Visitor = visitor("noscript-shipment", lang);
  await page.goto(localizedPath(formPagePaths.quote, lang));
  const form = page.locator('form[data-form="service-quote"]');
  // One part to open, holding the page's own fields.
  const part = form.locator("details:visible");
  await expect(part).toHaveCount(1);
  await expect(part.locator("summary")).toHaveText(localeText(lang, "form", "shipmentDetails"));
  await expect(part).toHaveAttribute("open", "");
  for (const name of typedFields) await form.locator(`[name="${name}"]`).fill(v[name]);
  const label = (field: string) => localeText(lang, "shipment", `fields.${field}.label`);
  await part.getByLabel(label("origin")).fill("大阪港");
  await part.getByLabel(label("mode")).selectOption("sea-fcl");
  // Nothing steps aside without scripts: the containers and the cargo value are asked too.
  await part.getByLabel(label("containerType")).selectOption("flatRack");
  await part.getByLabel(label("containerCount")).fill("2");
  await part.getByLabel(label("insurance")).check();
  await part.getByLabel(label("cargoValue")).fill("USD 120,000");
  // The page was built on another day: its date field holds no earliest day of its own (the
  // function refuses a past date and says why).
  await expect(part.getByLabel(label("readyDate"))).not.toHaveAttribute("min");
  await form.locator('button[type="submit"]').click();

  await page.waitForURL(isReceivedPage(lang));
  await expect.poll(async () => (await receivedFor(page, v.email)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await receivedFor(page, v.email);
  expect(mail.body.TextBody).toMatch(/Origin +\| 大阪港/);
  expect(mail.body.TextBody).toMatch(/Mode +\| Sea freight, full container \(FCL\)/);
  expect(mail.body.TextBody).toMatch(/Containers +\| 2 x Flat rack/);
  expect(mail.body.TextBody).toMatch(/Insurance +\| Yes/);
  expect(mail.body.TextBody).toMatch(/Cargo value +\| USD 120,000/);
  // Questions not answered are not in the mail.
  expect(mail.body.TextBody).not.toMatch(/Dangerous goods|Temperature control/);
});

test("the robot box, required, is not announced as invalid before the form is sent, in every language; on the function's page, refused, it is", async ({
  page,
}) => {
  for (const lang of languageCodes) {
    await page.goto(localizedPath(pagePaths.contact, lang));
    const form = page.locator('form[data-form="contact"]');
    // Chromium marks a required box that is not ticked invalid by itself: a screen reader would
    // say "invalid entry" before the visitor has done anything.
    expect(await invalidAsHeard(form.locator('[name="consent"]')), lang).toBe("false");
  }
  // Refused (a browser that leaves required boxes to the site), it is.
  const v = visitor("noscript-robot-heard", "en");
  await page.goto(localizedPath(pagePaths.contact, "en"));
  const form = page.locator('form[data-form="contact"]');
  for (const name of typedFields) await form.locator(`[name="${name}"]`).fill(v[name]);
  await form.locator('[name="consent"]').evaluate((box) => box.removeAttribute("required"));
  await form.locator('button[type="submit"]').click();
  const again = page.locator("form").filter({ has: page.locator('[name="consent"]') });
  await expectFieldProblem(again, "en", { field: "consent", reason: "consent" });
  expect(await invalidAsHeard(again.locator('[name="consent"]'))).toBe("true");
});

test("the browser itself refuses an empty required field without sending, and leaves the email address to the function", async ({
  page,
}) => {
  const v = visitor("noscript-browser-checks", "en");
  let posts = 0;
  page.on("request", (r) => r.method() === "POST" && posts++);
  await page.goto(localizedPath(pagePaths.contact, "en"));
  const form = page.locator('form[data-form="contact"]');
  await form.locator('[name="fullName"]').fill(v.fullName);
  await form.locator('[name="email"]').fill("not-an-email");
  await form.locator('button[type="submit"]').click();
  // The browser refuses the form in the click itself and takes the visitor to the first field it
  // refuses: the empty phone, past the address, which the function judges and explains in the
  // page's language (below).
  await expect(form.locator('[name="phone"]')).toBeFocused();
  expect(posts).toBe(0);
  expect(await form.locator('[name="email"]').evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(true);
  expect(await form.locator('[name="phone"]').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  expect(await form.locator('[name="consent"]').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(
    true,
  );
  await expect(form.locator('[name="fullName"]')).toHaveValue(v.fullName);
});

/** The text as a Japanese or Chinese keyboard in full-width mode types it: ｔａｒｏ＠ｅｘａｍｐｌｅ．ｃｏｍ. */
const fullWidth = (text: string) => text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

const addresses = [
  { kind: "typed in full width", tag: "full-width", typed: fullWidth, received: (email: string) => email },
  {
    kind: "with only its at sign in full width",
    tag: "full-width-at",
    typed: (email: string) => email.replace("@", "＠"),
    received: (email: string) => email,
  },
  {
    kind: "at a host in its own script",
    tag: "unicode-host",
    typed: (email: string) => email.replace("@example.com", "@müller.de"),
    received: (email: string) => email.replace("@example.com", "@xn--mller-kva.de"),
  },
];

for (const { kind, tag, typed, received } of addresses) {
  test(`(ja) an address ${kind} is sent without scripts, and the company and the visitor's acknowledgement get it as the address it is`, async ({
    page,
  }) => {
    const lang = "ja";
    const v: Visitor = visitor(`noscript-address-${tag}`, lang);
    const address = received(v.email);
    await page.goto(localizedPath(pagePaths.contact, lang));
    const form = page.locator('form[data-form="contact"]');
    // A phone still shows its keyboard for addresses; the browser still offers the saved one.
    await expect(form.locator('[name="email"]')).toHaveAttribute("inputmode", "email");
    await expect(form.locator('[name="email"]')).toHaveAttribute("autocomplete", "email");
    for (const name of typedFields)
      await form.locator(`[name="${name}"]`).fill(name === "email" ? typed(v.email) : v[name]);
    await form.locator('[name="consent"]').check();
    await form.locator('button[type="submit"]').click();

    await page.waitForURL(isReceivedPage(lang));
    await expect.poll(async () => (await receivedFor(page, address)).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await receivedFor(page, address);
    expect(mail.body.ReplyTo).toBe(`"${v.fullName}" <${address}>`);
    expect(mail.body.TextBody).toContain(`\nEmail: ${address}`);
    await expect.poll(async () => (await acknowledgementsFor(page, address)).length, { timeout: 15_000 }).toBe(1);
  });
}

test("(ja) an address the function refuses comes back on its page with the reason beside the field in Japanese, and corrected it is received", async ({
  page,
}) => {
  const lang = "ja";
  const v: Visitor = visitor("noscript-bad-address", lang);
  const unfinished = v.email.replace(/@.*/, "@");
  await page.goto(localizedPath(pagePaths.contact, lang));
  const form = page.locator('form[data-form="contact"]');
  for (const name of typedFields) await form.locator(`[name="${name}"]`).fill(name === "email" ? unfinished : v[name]);
  await form.locator('[name="consent"]').check();
  await form.locator('button[type="submit"]').click();

  const problem = { field: "email", reason: "email" } as const;
  const again = page.locator("form").filter({ has: page.locator('[name="email"]') });
  await expectFieldProblem(again, lang, problem);
  await expect(page.getByRole("link", { name: summaryText(lang, problem) })).toHaveAttribute(
    "href",
    `#${await again.locator('[name="email"]').getAttribute("id")}`,
  );
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  // The robot box beside its label, as on the site's pages, not alone on a line above it.
  const robot = (await again.locator('[name="consent"]').boundingBox())!;
  const robotLabel = (await again.locator('label[for$="consent"]').boundingBox())!;
  expect(robot.x + robot.width).toBeLessThanOrEqual(robotLabel.x);
  expect(robot.y).toBeLessThan(robotLabel.y + robotLabel.height);
  await expect(again.locator('[name="email"]')).toHaveValue(unfinished);
  await expect(again.locator('[name="fullName"]')).toHaveValue(v.fullName);
  expect(await receivedFor(page, unfinished)).toHaveLength(0);

  await again.locator('[name="email"]').fill(v.email);
  await again.locator('[name="consent"]').check();
  await again.locator('button[type="submit"]').click();
  await page.waitForURL(isReceivedPage(lang));
  await expect.poll(async () => (await receivedFor(page, v.email)).length, { timeout: 15_000 }).toBe(1);
});

test("(zh) on the function's page of reasons, every control Tab reaches shows a focus ring at 3:1 against what is around it, as on the site's pages", async ({
  page,
}) => {
  const v: Visitor = { ...visitor("noscript-focus-ring", "zh"), phone: "12" };
  await postContactForm(page, "zh", v);
  await expectFieldProblem(page.locator("form"), "zh", { field: "phone", reason: "phoneDigits", limit: 6 });
  const rgb = (colour: string) =>
    colour
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map(Number);
  const weak: string[] = [];
  const reached = new Set<string>();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    const focus = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      if (element === document.body) return null;
      let surface = element.parentElement;
      while (surface && getComputedStyle(surface).backgroundColor === "rgba(0, 0, 0, 0)")
        surface = surface.parentElement;
      const style = getComputedStyle(element);
      return {
        what: `${element.tagName} ${element.getAttribute("name") ?? element.textContent}`,
        outline: `${style.outlineStyle} ${parseFloat(style.outlineWidth)}`,
        colour: style.outlineColor,
        around: getComputedStyle(surface ?? document.body).backgroundColor,
      };
    });
    if (!focus || reached.has(focus.what)) break;
    reached.add(focus.what);
    const ratio = contrastRatio(rgb(focus.colour), rgb(focus.around));
    if (!/^solid [2-9]/.test(focus.outline) || ratio < 3)
      weak.push(`${focus.what}: ${focus.outline}, ${ratio.toFixed(2)}:1`);
  }
  // The header's link, the summary's links, the fields, the legal links, Send and the footer's links.
  expect(reached.size).toBeGreaterThan(12);
  expect(weak).toEqual([]);
});

test("(en) in forced colours (Windows high contrast) the function's page of reasons draws an edge round Send, its blue gone", async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: "active" });
  await postContactForm(page, "en", { ...visitor("noscript-forced-colours", "en"), phone: "12" });
  await expectFieldProblem(page.locator("form"), "en", { field: "phone", reason: "phoneDigits", limit: 6 });
  const send = page.locator('form button[type="submit"]');
  for (const side of ["top", "right", "bottom", "left"]) {
    await expect(send).toHaveCSS(`border-${side}-style`, "solid");
    await expect(send).not.toHaveCSS(`border-${side}-width`, "0px");
  }
});

test("(en) the function's received page and page of reasons take the text size the visitor set in the browser (not only its zoom), and look as before at the default size", async ({
  page,
}) => {
  /** The sizes a reader sees: the body's text, the heading, a field's typed text and its reason. */
  const sizes = () =>
    page.evaluate(() =>
      ["body", "h1", "input[name=phone]", "[data-field-error]"].map((selector) => {
        const element = document.querySelector(selector);
        return element ? getComputedStyle(element).fontSize : null;
      }),
    );
  // Chromium's "Font size" setting (Settings, Appearance), which page zoom leaves alone.
  const cdp = await page.context().newCDPSession(page);
  const textSize = (px: number) => cdp.send("Page.setFontSizes", { fontSizes: { standard: px } });

  await page.goto(`${formActionPath}?page=received&language=en`);
  await expect(page.locator("h1")).toHaveText(localeText("en", "formResults", "received.title"));
  expect(await sizes()).toEqual(["16px", "25.6px", null, null]);
  await expect(page.locator("body")).toHaveCSS("line-height", "24px");
  await textSize(24);
  await expect.poll(sizes).toEqual(["24px", "38.4px", null, null]);

  await textSize(16);
  await postContactForm(page, "en", { ...visitor("noscript-text-size", "en"), phone: "12" });
  await expectFieldProblem(page.locator("form"), "en", { field: "phone", reason: "phoneDigits", limit: 6 });
  expect(await sizes()).toEqual(["16px", "25.6px", "16px", "16px"]);
  await textSize(24);
  await expect.poll(sizes).toEqual(["24px", "38.4px", "24px", "24px"]);
});

test("(ja) on the function's page of reasons, a summary's link followed by keyboard focuses its field with the field's label in view", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  const v: Visitor = { ...visitor("noscript-summary-link", "ja"), email: "taro", phone: "12" };
  await postContactForm(page, "ja", v);
  const again = page.locator("form");
  await expectFieldProblem(again, "ja", { field: "phone", reason: "phoneDigits", limit: 6 });
  for (const [i, name] of ["email", "phone"].entries()) {
    const link = again.locator("[data-error-summary] a").nth(i);
    await link.focus();
    await page.keyboard.press("Enter");
    const field = again.locator(`[name="${name}"]`);
    await expect(field).toBeFocused();
    // Without scripts the browser brings the field to the top edge: the label above it went out of sight.
    await expect(again.locator(`label[for="${await field.getAttribute("id")}"]`)).toBeInViewport({ ratio: 1 });
    await expect(field).toBeInViewport({ ratio: 1 });
  }
});

test("(en) a contact form posted with its robot box unticked (a browser that leaves required boxes to the site) comes back with the box marked in red as the refused phone is, and its reason spaced as the phone's", async ({
  page,
}) => {
  const v: Visitor = { ...visitor("noscript-robot", "en"), phone: "12" };
  await page.goto(localizedPath(pagePaths.contact, "en"));
  const form = page.locator('form[data-form="contact"]');
  for (const name of typedFields) await form.locator(`[name="${name}"]`).fill(v[name]);
  await form.locator('[name="consent"]').evaluate((box) => box.removeAttribute("required"));
  await form.locator('button[type="submit"]').click();

  const again = page.locator("form").filter({ has: page.locator('[name="consent"]') });
  await expectFieldProblem(again, "en", { field: "consent", reason: "consent" });
  await expectFieldProblem(again, "en", { field: "phone", reason: "phoneDigits", limit: 6 });
  // A checkbox draws no border, so the red a refused input's border takes must show around the box.
  const phoneRed = await again.locator('[name="phone"]').evaluate((field) => getComputedStyle(field).borderTopColor);
  const ring = await outlineOf(again.locator('[name="consent"]'));
  expect(ring).toEqual({ style: "solid", width: expect.any(Number), colour: phoneRed });
  expect(ring.width).toBeGreaterThanOrEqual(2);
  // Each reason close under what it explains, and as far from what follows as the phone's.
  const gaps = (name: string) =>
    again.locator(`[id="${name}-error"]`).evaluate((reason) => {
      let last: Element = reason;
      while (!last.nextElementSibling) last = last.parentElement!;
      const box = reason.getBoundingClientRect();
      return {
        above: Math.round(box.top - reason.previousElementSibling!.getBoundingClientRect().bottom),
        below: Math.round(last.nextElementSibling!.getBoundingClientRect().top - box.bottom),
      };
    });
  const id = (name: string) => again.locator(`[name="${name}"]`).getAttribute("id");
  expect(await gaps((await id("consent"))!)).toEqual(await gaps((await id("phone"))!));
});

for (const [slug, ns, lang] of [
  ["ekspedisi-laut", "calculator", "ja"],
  ["ekspedisi-udara", "calculator", "id"],
  ["bea-cukai", "estimator", "zh"],
] as const) {
  test(`(${lang}) the ${ns} of ${slug} says in its place that it needs JavaScript, and leads to the page's quote form`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(localizedPath(servicePath(slug), lang));
    const place = page.locator(`#${ns}`);
    const said = place.locator("[data-needs-scripts]");
    await expect(said).toContainText(localeText(lang, ns, "withoutScripts"));
    // No screen-high blank: the space kept for the part gives way to the line.
    expect((await place.boundingBox())!.height).toBeLessThan(400);
    await said.getByRole("link", { name: localeText(lang, ns, "toQuoteForm") }).click();
    await expect(page).toHaveURL(/#quote$/);
    await expect(page.locator("#quote form")).toBeInViewport();
  });
}

test("(ja) a message pasted past its limit comes back whole with its limit beside it; cut to the limit, a message that long in Japanese is received", async ({
  page,
}) => {
  const lang = "ja";
  const v: Visitor = visitor("noscript-long", lang);
  const limit = fieldDefinition("message")!.maxLength!;
  await page.goto(localizedPath(pagePaths.contact, lang));
  const form = page.locator('form[data-form="contact"]');
  for (const name of typedFields) await form.locator(`[name="${name}"]`).fill(v[name]);
  await form.locator('[name="consent"]').check();
  const pasted = "貨".repeat(limit + 20);
  await form.locator('[name="message"]').fill(pasted);
  await expect(form.locator('[name="message"]')).toHaveValue(pasted);
  await form.locator('button[type="submit"]').click();

  const again = page.locator("form").filter({ has: page.locator('[name="message"]') });
  await expect(again.locator('[data-field-error="tooLong"]')).toContainText(
    problemText(lang, { field: "message", reason: "tooLong", limit }),
  );
  await expect(again.locator('[name="message"]')).toHaveValue(pasted);
  expect(await receivedFor(page, v.email)).toHaveLength(0);

  // At its limit, url-encoded at 9 bytes a character, it is far above the forms' JSON limit.
  await again.locator('[name="message"]').fill("貨".repeat(limit));
  await again.locator('[name="consent"]').check();
  await again.locator('button[type="submit"]').click();
  await page.waitForURL(isReceivedPage(lang));
  await expect.poll(async () => (await receivedFor(page, v.email)).length, { timeout: 15_000 }).toBe(1);
});

test("(ja) what a Japanese keyboard types is taken: an address with an apostrophe, a full-width ＋ number, a message with emoji counted as seen", async ({
  page,
}) => {
  const lang = "ja";
  const v: Visitor = {
    ...visitor("noscript-typed", lang),
    phone: "＋８１ ９０-１２３４-５６７８",
    // 3,900 characters as seen, 5,200 UTF-16 units: within the 5,000-character limit.
    message: "荷物📦".repeat(1300),
  };
  v.email = `o'${v.email}`;
  await postContactForm(page, lang, v);

  await page.waitForURL(isReceivedPage(lang));
  await expect.poll(async () => (await receivedFor(page, v.email)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await receivedFor(page, v.email);
  expect(mail.body.TextBody).toContain(`Phone: ${v.phone}\n`);
  expect(mail.body.TextBody).toContain(
    "Phone (international): +81 90 1234 5678\nWhatsApp: https://wa.me/819012345678\n",
  );
  expect(mail.body.TextBody).toContain(v.message);
});
