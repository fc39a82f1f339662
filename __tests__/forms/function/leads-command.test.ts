import { execFile } from "child_process";
import { mkdtempSync, rmSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import { startBlobsProcess, type BlobsProcess } from "../../../e2e/support/blobs-process";
import { startFakePostmark, type FakePostmark } from "../../../e2e/support/fake-postmark";
import {
  createLead,
  deliveredRetentionDays,
  hour,
  leadStore,
  listReferences,
  matchesSearch,
  minute,
  parseReference,
  peekLead,
  readLead,
  type LeadRecord,
} from "../../../src/forms/function/lead-store";
import { validateFormMessage } from "../../../src/forms/shared/schema";
import { leadDetails } from "../../../scripts/lib/lead-details";
import { boundHandler, postJson, postmarkEnv, validBody } from "./helpers";

// npm run leads against a local store laid out as netlify dev keeps it (site "unlinked"):
// list and its filters, show, and redeliver sending through the fake Postmark.

const root = path.resolve(__dirname, "../../..");
let fake: FakePostmark;
let blobs: BlobsProcess;
let directory: string;
beforeAll(async () => {
  fake = await startFakePostmark();
  directory = mkdtempSync(path.join(tmpdir(), "leads-cmd-"));
  blobs = await startBlobsProcess(directory, "t");
});
afterAll(async () => {
  await blobs.stop();
  await fake.close();
  rmSync(directory, { recursive: true, force: true });
});

const store = () => leadStore({ url: blobs.url, siteID: "unlinked", token: "t" });

function leads(
  args: string[],
  extra: NodeJS.ProcessEnv = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = {
    ...process.env,
    ...postmarkEnv(fake.host),
    LEADS_BLOBS_DIR: directory,
    NETLIFY_SITE_ID: "",
    NETLIFY_AUTH_TOKEN: "",
    ...extra,
  };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [require.resolve("tsx/cli"), "scripts/leads.ts", ...args],
      { cwd: root, env },
      (err, stdout, stderr) =>
        resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

it("lists, shows and redelivers the stored messages", async () => {
  const bound = boundHandler(postmarkEnv(fake.host), { store });
  const delivered = (
    await (
      await bound.handle(
        postJson({
          ...validBody,
          package: "sea-fcl",
          mode: "sea-fcl",
          pieceSizes: "2 × 120 × 80 × 100 cm, 150 kg per piece\n1 × 60 × 40 × 50 cm, 20 kg per piece",
        }),
      )
    ).json()
  ).reference as string;
  fake.setMode("503");
  const waiting = (
    await (await bound.handle(postJson({ ...validBody, formType: "contact", fullName: "Siti Aminah" }))).json()
  ).reference as string;
  fake.reset();

  const all = await leads(["list"]);
  expect(all.code).toBe(0);
  expect(all.stdout).toMatch(/^2 messages in the local store /);
  expect(all.stdout).toMatch(new RegExp(`^${delivered}\\s+delivered\\s.*Budi Santoso \\(PT Maju Jaya\\)$`, "m"));
  expect(all.stdout).toMatch(new RegExp(`^${waiting}\\s+pending\\s.*1 attempt\\s+Siti Aminah`, "m"));
  const pending = await leads(["list", "--pending"]);
  expect(pending.stdout).toContain(waiting);
  expect(pending.stdout).not.toContain(delivered);

  const shown = await leads(["show", waiting.toLowerCase()]);
  expect(shown.code).toBe(0);
  expect(shown.stdout).toContain(`Reference: ${waiting}`);
  expect(shown.stdout).toContain(validBody.email);
  expect(shown.stdout).toContain("Mohon penawarannya.");
  expect(shown.stdout).toMatch(/request\s+failed: Postmark status 503, ErrorCode 503/);
  // A quote's shipment details as the mail shows them: the package with its price, and each size.
  const quote = await leads(["show", delivered]);
  expect(quote.stdout).toMatch(/^Package +\| FCL$/m);
  expect(quote.stdout).toMatch(/^Package price +\| USD\u00a01,200 per container \(valid until 30 June 2027\)$/m);
  expect(quote.stdout).toMatch(
    /^Piece sizes +\| 2 × 120 × 80 × 100 cm, 150 kg per piece\n +\| 1 × 60 × 40 × 50 cm, 20 kg per piece$/m,
  );
  expect(shown.stdout).not.toContain("Shipment details:");

  // Refused again: it stays pending, and its next try is told on the office's clock.
  fake.setMode("503");
  const refused = await leads(["redeliver", waiting]);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(
    new RegExp(
      `^${waiting} not delivered: .*[^.]; it stays pending \\(next try \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} WIB\\)`,
      "m",
    ),
  );
  fake.reset();

  // Sent now, though its next scheduled try is minutes away; once only.
  const sent = await leads(["redeliver", waiting]);
  expect(sent.code).toBe(0);
  expect(sent.stdout).toMatch(new RegExp(`^${waiting} delivered, MessageID \\S+`));
  expect(fake.received).toHaveLength(1);
  expect(String(fake.received[0].body.Subject)).toContain(` ${waiting} `);
  expect((await readLead(store(), waiting))?.record).toMatchObject({ state: "delivered" });
  const again = await leads(["redeliver", waiting]);
  expect(again.stderr).toContain(`${waiting} is already delivered; nothing sent`);
  expect(fake.received).toHaveLength(1);

  expect((await leads(["show", "Q-ZZZZZZ"])).code).toBe(1);
  expect((await leads(["show", "nonsense"])).code).toBe(2);
}, 90_000);

it("deletes a message for good only with --yes (a visitor asking for their data to be deleted, spam), and says when it was never delivered", async () => {
  const bound = boundHandler(postmarkEnv(fake.host), { store });
  fake.setMode("503");
  const reference = (
    await (await bound.handle(postJson({ ...validBody, fullName: "Hapus Saya", email: "hapus@example.co.id" }))).json()
  ).reference as string;
  fake.reset();

  const asked = await leads(["delete", reference]);
  expect(asked.code).toBe(1);
  expect(asked.stderr).toMatch(new RegExp(`^${reference}\\s+pending\\s.*Hapus Saya \\(PT Maju Jaya\\)$`, "m"));
  expect(asked.stderr).toContain(`Nothing deleted: run again with --yes to delete ${reference} for good.`);
  expect(await readLead(store(), reference)).not.toBeNull();

  const deleted = await leads(["delete", reference, "--yes"]);
  expect(deleted.code).toBe(0);
  expect(deleted.stdout).toContain(`${reference} deleted from the local store`);
  expect(deleted.stdout).toContain("It was never delivered: the inbox does not have it.");
  expect(await readLead(store(), reference)).toBeNull();
  expect((await leads(["list", "--search", "hapus@example"])).stdout).toMatch(/^0 messages matching/);
  expect((await leads(["delete", reference, "--yes"])).stderr).toContain(`${reference} is not in the local store`);
}, 60_000);

// A deploy without LEADS_LINK_SECRET mails no "Mark as answered" link: the command marks a
// message answered as the link's button does, so it is neither reminded nor listed overdue.
it("marks a message answered as the link does: the time written once, kept on a second run", async () => {
  const checked = validateFormMessage(validBody);
  if (!checked.ok) throw new Error("validBody is valid");
  const received = new Date(Date.now() - 30 * hour).toISOString();
  const reference = "Q-AN7777";
  await createLead(store(), {
    reference,
    state: "delivered",
    createdAt: received,
    deliveredAt: received,
    nextAttemptAt: received,
    message: checked.message,
    attempts: [],
  });
  expect((await leads(["list", "--overdue"])).stdout).toContain(reference);

  const marked = await leads(["answered", reference.toLowerCase()]);
  expect(marked.code).toBe(0);
  expect(marked.stdout).toMatch(
    new RegExp(
      `^${reference} marked answered at \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d WIB: no reminder is sent for it\\.$`,
      "m",
    ),
  );
  const answeredAt = (await peekLead(store(), reference))?.answeredAt;
  expect(Date.now() - Date.parse(answeredAt!)).toBeLessThan(60_000);
  expect((await leads(["list", "--overdue"])).stdout).not.toContain(reference);
  expect((await leads(["show", reference])).stdout).toMatch(
    /^Reply: +answered \d{4}-\d\d-\d\d \d\d:\d\d WIB \(late\)$/m,
  );

  const again = await leads(["answered", reference]);
  expect(again.code).toBe(0);
  expect(again.stdout).toContain(`${reference} was already marked answered at `);
  expect((await peekLead(store(), reference))?.answeredAt).toBe(answeredAt);

  expect((await leads(["answered", "Q-ZZZZZZ"])).stderr).toContain("Q-ZZZZZZ is not in the local store");
  expect((await leads(["answered"])).code).toBe(2);
}, 60_000);

it("finds a reference typed without its hyphen, with spaces or in full width, and still refuses what cannot be one", async () => {
  const checked = validateFormMessage(validBody);
  if (!checked.ok) throw new Error("validBody is valid");
  const now = new Date().toISOString();
  const record: LeadRecord = {
    reference: "Q-7K4M2P",
    state: "delivered",
    createdAt: now,
    deliveredAt: now,
    nextAttemptAt: now,
    message: checked.message,
    attempts: [],
  };
  await createLead(store(), record);
  for (const typed of ["Q7K4M2P", "q 7k4m2p", "Ｑ－７Ｋ４Ｍ２Ｐ", "Ｑ７Ｋ４Ｍ２Ｐ", "q – 7K4M2P", " Q-7K4M2P "]) {
    expect([typed, parseReference(typed)]).toEqual([typed, "Q-7K4M2P"]);
    expect([typed, matchesSearch(record, typed)]).toEqual([typed, true]);
  }
  for (const typed of ["Q7K4M2", "Q7K4M2PX", "QQ-7K4M2P", "X-7K4M2P", "Q-7K4M20", "7K4M2PQ", "", "-"])
    expect([typed, parseReference(typed)]).toEqual([typed, undefined]);
  expect(matchesSearch(record, "C7K4M2P")).toBe(false);

  const shown = await leads(["show", "q 7k4m2p"]);
  expect(shown.code).toBe(0);
  expect(shown.stdout).toContain("Reference: Q-7K4M2P");
  expect((await leads(["list", "--search", "Ｑ７Ｋ４Ｍ２Ｐ"])).stdout).toMatch(/^Q-7K4M2P /m);
  expect((await leads(["show", "Q7K4M2"])).code).toBe(2);
  await store().delete(record.reference);
}, 60_000);

it("says of a reference it does not hold that delivered messages are deleted after the retention days, and how to find one by name, email or phone", async () => {
  for (const command of ["show", "redeliver", "answered", "delete"]) {
    const run = await leads([command, "Q-ZZZZZZ"]);
    expect([command, run.code]).toEqual([command, 1]);
    expect(run.stderr).toContain("Q-ZZZZZZ is not in the local store");
    expect(run.stderr).toContain(
      `A delivered message is deleted ${deliveredRetentionDays} days after its delivery (dataRetention in content/company.json)`,
    );
    expect(run.stderr).toContain("to find a message by name, email or phone: npm run leads -- list --search TEXT");
  }
}, 60_000);

it("says, in one line, that a local store is not the live site's and which settings read that one", async () => {
  const hint =
    "This computer's store, not the live site's: set NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN to read the live site's messages (README, \"Settings\").";
  const empty = mkdtempSync(path.join(tmpdir(), "leads-empty-"));
  try {
    const list = await leads(["list"], { LEADS_BLOBS_DIR: empty });
    expect(list.code).toBe(0);
    const [count, next] = list.stdout.split("\n");
    expect(count).toMatch(/^0 messages in the local store \S*leads-empty-\w+$/);
    expect(next).toBe(hint);
    // The records as JSON stay JSON: the hint goes to the other stream.
    const json = await leads(["list", "--json"], { LEADS_BLOBS_DIR: empty });
    expect(JSON.parse(json.stdout)).toEqual([]);
    expect(json.stderr.trim()).toBe(hint);
    const unknown = await leads(["show", "Q-ZZZZZZ"], { LEADS_BLOBS_DIR: empty });
    expect(unknown.stderr.trim().split("\n").at(-1)).toBe(hint);
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
}, 60_000);

it("refuses a live store half set up, or a local folder that is not there, instead of answering for it with an empty one", async () => {
  for (const [env, named] of [
    [{ NETLIFY_SITE_ID: "abc123" }, "NETLIFY_SITE_ID is set but NETLIFY_AUTH_TOKEN is not"],
    [{ NETLIFY_AUTH_TOKEN: "nfp_x" }, "NETLIFY_AUTH_TOKEN is set but NETLIFY_SITE_ID is not"],
    [{ LEADS_BLOBS_DIR: path.join(directory, "no-such-folder") }, "which does not exist"],
  ] as const) {
    const result = await leads(["list", "--pending"], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(named);
    expect(result.stdout).not.toMatch(/pending messages? in/);
  }
}, 30_000);

it("names the store it could not reach, with the reason, where fetch says only 'fetch failed'", async () => {
  // A live store with a made-up site and token: Netlify's API unreachable from here, or refusing them.
  const result = await leads(["list"], { NETLIFY_SITE_ID: "abc123", NETLIFY_AUTH_TOKEN: "nfp_x" });
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(
    /^The Netlify site abc123 could not be read: .+: check the network, NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN/,
  );
}, 30_000);

it("shows where each message's promised reply stands, and how the promise held over the last 30 days", async () => {
  for (const reference of await listReferences(store())) await store().delete(reference);
  const hours = (n: number) => new Date(Date.now() - n * 3_600_000).toISOString();
  const checked = validateFormMessage(validBody);
  if (!checked.ok) throw new Error("validBody is valid");
  const record = (reference: string, createdHoursAgo: number, answeredHoursAgo?: number): LeadRecord => ({
    reference,
    state: "delivered",
    createdAt: hours(createdHoursAgo),
    deliveredAt: hours(createdHoursAgo),
    nextAttemptAt: hours(createdHoursAgo),
    message: checked.message,
    attempts: [],
    ...(answeredHoursAgo === undefined ? {} : { answeredAt: hours(answeredHoursAgo) }),
  });
  const records = [
    record("Q-WA2222", 2), // waiting, within the 24 hours
    record("Q-TA3333", 30, 20), // answered 10 h after: in time
    record("Q-KA4444", 50, 20), // answered 30 h after: late
    record("C-DV5555", 26), // not answered, 2 h overdue
    record("Q-XD6666", 40 * 24), // older than 30 days: not counted
  ];
  for (const r of records) expect(await createLead(store(), r)).toBeDefined();

  const list = await leads(["list"]);
  expect(list.code).toBe(0);
  expect(list.stdout).toMatch(/^Q-WA2222 .* reply due \d{4}-\d\d-\d\d \d\d:\d\d WIB /m);
  expect(list.stdout).toMatch(/^Q-TA3333 .* answered \d{4}-\d\d-\d\d \d\d:\d\d WIB {2}0 attempts/m);
  expect(list.stdout).toMatch(/^Q-KA4444 .* answered \d{4}-\d\d-\d\d \d\d:\d\d WIB \(late\)/m);
  expect(list.stdout).toMatch(/^C-DV5555 .* OVERDUE, reply was due /m);
  expect(list.stdout).toContain(
    "Last 30 days, reply promised within 24 h: 4 received, 1 answered in time, 1 answered late, 1 overdue and not answered, 1 waiting within the time",
  );
  const shown = await leads(["show", "Q-KA4444"]);
  expect(shown.stdout).toMatch(/^Reply: +answered \d{4}-\d\d-\d\d \d\d:\d\d WIB \(late\)$/m);
}, 60_000);

it("lists only the unanswered or overdue messages, or those whose reference, name, email or company holds a text, in any script", async () => {
  for (const reference of await listReferences(store())) await store().delete(reference);
  const hours = (n: number) => new Date(Date.now() - n * 3_600_000).toISOString();
  const checked = validateFormMessage(validBody);
  if (!checked.ok) throw new Error("validBody is valid");
  const record = (
    reference: string,
    visitor: { fullName: string; email: string; company?: string },
    createdHoursAgo: number,
    answeredHoursAgo?: number,
  ): LeadRecord => ({
    reference,
    state: "delivered",
    createdAt: hours(createdHoursAgo),
    deliveredAt: hours(createdHoursAgo),
    nextAttemptAt: hours(createdHoursAgo),
    message: { ...checked.message, company: "", ...visitor },
    attempts: [],
    ...(answeredHoursAgo === undefined ? {} : { answeredAt: hours(answeredHoursAgo) }),
  });
  const records = [
    record("Q-YA2222", { fullName: "山田 太郎", email: "taro@yamada.co.jp", company: "山田商事株式会社" }, 2),
    record("Q-WA3333", { fullName: "王伟", email: "wang.wei@example.cn", company: "巴淡贸易有限公司" }, 30),
    record("C-BU4444", { fullName: "Budi Santoso", email: "budi@majujaya.co.id", company: "PT Maju Jaya" }, 50, 20),
    record("Q-SI5555", { fullName: "Siti Aminah", email: "SITI@Example.com" }, 26, 25),
  ];
  for (const r of records) expect(await createLead(store(), r)).toBeDefined();
  const listed = (stdout: string) => [...stdout.matchAll(/^([QC]-[A-Z0-9]{6}) /gm)].map((m) => m[1]);

  const unanswered = await leads(["list", "--unanswered"]);
  expect(unanswered.code).toBe(0);
  expect(unanswered.stdout).toMatch(/^2 unanswered messages in the local store /);
  expect(listed(unanswered.stdout)).toEqual(["Q-WA3333", "Q-YA2222"]);
  // The last 30 days' figures count the whole store: a filtered list leaves them out.
  expect(unanswered.stdout).not.toContain("Last 30 days");

  // Past its reply time (24 h) and not answered: the 30-hour-old one, not the 2-hour-old one.
  const overdue = await leads(["list", "--overdue"]);
  expect(overdue.stdout).toMatch(/^1 overdue message in the local store /);
  expect(listed(overdue.stdout)).toEqual(["Q-WA3333"]);
  expect(overdue.stdout).toMatch(/^Q-WA3333 .* OVERDUE, reply was due .* 王伟 \(巴淡贸易有限公司\)$/m);

  const search = async (...args: string[]) => listed((await leads(["list", ...args])).stdout);
  // A Japanese or Chinese name as typed, here without the space between family and given name.
  expect(await search("--search", "山田太郎")).toEqual(["Q-YA2222"]);
  expect(await search("--search=王伟")).toEqual(["Q-WA3333"]);
  // A reference in lower case; full-width Latin letters, as a Japanese keyboard types them.
  expect(await search("--search", "c-bu4444")).toEqual(["C-BU4444"]);
  expect(await search("--search", "ＭＡＪＵ")).toEqual(["C-BU4444"]);
  const named = await leads(["list", "--search", "EXAMPLE"]);
  expect(named.stdout).toMatch(/^2 messages matching "EXAMPLE" in the local store /);
  expect(listed(named.stdout)).toEqual(["Q-WA3333", "Q-SI5555"]);
  // The filters together: unanswered and matching.
  expect(await search("--unanswered", "--search", "example")).toEqual(["Q-WA3333"]);

  const json = await leads(["list", "--overdue", "--json"]);
  expect((JSON.parse(json.stdout) as LeadRecord[]).map((r) => r.reference)).toEqual(["Q-WA3333"]);

  // Wrong arguments: the reason and the usage, exit code 2, no stack trace.
  const refused = async (args: string[], reason: string) => {
    const run = await leads(args);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(reason);
    expect(run.stderr).toContain("Usage: npm run leads -- list [--pending] [--unanswered] [--overdue] [--search TEXT]");
    expect(run.stderr).not.toMatch(/\n\s+at /);
  };
  await refused(["list", "--search"], "--search needs a text");
  await refused(["list", "--search", "--json"], "--search needs a text");
  await refused(["list", "--unanswred"], "list has no option --unanswred");
  await refused(["list", "--overdue=yes"], "--overdue takes no value: --overdue=yes");
  await refused(["list", "山田"], 'list takes no "山田": to find a message by text, --search "山田"');
  await refused(["show", "Q-YA2222", "--overdue"], "show has no option --overdue");
  await refused(["lsit"], "Unknown command: lsit");
}, 120_000);

it("prints the usage when asked for help, as commands take it, with a line for every command and option", async () => {
  for (const args of [["--help"], ["-h"], ["help"], ["show", "--help"]]) {
    const run = await leads(args);
    expect([args, run.code, run.stderr]).toEqual([args, 0, ""]);
    expect(run.stdout).toMatch(/^Usage: npm run leads -- list /);
    for (const command of ["list", "show REF", "redeliver REF", "answered REF", "delete REF", "help"])
      expect(run.stdout).toMatch(new RegExp(`^ {2}${command} {2,}\\S`, "m"));
    for (const option of ["--pending", "--unanswered", "--overdue", "--search TEXT", "--json", "--yes"])
      expect(run.stdout).toMatch(new RegExp(`^ {2}${option} {2,}\\S`, "m"));
  }
}, 60_000);

// `npm run leads list --pending` or `npm run leads delete REF --yes`, typed without the `--` the
// README puts before the options: npm keeps the option for itself (npm_config_pending,
// npm_config_yes) and hands the script only the words. The list must not then pass for the
// filtered one, nor delete's hint ("run again with --yes") send staff round in a loop: as
// `npm run new:article` does (scripts/lib/new-article.ts), the option npm kept is named with
// the command to type.
describe("options npm kept for itself, typed without the --", () => {
  /** The script as `npm run leads ARGS` runs it: npm's own options come as npm_config_* variables. */
  const withoutDashes = (args: string[], npmKept: Record<string, string>) => leads(args, npmKept);

  async function keep(reference: string, state: LeadRecord["state"]) {
    const checked = validateFormMessage(validBody);
    if (!checked.ok) throw new Error("validBody must be valid");
    const now = new Date().toISOString();
    await createLead(store(), {
      reference,
      state,
      createdAt: now,
      message: checked.message,
      attempts: [],
      nextAttemptAt: now,
      ...(state === "delivered" ? { deliveredAt: now } : {}),
    });
  }

  it("`npm run leads list --pending` without the --: refused, naming --pending and the command to type, not every message listed as if filtered", async () => {
    await keep("Q-DA2222", "delivered");
    await keep("Q-PA3333", "pending");
    const run = await withoutDashes(["list"], { npm_config_pending: "true" });
    expect(run.stdout).not.toContain("Q-DA2222");
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("--pending");
    expect(run.stderr).toContain("npm run leads --");
    expect(run.stderr).toMatch(
      /^npm kept --pending for itself: put -- before the command, as in npm run leads -- list --pending$/m,
    );
  }, 30_000);

  it("`npm run leads delete REF --yes` without the --: refused, naming --yes and the command to type, not 'run again with --yes'", async () => {
    await keep("C-DE4444", "pending");
    const run = await withoutDashes(["delete", "C-DE4444"], { npm_config_yes: "true" });
    expect(run.stderr).not.toContain("run again with --yes");
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("--yes");
    expect(run.stderr).toContain("npm run leads --");
    expect(run.stderr).toContain("as in npm run leads -- delete C-DE4444 --yes");
    expect(await peekLead(store(), "C-DE4444")).not.toBeNull();
  }, 30_000);

  it("`npm run leads list --search budi` without the --: the word npm handed on is the search's, not list's", async () => {
    const run = await withoutDashes(["list", "Budi Santoso"], { npm_config_search: "true" });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^npm kept --search for itself: .* npm run leads -- list --search "Budi Santoso"$/m);
    const typedWithEquals = await withoutDashes(["list"], { npm_config_search: "budi", npm_config_overdue: "true" });
    expect(typedWithEquals.stderr).toMatch(
      /^npm kept --overdue, --search for itself: .* npm run leads -- list --overdue --search "budi"$/m,
    );
  }, 30_000);

  it("npm's own empty npm_config_yes, set on every npm run, is no option typed", async () => {
    const run = await leads(["list", "--pending"], { npm_config_yes: "" });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Q-PA3333");
    expect(run.stdout).not.toContain("Q-DA2222");
  }, 30_000);
});

// `npm run leads -- show REF` of a pending message. A lease is cleared when its attempt reports
// back (recordAttempt); one still in the record after its time is a sender that died (a function
// stopped mid-attempt, a store that could not be written). "being sent until 10:02" read at
// 15:00 tells staff a send is under way and to wait, where nothing is sending it and
// `redeliver` would send it now.
describe("show, of a message whose sender stopped", () => {
  const checked = validateFormMessage(validBody);
  if (!checked.ok) throw new Error("validBody must be valid");

  const pending = (leaseUntil: number, nextAttemptAt = Date.now() - 4 * hour): LeadRecord => ({
    reference: "Q-7K4M2P",
    state: "pending",
    createdAt: new Date(Date.now() - 5 * hour).toISOString(),
    message: checked.message,
    attempts: [],
    nextAttemptAt: new Date(nextAttemptAt).toISOString(),
    lease: { owner: "request-0000", until: new Date(leaseUntil).toISOString() },
  });

  it("says a message is being sent only while its lease holds, not hours after the sender died", () => {
    expect(leadDetails(pending(Date.now() + minute))).toMatch(/being sent until/);
    expect(leadDetails(pending(Date.now() - 5 * hour + 2 * minute))).not.toMatch(/being sent until/);
  });

  it("says a message due and held by no one is due now, and how to send it; one waiting for its next try, when", () => {
    expect(leadDetails(pending(Date.now() - 5 * hour + 2 * minute))).toMatch(
      /^Next try: +\d{4}-\d\d-\d\d \d\d:\d\d WIB \(due now, not being sent: npm run leads -- redeliver Q-7K4M2P sends it now\)$/m,
    );
    expect(leadDetails(pending(Date.now() - minute, Date.now() + 10 * minute))).toMatch(
      /^Next try: +\d{4}-\d\d-\d\d \d\d:\d\d WIB$/m,
    );
  });
});

// A right-to-left override the visitor left open turns the rest of the terminal's line around, as it
// did the mail's: "Invoice 1234" then U+202E "5678 USD" read "DSU 8765".
describe("show, of a message holding bidirectional controls", () => {
  const checked = validateFormMessage({
    ...validBody,
    message: "Invoice 1234\u202E5678 USD, due Friday\nClosed again: \u202Bמשלוח\u202C stays",
    pieceSizes: "2 × 120 × 80 × 100 cm\u202E, 150 kg per piece",
  });
  if (!checked.ok) throw new Error("the message must be valid");
  const record: LeadRecord = {
    reference: "Q-7K4M2P",
    state: "delivered",
    createdAt: new Date().toISOString(),
    deliveredAt: new Date().toISOString(),
    nextAttemptAt: new Date().toISOString(),
    // A one-line field refuses them; a record written otherwise is shown by the same rule.
    message: { ...checked.message, fullName: "Budi \u202Eotnas" },
    attempts: [],
  };

  it("leaves out those a line leaves open, as the company's mail does, and keeps those it closes", () => {
    const shown = leadDetails(record);
    expect(shown).toContain("\nInvoice 12345678 USD, due Friday\nClosed again: \u202Bמשלוח\u202C stays\n");
    expect(shown).toMatch(/^Name: +Budi otnas$/m);
    expect(shown).toMatch(/\| 2 × 120 × 80 × 100 cm, 150 kg per piece$/m);
    expect(shown).not.toContain("\u202E");
  });

  it("with --json, writes them as escapes: the same record, and no raw control", async () => {
    const reference = "Q-BD7777";
    expect(await createLead(store(), { ...record, reference })).toBeDefined();
    const run = await leads(["show", reference, "--json"]);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/u);
    expect(run.stdout).toContain("Invoice 1234\\u202e5678 USD");
    expect(JSON.parse(run.stdout)).toEqual({ ...record, reference });
  }, 30_000);
});

describe("what a search finds", () => {
  const checked = validateFormMessage(validBody);
  if (!checked.ok) throw new Error("validBody is valid");
  const lead = (reference: string, visitor: { fullName: string; email: string; company?: string }) =>
    ({ reference, message: { ...checked.message, company: "", ...visitor } }) as LeadRecord;
  const yamada = lead("Q-YA2222", { fullName: "山田 太郎", email: "taro@yamada.co.jp", company: "山田商事株式会社" });
  const wang = lead("Q-WA3333", { fullName: "王伟", email: "wang.wei@example.cn", company: "巴淡贸易有限公司" });
  const siti = lead("Q-SI5555", { fullName: "Siti Aminah", email: "SITI@Example.com" });

  it("a name with or without its spaces, full-width or half-width ones", () => {
    for (const text of ["山田太郎", "山田 太郎", "山田　太郎", " 田 太 "])
      expect(matchesSearch(yamada, text)).toBe(true);
    expect(matchesSearch(yamada, "山本")).toBe(false);
  });

  it("a part of a company, an email or a reference, in any case", () => {
    expect(matchesSearch(wang, "贸易")).toBe(true);
    expect(matchesSearch(siti, "siti@example")).toBe(true);
    expect(matchesSearch(siti, "Q-si5555")).toBe(true);
    expect(matchesSearch(siti, "ｓｉｔｉ")).toBe(true);
    expect(matchesSearch(wang, "siti")).toBe(false);
    expect(matchesSearch(siti, "Q-WA3333")).toBe(false);
  });

  it("a phone number however either side wrote it: with or without its country code, its trunk 0 or its separators, or its last digits", () => {
    const budi = { ...lead("Q-BU6666", { fullName: "Budi", email: "budi@example.com" }) };
    budi.message = { ...budi.message, phone: "0778-123456 / 0812-3456-7890 (WA)" };
    const tan = { ...lead("Q-TA7777", { fullName: "Tan", email: "tan@example.sg" }) };
    tan.message = { ...tan.message, phone: "+65 9123 4567" };
    for (const text of ["+62 812 3456 7890", "0812 3456 7890", "6281234567890", "0062-812-3456-7890", "3456 7890"])
      expect([text, matchesSearch(budi, text)]).toEqual([text, true]);
    expect(matchesSearch(budi, "+62 778 123456")).toBe(true);
    for (const text of ["91234567", "0065 9123 4567", "(65) 9123-4567"])
      expect([text, matchesSearch(tan, text)]).toEqual([text, true]);
    // Another number, or too few digits to be one, is no match.
    expect(matchesSearch(budi, "0812 3456 7891")).toBe(false);
    expect(matchesSearch(tan, "+62 812 3456 7890")).toBe(false);
    expect(matchesSearch(tan, "4567")).toBe(false);
    // The numbers of two fields are not run together.
    expect(matchesSearch(budi, "1234560812")).toBe(false);
  });

  it("a phone number as a business card prints it: its trunk 0 in brackets after the country code, the dashes a Japanese or Chinese keyboard types", () => {
    const withPhone = (reference: string, phone: string) => {
      const record = lead(reference, { fullName: "Visitor", email: "visitor@example.com" });
      return { ...record, message: { ...record.message, phone } };
    };
    const budi = withPhone("Q-BU6666", "+62 812-3456-7890");
    const card = withPhone("Q-CA8888", "+62 (0)778 123456");
    const yamada = withPhone("Q-YA2222", "03−1234−5678");
    const wang = withPhone("Q-WA3333", "138–0013–8000");
    for (const text of ["+62 (0)812-3456-7890", "+62(0)812 3456 7890"])
      expect([text, matchesSearch(budi, text)]).toEqual([text, true]);
    for (const text of ["+62 778 123456", "0778-123456", "+62 (0)778 123456"])
      expect([text, matchesSearch(card, text)]).toEqual([text, true]);
    for (const text of [
      "03-1234-5678",
      "+81 3 1234 5678",
      "+81 (0)3-1234-5678",
      "03ー1234ー5678",
      "０３‐１２３４‐５６７８",
    ])
      expect([text, matchesSearch(yamada, text)]).toEqual([text, true]);
    for (const text of ["13800138000", "+86 138 0013 8000", "138—0013—8000"])
      expect([text, matchesSearch(wang, text)]).toEqual([text, true]);
    // Still another number, and a bracketed area code is no trunk 0.
    expect(matchesSearch(card, "+62 (0)778 123457")).toBe(false);
    expect(matchesSearch(withPhone("Q-JA9999", "(021) 555-1234"), "+62 21 555 1234")).toBe(true);
  });
});
