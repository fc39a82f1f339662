// Pure reading of Lighthouse results (LHR JSON): medians over several runs, and the
// same-origin scripts a run loaded. No I/O here, so it is unit-tested.
import type { ScoreName } from "./budgets";

/** The parts of a Lighthouse result this benchmark reads. */
export interface Lhr {
  requestedUrl: string;
  finalDisplayedUrl?: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] }>;
  audits: Record<string, { score?: number | null; numericValue?: number; details?: { items?: unknown[] } }>;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
  statusCode?: number;
}

export interface RunSummary {
  runs: number;
  /** Scores the budgets check: on a 404 page, without the audits a correct 404 fails on purpose. */
  scores: Record<ScoreName, number>;
  /** Lighthouse's own scores (equal to scores except on 404 pages). */
  rawScores: Record<ScoreName, number>;
  /** Audits counted as passed because the page is a correct 404 (see notFoundExemptions). */
  exempted: string[];
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Every run's TBT, because it is the noisy one on shared cores. */
  tbtRunsMs: number[];
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const categoryIds: Record<ScoreName, string> = {
  performance: "performance",
  accessibility: "accessibility",
  bestPractices: "best-practices",
  seo: "seo",
};

/**
 * A category score as Lighthouse shows it (0..100); a missing score counts as 0. With audits to
 * exempt, the score is recomputed as Lighthouse does (weighted mean of the audit scores) with
 * those audits counted as passed.
 */
export function score(lhr: Lhr, name: ScoreName, exempt: readonly string[] = []): number {
  const category = lhr.categories[categoryIds[name]];
  const refs = (category?.auditRefs ?? []).filter((ref) => ref.weight > 0);
  if (!category || !refs.some((ref) => exempt.includes(ref.id))) return Math.round((category?.score ?? 0) * 100);
  let sum = 0;
  let weights = 0;
  for (const ref of refs) {
    const audit = exempt.includes(ref.id) ? 1 : (lhr.audits[ref.id]?.score ?? 0);
    sum += audit * ref.weight;
    weights += ref.weight;
  }
  return Math.round((sum / weights) * 100);
}

/**
 * Audits a 404 page fails because it is a correct 404, not because of a fault: the 404 status
 * (http-status-code), its noindex (is-crawlable), and Chrome logging the document's own 404
 * status as a console error (errors-in-console, exempted only when that is its sole entry).
 */
export function notFoundExemptions(lhr: Lhr): string[] {
  const exempt = ["http-status-code", "is-crawlable"];
  const errors = (lhr.audits["errors-in-console"]?.details?.items ?? []) as {
    source?: string;
    url?: string;
    sourceLocation?: { url?: string };
  }[];
  const documentUrls = [lhr.requestedUrl, lhr.finalDisplayedUrl];
  const onlyOwn404 =
    errors.length > 0 &&
    errors.every((e) => e.source === "network" && documentUrls.includes(e.sourceLocation?.url ?? e.url));
  return onlyOwn404 ? [...exempt, "errors-in-console"] : exempt;
}

function metric(lhr: Lhr, auditId: string): number {
  const value = lhr.audits[auditId]?.numericValue;
  if (value === undefined) throw new Error(`${lhr.requestedUrl}: audit ${auditId} has no value`);
  return value;
}

/** Medians of each score and metric over the runs of one page, each taken on its own. */
export function summarizeRuns(lhrs: readonly Lhr[], options: { notFound?: boolean } = {}): RunSummary {
  const failed = lhrs.find((l) => l.runtimeError);
  if (failed)
    throw new Error(
      `${failed.requestedUrl}: Lighthouse failed: ${failed.runtimeError!.code} ${failed.runtimeError!.message}`,
    );
  const med = (pick: (l: Lhr) => number) => median(lhrs.map(pick));
  const exemptions = (l: Lhr) => (options.notFound ? notFoundExemptions(l) : []);
  const scores = (exempting: boolean) =>
    Object.fromEntries(
      (Object.keys(categoryIds) as ScoreName[]).map((name) => [
        name,
        med((l) => score(l, name, exempting ? exemptions(l) : [])),
      ]),
    ) as Record<ScoreName, number>;
  const tbtRunsMs = lhrs.map((l) => metric(l, "total-blocking-time"));
  return {
    runs: lhrs.length,
    scores: scores(true),
    rawScores: scores(false),
    exempted: [...new Set(lhrs.flatMap((l) => exemptions(l).filter((id) => (l.audits[id]?.score ?? 1) < 1)))].sort(),
    lcpMs: med((l) => metric(l, "largest-contentful-paint")),
    cls: med((l) => metric(l, "cumulative-layout-shift")),
    tbtMs: median(tbtRunsMs),
    fcpMs: med((l) => metric(l, "first-contentful-paint")),
    tbtRunsMs,
  };
}

function networkItems(lhr: Lhr): NetworkItem[] {
  return (lhr.audits["network-requests"]?.details?.items ?? []) as NetworkItem[];
}

/**
 * Paths of the scripts the page itself loaded from its own origin: resource type Script
 * (Gatsby's idle prefetches of other pages are type Other, so they are not counted).
 */
export function ownScriptPaths(lhr: Lhr): string[] {
  const origin = new URL(lhr.requestedUrl).origin;
  const paths = networkItems(lhr)
    .filter((item) => item.resourceType === "Script" && item.url.startsWith(`${origin}/`))
    .map((item) => new URL(item.url).pathname);
  return [...new Set(paths)];
}

/** Audits that did not get a full score, with their titles, to explain a score under 100. */
export function failingAudits(lhr: Lhr, category: string): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .filter((ref) => {
      const s = lhr.audits[ref.id]?.score;
      return s !== null && s !== undefined && s < 1;
    })
    .map((ref) => ref.id);
}
