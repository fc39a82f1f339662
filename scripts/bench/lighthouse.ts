// Mobile Lighthouse (its default: Moto G Power emulation, simulated slow 4G and 4x CPU
// slowdown) through @lhci/cli's `collect`, several runs per URL, in a full Chromium.
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Lhr } from "./lighthouse-summary";
import { chromiumFlags } from "../lib/chromium-flags";

/** lhci adds --headless=new itself. */
const chromeFlags = chromiumFlags.join(" ");

/** The Chromium the benchmark runs: run.ts finds one and sets CHROME_PATH before measuring. */
export function chromePath(): string {
  const file = process.env.CHROME_PATH;
  if (!file) throw new Error("CHROME_PATH is not set: run the benchmark through npm run bench");
  return file;
}

/**
 * Runs `runs` Lighthouse runs on each URL; returns the results grouped by requested URL.
 * The runs go in rounds, one run of every URL per round, so a few busy minutes on the shared
 * cores spoil one run of several pages rather than every run of one page (each page's median
 * is what the budgets judge).
 * Asynchronous on purpose: the gzip proxy in front of the server lives in this process.
 */
export async function collect(
  urls: readonly string[],
  runs: number,
  workDir: string,
  binDir: string,
): Promise<Map<string, Lhr[]>> {
  rmSync(workDir, { recursive: true, force: true });
  const byUrl = new Map<string, Lhr[]>(urls.map((u) => [u, []]));
  for (let round = 1; round <= runs; round++) {
    console.log(`\nLighthouse round ${round} of ${runs}`);
    const roundDir = path.join(workDir, `round-${round}`);
    for (const lhr of await collectOnce(urls, roundDir, binDir)) byUrl.get(lhr.requestedUrl)?.push(lhr);
  }
  for (const [url, lhrs] of byUrl) {
    if (lhrs.length !== runs) throw new Error(`${url}: expected ${runs} Lighthouse results, found ${lhrs.length}`);
  }
  return byUrl;
}

/** One Lighthouse run of each URL, through lhci collect in workDir. */
async function collectOnce(urls: readonly string[], workDir: string, binDir: string): Promise<Lhr[]> {
  mkdirSync(workDir, { recursive: true });
  const config = {
    ci: {
      collect: {
        url: urls,
        numberOfRuns: 1,
        chromePath: chromePath(),
        settings: {
          chromeFlags,
          // The 404 pages answer with status 404 on purpose; measure them anyway.
          ignoreStatusCode: true,
        },
      },
    },
  };
  const configFile = path.join(workDir, "lighthouserc.json");
  writeFileSync(configFile, JSON.stringify(config, null, 2));
  const child = spawn(path.join(binDir, "lhci"), ["collect", `--config=${configFile}`], {
    cwd: workDir,
    stdio: "inherit",
    env: { ...process.env, CHROME_PATH: chromePath() },
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 128 : null)));
  });
  if (code !== 0) throw new Error(`lhci collect failed (exit ${code})`);
  const dir = path.join(workDir, ".lighthouseci");
  return readdirSync(dir)
    .filter((f) => /^lhr-.*\.json$/.test(f))
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Lhr);
}
