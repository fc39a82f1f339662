import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "http";

// A keep-alive relay on 127.0.0.1 in front of a server that closes every connection after
// its answer, as netlify dev does (Connection: close). autocannon writes its next request
// onto such a closing socket, loses it, and times the next answer from the lost write; with
// the relay its connections stay open, and each request goes to the target on its own
// connection. The relay adds well under a millisecond.

export interface Relay {
  url: string;
  close(): Promise<void>;
}

export function startRelay(target: string): Promise<Relay> {
  const to = new URL(target);
  const server: Server = createServer({ keepAlive: true }, (req: IncomingMessage, res: ServerResponse) => {
    const upstream = request(
      {
        host: to.hostname,
        port: to.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: to.host, connection: "close" },
        agent: false,
      },
      (answer) => {
        const { connection: _c, "transfer-encoding": _t, ...headers } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", (err) => {
      res.writeHead(502, { "content-type": "text/plain" });
      res.end(`relay: ${err.message}`);
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      resolve({
        url: `http://127.0.0.1:${port}${to.pathname}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
      server.keepAliveTimeout = 30_000;
    });
  });
}
