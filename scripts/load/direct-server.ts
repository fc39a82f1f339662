import { createServer, type Server } from "http";
import type { Store } from "@netlify/blobs";
import { handleFormRequest } from "../../src/forms/function/handler";
import type { Env } from "../../src/forms/function/mail-sender";

// The function's handler in a plain Node server on 127.0.0.1 (bench:function --direct): the
// same code as on Netlify without netlify dev's local runtime, to tell the function's own
// cost from the emulator's.

export function startDirectServer(env: Env, store: Store): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const request = new Request(`http://${req.headers.host}${req.url}`, {
      method: req.method,
      headers,
      body: req.method === "POST" ? Buffer.concat(chunks) : undefined,
    });
    const answer = await handleFormRequest(request, {
      env,
      store: () => store,
      log: () => undefined,
      logError: () => undefined,
    });
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  server.keepAliveTimeout = 30_000;
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      resolve({
        url: `http://127.0.0.1:${port}/api/send-contact-email`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
