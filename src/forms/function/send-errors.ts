import { Errors } from "postmark";
import { UnreadableAnswerError } from "./mail-sender";

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
