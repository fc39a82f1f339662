import { existsSync, readdirSync } from "fs";
import { expect, test, type Page } from "@playwright/test";
import { headerIsWhite } from "./support/header-bar";
import { everyPage, languageLinkName, localeText, mainNav, serviceFrontmatter } from "./support/site";
import { defaultLanguage, languageCodes, type LanguageCode } from "../src/shared/languages";
import { savedLanguageRedirect } from "../src/node/inline-scripts";
import { formPagePaths, localizedPath, pagePaths, servicePath } from "../src/shared/routes";
import { serviceSlugs } from "../src/shared/services";
import { tools } from "../src/components/tools";
import { articlesPath } from "../src/shared/articles";
import { navItems } from "../src/components/layout/nav-items";
import { nextFrames } from "./support/settle";
import { contrastRatio } from "./support/contrast";
import { holdScripts, openQuoteDialog } from "./support/forms";
import { labelled } from "./support/joins";
import { company } from "../src/shared/facts";
import { textLinesOf, textLinesOfEach } from "./support/lines";

// Header, footer, menus, language persistence, reveal, scrolling and the error page
// (src/components/layout/**, gatsby-browser.tsx, gatsby-ssr.tsx).
const common = (key: string, language: LanguageCode = "id") => localeText(language, "common", key);

/** Waits until React has hydrated the header, so its handlers are live. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const header = document.querySelector("header");
    return !!header && Object.keys(header).some((k) => k.startsWith("__reactProps"));
  });
}

/**
 * Makes every page tall (main at least three screens) by a style added to the served HTML, so the
 * scroll and reveal tests do not depend on how long the copy is. React never sees the change.
 */
async function tallPages(page: Page) {
  await page.route("**/*", async (route) => {
    if (route.request().resourceType() !== "document") return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace("</head>", "<style>main{min-height:300vh}</style></head>");
    await route.fulfill({ response, body });
  });
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

test.describe("header", () => {
  test("home: transparent at the top, white and blurred once scrolled more than 50 px, same height", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto("/");
    await hydrated(page);
    const header = page.locator("header[data-solid]");
    const style = () =>
      header.evaluate((el) => {
        const s = getComputedStyle(el);
        return { bg: s.backgroundColor, blur: s.backdropFilter, height: el.getBoundingClientRect().height };
      });
    await expect(header).toHaveAttribute("data-solid", "false");
    const top = await style();
    expect(top.bg).toBe("rgba(0, 0, 0, 0)");
    expect(top.blur).toBe("none");
    // Readable over the dark hero: the navigation is white while transparent.
    await expect(mainNav(page).getByRole("link", { name: common("nav.about") })).toHaveCSS(
      "color",
      "rgb(255, 255, 255)",
    );

    await scrollTo(page, 50);
    await expect(header).toHaveAttribute("data-solid", "false");
    await scrollTo(page, 51);
    await expect(header).toHaveAttribute("data-solid", "true");
    await expect.poll(async () => (await style()).blur).toContain("blur");
    await expect.poll(() => headerIsWhite(page)).toBe(true);
    expect((await style()).height).toBe(top.height);

    await scrollTo(page, 0);
    await expect(header).toHaveAttribute("data-solid", "false");
  });

  // Every other page's header is white at the top: every-page.spec.ts (e2e/support/header-bar.ts).

  test("navigation marks the current page with aria-current", async ({ page }) => {
    await page.goto("/en/kontak/");
    await expect(mainNav(page, "en").getByRole("link", { name: common("nav.contact", "en") })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(mainNav(page, "en").getByRole("link", { name: common("nav.home", "en") })).not.toHaveAttribute(
      "aria-current",
      /.*/,
    );
  });

  test("on a service page the navigation marks the services as the section it is in, seen as the current page's link is, and the service as the page in the services menu", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(localizedPath(servicePath("ekspedisi-laut"), "en"));
    const nav = mainNav(page, "en");
    const services = nav.getByRole("link", { name: common("nav.services", "en"), exact: true });
    await expect(services).toHaveAttribute("aria-current", "true");
    await expect(services).toHaveCSS("text-decoration-line", "underline");
    const menu = page.locator("#services-menu");
    // The menu is closed: its links are found by where they lead.
    const own = menu.locator(`a[href="${localizedPath(servicePath("ekspedisi-laut"), "en")}"]`);
    await expect(own).toHaveAttribute("aria-current", "page");
    await expect(own).toContainText(String(serviceFrontmatter("ekspedisi-laut", "en").navTitle));
    await expect(menu.locator("[aria-current]")).toHaveCount(1);
    // On the services page itself the link is the page's.
    await page.goto(localizedPath(pagePaths.services, "en"));
    await expect(services).toHaveAttribute("aria-current", "page");
    await expect(menu.locator("[aria-current]")).toHaveCount(0);
  });
});

test.describe("services dropdown", () => {
  // Waits for the scripts (named exception): its button opens the menu through them.
  test("on a short screen (a laptop zoomed to 1280 by 520) the open menu stays inside it and scrolls: Tab reaches its last link in view", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 520 });
    await page.goto("/en/tentang/");
    await hydrated(page);
    const menu = page.locator("#services-menu");
    await page.getByRole("button", { name: common("nav.servicesMenu", "en") }).focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(520);
    for (let i = 0; i < serviceSlugs.length + tools.length; i++) await page.keyboard.press("Tab");
    const last = menu.getByRole("link").last();
    await expect(last).toBeFocused();
    await expect(last).toBeInViewport({ ratio: 1 });
  });

  test("on a screen under 20rem high (400% zoom, 320 x 256) the header scrolls with the page, and its open menu and language list stay under it; from 20rem it stays on screen; with scripts or without", async ({
    browser,
  }) => {
    for (const javaScriptEnabled of [true, false]) {
      const page = await browser.newPage({ viewport: { width: 320, height: 256 }, javaScriptEnabled });
      await page.goto("/tentang/");
      const header = page.getByRole("banner");
      await scrollTo(page, 300);
      await expect(header).not.toBeInViewport();
      for (const panel of ["#mobile-menu", "#language-menu"]) {
        const where = `${panel}${javaScriptEnabled ? "" : " without scripts"}`;
        await scrollTo(page, 0);
        await page.locator(`header [aria-controls="${panel.slice(1)}"]`).click();
        await expect(page.locator(panel), where).toBeVisible();
        await scrollTo(page, 40);
        const [bar, open] = await Promise.all([header.boundingBox(), page.locator(panel).boundingBox()]);
        expect(bar!.y + bar!.height, where).toBe(24);
        expect(Math.abs(open!.y - (bar!.y + bar!.height)), where).toBeLessThanOrEqual(1);
        await page.keyboard.press("Escape");
        await expect(page.locator(panel), where).toBeHidden();
      }
      await page.setViewportSize({ width: 320, height: 320 });
      await scrollTo(page, 300);
      await expect(header).toBeInViewport();
      await page.close();
    }
  });

  test("opens on mouse hover with the five services and closes when the mouse leaves", async ({ page }) => {
    await page.goto("/en/tentang/");
    await hydrated(page);
    const menu = page.locator("#services-menu");
    const button = page.getByRole("button", { name: common("nav.servicesMenu", "en") });
    await expect(menu).toBeHidden();
    await mainNav(page, "en")
      .getByRole("link", { name: common("nav.services", "en"), exact: true })
      .hover();
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(button).toHaveAttribute("aria-controls", "services-menu");
    // The five services, then the tools (calculators, estimator, Incoterms guide).
    const links = menu.getByRole("link");
    await expect(links).toHaveCount(serviceSlugs.length + tools.length);
    for (const [i, slug] of serviceSlugs.entries()) {
      await expect(links.nth(i)).toHaveAttribute("href", `/en/services/${slug}/`);
      await expect(links.nth(i).locator("svg")).toHaveCount(1);
      // Name and short description.
      await expect(links.nth(i).locator("span > span")).toHaveCount(2);
    }
    for (const [i, tool] of tools.entries()) {
      await expect(links.nth(serviceSlugs.length + i)).toHaveAttribute("href", localizedPath(tool.path, "en"));
      await expect(links.nth(serviceSlugs.length + i)).toHaveText(common(`tools.${tool.key}`, "en"));
    }
    // Company facts in the summaries are filled in, e.g. {claims.ports}.
    await expect(menu).not.toContainText("{");
    // Beside the menu, which now reaches below y 600 under the middle of the screen.
    await page.mouse.move(200, 600);
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");

    await mainNav(page, "en")
      .getByRole("link", { name: common("nav.services", "en"), exact: true })
      .hover();
    await links.nth(2).click();
    await expect(page).toHaveURL(/\/en\/services\/ekspedisi-laut\/$/);
    await expect(page.locator("#services-menu")).toBeHidden();
  });

  test("opens on keyboard focus and by its button; Esc closes it and returns focus; leaving closes it", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    const menu = page.locator("#services-menu");
    const button = page.getByRole("button", { name: common("nav.servicesMenu") });
    await mainNav(page)
      .getByRole("link", { name: common("nav.home") })
      .focus();
    await page.keyboard.press("Tab");
    await expect(mainNav(page).getByRole("link", { name: common("nav.services"), exact: true })).toBeFocused();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "true");

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press("Enter");
    for (let i = 0; i < serviceSlugs.length + tools.length; i++) await page.keyboard.press("Tab");
    await expect(menu.getByRole("link").last()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(mainNav(page).getByRole("link", { name: common("nav.about") })).toBeFocused();
    await expect(menu).toBeHidden();

    // A click on the button opens it too.
    await button.click();
    await expect(menu).toBeVisible();
  });
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("hamburger with navigation and services (the languages are in the bar beside it); closes on Esc and when a link is chosen", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(mainNav(page)).toBeHidden();
    // Get Quote is in the bar on small screens too, and again at the end of the menu.
    await expect(page.locator("header[data-solid] [data-quote-trigger]:visible")).toHaveCount(1);
    const toggle = page.getByRole("button", { name: common("nav.menu") });
    const panel = page.locator("#mobile-menu");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAttribute("aria-controls", "mobile-menu");
    await expect(panel).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await expect(page.locator("header[data-solid]")).toHaveAttribute("data-solid", "true");
    for (const { key } of navItems) {
      await expect(panel.getByRole("link", { name: common(`nav.${key}`), exact: true })).toBeVisible();
    }
    for (const slug of serviceSlugs) await expect(panel.locator(`a[href="/services/${slug}/"]`)).toBeVisible();
    for (const tool of tools)
      await expect(panel.getByRole("link", { name: common(`tools.${tool.key}`), exact: true })).toHaveAttribute(
        "href",
        tool.path,
      );
    // The bar's language menu sits beside the menu button at this width: not repeated inside.
    await expect(page.locator("header [data-language-menu]")).toBeVisible();
    await expect(panel.locator("a[hreflang]")).toHaveCount(0);
    await expect(panel.locator("[data-quote-trigger]")).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();

    await toggle.click();
    await panel.getByRole("link", { name: common("nav.about") }).click();
    await expect(page).toHaveURL(/\/tentang\/$/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: common("nav.menu") })).toHaveAttribute("aria-expanded", "false");
  });

  test("scrolling the open menu to its end leaves the page behind it where it was, with scripts or without", async ({
    browser,
  }) => {
    for (const javaScriptEnabled of [true, false]) {
      // Short enough that the menu scrolls inside itself.
      const page = await browser.newPage({ viewport: { width: 375, height: 560 }, javaScriptEnabled });
      await page.goto("/zh/");
      await page.getByRole("button", { name: common("nav.menu", "zh") }).click();
      const panel = page.locator("#mobile-menu");
      await expect(panel).toBeVisible();
      const box = (await panel.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      // Where the menu is, and how far it can go, read each time: without scripts its height changed
      // once the pointer was over it.
      const scroll = () =>
        panel.evaluate((p) => ({ top: Math.round(p.scrollTop), end: p.scrollHeight - p.clientHeight }));
      let at = await scroll();
      expect(at.end).toBeGreaterThan(100);
      // Turns of the wheel, each once the last has moved the menu, until it is at its end; then one more.
      for (let turns = 0; at.top < at.end; turns++, at = await scroll()) {
        expect(turns).toBeLessThan(10);
        const before = at.top;
        await page.mouse.wheel(0, 200);
        await expect.poll(async () => (await scroll()).top).toBeGreaterThan(before);
      }
      await page.mouse.wheel(0, 800);
      // Once a turn back has moved the menu, the turn before it has been handled too (in order).
      await page.mouse.wheel(0, -100);
      await expect.poll(async () => (await scroll()).top).toBeLessThan(at.end);
      expect(await page.evaluate(() => window.scrollY), `scripts ${javaScriptEnabled ? "on" : "off"}`).toBe(0);
      await page.close();
    }
  });
  test("with the menu open before the scripts run, or without them, Tab never takes focus behind it (WCAG 2.4.11)", async ({
    browser,
  }) => {
    for (const scripts of ["disabled", "held back"] as const) {
      const page = await browser.newPage({
        viewport: { width: 390, height: 740 },
        javaScriptEnabled: scripts === "held back",
      });
      const release = scripts === "held back" ? await holdScripts(page) : undefined;
      await page.goto("/kontak/", { waitUntil: "commit" });
      const toggle = page.getByRole("button", { name: common("nav.menu") });
      await toggle.click();
      await expect(page.locator("#mobile-menu")).toBeVisible();
      // Round the page once: every control focused is the one a person sees there.
      const seen: string[] = [];
      for (let presses = 0; presses < 40; presses++) {
        await page.keyboard.press("Tab");
        const focus = await page.evaluate(() => {
          const focused = document.activeElement;
          if (!focused || focused === document.body) return { name: "(outside the page)", covered: false };
          const box = focused.getBoundingClientRect();
          const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          const name = `${focused.tagName} ${focused.textContent?.trim().slice(0, 30) ?? ""}`;
          return { name, covered: !top || !(focused.contains(top) || top.contains(focused)) };
        });
        expect(focus.covered, `scripts ${scripts}: ${[...seen, focus.name].join(" > ")}`).toBe(false);
        seen.push(focus.name);
        if (seen.filter((name) => name === seen[0]).length > 1) break;
      }
      // Focus went round the menu and the bar, and came back to where it started.
      expect(
        seen.filter((name) => name === seen[0]),
        seen.join(" > "),
      ).toHaveLength(2);
      release?.();
      await page.close();
    }
  });
});

test.describe("language persistence", () => {
  test("the chosen language survives a reload and / then opens /en/ (by replace, no extra history entry)", async ({
    page,
  }) => {
    await page.goto("/tentang/");
    await hydrated(page);
    await page
      .getByRole("link", { name: languageLinkName("en") })
      .first()
      .click();
    await expect(page).toHaveURL(/\/en\/tentang\/$/);
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en");

    await page.reload();
    await expect(page).toHaveURL(/\/en\/tentang\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    await page.goto("/");
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("h1")).toHaveText(
      `${localeText("en", "home", "hero.title")} ${localeText("en", "home", "hero.accent")}`.replace(/\s+/g, " "),
    );
    await page.goto("/kontak/?x=1#main");
    await expect(page).toHaveURL(/\/en\/kontak\/\?x=1#main$/);
    // location.replace: back leads to the page before, not to the unprefixed URL.
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/$/);

    // An explicitly prefixed URL wins over the stored choice.
    await page.goto("/ja/kontak/");
    await expect(page).toHaveURL(/\/ja\/kontak\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  });

  test("choosing Indonesian again stops the redirect", async ({ page }) => {
    await page.goto("/en/");
    await page.evaluate(() => localStorage.setItem("language", "en"));
    await hydrated(page);
    await page
      .getByRole("link", { name: languageLinkName("id") })
      .first()
      .click();
    await expect(page).toHaveURL(/:\d+\/$/);
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("id");
    await page.goto("/tentang/");
    await expect(page).toHaveURL(/:\d+\/tentang\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
  });

  test("the saved language never leads to a page it lacks, nor overrides a link followed to the Indonesian pages", async ({
    page,
  }) => {
    // An article written in Indonesian but not in Japanese (content/articles/<slug>/<language>.mdx).
    const untranslated = readdirSync("content/articles").find(
      (slug) => existsSync(`content/articles/${slug}/id.mdx`) && !existsSync(`content/articles/${slug}/ja.mdx`),
    );
    expect(untranslated).toBeDefined();
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("language", "ja"));

    // Opened from elsewhere (a search result, a shared link): the Indonesian article, not a 404.
    await page.goto(`/artikel/${untranslated}/`);
    await expect(page).toHaveURL(new RegExp(`:\\d+/artikel/${untranslated}/$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    await expect(page.locator("h1")).toBeVisible();

    // The Japanese article list's link to the Indonesian articles leads there.
    await page.goto("/ja/artikel/");
    await page.locator('[data-articles-elsewhere] a[hreflang="id"]').click();
    await expect(page).toHaveURL(/:\d+\/artikel\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "id");

    // A page that is in Japanese, opened from elsewhere, still opens in Japanese.
    await page.goto("/tentang/");
    await expect(page).toHaveURL(/\/ja\/tentang\/$/);
  });

  test("the redirect's script is served in the pages it can act on (unprefixed) and no others", async ({ request }) => {
    const script = `<script>${savedLanguageRedirect()}</script>`;
    for (const language of languageCodes) {
      for (const path of [localizedPath("/", language), localizedPath("/kontak/", language)]) {
        const html = await (await request.get(path)).text();
        expect(html.includes(script), path).toBe(language === defaultLanguage);
      }
    }
  });

  for (const stored of ["fr", "EN", "/evil.example", "en/../x"]) {
    test(`an invalid stored language (${stored}) falls back to id without a redirect, with a console warning`, async ({
      page,
    }) => {
      await page.goto("/tentang/");
      // This first view's app has started (and read the storage) before the value is stored,
      // so the one warning expected is the next view's.
      await hydrated(page);
      await page.evaluate((value) => localStorage.setItem("language", value), stored);
      const warnings: string[] = [];
      page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
      await page.goto("/tentang/");
      await expect(page).toHaveURL(/:\d+\/tentang\/$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "id");
      await expect(page.locator("h1")).toBeVisible();
      await expect.poll(() => warnings.filter((w) => w.startsWith("Saved language ignored"))).toHaveLength(1);
    });
  }
});

test.describe("reveal", () => {
  test("sections below the fold fade in when reached, staggered by 100 ms over 700 ms", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await tallPages(page);
    await page.goto("/services/ekspedisi-laut/");
    await hydrated(page);
    // Precondition: the footer starts well below the viewport plus the 100 px root margin.
    expect(await page.locator("footer").evaluate((f) => f.getBoundingClientRect().top)).toBeGreaterThan(700);
    const columns = page.locator("footer [data-reveal]");
    await expect(columns).toHaveCount(4);
    await expect(columns.first()).toHaveAttribute("data-reveal", "pending");
    await expect(columns.first()).toHaveCSS("opacity", "0");
    await page.locator("footer").scrollIntoViewIfNeeded();
    for (let i = 0; i < 4; i++) {
      await expect(columns.nth(i)).toHaveAttribute("data-reveal", "shown");
      // The fade in takes 700 ms, each column 100 ms after the one before (hiding, offscreen, is instant).
      await expect(columns.nth(i)).toHaveCSS("transition-duration", /0\.7s/);
      await expect(columns.nth(i)).toHaveCSS("transition-delay", `${(i * 100) / 1000}s`);
      await expect(columns.nth(i)).toHaveCSS("opacity", "1");
    }
  });

  test("a section not yet reached is shown once a link in it takes the focus, however little the browser scrolls to it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await tallPages(page);
    await page.goto("/services/ekspedisi-laut/");
    await hydrated(page);
    const column = page
      .locator("footer [data-reveal]")
      .filter({ has: page.locator("a") })
      .first();
    await expect(column).toHaveAttribute("data-reveal", "pending");
    // Not scrolled at all, so that only the focus can show it (Firefox scrolls a link reached by
    // Tab only to the screen's edge, short of the 100 px a reveal waits for).
    await column
      .locator("a")
      .first()
      .evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
    await expect(column).toHaveAttribute("data-reveal", "shown");
    await expect(column).toHaveCSS("opacity", "1");
  });

  for (const width of [320, 390, 1280]) {
    for (const language of languageCodes) {
      test(`${width} px, ${language}: a section is not revealed with 50 px of it on screen, and is once a tenth of it is 100 px in`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        await tallPages(page);
        // A page with nothing that loads on the way down: a service page's calculator, estimator
        // and quote form's shipment details would grow the page under the measurement.
        await page.goto(localizedPath(pagePaths.about, language));
        await hydrated(page);
        const column = page.locator("footer [data-reveal]").first();
        await expect(column).toHaveAttribute("data-reveal", "pending");
        // Where it is in the page's layout, without the 2rem a hidden section is moved down by.
        const place = () =>
          column.evaluate((el) => {
            const moved = new DOMMatrixReadOnly(getComputedStyle(el).transform).m42;
            const box = el.getBoundingClientRect();
            return { top: box.top - moved + window.scrollY, height: box.height };
          });
        // Its top 50 px on screen: not yet.
        let { top, height } = await place();
        await scrollTo(page, Math.round(top - (800 - 50)));
        ({ top, height } = await place());
        await scrollTo(page, Math.round(top - (800 - 50)));
        // The observer reports at the next frame, and the state it sets is drawn a frame later.
        await nextFrames(page);
        await expect(column).toHaveAttribute("data-reveal", "pending");
        // A tenth of it 100 px inside the bottom edge (and the 2rem it is still moved by): revealed.
        await scrollTo(page, Math.round(top - (800 - 100 - height * 0.1) + 32 + 8));
        await expect(column).toHaveAttribute("data-reveal", "shown");
      });
    }
  }

  test("sections on the first screen are never hidden, not even for a moment; those below wait for their fade-in", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    // Every section that is ever hidden, with where it was then, from the first byte on.
    await page.addInitScript(() => {
      const w = window as unknown as { hiddenAt: number[] };
      w.hiddenAt = [];
      new MutationObserver((changes) => {
        for (const c of changes) {
          const el = c.target as Element;
          if (el.getAttribute("data-reveal") === "pending") w.hiddenAt.push(el.getBoundingClientRect().top);
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-reveal"] });
    });
    let checkedBelow = 0;
    for (const path of ["/kontak/", "/en/no-such-page/", "/ja/kontak/"]) {
      await page.goto(path);
      await hydrated(page);
      const html = await (await page.request.get(path)).text();
      expect(html, path).not.toContain('data-reveal="pending"');
      // Where each section is in the page's layout, without the 2rem a hidden one (or one inside
      // a hidden one) is moved down by, whether or not its part of the page has hydrated yet.
      const tops = await page.locator("[data-reveal]").evaluateAll((els) =>
        els.map((el) => {
          let moved = 0;
          for (let e: Element | null = el; e; e = e.parentElement) {
            const transform = getComputedStyle(e).transform;
            if (transform !== "none") moved += new DOMMatrixReadOnly(transform).m42;
          }
          return el.getBoundingClientRect().top - moved;
        }),
      );
      // Reveal hides what is wholly below the screen; a margin either side of that line,
      // as a section inside another one measures itself after or before the outer one moved.
      const inFirstScreen = tops.flatMap((top, i) => (top < 823 ? [i] : []));
      const farBelow = tops.flatMap((top, i) => (top > 823 + 100 + 40 ? [i] : []));
      expect(inFirstScreen.length, path).toBeGreaterThan(0);
      const states = () =>
        page.locator("[data-reveal]").evaluateAll((els) => els.map((el) => el.getAttribute("data-reveal")));
      // Each part of the page hydrates in its own task: wait until every section far below is hidden.
      await expect
        .poll(
          async () => {
            const s = await states();
            return farBelow.every((i) => s[i] === "pending");
          },
          { message: path },
        )
        .toBe(true);
      const reveals = await page
        .locator("[data-reveal]")
        .evaluateAll((els) =>
          els.map((el) => ({ state: el.getAttribute("data-reveal"), opacity: getComputedStyle(el).opacity })),
        );
      for (const i of inFirstScreen) expect(reveals[i], path).toEqual({ state: "shown", opacity: "1" });
      for (const i of farBelow) expect(reveals[i].state, path).toBe("pending");
      const hiddenAt = await page.evaluate(() => (window as unknown as { hiddenAt: number[] }).hiddenAt);
      expect(
        hiddenAt.filter((top) => top < 823),
        path,
      ).toEqual([]);
      checkedBelow += farBelow.length;
    }
    expect(checkedBelow).toBeGreaterThan(0);
  });

  test("with prefers-reduced-motion nothing moves", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await hydrated(page);
    const reveals = page.locator("[data-reveal]");
    expect(await reveals.count()).toBeGreaterThan(0);
    const styles = await reveals.evaluateAll((els) =>
      els.map((el) => {
        const s = getComputedStyle(el);
        return { transform: s.transform, duration: s.transitionDuration, opacity: s.opacity };
      }),
    );
    for (const s of styles) expect(s).toEqual({ transform: "none", duration: "0s", opacity: "1" });
    // The services menu's chevron turns over at once, not in a spin.
    const menu = page.getByRole("button", { name: common("nav.servicesMenu") });
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    expect(await menu.locator("svg").evaluate((svg) => svg.getAnimations().length)).toBe(0);
  });

  test("without JavaScript every section is visible", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ["/", "/en/tentang/", "/ja/kontak/", "/zh/services/bea-cukai/"]) {
      await page.goto(path);
      const blocks = page.locator("main section, [data-reveal], footer");
      expect(await blocks.count()).toBeGreaterThan(1);
      const hidden = await blocks.evaluateAll(
        (els) =>
          els.filter((el) => getComputedStyle(el).opacity !== "1" || getComputedStyle(el).visibility !== "visible")
            .length,
      );
      expect(hidden).toBe(0);
    }
    await context.close();
  });
});

test.describe("footer", () => {
  test("links, contact details, social icons and legal links in the page's language", async ({ page }) => {
    await page.goto("/en/tentang/");
    const footer = page.locator("footer");
    const quick = footer.getByRole("navigation", { name: common("footer.quickLinks", "en") });
    // The header's links, and the guides and news.
    await expect(quick.getByRole("link")).toHaveCount(navItems.length + 1);
    for (const { key, path } of navItems) {
      await expect(quick.getByRole("link", { name: common(`nav.${key}`, "en"), exact: true })).toHaveAttribute(
        "href",
        localizedPath(path, "en"),
      );
    }
    await expect(quick.getByRole("link", { name: common("footer.articles", "en"), exact: true })).toHaveAttribute(
      "href",
      "/en/artikel/",
    );
    const services = footer.getByRole("navigation", { name: common("footer.servicesHeading", "en") }).getByRole("link");
    await expect(services).toHaveCount(serviceSlugs.length);
    for (const [i, slug] of serviceSlugs.entries())
      await expect(services.nth(i)).toHaveAttribute("href", `/en/services/${slug}/`);
    await expect(footer.locator('a[href^="tel:+62"]')).toHaveCount(1);
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(footer.locator("address")).toContainText("Batam");
    // Empty social addresses: four icons, none a link to nowhere, each named "… (coming soon)".
    for (const network of ["Facebook", "Instagram", "LinkedIn", "YouTube"]) {
      await expect(
        footer.getByRole("img", {
          name: localeText("en", "common", "footer.comingSoon").replace("{{network}}", network),
        }),
      ).toHaveCount(1);
    }
    await expect(footer.locator('a[href=""], a[href="#"]')).toHaveCount(0);
    const legal = footer.getByRole("navigation", { name: common("footer.legalLabel", "en") });
    await expect(legal.getByRole("link", { name: common("footer.privacy", "en") })).toHaveAttribute(
      "href",
      "/en/privacy/",
    );
    await expect(legal.getByRole("link", { name: common("footer.terms", "en") })).toHaveAttribute("href", "/en/terms/");
    // The sitemap for visitors, in the page's language (search engines read /sitemap-index.xml).
    await expect(legal.getByRole("link", { name: common("footer.sitemap", "en") })).toHaveAttribute(
      "href",
      "/en/sitemap/",
    );
  });

  test("the phone and email links are named by their label in each language's punctuation", async ({ page }) => {
    for (const lang of languageCodes) {
      await page.goto(localizedPath(pagePaths.home, lang));
      const footer = page.locator("footer");
      await expect(footer.locator('a[href^="tel:"]')).toHaveAccessibleName(
        labelled(lang, common("footer.phone", lang), company.phone),
      );
      await expect(footer.locator('a[href^="mailto:"]')).toHaveAccessibleName(
        labelled(lang, common("footer.email", lang), company.email),
      );
    }
  });

  test("the copyright shows the visitor's current year, not the build year, without hydration errors", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    page.on("pageerror", (e) => errors.push(e.message));
    await page.clock.setFixedTime(new Date("2042-06-15T12:00:00"));
    await page.goto("/ja/");
    await hydrated(page);
    await expect(page.getByTestId("copyright")).toContainText("© 2042 PT Lintas Batam Logistik");
    expect(errors).toEqual([]);
  });

  test("Japanese: the footer's sentences break between phrases on a phone, not inside a word", async ({ page }) => {
    await page.goto("/ja/");
    for (const width of [320, 375, 414]) {
      await page.setViewportSize({ width, height: 800 });
      for (const text of await page.locator("footer p").all()) {
        const lines = await textLinesOf(text);
        // "無断転 / 載を禁じます" split the word for reprinting; "パートナーで / す。" left "す" alone.
        expect(lines.join(" | "), `at ${width} px`).not.toContain("無断転 | 載");
        const last = (lines.at(-1) ?? "").replace(/[\s\p{P}]/gu, "");
        if (lines.length > 1) expect(last.length, `at ${width} px: ${lines.join(" | ")}`).toBeGreaterThan(1);
      }
    }
  });
});

test.describe("scrolling", () => {
  test("a new page starts at the top; back restores the position", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await tallPages(page);
    await page.goto("/services/ekspedisi-laut/");
    await hydrated(page);
    const contact = page.locator("footer").getByRole("link", { name: common("nav.contact"), exact: true });
    await contact.scrollIntoViewIfNeeded();
    // Passing the quote form brought its scripted shipment details, which leave out the questions
    // that do not apply yet: the page got about 250 px shorter above the footer, and the browser
    // scrolled back as much to keep the footer still. A person reading the footer is past that.
    await expect(page.locator("[data-plain-shipment-fields]")).toHaveCount(0);
    // Where the page is when the link is pressed: Playwright's click sometimes scrolls the page
    // again before pressing (156 px, at normal speed and with the CPU slowed 12 times), and back
    // rightly restores that position, so it is read at the click, not before it.
    await page.evaluate(() => {
      const w = window as unknown as { leftAt?: number };
      document.addEventListener("click", () => (w.leftAt = Math.round(window.scrollY)), { capture: true, once: true });
    });
    await contact.click();
    await expect(page).toHaveURL(/\/kontak\/$/);
    const leftAt = await page.evaluate(() => (window as unknown as { leftAt?: number }).leftAt);
    expect(leftAt).toBeGreaterThan(100);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // The new page is long enough that 0 is a choice, not the only possible position.
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(1000);
    await page.goBack();
    await expect(page).toHaveURL(/\/ekspedisi-laut\/$/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(leftAt);
  });

  test("a reload keeps the position: the browser brings the page back at once, Gatsby to the pixel", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto("/services/ekspedisi-laut/");
    await hydrated(page);
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: "instant" }));
    await expect.poll(scrollY).toBe(1500);
    // Gatsby records the position in the frame after the scroll (sessionStorage); a person reloads
    // later than that, a busy machine may draw that frame after the reload's request.
    const recorded = () =>
      page.evaluate(() => Object.entries(sessionStorage).find(([key]) => key.startsWith("@@scroll|"))?.[1]);
    await expect.poll(recorded).toBe("1500");
    await page.reload();
    await hydrated(page);
    await expect.poll(scrollY).toBe(1500);
    // With the scripts refused, only the browser can bring the page back. It finds the place by
    // the content there, and measured 7-31 px short of Gatsby's pixel: the same screen of text.
    await page.route("**/*.js", (route) => route.abort());
    await page.reload();
    await expect.poll(async () => Math.abs((await scrollY()) - 1500)).toBeLessThan(50);
  });
});

test.describe("error page", () => {
  for (const language of ["id", "en"] as const) {
    test(`a failure while rendering a page shows 'Unexpected Application Error!' (${language})`, async ({ page }) => {
      // Corrupt the About page's data as it arrives, so rendering it throws.
      await page.route(`**/page-data${localizedPath("/tentang/", language)}page-data.json`, async (route) => {
        const response = await route.fetch();
        const json = await response.json();
        json.result.data.navServices = null;
        await route.fulfill({ response, json });
      });
      await page.goto(localizedPath("/", language));
      await hydrated(page);
      await mainNav(page, language)
        .getByRole("link", { name: common("nav.about", language) })
        .click();
      await expect(page.locator("h1")).toHaveText(common("error.title", language));
      await expect(page.getByTestId("error-status")).toHaveText(`500 ${common("error.internal", language)}`);
      await expect(page.getByTestId("error-message")).toContainText("nodes");
      await expect(page.getByRole("link", { name: common("error.home", language) })).toHaveAttribute(
        "href",
        localizedPath("/", language),
      );
    });
  }
});

test.describe("keyboard", () => {
  test("the skip link appears first and moves focus to the main content; focus rings are visible", async ({ page }) => {
    await page.goto("/en/services/");
    await hydrated(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: common("a11y.skipToContent", "en") });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    // Every control of the header shows a 3 px outline when focused from the keyboard.
    await page.locator("header a").first().focus();
    for (let i = 0; i < 10; i++) {
      const ring = await page.evaluate(() => {
        const s = getComputedStyle(document.activeElement!);
        return `${s.outlineStyle} ${s.outlineWidth}`;
      });
      expect(ring).toBe("solid 3px");
      await page.keyboard.press("Tab");
    }
  });
});

test("at 400% zoom (320 x 256 CSS px) the quote dialog, whose first field lies below its first screen, opens at its title and close button, and each field Tab reaches is in full view, not under its bars", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 256 });
  for (const language of ["id", "ja"] as const) {
    const dialog = await openQuoteDialog(page, language);
    const title = dialog.getByRole("heading", { name: localeText(language, "form", "quote.title") });
    await expect(title, language).toBeFocused();
    await expect(title, language).toBeInViewport();
    const close = dialog.getByRole("button", { name: localeText(language, "form", "quote.close") }).first();
    await expect(close, language).toBeInViewport();
    await page.keyboard.press("Tab");
    await expect(close, language).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.locator('[name="fullName"]'), language).toBeFocused();
    for (let i = 0; i < 4; i++) {
      const hidden = await page.evaluate(() => {
        const field = document.activeElement as HTMLElement;
        const box = field.getBoundingClientRect();
        const x = box.left + Math.min(20, box.width / 2);
        // Its top and bottom edges are the field itself, not a bar drawn over it.
        return [box.top + 3, box.bottom - 3].filter((y) => {
          const seen = document.elementFromPoint(x, y);
          return !seen || !(seen === field || field.contains(seen));
        }).length;
      });
      expect(hidden, await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe(0);
      await page.keyboard.press("Tab");
    }
  }
});

/** The focused element's outline against the first opaque background behind it: the WCAG contrast ratio. */
async function focusRingContrast(page: Page) {
  const [ring, surface] = await page.evaluate(() => {
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const focused = document.activeElement!;
    let surface: Element | null = focused;
    while (surface && (rgb(getComputedStyle(surface).backgroundColor)[3] ?? 1) < 1) surface = surface.parentElement;
    return [rgb(getComputedStyle(focused).outlineColor), rgb(getComputedStyle(surface!).backgroundColor)];
  });
  return contrastRatio(ring.slice(0, 3), surface.slice(0, 3));
}

test.describe("focus in the header's panels", () => {
  test("1280 px, over the home hero: a link in the services menu has a ring of 3:1 on the white panel", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/en/");
    await expect(page.locator("header[data-solid]")).toHaveAttribute("data-solid", "false");
    // Services link, the menu's button, then its first link.
    await mainNav(page, "en")
      .getByRole("link", { name: common("nav.services", "en"), exact: true })
      .focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.locator("#services-menu a").first()).toBeFocused();
    expect(await focusRingContrast(page)).toBeGreaterThanOrEqual(3);
  });

  test("390 px, over the home hero: the menu's and the language list's links have rings of 3:1; Tab past the menu's last control closes it, so it never hides the focus", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/en/");
    await hydrated(page);
    const toggle = page.getByRole("button", { name: common("nav.menu", "en") });
    const panel = page.locator("#mobile-menu");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link").first()).toBeFocused();
    expect(await focusRingContrast(page)).toBeGreaterThanOrEqual(3);
    const last = panel.locator("[data-quote-trigger]");
    await last.focus();
    await page.keyboard.press("Tab");
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const focusedIsCovered = await page.evaluate(() => {
      const focused = document.activeElement!;
      const box = focused.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return !!top && !focused.contains(top) && !top.contains(focused);
    });
    expect(focusedIsCovered).toBe(false);

    const languages = page.locator("header [data-language-menu]");
    await languages.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(page.locator("#language-menu a").first()).toBeFocused();
    expect(await focusRingContrast(page)).toBeGreaterThanOrEqual(3);
  });
});

// A phone's text size at 200%: Chromium's own default font size setting, which media queries in rem
// follow too, as a phone's text scaling does (a 390 px screen then lays out as 195 px at 16 px).
async function phoneWithTextAt200(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
}

/**
 * The texts of the elements that selector finds that run past the screen's right edge, each with
 * how far. Text in a box that scrolls sideways (a table's), itself within the screen, is reached
 * by scrolling that box.
 */
const textsPastTheEdge = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const range = document.createRange();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const past: string[] = [];
      const inScrollingBox = (node: Node) => {
        for (let box = node.parentElement; box; box = box.parentElement)
          if (/auto|scroll/.test(getComputedStyle(box).overflowX))
            return box.getBoundingClientRect().right <= innerWidth + 1;
        return false;
      };
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest(".sr-only") || inScrollingBox(node)) continue;
        range.selectNodeContents(node);
        const right = Math.max(0, ...[...range.getClientRects()].map((line) => line.right));
        if (right > innerWidth + 1) past.push(`${node.textContent} (${Math.round(right - innerWidth)} px)`);
      }
      return past;
    }),
  );

/** The numbers in the texts of the elements that selector finds that are broken across two lines. */
const numbersBrokenInTwo = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const number of (node.textContent ?? "").matchAll(/\d[\d.,]*\d|\d/g)) {
          const range = document.createRange();
          range.setStart(node, number.index);
          range.setEnd(node, number.index + number[0].length);
          const tops = [...range.getClientRects()].filter((box) => box.width > 0).map((box) => box.top);
          if (Math.max(...tops) - Math.min(...tops) > 2) broken.push(`${number[0]} in "${node.textContent}"`);
        }
      }
      return broken;
    }),
  );

for (const language of languageCodes) {
  test(`(${language}) with the browser's text at 200% on a 390 px phone, the forms' fields and buttons, the cards and the footer's columns keep within the screen's width instead of running past its edge, where the page cuts them off`, async ({
    page,
  }) => {
    await phoneWithTextAt200(page);
    const cut = () =>
      page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLElement>(
            "main form :is(input:not([type=checkbox]), select, textarea, button), main li, footer .reveal",
          ),
        ]
          .filter((element) => element.getClientRects().length > 0 && !element.closest(".sr-only"))
          .filter((element) => element.getBoundingClientRect().right > innerWidth + 1)
          .map((element) => `${element.tagName} ${(element.getAttribute("name") ?? element.innerText).slice(0, 30)}`),
      );
    for (const path of [pagePaths.contact, servicePath("ekspedisi-udara"), articlesPath]) {
      await page.goto(localizedPath(path, language));
      // Waits for the scripts: the fields they add to the shipment details are measured too.
      await hydrated(page);
      if (path !== articlesPath) {
        const form = page.locator("main form[data-form]").last();
        await form.scrollIntoViewIfNeeded();
        // The service page's quote form shows its shipment details open, whose fields come with their code.
        if (path !== pagePaths.contact) await expect(form.locator('[name="readyDate"]')).toBeVisible();
      }
      expect(await cut(), path).toEqual([]);
    }
  });

  test(`(${language}) with the browser's text at 200% on a 390 px phone, what cannot break at a space keeps within the screen's width: the phone and WhatsApp buttons, the contact cards' links, the consent line's links; and the footer's social icons`, async ({
    page,
  }) => {
    await phoneWithTextAt200(page);
    const links = 'main :is(a[href^="tel:"], a[href^="mailto:"], [data-whatsapp], form a), footer ul[aria-label] > li';
    // The home page has the contact cards, the contact form and the footer; a service page the call to action.
    for (const path of [pagePaths.home, servicePath("ekspedisi-udara")]) {
      await page.goto(localizedPath(path, language));
      const cut = await page
        .locator(links)
        .evaluateAll((elements) =>
          elements
            .filter((element) => element.getBoundingClientRect().right > innerWidth + 1)
            .map((element) => element.textContent || element.firstElementChild?.getAttribute("aria-label")),
        );
      expect(await page.locator(links).count(), path).toBeGreaterThanOrEqual(8);
      expect(cut, path).toEqual([]);
    }
  });

  test(`(${language}) with the browser's text at 200% on a 390 px phone, the price cards' prices and words, the key points' titles, the forms' labels (the robot box's) and the footer's address, phone and email keep within the screen's width, a price's number never broken in two`, async ({
    page,
  }) => {
    await phoneWithTextAt200(page);
    // Text, not boxes: a word wider than its box runs past the box's edge, and the box stays inside.
    const texts = [
      "[data-package] :is(h3, [data-scope], [data-price], [data-terms])",
      "ul.grid > li h3",
      "main form label",
      "footer address",
    ].join(", ");
    const pastTheEdge = () => textsPastTheEdge(page, texts);
    // The home page has the key points, the contact form (the robot box) and the footer; the about page
    // the key points; the service pages the price cards in each currency and the quote form.
    const pricedPages = ["ekspedisi-laut", "ekspedisi-udara", "warehouse-distribusi"].map(servicePath);
    for (const path of [pagePaths.home, pagePaths.about, ...pricedPages]) {
      await page.goto(localizedPath(path, language));
      expect(await pastTheEdge(), path).toEqual([]);
      if (!pricedPages.includes(path)) continue;
      const figures = page.locator("[data-price] > :first-child");
      await expect(figures, path).toHaveCount(3);
      for (const lines of await textLinesOfEach(figures)) {
        const numbers = lines.join("").match(/\d[\d.,]*/g) ?? [];
        for (const number of numbers)
          expect(
            lines.some((line) => line.includes(number)),
            lines.join(" / "),
          ).toBe(true);
      }
    }
  });

  test(`(${language}) with the browser's text at 200% on a 390 px phone, the about page's values, vision and mission and every service page's documents, details and questions (their "+" too) keep within the screen's width, a detail's figure never broken in two`, async ({
    page,
  }) => {
    await phoneWithTextAt200(page);
    const about = "[aria-labelledby=values-title] li, #vision-title ~ p, #mission-title ~ ol > li";
    const answers = "[data-document], [data-detail-block], [data-faq] > summary";
    for (const path of [pagePaths.about, ...serviceSlugs.map(servicePath)]) {
      await page.goto(localizedPath(path, language));
      const texts = path === pagePaths.about ? about : answers;
      expect(await page.locator(texts).count(), path).toBeGreaterThanOrEqual(8);
      expect(await textsPastTheEdge(page, texts), path).toEqual([]);
      expect(await numbersBrokenInTwo(page, "[data-detail-block]"), path).toEqual([]);
    }
  });
}

test.describe("as served, without scripts", () => {
  test.use({ javaScriptEnabled: false });
  for (const language of languageCodes)
    test(`(${language}) with the browser's text at 200% on a 390 px phone, no text on any page runs past the screen's right edge, where the page cuts it off: the legal pages' lists and the price cards' key points (the warehouse's insurance figure) too`, async ({
      page,
    }) => {
      test.slow();
      await phoneWithTextAt200(page);
      const pages = everyPage.filter((visited) => visited.language === language);
      expect(pages.length).toBeGreaterThanOrEqual(15);
      for (const { path } of pages) {
        await page.goto(path);
        expect(await textsPastTheEdge(page, "body"), path).toEqual([]);
      }
    });
});

test.describe("forced colours (Windows high contrast)", () => {
  test.use({ colorScheme: "light" });
  test("a focused form field still shows a focus outline, the page's language stays marked in the bar, and the amber buttons keep a border", async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: "active" });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/en/kontak/");
    const name = page.locator('main [name="fullName"]').first();
    await name.focus();
    const outline = await name.evaluate((el) => {
      const s = getComputedStyle(el);
      return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
    });
    expect(outline.style).not.toBe("none");
    expect(outline.width).toBeGreaterThanOrEqual(1);
    const current = page.locator('header a[aria-current="true"][hreflang]');
    await expect(current).toHaveCSS("text-decoration-line", "underline");
    // Forced colours drop their amber background: without a border Get Quote reads as a plain link.
    for (const button of [
      page.locator("header [data-quote-trigger]:visible").first(),
      page.locator('main button[type="submit"]').first(),
    ]) {
      await expect(button).toHaveCSS("border-top-style", "solid");
      expect(parseFloat(await button.evaluate((el) => getComputedStyle(el).borderTopWidth))).toBeGreaterThanOrEqual(1);
    }
  });
});

/** The sides of an element without a drawn border: forced colours drop shadows, rings and backgrounds. */
const bare = (element: ReturnType<Page["locator"]>) =>
  element.evaluate((e) => {
    const s = getComputedStyle(e);
    return (["Top", "Right", "Bottom", "Left"] as const).filter(
      (side) => s[`border${side}Style`] === "none" || parseFloat(s[`border${side}Width`]) < 1,
    );
  });

test.describe("forced colours (Windows high contrast): menus", () => {
  test.use({ colorScheme: "light", viewport: { width: 390, height: 800 } });
  test.beforeEach(({ page }) => page.emulateMedia({ forcedColors: "active" }));

  test("the language button and its open list, and the services menu's open card, keep an edge over the page", async ({
    page,
  }) => {
    await page.goto(localizedPath(servicePath("ekspedisi-udara"), "en"));
    const button = page.locator("header [data-language-menu]");
    expect(await bare(button)).toEqual([]);
    await button.click();
    const list = page.locator("#language-menu");
    await expect(list).toBeVisible();
    expect(await bare(list)).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole("button", { name: common("nav.servicesMenu", "en") }).click();
    const card = page.locator("#services-menu > div");
    await expect(card).toBeVisible();
    expect(await bare(card)).toEqual([]);
  });

  test("the services menu tells the page's own service from the others by more than its background, in the phone menu and the desktop card", async ({
    page,
  }) => {
    await page.goto(localizedPath(servicePath("ekspedisi-udara"), "en"));
    const menu = page.locator("#services-menu");
    const own = menu.locator('a[aria-current="page"]');
    const other = menu.locator(`a[href="${localizedPath(servicePath("ekspedisi-laut"), "en")}"]`);
    await page.getByRole("button", { name: common("nav.menu", "en") }).click();
    await expect(own).toBeVisible();
    await expect(own).toHaveCSS("text-decoration-line", "underline");
    await expect(other).toHaveCSS("text-decoration-line", "none");

    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole("button", { name: common("nav.servicesMenu", "en") }).click();
    await expect(own).toBeVisible();
    await expect(own).toHaveCSS("text-decoration-line", "underline");
    await expect(other).toHaveCSS("text-decoration-line", "none");
  });
});

test.describe("forced colours (Windows high contrast): cards and the quote dialog", () => {
  test.use({ colorScheme: "light" });
  test.beforeEach(({ page }) => page.emulateMedia({ forcedColors: "active" }));

  for (const language of languageCodes) {
    test(`(${language}) the home page's service and tool cards keep an edge, so they read as cards, not as runs of link text`, async ({
      page,
    }) => {
      await page.goto(localizedPath(pagePaths.home, language));
      const cards = page.locator("#services li > a, #tools li > a");
      await expect(cards).toHaveCount(serviceSlugs.length + tools.length);
      for (const card of await cards.all())
        expect(await bare(card), (await card.getAttribute("href")) ?? undefined).toEqual([]);
    });

    test(`(${language}) the boxes drawn by a ring on the other pages keep an edge too: the contact cards and map, the key points, the questions, the price cards`, async ({
      page,
    }) => {
      for (const path of [pagePaths.contact, pagePaths.about, servicePath("ekspedisi-laut"), formPagePaths.quote]) {
        await page.goto(localizedPath(path, language));
        const boxes = page.locator(".ring-1:visible");
        expect(await boxes.count(), path).toBeGreaterThan(0);
        for (const box of await boxes.all()) {
          const name = await box.evaluate((e) => `${e.tagName} ${e.className}`);
          expect(await bare(box), `${path}: ${name}`).toEqual([]);
        }
      }
    });

    test(`(${language}) the quote dialog keeps an edge over the page`, async ({ page }) => {
      expect(await bare(await openQuoteDialog(page, language))).toEqual([]);
    });
  }
});

// No sideways scrolling at 320 px, with the mobile menu closed and open, on every page; the header's
// controls apart at 375, 768, 1024 and 1280 px on a page of each kind: e2e/every-page.spec.ts.

// axe on the header and footer, with the services dropdown or the mobile menu open: e2e/every-page.spec.ts, in every language.
