import { execFile } from "child_process";
import { mkdtempSync, rmSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import { startBlobsProcess, type BlobsProcess } from "../../../e2e/support/blobs-process";
import { startFakePostmark, type FakePostmark } from "../../../e2e/support/fake-postmark";
import { leadStoreAt, readLead } from "../../../src/forms/function/lead-store";
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
