import { spawn, type ChildProcess } from "child_process";
import { mkdtempSync, rmSync, writeFileSync } from "fs";
import { createServer } from "net";
import { tmpdir } from "os";
import path from "path";

// Starts `netlify dev --offline` on 127.0.0.1 serving only the form function (the static
// side is an empty temporary folder, so no site build is needed and public/ is not touched),
// with Postmark pointed at a local fake. Stops exactly the process group it started.

export interface NetlifyDev {
  url: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

async function waitForFunction(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`netlify dev exited with code ${child.exitCode}`);
    const status = await fetch(url).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 405) return; // the function answers GET with 405: it is loaded
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`netlify dev did not serve ${url} within ${timeoutMs / 1000} s`);
}

/** The function's settings: Postmark at the local fake, plain HTTP, test addresses. */
export const functionEnv = (postmarkHost: string, outboxDir: string) => ({
  CONTACT_OUTBOX_DIR: outboxDir,
  POSTMARK_SERVER_TOKEN: "bench-server-token",
  POSTMARK_API_HOST: postmarkHost,
  POSTMARK_USE_HTTPS: "false",
  POSTMARK_TIMEOUT_SECONDS: "5",
  CONTACT_FROM_EMAIL: "website@lintasbatam.example",
  CONTACT_TO_EMAIL: "sales@lintasbatam.example",
  // A queued message may be sent again at once (the redelivery part of the bench).
  LEADS_RETRY_MINUTES: "0",
});

export async function startNetlifyDev(postmarkHost: string, log: (line: string) => void): Promise<NetlifyDev> {
  const [port, staticPort] = [await freePort(), await freePort()];
  const dir = mkdtempSync(path.join(tmpdir(), "bench-site-"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>bench</title>");
  const child = spawn(
    "npx",
    ["netlify", "dev", "--offline", "--dir", dir, "--port", String(port), "--staticServerPort", String(staticPort)],
    {
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, NETLIFY_TELEMETRY_DISABLED: "1", ...functionEnv(postmarkHost, path.join(dir, "outbox")) },
    },
  );
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr])
    stream?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}/api/send-contact-email`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((r) => child.once("exit", r));
      process.kill(-child.pid, "SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) process.kill(-child.pid, "SIGKILL");
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    log(`starting netlify dev on 127.0.0.1:${port} ...`);
    await waitForFunction(url, child, 120_000);
  } catch (err) {
    await stop();
    throw new Error(`${(err as Error).message}\n${output.join("").slice(-2000)}`);
  }
  return { url, stop };
}
