// The write order that leaves nothing half-done: the object is stored first and the row written
// last; if the row fails, the new object is removed; a replaced object is removed only after the
// row that pointed at it has changed. Anything a crash leaves behind, the sweep removes. Work the
// admin abandoned (the request aborted) stops before the row: nothing is stored for it.
import type { Logger } from "../logger.ts";
import type { EncodedImage } from "./image.ts";
import { isBucketKey, newObjectKey, newVariantPrefix, type ObjectKind, type VariantKind } from "./keys.ts";
import type { ObjectStore } from "./object-store.ts";
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
  await deps.objects.put(key, image.data, image.contentType);
  try {
    deps.signal?.throwIfAborted();
    return await write(key);
  } catch (error) {
    await removeObject(deps, key);
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
    await Promise.all(set.files.map((file, i) => deps.objects.put(keys[i]!, file.data, file.contentType)));
    deps.signal?.throwIfAborted();
    return await write(prefix);
  } catch (error) {
    // One at a time: the embedded store answers concurrent deletes of one folder with errors.
    for (const key of keys) await removeObject(deps, key);
    throw error;
  }
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
