import { createServer, type IncomingMessage, type Server, type ServerResponse } from "http";
import type { Socket } from "net";
import { randomUUID } from "crypto";

// A stand-in for Postmark's API on 127.0.0.1: answers POST /email like the real service and
// records every request, so jest and the browser tests can drive the real postmark client.
// Failure modes are switched over HTTP (POST /__control), optionally only for messages whose
// Reply-To contains a given text, so tests running in parallel do not disturb each other.

const failureModes = [
  "ok", // 200 with a MessageID
  "422-300", // invalid email request
  "422-300-reply-to", // the same for the Reply-To address, as Postmark names it; a mail without one is taken
  "422-406", // inactive recipient
  "401", // bad server token
  "429", // rate limited
  "500",
  "503",
  "hang", // never answers
  "malformed", // 200 with a body that is not JSON
  "close", // drops the connection
] as const;
export type FailureMode = (typeof failureModes)[number];

interface ReceivedRequest {
  token: string | undefined;
  body: Record<string, unknown>;
  mode: FailureMode;
}

interface Rule {
  mode: FailureMode;
  /** Applies to messages whose ReplyTo contains this; every message when empty. */
  match: string;
}

export interface FakePostmark {
  url: string;
  host: string;
  port: number;
  received: ReceivedRequest[];
  setMode(mode: FailureMode, match?: string): void;
  reset(): void;
  close(): Promise<void>;
}

const answers: Record<Exclude<FailureMode, "ok" | "hang" | "malformed" | "close">, [number, object]> = {
  "422-300": [422, { ErrorCode: 300, Message: "Invalid email request" }],
  "422-300-reply-to": [
    422,
    { ErrorCode: 300, Message: "Error parsing 'ReplyTo': Illegal email address. It must contain the '@' symbol." },
  ],
  // Postmark's own wording names the address (Found inactive addresses: ...): put in per mail below.
  "422-406": [
    422,
    {
      ErrorCode: 406,
      Message:
        "You tried to send to recipient(s) that have been marked as inactive. Found inactive addresses: {To}. Inactive recipients are ones that have generated a hard bounce, a spam complaint, or a manual suppression.",
    },
  ],
  "401": [
    401,
    {
      ErrorCode: 10,
      Message: "The Server Token you provided in the X-Postmark-Server-Token request header was invalid.",
    },
  ],
  "429": [429, { ErrorCode: 429, Message: "Rate limit exceeded" }],
  "500": [500, { ErrorCode: 500, Message: "Internal server error" }],
  "503": [503, { ErrorCode: 503, Message: "Service unavailable" }],
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(typeof body === "string" ? body : JSON.stringify(body));
}

export function startFakePostmark(port = 0, host = "127.0.0.1"): Promise<FakePostmark> {
  let rules: Rule[] = [];
  const received: ReceivedRequest[] = [];
  const sockets = new Set<Socket>();

  const modeFor = (replyTo: unknown): FailureMode => {
    const text = typeof replyTo === "string" ? replyTo : "";
    // The most recent matching rule wins.
    const rule = [...rules].reverse().find((r) => r.match === "" || text.includes(r.match));
    return rule?.mode ?? "ok";
  };

  const handleEmail = async (req: IncomingMessage, res: ServerResponse) => {
    const raw = await readBody(req);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw);
    } catch {
      return send(res, 422, { ErrorCode: 402, Message: "Received invalid JSON input." });
    }
    const token = req.headers["x-postmark-server-token"] as string | undefined;
    const chosen = token ? modeFor(body.ReplyTo) : "401";
    const mode = chosen === "422-300-reply-to" && body.ReplyTo === undefined ? "ok" : chosen;
    received.push({ token, body, mode });
    if (mode === "ok") {
      return send(res, 200, {
        To: body.To,
        SubmittedAt: new Date().toISOString(),
        MessageID: randomUUID(),
        ErrorCode: 0,
        Message: "OK",
      });
    }
    if (mode === "hang") return; // the socket stays open until the client gives up
    if (mode === "malformed") return send(res, 200, "<html>not json");
    if (mode === "close") return req.socket.destroy();
    const [status, answer] = answers[mode];
    send(res, status, JSON.parse(JSON.stringify(answer).replace("{To}", String(body.To))));
  };

  const handleControl = async (req: IncomingMessage, res: ServerResponse) => {
    const body = JSON.parse((await readBody(req)) || "{}");
    if (body.reset) {
      rules = [];
      received.length = 0;
    }
    if (body.mode !== undefined) {
      if (!failureModes.includes(body.mode)) return send(res, 400, { error: `unknown mode ${body.mode}` });
      rules.push({ mode: body.mode, match: typeof body.match === "string" ? body.match : "" });
    }
    send(res, 200, { rules });
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const route = `${req.method} ${url.pathname}`;
    const fail = (err: unknown) => send(res, 500, { error: String(err) });
    if (route === "POST /email") return void handleEmail(req, res).catch(fail);
    if (route === "POST /__control") return void handleControl(req, res).catch(fail);
    if (route === "GET /__messages") {
      const match = url.searchParams.get("replyTo") ?? "";
      const to = url.searchParams.get("to");
      return send(
        res,
        200,
        received.filter(
          (r) => String(r.body.ReplyTo ?? "").includes(match) && (to === null || String(r.body.To ?? "") === to),
        ),
      );
    }
    if (route === "GET /__health") return send(res, 200, { ok: true });
    send(res, 404, { ErrorCode: 404, Message: "Not found" });
  });
  // Node closes an idle kept-alive connection after 5 s, the time a test takes between setting a
  // failure and reading what arrived: a request sent on that connection as it closes fails with
  // ECONNRESET. Idle connections stay open longer than any test.
  server.keepAliveTimeout = 120_000;
  server.headersTimeout = 121_000;
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === "object" && address ? address.port : port;
      resolve({
        url: `http://${host}:${actualPort}`,
        host: `${host}:${actualPort}`,
        port: actualPort,
        received,
        setMode(mode, match = "") {
          rules.push({ mode, match });
        },
        reset() {
          rules = [];
          received.length = 0;
        },
        close() {
          for (const socket of sockets) socket.destroy();
          return new Promise((done) => server.close(() => done()));
        },
      });
    });
  });
}
