import { readFileSync } from "fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { text } from "./support/calculator";
import { articleFrontmatter, articles, languageLinkName, serviceFrontmatter, sitePages } from "./support/site";
import { company, interpolateFacts } from "../src/shared/facts";
import { languageCodes, languageOf, languages, writesLatin, type LanguageCode } from "../src/shared/languages";
import {
  articleFeedPath,
  articleListPath,
  articlePath,
  articlesPath,
  type ArticleFilter,
} from "../src/shared/articles";
import { localizedPath, pagePaths, servicePath } from "../src/shared/routes";
import { articlePreviewPath } from "../src/shared/og-images";
import { formatDay } from "../src/shared/days";
import { serviceOf } from "../src/shared/services";
import { siteUrl } from "../src/node/site-url";
import { hydrated } from "./support/forms";
import { nextFrames } from "./support/settle";
import { overflows, tabLandsOn } from "./support/scroll-box";

// Guides and news (content/articles) as a visitor without scripts, a feed reader and a search
// engine meet them: the lists newest first and narrowed by links, an article with its dates,
// sources, tools and quote, the languages it exists in, the feeds and the structured data.
// (Every article page's heading, metadata, axe and 320 px: every-page.spec.ts.)
test.use({ javaScriptEnabled: false });

const inLanguage = (language: LanguageCode) =>
  articles
    .filter((a) => a.language === language)
    .map((a) => {
      const front = articleFrontmatter(a.slug, a.language);
      return { ...a, title: String(front.title), published: dayOf(front.published) };
    })
    .sort((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title));

/** gray-matter reads an unquoted YAML date as a Date. */
const dayOf = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

/** The languages an article is written in. */
const languagesOf = (slug: string) =>
  languageCodes.filter((l) => articles.some((a) => a.slug === slug && a.language === l));

/** Whether a narrowed list holds every article of its language: the page plan makes it a copy of the list of all. */
const isCopy = (filter: ArticleFilter, language: LanguageCode) =>
  sitePages.some((p) => p.language === language && p.originalPath === articleListPath(filter) && p.canonicalPath);

const partial = articles.find((a) => languagesOf(a.slug).length < languageCodes.length);

test("the content has articles for these tests: one not in every language", () => {
  expect(articles.length).toBeGreaterThan(0);
  expect(partial, "an article missing from some language").toBeDefined();
});

for (const language of languageCodes) {
  test(`${language}: the list shows the language's articles newest first, narrowed by plain links`, async ({
    page,
  }) => {
    const expected = inLanguage(language);
    await page.goto(localizedPath(articlesPath, language));
    const items = page.locator("[data-article-list] > li");
    await expect(items.locator("h2")).toHaveText(expected.map((a) => a.title));
    for (const [i, article] of expected.entries()) {
      await expect(items.nth(i).locator("time")).toHaveAttribute("datetime", article.published);
      await expect(items.nth(i).locator("time")).toHaveText(formatDay(article.published, language));
      await expect(items.nth(i)).toContainText(text(language, "articles", `kind.${String(article.kind)}`));
      await expect(items.nth(i).getByRole("link")).toHaveAttribute(
        "href",
        localizedPath(articlePath(article.slug), language),
      );
    }
    // Each service the language's articles concern narrows the list, without a script, unless
    // its list would hold every article: that one has no link.
    const filters = page.getByRole("navigation", { name: text(language, "articles", "filter.label") });
    for (const service of new Set(expected.flatMap((a) => a.services))) {
      const link = filters.locator(`a[href="${localizedPath(articleListPath({ service }), language)}"]`);
      if (isCopy({ service }, language)) {
        await expect(link).toHaveCount(0);
        continue;
      }
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${articleListPath({ service })}$`));
      await expect(page.locator("[data-article-list] > li h2")).toHaveText(
        expected.filter((a) => a.services.includes(service)).map((a) => a.title),
      );
      await expect(link).toHaveAttribute("aria-current", "page");
      await page.goBack();
    }
  });
}

test("a language with fewer articles says so on its list and links to the lists with more, naming them in its own words", async ({
  page,
}) => {
  const counts = languageCodes.map((l) => ({ language: l, count: inLanguage(l).length }));
  const fewest = [...counts].sort((a, b) => a.count - b.count)[0];
  expect(counts.filter((c) => c.count > fewest.count).length).toBeGreaterThan(0);
  // Every language with fewer articles than another, Chinese and Japanese among them.
  const fewer = counts.filter((c) => counts.some((other) => other.count > c.count));
  expect(fewer.map((c) => c.language)).toEqual(expect.arrayContaining(["zh", "ja"]));
  for (const here of fewer) {
    await page.goto(localizedPath(articlesPath, here.language));
    const note = page.locator("[data-articles-elsewhere]");
    await expect(note).toContainText(text(here.language, "articles", "fewer"));
    for (const { language, count } of counts.filter((c) => c.count > here.count))
      await expect(
        note.getByRole("link", {
          name: text(here.language, "articles", "moreIn", {
            count,
            language: text(here.language, "articles", `languageNames.${language}`),
          }),
        }),
      ).toHaveAttribute("href", localizedPath(articlesPath, language));
    // No language is named in Latin letters on a Chinese or Japanese page ("English文章3篇").
    if (!writesLatin(languageOf(here.language))) await expect(note).not.toContainText(/[A-Za-z]/);
  }
  // The language with the most articles has no such note.
  const most = [...counts].sort((a, b) => b.count - a.count)[0];
  await page.goto(localizedPath(articlesPath, most.language));
  await expect(page.locator("[data-articles-elsewhere]")).toHaveCount(0);
});

async function jsonLd(page: Page) {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "") as Record<string, unknown>));
}

for (const article of articles) {
  const { slug, language } = article;
  const path = localizedPath(articlePath(slug), language);
  test(`${path}: read without scripts, with its dates, sources, tools, quote and structured data`, async ({
    page,
    request,
  }) => {
    const front = articleFrontmatter(slug, language);
    await page.goto(path);
    await expect(page.locator("h1")).toHaveText(String(front.title));
    const published = dayOf(front.published);
    await expect(page.locator(`time[datetime="${published}"]`).first()).toHaveText(formatDay(published, language));
    // Home > articles > the article.
    const crumbs = page.getByRole("navigation", { name: text(language, "common", "breadcrumb") });
    await expect(crumbs.getByRole("link")).toHaveText([
      text(language, "common", "nav.home"),
      text(language, "articles", "heading"),
    ]);
    // Every source, named and linked, at the end.
    const sources = page.locator("[data-article-sources] li a");
    const listed = front.sources as { title: string; url: string }[];
    await expect(sources).toHaveText(listed.map((s) => s.title));
    for (const [i, source] of listed.entries()) await expect(sources.nth(i)).toHaveAttribute("href", source.url);
    // Its sections can be linked to: each heading has the id its section list points at.
    for (const id of await page.locator("article h2[id]").evaluateAll((hs) => hs.map((h) => h.id)))
      expect(id).toMatch(/^[^\s#]+$/);
    for (const href of await page
      .locator('nav[aria-labelledby="article-sections"] a')
      .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? "")))
      await expect(page.locator(`[id="${decodeURIComponent(href.slice(1))}"]`)).toHaveCount(1);
    // The quote carries the article's first service: its page's own form without scripts.
    const service = serviceOf(String((front.services as string[])[0]))!;
    const serviceName = interpolateFacts(String(serviceFrontmatter(service.slug, language).navTitle), language);
    const quote = page.getByRole("link", { name: text(language, "articles", "cta.button", { service: serviceName }) });
    await expect(quote).toHaveAttribute("href", `${localizedPath(servicePath(service.slug), language)}#quote`);
    await expect(quote).toHaveAttribute("data-quote-service", service.quoteOption);
    await quote.click();
    await expect(page).toHaveURL(new RegExp(`${servicePath(service.slug)}#quote$`));
    await expect(page.locator('#quote select[name="serviceType"]')).toHaveValue(service.quoteOption);
    await page.goBack();

    const data = await jsonLd(page);
    const block = data.find((d) => d["@type"] === (front.kind === "news" ? "NewsArticle" : "Article"));
    expect(block).toMatchObject({
      headline: front.title,
      description: front.description,
      inLanguage: languageOf(language).tag,
      datePublished: published,
      // The day of its last change, as the sitemap gives it: its updated day, else the day it was published.
      dateModified: front.updated === undefined ? published : dayOf(front.updated),
      mainEntityOfPage: `${siteUrl}${path}`,
      // Named on the page itself: search engines do not follow the @id to the home page's block.
      author: { "@type": "LocalBusiness", "@id": `${siteUrl}/#organization`, name: company.legalName },
      publisher: { "@type": "LocalBusiness", "@id": `${siteUrl}/#organization`, name: company.legalName },
      image: `${siteUrl}${articlePreviewPath(slug, language)}`,
    });
    const trail = data.find((d) => d["@type"] === "BreadcrumbList") as {
      itemListElement: { name: string; item: string }[];
    };
    expect(trail.itemListElement.map((i) => i.item)).toEqual([
      `${siteUrl}${localizedPath("/", language)}`,
      `${siteUrl}${localizedPath(articlesPath, language)}`,
      `${siteUrl}${path}`,
    ]);
    // Named as the trail the page shows.
    expect(trail.itemListElement.map((i) => i.name)).toEqual([
      ...(await crumbs.getByRole("link").allTextContents()),
      await crumbs.locator('[aria-current="page"]').textContent(),
    ]);
    // Its preview image: a PNG drawn for this article.
    const image = await request.get(articlePreviewPath(slug, language));
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
  });
}

test("an article not written in a language has no page there: no alternate, and its switcher entry leads to that language's list", async ({
  page,
  request,
}) => {
  const slug = partial!.slug;
  const written = languagesOf(slug);
  const missing = languageCodes.filter((l) => !written.includes(l));
  for (const language of missing)
    expect((await request.get(localizedPath(articlePath(slug), language))).status()).toBe(404);
  await page.goto(localizedPath(articlePath(slug), written[0]));
  const hreflangs = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => l.getAttribute("hreflang")));
  expect(hreflangs).toEqual([...languages.filter((l) => written.includes(l.code)).map((l) => l.tag), "x-default"]);
  const switcher = page.locator("header");
  for (const language of languageCodes) {
    const target = written.includes(language) ? articlePath(slug) : articlesPath;
    await expect(switcher.locator(`a[hreflang="${languageOf(language).tag}"]`).first()).toHaveAttribute(
      "href",
      localizedPath(target, language),
    );
  }
});

test("on a 320 px phone a wide table scrolls inside its own box, which keys can scroll, and the page does not", async ({
  page,
}) => {
  const withTable = articles.find((a) => /^\|.*\|$/m.test(readFileSync(a.contentFilePath, "utf8")));
  expect(withTable, "an article with a table").toBeDefined();
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(localizedPath(articlePath(withTable!.slug), withTable!.language));
  const box = page
    .getByRole("region")
    .filter({ has: page.locator("table") })
    .first();
  await expect(box.locator("table")).toBeVisible();
  const sizes = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  await expect(box).toHaveAttribute("tabindex", "0");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
});

test("each table's scrolling box is named as its table is: by the heading it sits under, in the article's language", async ({
  page,
}) => {
  const withTables = articles.filter((a) => /^\|.*\|$/m.test(readFileSync(a.contentFilePath, "utf8")));
  expect(withTables.length, "articles with tables").toBeGreaterThan(1);
  for (const article of withTables) {
    await page.goto(localizedPath(articlePath(article.slug), article.language));
    const tables = page.getByRole("main").locator("table");
    await expect(tables.first()).toBeVisible();
    for (const table of await tables.all()) {
      // The last heading before the table in the document: the section it belongs to.
      const heading = await table.evaluate((el) => {
        const headings = [...document.querySelectorAll("main :is(h2, h3, h4)")].filter(
          (h) => h.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
        return headings.at(-1)?.textContent?.trim() ?? "";
      });
      expect(heading, `a heading above a table of ${article.slug} (${article.language})`).not.toBe("");
      await expect(table).toHaveAccessibleName(heading);
      const box = table.locator("xpath=ancestor::*[@role='region'][1]");
      await expect(box).toHaveAttribute("tabindex", "0");
      await expect(box).toHaveAccessibleName(heading);
    }
  }
});

async function feedOf(page: Page, request: APIRequestContext, language: LanguageCode) {
  const response = await request.get(localizedPath(articleFeedPath, language));
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    if (doc.querySelector("parsererror")) throw new Error("The feed is not well-formed XML");
    return {
      language: doc.querySelector("channel > language")?.textContent,
      items: [...doc.querySelectorAll("item")].map((item) => ({
        title: item.querySelector("title")?.textContent,
        link: item.querySelector("link")?.textContent,
        date: item.querySelector("pubDate")?.textContent,
      })),
    };
  }, xml);
}

for (const language of languageCodes) {
  test(`${language}: the feed holds the language's articles with their dates, announced in its pages' heads`, async ({
    page,
    request,
  }) => {
    await page.goto("about:blank");
    const feed = await feedOf(page, request, language);
    expect(feed.language).toBe(languageOf(language).tag);
    const expected = inLanguage(language);
    expect(feed.items.map((i) => i.title)).toEqual(expected.map((a) => a.title));
    expect(feed.items.map((i) => i.link)).toEqual(
      expected.map((a) => `${siteUrl}${localizedPath(articlePath(a.slug), language)}`),
    );
    expect(feed.items.map((i) => new Date(i.date ?? "").toISOString().slice(0, 10))).toEqual(
      expected.map((a) => a.published),
    );
    for (const path of [localizedPath("/", language), localizedPath(servicePath("bea-cukai"), language)]) {
      await page.goto(path);
      await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        "href",
        localizedPath(articleFeedPath, language),
      );
    }
  });
}

test.describe("with scripts", () => {
  test.use({ javaScriptEnabled: true });

  test("a table that fits its box is no Tab stop once the scripts have measured it; one wider than the screen stays one", async ({
    page,
  }) => {
    const withTables = articles.filter((a) => /^\|.*\|$/m.test(readFileSync(a.contentFilePath, "utf8")));
    expect(new Set(withTables.map((a) => a.language)), "a table in each language").toEqual(new Set(languageCodes));
    const seen = { fits: 0, overflows: 0 };
    for (const width of [1280, 320])
      for (const article of withTables) {
        await page.setViewportSize({ width, height: 720 });
        await page.goto(localizedPath(articlePath(article.slug), article.language));
        for (const box of await page.getByRole("main").locator("table").locator("xpath=..").all()) {
          const where = `${article.slug} (${article.language}) at ${width} px`;
          const wide = await overflows(box);
          if (width === 1280) expect(wide, `${where}: fits`).toBe(false);
          seen[wide ? "overflows" : "fits"]++;
          // Focusable in the HTML; the scripts take the Tab stop away from a box that fits.
          if (wide) await expect(box, where).toHaveAttribute("tabindex", "0");
          else await expect(box, where).not.toHaveAttribute("tabindex");
          expect(await tabLandsOn(box), where).toBe(wide);
        }
      }
    expect(seen.overflows, "a table wider than a 320 px phone").toBeGreaterThan(0);
  });

  test("after a client-side switch of language the head names the new language's feed, once", async ({
    page,
    request,
  }) => {
    const feedLinks = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    const feedTitle = async (language: LanguageCode) => {
      const xml = await (await request.get(localizedPath(articleFeedPath, language))).text();
      return /<channel>\s*<title><!\[CDATA\[(.*?)\]\]><\/title>/.exec(xml)?.[1];
    };
    await page.goto(localizedPath(pagePaths.about, "id"));
    await hydrated(page);
    await expect(feedLinks).toHaveCount(1);
    await expect(feedLinks).toHaveAttribute("href", localizedPath(articleFeedPath, "id"));
    await expect(feedLinks).toHaveAttribute("title", (await feedTitle("id"))!);
    // A mark on the window, gone if the link loaded a new document instead of moving in this one.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page
      .getByRole("navigation", { name: text("id", "common", "languageSwitcher.label") })
      .getByRole("link", { name: languageLinkName("en") })
      .click();
    await expect(page).toHaveURL(new RegExp(`${localizedPath(pagePaths.about, "en")}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", languageOf("en").tag);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    await expect(feedLinks).toHaveCount(1);
    await expect(feedLinks).toHaveAttribute("href", localizedPath(articleFeedPath, "en"));
    await expect(feedLinks).toHaveAttribute("title", (await feedTitle("en"))!);
  });
});

test("a service page shows its latest articles under a heading that links to all of them", async ({ page }) => {
  for (const language of languageCodes) {
    for (const service of new Set(inLanguage(language).flatMap((a) => a.services))) {
      await page.goto(localizedPath(servicePath(service), language));
      const related = page.locator("[data-related-articles]");
      const expected = inLanguage(language)
        .filter((a) => a.services.includes(service))
        .slice(0, 3);
      await expect(related.locator("li a")).toHaveText(expected.map((a) => a.title));
      for (const [i, article] of expected.entries())
        await expect(related.locator("li a").nth(i)).toHaveAttribute(
          "href",
          localizedPath(articlePath(article.slug), language),
        );
      const all = related.getByRole("heading").getByRole("link");
      await expect(all).toHaveText(text(language, "common", "footer.articles"));
      await expect(all).toHaveAttribute(
        "href",
        localizedPath(isCopy({ service }, language) ? articlesPath : articleListPath({ service }), language),
      );
    }
  }
});

for (const language of languageCodes)
  test(`${language}: a service page's heading of its articles is drawn as its other section headings: centred, as large, not underlined`, async ({
    page,
  }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(localizedPath(servicePath("ekspedisi-laut"), language));
      const where = `${language} at ${width} px`;
      const look = (heading: string) =>
        page.locator(heading).evaluate((h) => {
          // The words as drawn: the link's, when the heading is one.
          const words = h.querySelector("a") ?? h;
          const style = getComputedStyle(words);
          const range = document.createRange();
          range.selectNodeContents(h);
          const text = range.getBoundingClientRect();
          const box = h.getBoundingClientRect();
          return {
            size: style.fontSize,
            weight: style.fontWeight,
            colour: style.color,
            underline: style.textDecorationLine,
            centred: Math.abs(text.left + text.width / 2 - (box.left + box.width / 2)) < 1,
          };
        });
      expect(await look("#related-articles"), where).toEqual(await look("#faq-title"));
    }
  });

// One test per language: some fifty pages in one test ran past its 30 s on a machine busy with a build.
for (const language of languageCodes)
  test(`${language}: no link leads to a narrowed list that copies the list of all: an article's kind, a service page's articles and the lists' own links lead to the list of all`, async ({
    page,
  }) => {
    const copies = new Set(sitePages.filter((p) => p.canonicalPath).map((p) => p.path));
    expect(copies.size, "the content has a narrowed list that holds every article").toBeGreaterThan(0);
    const linking = sitePages.filter(
      (p) => p.language === language && ["article", "articles", "service"].includes(p.template),
    );
    for (const listPage of linking) {
      await page.goto(listPage.path);
      const hrefs = await page.locator("main a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      expect(
        hrefs.filter((href) => copies.has(href ?? "")),
        listPage.path,
      ).toEqual([]);
    }
    // An article's kind leads to its kind's list, or to the list of all when that holds every article.
    for (const article of articles.filter((a) => a.language === language)) {
      await page.goto(localizedPath(articlePath(article.slug), article.language));
      const { kind } = article;
      const name = text(article.language, "articles", `kind.${kind}`);
      await expect(page.locator("[data-article]").getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        localizedPath(isCopy({ kind }, article.language) ? articlesPath : articleListPath({ kind }), article.language),
      );
    }
  });

test("every page links to the articles from its footer", async ({ page }) => {
  for (const language of languageCodes) {
    await page.goto(localizedPath("/kontak/", language));
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: text(language, "common", "footer.articles") }),
    ).toHaveAttribute("href", localizedPath(articlesPath, language));
  }
});

test.describe("with scripts, an MDX body's own code late or lost", () => {
  // The page's scripts run; only the chunk holding the body's compiled text is held back or
  // dropped, as on a slow or failing connection.
  test.use({ javaScriptEnabled: true });

  const cases = [
    { path: "/en/artikel/lcl-atau-fcl/", text: "means your cargo travels in a container together with other shippers" },
    { path: "/en/services/ekspedisi-laut/", text: "Batam lies on one of the world" },
  ];

  for (const { path, text: phrase } of cases)
    test(`${path}: its text stays while its body's code is held back, hydrates when it comes, and stays when it never does`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(String(error)));
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let bodyChunk = "";
      let drop = false;
      await page.route("**/*.js", async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (!body.includes(phrase)) return route.fulfill({ response, body });
        bodyChunk = route.request().url();
        if (drop) return route.abort("connectionreset");
        await held;
        await route.fulfill({ response, body });
      });

      // Waits for hydration: what is checked is the page hydrated while its body's code is late.
      await page.goto(path);
      await hydrated(page);
      await expect.poll(() => bodyChunk, { message: "the body's own chunk was asked for" }).not.toBe("");
      await expect(page.getByText(phrase)).toBeVisible();
      const served = page.waitForResponse(bodyChunk);
      release();
      await served;
      await nextFrames(page);
      await expect(page.getByText(phrase)).toBeVisible();

      // Lost: the text the HTML brought stays, and no error page takes its place.
      drop = true;
      bodyChunk = "";
      await page.reload();
      await hydrated(page);
      await expect.poll(() => bodyChunk, { message: "the body's chunk was asked for" }).not.toBe("");
      await expect(page.getByText(phrase)).toBeVisible();
      await expect(page.locator("h1")).not.toHaveText(text("en", "common", "error.title"));
      expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
      await page.unrouteAll({ behavior: "ignoreErrors" });
    });
});
