// The write order that leaves nothing half-done: the object is stored first and the row written
// last; if the row fails, the new object is removed; a replaced object is removed only after the
// row that pointed at it has changed. Anything a crash leaves behind, the sweep removes.
import type { Logger } from "../logger.ts";
import type { EncodedImage } from "./image.ts";
import { isBucketKey, newObjectKey, type ObjectKind } from "./keys.ts";
import type { ObjectStore } from "./object-store.ts";

export async function storeThenWrite<T>(
  deps: { objects: ObjectStore; log: Logger },
  kind: ObjectKind,
  image: EncodedImage,
  write: (key: string) => Promise<T>,
): Promise<T> {
  const key = newObjectKey(kind);
  await deps.objects.put(key, image.data, image.contentType);
  try {
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
