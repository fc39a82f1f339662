// npm test: installs what is missing, then runs every check and stops at the first
// failure. The browser tests run against the production build served by
// netlify-cli with netlify.toml and the generated _redirects applied.
import { availableParallelism } from "node:os";
import {
  ensureTestChromium,
  ensureCjkFonts,
  ensureDependencies,
  run,
  say,
  start,
  startTestPackages,
} from "./lib/setup.mjs";

const testPackages = startTestPackages();
ensureDependencies();
await testPackages.finish();
const chromePath = await ensureTestChromium();
ensureCjkFonts();

// The four static checks read the sources and write nothing, and jest reads nothing the build
// writes, so all five run while the site builds (the build alone leaves a fifth of two cores
// idle); each one's output is shown when the build is done, in this order.
say(
  "Building the production site (gatsby build), meanwhile checking content and locale files (npm run " +
    "check:content), linting (npm run lint: eslint), the formatting (npm run format:check: prettier --check; " +
    "npm run format fixes it), for unused files, exports and dependencies (npm run knip), and running the unit " +
    "and function tests (jest)",
);
const checks = [
  start("npm", ["run", "--silent", "check:content"], { label: "content check" }),
  start("npm", ["run", "--silent", "lint"], { label: "eslint" }),
  start("npm", ["run", "--silent", "format:check"], { label: "prettier --check" }),
  start("npm", ["run", "--silent", "knip"], { label: "knip" }),
  start("jest", ["--ci"], { label: "jest" }),
];
run("npx", ["tsx", "scripts/clean-stale-cache.ts"], { label: "the check of Gatsby's cache" });
// Gatsby keeps a core for its main process, which waits while the workers make the pictures:
// one worker more than that uses every core (docs/architecture.md, "Picture jobs on every core").
run("npx", ["gatsby", "build"], {
  label: "gatsby build",
  env: { GATSBY_CPU_COUNT: process.env.GATSBY_CPU_COUNT ?? String(availableParallelism() + 1) },
});

say("Content check, eslint, prettier --check, knip and the unit and function tests (jest)");
for (const check of checks) await check.finish();

// The type check finds the GraphQL types the build has just written (so it writes nothing), so
// it runs beside the browser tests, on the core netlify dev's start leaves idle; its output
// follows theirs.
say(
  "Running browser tests in Chromium against the build served by netlify-cli (playwright), " +
    "type-checking (npm run typecheck: tsc --noEmit) meanwhile",
);
const typeCheck = start("npm", ["run", "--silent", "typecheck"], { label: "npm run typecheck" });
run("npx", ["playwright", "test", "--project=chromium"], { label: "playwright", env: { CHROME_PATH: chromePath } });

say("Type-checking (tsc --noEmit)");
await typeCheck.finish();

say("All tests passed.");
