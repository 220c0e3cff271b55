// Starts the real server process (src/main.ts, production mode) for the benchmark, and reads
// its peak memory from /proc.
import { readFileSync } from "node:fs";
import { join } from "node:path";

const MAIN = join(import.meta.dir, "../../src/main.ts");

export type BenchServer = { url: string; pid: number; peakRssMb(): number; stop(): Promise<void> };

export async function startServer(env: Record<string, string>): Promise<BenchServer> {
  const proc = Bun.spawn(["bun", MAIN], {
    env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", ...env },
    stdout: "pipe",
    stderr: "inherit",
  });
  const reader = proc.stdout.getReader();
  let output = "";
  while (!/running at (http:\/\/\S+)/.test(output)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`server exited before listening:\n${output}`);
    output += new TextDecoder().decode(value);
  }
  // Keep draining stdout so the server never blocks on a full pipe.
  void (async () => {
    while (!(await reader.read()).done);
  })();
  const url = output.match(/running at (http:\/\/\S+)/)![1]!.replace("localhost", "127.0.0.1");
  return {
    url,
    pid: proc.pid,
    peakRssMb() {
      const status = readFileSync(`/proc/${proc.pid}/status`, "utf8");
      const kb = Number(status.match(/VmHWM:\s+(\d+) kB/)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    async stop() {
      proc.kill("SIGTERM");
      await proc.exited;
    },
  };
}
