import { readdirSync } from "fs";
import path from "path";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { constantsByPage } from "./business-constants";
import { altsOf, images } from "./pictures";
import { articleFrontmatter, expectedH1, htmlLang, locale, normalise, specPages } from "./site";
import { company, interpolateFacts } from "../../src/shared/facts";
import {
  alternateLanguages,
  descriptionLimit,
  isSpaceless,
  languageOf,
  searchTitleWidth,
  textWidth,
  type LanguageCode,
} from "../../src/shared/languages";
import { pageTitle } from "../../src/shared/page-title";
import { articlePreviewPath, ogImageKeyFor, ogImagePath } from "../../src/shared/og-images";
import { localizedPath, servicePath } from "../../src/shared/routes";
import { flattenStrings } from "../../src/node/content-check";
import { siteUrl } from "../../src/node/site-url";
import type { PlannedPage } from "../../src/node/page-plan";

// The checks that read a page as it is served, scripts off: what search engines, social sites
// and visitors whose scripts have not run get. every-page.spec.ts runs them on every page.

export async function expectLanguageAndHeading(tab: Page, page: PlannedPage) {
  await expect(tab.locator("html")).toHaveAttribute("lang", htmlLang(page.language as LanguageCode));
  await expect(tab.locator("h1")).toHaveText(normalise(expectedH1(page)));
}

const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/** Title, description, canonical and hreflang links, Open Graph and Twitter tags, theme colour. */
export async function expectMetadata(tab: Page, page: PlannedPage, request: APIRequestContext) {
  const title = await tab.title();
  const description = (await tab.locator('meta[name="description"]').getAttribute("content")) ?? "";
  expect(title).toContain(company.brand);
  expect(description.length).toBeGreaterThan(20);
  expect(description).not.toMatch(/\{[\w.]+\}/);
  // Within what search results show, as the page writes them: the content check measures each text
  // alone, not those the page puts together (a list of one service's articles names the service).
  const language = languageOf(page.language);
  expect(textWidth(title), title).toBeLessThanOrEqual(searchTitleWidth);
  expect([...description].length, description).toBeLessThanOrEqual(descriptionLimit(language));
  // Every page here is for search results: only the 404 and received pages say otherwise (expectNotIndexed).
  await expect(tab.locator('meta[name="robots"]')).toHaveCount(0);

  // A narrowed list of articles that holds them all names the list of all as its canonical.
  const canonical = `${siteUrl}${page.canonicalPath ? localizedPath(page.canonicalPath, page.language) : page.path}`;
  await expect(tab.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
  const alternates = await tab
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]));
  // An article's alternates are the languages it is written in; a narrowed list's, the languages
  // where it is not such a copy (none on a copy); every other page's, all of them.
  const written = alternateLanguages(page.alternates ?? page.languages);
  expect(alternates).toEqual(
    written.xDefault
      ? [
          ...written.alternates.map((l) => [l.tag, `${siteUrl}${localizedPath(page.originalPath, l.code)}`]),
          ["x-default", `${siteUrl}${localizedPath(page.originalPath, written.xDefault.code)}`],
        ]
      : [],
  );

  const og = async (property: string) => tab.locator(`meta[property="${property}"]`).getAttribute("content");
  expect(await og("og:title")).toBe(title);
  expect(await og("og:description")).toBe(description);
  expect(await og("og:url")).toBe(canonical);
  // Social sites offer the page's other languages by their locales: those of its hreflang alternates.
  expect(await og("og:locale")).toBe(language.ogLocale);
  const otherLocales = await tab
    .locator('meta[property="og:locale:alternate"]')
    .evaluateAll((tags) => tags.map((t) => t.getAttribute("content")));
  expect(otherLocales).toEqual(written.alternates.filter((l) => l.code !== page.language).map((l) => l.ogLocale));
  const image =
    page.template === "article"
      ? articlePreviewPath(page.articleSlug!, page.language)
      : ogImagePath(ogImageKeyFor(page.originalPath));
  expect(await og("og:image")).toBe(`${siteUrl}${image}`);
  await expect(tab.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  const response = await request.get(image);
  expect(response.status(), image).toBe(200);
  const size = pngSize(await response.body());
  expect(size.width).toBeGreaterThanOrEqual(1200);
  expect(size.height).toBeGreaterThanOrEqual(630);
  // The image's size is stated after the image it belongs to, and is its real size.
  const ogProperties = await tab
    .locator('meta[property^="og:image"]')
    .evaluateAll((tags) => tags.map((t) => [t.getAttribute("property"), t.getAttribute("content")]));
  // Its text for those who cannot see it: what it shows (an article's title, drawn from it; the
  // brand, with the page type's drawing beside it on a page of that type).
  const imageAlt =
    page.template === "article"
      ? normalise(expectedH1(page))
      : ogImageKeyFor(page.originalPath) === "home"
        ? company.brand
        : title;
  expect(ogProperties).toEqual([
    ["og:image", `${siteUrl}${image}`],
    ["og:image:width", String(size.width)],
    ["og:image:height", String(size.height)],
    ["og:image:alt", imageAlt],
  ]);
  await expect(tab.locator('meta[property="og:type"]')).toHaveCount(1);
  if (page.template === "article") {
    const { published, updated, title: heading, seoTitle } = articleFrontmatter(page.articleSlug!, page.language);
    // Search results and link previews get the shorter title when there is one (its width is checked
    // above); the page's heading stays the title (expectLanguageAndHeading).
    expect(title).toBe(pageTitle(interpolateFacts(String(seoTitle ?? heading), page.language)));
    const day = (d: unknown) => (d instanceof Date ? d.toISOString().slice(0, 10) : String(d));
    expect(await og("og:type")).toBe("article");
    expect(await og("article:published_time")).toBe(day(published));
    const modified = tab.locator('meta[property="article:modified_time"]');
    if (updated === undefined) await expect(modified).toHaveCount(0);
    else await expect(modified).toHaveAttribute("content", day(updated));
  } else {
    expect(await og("og:type")).toBe("website");
    await expect(tab.locator('meta[property^="article:"]')).toHaveCount(0);
  }
  await expect(tab.locator('meta[name="theme-color"]')).toHaveAttribute("content", /^#[0-9a-f]{6}$/i);
}

/**
 * A page not for search results (a 404, the received page): noindex, and neither a canonical nor
 * alternates that would name it to search engines as a page of the site.
 */
export async function expectNotIndexed(tab: Page) {
  await expect(tab.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(
    tab.locator('link[rel="canonical"], link[rel="alternate"][hreflang], meta[property="og:url"]'),
  ).toHaveCount(0);
}

// Every locale key of every namespace, to recognise one shown raw.
const localeKeys = new Set(
  readdirSync(path.resolve(__dirname, "../../content/locales/id")).flatMap((f) => {
    const ns = f.replace(/\.json$/, "");
    return Object.keys(flattenStrings(locale("id", ns))).flatMap((k) => [k, `${ns}:${k}`, `${ns}.${k}`]);
  }),
);

/**
 * The page's text shows no raw locale key, unfilled token or MDX component, and the business
 * constants that belong on it, as its language writes them.
 */
export async function expectText(tab: Page, page: PlannedPage) {
  const text = normalise(await tab.locator("body").innerText());
  const candidates = text.match(/\b[a-z]+(?::[a-zA-Z]+)?(?:\.[a-zA-Z0-9]+)+\b/g) ?? [];
  expect(candidates.filter((c) => localeKeys.has(c))).toEqual([]);
  expect(text).not.toMatch(/\{\{?[A-Za-z][\w.]*\}\}?/);
  expect(text).not.toContain("<Fact");
  // Markdown's bold left as asterisks (in Chinese and Japanese, a ** after a full stop and
  // before a character does not close it).
  expect(text).not.toContain("**");

  const language = page.language as LanguageCode;
  if (isSpaceless(language)) await expectNoSpaceBetweenWide(tab.locator("body"), page.path);
  await expectUnitsWithNumbers(tab.locator("body"), page.path);
  for (const value of constantsByPage[page.originalPath]?.(language) ?? [])
    expect(text, `"${value}" on ${page.path}`).toContain(normalise(value));
  // Indonesian writes rupiah as Rp, other languages as IDR.
  if (page.originalPath === servicePath("warehouse-distribusi"))
    expect(text).toMatch(language === "id" ? /Rp\s?25\.000/ : /IDR\s?25[,.\s]?000/);
}

/** In Chinese and Japanese no Latin space stands between two of their characters: a join written for Latin scripts. */
export async function expectNoSpaceBetweenWide(area: Locator, where: string) {
  const wide = "[\u3000-\u9fff\uff00-\uffef]";
  const joins = (await area.innerText()).match(new RegExp(`.{0,6}${wide} ${wide}.{0,6}`, "g")) ?? [];
  expect(joins, where).toEqual([]);
}

/**
 * A number and its unit or currency code stay on one line: a no-break space between them, never
 * an ordinary one ("33 CBM" would leave "CBM" alone at the start of a narrow line).
 */
export async function expectUnitsWithNumbers(area: Locator, where: string) {
  const apart = /.{0,8}(?:[0-9] (?:CBM|kg|cm|mm|km|m|m²|m³|t|ft|°C|%)(?![A-Za-z])|\b(?:USD|IDR|SGD|Rp) [0-9]).{0,8}/g;
  expect((await area.innerText()).match(apart) ?? [], where).toEqual([]);
}

/**
 * On the specification's pages, every picture reserves its box and is described in the page's
 * language; only first-screen pictures load eagerly, and only heroes ask for high priority.
 */
export async function expectPictures(tab: Page, page: PlannedPage, html: string) {
  if (!specPages.includes(page)) return;
  // gatsby-ssr.tsx drops gatsby-plugin-image's inline style and script.
  expect(html).not.toContain("gatsby-image");
  const alts = altsOf(page.language as LanguageCode);
  for (const img of await images(tab)) {
    expect(img.sized, `${img.alt} has a size`).toBe(true);
    expect(alts.has(img.alt ?? ""), `"${img.alt}" is a description in ${page.language}`).toBe(true);
    if (img.fetchpriority === "high") expect(img.loading).toBe("eager");
  }
}

/**
 * Lighthouse's heading-order audit: below the one h1, a heading is at most one level deeper
 * than the heading before it, so the outline has no gaps for screen-reader users.
 */
export async function expectHeadingOrder(tab: Page) {
  const levels = await tab
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((els) => els.map((el) => Number(el.tagName[1])));
  expect(levels[0]).toBe(1);
  expect(levels.filter((l) => l === 1)).toHaveLength(1);
  const skips = levels.flatMap((level, i) =>
    i > 0 && level > levels[i - 1] + 1 ? [`h${levels[i - 1]} then h${level}`] : [],
  );
  expect(skips).toEqual([]);
}
