// Uncached render time: the app in this process, the render cache switched off, each page
// rendered and read to its last byte, many times.
import { createApp } from "../../src/app.ts";
import type { Config } from "../../src/platform/config.ts";
import { consoleLogger } from "../../src/platform/logger.ts";
import type { ClientBuild } from "../../src/platform/ssr/client-build.ts";
import type { RenderCache } from "../../src/platform/cache/render-cache.ts";
import type { Stores } from "../../src/platform/stores.ts";

const noCache: RenderCache = { get: () => undefined, generation: () => 0, set() {}, drop() {}, clear() {}, size: 0 };

export type RenderTiming = { path: string; p50Ms: number; p99Ms: number; runs: number };

/**
 * Every page is warmed first (the JIT compiles the code they share), then measured in rounds
 * that take turns between pages, so a page's figure does not depend on its place in the list
 * or on a slow patch of the machine falling on it alone.
 */
export async function measureRender(stores: Stores, config: Config, build: ClientBuild, paths: string[], runs = 400): Promise<RenderTiming[]> {
  const app = await createApp({
    config,
    sql: stores.sql,
    objects: stores.objects,
    build,
    log: consoleLogger,
    jwtSecret: "x".repeat(40),
    cache: noCache,
  });
  const render = async (path: string) => {
    const response = await app.handle(new Request(`http://localhost${path}`));
    await response.arrayBuffer();
  };
  for (let i = 0; i < WARM_UP; i++) for (const path of paths) await render(path);
  const times = new Map<string, number[]>(paths.map((path) => [path, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const path of rotate(paths, round)) {
      for (let i = 0; i < Math.ceil(runs / ROUNDS); i++) {
        const start = performance.now();
        await render(path);
        times.get(path)!.push(performance.now() - start);
      }
    }
  }
  return paths.map((path) => {
    const sorted = times.get(path)!.sort((a, b) => a - b);
    return {
      path,
      p50Ms: round(sorted[Math.floor(sorted.length / 2)]!),
      p99Ms: round(sorted[Math.floor(sorted.length * 0.99)]!),
      runs: sorted.length,
    };
  });
}

const WARM_UP = 100;
const ROUNDS = 10;

const rotate = <T>(items: T[], by: number) => items.map((_, i) => items[(i + by) % items.length]!);

const round = (ms: number) => Math.round(ms * 100) / 100;
