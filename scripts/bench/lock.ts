// Holds the team's shared build lock (/tmp/site-build.lock, see the team notes) from Node:
// a `flock` child keeps it until we close its stdin, or until this process dies.
import { spawn } from "node:child_process";

const buildLock = "/tmp/site-build.lock";

export function acquireLock(file = buildLock): Promise<() => void> {
  const holder = spawn("flock", [file, "sh", "-c", "echo locked; cat >/dev/null"], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const waiting = setTimeout(() => console.log(`Waiting for ${file} (someone is building or testing)...`), 1000);
  return new Promise((resolve, reject) => {
    holder.on("error", reject);
    holder.on("exit", (code) => reject(new Error(`flock ${file} exited (${code}) before taking the lock`)));
    holder.stdout.once("data", () => {
      clearTimeout(waiting);
      holder.removeAllListeners("exit");
      resolve(() => holder.stdin.end());
    });
  });
}
