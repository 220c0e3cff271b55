// The write order that leaves nothing half-done: the object is stored first and the row written
// last; if the row fails, the new object is removed; a replaced object is removed only after the
// row that pointed at it has changed. Anything a crash leaves behind, the sweep removes. Work the
// admin abandoned (the request aborted) stops before the row: nothing is stored for it.
// A write that timed out may still land after its removal: what failed is listed again once the
// store's deadline has passed, and whatever is found removed, so no partial set outlives it.
import type { Logger } from "../logger.ts";
import type { EncodedImage } from "./image.ts";
import { isBucketKey, newObjectKey, newVariantPrefix, type ObjectKind, type VariantKind } from "./keys.ts";
import { OBJECT_STORE_TIMEOUT_MS, type ObjectStore } from "./object-store.ts";
import { variantKey } from "./responsive.ts";
import type { VariantSet } from "./variants.ts";

export async function storeThenWrite<T>(
  deps: { objects: ObjectStore; log: Logger; signal?: AbortSignal },
  kind: ObjectKind,
  image: EncodedImage,
  write: (key: string) => Promise<T>,
): Promise<T> {
  deps.signal?.throwIfAborted();
  const key = newObjectKey(kind);
  try {
    await deps.objects.put(key, image.data, image.contentType);
    deps.signal?.throwIfAborted();
    return await write(key);
  } catch (error) {
    await removeUnwritten(deps, key, [key]);
    throw error;
  }
}

/** Removes an object no row points at any more; a failure is logged and left to the sweep. */
export async function removeObject(deps: { objects: ObjectStore; log: Logger }, key: string | null): Promise<void> {
  if (!isBucketKey(key)) return;
  try {
    await deps.objects.remove(key);
  } catch (error) {
    deps.log.warn(`could not remove object ${key} (the start-up sweep will): ${(error as Error).message}`);
  }
}

/** The same order for a variant set: every object stored, then the row (given the prefix). */
export async function storeVariantsThenWrite<T>(
  deps: { objects: ObjectStore; log: Logger; signal?: AbortSignal },
  kind: VariantKind,
  set: VariantSet,
  write: (prefix: string) => Promise<T>,
): Promise<T> {
  deps.signal?.throwIfAborted();
  const prefix = newVariantPrefix(kind);
  const keys = set.files.map((file) => variantKey(prefix, file.width, file.format));
  try {
    await eachAtMost(PUTS_AT_ONCE, set.files, (file, i) => deps.objects.put(keys[i]!, file.data, file.contentType));
    deps.signal?.throwIfAborted();
    return await write(prefix);
  } catch (error) {
    await removeUnwritten(deps, `${prefix}/`, keys);
    throw error;
  }
}

/** Objects of one set written at once: hundreds in parallel made the embedded store time out. */
export const PUTS_AT_ONCE = 2;

/** `work` on every item, at most `limit` at a time; after a failure no more start, and it throws once all started have settled. */
async function eachAtMost<T>(limit: number, items: T[], work: (item: T, index: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < items.length) {
      const i = next++;
      await work(items[i]!, i).catch((error) => (failure ??= { error }));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw failure.error;
}

/** When to list what an unwritten image left, again: after the store's deadline (a write that timed out may land late), then later. */
export const LEFTOVER_CHECKS_MS = [OBJECT_STORE_TIMEOUT_MS + 1_000, 30_000, 120_000];

/**
 * Removes the objects of an image that got no row, one at a time (the embedded store answers
 * concurrent deletes of one folder with errors), then lists `prefix` again later and removes
 * what is found: a removal that failed, or a write that landed after it. Whatever is still
 * there after the last check is left to the start-up sweep, and logged.
 */
async function removeUnwritten(deps: { objects: ObjectStore; log: Logger }, prefix: string, keys: string[]): Promise<void> {
  for (const key of keys) await removeObject(deps, key);
  const check = (attempt: number) => {
    const delay = LEFTOVER_CHECKS_MS[attempt];
    if (delay === undefined) return deps.log.warn(`objects under ${prefix} may remain (the start-up sweep will remove them)`);
    setTimeout(async () => {
      try {
        for (const key of await deps.objects.list(prefix)) await deps.objects.remove(key);
      } catch {
        check(attempt + 1);
      }
    }, delay).unref();
  };
  check(0);
}

/** Removes every object of a variant set no row points at any more (a replaced image); failures are left to the sweep. */
export async function removeVariantSet(deps: { objects: ObjectStore; log: Logger }, prefix: string | null): Promise<void> {
  if (!isBucketKey(prefix)) return;
  try {
    for (const key of await deps.objects.list(`${prefix}/`)) await removeObject(deps, key);
  } catch (error) {
    deps.log.warn(`could not list ${prefix}/ for removal (the start-up sweep will): ${(error as Error).message}`);
  }
}
