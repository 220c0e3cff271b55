// Uncached render time: the app in this process, the render cache switched off, each page
// rendered and read to its last byte, many times.
import { createApp } from "../../src/app.ts";
import type { Config } from "../../src/config.ts";
import { consoleLogger } from "../../src/logger.ts";
import type { ClientBuild } from "../../src/ssr/client-build.ts";
import type { RenderCache } from "../../src/cache/render-cache.ts";
import type { Stores } from "../../src/stores.ts";

const noCache: RenderCache = { get: () => undefined, generation: () => 0, set() {}, drop() {}, clear() {}, size: 0 };

export type RenderTiming = { path: string; p50Ms: number; p99Ms: number; runs: number };

export async function measureRender(stores: Stores, config: Config, build: ClientBuild, paths: string[], runs = 400): Promise<RenderTiming[]> {
  const app = await createApp({ config, sql: stores.sql, objects: stores.objects, build, log: consoleLogger, jwtSecret: "x".repeat(40), cache: noCache });
  const results: RenderTiming[] = [];
  for (const path of paths) {
    const render = async () => {
      const response = await app.handle(new Request(`http://localhost${path}`));
      await response.arrayBuffer();
    };
    for (let i = 0; i < 50; i++) await render();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      await render();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    results.push({ path, p50Ms: round(times[Math.floor(runs / 2)]!), p99Ms: round(times[Math.floor(runs * 0.99)]!), runs });
  }
  return results;
}

const round = (ms: number) => Math.round(ms * 100) / 100;
