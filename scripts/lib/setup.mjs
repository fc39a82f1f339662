// Helpers shared by `npm start`, `npm test`, `npm run typecheck` and `npm run bench`. Plain Node
// with no dependencies, so they run on a fresh clone before `npm install`.
import { spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  statSync,
  accessSync,
  constants,
  mkdtempSync,
  openSync,
  closeSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");
const bin = path.join(root, "node_modules", ".bin");

export function say(message) {
  console.log(`\n==> ${message}`);
}

/** Environment for child processes: local binaries (netlify, deno, gatsby) first on PATH. */
function childEnv(extra = {}) {
  return {
    ...process.env,
    PATH: `${bin}${path.delimiter}${process.env.PATH}`,
    GATSBY_TELEMETRY_DISABLED: "1",
    NETLIFY_TELEMETRY_DISABLED: "1",
    ...extra,
  };
}

/** Runs a command in the project, inheriting output; exits the process on failure. */
export function run(command, args, { env = {}, label } = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: childEnv(env) });
  if (result.status !== 0) {
    console.error(`\n✖ ${label ?? [command, ...args].join(" ")} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

/**
 * Starts a command in the project in the background, its output kept in a file (so it neither
 * mixes with what runs meanwhile nor stalls on a full pipe). finish() waits for it, prints its
 * output and exits the process on failure, or with `mayFail` returns its exit status. It is
 * stopped if this process exits first.
 */
export function start(command, args, { env = {}, label, mayFail = false } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "npm-test-"));
  const file = path.join(dir, "output.txt");
  const fd = openSync(file, "w");
  const child = spawn(command, args, { cwd: root, stdio: ["ignore", fd, fd], env: childEnv(env) });
  closeSync(fd);
  const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? signal)));
  const stop = () => child.exitCode === null && child.kill();
  process.on("exit", stop);
  return {
    async finish() {
      const status = await exited;
      process.off("exit", stop);
      process.stdout.write(readFileSync(file, "utf8"));
      rmSync(dir, { recursive: true, force: true });
      if (status !== 0 && !mayFail) {
        console.error(`\n✖ ${label ?? [command, ...args].join(" ")} failed (exit ${status}).`);
        process.exit(typeof status === "number" && status > 0 ? status : 1);
      }
      return status;
    },
  };
}

/** Installs npm packages when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = path.join(root, "node_modules", ".package-lock.json");
  const lock = path.join(root, "package-lock.json");
  const fresh = existsSync(marker) && existsSync(lock) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (fresh) {
    say("Dependencies are installed");
    return;
  }
  say("Installing dependencies with npm install (a few minutes the first time)");
  run("npm", ["install", "--no-audit", "--no-fund"], { label: "npm install" });
}

/** Whether this process may install Debian packages: as root, with apt-get. */
const canApt = () => process.getuid?.() === 0 && onPath("apt-get") !== undefined;

/**
 * Starts installing the Debian packages the browser tests want and the machine lacks (Chromium's
 * headless shell, unless CHROME_PATH names a browser, and CJK fonts) with apt-get, as root, in
 * the background: npm install leaves a core mostly idle, and the download and unpacking fit in
 * it. finish() waits for it and shows its output; a failure is left to ensureTestChromium and
 * ensureCjkFonts, which try each package again and say what is missing.
 */
export function startTestPackages() {
  const wanted = [
    ...((process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) || onPath("chromium-headless-shell")
      ? []
      : ["chromium-headless-shell"]),
    ...(hasFontFor("ja") && hasFontFor("zh") ? [] : ["fonts-noto-cjk"]),
  ];
  if (wanted.length === 0 || !canApt()) return { finish: async () => {} };
  say(`Installing ${wanted.join(" and ")} with apt-get (as root) in the background, beside npm install`);
  const job = start("sh", ["-c", `apt-get update && apt-get install -y --no-install-recommends ${wanted.join(" ")}`], {
    env: { DEBIAN_FRONTEND: "noninteractive" },
    label: "apt-get install",
    mayFail: true,
  });
  return {
    async finish() {
      say(`apt-get install ${wanted.join(" ")}`);
      if ((await job.finish()) === 0) aptUpdated = true;
    },
  };
}

let aptUpdated = false;
function aptUpdate() {
  if (aptUpdated) return;
  run("apt-get", ["update"], { label: "apt-get update" });
  aptUpdated = true;
}

function onPath(name) {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const file = path.join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not in this folder
    }
  }
  return undefined;
}

async function playwrightChromium() {
  try {
    const { chromium } = await import("playwright-core");
    const file = chromium.executablePath();
    return file && existsSync(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

function hasFontFor(lang) {
  const result = spawnSync("fc-list", [`:lang=${lang}`], { encoding: "utf8" });
  return result.status === 0 && result.stdout.trim() !== "";
}

/**
 * The Chinese and Japanese pages need CJK fonts to render (and to be measured and
 * screenshotted) as visitors see them. As root with apt, installs Debian's Noto CJK;
 * otherwise says what is missing and goes on (the tests do not read glyphs).
 */
export function ensureCjkFonts() {
  if (hasFontFor("ja") && hasFontFor("zh")) return;
  if (canApt()) {
    say("No Chinese/Japanese fonts found: installing Debian's fonts-noto-cjk with apt-get (as root)");
    aptUpdate();
    run("apt-get", ["install", "-y", "--no-install-recommends", "fonts-noto-cjk"], {
      label: "apt-get install fonts-noto-cjk",
    });
    return;
  }
  console.warn("! No Chinese/Japanese fonts found (install fonts-noto-cjk); zh and ja screenshots will show boxes.");
}

/**
 * The Chromium the browser tests drive: CHROME_PATH, else Chromium's headless shell (Debian's
 * chromium-headless-shell; installed with apt-get as root where it can be), the build Playwright
 * itself runs headless tests in, else the full Chromium of ensureChromium. The shell is the same
 * Blink without the desktop browser around it, and the browser tests take about 40% less time
 * in it (docs/architecture.md, "The browser tests' Chromium").
 */
export async function ensureTestChromium() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return ensureChromium();
  let shell = onPath("chromium-headless-shell");
  if (!shell && canApt()) {
    say("Installing Chromium's headless shell, in which the browser tests run faster (apt-get, as root)");
    aptUpdate();
    const result = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium-headless-shell"], {
      stdio: "inherit",
    });
    if (result.status === 0) shell = onPath("chromium-headless-shell");
    else say("The headless shell could not be installed: the browser tests use the full Chromium, more slowly");
  }
  if (shell) {
    say(`Using Chromium's headless shell at ${shell}`);
    return shell;
  }
  return ensureChromium();
}

/**
 * Finds a full Chromium: CHROME_PATH, then `chromium` on PATH, then Playwright's own. As root
 * with apt, installs Debian's chromium; otherwise says what to do and exits.
 */
export async function ensureChromium() {
  const found =
    (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : undefined) ??
    onPath("chromium") ??
    onPath("chromium-browser") ??
    (await playwrightChromium());
  if (found) {
    say(`Using Chromium at ${found}`);
    return found;
  }
  if (canApt()) {
    say("No Chromium found: installing Debian's chromium with apt-get (as root)");
    aptUpdate();
    run("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], { label: "apt-get install chromium" });
    const installed = onPath("chromium");
    if (installed) return installed;
  }
  console.error(
    "\n✖ This command needs Chromium and none was found.\n" +
      "  Install one of these, then run it again:\n" +
      "  - Debian/Ubuntu: sudo apt-get install chromium\n" +
      "  - anywhere with internet: npx playwright install chromium\n" +
      "  - or point CHROME_PATH at an existing Chrome or Chromium binary.",
  );
  process.exit(1);
}
