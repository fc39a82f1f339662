// Runs a command and records its wall time and the peak memory of its whole process tree
// (Gatsby forks workers, so the parent's own RSS would undercount). /usr/bin/time is not
// everywhere, so the tree's RSS is polled from /proc (Linux only; elsewhere memory is null).
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";

export interface ProcessRow {
  pid: number;
  ppid: number;
  pgid: number;
  rssBytes: number;
}

/** Total RSS of rootPid, its descendants and anything left in its process group. Pure. */
export function treeRss(table: readonly ProcessRow[], rootPid: number): number {
  const inTree = new Set([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of table) {
      if (!inTree.has(row.pid) && (inTree.has(row.ppid) || row.pgid === rootPid)) {
        inTree.add(row.pid);
        grew = true;
      }
    }
  }
  return table.filter((row) => inTree.has(row.pid)).reduce((sum, row) => sum + row.rssBytes, 0);
}

/** Parses /proc/<pid>/stat; the command name may hold spaces and parentheses. */
export function parseProcStat(stat: string, pageSize = 4096): ProcessRow {
  const afterName = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // Fields after the name start at field 3 (state): ppid is field 4, pgrp 5, rss 24.
  return {
    pid: Number(stat.slice(0, stat.indexOf(" "))),
    ppid: Number(afterName[1]),
    pgid: Number(afterName[2]),
    rssBytes: Number(afterName[21]) * pageSize,
  };
}

function processTable(): ProcessRow[] {
  const rows: ProcessRow[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      rows.push(parseProcStat(readFileSync(`/proc/${name}/stat`, "utf8")));
    } catch {
      // the process ended between listing and reading
    }
  }
  return rows;
}

export interface Timed {
  wallMs: number;
  /** Peak RSS of the process tree, sampled every 200 ms; null where /proc is missing. */
  peakRssBytes: number | null;
  exitCode: number | null;
}

export function timeCommand(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<Timed> {
  const canPoll = existsSync("/proc/self/stat");
  const started = performance.now();
  // detached: its own process group, so every worker it forks can be found (and stopped).
  const child = spawn(command, args, { ...options, stdio: "inherit", detached: true });
  let peak = 0;
  const sample = () => {
    if (canPoll && child.pid) peak = Math.max(peak, treeRss(processTable(), child.pid));
  };
  const timer = setInterval(sample, 200);
  const stopTree = () => child.pid && process.kill(-child.pid, "SIGTERM");
  process.once("SIGINT", stopTree);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => {
      clearInterval(timer);
      process.off("SIGINT", stopTree);
      resolve({ wallMs: performance.now() - started, peakRssBytes: canPoll ? peak : null, exitCode: code });
    });
  });
}
