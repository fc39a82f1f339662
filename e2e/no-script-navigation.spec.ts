import { expect, test, type Page } from "@playwright/test";
import { languageLinkName, localeText, mainNav, serviceFrontmatter } from "./support/site";
import { packageAnchor } from "../src/forms/shared/packages";
import { packageKey } from "../src/forms/shared/package-keys";
import { company } from "../src/shared/facts";
import { languageCodes, languageOf, type LanguageCode } from "../src/shared/languages";
import { formPagePaths, localizedPath, pagePaths, servicePath } from "../src/shared/routes";
import { serviceSlugs } from "../src/shared/services";
import { tools } from "../src/components/tools";

// The HTML alone does the job, the scripts make it nicer: the phone menu, the language menu and
// the services menu open without JavaScript, Get Quote leads to the quote page, the map link is
// a link; and a tap made while the scripts are still on their way is not lost.

const common = (language: LanguageCode, key: string) => localeText(language, "common", key);
const quotePage = (language: LanguageCode) => localizedPath(formPagePaths.quote, language);
const phone = { width: 390, height: 844 };

/** True once React has hydrated the header. */
const headerHydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document.querySelector("header") ?? {}).some((k) => k.startsWith("__reactProps")));

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test.describe("on a phone", () => {
    test.use({ viewport: phone });

    for (const language of ["id", "ja"] as const) {
      test(`${language}: the Menu button opens the menu, whose links work`, async ({ page }) => {
        await page.goto(localizedPath(pagePaths.home, language));
        const toggle = page.getByRole("button", { name: common(language, "nav.menu"), exact: true });
        const panel = page.locator("#mobile-menu");
        await expect(panel).toBeHidden();
        await toggle.click();
        await expect(panel).toBeVisible();
        // Below the bar, the width of the screen, down to its bottom.
        expect(await panel.boundingBox()).toEqual({ x: 0, y: 64, width: phone.width, height: phone.height - 64 });
        const nav = panel.getByRole("navigation", { name: common(language, "nav.label") });
        for (const key of ["home", "services", "about", "contact"] as const) {
          await expect(nav.getByRole("link", { name: common(language, `nav.${key}`), exact: true })).toHaveAttribute(
            "href",
            localizedPath(pagePaths[key], language),
          );
        }
        for (const slug of serviceSlugs)
          await expect(nav.locator(`a[href="${localizedPath(servicePath(slug), language)}"]`)).toBeVisible();
        await expect(panel.locator("[data-quote-trigger]")).toHaveAttribute("href", quotePage(language));
        // The icon shows the menu is open (CSS follows the popover).
        await expect(toggle.locator("path").first()).toBeHidden();
        await expect(toggle.locator("path").last()).toBeVisible();

        await nav.getByRole("link", { name: common(language, "nav.about"), exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${localizedPath(pagePaths.about, language)}$`));
        await expect(page.locator("#mobile-menu")).toBeHidden();
        await toggle.click();
        await page.locator(`#mobile-menu a[href="${localizedPath(servicePath(serviceSlugs[2]), language)}"]`).click();
        await expect(page).toHaveURL(new RegExp(`${localizedPath(servicePath(serviceSlugs[2]), language)}$`));
      });
    }

    test("a tap outside or Esc closes the menu", async ({ page }) => {
      await page.goto(localizedPath(pagePaths.contact, "en"));
      const toggle = page.getByRole("button", { name: common("en", "nav.menu"), exact: true });
      const panel = page.locator("#mobile-menu");
      await toggle.click();
      await expect(panel).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      // The button closes it again, and the language menu's opening closes it.
      await toggle.click();
      await toggle.click();
      await expect(panel).toBeHidden();
      await toggle.click();
      await page.locator("header [data-language-menu]").click();
      await expect(panel).toBeHidden();
      await expect(page.locator("#language-menu")).toBeVisible();
    });

    test("the language menu opens and switches language", async ({ page }) => {
      await page.goto(localizedPath(pagePaths.about, "zh"));
      const button = page.locator("header [data-language-menu]");
      const panel = page.locator("#language-menu");
      await expect(panel).toBeHidden();
      await button.click();
      await expect(panel).toBeVisible();
      const links = panel.getByRole("link");
      await expect(links).toHaveCount(languageCodes.length);
      for (const [i, code] of languageCodes.entries()) {
        await expect(links.nth(i)).toHaveAccessibleName(languageLinkName(code));
        await expect(links.nth(i)).toHaveAttribute("href", localizedPath(pagePaths.about, code));
      }
      const box = (await panel.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
      expect(box.y).toBe(64);
      // A tap outside closes it.
      await page.mouse.click(phone.width / 2, 500);
      await expect(panel).toBeHidden();

      await button.click();
      await links.filter({ hasText: "JP" }).click();
      await expect(page).toHaveURL(/\/ja\/tentang\/$/);
      await expect(page.locator("html")).toHaveAttribute("lang", languageOf("ja").tag);
    });

    test("the menu's services stay in the panel, under their link, when the keyboard reaches them", async ({
      page,
    }) => {
      await page.goto(localizedPath(pagePaths.home, "en"));
      await page.getByRole("button", { name: common("en", "nav.menu"), exact: true }).click();
      const panel = page.locator("#mobile-menu");
      await expect(panel).toBeVisible();
      const services = panel.getByRole("link", { name: common("en", "nav.services"), exact: true });
      await services.focus();
      await page.keyboard.press("Tab");
      const first = page.locator("#services-menu a").first();
      await expect(first).toBeFocused();
      // In the panel's own flow: inside the screen, below the Services link, above About Us.
      const [link, service, about] = await Promise.all(
        [services, first, panel.getByRole("link", { name: common("en", "nav.about"), exact: true })].map(
          async (l) => (await l.boundingBox())!,
        ),
      );
      expect(service.x).toBeGreaterThanOrEqual(0);
      expect(service.x + service.width).toBeLessThanOrEqual(phone.width);
      expect(service.y).toBeGreaterThanOrEqual(link.y + link.height);
      expect(about.y).toBeGreaterThan(service.y + service.height);
    });

    test("a menu opened before the full stylesheet has loaded is in place and usable", async ({ page }) => {
      // The home page inlines only its first screen's CSS (src/ssr/first-screen-css.tsx): the
      // panels' own classes are in it, their links' only in the full stylesheet.
      await page.route(/\/styles\.[0-9a-f]+\.css$/, (route) => route.abort());
      await page.goto(localizedPath(pagePaths.home, "en"));
      await page.getByRole("button", { name: common("en", "nav.menu"), exact: true }).click();
      const panel = page.locator("#mobile-menu");
      await expect(panel).toBeVisible();
      expect(await panel.boundingBox()).toEqual({ x: 0, y: 64, width: phone.width, height: phone.height - 64 });
      expect(await panel.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(255, 255, 255)");
      const about = panel.getByRole("link", { name: common("en", "nav.about"), exact: true });
      await expect(about).toBeInViewport();
      await about.click();
      await expect(page).toHaveURL(/\/en\/tentang\/$/);

      await page.goto(localizedPath(pagePaths.home, "en"));
      await page.locator("header [data-language-menu]").click();
      const languages = page.locator("#language-menu");
      const box = (await languages.boundingBox())!;
      expect(box.y).toBe(64);
      expect(box.x + box.width).toBeLessThanOrEqual(phone.width - 12);
      expect(await languages.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(255, 255, 255)");
      await expect(languages.getByRole("link")).toHaveCount(languageCodes.length);
    });
  });

  test.describe("on a desktop", () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("the services menu opens on hover and on keyboard focus and lists the five services", async ({ page }) => {
      await page.goto(localizedPath(pagePaths.about, "en"));
      const menu = page.locator("#services-menu");
      const servicesLink = mainNav(page, "en").getByRole("link", { name: common("en", "nav.services"), exact: true });
      await expect(menu).toBeHidden();
      await servicesLink.hover();
      await expect(menu).toBeVisible();
      const links = menu.getByRole("link");
      await expect(links).toHaveCount(serviceSlugs.length + tools.length);
      for (const [i, slug] of serviceSlugs.entries())
        await expect(links.nth(i)).toHaveAttribute("href", localizedPath(servicePath(slug), "en"));
      for (const [i, tool] of tools.entries())
        await expect(links.nth(serviceSlugs.length + i)).toHaveAttribute("href", localizedPath(tool.path, "en"));
      // Beside the menu, which now reaches below y 600 under the middle of the screen.
      await page.mouse.move(200, 600);
      await expect(menu).toBeHidden();

      // By keyboard: the link's focus opens it, Tab walks through its services and on.
      await mainNav(page, "en")
        .getByRole("link", { name: common("en", "nav.home"), exact: true })
        .focus();
      await page.keyboard.press("Tab");
      await expect(servicesLink).toBeFocused();
      await expect(menu).toBeVisible();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect(links.first()).toBeFocused();
      for (let i = 1; i < serviceSlugs.length + tools.length; i++) await page.keyboard.press("Tab");
      await expect(links.last()).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(
        mainNav(page, "en").getByRole("link", { name: common("en", "nav.about"), exact: true }),
      ).toBeFocused();
      await expect(menu).toBeHidden();

      await servicesLink.hover();
      await links.nth(1).click();
      await expect(page).toHaveURL(new RegExp(`${localizedPath(servicePath(serviceSlugs[1]), "en")}$`));
    });

    test("Get Quote leads to the quote page of the page's language", async ({ page }) => {
      for (const language of languageCodes) {
        await page.goto(localizedPath(pagePaths.contact, language));
        const quote = page.locator("header [data-quote-trigger]:visible");
        await expect(quote).toHaveCount(1);
        await expect(quote).toHaveAttribute("href", quotePage(language));
        await expect(quote).toHaveText(localeText(language, "form", "getQuote"));
      }
      // The home hero's consultation link too; the quote page itself is another part of the site.
      await page.goto(localizedPath(pagePaths.home, "en"));
      await expect(page.locator("#free-consultation")).toHaveAttribute("href", quotePage("en"));
      await page.locator("header [data-quote-trigger]:visible").click();
      await expect(page).toHaveURL(new RegExp(`${quotePage("en")}$`));
    });

    test("on a service page Get Quote leads to the page's own quote form, and each package to a quote form with it chosen", async ({
      page,
    }) => {
      await page.goto(localizedPath(servicePath("ekspedisi-laut"), "en"));
      const form = page.locator("#quote");
      await expect(form.locator("form")).toHaveCount(1);
      await expect(page.locator('[data-action="get-quote"]')).toHaveAttribute("href", "#quote");
      // The header's Get Quote too. Each package's link for the scripts, its key in the address for them
      // to read, is hidden; the one shown leads to the function's quote form with the package chosen.
      await expect(page.locator("header [data-quote-trigger]:visible")).toHaveAttribute("href", "#quote");
      const packages = page.locator("#pricing a[data-quote-package]");
      const shown = page.locator("#pricing a:visible");
      const pricing = serviceFrontmatter("ekspedisi-laut", "en").pricing as { price: string; name: string }[];
      const prices = pricing.map((pkg) => pkg.price);
      await expect(packages).toHaveCount(prices.length);
      await expect(shown).toHaveCount(prices.length);
      for (const [i, price] of prices.entries()) {
        await expect(packages.nth(i)).toHaveAttribute("href", `#${packageAnchor(packageKey(price))}`);
        await expect(packages.nth(i)).toBeHidden();
        await expect(shown.nth(i)).toHaveAttribute("data-plain-package", packageKey(price));
        await expect(shown.nth(i)).toHaveAttribute("href", new RegExp(`^/api/send-contact-email\\?form=quote&`));
        await expect(shown.nth(i)).toHaveAccessibleName(
          `${localeText("en", "services", "detail.choosePackage")} ${pricing[i].name}`,
        );
      }
      await page.locator('[data-action="get-quote"]').click();
      await expect(page).toHaveURL(/#quote$/);
      await expect(form).toBeInViewport();
    });

    test("the map's link opens the maps service", async ({ page }) => {
      for (const path of [localizedPath(pagePaths.contact, "id"), localizedPath(pagePaths.home, "ja")]) {
        await page.goto(path);
        // The button that shows the map needs scripts: without them only the link is offered.
        await expect(page.locator("[data-office-map] button")).toBeHidden();
        const link = page.locator("[data-office-map] a");
        await expect(link).toHaveAttribute("href", company.maps.url);
        await expect(link).toHaveAttribute("target", "_blank");
      }
    });
  });
});

test.describe("with the scripts held back", () => {
  test.use({ viewport: phone });

  /** Holds every script until the returned function is called. */
  async function holdScripts(page: Page): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/*.js", async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test("a tap on Menu before the scripts run opens the menu, which stays open and works once they have", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    const release = await holdScripts(page);
    await page.goto(localizedPath(pagePaths.home, "en"), { waitUntil: "commit" });
    const toggle = page.getByRole("button", { name: common("en", "nav.menu"), exact: true });
    const panel = page.locator("#mobile-menu");
    await toggle.click();
    await expect(panel).toBeVisible();
    expect(await headerHydrated(page)).toBe(false);

    release();
    await expect(page.locator("html[data-quote-ready]")).toHaveCount(1);
    await expect.poll(() => headerHydrated(page)).toBe(true);
    // React follows the open menu: the state, the header behind it, the button's state.
    await expect(panel).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("header[data-solid]")).toHaveAttribute("data-solid", "true");

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await expect(page.locator("header[data-solid]")).toHaveAttribute("data-solid", "false");

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    // Get Quote in the menu now opens the dialog, and the menu closes.
    await panel.locator("[data-quote-trigger]").click();
    await expect(page.locator("dialog[data-quote-dialog]")).toBeVisible();
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    // The page hydrated without a mismatch (React reports one as a console error).
    expect(errors).toEqual([]);
  });

  test("a tap on the language menu before the scripts run keeps it open, and Esc closes it once they have", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto(localizedPath(pagePaths.about, "ja"), { waitUntil: "commit" });
    const button = page.locator("header [data-language-menu]");
    const panel = page.locator("#language-menu");
    await button.click();
    await expect(panel).toBeVisible();
    release();
    await expect(page.locator("html[data-quote-ready]")).toHaveCount(1);
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
  });

  test("a tap on Get Quote before the scripts run leads to the quote page", async ({ page }) => {
    await holdScripts(page);
    await page.goto(localizedPath(pagePaths.contact, "zh"), { waitUntil: "commit" });
    await page.locator("header [data-quote-trigger]:visible").click();
    await expect(page).toHaveURL(new RegExp(`${quotePage("zh")}$`));
  });
});
