import { spawn, type ChildProcess } from "child_process";
import path from "path";

// Starts e2e/support/blobs-server.mjs as a child process and stops exactly that process.

export interface BlobsProcess {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const script = path.join(__dirname, "blobs-server.mjs");

export function startBlobsProcess(directory: string, token: string, port?: number): Promise<BlobsProcess> {
  const child: ChildProcess = spawn(process.execPath, [script, directory, token, ...(port ? [String(port)] : [])], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    child.stderr?.on("data", (c: Buffer) => (err += c.toString()));
    child.once("exit", (code) => reject(new Error(`Blobs server exited with code ${code}: ${err}`)));
    child.stdout?.on("data", (c: Buffer) => {
      out += c.toString();
      const line = out.split("\n")[0];
      if (!out.includes("\n")) return;
      const actual = Number(JSON.parse(line).port);
      child.removeAllListeners("exit");
      resolve({
        url: `http://127.0.0.1:${actual}`,
        port: actual,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once("exit", () => done());
            child.kill("SIGTERM");
          }),
      });
    });
  });
}
