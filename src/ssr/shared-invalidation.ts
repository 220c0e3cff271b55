// With several app instances on one Postgres, an admin write on one instance must clear the
// render cache of all of them. Postgres LISTEN/NOTIFY carries the message: no extra service.
// Embedded mode is a single process and skips this (PGlite serves one session).
import type { Sql } from "../db/connect.ts";
import type { Logger } from "../logger.ts";
import type { RenderCache } from "./render-cache.ts";

export const INVALIDATION_CHANNEL = "studio_render_cache";

/** A cache whose clear() also clears every other instance's cache; returns it and a stop(). */
export async function shareInvalidation(cache: RenderCache, sql: Sql, log: Logger): Promise<{ cache: RenderCache; stop(): Promise<void> }> {
  const instance = crypto.randomUUID();
  const listener = await sql.listen(INVALIDATION_CHANNEL, (from) => {
    if (from !== instance) cache.clear();
  });
  const shared: RenderCache = {
    get: (key) => cache.get(key),
    generation: () => cache.generation(),
    set: (key, page, generation) => cache.set(key, page, generation),
    clear() {
      cache.clear();
      sql.notify(INVALIDATION_CHANNEL, instance).catch((error) => log.warn(`render cache invalidation not sent: ${(error as Error).message}`));
    },
    get size() {
      return cache.size;
    },
  };
  return { cache: shared, stop: () => listener.unlisten() };
}
