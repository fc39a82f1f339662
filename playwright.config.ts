import { defineConfig } from "@playwright/test";
import { testServer } from "./e2e/support/servers";
import { instantScrolling } from "./e2e/support/chromium";

// Browser tests against the production build (public/) served by netlify-cli, so
// netlify.toml, _redirects and the function behave as on Netlify.
export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: true,
  // A committed test.only would skip the rest of the suite in CI.
  forbidOnly: !!process.env.CI,
  // Most of a browser test's time is spent waiting (for the server, the network, a frame), not
  // computing, so more workers than the machine's two cores finish sooner. PW_WORKERS overrides it.
  workers: Number(process.env.PW_WORKERS) || 3,
  retries: 0,
  timeout: 30_000,
  reporter: [
    ["list"],
    ["./e2e/support/failed-pages-reporter.ts"],
    ...(process.env.CI ? [] : [["html", { open: "never" }] as const]),
  ],
  use: {
    baseURL: testServer.baseURL,
    launchOptions: instantScrolling,
  },
  projects: [
    { name: "chromium", use: { browserName: "chromium" }, testIgnore: "screenshots.spec.ts" },
    // Pictures of the pages for people to look at (npm run screenshots), not tests.
    { name: "screenshots", use: { browserName: "chromium" }, testMatch: "screenshots.spec.ts" },
  ],
  webServer: testServer.webServers,
});
