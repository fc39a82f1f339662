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
 * Asynchronous on purpose: the gzip proxy in front of the server lives in this process.
 */
export async function collect(
  urls: readonly string[],
  runs: number,
  workDir: string,
  binDir: string,
): Promise<Map<string, Lhr[]>> {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const config = {
    ci: {
      collect: {
        url: urls,
        numberOfRuns: runs,
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

  const byUrl = new Map<string, Lhr[]>(urls.map((u) => [u, []]));
  const dir = path.join(workDir, ".lighthouseci");
  for (const file of readdirSync(dir).filter((f) => /^lhr-.*\.json$/.test(f))) {
    const lhr = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Lhr;
    byUrl.get(lhr.requestedUrl)?.push(lhr);
  }
  for (const [url, lhrs] of byUrl) {
    if (lhrs.length !== runs) throw new Error(`${url}: expected ${runs} Lighthouse results, found ${lhrs.length}`);
  }
  return byUrl;
}
