// The servers the browser tests start: netlify-cli serving public/ with the functions.
const port = Number(process.env.TEST_PORT ?? 8889);

export const testServer = {
  baseURL: `http://localhost:${port}`,
  webServers: [
    {
      command: `netlify dev --offline --dir public --port ${port} --staticServerPort ${port + 1000}`,
      url: `http://localhost:${port}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
      env: {
        NETLIFY_TELEMETRY_DISABLED: "1",
        // Keeps test mail out of the developer's .outbox/.
        CONTACT_OUTBOX_DIR: "test-results/outbox",
      },
    },
  ],
};
