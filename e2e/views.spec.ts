import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { articles, localeText, serviceFrontmatter, sitePages } from "./support/site";
import { articlePath, articlesPath } from "../src/shared/articles";
import { isSpaceless, languageCodes, type LanguageCode } from "../src/shared/languages";
import { interpolateFacts } from "../src/shared/facts";
import { formPagePaths, localizedPath, pagePaths, servicePath } from "../src/shared/routes";
import { serviceSlugs } from "../src/shared/services";
import { tools as allTools } from "../src/components/tools";
import { smoothScrolling } from "./support/chromium";
import { lastLinesOfEach, linesOf, textLinesOfEach } from "./support/lines";

// The page views (src/components/views/**): home sections and their order, the services
// index, the service page's breadcrumb and its two in-page buttons (get a quote, learn more).
// That nothing overlaps at 375, 768 and 1280 px is checked in every-page.spec.ts (overlaps.ts).

// The in-page buttons scroll smoothly, as for visitors (and jump at once with reduced motion).
test.use({ launchOptions: smoothScrolling });

const services = (key: string, language: LanguageCode = "id") => localeText(language, "services", key);
const serviceTitle = (slug: string, language: LanguageCode) =>
  interpolateFacts(String(serviceFrontmatter(slug, language).title), language);

/** Waits until React has hydrated the page, so click handlers are live. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return !!main && Object.keys(main).some((k) => k.startsWith("__react"));
  });
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Clicks a link by script and returns the scroll position in the same task, before any animation frame. */
const clickAndReadScroll = (page: Page, selector: string) =>
  page.evaluate((s) => {
    (document.querySelector(s) as HTMLElement).click();
    return window.scrollY;
  }, selector);

/**
 * Clicks a link by script and records window.scrollY in the click's own task, then on every
 * animation frame from the click until the page has been still for ten frames (at most 5 s).
 * Recording starts in the page at the click, not after a round trip to the test: on a machine
 * busy with a build the round trip took a large part of the glide.
 */
const clickAndRecordScroll = (page: Page, selector: string) =>
  page.evaluate(
    (s) =>
      new Promise<{ atClick: number; frames: number[] }>((resolve) => {
        (document.querySelector(s) as HTMLElement).click();
        const atClick = Math.round(window.scrollY);
        const frames: number[] = [];
        const start = performance.now();
        let still = 0;
        const step = () => {
          const y = Math.round(window.scrollY);
          still = frames.length > 0 && frames[frames.length - 1] === y && y !== atClick ? still + 1 : 0;
          frames.push(y);
          if (still < 10 && performance.now() - start < 5000) requestAnimationFrame(step);
          else resolve({ atClick, frames });
        };
        requestAnimationFrame(step);
      }),
    selector,
  );

test.describe("home", () => {
  test("sections in order: hero, service icons, five service cards, the tools, about, contact block last, then the footer", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/en/");
    const sections = page.locator("main > section");
    await expect(sections).toHaveCount(6);
    // Hero: full screen, with the page's h1.
    const hero = sections.nth(0);
    await expect(hero.locator("h1")).toHaveText(
      `${localeText("en", "home", "hero.title")} ${localeText("en", "home", "hero.accent")}`,
    );
    const heroBox = (await hero.boundingBox())!;
    expect(heroBox.height).toBeGreaterThanOrEqual(800);
    // The four transport modes, each with its icon and name.
    const modes = sections.nth(1).getByRole("listitem");
    await expect(modes).toHaveCount(4);
    for (const [i, key] of ["land", "sea", "air", "warehouse"].entries()) {
      await expect(modes.nth(i)).toHaveText(localeText("en", "home", `icons.${key}`));
      await expect(modes.nth(i).locator("svg")).toHaveCount(1);
    }
    // The services grid: five cards, each wholly one link to its service page.
    await expect(sections.nth(2)).toHaveAttribute("id", "services");
    const cards = sections.nth(2).getByRole("listitem");
    await expect(cards).toHaveCount(serviceSlugs.length);
    for (const [i, slug] of serviceSlugs.entries()) {
      const link = cards.nth(i).getByRole("link");
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute("href", `/en${servicePath(slug)}`);
      await expect(link.locator("img").first()).toBeAttached();
      const [card, target] = [(await cards.nth(i).boundingBox())!, (await link.boundingBox())!];
      expect(Math.abs(card.height - target.height)).toBeLessThan(2);
      expect(Math.abs(card.width - target.width)).toBeLessThan(2);
    }
    // Three cards in the first row, two in the second.
    const tops = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tops.slice(0, 3)).size).toBe(1);
    expect(new Set(tops.slice(3)).size).toBe(1);
    expect(tops[3]).toBeGreaterThan(tops[0]);
    // The tools: each card wholly one link to the tool (e2e/tools.spec.ts follows them).
    await expect(sections.nth(3)).toHaveAttribute("id", "tools");
    const tools = sections.nth(3).getByRole("listitem");
    await expect(tools).toHaveCount(allTools.length);
    for (const [i, tool] of allTools.entries())
      await expect(tools.nth(i).getByRole("link")).toHaveAttribute("href", `/en${tool.path}`);
    await expect(sections.nth(4)).toHaveAttribute("id", "about");
    await expect(sections.nth(4).getByRole("heading", { level: 2 }).first()).toHaveText(
      localeText("en", "home", "about.title"),
    );
    await expect(sections.nth(4).getByRole("listitem")).toHaveCount(4);
    await expect(sections.nth(5)).toHaveAttribute("id", "contact");
    await expect(sections.nth(5).locator("[data-contact-card]")).toHaveCount(4);
    await expect(sections.nth(5).locator('form[data-form="contact"]')).toHaveCount(1);
    // The footer comes right after the main content.
    await expect(page.locator("main + footer")).toHaveCount(1);
  });

  test("from 640 to 1023 px the five service cards stand two by two, the last centred below them and as wide, in every language and on /services; from 1024 px three, then two", async ({
    page,
  }) => {
    // Where they are, not where a card still sliding in is drawn.
    await page.emulateMedia({ reducedMotion: "reduce" });
    const pages = [...languageCodes.map((language) => localizedPath("/", language)), localizedPath("/services/", "en")];
    for (const path of pages)
      for (const width of [640, 768, 1023]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        const where = `${path} at ${width} px`;
        const grid = (await page.locator("main #services ul").first().boundingBox())!;
        const cards = await page
          .locator("main #services ul")
          .first()
          .evaluate((ul) => [...ul.children].map((li) => li.getBoundingClientRect().toJSON() as DOMRect));
        expect(cards, where).toHaveLength(serviceSlugs.length);
        const last = cards[cards.length - 1];
        // Two by two: each row of two on one line, the rows one under the other.
        for (const row of [cards.slice(0, 2), cards.slice(2, 4)]) expect(row[0].top, where).toBeCloseTo(row[1].top, 0);
        expect(cards[2].top, where).toBeGreaterThan(cards[0].bottom);
        expect(last.top, where).toBeGreaterThan(cards[2].bottom);
        expect(last.width, where).toBeCloseTo(cards[0].width, 0);
        expect(last.left + last.width / 2, `${where}: the last card centred`).toBeCloseTo(grid.x + grid.width / 2, 0);
      }
    // From 1024 px three, then the last two side by side: the centred card's start gives way there.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const tops = await page
      .locator("main #services ul")
      .first()
      .evaluate((ul) => [...ul.children].map((li) => Math.round(li.getBoundingClientRect().top)));
    expect(tops.slice(1, 3), "1280 px: three in the first row").toEqual([tops[0], tops[0]]);
    expect(tops[4], "1280 px: the last two in one row").toBe(tops[3]);
    expect(tops[3], "1280 px: the last two below the three").toBeGreaterThan(tops[0]);
  });

  test("a card click opens its service page", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.locator("#services").getByRole("link").nth(3).click();
    await expect(page).toHaveURL(new RegExp(`${servicePath(serviceSlugs[3])}$`));
    await expect(page.locator("h1")).toHaveText(serviceTitle(serviceSlugs[3], "id"));
  });

  test("the free consultation link opens the quote dialog", async ({ page }) => {
    await page.goto("/ja/");
    // Its click is the forms root's once that has started (before, it leads to the quote page).
    await expect(page.locator("html[data-quote-ready]")).toHaveCount(1);
    // A link to the quote page (for a click before the scripts run), which the scripts turn into the dialog.
    const button = page
      .locator("main > section")
      .first()
      .getByRole("link", { name: localeText("ja", "home", "hero.cta") });
    await expect(button).toHaveAttribute("href", "/ja/penawaran/");
    await expect(page.getByRole("dialog")).toBeHidden();
    await button.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('form[data-form="quote"]')).toBeVisible();
  });
});

test.describe("services index", () => {
  for (const language of ["id", "zh"] as const) {
    test(`/services lists the five services as cards linking to their pages (${language})`, async ({ page }) => {
      await page.goto(localizedPath("/services/", language));
      await expect(page.locator("h1")).toHaveText(services("index.title", language));
      const cards = page.locator("main #services li");
      await expect(cards).toHaveCount(serviceSlugs.length);
      for (const [i, slug] of serviceSlugs.entries()) {
        const link = cards.nth(i).getByRole("link");
        await expect(link).toHaveAttribute("href", localizedPath(servicePath(slug), language));
        await expect(link.getByRole("heading")).not.toBeEmpty();
      }
      await hydrated(page);
      await cards.nth(0).getByRole("link").click();
      await expect(page.locator("h1")).toHaveText(serviceTitle(serviceSlugs[0], language));
    });
  }
});

test.describe("service page", () => {
  test("breadcrumb: Home > Services > title, visible, labelled, the current page marked", async ({ page }) => {
    const language = "en";
    const slug = "ekspedisi-udara";
    await page.goto(localizedPath(servicePath(slug), language));
    const crumb = page.getByRole("navigation", { name: localeText(language, "common", "breadcrumb") });
    await expect(crumb).toBeVisible();
    const items = crumb.getByRole("listitem");
    await expect(items).toHaveCount(3);
    await expect(items.nth(0).getByRole("link")).toHaveText(localeText(language, "common", "nav.home"));
    await expect(items.nth(0).getByRole("link")).toHaveAttribute("href", "/en/");
    await expect(items.nth(1).getByRole("link")).toHaveText(localeText(language, "common", "nav.services"));
    await expect(items.nth(1).getByRole("link")).toHaveAttribute("href", "/en/services/");
    await expect(items.nth(2)).toHaveText(serviceTitle(slug, language));
    await expect(items.nth(2)).toHaveAttribute("aria-current", "page");
    await expect(items.nth(2).getByRole("link")).toHaveCount(0);
    await expect(crumb.locator("[aria-current]")).toHaveCount(1);
    // Above the h1, in reading order.
    expect((await crumb.boundingBox())!.y).toBeLessThan((await page.locator("h1").boundingBox())!.y);

    await hydrated(page);
    await items.nth(1).getByRole("link").click();
    await expect(page).toHaveURL(/\/en\/services\/$/);
    await expect(page.locator("h1")).toHaveText(services("index.title", language));
  });

  // The links' light blue is about 1.3:1 against the white of the page's title and the arrows beside
  // them: by colour alone (WCAG 1.4.1) they would read as the same text.
  for (const language of languageCodes)
    test(`${language}: the breadcrumb's links are told from the text beside them by an underline, at rest, hovered and focused, on a service page and an article`, async ({
      page,
    }) => {
      const article = articles.find((a) => a.language === language)!;
      for (const [path, label] of [
        [localizedPath(servicePath("ekspedisi-udara"), language), localeText(language, "common", "breadcrumb")],
        [localizedPath(articlePath(article.slug), language), localeText(language, "common", "breadcrumb")],
      ]) {
        await page.goto(path);
        const links = page.getByRole("navigation", { name: label }).getByRole("link");
        await expect(links).toHaveCount(2);
        const line = (link: Locator) => link.evaluate((a) => getComputedStyle(a).textDecorationLine);
        for (const link of await links.all()) {
          expect(await line(link), `${path} at rest`).toBe("underline");
          await link.hover();
          expect(await line(link), `${path} hovered`).toBe("underline");
          await link.focus();
          expect(await line(link), `${path} focused`).toBe("underline");
        }
      }
    });

  test("Get a Quote scrolls smoothly to the quote form and focuses its first field", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/services/ekspedisi-laut/");
    await hydrated(page);
    expect(await scrollY(page)).toBe(0);
    const selector = 'main [data-action="get-quote"]';
    await expect(page.locator(selector)).toHaveText(services("detail.getQuote"));
    // Smooth: nothing has moved in the click's own task, then the page glides over many frames.
    const { atClick, frames } = await clickAndRecordScroll(page, selector);
    expect(atClick).toBe(0);
    const between = new Set(frames.filter((y) => y > 0));
    expect(between.size, `scroll positions seen: ${frames.join(",")}`).toBeGreaterThan(3);
    const form = page.locator('#quote form[data-form="service-quote"]');
    await expect(form).toBeInViewport();
    await expect(form.locator('[name="fullName"]')).toBeFocused();
    // The form's top is not hidden under the fixed header.
    await expect.poll(async () => (await page.locator("#quote").boundingBox())!.y).toBeGreaterThanOrEqual(60);
    // Typing goes straight into the form.
    await page.keyboard.type("Budi");
    await expect(form.locator('[name="fullName"]')).toHaveValue("Budi");
  });

  test("with reduced motion Get a Quote jumps to the form at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/ja/services/ekspedisi-udara/");
    await hydrated(page);
    const y = await clickAndReadScroll(page, 'main [data-action="get-quote"]');
    const quoteTop = await page.evaluate(
      () => document.getElementById("quote")!.getBoundingClientRect().top + window.scrollY,
    );
    expect(y).toBeGreaterThan(0);
    expect(Math.abs(y - quoteTop)).toBeLessThan(120);
    expect(await scrollY(page)).toBe(Math.round(y));
    await expect(page.locator('#quote [name="fullName"]')).toBeFocused();
  });

  test("Learn More takes keyboard users to the key features", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/zh/services/warehouse-distribusi/");
    await hydrated(page);
    const learnMore = page.locator('main [data-action="learn-more"]');
    await expect(learnMore).toHaveText(services("detail.learnMore", "zh"));
    await learnMore.focus();
    await page.keyboard.press("Enter");
    const heading = page.locator("#features h2");
    await expect(heading).toHaveText(services("detail.features", "zh"));
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(page.locator("#features li").first()).toBeInViewport();
    // Tab continues from there, into the page after the features.
    await page.keyboard.press("Tab");
    const after = await page.evaluate(() => {
      const features = document.getElementById("features")!;
      return !!(features.compareDocumentPosition(document.activeElement!) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(after).toBe(true);
  });

  test("each package's button is named with its package, so a list of the page's links tells them apart (Japanese)", async ({
    page,
  }) => {
    await page.goto(localizedPath(servicePath("ekspedisi-laut"), "ja"));
    const names = (serviceFrontmatter("ekspedisi-laut", "ja").pricing as { name: string }[]).map((pkg) => pkg.name);
    const links = page.locator("#pricing [data-quote-package]");
    await expect(links).toHaveCount(names.length);
    for (const [i, name] of names.entries())
      await expect(links.nth(i)).toHaveAccessibleName(`${services("detail.choosePackage", "ja")} ${name}`);
  });

  test("a pricing package's button also goes to the quote form", async ({ page }) => {
    await page.goto("/en/services/warehouse-distribusi/");
    await hydrated(page);
    const packages = page.locator("#pricing [data-package]");
    await expect(packages).toHaveCount(3);
    await packages
      .nth(1)
      .getByRole("link", { name: services("detail.choosePackage", "en") })
      .click();
    await expect(page.locator('#quote [name="fullName"]')).toBeFocused();
    await expect(page.locator("#quote form")).toBeInViewport();
  });
});

// Chinese and Japanese may break a line between almost any two characters, so a heading or a question a
// little too long for a phone's line can leave a single one on its last line ("か？", "算？").
test("(zh, ja) at 320, 375 and 414 px no heading or question of a service page or the quote page ends with one character alone on its last line", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const paths = [...serviceSlugs.map(servicePath), formPagePaths.quote];
  for (const language of ["zh", "ja"] as const)
    for (const path of paths) {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(localizedPath(path, language));
      // A heading for screen readers alone (a tool's, before its code comes) has no lines to see.
      const texts = page.locator("main :is(h2, h3, h4, [data-question]):not(.sr-only)");
      for (const width of [320, 375, 414]) {
        await page.setViewportSize({ width, height: 800 });
        for (const { text, lines, last } of await lastLinesOfEach(texts)) {
          // Punctuation such as "？" stays with the character before it; only that character counts.
          if (lines > 1)
            expect(
              last.replace(/[\s\p{P}]/gu, "").length,
              `${localizedPath(path, language)} at ${width} px: "${last}" last of ${lines} lines of "${text}"`,
            ).toBeGreaterThan(1);
        }
      }
    }
});

// Running text too, below the first screen: a paragraph, a list item or a link a little too long for a
// phone's line ended with one character ("谁办理清 / 关" under a service page's questions, "条款和条 /
// 件" in the consent line, "いつ / か" in a guide's sections), and a Japanese link broke inside a word
// ("コン / テナ", "プライバシーポリ / シー"). As served, so no section is still sliding in and no field
// is swapped while it is measured.
test.describe("(zh, ja) running text at 320 to 414 px", () => {
  test.use({ javaScriptEnabled: false });
  const runningTextPages = sitePages.filter(
    (p) =>
      (p.language === "zh" || p.language === "ja") &&
      ["service", "article", "legal", "incoterms", "quote", "contact"].includes(p.template),
  );
  const widths = [320, 360, 375, 390, 414];

  for (const { path } of runningTextPages)
    test(`${path}: no paragraph, list item or link of its article, forms, list of terms or footer ends with one character alone on its last line`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.goto(path);
      // A price's unit has a line of its own under its figure; text only screen readers hear is on no line.
      const texts = page.locator(
        ":is(article, form, dl, footer) :is(p, li, dd, a):not([data-price], :has(.sr-only)), [name=consent] + span",
      );
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        for (const lines of await textLinesOfEach(texts)) {
          // Punctuation such as "。" stays with the character before it; only that character counts.
          const last = (lines.at(-1) ?? "").replace(/[\s\p{P}]/gu, "");
          if (lines.length > 1) expect(last.length, `${path} at ${width} px: ${lines.join(" | ")}`).toBeGreaterThan(1);
        }
      }
    });

  test("the forms' links to the privacy policy and the terms keep their words on one line, on every page with a form", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    for (const lang of ["zh", "ja"] as const)
      for (const path of [pagePaths.home, pagePaths.contact, formPagePaths.quote, servicePath("ekspedisi-laut")]) {
        await page.goto(localizedPath(path, lang));
        const links = page.locator("form").getByRole("link", {
          name: new RegExp(
            `^(${localeText(lang, "form", "legal.privacy")}|${localeText(lang, "form", "legal.terms")})$`,
          ),
        });
        await expect(links).toHaveCount(2);
        for (const width of widths) {
          await page.setViewportSize({ width, height: 800 });
          for (const lines of await textLinesOfEach(links))
            expect(lines, `${localizedPath(path, lang)} at ${width} px`).toHaveLength(1);
        }
      }
  });

  for (const { path } of runningTextPages.filter((p) => p.language === "ja"))
    test(`${path}: a link of its article or forms keeps each word in katakana on one line`, async ({ page }) => {
      await page.goto(path);
      const links = page.locator(":is(article, form) a:not(:has(.sr-only))");
      const texts = await links.allInnerTexts();
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        for (const [i, lines] of (await textLinesOfEach(links)).entries()) {
          // A loanword (コンテナ, プライバシーポリシー) is one word: it breaks only if wider than the line.
          for (const word of texts[i].match(/[\p{Script=Katakana}ー]+/gu) ?? [])
            if (lines.length > 1)
              expect(
                lines.some((line) => line.includes(word)),
                `${path} at ${width} px: ${lines.join(" | ")}`,
              ).toBe(true);
        }
      }
    });
});

// The headings and the lines under them (a page's subtitle, the paragraphs under a section's heading, an
// article's title and summary in the list) ended, at one width or another, with one character or one short
// word alone ("室。", "す。", "Batam.", "24/7."), on the pages a visitor meets first. A title of three words
// or fewer in a language with spaces cannot always avoid it, and is left alone. As served, so no section is
// still sliding in.
test.describe("headings and leads of the first pages at 320 to 1440 px", () => {
  test.use({ javaScriptEnabled: false });
  const texts =
    "main :is(h1, h2, h3):not(.sr-only), main [aria-labelledby=page-title] p, main :is(h1, h2) + p, #about-title ~ p, #intro-title ~ p, #vision-title + p";
  for (const language of languageCodes)
    for (const path of [pagePaths.home, pagePaths.about, pagePaths.contact, pagePaths.services, articlesPath])
      test(`${localizedPath(path, language)}: no heading or lead ends with one character or one short word alone on its last line`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        await page.goto(localizedPath(path, language));
        const alone: string[] = [];
        for (let width = 320; width <= 1440; width += 8) {
          await page.setViewportSize({ width, height: 800 });
          for (const { text, lines, last } of await lastLinesOfEach(page.locator(texts))) {
            // Punctuation such as "。" or "." stays with what is before it; only that counts.
            const core = last.replace(/[\s\p{P}]/gu, "");
            const lone = isSpaceless(language)
              ? core.length === 1
              : text.trim().split(/\s+/).length > 3 && !/\s/.test(last.trim()) && core.length <= 5;
            if (lines > 1 && lone) alone.push(`${width} px: "${last.trim()}" of "${text}"`);
          }
        }
        expect(alone).toEqual([]);
      });
});

// The four key points (home, about) stand two to a row beside the section's picture or text from 1024 px,
// each title in a narrow card: "24/7 emergency / line" and "Saluran darurat / 24/7" left one short word
// alone there, three-word titles the test above leaves out.
test.describe("key points' titles", () => {
  test.use({ javaScriptEnabled: false });
  const titles = ':is(#about, section[aria-labelledby="intro-title"]) li h3';
  for (const language of languageCodes)
    test(`(${language}) at 1024 to 1440 px no key point's title on the home and about pages leaves one word alone on its last line`, async ({
      page,
    }) => {
      const alone: string[] = [];
      for (const path of [pagePaths.home, pagePaths.about]) {
        await page.goto(localizedPath(path, language));
        await expect(page.locator(titles)).toHaveCount(4);
        for (let width = 1024; width <= 1440; width += 16) {
          await page.setViewportSize({ width, height: 800 });
          for (const { text, lines, last } of await lastLinesOfEach(page.locator(titles))) {
            const core = last.replace(/[\s\p{P}]/gu, "");
            const lone = isSpaceless(language) ? core.length === 1 : !/\s/.test(last.trim()) && core.length <= 5;
            if (lines > 1 && lone) alone.push(`${path} at ${width} px: "${last.trim()}" of "${text}"`);
          }
        }
      }
      expect(alone).toEqual([]);
    });
});

// "Cara menghubungi kami" above the contact cards: balanced, it still left "kami" alone at 320 to 360 px,
// where "menghubungi kami" is the wider line. Its last two words are joined (a no-break space).
test.describe("the contact page's heading above its cards", () => {
  test.use({ javaScriptEnabled: false });
  for (const language of languageCodes)
    test(`(${language}) at 320 to 400 px it leaves no word alone on its last line`, async ({ page }) => {
      await page.goto(localizedPath(pagePaths.contact, language));
      const alone: string[] = [];
      for (let width = 320; width <= 400; width += 8) {
        await page.setViewportSize({ width, height: 800 });
        const [{ text, lines, last }] = await lastLinesOfEach(page.locator("#info-title"));
        const core = last.replace(/[\s\p{P}]/gu, "");
        const lone = isSpaceless(language) ? core.length === 1 : !/\s/.test(last.trim());
        if (lines > 1 && lone) alone.push(`${width} px: "${last.trim()}" of "${text}"`);
      }
      expect(alone).toEqual([]);
    });
});

// Four values stand in a row from 1024 px, each card a quarter of the page: a long word in a title
// ("プロフェッショナリズム") broke there with its last character on a line of its own.
test("about page: each value's title stays on one line from a phone to four cards in a row, in every language", async ({
  page,
}) => {
  for (const language of languageCodes) {
    await page.goto(localizedPath(pagePaths.about, language));
    const titles = page.locator('section[aria-labelledby="values-title"] h3');
    await expect(titles).toHaveCount(4);
    for (const width of [320, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const title of await titles.all())
        expect(await linesOf(title), `${language} at ${width} px: ${await title.textContent()}`).toBe(1);
    }
  }
});

/**
 * How much lighter than the backdrop a button's left side is drawn in the 2 px outside its box: the
 * brightest pixel there less the darkest of the 2 px beyond them, on its middle row.
 */
async function paintedOutside(page: Page, button: Locator) {
  const box = (await button.boundingBox())!;
  const png = await page.screenshot({ clip: { x: box.x - 4, y: box.y + box.height / 2, width: 4, height: 1 } });
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const light = (x: number) => {
    const i = x * info.channels;
    return (data[i] + data[i + 1] + data[i + 2]) / 3;
  };
  return Math.max(light(2), light(3)) - Math.min(light(0), light(1));
}

// On a phone a service hero's buttons wrap under one another: an outline drawn outside its box put an
// outlined button 2 px left of the filled one above it, of the text and of the picture.
test("(320 px) a service hero's outlined buttons draw their outline inside their box, so their edges line up with the filled button's", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  for (const language of languageCodes) {
    const path = localizedPath(servicePath("ekspedisi-laut"), language);
    await page.goto(path);
    const filled = page.locator('[data-action="get-quote"]');
    const outlined = page.locator('[data-action="learn-more"], [data-action="tool"]');
    await expect(outlined).toHaveCount(2);
    const left = (await filled.boundingBox())!.x;
    const lefts = [];
    for (const button of await outlined.all()) {
      lefts.push((await button.boundingBox())!.x);
      expect(await paintedOutside(page, button), `${path}: ${await button.textContent()}`).toBeLessThan(30);
    }
    // At least one of them starts a line of its own under the filled button.
    expect(lefts, path).toContain(left);
  }
});

/** How far a box shadow drawn as an outline (no offset, no blur) reaches out of an element's box. */
const outlineReach = (link: Locator) =>
  link.evaluate((element) =>
    Math.max(
      0,
      ...getComputedStyle(element)
        .boxShadow.split(/,(?![^(]*\))/)
        .filter((shadow) => !shadow.includes("inset"))
        .map(
          (shadow) =>
            shadow
              .replace(/rgba?\([^)]*\)|#\w+/g, "")
              .match(/-?[\d.]+px/g)
              ?.map(parseFloat) ?? [],
        )
        .filter(([x, y, blur]) => x === 0 && y === 0 && blur === 0)
        .map((lengths) => lengths[3] ?? 0),
    ),
  );

// The home hero's outlined link keeps its outline outside its box (an outline inside would cost the
// home page's first-screen CSS more than its budget has): where it wraps under the filled link, its
// drawn edge must still start where the filled link's does.
for (const width of [320, 360, 400]) {
  test(`(${width} px) the home hero's outlined link, wrapped under the filled one, starts its drawn edge where the filled one starts`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    let wrapped = 0;
    for (const language of languageCodes) {
      const path = localizedPath("/", language);
      await page.goto(path);
      const filled = (await page.locator("#free-consultation").boundingBox())!;
      const outlined = page.locator('#page-title ~ div a[href="#services"]');
      const box = (await outlined.boundingBox())!;
      if (box.y < filled.y + filled.height) continue;
      wrapped++;
      expect(box.x - (await outlineReach(outlined)), path).toBeCloseTo(filled.x, 0);
    }
    expect(wrapped, "languages whose hero links wrap").toBeGreaterThan(0);
  });
}
