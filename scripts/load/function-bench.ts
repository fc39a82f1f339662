import autocannon from "autocannon";
import { randomUUID } from "crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs";
import type { Store } from "@netlify/blobs";
import { startBlobsProcess } from "../../e2e/support/blobs-process";
import { startFakePostmark, type FakePostmark } from "../../e2e/support/fake-postmark";
import { tmpdir } from "os";
import path from "path";
import { resolveDelivery } from "../../src/forms/function/mail-sender";
import { leadStore } from "../../src/forms/function/lead-store";
import { runRedelivery } from "../../src/forms/function/delivery";
import { startDirectServer } from "./direct-server";
import { functionEnv, startNetlifyDev } from "./netlify-dev";
import { checkRedelivery, type RedeliveryFigures } from "./redelivery-check";
import { measureScheduledRuns, type ScheduledRunFigures } from "./scheduled-runs";
import { startRelay } from "./relay";

// npm run bench:function — load on the form function under `netlify dev` on 127.0.0.1, with
// the fake Postmark (e2e/support/fake-postmark.ts) in this process. Loopback only; each
// scenario is bounded by a request count and a time limit. For valid, invalid and oversized
// bodies it reports requests per second and latency percentiles, and checks that every
// valid request produced exactly one Postmark call and every other request none: each
// request carries its own marker email, which the fake records in ReplyTo.
// Options: --requests N (valid and invalid, default 200; oversized a third), --connections N
// (default 10), --seconds N (time limit per scenario, default 60), --json FILE (write the
// figures), --direct (the handler in a plain Node server instead of netlify dev, to tell the
// function's own cost from netlify dev's). netlify dev does not enforce the rate limit.
// Then the same number of valid messages while Postmark is down for them (each a
// 202 "queued" answer after one failed try), Postmark back, and the scheduled redelivery run
// until none of them is pending: every one must be stored, delivered once, none lost.
// Last, the scheduled runs over a store of --records N delivered messages (default 1000) with
// --latency MS added to every store call (default 30): each must end within 25 s, and the one
// message due for its reminder must get it (scheduled-runs.ts).

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
const storedRecords = option("records", 1000);
const storeLatencyMs = option("latency", 30);

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
  name: "valid" | "invalid" | "oversized" | "queued";
  amount: number;
  expectedStatus: number;
  /** Postmark calls each request should cause. */
  mailsEach: 0 | 1;
  body: (email: string) => object;
}

const scenarios: Scenario[] = [
  { name: "valid", amount: requests, expectedStatus: 200, mailsEach: 1, body: (email) => ({ ...base, email }) },
  // A schema failure (phone without digits): a 422 before any sending.
  {
    name: "invalid",
    amount: requests,
    expectedStatus: 422,
    mailsEach: 0,
    body: (email) => ({ ...base, email, phone: "call me" }),
  },
  // 40 KB, above the 32 KB limit: a 413 without reading the body.
  {
    name: "oversized",
    amount: Math.ceil(requests / 3),
    expectedStatus: 413,
    mailsEach: 0,
    body: (email) => ({ ...base, email, message: "x".repeat(40 * 1024) }),
  },
];
// Valid messages while Postmark answers 503 for them: kept, answered 202 queued, one failed try each.
const queuedScenario: Scenario = {
  name: "queued",
  amount: requests,
  expectedStatus: 202,
  mailsEach: 1,
  body: (email) => ({ ...base, email }),
};

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
    connections: Math.min(connections, scenario.amount),
    amount: scenario.amount,
    // netlify dev's local runtime can take many seconds per call under load; count it slow, not lost.
    timeout: 30,
    requests: [
      {
        method: "POST",
        // Each request carries its own marker email, which the fake records in ReplyTo.
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

  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, Number(s.count)]),
  );
  const answered = Object.values(statuses).reduce((a, b) => a + b, 0);
  const calls = new Map<string, number>();
  for (const r of fake.received) {
    const replyTo = String(r.body.ReplyTo ?? "");
    // The address is Reply-To's after the visitor's name: "Name" <load-...@example.com>.
    if (replyTo.includes(`<${prefix}`)) calls.set(replyTo, (calls.get(replyTo) ?? 0) + 1);
  }
  const totalCalls = [...calls.values()].reduce((a, b) => a + b, 0);
  const problems: string[] = [];
  if (answered !== scenario.amount)
    problems.push(`${answered} answers for ${scenario.amount} requests (time limit ${seconds} s)`);
  const wrong = answered - (statuses[scenario.expectedStatus] ?? 0);
  if (wrong > 0) problems.push(`${wrong} answers other than ${scenario.expectedStatus}: ${JSON.stringify(statuses)}`);
  if (result.errors > 0) problems.push(`${result.errors} connection errors or timeouts`);
  // Every request has its own email, so: no email twice, and one call per answered request
  // (valid) or none at all (invalid, oversized).
  for (const [email, count] of calls) if (count > 1) problems.push(`${email}: ${count} Postmark calls`);
  const expectedCalls = scenario.mailsEach * (statuses[scenario.expectedStatus] ?? 0);
  if (totalCalls !== expectedCalls)
    problems.push(`${totalCalls} Postmark calls for ${answered} answers, expected ${expectedCalls}`);

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
  const body = rows.map(
    (f) =>
      `| ${f.scenario} | ${f.requests} | ${f.rps} | ${f.p50} | ${f.p90} | ${f.p99} | ${f.max} | ${Object.entries(
        f.statuses,
      )
        .map(([c, n]) => `${c}: ${n}`)
        .join(", ")} | ${f.postmarkCalls} |`,
  );
  return [head, line, ...body].join("\n");
}

interface Server {
  url: string;
  /** The lead store the function writes to. */
  store: Store;
  /** One run of the scheduled redelivery. */
  redeliver(): Promise<void>;
  stop(): Promise<void>;
}

/** netlify dev behind the keep-alive relay (see relay.ts), or the handler alone (--direct). */
async function startServer(fake: FakePostmark): Promise<Server> {
  const env = functionEnv(fake.host, path.join(tmpdir(), "bench-outbox"));
  const token = randomUUID();
  if (direct) {
    // The handler with a store on its own Blobs server in a temporary folder.
    const directory = mkdtempSync(path.join(tmpdir(), "bench-blobs-"));
    const blobs = await startBlobsProcess(directory, token);
    const store = leadStore({ url: blobs.url, siteID: "bench", token });
    const server = await startDirectServer(env, store);
    const delivery = resolveDelivery(env);
    if (delivery.kind !== "postmark") throw new Error("bench: expected Postmark settings");
    return {
      url: server.url,
      store,
      redeliver: async () =>
        void (await runRedelivery({
          store,
          sender: delivery.sender,
          delays: [0],
          log: () => undefined,
          logError: () => undefined,
        })),
      stop: async () => {
        await server.close();
        await blobs.stop();
        rmSync(directory, { recursive: true, force: true });
      },
    };
  }
  const dev = await startNetlifyDev(fake.host, (line) => console.log(`[bench:function] ${line}`));
  const relay = await startRelay(dev.url);
  // netlify dev's sandbox store (as npm run leads reads it): .netlify/blobs-serve, site "unlinked" unless linked.
  const root = path.resolve(__dirname, "../..");
  const statePath = path.join(root, ".netlify", "state.json");
  const siteID =
    (existsSync(statePath) ? (JSON.parse(readFileSync(statePath, "utf8")) as { siteId?: string }).siteId : undefined) ??
    "unlinked";
  const blobs = await startBlobsProcess(path.join(root, ".netlify", "blobs-serve"), token);
  const scheduled = new URL("/.netlify/functions/redeliver-leads", dev.url).toString();
  return {
    url: relay.url,
    store: leadStore({ url: blobs.url, siteID, token }),
    redeliver: async () => {
      const res = await fetch(scheduled, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ next_run: new Date().toISOString() }),
      });
      const text = await res.text();
      if (res.status !== 200 || /There was an error|returned a status code/.test(text))
        throw new Error(`redeliver-leads: ${res.status} ${text.slice(0, 300)}`);
    },
    stop: async () => {
      await blobs.stop();
      await relay.close();
      await dev.stop();
    },
  };
}

function scheduledTable(f: ScheduledRunFigures): string {
  return [
    "| delivered records | ms added per store call | remind-leads s | redeliver-leads s | the due reminder sent |",
    "|---|---|---|---|---|",
    `| ${f.records} | ${f.latencyMs} | ${f.remindSeconds} | ${f.redeliverSeconds} | ${f.reminderSent ? "yes" : "no"} |`,
  ].join("\n");
}

function redeliveryTable(f: RedeliveryFigures): string {
  return [
    "| answered 202 queued | stored | Postmark calls while down | delivered | Postmark acceptances | lost | duplicates | redelivery runs | seconds |",
    "|---|---|---|---|---|---|---|---|---|",
    `| ${f.answered} | ${f.stored} | ${f.failedCalls} | ${f.delivered} | ${f.acceptedCalls} | ${f.lost} | ${f.duplicates} | ${f.runs} | ${f.seconds} |`,
  ].join("\n");
}

async function main() {
  const log = (line: string) => console.log(`[bench:function] ${line}`);
  const fake = await startFakePostmark(0, "127.0.0.1");
  const server = await startServer(fake).catch(async (err) => {
    await fake.close();
    throw err;
  });
  const rows: Figures[] = [];
  let redelivery: RedeliveryFigures | undefined;
  try {
    // A few requests first, so the first scenario does not measure the function's cold start.
    for (let i = 0; i < 5; i++)
      await fetch(server.url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...base, email: `warmup-${i}@example.com` }),
      });
    const runId = Date.now().toString(36);
    for (const scenario of scenarios) {
      log(`${scenario.name}: ${scenario.amount} requests over ${connections} connections (limit ${seconds} s)`);
      rows.push(await run(server.url, fake, scenario, runId));
    }
    const prefix = `load-queued-${runId}-`;
    fake.setMode("503", prefix);
    log(`queued: ${queuedScenario.amount} valid requests with Postmark down for them`);
    const queued = await run(server.url, fake, queuedScenario, runId);
    rows.push(queued);
    log("queued: Postmark back; running the scheduled redelivery until none of them is pending");
    redelivery = await checkRedelivery({
      store: server.store,
      fake,
      prefix,
      answered: queued.statuses["202"] ?? 0,
      redeliver: server.redeliver,
    });
  } finally {
    await server.stop();
    await fake.close();
  }
  log(`scheduled runs: ${storedRecords} delivered records, ${storeLatencyMs} ms added to every store call`);
  const scheduled = await measureScheduledRuns(storedRecords, storeLatencyMs);
  console.log(
    `\n${direct ? "handler in a plain Node server (--direct)" : "netlify dev"}, ${connections} connections\n${table(rows)}\n`,
  );
  if (redelivery) console.log(`Postmark down, then back and redelivered:\n${redeliveryTable(redelivery)}\n`);
  console.log(`The scheduled runs over a full store:\n${scheduledTable(scheduled)}\n`);
  if (jsonFile)
    writeFileSync(
      jsonFile,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          server: direct ? "direct" : "netlify dev",
          connections,
          rows,
          redelivery,
          scheduled,
        },
        null,
        2,
      )}\n`,
    );
  const problems = rows.flatMap((r) => r.problems.slice(0, 10).map((p) => `${r.scenario}: ${p}`));
  problems.push(...(redelivery?.problems ?? ["redelivery: not measured"]).map((p) => `redelivery: ${p}`));
  problems.push(...scheduled.problems.map((p) => `scheduled runs: ${p}`));
  if (problems.length > 0) {
    console.error(`Checks failed:\n${problems.join("\n")}`);
    process.exitCode = 1;
  } else {
    log(
      "every valid request made exactly one Postmark call; invalid and oversized ones made none; every queued message was stored and delivered once; the scheduled runs ended in time over a full store",
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
