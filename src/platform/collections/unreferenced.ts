// Removing the objects a deleted record held, once no remaining row holds them: what "delete
// forever", the purge and a batch's removal share (trash.ts, batches.ts).
import type { Sql } from "../db/connect.ts";
import type { Logger } from "../logger.ts";
import { isBucketKey } from "../media/keys.ts";
import type { ObjectStore } from "../media/object-store.ts";
import { referencedKeys } from "../media/sweep.ts";
import { removeImage } from "../media/writes.ts";
import type { Collections } from "./collection.ts";

export type RemovalDeps = { sql: Sql; collections: Collections; objects: ObjectStore; log: Logger };

/**
 * Removes the images behind these keys (an object, or every object of a variant set) that no
 * row references any more; a key another row still holds is kept. A failed removal is logged and
 * left to the start-up sweep, as for a replaced image.
 */
export async function removeUnreferenced(deps: RemovalDeps, keys: string[]): Promise<void> {
  const bucketKeys = [...new Set(keys.filter(isBucketKey))];
  if (bucketKeys.length === 0) return;
  const referenced = await referencedKeys(deps.sql, deps.collections);
  for (const key of bucketKeys) if (!referenced.has(key)) await removeImage(deps, key);
}
