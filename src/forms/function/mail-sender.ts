import { mkdir, writeFile } from "fs/promises";
import path from "path";
import { Errors, ServerClient } from "postmark";
import { emailHtml, emailSubject, emailText, headerSafe, type Kept } from "./company-mail";
import type { FormMessage } from "../shared/schema";
import { answeredLink, answeredLinkBase, isDeployed, linkSecret } from "./mark-answered";
import { placeholderSiteUrl } from "../../node/site-url";
import { company } from "../../shared/facts";
import { escapeHtml } from "../../shared/escape-html";

// Where the function's mail goes: Postmark when configured, a local outbox folder in
// development without a token, or nowhere (a 500) when a deploy lacks its settings. The
// company's mail for each message (Sender), and the acknowledgement and reminders (Mailer).

export type Env = Record<string, string | undefined>;

export interface Mail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** The Postmark message stream. */
  stream: string;
  tag: string;
  /** The message's reference, which names the outbox file. */
  reference?: string;
}

export interface Mailer {
  /** Resolves with the id of the accepted mail; rejects with the client's error. */
  send(mail: Mail): Promise<{ messageId: string }>;
}

export interface Sender {
  /**
   * Resolves with the id of the accepted message; rejects with the client's error. The reference
   * goes into subject and body, with when the message was received (the record's createdAt).
   */
  send(message: FormMessage, kept?: Omit<Kept, "answeredLink">): Promise<{ messageId: string }>;
}

export type Delivery =
  { kind: "postmark" | "outbox"; sender: Sender; mailer: Mailer } | { kind: "misconfigured"; missing: string[] };

const defaultTimeoutSeconds = 10;

/**
 * An address under a display name in quotes (RFC 5322's quoted string, its " and \ escaped): a
 * comma, a quote or an address in the name stays the name's, never a second address.
 */
const named = (name: string, address: string) => `"${name.replace(/["\\]/g, "\\$&")}" <${address}>`;

/**
 * The sender as an inbox shows it: the settings' address under the company's name, so a
 * visitor's acknowledgement comes from "Lintas Batam", not from a bare address; a name the
 * setting gives ("Name <address>") is kept.
 */
export function senderOf(env: Env): string | undefined {
  const address = env.CONTACT_FROM_EMAIL?.trim();
  if (!address || address.includes("<")) return address;
  return named(company.brand, address);
}

/** The domains kept for examples (RFC 2606), which no mail reaches. */
const exampleDomain = /@example\.(com|net|org)$/i;

export function resolveDelivery(env: Env, log: (line: string) => void = console.log): Delivery {
  const token = env.POSTMARK_SERVER_TOKEN?.trim();
  // Deployed, a local outbox would be a lost lead (and a read-only folder): the settings are named.
  if (!token && !isDeployed(env)) {
    const mailer = outboxMailer(path.resolve(env.CONTACT_OUTBOX_DIR || ".outbox"), env, log);
    return { kind: "outbox", mailer, sender: companySender(mailer, env) };
  }
  const missing = ["POSTMARK_SERVER_TOKEN", "CONTACT_FROM_EMAIL", "CONTACT_TO_EMAIL"].flatMap((name) => {
    const value = env[name]?.trim();
    if (!value) return [name];
    // .env.example's addresses, copied to a staff computer's .env for `npm run leads`: a lead sent
    // to them would be marked delivered and reach nobody.
    return exampleDomain.test(value.replace(/>$/, "")) ? [`${name} (${value} is an example address)`] : [];
  });
  // Sending as the deployed site from a staff computer (npm run leads on the live store), Netlify's
  // URL is not there: the link would take SITE_URL, or the placeholder, a host that does not exist.
  if (isDeployed(env) && linkSecret(env) && answeredLinkBase(env) === placeholderSiteUrl)
    missing.push(
      `SITE_URL (the Mark as answered link would go to ${placeholderSiteUrl}: set SITE_URL to the site's address)`,
    );
  if (missing.length > 0) return { kind: "misconfigured", missing };
  if (isDeployed(env) && !linkSecret(env))
    log("send-contact-email: LEADS_LINK_SECRET is not set: the company's mail has no Mark as answered link");
  const mailer = postmarkMailer(token!, env);
  return { kind: "postmark", mailer, sender: companySender(mailer, env) };
}

/**
 * The settings to send with for the live site's store from outside Netlify (npm run leads on a
 * staff computer): the deployed site's. Never a local outbox, which would mark delivered a live
 * message the company never gets, nor the development link secret, whose links the site refuses.
 */
export const asDeployedSite = (env: Env): Env => ({ ...env, CONTEXT: "production" });

/**
 * A scheduled function's run with the mail's settings; 500 and a log line naming the missing
 * ones without them. Netlify reads only the status of a scheduled function: the run logs its own summary.
 */
export async function scheduledRun(
  name: string,
  run: (delivery: Exclude<Delivery, { kind: "misconfigured" }>) => Promise<unknown>,
): Promise<Response> {
  const delivery = resolveDelivery(process.env);
  if (delivery.kind === "misconfigured") {
    console.error(`${name}: cannot send, missing settings: ${delivery.missing.join(", ")}`);
    return new Response(null, { status: 500 });
  }
  await run(delivery);
  return new Response(null, { status: 200 });
}

export const companyInbox = (env: Env) => env.CONTACT_TO_EMAIL || "(CONTACT_TO_EMAIL not set)";

/** The company's mail for a message: to its inbox, Reply-To the visitor under their name, as a reply shows it. */
export function companyMail(message: FormMessage, env: Env, stored: Omit<Kept, "answeredLink"> = {}): Mail {
  const { reference } = stored;
  const kept = { ...stored, answeredLink: reference ? answeredLink(reference, env) : undefined };
  return {
    to: companyInbox(env),
    replyTo: named(headerSafe(message.fullName), message.email),
    subject: emailSubject(message, reference),
    text: emailText(message, kept),
    html: emailHtml(message, kept),
    stream: env.POSTMARK_MESSAGE_STREAM || "outbound",
    // Tells quote requests and contact messages apart in Postmark's activity log.
    tag: `${message.formType}-form`,
    reference,
  };
}

/** A mail with a line for the company's staff above the rest, in bold in its HTML part. */
export const withFirstLine = (mail: Mail, line: string): Mail => ({
  ...mail,
  text: `${line}\n\n${mail.text}`,
  // A function, not a string: "$&", "$`" and "$$" in a visitor's address would be read as patterns.
  html: mail.html.replace("<body>", () => `<body><p><strong>${escapeHtml(line)}</strong></p>`),
});

/** Postmark's "Invalid email request" naming the Reply-To: the visitor's address, the one not the site's own. */
const refusedReplyTo = (err: unknown) =>
  err instanceof Errors.PostmarkError && err.code === 300 && /ReplyTo/i.test(err.message);

/**
 * A mail to the company (a message, its reminder), sent again at once when Postmark refuses the
 * visitor's Reply-To (its check may be narrower than the form's): a mail held back until the
 * address changed would never arrive. A name it refuses costs only the name: the bare address is
 * tried next. An address it refuses is left out, and the mail's first line gives it to write to by hand.
 */
export async function sendToCompany(mailer: Mailer, mail: Mail): Promise<{ messageId: string }> {
  try {
    return await mailer.send(mail);
  } catch (err) {
    if (!mail.replyTo || !refusedReplyTo(err)) throw err;
    const address = /<([^<>]*)>$/.exec(mail.replyTo)?.[1];
    if (address) return sendToCompany(mailer, { ...mail, replyTo: address });
    const note = `The mail service refused the visitor's address as Reply-To: write to ${mail.replyTo} yourself.`;
    return mailer.send({ ...withFirstLine(mail, note), replyTo: undefined });
  }
}

const companySender = (mailer: Mailer, env: Env): Sender => ({
  send: (message, kept) => sendToCompany(mailer, companyMail(message, env, kept)),
});

function postmarkMailer(token: string, env: Env): Mailer {
  const timeout =
    Number(env.POSTMARK_TIMEOUT_SECONDS) > 0 ? Number(env.POSTMARK_TIMEOUT_SECONDS) : defaultTimeoutSeconds;
  const client = new ServerClient(token, {
    requestHost: env.POSTMARK_API_HOST || undefined,
    useHttps: env.POSTMARK_USE_HTTPS ? env.POSTMARK_USE_HTTPS !== "false" : true,
    timeout,
  });
  const from = senderOf(env)!;
  return {
    async send(mail) {
      const result = await client.sendEmail({
        From: from,
        To: mail.to,
        ReplyTo: mail.replyTo,
        Subject: mail.subject,
        TextBody: mail.text,
        HtmlBody: mail.html,
        MessageStream: mail.stream,
        Tag: mail.tag,
      });
      if (typeof result?.MessageID !== "string" || result.ErrorCode !== 0) {
        // The answer names its recipient ("To"), the visitor for an acknowledgement; cut after
        // the address is out, so that no part of one is left.
        throw new UnreadableAnswerError(
          `Postmark answered without a MessageID: ${withoutAddresses(JSON.stringify(result)).slice(0, 200)}`,
        );
      }
      return { messageId: result.MessageID };
    },
  };
}

/** Postmark answered 2xx with a body that does not confirm the message. */
class UnreadableAnswerError extends Error {}

function outboxMailer(dir: string, env: Env, log: (line: string) => void): Mailer {
  const from = senderOf(env) || "(CONTACT_FROM_EMAIL not set)";
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true });
      const id = [
        new Date().toISOString().replace(/[:.]/g, "-"),
        mail.reference,
        mail.tag,
        Math.random().toString(36).slice(2, 8),
      ]
        .filter(Boolean)
        .join("-");
      const file = path.join(dir, `${id}.txt`);
      const head = [
        `From: ${from}`,
        `To: ${mail.to}`,
        `Reply-To: ${mail.replyTo ?? "(none)"}`,
        `Subject: ${mail.subject}`,
        `Message-Stream: ${mail.stream}`,
        `Tag: ${mail.tag}`,
      ].join("\n");
      await writeFile(file, `${head}\n\n${mail.text}`, "utf8");
      log(`send-contact-email: no POSTMARK_SERVER_TOKEN, mail written to ${file}`);
      return { messageId: `outbox:${id}` };
    },
  };
}

// What a failed send was, for the log and the stored attempt: Postmark's status and ErrorCode
// when it refused (a rejection such as a bad sender or a wrong token needs someone to fix the
// settings), that its answer held no MessageID, or that it could not be reached. Either way the
// message stays stored and is sent again.

export function describeSendError(err: unknown): string {
  if (err instanceof UnreadableAnswerError) return err.message;
  if (err instanceof Errors.PostmarkError) {
    if (err.statusCode === 0) return `Postmark unreachable or timed out: ${err.message}`;
    return `Postmark status ${err.statusCode}, ErrorCode ${err.code}: ${withoutAddresses(err.message)}`;
  }
  return `Unexpected send error: ${withoutAddresses(err instanceof Error ? err.message : String(err))}`;
}

// Postmark names the address it refused ("Found inactive addresses: ana@example.com"), and an
// answer it did not confirm its recipient: the visitor's, which no log line holds (docs/security.md).
// An apostrophe may be part of the name before the @ (o'brien@), as the form accepts it.
const withoutAddresses = (text: string) =>
  text.replace(/[^\s@"<>(),;:]+@[^\s@'"<>(),;:]*[^\s@'"<>(),;:.]/g, "<address>");
