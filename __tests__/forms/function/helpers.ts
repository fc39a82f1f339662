import { mkdtempSync, rmSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import { createServer } from "http";
import type { AddressInfo } from "net";
import type { Store } from "@netlify/blobs";
import { startBlobsProcess } from "../../../e2e/support/blobs-process";
import { handleFormRequest, type HandlerOptions } from "../../../src/forms/function/handler";
import type { Env } from "../../../src/forms/function/mail-sender";
import { leadStore } from "../../../src/forms/function/lead-store";

// Shared set-up for the function tests: a request builder, a real local Blobs server for the
// lead store (the package's own BlobsServer on 127.0.0.1, files in a temporary folder), and a
// handler bound to settings and that store.

export interface TestBlobs {
  url: string;
  port: number;
  store: Store;
  directory: string;
  stop(): Promise<void>;
}

/** A Blobs server on a random port; `port` and `directory` to start one again where another stopped. */
export async function startBlobs(options: { directory?: string; port?: number } = {}): Promise<TestBlobs> {
  const directory = options.directory ?? mkdtempSync(path.join(tmpdir(), "blobs-"));
  const token = "test-blobs-token";
  const server = await startBlobsProcess(directory, token, options.port);
  return {
    url: server.url,
    port: server.port,
    store: leadStore({ url: server.url, siteID: "test-site", token }),
    directory,
    stop: server.stop,
  };
}

// One store per test file, started on first use and removed after the file's tests.
let shared: Promise<TestBlobs> | undefined;
export const testBlobs = () => (shared ??= startBlobs());
afterAll(async () => {
  if (!shared) return;
  const blobs = await shared;
  shared = undefined;
  await blobs.stop();
  rmSync(blobs.directory, { recursive: true, force: true });
});

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

/** A form as a browser without scripts posts it from a page of the site: url-encoded, navigating. */
export function postForm(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  url = functionUrl,
): Request {
  return new Request(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: new URL(functionUrl).origin,
      "Sec-Fetch-Site": "same-origin",
      "Sec-Fetch-Mode": "navigate",
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Where a 303 sends the browser: its Location resolved against the address that was posted to, as a browser does. */
export function redirectedTo(res: Response, posted = functionUrl): URL {
  return new URL(res.headers.get("location")!, posted);
}

/**
 * The one mailbox a header such as Reply-To names, read as RFC 5322 reads a display name in quotes
 * (`"Santoso, \"Budi\"" <address>`); what is not one mailbox so written is returned as it came.
 */
export function mailbox(header: unknown) {
  const read = /^"((?:[^"\\]|\\.)*)" <([^<>"\s]+)>$/.exec(String(header));
  return read ? { name: read[1].replace(/\\(.)/g, "$1"), address: read[2] } : { unread: header };
}

/**
 * What a deployed function's environment has of Netlify's own variables (production, a deploy
 * preview and a branch deploy alike): URL, SITE_NAME and SITE_ID, and no CONTEXT, a build's alone.
 */
export const deployedFunctionEnv: Env = {
  URL: "https://www.lintasbatam.example",
  SITE_NAME: "lintasbatam",
  SITE_ID: "1d01c0c0-4554-4747-93b8-34ce3448ab95",
};

/** netlify dev's, for a site linked to Netlify: the site's variables, and its own mark. */
export const netlifyDevEnv: Env = { ...deployedFunctionEnv, NETLIFY_DEV: "true" };

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

export function boundHandler(env: Env, options: Pick<HandlerOptions, "store" | "clock" | "waitUntil"> = {}) {
  const logs: string[] = [];
  const errors: string[] = [];
  const store = options.store ?? (async () => (await testBlobs()).store);
  const handle = (req: Request) =>
    handleFormRequest(req, {
      env,
      log: (l) => logs.push(l),
      logError: (l) => errors.push(l),
      store,
      clock: options.clock,
      waitUntil: options.waitUntil,
    });
  return { handle, logs, errors };
}

/** A Blobs server in an outage: every write answered `writeStatus`, every read `readStatus` (404: nothing there). */
export async function storeAnswering(writeStatus: number, readStatus: number) {
  let writes = 0;
  const server = createServer((req, res) => {
    if (req.method === "PUT") writes++;
    res.writeHead(req.method === "PUT" ? writeStatus : readStatus).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    store: leadStore({ siteID: "site", token: "token", url }),
    get writes() {
      return writes;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
