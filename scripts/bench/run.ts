// npm run bench: builds the site (cold, then warm), serves the build with netlify-cli, measures
// every page type in every language with mobile Lighthouse and byte counts, measures a
// default-starter Gatsby page as the floor, writes bench-results/report.{md,json}, and exits 1
// naming every budget that is over. All of it holds the team's build lock: other builds rewrite
// public/ and would also disturb the timings on the shared cores.
//
//   npx tsx scripts/bench/run.ts [--runs 5] [--only home,contact] [--langs id,en] [--skip-build] [--no-baseline]
// Any of those options makes a partial run: it writes bench-results/report-partial.* and leaves
// report.* and docs/benchmark.md alone.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { aboveFoldImages } from "./above-fold";
import { createBaseline } from "./baseline";
import { budgets, checkBudgets, describeViolation } from "./budgets";
import { timeCommand, type Timed } from "./build-timing";
import { htmlBytes, jsGzip, pageDataFiles, sumFileBytes } from "./bytes";
import { chromePath, collect } from "./lighthouse";
import { failingAudits, ownScriptPaths, summarizeRuns, type Lhr } from "./lighthouse-summary";
import { acquireLock } from "./lock";
import { benchPages, measuredLanguages, selectPages, type BenchPage } from "./pages";
import { renderMarkdown, type BenchReport, type PageResult } from "./report";
import { serve } from "./serve";
import { ensureChromium } from "../lib/setup.mjs";
import type { LanguageCode } from "../../src/shared/languages";

const root = path.resolve(import.meta.dirname, "../..");
const binDir = path.join(root, "node_modules", ".bin");
const resultsDir = path.join(root, "bench-results");
const env = {
  ...process.env,
  PATH: `${binDir}${path.delimiter}${process.env.PATH}`,
  GATSBY_TELEMETRY_DISABLED: "1",
  NETLIFY_TELEMETRY_DISABLED: "1",
};

const { values: opts } = parseArgs({
  options: {
    // Five, as Lighthouse's docs/variability.md advises: the median of five runs roughly halves the
    // spread of one, and on two shared cores Total Blocking Time swings 100-550 ms between runs of
    // one unchanged page, so the median of three could fail a page on two unlucky runs.
    runs: { type: "string", default: "5" },
    only: { type: "string", default: "" },
    langs: { type: "string", default: measuredLanguages.join(",") },
    "skip-build": { type: "boolean", default: false },
    "no-baseline": { type: "boolean", default: false },
    port: { type: "string", default: process.env.BENCH_PORT ?? "8899" },
  },
});
const runs = Number(opts.runs);
const port = Number(opts.port);
const list = (s: string) =>
  s
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);
const pages = selectPages(benchPages(list(opts.langs) as LanguageCode[]), list(opts.only));
const complete =
  runs >= 5 &&
  !opts["skip-build"] &&
  !opts["no-baseline"] &&
  opts.only === "" &&
  opts.langs === measuredLanguages.join(",");

const say = (message: string) => console.log(`\n==> ${message}`);

async function gatsbyBuild(cwd: string, label: string): Promise<Timed> {
  say(`${label}: gatsby build in ${cwd}`);
  const timed = await timeCommand(path.join(binDir, "gatsby"), ["build"], { cwd, env });
  if (timed.exitCode !== 0) throw new Error(`${label}: gatsby build failed (exit ${timed.exitCode})`);
  return timed;
}

/** Lighthouse runs, bytes and above-the-fold images for pages served from publicDir at origin. */
async function measure(
  pagesToMeasure: readonly BenchPage[],
  origin: string,
  publicDir: string,
  lhciDir: string,
): Promise<PageResult[]> {
  const urls = pagesToMeasure.map((p) => `${origin}${p.urlPath}`);
  say(`Lighthouse: ${runs} mobile run(s) on each of ${urls.length} page(s)`);
  const lhrs = await collect(urls, runs, lhciDir, binDir);
  say("Above-the-fold images (one Chromium load per page)");
  const folds = await aboveFoldImages(urls);
  const results: PageResult[] = [];
  for (const [i, page] of pagesToMeasure.entries()) {
    const url = urls[i];
    const runsOfPage = lhrs.get(url)!;
    const summary = summarizeRuns(runsOfPage, { notFound: page.type === "404" });
    // Union over the runs, in case a late chunk only made it into some of them.
    const scripts = [...new Set(runsOfPage.flatMap(ownScriptPaths))].sort();
    const response = await fetch(url);
    // Lighthouse is told to ignore status codes (for the 404s), so check them here.
    const expected = page.type === "404" ? 404 : 200;
    if (response.status !== expected)
      throw new Error(`${page.urlPath} answered ${response.status}, expected ${expected}`);
    const html = await response.text();
    const fold = folds.get(url) ?? [];
    results.push({
      type: page.type,
      language: page.language,
      // The path, not the URL: the proxy's port changes on every run.
      url: page.urlPath,
      scores: summary.scores,
      rawScores: summary.rawScores,
      exempted: summary.exempted,
      lcpMs: summary.lcpMs,
      cls: summary.cls,
      tbtMs: summary.tbtMs,
      fcpMs: summary.fcpMs,
      tbtRunsMs: summary.tbtRunsMs,
      bytes: {
        ...htmlBytes(html),
        jsGzip: jsGzip(publicDir, scripts),
        pageData: sumFileBytes(publicDir, pageDataFiles(publicDir, page.pagePath)),
        aboveFoldImages: fold.reduce((sum, img) => sum + img.bytes, 0),
      },
      scripts,
      aboveFold: fold,
      failingAudits: explainScores(runsOfPage),
    });
  }
  return results;
}

/** For each category under 100 in some run: the audits short of full score in any run. */
function explainScores(lhrs: readonly Lhr[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const category of ["accessibility", "best-practices", "seo", "performance"]) {
    const ids = new Set(
      lhrs.flatMap((l) => ((l.categories[category]?.score ?? 0) < 1 ? failingAudits(l, category) : [])),
    );
    if (ids.size) out[category] = [...ids].sort();
  }
  return out;
}

async function benchSite(): Promise<Pick<BenchReport, "build" | "pages">> {
  let build: BenchReport["build"] = null;
  if (!opts["skip-build"]) {
    say("Cold build: gatsby clean");
    const clean = spawnSync(path.join(binDir, "gatsby"), ["clean"], { cwd: root, env, stdio: "inherit" });
    if (clean.status !== 0) throw new Error("gatsby clean failed");
    const cold = await gatsbyBuild(root, "Cold build");
    const warm = await gatsbyBuild(root, "Warm build");
    build = { cold, warm };
  }
  say(`Serving public/ with netlify dev on port ${port}`);
  const server = await serve({ cwd: root, dir: "public", port, binDir });
  try {
    return {
      build,
      pages: await measure(pages, server.origin, path.join(root, "public"), path.join(resultsDir, "lhci-site")),
    };
  } finally {
    await server.stop();
  }
}

async function benchBaseline(): Promise<BenchReport["baseline"]> {
  const dir = await createBaseline(path.join(root, "node_modules"));
  try {
    const built = await gatsbyBuild(dir, "Baseline (default-starter-like page)");
    say(`Serving the baseline with netlify dev on port ${port}`);
    const server = await serve({ cwd: dir, dir: "public", port, binDir });
    try {
      const page: BenchPage = { type: "baseline", language: "en", urlPath: "/", pagePath: "/" };
      const [measured] = await measure(
        [page],
        server.origin,
        path.join(dir, "public"),
        path.join(resultsDir, "lhci-baseline"),
      );
      return { page: measured, build: built };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** HEAD, and whether the working tree (what the build measures) differs from it. */
function describeCommit(): string {
  const git = (...args: string[]) => spawnSync("git", ["-C", root, ...args], { encoding: "utf8" }).stdout?.trim() ?? "";
  const head = git("rev-parse", "--short", "HEAD") || "unknown";
  return git("status", "--porcelain", "--untracked-files=no") ? `${head} with uncommitted changes` : head;
}

function versionOf(command: string, args: string[]): string {
  return spawnSync(command, args, { encoding: "utf8" }).stdout?.trim() || "unknown";
}

async function main() {
  say(
    `Benchmark: ${pages.length} page(s), ${runs} run(s) each${complete ? "" : " (partial run: docs/benchmark.md is not updated)"}`,
  );
  process.env.CHROME_PATH = await ensureChromium();
  const release = await acquireLock();
  const commit = describeCommit();
  let site: Pick<BenchReport, "build" | "pages">;
  let baseline: BenchReport["baseline"] = null;
  let baselineError: string | null = null;
  try {
    site = await benchSite();
    // A broken baseline should not throw away the site's measurements: report without it.
    if (!opts["no-baseline"])
      baseline = await benchBaseline().catch((error: Error) => ((baselineError = error.message), null));
  } finally {
    release();
  }
  const violations = checkBudgets(site.pages);
  const report: BenchReport = {
    baselineError,
    date: new Date().toISOString(),
    environment: {
      cpus: os.cpus().length,
      node: process.version,
      lighthouse: JSON.parse(readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8")).version,
      chromium: versionOf(chromePath(), ["--version"]),
      commit,
    },
    runsPerPage: runs,
    build: site.build,
    baseline,
    pages: site.pages,
    budgets,
    violations,
  };
  mkdirSync(resultsDir, { recursive: true });
  // A quick partial run must not overwrite the last full report.
  const name = complete ? "report" : "report-partial";
  writeFileSync(path.join(resultsDir, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  const markdown = renderMarkdown(report);
  writeFileSync(path.join(resultsDir, `${name}.md`), markdown);
  if (complete) {
    mkdirSync(path.join(root, "docs"), { recursive: true });
    copyFileSync(path.join(resultsDir, `${name}.md`), path.join(root, "docs", "benchmark.md"));
  }
  console.log(`\n${markdown}`);
  say(`Report: bench-results/${name}.md and ${name}.json${complete ? ", copied to docs/benchmark.md" : ""}`);
  if (baselineError) console.error(`\n✖ The baseline could not be measured: ${baselineError}`);
  if (violations.length) {
    console.error(
      `\n✖ ${violations.length} over budget:\n${violations.map((v) => `  - ${describeViolation(v)}`).join("\n")}`,
    );
    process.exit(1);
  }
  if (baselineError) process.exit(2);
  say("All budgets pass.");
}

main().catch((error) => {
  console.error(`\n✖ ${error instanceof Error ? error.stack : error}`);
  process.exit(2);
});
