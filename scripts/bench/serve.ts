// Serves a production build the way the browser tests do (e2e/support/servers.ts): netlify-cli
// with netlify.toml and _redirects applied, so unknown paths get the 404 page with status 404.
// netlify dev sends everything uncompressed while Netlify's CDN compresses text, and Lighthouse's
// simulated timings follow transfer sizes, so a small gzip proxy sits in front of it.
import { spawn } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createGzip } from "node:zlib";

const compressible = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

/** Whether a response with this content type and encoding gets gzipped on the way through. */
export function shouldCompress(
  contentType: string | undefined,
  contentEncoding: string | undefined,
  acceptEncoding: string | undefined,
): boolean {
  return !contentEncoding && compressible.test(contentType ?? "") && /\bgzip\b/.test(acceptEncoding ?? "");
}

/** A proxy on a free port that forwards to target and gzips text responses. */
function gzipProxy(target: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      `${target}${req.url}`,
      { method: req.method, headers: { ...req.headers, host: new URL(target).host, "accept-encoding": "identity" } },
      (up) => {
        const headers = { ...up.headers };
        if (
          shouldCompress(
            headers["content-type"],
            headers["content-encoding"],
            req.headers["accept-encoding"] as string | undefined,
          )
        ) {
          delete headers["content-length"];
          res.writeHead(up.statusCode ?? 502, { ...headers, "content-encoding": "gzip", vary: "Accept-Encoding" });
          up.pipe(createGzip()).pipe(res);
        } else {
          res.writeHead(up.statusCode ?? 502, headers);
          up.pipe(res);
        }
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://localhost:${port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

export interface Server {
  origin: string;
  stop: () => Promise<void>;
}

export async function serve(options: { cwd: string; dir: string; port: number; binDir: string }): Promise<Server> {
  const { cwd, dir, port, binDir } = options;
  const args = ["dev", "--offline", "--dir", dir, "--port", String(port), "--staticServerPort", String(port + 1000)];
  let log = "";
  const child = spawn("netlify", args, {
    cwd,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PATH: `${binDir}${path.delimiter}${process.env.PATH}`,
      NETLIFY_TELEMETRY_DISABLED: "1",
      BROWSER: "none",
    },
  });
  child.stdout.on("data", (chunk) => (log += chunk));
  child.stderr.on("data", (chunk) => (log += chunk));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(-child.pid!, "SIGTERM");
    const killer = setTimeout(() => child.exitCode === null && process.kill(-child.pid!, "SIGKILL"), 5000);
    await exited;
    clearTimeout(killer);
  };

  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`netlify dev exited (${child.exitCode}):\n${log}`);
    try {
      if ((await fetch(`${origin}/`)).ok) {
        const proxy = await gzipProxy(origin);
        return { origin: proxy.origin, stop: () => proxy.close().then(stop) };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`netlify dev did not answer on ${origin} within 120 s:\n${log}`);
}
