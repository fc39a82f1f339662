import { mkdir, writeFile } from "fs/promises";
import path from "path";
import { Errors, ServerClient } from "postmark";
import { emailHtml, emailSubject, emailTag, emailText } from "./company-mail";
import type { FormMessage } from "../shared/schema";

// Where a valid message goes: Postmark when configured, a local outbox folder in
// development without a token, or nowhere (a 500) when production lacks its settings.

export type Env = Record<string, string | undefined>;

export interface Sender {
  /** Resolves with the id of the accepted message; rejects with the client's error. The reference goes into subject and body. */
  send(message: FormMessage, reference?: string): Promise<{ messageId: string }>;
}

export type Delivery =
  | { kind: "postmark"; sender: Sender }
  | { kind: "outbox"; sender: Sender; dir: string }
  | { kind: "misconfigured"; missing: string[] };

const defaultTimeoutSeconds = 10;

export function resolveDelivery(env: Env, log: (line: string) => void = console.log): Delivery {
  const token = env.POSTMARK_SERVER_TOKEN?.trim();
  const production = env.CONTEXT === "production";
  if (!token && !production) {
    const dir = path.resolve(env.CONTACT_OUTBOX_DIR || ".outbox");
    return { kind: "outbox", dir, sender: outboxSender(dir, env, log) };
  }
  const missing = ["POSTMARK_SERVER_TOKEN", "CONTACT_FROM_EMAIL", "CONTACT_TO_EMAIL"].filter(
    (name) => !env[name]?.trim(),
  );
  if (missing.length > 0) return { kind: "misconfigured", missing };
  return { kind: "postmark", sender: postmarkSender(token!, env) };
}

function postmarkSender(token: string, env: Env): Sender {
  const timeout =
    Number(env.POSTMARK_TIMEOUT_SECONDS) > 0 ? Number(env.POSTMARK_TIMEOUT_SECONDS) : defaultTimeoutSeconds;
  const client = new ServerClient(token, {
    requestHost: env.POSTMARK_API_HOST || undefined,
    useHttps: env.POSTMARK_USE_HTTPS ? env.POSTMARK_USE_HTTPS !== "false" : true,
    timeout,
  });
  return {
    async send(message, reference) {
      const result = await client.sendEmail({
        From: env.CONTACT_FROM_EMAIL!,
        To: env.CONTACT_TO_EMAIL!,
        ReplyTo: message.email,
        Subject: emailSubject(message, reference),
        TextBody: emailText(message, reference),
        HtmlBody: emailHtml(message, reference),
        MessageStream: env.POSTMARK_MESSAGE_STREAM || "outbound",
        Tag: emailTag(message),
      });
      if (typeof result?.MessageID !== "string" || result.ErrorCode !== 0) {
        throw new UnreadableAnswerError(
          `Postmark answered without a MessageID: ${JSON.stringify(result).slice(0, 200)}`,
        );
      }
      return { messageId: result.MessageID };
    },
  };
}

/** Postmark answered 2xx with a body that does not confirm the message. */
class UnreadableAnswerError extends Error {}

function outboxSender(dir: string, env: Env, log: (line: string) => void): Sender {
  return {
    async send(message, reference) {
      await mkdir(dir, { recursive: true });
      const id = `${new Date().toISOString().replace(/[:.]/g, "-")}-${reference ?? message.formType}-${Math.random().toString(36).slice(2, 8)}`;
      const file = path.join(dir, `${id}.txt`);
      const head = [
        `From: ${env.CONTACT_FROM_EMAIL || "(CONTACT_FROM_EMAIL not set)"}`,
        `To: ${env.CONTACT_TO_EMAIL || "(CONTACT_TO_EMAIL not set)"}`,
        `Reply-To: ${message.email}`,
        `Subject: ${emailSubject(message, reference)}`,
        `Tag: ${emailTag(message)}`,
      ].join("\n");
      await writeFile(file, `${head}\n\n${emailText(message, reference)}`, "utf8");
      log(`send-contact-email: no POSTMARK_SERVER_TOKEN, message written to ${file}`);
      return { messageId: `outbox:${id}` };
    },
  };
}

// Turns a failed send into the function's answer. Rejections that a retry cannot fix
// (bad sender, inactive recipient, wrong token) are 502 and logged with Postmark's code
// so someone fixes the settings; passing trouble (rate limit, outage, timeout, network)
// is 503 and the visitor may try again.

export interface SendFailure {
  status: 502 | 503;
  error: "mail_rejected" | "mail_unavailable";
  retryable: boolean;
  log: string;
}

export function classifySendError(err: unknown): SendFailure {
  const unavailable = (log: string): SendFailure => ({ status: 503, error: "mail_unavailable", retryable: true, log });
  const rejected = (log: string): SendFailure => ({ status: 502, error: "mail_rejected", retryable: false, log });

  if (err instanceof UnreadableAnswerError) return unavailable(err.message);
  if (err instanceof Errors.PostmarkError) {
    const detail = `Postmark status ${err.statusCode}, ErrorCode ${err.code}: ${err.message}`;
    if (err.statusCode === 0) return unavailable(`Postmark unreachable or timed out: ${err.message}`);
    if (err.statusCode === 429 || err.statusCode >= 500) return unavailable(detail);
    return rejected(detail);
  }
  return unavailable(`Unexpected send error: ${err instanceof Error ? err.message : String(err)}`);
}
