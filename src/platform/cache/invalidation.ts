// Cache invalidation declared once per admin write: a route names the data it changes,
//   { admin: true, invalidates: ["projects", "portfolio"] }
// (or, when that depends on the record, how its answer tells: `invalidates: (answer) => tags`),
// and after it succeeds the cached responses showing that data are dropped (on every instance,
// when the cache is shared), before the answer leaves. Work that must wait until visitors can
// no longer be served the old version (removing a replaced image's objects) is handed to
// `afterInvalidate`, which runs right after the drop.
import { Elysia } from "elysia";
import type { RenderCache } from "./render-cache.ts";
import type { CacheTag } from "./tags.ts";

type Cleanup = () => Promise<void>;

export function cacheInvalidation(cache: RenderCache) {
  return new Elysia({ name: "cache-invalidation" }).macro({
    invalidates: (tags: readonly CacheTag[] | ((answer: any) => readonly CacheTag[])) => ({
      resolve() {
        const cleanups: Cleanup[] = [];
        return { afterInvalidate: (cleanup: Cleanup) => void cleanups.push(cleanup), pendingCleanups: cleanups };
      },
      async afterHandle(context) {
        const { pendingCleanups, responseValue } = context as unknown as { pendingCleanups: Cleanup[]; responseValue: unknown };
        cache.drop(typeof tags === "function" ? tags(responseValue) : tags);
        for (const cleanup of pendingCleanups) await cleanup();
      },
    }),
  });
}
