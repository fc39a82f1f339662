import { existsSync } from "fs";
import path from "path";
import { resolveDelivery } from "../src/forms/function/mail-sender";
import { attemptDelivery, claimLead, newOwner, retryDelaysFrom } from "../src/forms/function/lead-delivery";
import { parseReference } from "../src/forms/function/lead-store";
import { leadStoreViaApi, listReferences, peekLead, type LeadRecord } from "../src/forms/function/lead-store";
import { openLocalLeadStore, type OpenedLeadStore } from "./lib/local-lead-store";
import { leadDetails, replyFigures, replyFiguresText, replyStatus, when } from "./lib/lead-details";

// npm run leads -- list [--pending] [--json] | show REF [--json] | redeliver REF
// What the website keeps of the messages sent through its forms, with where each one's promised
// reply stands and, after the list, how the promise held over the last 30 days.
// On Netlify's store: NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN (a personal access token) in the
// environment. Otherwise the local store netlify dev keeps (scripts/lib/local-lead-store.ts).
// redeliver sends with the same settings as the function (.env, then the environment).

const root = path.resolve(__dirname, "..");
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const positional = args.filter((a) => !a.startsWith("--"));

if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));

async function openStore(): Promise<OpenedLeadStore> {
  const siteID = process.env.NETLIFY_SITE_ID?.trim();
  const token = process.env.NETLIFY_AUTH_TOKEN?.trim();
  if (siteID && token)
    return { store: leadStoreViaApi(siteID, token), where: `Netlify site ${siteID}`, close: async () => undefined };
  return openLocalLeadStore();
}

function summary(r: LeadRecord): string {
  const who = r.message.company ? `${r.message.fullName} (${r.message.company})` : r.message.fullName;
  const status =
    r.state === "delivered" ? `delivered ${when(r.deliveredAt)}` : `pending, next try ${when(r.nextAttemptAt)}`;
  const tries = `${r.attempts.length} attempt${r.attempts.length === 1 ? "" : "s"}`;
  return `${r.reference}  ${r.state.padEnd(9)}  received ${when(r.createdAt)}  ${status}  ${replyStatus(r, Date.now())}  ${tries}  ${who}`;
}

async function main(): Promise<number> {
  const [command, refArg] = positional;
  if (!command || !["list", "show", "redeliver"].includes(command)) {
    console.error("Usage: npm run leads -- list [--pending] [--json] | show REF [--json] | redeliver REF");
    return 2;
  }
  const opened = await openStore();
  try {
    if (command === "list") {
      const records: LeadRecord[] = [];
      for (const ref of await listReferences(opened.store)) {
        const found = await peekLead(opened.store, ref);
        if (found && (!flag("pending") || found.state === "pending")) records.push(found);
      }
      records.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      if (flag("json")) console.log(JSON.stringify(records, null, 2));
      else {
        console.log(
          `${records.length} ${flag("pending") ? "pending " : ""}message${records.length === 1 ? "" : "s"} in the ${opened.where}`,
        );
        for (const r of records) console.log(summary(r));
        if (!flag("pending")) console.log(replyFiguresText(replyFigures(records, Date.now())));
      }
      return 0;
    }
    const reference = refArg ? parseReference(refArg) : undefined;
    if (!reference) {
      console.error(`Not a reference: ${refArg ?? "(none)"} (expected Q-XXXXXX or C-XXXXXX)`);
      return 2;
    }
    const found = await peekLead(opened.store, reference);
    if (!found) {
      console.error(`${reference} is not in the ${opened.where}`);
      return 1;
    }
    if (command === "show") {
      console.log(flag("json") ? JSON.stringify(found, null, 2) : leadDetails(found));
      return 0;
    }
    // redeliver: now, whatever the schedule says, but never while another sender holds it.
    const delivery = resolveDelivery(process.env);
    if (delivery.kind === "misconfigured") {
      console.error(`Cannot send, missing settings: ${delivery.missing.join(", ")}`);
      return 1;
    }
    const owner = newOwner("command");
    const delays = retryDelaysFrom(process.env);
    const claim = await claimLead(opened.store, reference, { owner, ignoreSchedule: true }, delays);
    if (!("claimed" in claim)) {
      const why = {
        missing: "is gone",
        delivered: "is already delivered; nothing sent",
        leased: "is being sent right now; nothing sent",
        "not-due": "is not due",
        "lost-race": "was just taken by another sender; nothing sent",
      };
      console.error(`${reference} ${why[claim.skipped]}`);
      return claim.skipped === "delivered" ? 0 : 1;
    }
    const outcome = await attemptDelivery(opened.store, claim.claimed, delivery.sender, {
      by: "command",
      owner,
      delays,
    });
    if (outcome.ok) {
      console.log(
        `${reference} delivered, MessageID ${outcome.messageId}${outcome.recorded ? "" : " (but the record could not be updated: it may be sent once more)"}`,
      );
      return 0;
    }
    console.error(
      `${reference} not delivered: ${outcome.log}; it stays pending (next try ${outcome.nextAttemptAt ?? "after its lease"})`,
    );
    return 1;
  } finally {
    await opened.close();
  }
}

main().then(
  (code) => (process.exitCode = code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  },
);
