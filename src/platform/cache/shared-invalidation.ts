// With several app instances on one Postgres, an admin write on one instance must drop the
// cached responses of all of them. Postgres LISTEN/NOTIFY carries the message (the dropped tags,
// or "*" for a full clear): no extra service. Embedded mode is a single process and skips this
// (PGlite serves one session).
import type { Sql } from "../db/connect.ts";
import type { Logger } from "../logger.ts";
import type { RenderCache } from "./render-cache.ts";
import { isCacheTag } from "./tags.ts";

export const INVALIDATION_CHANNEL = "studio_render_cache";

const ALL = "*";

/** A cache whose drop() and clear() reach every other instance's cache too; returns it and a stop(). */
export async function shareInvalidation(cache: RenderCache, sql: Sql, log: Logger): Promise<{ cache: RenderCache; stop(): Promise<void> }> {
  const instance = crypto.randomUUID();
  const listener = await sql.listen(INVALIDATION_CHANNEL, (payload) => {
    const [from, what = ALL] = payload.split(" ");
    if (from === instance) return;
    if (what === ALL) return cache.clear();
    cache.drop(what.split(",").filter(isCacheTag));
  });
  const tell = (what: string) =>
    sql
      .notify(INVALIDATION_CHANNEL, `${instance} ${what}`)
      .catch((error) => log.warn(`render cache invalidation not sent: ${(error as Error).message}`));
  const shared: RenderCache = {
    get: (key) => cache.get(key),
    generation: () => cache.generation(),
    set: (key, page, generation, tags, pool) => cache.set(key, page, generation, tags, pool),
    drop(tags) {
      cache.drop(tags);
      void tell(tags.join(","));
    },
    clear() {
      cache.clear();
      void tell(ALL);
    },
    get size() {
      return cache.size;
    },
  };
  return { cache: shared, stop: () => listener.unlisten() };
}
