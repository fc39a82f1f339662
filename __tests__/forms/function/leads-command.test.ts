import { execFile } from "child_process";
import { mkdtempSync, rmSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import { startBlobsProcess, type BlobsProcess } from "../../../e2e/support/blobs-process";
import { startFakePostmark, type FakePostmark } from "../../../e2e/support/fake-postmark";
import {
  createLead,
  leadStoreAt,
  listReferences,
  readLead,
  type LeadRecord,
} from "../../../src/forms/function/lead-store";
import { validateFormMessage } from "../../../src/forms/shared/schema";
import { boundHandler, postJson, postmarkEnv, validBody } from "./helpers";

// npm run leads against a local store laid out as netlify dev keeps it (site "unlinked"):
// list, list --pending, show, and redeliver sending through the fake Postmark.

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

const store = () => leadStoreAt(blobs.url, "unlinked", "t");

function leads(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = {
    ...process.env,
    ...postmarkEnv(fake.host),
    LEADS_BLOBS_DIR: directory,
    NETLIFY_SITE_ID: "",
    NETLIFY_AUTH_TOKEN: "",
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
          package: "FCL",
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
  // A quote's shipment details as the mail shows them: the package and each size.
  const quote = await leads(["show", delivered]);
  expect(quote.stdout).toMatch(/^Package +\| FCL$/m);
  expect(quote.stdout).toMatch(
    /^Piece sizes +\| 2 × 120 × 80 × 100 cm, 150 kg per piece\n +\| 1 × 60 × 40 × 50 cm, 20 kg per piece$/m,
  );
  expect(shown.stdout).not.toContain("Shipment details:");

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
