// The benchmark report: one JSON object, and a Markdown rendering of it. Pure, so tested.
import { budgets, describeViolation, type PageMeasure, type Violation } from "./budgets";
import type { Timed } from "./build-timing";

export interface PageResult extends PageMeasure {
  /** Lighthouse's own scores; differ from scores only on 404 pages (see exempted). */
  rawScores: PageMeasure["scores"];
  /** Audits a correct 404 page fails on purpose, counted as passed in scores. */
  exempted: string[];
  tbtRunsMs: number[];
  scripts: string[];
  aboveFold: { url: string; bytes: number }[];
  /** Audits under full score in a category that scored under 100 (why it is not 100). */
  failingAudits: Record<string, string[]>;
}

export interface BenchReport {
  date: string;
  environment: { cpus: number; node: string; lighthouse: string; chromium: string; commit?: string };
  runsPerPage: number;
  build: { cold: Timed; warm: Timed } | null;
  baseline: { page: PageResult; build: Timed } | null;
  /** Why the baseline is missing, when it failed. */
  baselineError?: string | null;
  pages: PageResult[];
  budgets: typeof budgets;
  violations: Violation[];
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const mb = (bytes: number | null) => (bytes === null ? "n/a" : `${Math.round(bytes / 1e6)} MB`);
const ratio = (ours: number, floor: number | undefined) => (floor ? `${(ours / floor).toFixed(1)}×` : "–");

/** Marks a cell whose metric broke a budget on that page. */
function cell(text: string, violations: readonly Violation[], url: string, metric: string): string {
  return violations.some((v) => v.url === url && v.metric === metric) ? `**${text}** ✗` : text;
}

function pageRow(p: PageResult, violations: readonly Violation[], floor: PageResult | undefined): string {
  const c = (text: string, metric: string) => cell(text, violations, p.url, metric);
  // A 404 page's score without its expected-404 audits, with Lighthouse's own beside it.
  const s = (name: keyof PageResult["scores"]) =>
    c(
      p.scores[name] === p.rawScores[name] ? String(p.scores[name]) : `${p.scores[name]}† (${p.rawScores[name]})`,
      name,
    );
  return [
    `${p.type} (${p.language})`,
    s("performance"),
    s("accessibility"),
    s("bestPractices"),
    s("seo"),
    c(seconds(p.lcpMs), "LCP ms"),
    c(p.cls.toFixed(3), "CLS"),
    String(Math.round(p.tbtMs)),
    seconds(p.fcpMs),
    c(kb(p.bytes.htmlGzip), "HTML+inline CSS gzip"),
    kb(p.bytes.inlineCssGzip),
    c(kb(p.bytes.jsGzip), "JS gzip"),
    c(kb(p.bytes.pageData), "page-data bytes"),
    kb(p.bytes.aboveFoldImages),
    ratio(p.tbtMs, floor?.tbtMs),
    ratio(p.bytes.jsGzip, floor?.bytes.jsGzip),
  ].join(" | ");
}

export function renderMarkdown(r: BenchReport): string {
  const floor = r.baseline?.page;
  const lines = [
    "# Benchmark",
    "",
    `Run ${r.date}${r.environment.commit ? ` on commit ${r.environment.commit}` : ""}, ${r.environment.cpus} CPU cores, Node ${r.environment.node}, Lighthouse ${r.environment.lighthouse} (mobile, simulated throttling), ${r.environment.chromium}. ` +
      `Lighthouse numbers are medians of ${r.runsPerPage} runs per page, taken in rounds (one run of every page per round, so a busy spell on the shared cores touches one run of several pages rather than all of one page), against the production build served by netlify dev behind a local gzip proxy (netlify dev sends text uncompressed; Netlify's CDN compresses it, and Lighthouse's simulated timings follow transfer sizes). Sizes in KB of 1000 bytes; HTML, CSS and JS gzip level 9; page-data uncompressed. Produced by \`npm run bench\` (scripts/bench/run.ts; \`--runs N\`, \`--only home,service\`, \`--langs en\`, \`--skip-build\` and \`--no-baseline\` make quicker partial runs; \`--port N\` or BENCH_PORT moves it off 8899), which exits non-zero naming every budget that is over.`,
    "",
  ];
  if (r.build) {
    lines.push(
      "## Build (`gatsby clean` + `gatsby build`, then a second build)",
      "",
      "| build | wall time | peak memory (process tree RSS) |",
      "|---|---|---|",
      `| cold | ${seconds(r.build.cold.wallMs)} s | ${mb(r.build.cold.peakRssBytes)} |`,
      `| warm | ${seconds(r.build.warm.wallMs)} s | ${mb(r.build.warm.peakRssBytes)} |`,
    );
    if (r.baseline)
      lines.push(
        `| default-starter baseline, cold | ${seconds(r.baseline.build.wallMs)} s | ${mb(r.baseline.build.peakRssBytes)} |`,
      );
    lines.push("");
  }
  lines.push(
    "## Pages",
    "",
    "Perf, A11y, BP, SEO: Lighthouse scores. HTML: the whole document gzip, inline CSS included (CSS shows that part alone; " +
      "the home page inlines only its first screen's CSS and loads the full stylesheet at the end of the body, see src/ssr/first-screen-css.tsx). " +
      "JS: the same-origin scripts the page loaded in Lighthouse's run, gzip. Data: page-data.json plus its static-query results. " +
      "Fold img: images intersecting the first 412×823 screen at DPR 1.75, bytes as served. " +
      "×floor: ours divided by the default-starter baseline's. ✗ marks a broken budget. " +
      "†: a 404 page's score counting as passed the audits a correct 404 fails on purpose (its 404 status, its noindex, Chrome's console entry for that status); Lighthouse's own score in parentheses.",
    "",
    "| page | Perf | A11y | BP | SEO | LCP s | CLS | TBT ms | FCP s | HTML KB | CSS KB | JS KB | Data KB | Fold img KB | TBT ×floor | JS ×floor |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...r.pages.map((p) => `| ${pageRow(p, r.violations, floor)} |`),
  );
  if (floor) lines.push(`| ${pageRow({ ...floor, type: "baseline: default starter" }, [], undefined)} |`);
  if (r.baselineError) lines.push("", `The default-starter baseline could not be measured: ${r.baselineError}`);
  lines.push(
    "",
    "TBT of each run (ms), the noisy metric on shared cores: " +
      [...r.pages, ...(floor ? [{ ...floor, type: "baseline", language: "en" }] : [])]
        .map((p) => `${p.type} (${p.language}) ${p.tbtRunsMs.map((t) => Math.round(t)).join("/")}`)
        .join("; ") +
      ".",
    "",
    "## Budgets",
    "",
    `Scores: performance ≥ ${budgets.minScore.performance}, accessibility, best practices and SEO ${budgets.minScore.accessibility}; ` +
      `LCP ≤ ${budgets.maxLcpMs / 1000} s; CLS ≤ ${budgets.maxCls}; home HTML + inline CSS ≤ ${kb(budgets.maxHomeHtmlGzip)} KB gzip; ` +
      `JS ≤ ${kb(budgets.maxJsGzip)} KB gzip per page; page-data ≤ ${kb(budgets.maxPageDataBytes)} KB per page.`,
    "",
    r.violations.length === 0 ? "All budgets pass." : `${r.violations.length} over budget:`,
    "",
    ...r.violations.map((v) => `- ${describeViolation(v)}`),
  );
  const explained = r.pages.filter((p) => Object.keys(p.failingAudits).length > 0);
  if (explained.length) {
    lines.push("", "## Audits short of full score (categories under 100)", "");
    for (const p of explained) {
      const parts = Object.entries(p.failingAudits).map(([category, ids]) => `${category}: ${ids.join(", ")}`);
      lines.push(`- ${p.type} (${p.language}): ${parts.join("; ")}`);
    }
  }
  return `${lines.join("\n")}\n`;
}
