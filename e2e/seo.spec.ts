import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { localeText, normalise, sitePages } from "./support/site";
import { company } from "../src/shared/facts";
import { languages, writesLatin } from "../src/shared/languages";
import { contentHashLength } from "../src/node/content-hash";
import { serviceAreaNames, serviceOf } from "../src/shared/services";
import { localizedPath } from "../src/shared/routes";
import { siteUrl } from "../src/node/site-url";
import { holdScripts, hydrated } from "./support/forms";

// What search engines and social sites read in the static HTML, across pages: unique titles and
// descriptions, structured data, the sitemap, and the files the pages reference. (Each page's own
// metadata is checked in every-page.spec.ts.)
test.use({ javaScriptEnabled: false });

async function expectOk(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return response;
}

/**
 * A page's markup as served (a 200), fetched alone, without anything it refers to. The tests
 * parse it with the browser's own HTML parser (DOMParser in the test's blank tab).
 */
async function servedMarkup(request: APIRequestContext, path: string) {
  return (await expectOk(request, path)).text();
}

test(`titles and descriptions are unique across all ${sitePages.length} pages`, async ({ page: tab, request }) => {
  const values: { title: string; description: string }[] = [];
  for (const page of sitePages) {
    const html = await servedMarkup(request, page.path);
    values.push(
      await tab.evaluate((markup) => {
        const doc = new DOMParser().parseFromString(markup, "text/html");
        return {
          title: doc.title,
          description: doc.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
        };
      }, html),
    );
  }
  expect(new Set(values.map((h) => h.title)).size).toBe(sitePages.length);
  expect(new Set(values.map((h) => h.description)).size).toBe(sitePages.length);
});

type JsonLd = Record<string, unknown> & { "@type": string };

/** An area served as the page names it (common:areaServed), with its schema.org type. */
const areaServed = (language: string, area: string) => ({
  "@type": area === "indonesia" ? "Country" : "Place",
  name: localeText(language, "common", `areaServed.${area}`),
});

async function jsonLdOf(tab: Page, request: APIRequestContext, path: string): Promise<JsonLd[]> {
  const blocks = await tab.evaluate(
    (markup) =>
      [
        ...new DOMParser().parseFromString(markup, "text/html").querySelectorAll('script[type="application/ld+json"]'),
      ].map((script) => script.textContent ?? ""),
    await servedMarkup(request, path),
  );
  return blocks.map((text) => JSON.parse(text) as JsonLd);
}

for (const language of languages) {
  test(`JSON-LD in ${language.code}: the company on home and contact`, async ({ page: tab, request }) => {
    for (const path of ["/", "/kontak/"]) {
      const business = (await jsonLdOf(tab, request, localizedPath(path, language.code))).find(
        (d) => d["@type"] === "LocalBusiness",
      );
      expect(business, path).toBeDefined();
      expect(business).toMatchObject({
        "@context": "https://schema.org",
        name: company.legalName,
        telephone: company.phone,
        email: company.email,
        address: {
          "@type": "PostalAddress",
          streetAddress: company.address.street,
          addressLocality: "Batam",
          addressCountry: "ID",
        },
        geo: { "@type": "GeoCoordinates", latitude: company.address.geo.latitude },
        openingHoursSpecification: [{ opens: "08:00", closes: "16:00" }],
      });
      expect(business!.areaServed).toEqual(serviceAreaNames.map((area) => areaServed(language.code, area)));
      // The company's own description on both pages, not the page's; no empty sameAs list.
      expect(business!.description).toBe(localeText(language.code, "common", "footer.description"));
      expect(business).not.toHaveProperty("sameAs");
    }
  });

  test(`JSON-LD in ${language.code}: Service with offers and BreadcrumbList on service pages`, async ({
    page: tab,
    request,
  }) => {
    const path = localizedPath("/services/ekspedisi-laut/", language.code);
    const data = await jsonLdOf(tab, request, path);
    const service = data.find((d) => d["@type"] === "Service") as JsonLd & {
      offers: Record<string, unknown>[];
      provider: Record<string, unknown>;
    };
    expect(service).toBeDefined();
    // Structured data describes what the page shows: the description is the page's own text, the
    // breadcrumb's names those of the trail over the hero (its links, then the page it is on).
    const { shown, trail } = await tab.evaluate(
      (markup) => {
        const body = new DOMParser().parseFromString(markup, "text/html").body;
        const list = "nav ol:has(> li[aria-current=page])";
        const items = [...body.querySelectorAll(`${list} > li > a, ${list} > li[aria-current=page]`)];
        return { shown: body.textContent ?? "", trail: items.map((el) => el.textContent ?? "") };
      },
      await servedMarkup(request, path),
    );
    expect(normalise(shown)).toContain(normalise(service.description as string));
    // The provider's @id is defined on this page: the provider node itself names the company.
    expect(service.provider).toMatchObject({
      "@type": "LocalBusiness",
      "@id": `${siteUrl}/#organization`,
      name: company.legalName,
    });
    expect(service.url).toBe(`${siteUrl}${localizedPath("/services/ekspedisi-laut/", language.code)}`);
    expect(service.offers.map((o) => [o.price, o.priceCurrency])).toEqual(
      expect.arrayContaining([
        [company.rates.sea.lcl.amount, "USD"],
        [company.rates.sea.fcl.amount, "USD"],
      ]),
    );
    const crumbs = data.find((d) => d["@type"] === "BreadcrumbList") as JsonLd & {
      itemListElement: Record<string, unknown>[];
    };
    expect(crumbs.itemListElement.map((i) => i.item)).toEqual([
      `${siteUrl}${localizedPath("/", language.code)}`,
      `${siteUrl}${localizedPath("/services/", language.code)}`,
      `${siteUrl}${localizedPath("/services/ekspedisi-laut/", language.code)}`,
    ]);
    expect(trail).toHaveLength(3);
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual(trail);
    const customs = await jsonLdOf(tab, request, localizedPath("/services/bea-cukai/", language.code));
    expect(customs.find((d) => d["@type"] === "Service")?.offers).toBeUndefined();
    // Where a service is offered, named in the page's language: no English place on a Japanese page.
    const air = (await jsonLdOf(tab, request, localizedPath("/services/ekspedisi-udara/", language.code))).find(
      (d) => d["@type"] === "Service",
    );
    const areas = air?.areaServed as { "@type": string; name: string }[];
    expect(areas).toEqual(serviceOf("ekspedisi-udara")!.areaServed.map((area) => areaServed(language.code, area)));
    expect(areas.map((a) => a["@type"])).toEqual(["Country", "Place"]);
    if (!writesLatin(language)) for (const { name } of areas) expect(name).not.toMatch(/[A-Za-z]/);
  });
}

test.describe("with scripts", () => {
  test.use({ javaScriptEnabled: true });

  for (const language of languages)
    test(`JSON-LD in ${language.code}: the page's scripts leave the blocks it was served as they are (the areas served named as in the HTML)`, async ({
      page: tab,
    }) => {
      // Waits for hydration: the scripts write the head again then, and Gatsby replaces each block
      // that comes out otherwise; the served blocks are marked before the scripts may run.
      for (const path of ["/", "/kontak/", "/services/ekspedisi-udara/"].map((p) => localizedPath(p, language.code))) {
        const release = await holdScripts(tab);
        await tab.goto(path, { waitUntil: "domcontentloaded" });
        const blocks = tab.locator('script[type="application/ld+json"]');
        const served = await blocks.evaluateAll((scripts) =>
          scripts.map((script) => {
            // A property, not an attribute: Gatsby compares the blocks' markup.
            Object.assign(script, { served: true });
            return script.textContent;
          }),
        );
        expect(served.length, path).toBeGreaterThan(0);
        release();
        await hydrated(tab);
        // Two frames on, the head has been written (it is, in an effect after the page's).
        await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const live = await blocks.evaluateAll((scripts) =>
          scripts.map((script) => ("served" in script ? script.textContent : `rewritten: ${script.textContent}`)),
        );
        expect(live, path).toEqual(served);
        await tab.unrouteAll();
      }
    });
});

test("JSON-LD: the company has one @id and one url in every language, which services and articles name too", async ({
  page: tab,
  request,
}) => {
  // One organization for search engines, not one per language: the block describing the company
  // (home, contact) and those naming it (a service's provider, an article's author and publisher).
  const ids: string[] = [];
  // Each with its url: one entity has one website address too.
  const idsOf = (data: JsonLd[], types: string[], property?: string) =>
    data
      .filter((d) => types.includes(d["@type"]))
      .map((d) => (property ? (d[property] as Record<string, unknown>) : d))
      .map((node) => `${String(node["@id"])} ${String(node.url)}`);
  for (const page of sitePages.filter((p) => ["home", "contact", "service", "article"].includes(p.template))) {
    const data = await jsonLdOf(tab, request, page.path);
    const found =
      page.template === "service"
        ? idsOf(data, ["Service"], "provider")
        : page.template === "article"
          ? ["author", "publisher"].flatMap((by) => idsOf(data, ["Article", "NewsArticle"], by))
          : idsOf(data, ["LocalBusiness"]);
    expect(found.length, page.path).toBeGreaterThan(0);
    ids.push(...found);
  }
  expect(new Set(ids)).toEqual(new Set([`${siteUrl}/#organization ${siteUrl}/`]));
});

/** The pages search engines are to index: all but the narrowed lists of articles that copy the list of all. */
const indexedPages = sitePages.filter((p) => !p.canonicalPath);

test(`the sitemap lists all ${indexedPages.length} pages to index (nine routes, privacy, terms and the Incoterms guide, in four languages; the articles and their lists in the languages they exist in, but a narrowed list that holds every article) with their hreflang alternates, and robots.txt points at it`, async ({
  request,
}) => {
  const robots = await (await expectOk(request, "/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`);
  // robots.txt is where crawlers look; no one reads a <link rel="sitemap">, which would ride in every page.
  expect(await servedMarkup(request, "/ja/")).not.toContain('rel="sitemap"');
  const index = await (await expectOk(request, "/sitemap-index.xml")).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const urls: string[] = [];
  let alternates = 0;
  for (const sitemap of sitemaps) {
    const xml = await (await expectOk(request, sitemap)).text();
    urls.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    alternates += [...xml.matchAll(/<xhtml:link rel="alternate" hreflang="[^"]+" href="[^"]+"\s*\/>/g)].length;
  }
  expect(urls.sort()).toEqual(indexedPages.map((p) => `${siteUrl}${p.path}`).sort());
  // Each page's languages (a narrowed list's: those where it is not a copy), and x-default.
  expect(alternates).toBe(
    indexedPages.reduce((sum, p) => sum + (p.alternates ?? p.languages ?? languages).length + 1, 0),
  );
});

test("no page references a missing file", async ({ page: tab, request }) => {
  // Every page and every file they reference, one after another: near the default 30 s on two shared cores.
  test.setTimeout(90_000);
  const checked = new Set<string>();
  for (const page of sitePages) {
    // The references are read from the markup, and each is fetched below.
    const refs = await tab.evaluate(
      (markup) => {
        const doc = new DOMParser().parseFromString(markup, "text/html");
        const out: string[] = [];
        doc.querySelectorAll<HTMLElement>("[href],[src],[srcset],[data-src]").forEach((el) => {
          for (const attr of ["href", "src", "data-src"]) {
            const value = el.getAttribute(attr);
            if (value) out.push(value);
          }
          const srcset = el.getAttribute("srcset");
          if (srcset) out.push(...srcset.split(",").map((s) => s.trim().split(/\s+/)[0]));
        });
        // Script files named by inline scripts: the entry bundles and the chunk map, which the
        // page adds after its first paint (src/ssr/page-scripts.tsx).
        doc.querySelectorAll("script:not([src])").forEach((el) => {
          for (const m of (el.textContent ?? "").matchAll(/"(\/[^"\s]+\.js)"/g)) out.push(m[1]);
        });
        return out;
      },
      await servedMarkup(request, page.path),
    );
    for (const ref of refs) {
      const url = new URL(ref, `http://localhost${page.path}`);
      if (url.hostname !== "localhost" || checked.has(url.pathname)) continue;
      checked.add(url.pathname);
      // With its query: the function answers a link to its quote form, not its bare address.
      const response = await request.get(url.pathname + url.search);
      expect(response.status(), `${url.pathname} (linked from ${page.path})`).toBe(200);
    }
  }
  expect(checked.size).toBeGreaterThan(40);
  // The icon sprite is among them: <use href> matches [href].
  expect([...checked].filter((p) => /^\/static\/icons-[0-9a-f]{8}\.svg$/.test(p))).toHaveLength(1);
  // So is Gatsby's chunk map, a file of its own that every page's scripts start with.
  expect(
    [...checked].filter((p) => new RegExp(`^/static/chunk-map-[0-9a-f]{${contentHashLength}}\\.js$`).test(p)),
  ).toHaveLength(1);
});

test("icons come from one sprite, which is served and has every symbol the pages use", async ({
  page: tab,
  request,
}) => {
  // Every <use> of every page, as the HTML is served.
  const used = new Map<string, string>();
  for (const page of sitePages) {
    const html = await (await expectOk(request, page.path)).text();
    for (const [, href] of html.matchAll(/<use href="([^"]+)"/g)) if (!used.has(href)) used.set(href, page.path);
  }
  const sprites = [...new Set([...used.keys()].map((href) => href.split("#")[0]))];
  expect(sprites).toEqual([expect.stringMatching(/^\/static\/icons-[0-9a-f]{8}\.svg$/)]);
  const response = await expectOk(request, sprites[0]);
  // Browsers draw an external <use> only from a file served as SVG.
  expect(response.headers()["content-type"]).toContain("image/svg+xml");
  const symbols = new Set([...(await response.text()).matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]));
  for (const [href, page] of used) expect(symbols.has(href.split("#")[1]), `${href} on ${page}`).toBe(true);

  // In the browser the page fetches the sprite and every icon shown draws its symbol: a <use>
  // whose reference does not resolve has an empty box. (The closed menus' icons are not drawn.)
  const fetched = tab.waitForResponse((r) => new URL(r.url()).pathname === sprites[0]);
  await tab.goto("/en/");
  expect((await fetched).status()).toBe(200);
  const icons = tab.locator("svg:visible > use");
  expect(await icons.count()).toBeGreaterThan(10);
  await expect
    .poll(() => icons.evaluateAll((uses) => uses.filter((u) => (u as SVGGraphicsElement).getBBox().width === 0).length))
    .toBe(0);
});
