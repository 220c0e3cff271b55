// At start: remove bucket objects that no row references (left by a crash between storing an
// object and writing its row, or by a failed removal). Recent objects are spared, since another
// instance may be between those two steps right now.
import type { Sql } from "../db/connect.ts";
import type { Logger } from "../logger.ts";
import { objectKeyTime } from "./keys.ts";
import type { ObjectStore } from "./object-store.ts";

export const SWEEP_GRACE_MS = 10 * 60 * 1000;

export async function sweepOrphans(deps: { sql: Sql; objects: ObjectStore; log: Logger }, now = Date.now()): Promise<string[]> {
  const keys = await deps.objects.list();
  if (keys.length === 0) return [];
  const rows = await deps.sql<{ key: string }[]>`
    select image_key as key from logos where image_key is not null
    union select profile_key from clients where profile_key is not null`;
  const referenced = new Set(rows.map((row) => row.key));
  const orphans = keys.filter((key) => !referenced.has(key) && now - (objectKeyTime(key) ?? 0) > SWEEP_GRACE_MS);
  for (const key of orphans) {
    try {
      await deps.objects.remove(key);
    } catch (error) {
      deps.log.warn(`sweep: could not remove ${key}: ${(error as Error).message}`);
    }
  }
  if (orphans.length > 0) deps.log.info(`sweep: removed ${orphans.length} unreferenced object(s)`);
  return orphans;
}
