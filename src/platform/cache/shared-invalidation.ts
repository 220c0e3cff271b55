// With several app instances on one Postgres, an admin write on one instance must drop the
// cached responses of all of them. Postgres LISTEN/NOTIFY carries the message (the dropped tags,
// or "*" for a full clear): no extra service. Embedded mode is a single process and skips this
// (PGlite serves one session). A message is lost if it is sent while an instance is not
// listening, so while its listener is lost (invalidation-listener.ts) an instance neither serves
// nor keeps cached responses, and drops them all when it hears again.
import type { Sql } from "../db/connect.ts";
import type { Logger } from "../logger.ts";
import { listenWatched } from "./invalidation-listener.ts";
import type { RenderCache } from "./render-cache.ts";

export const INVALIDATION_CHANNEL = "studio_render_cache";

const ALL = "*";

/**
 * Tells every instance listening on this database to drop its whole render cache: for a write
 * made outside the app's routes (a migration, a restore from the command line). Sent by no
 * instance, so every one of them acts on it.
 */
export async function clearEveryInstance(sql: Sql): Promise<void> {
  await sql.notify(INVALIDATION_CHANNEL, `- ${ALL}`);
}

/** A cache whose drop() and clear() reach every other instance's cache too; returns it and a stop(). */
export async function shareInvalidation(
  cache: RenderCache,
  sql: Sql,
  log: Logger,
  { heartbeatMs = 2_000 }: { heartbeatMs?: number } = {},
): Promise<{ cache: RenderCache; stop(): Promise<void> }> {
  const instance = crypto.randomUUID();
  let hearing = true;
  // Handed out while not hearing: never the cache's own generation, so nothing rendered then is
  // kept, and each render reads the data again (src/site/pages.tsx reuses the studio's
  // details only within one generation).
  let detached = 0;
  const listener = await listenWatched(
    sql,
    INVALIDATION_CHANNEL,
    {
      onMessage(payload) {
        const [from, what = ALL] = payload.split(" ");
        if (from === instance) return;
        if (what === ALL) return cache.clear();
        cache.drop(what.split(",").filter((tag) => tag.length > 0));
      },
      onLost() {
        hearing = false;
        cache.clear();
      },
      onBack() {
        cache.clear();
        hearing = true;
      },
    },
    { log, heartbeatMs },
  );
  const tell = (what: string) =>
    sql
      .notify(INVALIDATION_CHANNEL, `${instance} ${what}`)
      .catch((error) => log.warn(`render cache invalidation not sent: ${(error as Error).message}`));
  const shared: RenderCache = {
    get: (key) => (hearing ? cache.get(key) : undefined),
    generation: () => (hearing ? cache.generation() : --detached),
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
  return { cache: shared, stop: () => listener.stop() };
}
