// The servers the browser tests start: netlify-cli serving public/ with the functions, and a
// fake Postmark (e2e/support/fake-postmark.ts) that the function sends the forms to.
const port = Number(process.env.TEST_PORT ?? 8889);
// One fake per TEST_PORT, so people running tests side by side do not share one.
const fakePostmarkPort = Number(process.env.FAKE_POSTMARK_PORT ?? 4900 + (port % 100));

export const fakePostmarkURL = `http://127.0.0.1:${fakePostmarkPort}`;

export const testServer = {
  baseURL: `http://localhost:${port}`,
  webServers: [
    {
      command: `npx tsx e2e/support/fake-postmark-server.ts ${fakePostmarkPort}`,
      url: `${fakePostmarkURL}/__health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
    },
    {
      command: `netlify dev --offline --dir public --port ${port} --staticServerPort ${port + 1000}`,
      url: `http://localhost:${port}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
      // netlify dev hands these to the function (checked: the fake receives the token and addresses).
      env: {
        NETLIFY_TELEMETRY_DISABLED: "1",
        // Keeps test mail out of the developer's .outbox/ should the token ever be missing.
        CONTACT_OUTBOX_DIR: "test-results/outbox",
        POSTMARK_SERVER_TOKEN: "test-server-token",
        POSTMARK_API_HOST: `127.0.0.1:${fakePostmarkPort}`,
        POSTMARK_USE_HTTPS: "false",
        // Short, so the test of a hanging Postmark does not wait the real 10 s.
        POSTMARK_TIMEOUT_SECONDS: "3",
        CONTACT_FROM_EMAIL: "website@lintasbatam.example",
        CONTACT_TO_EMAIL: "sales@lintasbatam.example",
        POSTMARK_ACKNOWLEDGEMENT_STREAM: "acknowledgements",
        // netlify dev keeps its store between runs, so a day of test runs would reach the daily cap.
        ACKNOWLEDGEMENTS_PER_DAY: "100000",
        // A queued message may be retried 3 s after a failure instead of 5 minutes (e2e/leads.spec.ts).
        LEADS_RETRY_MINUTES: "0.05",
      },
    },
  ],
};
