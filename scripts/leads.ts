import { existsSync } from "fs";
import path from "path";
import { asDeployedSite, resolveDelivery } from "../src/forms/function/mail-sender";
import { attemptDelivery, claimLead, newOwner, retryDelaysFrom } from "../src/forms/function/delivery";
import { markAnswered } from "../src/forms/function/mark-answered";
import {
  deliveredRetentionDays,
  isOverdue,
  isUnanswered,
  leadStore,
  listReferences,
  matchesSearch,
  parseReference,
  peekLead,
  type LeadRecord,
} from "../src/forms/function/lead-store";
import { openLocalLeadStore, type OpenedLeadStore } from "./lib/local-lead-store";
import { leadDetails, replyFigures, replyFiguresText, replyStatus, when } from "./lib/lead-details";
import { keptByNpm, keptByNpmProblem, type KeptOption } from "./lib/npm-kept-options";
import { bidiControls } from "../src/forms/shared/schema";

// npm run leads -- help: every command and option (`commands` and `options` below).
// What the website keeps of the messages sent through its forms, with where each one's promised
// reply stands and, after the whole list, how the promise held over the last 30 days.
// On Netlify's store: NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN (a personal access token) in the
// environment. Otherwise the local store netlify dev keeps (scripts/lib/local-lead-store.ts).
// redeliver sends with the same settings as the function (.env, then the environment).

const root = path.resolve(__dirname, "..");
// Each command and option with what it does: the usage gives every one a line, so none is left out of it.
const commands = {
  list: {
    takes: "",
    options: ["pending", "unanswered", "overdue", "search", "json"],
    does: "every stored message: reference, state, received, reply, attempts, name; then the last 30 days",
  },
  show: { takes: " REF", options: ["json"], does: "the whole message and every attempt" },
  redeliver: { takes: " REF", options: [], does: "sends it to the inbox now (never while another sender holds it)" },
  answered: {
    takes: " REF",
    options: [],
    does: "marks it answered, as the link in the company's mail does (no reminder then)",
  },
  delete: {
    takes: " REF",
    options: ["yes"],
    does: "shows it; with --yes deletes it from the store now (a visitor who asks for their data to be deleted, spam)",
  },
  help: { takes: "", options: [], does: "this text (also --help or -h)" },
} as const satisfies Record<string, { takes: string; options: readonly string[]; does: string }>;
type Command = keyof typeof commands;

const options: Record<(typeof commands)[Command]["options"][number], { takes?: string; does: string }> = {
  pending: { does: "list: only messages not yet delivered to the inbox" },
  unanswered: { does: "list: only messages not yet marked answered" },
  overdue: { does: "list: only messages not answered by their reply-due time" },
  search: {
    takes: " TEXT",
    does: 'list: only messages whose reference, name, email, company or phone holds TEXT, however written ("山田太郎", "0812 3456 7890")',
  },
  json: { does: "list, show: the records as JSON" },
  yes: { does: "delete: deletes for good" },
};

const usage = [
  ...Object.entries(commands).map(
    ([name, { takes, options: taken }], i) =>
      `${i === 0 ? "Usage:" : "      "} npm run leads -- ${name}${takes}${taken.map((option) => ` [--${option}${options[option].takes ?? ""}]`).join("")}`,
  ),
  "Commands:",
  ...Object.entries(commands).map(([name, { takes, does }]) => `  ${`${name}${takes}`.padEnd(15)} ${does}`),
  "Options (after the --, or npm keeps them for itself):",
  ...Object.entries(options).map(([name, { takes, does }]) => `  ${`--${name}${takes ?? ""}`.padEnd(15)} ${does}`),
  "REF: a message's reference, as Q-7K4M2P or C-3HX9RT (any case, full width or not, with or without the hyphen).",
  "The store: netlify dev's on this computer (.netlify/blobs-serve, or LEADS_BLOBS_DIR); the live site's with NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN.",
].join("\n");

interface Arguments {
  command: Command;
  reference?: string;
  flags: ReadonlySet<string>;
  search?: string;
}

const allOptions = Object.keys(options);

const isCommand = (word: string): word is Command => Object.hasOwn(commands, word);

/** The command as it is typed with the `--`, for the options npm kept. */
function typedWithDashes(args: readonly string[], kept: readonly KeptOption[]): string {
  const [command = "list", ...rest] = args;
  // npm takes --search TEXT as --search alone, and TEXT comes as a word: list takes no other.
  const text = (value: string) => JSON.stringify(value !== "true" ? value : rest.join(" ") || "TEXT");
  const options = kept.map(({ name, value }) => (name === "search" ? `--search ${text(value)}` : `--${name}`));
  return ["npm run leads --", ...(command === "list" ? [command] : args), ...options].join(" ");
}

/** The command line read, or why it cannot be: a mistyped option or a missing text says so, nothing is read. */
function readArguments(args: readonly string[], env: NodeJS.ProcessEnv): Arguments | { problem: string } {
  // Help asked for as commands usually take it, wherever it is typed: the usage, not a refusal.
  if (args[0] === "help" || args.some((arg) => arg === "--help" || arg === "-h"))
    return { command: "help", flags: new Set() };
  const kept = keptByNpm(allOptions, env);
  if (kept.length > 0) return { problem: keptByNpmProblem(kept, "command", typedWithDashes(args, kept)) };
  const positional: string[] = [];
  const flags = new Set<string>();
  let search: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith("--")) {
      positional.push(arg);
      continue;
    }
    const [name, ...value] = arg.slice(2).split("=");
    if (name === "search") {
      // --search=TEXT or --search TEXT; an option right after it is no text.
      let text = value.join("=");
      if (value.length === 0 && i + 1 < args.length && !args[i + 1].startsWith("--")) text = args[++i];
      if (!text.trim()) return { problem: '--search needs a text, such as --search "Budi" or --search 山田' };
      search = text.trim();
    } else if (value.length > 0) return { problem: `--${name} takes no value: ${arg}` };
    flags.add(name);
  }
  const [command, reference, ...extra] = positional;
  const names = Object.keys(commands);
  if (!command) return { problem: `Missing command: ${names.slice(0, -1).join(", ")} or ${names.at(-1)}` };
  if (!isCommand(command)) return { problem: `Unknown command: ${command}` };
  const taken: readonly string[] = commands[command].options;
  const unknown = [...flags].find((flag) => !taken.includes(flag));
  if (unknown) return { problem: `${command} has no option --${unknown}` };
  if (command === "list" && reference !== undefined)
    return { problem: `list takes no "${reference}": to find a message by text, --search "${reference}"` };
  if (extra.length > 0) return { problem: `${command} takes one reference, not also "${extra.join(" ")}"` };
  return { command, reference, flags, search };
}

if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));

// A local store holds only what was sent on this computer: whoever reads it expecting the site's
// messages would take an empty list or an unknown reference for the live site's answer.
const liveStoreHint =
  "This computer's store, not the live site's: set NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN to read the live site's messages (README, \"Settings\").";

async function openStore(): Promise<OpenedLeadStore> {
  const siteID = process.env.NETLIFY_SITE_ID?.trim();
  const token = process.env.NETLIFY_AUTH_TOKEN?.trim();
  // One of the two set is a live store meant and mistyped: the local one would answer for it.
  if (!siteID !== !token)
    throw new Error(
      `${siteID ? "NETLIFY_SITE_ID is set but NETLIFY_AUTH_TOKEN is not" : "NETLIFY_AUTH_TOKEN is set but NETLIFY_SITE_ID is not"}: the live site's messages need both (README, "Settings"); set neither to read the local store.`,
    );
  if (siteID && token)
    return {
      store: leadStore({ siteID, token }),
      where: `Netlify site ${siteID}`,
      live: true,
      close: async () => undefined,
    };
  return openLocalLeadStore();
}

/**
 * Records as JSON with the visitor's bidirectional controls written as escapes ("\u202e"): the
 * same data, and none of them turns a line of the terminal around.
 */
const asJson = (value: unknown) =>
  JSON.stringify(value, null, 2).replace(
    new RegExp(bidiControls.source, "gu"),
    (c) => `\\u${c.charCodeAt(0).toString(16)}`,
  );

function summary(r: LeadRecord, now: number): string {
  const who = r.message.company ? `${r.message.fullName} (${r.message.company})` : r.message.fullName;
  const status =
    r.state === "delivered" ? `delivered ${when(r.deliveredAt)}` : `pending, next try ${when(r.nextAttemptAt)}`;
  const tries = `${r.attempts.length} attempt${r.attempts.length === 1 ? "" : "s"}`;
  return `${r.reference}  ${r.state.padEnd(9)}  received ${when(r.createdAt)}  ${status}  ${replyStatus(r, now)}  ${tries}  ${who}`;
}

/** The messages the list's options keep, and how the list's first line names them. */
function listFilter({ flags, search }: Arguments, now: number) {
  const kept = (r: LeadRecord) =>
    (!flags.has("pending") || r.state === "pending") &&
    (!flags.has("unanswered") || isUnanswered(r)) &&
    (!flags.has("overdue") || isOverdue(r, now)) &&
    (search === undefined || matchesSearch(r, search));
  const kinds = [
    flags.has("pending") && "pending",
    // Overdue messages are unanswered ones: one word says both.
    flags.has("overdue") ? "overdue" : flags.has("unanswered") && "unanswered",
  ].filter(Boolean);
  const named = (count: number) =>
    [`${count}`, ...kinds, `message${count === 1 ? "" : "s"}`].join(" ") +
    (search === undefined ? "" : ` matching "${search}"`);
  return { kept, named, filtered: kinds.length > 0 || search !== undefined };
}

async function main(): Promise<number> {
  const read = readArguments(process.argv.slice(2), process.env);
  if ("problem" in read) {
    console.error(`${read.problem}\n${usage}`);
    return 2;
  }
  const { command, reference: refArg, flags } = read;
  if (command === "help") {
    console.log(usage);
    return 0;
  }
  const opened = await openStore();
  try {
    if (command === "list") {
      const now = Date.now();
      const filter = listFilter(read, now);
      const records: LeadRecord[] = [];
      for (const ref of await listReferences(opened.store)) {
        const found = await peekLead(opened.store, ref);
        if (found && filter.kept(found)) records.push(found);
      }
      records.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      if (flags.has("json")) {
        console.log(asJson(records));
        if (!opened.live) console.error(liveStoreHint);
      } else {
        console.log(`${filter.named(records.length)} in the ${opened.where}`);
        if (!opened.live) console.log(liveStoreHint);
        for (const r of records) console.log(summary(r, now));
        // The figures are the whole store's: under a filter they would count only what it kept.
        if (!filter.filtered) console.log(replyFiguresText(replyFigures(records, now)));
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
      console.error(
        `${reference} is not in the ${opened.where}.\n` +
          `A delivered message is deleted ${deliveredRetentionDays} days after its delivery (dataRetention in content/company.json); ` +
          "to find a message by name, email or phone: npm run leads -- list --search TEXT" +
          (opened.live ? "" : `\n${liveStoreHint}`),
      );
      return 1;
    }
    if (command === "show") {
      console.log(flags.has("json") ? asJson(found) : leadDetails(found));
      return 0;
    }
    if (command === "answered") {
      const marked = await markAnswered(opened.store, reference, Date.now());
      if (!marked) {
        console.error(`${reference} changed while it was being marked: nothing marked; run the command again`);
        return 1;
      }
      const at = when(marked.record.answeredAt);
      console.log(
        marked.written
          ? `${reference} marked answered at ${at}: no reminder is sent for it.`
          : `${reference} was already marked answered at ${at}; left as it was.`,
      );
      return 0;
    }
    if (command === "delete") {
      const now = Date.now();
      if (!flags.has("yes")) {
        console.error(`${summary(found, now)}\nNothing deleted: run again with --yes to delete ${reference} for good.`);
        return 1;
      }
      await opened.store.delete(reference);
      const undelivered = found.state === "pending" ? " It was never delivered: the inbox does not have it." : "";
      console.log(`${reference} deleted from the ${opened.where}.${undelivered}`);
      return 0;
    }
    // redeliver: now, whatever the schedule says, but never while another sender holds it.
    const delivery = resolveDelivery(opened.live ? asDeployedSite(process.env) : process.env);
    if (delivery.kind === "misconfigured") {
      console.error(`Cannot send, missing settings: ${delivery.missing.join(", ")}`);
      return 1;
    }
    const owner = newOwner("command");
    const delays = retryDelaysFrom(process.env);
    const claim = await claimLead(opened.store, reference, { owner, delays, ignoreSchedule: true });
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
      `${reference} not delivered: ${outcome.log.replace(/\.$/, "")}; it stays pending (next try ${outcome.nextAttemptAt ? when(outcome.nextAttemptAt) : "after its lease"})`,
    );
    return 1;
  } catch (err) {
    // fetch's "fetch failed" alone says neither which store nor why: both, and what to check.
    const cause = err instanceof Error && err.cause instanceof Error ? ` (${err.cause.message})` : "";
    const check = opened.live ? ": check the network, NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN" : "";
    throw new Error(
      `The ${opened.where} could not be read: ${err instanceof Error ? err.message : String(err)}${cause}${check}`,
    );
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
