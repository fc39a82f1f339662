// npm test: installs what is missing, then runs every check and stops at the first
// failure. The browser tests run against the production build served by
// netlify-cli with netlify.toml and the generated _redirects applied.
import { ensureTestChromium, ensureCjkFonts, ensureDependencies, run, say, start } from "./lib/setup.mjs";

ensureDependencies();
const chromePath = await ensureTestChromium();
ensureCjkFonts();

// The four static checks read the sources and write nothing, so they run side by side; each one's
// output is shown when it ends, in this order.
say(
  "Checking content and locale files (npm run check:content), linting (npm run lint: eslint), the formatting " +
    "(npm run format:check: prettier --check; npm run format fixes it) and for unused files, exports and " +
    "dependencies (npm run knip), side by side",
);
const staticChecks = [
  start("npm", ["run", "--silent", "check:content"], { label: "content check" }),
  start("npm", ["run", "--silent", "lint"], { label: "eslint" }),
  start("npm", ["run", "--silent", "format:check"], { label: "prettier --check" }),
  start("npm", ["run", "--silent", "knip"], { label: "knip" }),
];
for (const check of staticChecks) await check.finish();

// jest spends much of its time waiting on the servers and commands its tests start, and reads
// nothing the build writes, so it runs while the site builds; its output follows the build's.
say("Building the production site (gatsby build), with the unit and function tests (jest) running meanwhile");
const jest = start("jest", ["--ci"], { label: "jest" });
run("npx", ["gatsby", "build"], { label: "gatsby build" });

say("Unit and function tests (jest)");
await jest.finish();

// tsc needs the GraphQL types the build generated and writes nothing, so it runs beside the
// browser tests, on the core netlify dev's start leaves idle; its output follows theirs.
say(
  "Running browser tests in Chromium against the build served by netlify-cli (playwright), " +
    "type-checking (tsc --noEmit) meanwhile",
);
const typeCheck = start("npx", ["tsc", "--noEmit"], { label: "tsc" });
run("npx", ["playwright", "test", "--project=chromium"], { label: "playwright", env: { CHROME_PATH: chromePath } });

say("Type-checking (tsc --noEmit)");
await typeCheck.finish();

say("All tests passed.");
