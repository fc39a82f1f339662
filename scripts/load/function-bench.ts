import autocannon from "autocannon";
import { writeFileSync } from "fs";
import { startFakePostmark, type FakePostmark } from "../../e2e/support/fake-postmark";
import { tmpdir } from "os";
import path from "path";
import { startDirectServer } from "./direct-server";
import { functionEnv, startNetlifyDev } from "./netlify-dev";
import { startRelay } from "./relay";

// npm run bench:function — load on the form function under `netlify dev` on 127.0.0.1, with
// the fake Postmark (e2e/support/fake-postmark.ts) in this process. Loopback only; each
// scenario is bounded by a request count and a time limit. For valid, invalid and oversized
// bodies it reports requests per second and latency percentiles, and checks that every
// valid request produced exactly one Postmark call and every other request none: each
// request carries its own marker email, which the fake records as ReplyTo.
// Options: --requests N (valid and invalid, default 200; oversized a third), --connections N
// (default 10), --seconds N (time limit per scenario, default 60), --json FILE (write the
// figures), --direct (the handler in a plain Node server instead of netlify dev, to tell the
// function's own cost from netlify dev's). netlify dev does not enforce the rate limit.

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const jsonFile = args.includes("--json") ? args[args.indexOf("--json") + 1] : undefined;
const requests = option("requests", 200);
const connections = option("connections", 10);
const seconds = option("seconds", 60);
const direct = args.includes("--direct");

const base = {
  fullName: "Load Test",
  company: "PT Beban",
  phone: "+62 812 3456 7890",
  serviceType: "ekspedisi-laut",
  message: "Two 40ft containers from Batam to Singapore, ready next week.\nPlease quote door to door.",
  formType: "quote",
  language: "en",
  elapsedMs: 9000,
};

interface Scenario {
  name: "valid" | "invalid" | "oversized";
  amount: number;
  expectedStatus: number;
  /** Postmark calls each request should cause. */
  mailsEach: 0 | 1;
  body: (email: string) => object;
}

const scenarios: Scenario[] = [
  { name: "valid", amount: requests, expectedStatus: 200, mailsEach: 1, body: (email) => ({ ...base, email }) },
  // A schema failure (phone without digits): a 422 before any sending.
  { name: "invalid", amount: requests, expectedStatus: 422, mailsEach: 0, body: (email) => ({ ...base, email, phone: "call me" }) },
  // 40 KB, above the 32 KB limit: a 413 without reading the body.
  { name: "oversized", amount: Math.ceil(requests / 3), expectedStatus: 413, mailsEach: 0, body: (email) => ({ ...base, email, message: "x".repeat(40 * 1024) }) },
];

interface Figures {
  scenario: string;
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
  errors: number;
  postmarkCalls: number;
  problems: string[];
}

async function run(url: string, fake: FakePostmark, scenario: Scenario, runId: string): Promise<Figures> {
  const prefix = `load-${scenario.name}-${runId}-`;
  let next = 0;
  const instance = autocannon({
    url,
    connections,
    amount: scenario.amount,
    // netlify dev's local runtime can take many seconds per call under load; count it slow, not lost.
    timeout: 30,
    requests: [
      {
        method: "POST",
        // Each request carries its own marker email, which the fake records as ReplyTo.
        setupRequest: (req: autocannon.Request) => ({
          ...req,
          headers: { "content-type": "application/json" },
          body: JSON.stringify(scenario.body(`${prefix}${next++}@example.com`)),
        }),
      },
    ],
  });
  const limit = setTimeout(() => instance.stop(), seconds * 1000);
  const result = await instance;
  clearTimeout(limit);
  // Let anything still in flight reach the fake before counting.
  await new Promise((r) => setTimeout(r, 1000));

  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, Number(s.count)]));
  const answered = Object.values(statuses).reduce((a, b) => a + b, 0);
  const calls = new Map<string, number>();
  for (const r of fake.received) {
    const replyTo = String(r.body.ReplyTo ?? "");
    if (replyTo.startsWith(prefix)) calls.set(replyTo, (calls.get(replyTo) ?? 0) + 1);
  }
  const totalCalls = [...calls.values()].reduce((a, b) => a + b, 0);
  const problems: string[] = [];
  if (answered !== scenario.amount) problems.push(`${answered} answers for ${scenario.amount} requests (time limit ${seconds} s)`);
  const wrong = answered - (statuses[scenario.expectedStatus] ?? 0);
  if (wrong > 0) problems.push(`${wrong} answers other than ${scenario.expectedStatus}: ${JSON.stringify(statuses)}`);
  if (result.errors > 0) problems.push(`${result.errors} connection errors or timeouts`);
  // Every request has its own email, so: no email twice, and one call per answered request
  // (valid) or none at all (invalid, oversized).
  for (const [email, count] of calls) if (count > 1) problems.push(`${email}: ${count} Postmark calls`);
  const expectedCalls = scenario.mailsEach * (statuses[scenario.expectedStatus] ?? 0);
  if (totalCalls !== expectedCalls) problems.push(`${totalCalls} Postmark calls for ${answered} answers, expected ${expectedCalls}`);

  return {
    scenario: scenario.name,
    requests: answered,
    seconds: result.duration,
    rps: Math.round((answered / result.duration) * 10) / 10,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    statuses,
    errors: result.errors,
    postmarkCalls: totalCalls,
    problems,
  };
}

function table(rows: Figures[]): string {
  const head = "| body | requests | req/s | p50 ms | p90 ms | p99 ms | max ms | statuses | Postmark calls |";
  const line = "|---|---|---|---|---|---|---|---|---|";
  const body = rows.map((f) =>
    `| ${f.scenario} | ${f.requests} | ${f.rps} | ${f.p50} | ${f.p90} | ${f.p99} | ${f.max} | ${Object.entries(f.statuses).map(([c, n]) => `${c}: ${n}`).join(", ")} | ${f.postmarkCalls} |`,
  );
  return [head, line, ...body].join("\n");
}

/** netlify dev behind the keep-alive relay (see relay.ts), or the handler alone (--direct). */
async function startServer(fake: FakePostmark): Promise<{ url: string; stop(): Promise<void> }> {
  if (direct) {
    const server = await startDirectServer(functionEnv(fake.host, path.join(tmpdir(), "bench-outbox")));
    return { url: server.url, stop: server.close };
  }
  const dev = await startNetlifyDev(fake.host, (line) => console.log(`[bench:function] ${line}`));
  const relay = await startRelay(dev.url);
  return {
    url: relay.url,
    stop: async () => {
      await relay.close();
      await dev.stop();
    },
  };
}

async function main() {
  const log = (line: string) => console.log(`[bench:function] ${line}`);
  const fake = await startFakePostmark(0, "127.0.0.1");
  const server = await startServer(fake).catch(async (err) => {
    await fake.close();
    throw err;
  });
  const rows: Figures[] = [];
  try {
    // A few requests first, so the first scenario does not measure the function's cold start.
    for (let i = 0; i < 5; i++) await fetch(server.url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ ...base, email: `warmup-${i}@example.com` }) });
    const runId = Date.now().toString(36);
    for (const scenario of scenarios) {
      log(`${scenario.name}: ${scenario.amount} requests over ${connections} connections (limit ${seconds} s)`);
      rows.push(await run(server.url, fake, scenario, runId));
    }
  } finally {
    await server.stop();
    await fake.close();
  }
  console.log(`\n${direct ? "handler in a plain Node server (--direct)" : "netlify dev"}, ${connections} connections\n${table(rows)}\n`);
  if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify({ date: new Date().toISOString(), server: direct ? "direct" : "netlify dev", connections, rows }, null, 2)}\n`);
  const problems = rows.flatMap((r) => r.problems.slice(0, 10).map((p) => `${r.scenario}: ${p}`));
  if (problems.length > 0) {
    console.error(`Checks failed:\n${problems.join("\n")}`);
    process.exitCode = 1;
  } else {
    log("every valid request made exactly one Postmark call; invalid and oversized ones made none");
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
