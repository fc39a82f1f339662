import { expect, test } from "@playwright/test";
import { expectedH1, htmlLang, languageLinkName, localeText, normalise, sitePages } from "./support/site";
import { languageCodes, languages, type LanguageCode } from "../src/shared/languages";
import { formPagePaths, legalPaths, localizedPath, pagePaths, servicePath } from "../src/shared/routes";
import { hydrated } from "./support/forms";
import { expectNotIndexed } from "./support/served-page";
import { readFileSync } from "fs";
import { contentDataFiles } from "../src/node/content-notes";

/** The start of every editors' note in content/'s data files, as far as it is plain words. */
function contentDataNotes(): string[] {
  const notes: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value !== "object" || value === null) return;
    for (const [key, inner] of Object.entries(value)) {
      if (key.startsWith("_") && typeof inner === "string") notes.push(/^[^'"\\]{1,30}/.exec(inner)![0]);
      else collect(inner);
    }
  };
  for (const file of contentDataFiles()) collect(JSON.parse(readFileSync(file, "utf8")));
  return notes;
}

// How many pages there are, and which, is checked against content/ in __tests__/page-plan.test.ts;
// each page, and an unknown path's 404 in each language, in every-page.spec.ts.

test("the language switcher moves between the four versions of a page", async ({ page }) => {
  const about = sitePages.filter((p) => p.template === "about");
  await page.goto(localizedPath("/tentang/", "id"));
  for (const target of [...languages.slice(1), languages[0]]) {
    const expected = about.find((p) => p.language === target.code)!;
    await page
      .getByRole("link", { name: languageLinkName(target.code) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${expected.path}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", htmlLang(target.code));
    await expect(page.locator("h1")).toHaveText(normalise(expectedH1(expected)));
  }
});

test("the received page kept for old addresses gives each step once, a quote's only once its reference is read", async ({
  page,
  browser,
}) => {
  const step = (name: string) => localeText("en", "formResults", `received.steps.${name}`);
  const times = async (on: typeof page, text: string) =>
    (await on.getByRole("main").innerText()).split(text).length - 1;
  // As served, without scripts, its reference unread and its form not known: the steps every message is given.
  const served = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const plain = await served.newPage();
  await plain.goto(`${localizedPath(formPagePaths.received, "en")}?ref=Q-7K4M2P`);
  for (const name of ["read_contact", "reply_contact", "documents"]) expect(await times(plain, step(name))).toBe(1);
  expect(await times(plain, step("read"))).toBe(0);
  // A page only a message sent leads to: kept out of search results.
  await expectNotIndexed(plain);
  await served.close();
  // A quote's reference read from the address, its quote's steps, each once.
  await page.goto(`${localizedPath(formPagePaths.received, "en")}?ref=Q-7K4M2P`);
  await expect(page.getByRole("main")).toContainText(step("read"));
  for (const name of ["read", "reply", "documents"]) expect(await times(page, step(name))).toBe(1);
  expect(await times(page, step("reply_contact"))).toBe(0);
});

test("on the received page the language switcher keeps the reference its address carries", async ({ page }) => {
  const query = "?ref=Q-7K4M2P";
  await page.goto(`${localizedPath(formPagePaths.received, "id")}${query}`);
  // The links are the build's plain hrefs until the scripts add the query (src/components/layout).
  await hydrated(page);
  const switcherIn = (language: LanguageCode) =>
    page.getByRole("navigation", { name: localeText(language, "common", "languageSwitcher.label") });
  const switcher = switcherIn("id");
  for (const target of languages)
    await expect(switcher.getByRole("link", { name: languageLinkName(target.code) })).toHaveAttribute(
      "href",
      `${localizedPath(formPagePaths.received, target.code)}${query}`,
    );
  await switcher.getByRole("link", { name: languageLinkName("en") }).click();
  await expect(page).toHaveURL(new RegExp(`${localizedPath(formPagePaths.received, "en")}\\${query}$`));
  await expect(page.getByRole("main")).toContainText(
    localeText("en", "formResults", "received.reference").replace("{{reference}}", "Q-7K4M2P"),
  );
  // On other pages the links lead to the page's own address, also after moving there in the browser.
  await page
    .getByRole("main")
    .getByRole("link", { name: localeText("en", "formPages", "received.home") })
    .click();
  await expect(page).toHaveURL(new RegExp(`${localizedPath(pagePaths.home, "en")}$`));
  await expect(switcherIn("en").getByRole("link", { name: languageLinkName("ja") })).toHaveAttribute(
    "href",
    localizedPath(pagePaths.home, "ja"),
  );
});

for (const language of languageCodes) {
  test(`the 404 page in ${language} looks like the site's other pages, and leads home and to the services without scripts`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const headingStyle = async () =>
      page.locator("h1").evaluate((h1) => {
        const style = getComputedStyle(h1);
        const banner = getComputedStyle(h1.closest("section")!);
        return {
          fontSize: style.fontSize,
          fontWeight: style.fontWeight,
          color: style.color,
          banner: banner.backgroundImage,
        };
      });
    await page.goto(localizedPath("/tentang/", language));
    const aboutHeading = await headingStyle();

    await page.goto(localizedPath("/no-such-page/", language));
    await expect(page.locator("h1")).toHaveText("404");
    expect(await headingStyle()).toEqual(aboutHeading);
    expect(aboutHeading.banner).toContain("gradient");
    await expect(page.getByRole("main").getByText(localeText(language, "common", "notFound.message"))).toBeVisible();
    // The page's content starts where other pages' does: clear of the left edge, below the header.
    const box = (await page.locator("h1").boundingBox())!;
    expect(box.x).toBeGreaterThan(8);
    const services = page
      .getByRole("main")
      .getByRole("link", { name: localeText(language, "common", "notFound.services") });
    await expect(services).toHaveAttribute("href", localizedPath("/services/", language));
    await services.click();
    await expect(page).toHaveURL(new RegExp(`${localizedPath("/services/", language)}$`));
    await context.close();
  });
}

test("a page opened by its file's address shows that page once the scripts run, at its folder's address (waits for hydration, which it is about)", async ({
  page,
}) => {
  for (const path of [localizedPath(pagePaths.home, "en"), localizedPath(pagePaths.contact, "ja"), pagePaths.about]) {
    const planned = sitePages.find((candidate) => candidate.path === path)!;
    const problems: string[] = [];
    page.on("console", (message) => problems.push(message.text()));
    await page.goto(`${path}index.html?ref=1#top`);
    await hydrated(page);
    await expect(page).toHaveURL(new RegExp(`${path}\\?ref=1#top$`));
    await expect(page.locator("h1")).toHaveText(normalise(expectedH1(planned)));
    expect(problems.filter((text) => text.includes("404"))).toEqual([]);
    page.removeAllListeners("console");
  }
});

test("a page reached by a link is announced to screen readers by its title in the page's language, with no English (waits for the scripts, which make the link a move within the site)", async ({
  page,
}) => {
  for (const language of ["ja", "id"] as const) {
    await page.goto(localizedPath(pagePaths.services, language));
    await hydrated(page);
    await page
      .locator(`a[href="${localizedPath(pagePaths.contact, language)}"]:visible`)
      .first()
      .click();
    const contact = localizedPath(pagePaths.contact, language);
    await expect(page).toHaveURL(new RegExp(`${contact}$`));
    // The address changes before the new page renders, so its title comes from the plan, not the screen.
    const title = normalise(expectedH1(sitePages.find((candidate) => candidate.path === contact)!));
    await expect(page.locator("h1"), language).toHaveText(title);
    await expect(page.locator("#gatsby-announcer"), language).toHaveText(title);
  }
});

test("no page loads Gatsby's Partytown code, which acts only in gatsby develop", async ({ page }) => {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text());
  });
  await page.goto(localizedPath(servicePath("ekspedisi-laut"), "en"));
  // Waits for hydration: the page adds its scripts only once its first frame is drawn, which a busy
  // machine can take longer to do than networkidle's half second of quiet.
  await hydrated(page);
  // eslint-disable-next-line playwright/no-networkidle -- every script the page loads by itself has been requested
  await page.waitForLoadState("networkidle");
  // Read before the page goes: a busy machine may not have read them by now.
  const scripts = await Promise.all(bodies);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => s.includes("~partytown"))).toEqual([]);
});

test("no page carries code the site never runs: Gatsby's service worker registration, browser-lang", async ({
  page,
}) => {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text());
  });
  await page.goto(localizedPath(servicePath("ekspedisi-laut"), "ja"));
  // Waits for hydration, as the test before.
  await hydrated(page);
  // eslint-disable-next-line playwright/no-networkidle -- every script the page loads by itself has been requested
  await page.waitForLoadState("networkidle");
  const scripts = await Promise.all(bodies);
  expect(scripts.length).toBeGreaterThan(0);
  // Property names survive minification: the registration's call, and browser-lang's reading of
  // an old browser's language (src/node/no-service-worker.ts, src/i18n/for-plugin/browser-lang.ts).
  expect(
    scripts.some((s) => s.includes("serviceWorker.register")),
    "a script can register a service worker",
  ).toBe(false);
  expect(
    scripts.some((s) => s.includes("browserLanguage")),
    "a script carries browser-lang",
  ).toBe(false);
});

test("the scripts carry content's data files without their editors' notes", async ({ page }) => {
  const notes = contentDataNotes();
  expect(notes.length).toBeGreaterThanOrEqual(20);
  // The addresses only: a response's body is gone once its page is navigated away from, so each
  // script is fetched again below.
  const urls = new Set<string>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script" && response.status() === 200) urls.add(response.url());
  });
  // Every page's scripts carry the company's facts; the customs page's estimator the import taxes
  // and the Incoterms, a legal page its dates.
  await page.goto(localizedPath(servicePath("bea-cukai"), "en"));
  await page.evaluate(() => document.querySelector("[data-estimator-pending]")?.scrollIntoView());
  await expect(page.locator("[data-estimator-pending]")).toHaveCount(0, { timeout: 15_000 });
  await page.goto(localizedPath(legalPaths.privacy, "en"));
  // Waits for hydration: the page's own scripts come after its first frame.
  await hydrated(page);
  // eslint-disable-next-line playwright/no-networkidle -- every script the page loads by itself has been requested
  await page.waitForLoadState("networkidle");
  const loaded = await Promise.all(
    [...urls].map(async (url) => ({ url, text: await (await page.request.get(url)).text() })),
  );
  expect(loaded.some((script) => /duty-estimator-[0-9a-f]+\.js$/.test(script.url))).toBe(true);
  for (const { url, text } of loaded)
    expect(
      notes.filter((note) => text.includes(note)),
      url,
    ).toEqual([]);
});

test("hydration formats no number in the browser: the build wrote the company's figures (waits for hydration, which it is about)", async ({
  page,
}) => {
  // Chromium's first number formatter loads its locale data in one long block of the main thread.
  await page.addInitScript(() => {
    const made: unknown[] = [];
    (window as unknown as { numberFormatting: unknown[] }).numberFormatting = made;
    const note = (locale: unknown) => made.push(locale ?? "default");
    Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
      construct: (target, args: ConstructorParameters<typeof Intl.NumberFormat>) => (
        note(args[0]),
        new target(...args)
      ),
      apply: (target, self, args: Parameters<typeof Intl.NumberFormat>) => (note(args[0]), target(...args)),
    });
    const toLocaleString = Number.prototype.toLocaleString;
    Number.prototype.toLocaleString = function (this: number, ...args: Parameters<number["toLocaleString"]>) {
      note(args[0]);
      return toLocaleString.apply(this, args);
    };
  });
  // The services menu (every page) and the sea freight page's prices and claims.
  for (const path of [localizedPath(pagePaths.home, "id"), localizedPath(servicePath("ekspedisi-laut"), "en")]) {
    await page.goto(path);
    await hydrated(page);
    expect(
      await page.evaluate(() => (window as unknown as { numberFormatting: unknown[] }).numberFormatting),
      path,
    ).toEqual([]);
  }
});
