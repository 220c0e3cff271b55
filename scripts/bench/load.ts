// Throughput of one URL under concurrent load: wrk when installed (apt-get install wrk),
// otherwise a Bun fetch loop. Both ask for compression as a browser does, so a page and its
// twin (scripts/bench/twin.ts) send the same compressed bytes.
import { $ } from "bun";
import { BROWSER_ENCODING } from "./twin.ts";

type Load = { url: string; requestsPerSec: number; requests: number; p99Ms: number | null; errors: number; tool: string };
export type LoadResult = Load & {
  /** CPU time the serving process spent per request (all its threads), in microseconds. */
  cpuUsPerRequest: number | null;
};

const hasWrk = Bun.which("wrk") !== null;

/**
 * `cpuMs` reads the serving process's CPU time: on a machine shared with other work, how much
 * CPU each request cost is steadier than how many requests a few seconds happened to allow.
 */
export async function measureLoad(
  url: string,
  { seconds = 8, connections = 64, cpuMs }: { seconds?: number; connections?: number; cpuMs?: () => number } = {},
): Promise<LoadResult> {
  const before = cpuMs?.();
  const load = await (hasWrk ? wrk(url, seconds, connections) : bunLoad(url, seconds, connections));
  const spent = before === undefined ? null : cpuMs!() - before;
  return { ...load, cpuUsPerRequest: spent === null || !load.requests ? null : Math.round((spent * 1000 * 100) / load.requests) / 100 };
}

async function wrk(url: string, seconds: number, connections: number): Promise<Load> {
  const out = await $`wrk -t2 -c${connections} -d${seconds}s --latency -H ${`Accept-Encoding: ${BROWSER_ENCODING}`} ${url}`.text();
  const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0);
  const requests = Number(out.match(/(\d+) requests in/)?.[1] ?? 0);
  const p99 = out.match(/\s99%\s+([\d.]+)(us|ms|s)/);
  const unit = { us: 0.001, ms: 1, s: 1000 } as const;
  const errors = Number(out.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0) + Number(out.match(/Socket errors:.*timeout (\d+)/)?.[1] ?? 0);
  return {
    url,
    requestsPerSec: Math.round(rps),
    requests,
    p99Ms: p99 ? Number(p99[1]) * unit[p99[2] as keyof typeof unit] : null,
    errors,
    tool: "wrk",
  };
}

async function bunLoad(url: string, seconds: number, connections: number): Promise<Load> {
  const end = performance.now() + seconds * 1000;
  let done = 0;
  let errors = 0;
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        try {
          const response = await fetch(url, { headers: { "accept-encoding": BROWSER_ENCODING }, decompress: false });
          await response.arrayBuffer();
          if (!response.ok) errors++;
          done++;
          latencies.push(performance.now() - start);
        } catch {
          errors++;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    url,
    requestsPerSec: Math.round(done / seconds),
    requests: done,
    p99Ms: latencies[Math.floor(latencies.length * 0.99)] ?? null,
    errors,
    tool: "bun fetch",
  };
}
