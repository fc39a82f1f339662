// The performance budgets, declared once. Sizes are in bytes (1 KB = 1000 bytes:
// 14.6 KB is ten TCP segments of 1460 bytes, the first round trip). Scores are Lighthouse's 0..100.
export const budgets = {
  /** Lighthouse category scores (median of the runs), every page. */
  minScore: { performance: 95, accessibility: 100, bestPractices: 100, seo: 100 },
  /** Lighthouse mobile simulation, median of the runs. */
  maxLcpMs: 1900,
  maxCls: 0.06,
  /** The whole home page HTML document gzip, which includes the CSS Gatsby inlines. */
  maxHomeHtmlGzip: 14_600,
  /** Sum of the page's scripts, gzip. */
  maxJsGzip: 120_000,
  /** page-data.json plus the static-query results it references, uncompressed. */
  maxPageDataBytes: 15_000,
} as const;

export type ScoreName = keyof typeof budgets.minScore;

/** What the benchmark measured for one page (medians for the Lighthouse numbers). */
export interface PageMeasure {
  /** Page type, e.g. "home", "service:bea-cukai", "404". */
  type: string;
  language: string;
  url: string;
  scores: Record<ScoreName, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  bytes: {
    htmlGzip: number;
    inlineCssGzip: number;
    jsGzip: number;
    pageData: number;
    aboveFoldImages: number;
  };
}

export interface Violation {
  url: string;
  metric: string;
  actual: number;
  limit: number;
  /** How far over, in the metric's unit (negative for scores under their minimum). */
  over: number;
}

/** Every budget each page breaks; an empty list means all budgets pass. */
export function checkBudgets(pages: readonly PageMeasure[]): Violation[] {
  const violations: Violation[] = [];
  const atMost = (page: PageMeasure, metric: string, actual: number, limit: number) => {
    if (actual > limit) violations.push({ url: page.url, metric, actual, limit, over: actual - limit });
  };
  for (const page of pages) {
    for (const [name, min] of Object.entries(budgets.minScore) as [ScoreName, number][]) {
      const actual = page.scores[name];
      if (actual < min) violations.push({ url: page.url, metric: name, actual, limit: min, over: actual - min });
    }
    atMost(page, "LCP ms", page.lcpMs, budgets.maxLcpMs);
    atMost(page, "CLS", page.cls, budgets.maxCls);
    if (page.type === "home") atMost(page, "HTML+inline CSS gzip", page.bytes.htmlGzip, budgets.maxHomeHtmlGzip);
    atMost(page, "JS gzip", page.bytes.jsGzip, budgets.maxJsGzip);
    atMost(page, "page-data bytes", page.bytes.pageData, budgets.maxPageDataBytes);
  }
  return violations;
}

export function describeViolation(v: Violation): string {
  const sign = v.over > 0 ? "+" : "";
  return `${v.url}: ${v.metric} ${round(v.actual)} (limit ${v.limit}, ${sign}${round(v.over)})`;
}

function round(n: number): number {
  return Number.isInteger(n) ? n : Math.round(n * 1000) / 1000;
}
