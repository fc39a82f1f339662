import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { budgets, checkBudgets, type PageMeasure } from "../scripts/bench/budgets";
import { parseProcStat, treeRss } from "../scripts/bench/build-timing";
import {
  gzipSize,
  htmlBytes,
  inlineStyles,
  jsGzip,
  pageDataDir,
  pageDataFiles,
  sumFileBytes,
} from "../scripts/bench/bytes";
import {
  median,
  notFoundExemptions,
  ownScriptPaths,
  score,
  summarizeRuns,
  type Lhr,
} from "../scripts/bench/lighthouse-summary";
import { benchPages, selectPages } from "../scripts/bench/pages";
import { renderMarkdown, type BenchReport, type PageResult } from "../scripts/bench/report";
import { shouldCompress } from "../scripts/bench/serve";

const goodPage = (overrides: Partial<PageMeasure> = {}): PageMeasure => ({
  type: "home",
  language: "en",
  url: "http://localhost/en/",
  scores: { performance: 98, accessibility: 100, bestPractices: 100, seo: 100 },
  lcpMs: 1500,
  cls: 0.01,
  tbtMs: 120,
  fcpMs: 900,
  bytes: { htmlGzip: 12_000, inlineCssGzip: 6_000, jsGzip: 90_000, pageData: 9_000, aboveFoldImages: 20_000 },
  ...overrides,
});

/** A fake Lighthouse result with the given scores (0..1) and metric values. */
function lhr(
  values: { perf?: number; seo?: number; lcp?: number; cls?: number; tbt?: number; fcp?: number; url?: string } = {},
): Lhr {
  return {
    requestedUrl: values.url ?? "http://localhost:8899/en/",
    categories: {
      performance: { score: values.perf ?? 1 },
      accessibility: { score: 1 },
      "best-practices": { score: 1 },
      seo: { score: values.seo ?? 1 },
    },
    audits: {
      "largest-contentful-paint": { numericValue: values.lcp ?? 1000 },
      "cumulative-layout-shift": { numericValue: values.cls ?? 0 },
      "total-blocking-time": { numericValue: values.tbt ?? 100 },
      "first-contentful-paint": { numericValue: values.fcp ?? 800 },
    },
  };
}

describe("median", () => {
  it("takes the middle of an odd count and the mean of the middle two of an even count, whatever the order", () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it("refuses an empty list instead of inventing a number", () => {
    expect(() => median([])).toThrow();
  });
});

describe("budgets", () => {
  it("passes a page inside every budget", () => {
    expect(checkBudgets([goodPage()])).toEqual([]);
  });

  it("names the page and every metric that is over, with how far", () => {
    const page = goodPage({
      url: "http://localhost/en/kontak/",
      type: "contact",
      scores: { performance: 90, accessibility: 100, bestPractices: 96, seo: 100 },
      lcpMs: 2400,
      cls: 0.1,
      bytes: { htmlGzip: 12_000, inlineCssGzip: 6_000, jsGzip: 151_000, pageData: 19_500, aboveFoldImages: 0 },
    });
    const violations = checkBudgets([goodPage(), page]);
    expect(violations.map((v) => `${v.url} ${v.metric}`)).toEqual([
      "http://localhost/en/kontak/ performance",
      "http://localhost/en/kontak/ bestPractices",
      "http://localhost/en/kontak/ LCP ms",
      "http://localhost/en/kontak/ CLS",
      "http://localhost/en/kontak/ JS gzip",
      "http://localhost/en/kontak/ page-data bytes",
    ]);
    expect(violations.find((v) => v.metric === "performance")).toMatchObject({ actual: 90, limit: 95, over: -5 });
    expect(violations.find((v) => v.metric === "JS gzip")).toMatchObject({ over: 31_000 });
  });

  it("holds only the home page to the first-round-trip HTML budget, and its limit is inclusive", () => {
    const big = { htmlGzip: budgets.maxHomeHtmlGzip + 1, inlineCssGzip: 0, jsGzip: 0, pageData: 0, aboveFoldImages: 0 };
    expect(checkBudgets([goodPage({ type: "about", bytes: big })])).toEqual([]);
    expect(checkBudgets([goodPage({ bytes: big })]).map((v) => v.metric)).toEqual(["HTML+inline CSS gzip"]);
    expect(checkBudgets([goodPage({ bytes: { ...big, htmlGzip: budgets.maxHomeHtmlGzip } })])).toEqual([]);
  });
});

describe("bytes of a page", () => {
  const html = `<!DOCTYPE html><html><head><style data-identity="gatsby-global-css">body{color:red}${".a{margin:0}".repeat(200)}</style><style>.b{padding:0}</style></head><body>${"<p>hello</p>".repeat(50)}</body></html>`;

  it("finds the inlined <style> contents in order", () => {
    expect(inlineStyles(html)).toEqual([`body{color:red}${".a{margin:0}".repeat(200)}`, ".b{padding:0}"]);
    expect(inlineStyles("<html><body>no styles</body></html>")).toEqual([]);
  });

  it("measures the whole document gzip and the inline CSS gzip separately", () => {
    const bytes = htmlBytes(html);
    expect(bytes.htmlGzip).toBe(gzipSync(html, { level: 9 }).length);
    expect(bytes.inlineCssGzip).toBe(gzipSize(inlineStyles(html).join("\n")));
    expect(bytes.inlineCssGzip).toBeLessThan(bytes.htmlGzip);
    expect(htmlBytes("<p>x</p>").inlineCssGzip).toBe(0);
  });

  it("gzipSize is the length of a real gzip stream of the content", () => {
    const text = "freight ".repeat(1000);
    const size = gzipSize(text);
    expect(size).toBeLessThan(text.length / 10);
    expect(gunzipSync(gzipSync(text, { level: 9 })).toString()).toBe(text);
    expect(size).toBe(gzipSync(text, { level: 9 }).length);
  });

  describe("files in public/", () => {
    let dir: string;
    const write = (file: string, content: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), content);
    };
    beforeEach(() => {
      dir = mkdtempSync(path.join(os.tmpdir(), "bench-test-"));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it("maps page paths to Gatsby's page-data folders", () => {
      expect(pageDataDir("/")).toBe("index");
      expect(pageDataDir("/en/kontak/")).toBe("en/kontak");
      expect(pageDataDir("/404.html")).toBe("404.html");
    });

    it("counts page-data.json plus the static-query results it references", () => {
      const pageData = JSON.stringify({ path: "/en/", staticQueryHashes: ["111", "222"], slicesMap: {} });
      write("page-data/en/page-data.json", pageData);
      write("page-data/sq/d/111.json", "x".repeat(100));
      write("page-data/sq/d/222.json", "y".repeat(50));
      write("page-data/sq/d/333.json", "not referenced".repeat(100));
      const files = pageDataFiles(dir, "/en/");
      expect(files).toEqual(["page-data/en/page-data.json", "page-data/sq/d/111.json", "page-data/sq/d/222.json"]);
      expect(sumFileBytes(dir, files)).toBe(pageData.length + 150);
    });

    it("fails loudly when a referenced file is missing rather than counting it as 0", () => {
      write("page-data/index/page-data.json", JSON.stringify({ staticQueryHashes: ["999"] }));
      expect(() => sumFileBytes(dir, pageDataFiles(dir, "/"))).toThrow(/999\.json/);
    });

    it("sums the gzip sizes of the page's scripts", () => {
      const a = "function a(){return 1}".repeat(300);
      const b = "var b=[1,2,3];".repeat(100);
      write("app-1.js", a);
      write("framework-2.js", b);
      expect(jsGzip(dir, ["/app-1.js", "/framework-2.js"])).toBe(gzipSize(a) + gzipSize(b));
    });
  });
});

describe("Lighthouse results", () => {
  it("takes the median of each score and metric on its own", () => {
    const summary = summarizeRuns([
      lhr({ perf: 0.9, lcp: 1800, tbt: 400, cls: 0.02 }),
      lhr({ perf: 0.97, lcp: 1200, tbt: 150, cls: 0.02 }),
      lhr({ perf: 0.95, lcp: 2100, tbt: 260, cls: 0.1 }),
    ]);
    expect(summary).toMatchObject({
      runs: 3,
      lcpMs: 1800,
      tbtMs: 260,
      cls: 0.02,
      fcpMs: 800,
      tbtRunsMs: [400, 150, 260],
    });
    expect(summary.scores).toEqual({ performance: 95, accessibility: 100, bestPractices: 100, seo: 100 });
    expect(summary.rawScores).toEqual(summary.scores);
  });

  it("refuses a run that Lighthouse could not complete", () => {
    const broken = { ...lhr(), runtimeError: { code: "NO_FCP", message: "The page did not paint" } };
    expect(() => summarizeRuns([lhr(), broken])).toThrow(/NO_FCP/);
  });

  it("recomputes a category score as Lighthouse's weighted mean when audits are exempted", () => {
    const result = lhr({ seo: 0.54 });
    result.categories.seo.auditRefs = [
      { id: "http-status-code", weight: 1 },
      { id: "is-crawlable", weight: 4.6 },
      { id: "document-title", weight: 1 },
      { id: "meta-description", weight: 1 },
      { id: "manual-check", weight: 0 },
    ];
    result.audits["http-status-code"] = { score: 0 };
    result.audits["is-crawlable"] = { score: 0 };
    result.audits["document-title"] = { score: 1 };
    result.audits["meta-description"] = { score: 0 };
    result.audits["manual-check"] = { score: null };
    expect(score(result, "seo")).toBe(54);
    expect(score(result, "seo", ["http-status-code", "is-crawlable"])).toBe(Math.round((6.6 / 7.6) * 100));
    result.audits["meta-description"] = { score: 1 };
    expect(score(result, "seo", ["http-status-code", "is-crawlable"])).toBe(100);
  });

  it("exempts a console error on a 404 page only when it is the document's own 404 status", () => {
    const url = "http://localhost:8899/en/no-such-page/";
    const own404 = lhr({ url });
    own404.audits["errors-in-console"] = {
      score: 0,
      details: { items: [{ source: "network", description: "Failed to load resource: 404", sourceLocation: { url } }] },
    };
    expect(notFoundExemptions(own404)).toContain("errors-in-console");

    const realError = lhr({ url });
    realError.audits["errors-in-console"] = {
      score: 0,
      details: {
        items: [
          { source: "network", sourceLocation: { url } },
          {
            source: "exception",
            description: "TypeError: x is undefined",
            sourceLocation: { url: "http://localhost:8899/app.js" },
          },
        ],
      },
    };
    expect(notFoundExemptions(realError)).not.toContain("errors-in-console");
    expect(notFoundExemptions(realError)).toEqual(["http-status-code", "is-crawlable"]);
  });

  it("on a 404 page, budgets see the score without the expected-404 audits and the report keeps Lighthouse's own", () => {
    const url = "http://localhost:8899/en/no-such-page/";
    const result = lhr({ url, seo: 0.54 });
    result.categories.seo.auditRefs = [
      { id: "http-status-code", weight: 1 },
      { id: "is-crawlable", weight: 4.6 },
      { id: "document-title", weight: 1 },
    ];
    result.audits["http-status-code"] = { score: 0 };
    result.audits["is-crawlable"] = { score: 0 };
    result.audits["document-title"] = { score: 1 };
    const summary = summarizeRuns([result], { notFound: true });
    expect(summary.scores.seo).toBe(100);
    expect(summary.rawScores.seo).toBe(54);
    expect(summary.exempted).toEqual(["http-status-code", "is-crawlable"]);
    expect(summarizeRuns([result]).scores.seo).toBe(54);
  });

  it("counts the page's own scripts, not prefetches, data URLs or other origins", () => {
    const result = lhr();
    result.audits["network-requests"] = {
      details: {
        items: [
          { url: "http://localhost:8899/en/", resourceType: "Document" },
          { url: "http://localhost:8899/app-1.js", resourceType: "Script" },
          { url: "http://localhost:8899/framework-2.js", resourceType: "Script" },
          { url: "http://localhost:8899/app-1.js", resourceType: "Script" },
          { url: "http://localhost:8899/component---other-page.js", resourceType: "Other" },
          { url: "https://maps.example.com/api.js", resourceType: "Script" },
          { url: "http://localhost:8899/page-data/en/page-data.json", resourceType: "XHR" },
        ],
      },
    };
    expect(ownScriptPaths(result)).toEqual(["/app-1.js", "/framework-2.js"]);
  });
});

describe("process tree memory", () => {
  it("sums the RSS of the root, its descendants and its process group, not of others", () => {
    const table = [
      { pid: 100, ppid: 1, pgid: 100, rssBytes: 300 },
      { pid: 101, ppid: 100, pgid: 100, rssBytes: 50 },
      { pid: 102, ppid: 101, pgid: 100, rssBytes: 20 },
      // a worker that moved to its own group is still a descendant
      { pid: 103, ppid: 101, pgid: 103, rssBytes: 7 },
      // reparented to init but left in the group
      { pid: 104, ppid: 1, pgid: 100, rssBytes: 3 },
      { pid: 200, ppid: 1, pgid: 200, rssBytes: 9999 },
    ];
    expect(treeRss(table, 100)).toBe(380);
    expect(treeRss(table, 200)).toBe(9999);
  });

  it("reads pid, parent, group and RSS from /proc/<pid>/stat even when the name has spaces and parentheses", () => {
    const stat =
      "4242 (node (gatsby) worker) S 4200 4100 4100 0 -1 4194560 100 0 0 0 10 5 0 0 20 0 11 0 500 123456789 2500 18446744073709551615";
    expect(parseProcStat(stat, 4096)).toEqual({ pid: 4242, ppid: 4200, pgid: 4100, rssBytes: 2500 * 4096 });
  });
});

describe("pages measured", () => {
  it("covers every page type, with the 404 at an unknown path, in every language", () => {
    const pages = benchPages();
    // Per language: home, services, about, contact, the Incoterms guide, five services, the
    // list of articles, the longest article (every language has one), 404.
    expect(pages).toHaveLength(52);
    expect(new Set(pages.map((p) => p.language))).toEqual(new Set(["id", "en", "zh", "ja"]));
    const urls = pages.map((p) => p.urlPath);
    for (const url of [
      "/",
      "/services/",
      "/tentang/",
      "/kontak/",
      "/services/bea-cukai/",
      "/en/",
      "/en/services/warehouse-distribusi/",
      "/en/no-such-page/",
      "/no-such-page/",
      "/ja/services/ekspedisi-laut/",
      "/zh/",
      "/artikel/",
      "/ja/artikel/",
      "/ja/artikel/lcl-atau-fcl/",
    ]) {
      expect(urls).toContain(url);
    }
    expect(pages.find((p) => p.urlPath === "/en/no-such-page/")).toMatchObject({ type: "404", pagePath: "/en/404/" });
    expect(pages.find((p) => p.urlPath === "/no-such-page/")).toMatchObject({ type: "404", pagePath: "/404.html" });
  });

  it("selects page types by name, 'service' meaning all five service pages", () => {
    const pages = benchPages(["en"]);
    expect(selectPages(pages, ["service"]).map((p) => p.type)).toHaveLength(5);
    expect(selectPages(pages, ["home", "404"]).map((p) => p.urlPath)).toEqual(["/en/", "/en/no-such-page/"]);
    expect(selectPages(pages, ["article"]).map((p) => p.urlPath)).toEqual([
      expect.stringMatching(/^\/en\/artikel\/[a-z0-9-]+\/$/),
    ]);
    expect(selectPages(pages, [])).toHaveLength(13);
  });
});

describe("serving like Netlify", () => {
  it("gzips text the client accepts gzip for, and leaves images and already-encoded bodies alone", () => {
    expect(shouldCompress("text/html; charset=UTF-8", undefined, "gzip, deflate, br")).toBe(true);
    expect(shouldCompress("application/javascript", undefined, "gzip")).toBe(true);
    expect(shouldCompress("application/json", undefined, "gzip")).toBe(true);
    expect(shouldCompress("image/svg+xml", undefined, "gzip")).toBe(true);
    expect(shouldCompress("image/avif", undefined, "gzip")).toBe(false);
    expect(shouldCompress("text/html", "br", "gzip")).toBe(false);
    expect(shouldCompress("text/html", undefined, "identity")).toBe(false);
    expect(shouldCompress("text/html", undefined, undefined)).toBe(false);
  });
});

describe("report", () => {
  const page = (overrides: Partial<PageResult>): PageResult => ({
    ...goodPage(),
    rawScores: goodPage().scores,
    exempted: [],
    tbtRunsMs: [100, 120, 140],
    scripts: [],
    aboveFold: [],
    failingAudits: {},
    ...overrides,
  });
  const report = (pages: PageResult[], baseline?: PageResult): BenchReport => ({
    date: "2026-01-01T00:00:00.000Z",
    environment: { cpus: 2, node: "v20", lighthouse: "12.6.1", chromium: "Chromium 1" },
    runsPerPage: 3,
    build: {
      cold: { wallMs: 60_000, peakRssBytes: 900e6, exitCode: 0 },
      warm: { wallMs: 15_000, peakRssBytes: 600e6, exitCode: 0 },
    },
    baseline: baseline ? { page: baseline, build: { wallMs: 20_000, peakRssBytes: 400e6, exitCode: 0 } } : null,
    pages,
    budgets,
    violations: checkBudgets(pages),
  });

  it("renders one row per page, marks the cells over budget and lists the violations", () => {
    const slow = page({ url: "http://x/en/kontak/", type: "contact", lcpMs: 2500 });
    const md = renderMarkdown(report([page({}), slow]));
    expect(md).toMatch(/\| home \(en\) \| 98 \| 100 \| 100 \| 100 \| 1\.50 \|/);
    expect(md).toMatch(/\| contact \(en\) \|.*\| \*\*2\.50\*\* ✗ \|/);
    expect(md).toContain("1 over budget:");
    expect(md).toContain("- http://x/en/kontak/: LCP ms 2500 (limit 1900, +600)");
    expect(md).toContain("| cold | 60.00 s | 900 MB |");
  });

  it("shows our TBT and JS as multiples of the default-starter baseline", () => {
    const floor = page({ type: "baseline", tbtMs: 50, bytes: { ...goodPage().bytes, jsGzip: 60_000 } });
    const md = renderMarkdown(report([page({ tbtMs: 150 })], floor));
    expect(md).toMatch(/\| home \(en\) \|.*\| 3\.0× \| 1\.5× \|/);
    expect(md).toContain("| baseline: default starter (en) |");
    expect(md).toContain("All budgets pass.");
  });

  it("shows a 404 page's exempted score with Lighthouse's own beside it", () => {
    const notFound = page({
      type: "404",
      scores: { ...goodPage().scores, seo: 100 },
      rawScores: { ...goodPage().scores, seo: 54 },
      exempted: ["http-status-code"],
    });
    expect(renderMarkdown(report([notFound]))).toContain("| 100† (54) |");
  });
});
