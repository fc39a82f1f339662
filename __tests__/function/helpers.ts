import { handleContactRequest } from "../../netlify/functions/lib/contact-handler";
import type { Env } from "../../netlify/functions/lib/delivery";

// Shared set-up for the function tests: a request builder and a handler bound to settings.

export const validBody = {
  fullName: "Budi Santoso",
  company: "PT Maju Jaya",
  email: "budi@example.co.id",
  phone: "+62 812-3456-7890",
  serviceType: "ekspedisi-laut",
  message: "Kami perlu mengirim 2 kontainer 40ft ke Singapura.\nMohon penawarannya.",
  formType: "quote",
  language: "id",
  // Like a person: the form was shown 8 s before it was sent (the time trap drops < 2 s).
  elapsedMs: 8000,
};

export const functionUrl = "http://localhost/api/send-contact-email";

interface PostInit {
  contentType?: string;
  raw?: string;
  method?: string;
  /** Extra request headers, e.g. Origin. */
  headers?: Record<string, string>;
  url?: string;
}

export function postJson(body: unknown, init: PostInit = {}): Request {
  return new Request(init.url ?? functionUrl, {
    method: init.method ?? "POST",
    headers: { "Content-Type": init.contentType ?? "application/json", ...init.headers },
    body: init.raw ?? JSON.stringify(body),
  });
}

export function postmarkEnv(host: string, extra: Env = {}): Env {
  return {
    POSTMARK_SERVER_TOKEN: "test-server-token",
    POSTMARK_API_HOST: host,
    POSTMARK_USE_HTTPS: "false",
    POSTMARK_TIMEOUT_SECONDS: "1",
    CONTACT_FROM_EMAIL: "website@lintasbatam.example",
    CONTACT_TO_EMAIL: "sales@lintasbatam.example",
    ...extra,
  };
}

export function boundHandler(env: Env) {
  const logs: string[] = [];
  const errors: string[] = [];
  const handle = (req: Request) =>
    handleContactRequest(req, { env, log: (l) => logs.push(l), logError: (l) => errors.push(l) });
  return { handle, logs, errors };
}
