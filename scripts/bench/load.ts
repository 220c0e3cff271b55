// Throughput of one URL under concurrent load: wrk when installed (apt-get install wrk),
// otherwise a Bun fetch loop. Both send no Accept-Encoding, so pages and static files are
// compared byte for byte.
import { $ } from "bun";

export type LoadResult = { url: string; requestsPerSec: number; p99Ms: number | null; errors: number; tool: string };

const hasWrk = Bun.which("wrk") !== null;

export async function measureLoad(url: string, { seconds = 8, connections = 64 } = {}): Promise<LoadResult> {
  return hasWrk ? wrk(url, seconds, connections) : bunLoad(url, seconds, connections);
}

async function wrk(url: string, seconds: number, connections: number): Promise<LoadResult> {
  const out = await $`wrk -t2 -c${connections} -d${seconds}s --latency ${url}`.text();
  const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0);
  const p99 = out.match(/\s99%\s+([\d.]+)(us|ms|s)/);
  const unit = { us: 0.001, ms: 1, s: 1000 } as const;
  const errors = Number(out.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0) + Number(out.match(/Socket errors:.*timeout (\d+)/)?.[1] ?? 0);
  return { url, requestsPerSec: Math.round(rps), p99Ms: p99 ? Number(p99[1]) * unit[p99[2] as keyof typeof unit] : null, errors, tool: "wrk" };
}

async function bunLoad(url: string, seconds: number, connections: number): Promise<LoadResult> {
  const end = performance.now() + seconds * 1000;
  let done = 0;
  let errors = 0;
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        try {
          const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
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
  return { url, requestsPerSec: Math.round(done / seconds), p99Ms: latencies[Math.floor(latencies.length * 0.99)] ?? null, errors, tool: "bun fetch" };
}
