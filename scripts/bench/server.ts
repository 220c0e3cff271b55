// Starts the real server process (src/main.ts, production mode) for the benchmark, and reads
// its memory from /proc: resident now (sampled under load) and the high-water mark since start.
// Memory and CPU are those of the server with its children (in embedded mode, the database's
// process): what the site costs the machine, wherever in its processes the cost lands.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const MAIN = join(import.meta.dir, "../../src/main.ts");

export type BenchServer = {
  url: string;
  pid: number;
  /** Resident memory of the server with its children; ownRssMb, of the server's process alone. */
  rssMb(): number;
  ownRssMb(): number;
  peakRssMb(): number;
  cpuMs(): number;
  stop(): Promise<void>;
};

/** User + system time of every thread of the process (fields 14 and 15 of /proc/<pid>/stat, in 1/100 s). */
export const processCpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** The process and its descendants (each thread's /proc children list: its child processes). */
function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      children = children.concat(readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean).map(Number));
    }
  } catch {
    // The process ended meanwhile.
  }
  return [pid, ...children.flatMap(processTree)];
}

const statusKb = (pid: number, field: "VmRSS" | "VmHWM") => {
  try {
    return Number(readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1] ?? 0);
  } catch {
    return 0;
  }
};

/** Summed over the tree; the high-water marks of processes that peaked at different times sum to an upper bound. */
const treeMb = (pid: number, field: "VmRSS" | "VmHWM") => Math.round(processTree(pid).reduce((sum, p) => sum + statusKb(p, field), 0) / 1024);

const treeCpuMs = (pid: number) =>
  processTree(pid).reduce((sum, p) => {
    try {
      return sum + processCpuMs(p);
    } catch {
      return sum;
    }
  }, 0);

export async function startServer(env: Record<string, string>): Promise<BenchServer> {
  // Its output goes to a file, as a deployment's log does, not through a pipe this process drains:
  // on two cores, reading 80,000 request lines a second took CPU from the server and from wrk.
  const logDir = mkdtempSync(join(tmpdir(), "bench-log-"));
  const logPath = join(logDir, "server.log");
  const proc = Bun.spawn(["bun", MAIN], {
    env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", ...env },
    stdout: Bun.file(logPath),
    stderr: "inherit",
  });
  let output = "";
  const deadline = Date.now() + 120_000;
  while (!/running at (http:\/\/\S+)/.test(output)) {
    if (proc.exitCode !== null) throw new Error(`server exited before listening:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not say it listens (LOG_LEVEL above info?):\n${output}`);
    await Bun.sleep(50);
    output = existsSync(logPath) ? readFileSync(logPath, "utf8") : "";
  }
  const url = output.match(/running at (http:\/\/\S+)/)![1]!.replace("localhost", "127.0.0.1");
  return {
    url,
    pid: proc.pid,
    rssMb: () => treeMb(proc.pid, "VmRSS"),
    ownRssMb: () => Math.round(statusKb(proc.pid, "VmRSS") / 1024),
    peakRssMb: () => treeMb(proc.pid, "VmHWM"),
    cpuMs: () => treeCpuMs(proc.pid),
    async stop() {
      proc.kill("SIGTERM");
      await proc.exited;
      rmSync(logDir, { recursive: true, force: true });
    },
  };
}
