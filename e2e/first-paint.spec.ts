import { expect, test, type Page } from "@playwright/test";
import { parse } from "node-html-parser";
import { languageCodes } from "../src/shared/languages";
import { localizedPath } from "../src/shared/routes";
import { loaderId, scriptStartTimeoutMs } from "../src/ssr/page-scripts";
import { sitePages } from "./support/site";
import { nextFrames } from "./support/settle";
import { contentHashLength } from "../src/node/content-hash";

// What the HTML renderer does to every page (gatsby-ssr.tsx, src/ssr/finish-page.ts): the
// home page inlines only the CSS of its first screen and loads the full stylesheet at the end
// of the body; every page starts its scripts once the largest picture has been drawn.

test("every page as served: the loader with the build's scripts, no script tag that starts early, first-screen CSS on home pages", async ({
  request,
}) => {
  const lists = new Set<string>();
  for (const { path } of sitePages) {
    const page = parse(await (await request.get(path)).text());
    const loader = page.querySelector(`script#${loaderId}`)?.textContent ?? "";
    const list = loader.match(/\["\/static\/chunk-map-[^\]]*\]/)?.[0];
    expect(list, `${path}: the loader and its script list`).toBeDefined();
    lists.add(list!);
    expect(
      page.querySelectorAll("script[src]").map((s) => s.getAttribute("src")),
      path,
    ).toEqual([]);
    const style = page.querySelector("style[data-identity=gatsby-global-css]");
    const home = languageCodes.some((code) => path === localizedPath("/", code));
    expect(style?.getAttribute("data-critical"), `${path}: only first-screen CSS inline`).toBe(
      home ? "true" : undefined,
    );
  }
  // One list for every page: the chunk map file, then Gatsby's entry bundles, each served.
  expect(lists.size).toBe(1);
  const scripts: string[] = JSON.parse([...lists][0]);
  expect(scripts.map((s) => s.replace(new RegExp(`-[0-9a-f]{${contentHashLength}}\\.js$`), ""))).toEqual([
    "/static/chunk-map",
    "/webpack-runtime",
    "/framework",
    "/app",
  ]);
  for (const script of scripts) expect((await request.get(script)).status(), script).toBe(200);
});

const fullStylesheet = /\/styles\.[0-9a-f]+\.css$/;
const appScript = /\/app-[0-9a-f]+\.js$/;
const heroPicture = /\/hero\.(avif|webp|png)$/;

interface ElementStyle {
  element: string;
  box: number[];
  style: Record<string, string>;
}

/**
 * Every computed property and the box of each element of the header and the full-screen section,
 * but what is inside a closed menu panel (data-closed-at-first; not on the first screen, and
 * styled by the full stylesheet: see the no-script navigation tests for one opened before it).
 */
function firstScreenStyles(page: Page): Promise<ElementStyle[]> {
  return page.evaluate(() => {
    const parts = [document.querySelector("header[data-first-screen]"), document.querySelector("[data-fills-screen]")];
    return parts.flatMap((part) =>
      part
        ? [part, ...part.querySelectorAll("*")]
            .filter((el) => !el.parentElement?.closest("[data-closed-at-first]"))
            .map((el, i) => {
              const computed = getComputedStyle(el);
              const r = el.getBoundingClientRect();
              return {
                element: `${part.tagName.toLowerCase()} #${i} <${el.tagName.toLowerCase()} class="${el.getAttribute("class") ?? ""}">`,
                box: [r.x, r.y, r.width, r.height].map(Math.round),
                style: Object.fromEntries(Array.from(computed).map((p) => [p, computed.getPropertyValue(p)])),
              };
            })
        : [],
    );
  });
}

/**
 * The properties in which two readings of the same elements differ, named per element. Custom
 * properties are left out (the short sheet declares only the theme values it uses), and
 * numbers are compared to a tenth: the build's CSS minifier rounds 1.75 / 1.125 to 1.55556.
 */
function differences(a: ElementStyle[], b: ElementStyle[]): string[] {
  const rounded = (value: string | undefined) => value?.replace(/\d+\.\d+/g, (n) => Number(n).toFixed(1));
  return a.flatMap((x, i) => {
    const y = b[i];
    const props = Object.keys(x.style)
      .filter((p) => !p.startsWith("--") && rounded(x.style[p]) !== rounded(y?.style[p]))
      .map((p) => `${p}: ${x.style[p]} / ${y?.style[p]}`);
    if (String(x.box) !== String(y?.box)) props.unshift(`box: ${x.box} / ${y?.box}`);
    return props.length > 0 ? [`${x.element}: ${props.join("; ")}`] : [];
  });
}

test.describe("first-screen CSS", () => {
  // Without scripts: what the first paint shows, before anything hydrates.
  test.use({ javaScriptEnabled: false });

  for (const language of languageCodes) {
    test(`the ${language} home page's header and hero look the same before the full stylesheet arrives`, async ({
      page,
    }) => {
      const path = localizedPath("/", language);
      await page.goto(path);
      const complete = await firstScreenStyles(page);
      expect(complete.length).toBeGreaterThan(20);

      await page.route(fullStylesheet, (route) => route.abort());
      await page.goto(path);
      expect(differences(complete, await firstScreenStyles(page))).toEqual([]);
    });
  }

  test("the rest of the home page is styled by the full stylesheet at the end of the body", async ({ page }) => {
    const sheet = page.waitForResponse(fullStylesheet);
    await page.goto("/en/");
    expect((await sheet).status()).toBe(200);
    expect(await page.locator("body > link[rel=stylesheet]:last-child").getAttribute("href")).toMatch(fullStylesheet);
    // The inline part is only the first screen's: the footer's grid classes are not in it.
    const footerStyle = () =>
      page
        .locator("footer > div")
        .first()
        .evaluate((el) => `${getComputedStyle(el).display} ${getComputedStyle(el).paddingTop}`);
    const styled = await footerStyle();

    await page.route(fullStylesheet, (route) => route.abort());
    await page.goto("/en/");
    expect(await footerStyle()).not.toBe(styled);
  });

  test("pages without a full-screen first section keep the whole stylesheet inline", async ({ page }) => {
    const sheets: string[] = [];
    page.on("request", (r) => fullStylesheet.test(r.url()) && sheets.push(r.url()));
    await page.goto("/en/tentang/");
    await expect(page.locator("style[data-identity=gatsby-global-css]:not([data-critical])")).toHaveCount(1);
    expect(sheets).toEqual([]);
  });
});

test.describe("first-screen CSS on a phone", () => {
  // Lighthouse's phone: the first paint there must not zoom out or move when the full sheet comes.
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

  test("the home page neither zooms out nor shifts while the full stylesheet is on its way", async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) =>
        list.getEntries().forEach((e) => shifts.push((e as PerformanceEntry & { value: number }).value)),
      ).observe({ type: "layout-shift", buffered: true });
    });
    // Held until the first screen has been checked, however long a busy machine takes to paint it.
    let arrived = false;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(fullStylesheet, async (route) => {
      await held;
      arrived = true;
      await route.fallback();
    });
    await page.goto("/en/", { waitUntil: "commit" });
    await expect(page.locator("[data-fills-screen] h1")).toBeVisible();
    await nextFrames(page);
    expect(arrived).toBe(false);
    // The layout viewport is the screen's width: nothing below the first screen widens the page.
    expect(
      await page.evaluate(() => [
        window.innerWidth,
        document.documentElement.scrollWidth,
        window.visualViewport?.scale,
      ]),
    ).toEqual([412, 412, 1]);

    release();
    await page.waitForLoadState("load");
    expect(arrived).toBe(true);
    // eslint-disable-next-line playwright/no-wait-for-timeout -- a check that no shift comes: half a second for one to be recorded
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  });
});

test.describe("scripts after the first paint", () => {
  /** Holds the hero picture's response until release() is called. */
  async function holdHeroPicture(page: Page) {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(heroPicture, async (route) => {
      await released;
      await route.fallback();
    });
    return release;
  }

  const hydrated = (page: Page) =>
    page.waitForFunction(() =>
      Object.keys(document.querySelector("header") ?? {}).some((k) => k.startsWith("__reactProps")),
    );

  test("start only once the hero picture is there, then hydrate the page", async ({ page }) => {
    const release = await holdHeroPicture(page);
    const scripts: string[] = [];
    page.on("request", (r) => appScript.test(r.url()) && scripts.push(r.url()));
    await page.goto("/en/", { waitUntil: "domcontentloaded" });
    // eslint-disable-next-line playwright/no-wait-for-timeout -- a check that no script is requested: a second for one to start
    await page.waitForTimeout(1000);
    expect(scripts).toEqual([]);

    release();
    await hydrated(page);
    expect(scripts).toHaveLength(1);
  });

  test("start anyway when the hero picture cannot be loaded", async ({ page }) => {
    await page.route(heroPicture, (route) => route.abort());
    await page.goto("/en/");
    await hydrated(page);
  });

  test(`start after ${scriptStartTimeoutMs / 1000} s when the hero picture is slow`, async ({ page }) => {
    await holdHeroPicture(page);
    const started = Date.now();
    await page.goto("/en/", { waitUntil: "domcontentloaded" });
    await hydrated(page);
    expect(Date.now() - started).toBeGreaterThanOrEqual(scriptStartTimeoutMs);
  });

  test("start right after the first frame on pages without a high-priority picture", async ({ page }) => {
    await page.goto("/en/kontak/");
    await expect(page.locator("img[fetchpriority=high]")).toHaveCount(0);
    await hydrated(page);
  });
});
