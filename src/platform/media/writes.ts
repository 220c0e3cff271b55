// The write order that leaves nothing half-done: the object is stored first and the row written
// last; if the row fails, the new object is removed; a replaced object is removed only after the
// row that pointed at it has changed. Anything a crash leaves behind, the sweep removes. Work the
// admin abandoned (the request aborted) stops before the row: nothing is stored for it.
// A write that timed out may still land after its removal: what failed is listed again once the
// store's deadline has passed, and whatever is found removed, so no partial set outlives it.
import PQueue from "p-queue";
import type { Logger } from "../logger.ts";
import type { EncodedImage } from "./image.ts";
import { isBucketKey, newImageKey, type ImageKind } from "./keys.ts";
import { imageKey, originalPath, variantPath } from "../../../client/contract/stored-media.ts";
import { OBJECT_STORE_TIMEOUT_MS, type ObjectStore } from "./object-store.ts";
import type { StoredImage } from "../../../client/contract/stored-media.ts";
import type { VariantFile, VariantSet } from "./variants.ts";

/** Runs a leftover check after `ms`: a timer by default; a test passes its own to run the check when it chooses. */
export type LeftoverTimer = (check: () => void, ms: number) => void;

type StoreDeps = { objects: ObjectStore; log: Logger; leftoverTimer?: LeftoverTimer };

const timer: LeftoverTimer = (check, ms) => void setTimeout(check, ms).unref();

/** Every upload, one WebP or a variant set: its objects stored, then `write` told where the image is. */
export async function storeThenWrite<T>(
  deps: StoreDeps & { signal?: AbortSignal },
  kind: ImageKind,
  encoded: EncodedImage | VariantSet,
  write: (stored: StoredImage) => Promise<T>,
): Promise<T> {
  deps.signal?.throwIfAborted();
  const key = newImageKey(kind);
  const files: { key: string; data: Buffer; contentType: string }[] =
    "files" in encoded ? encoded.files.map((file) => ({ ...file, key: fileKey(key, file) })) : [{ ...encoded, key }];
  const keys = files.map((file) => file.key);
  try {
    await eachAtMost(PUTS_AT_ONCE, files, (file) => deps.objects.put(file.key, file.data, file.contentType));
    deps.signal?.throwIfAborted();
    return await write({ key, width: encoded.width, height: encoded.height, blur: "blur" in encoded ? encoded.blur : "" });
  } catch (error) {
    await removeUnwritten(deps, imageKey(key).set ? `${key}/` : key, keys);
    throw error;
  }
}

/** Where one file of a variant set is stored. */
export const fileKey = (setKey: string, file: Pick<VariantFile, "width" | "format">) =>
  file.format === "original" ? originalPath(setKey) : variantPath(imageKey(setKey), file.width, file.format);

/**
 * Removes an image no row points at any more (a replaced one): its object, or every object of its
 * variant set. Seed artwork is not in the bucket; a failure is logged and left to the sweep.
 */
export async function removeImage(deps: StoreDeps, key: string | null): Promise<void> {
  if (!isBucketKey(key)) return;
  if (!imageKey(key).set) return removeObject(deps, key);
  try {
    for (const object of await deps.objects.list(`${key}/`)) await removeObject(deps, object);
  } catch (error) {
    deps.log.warn(`could not list ${key}/ for removal (the start-up sweep will): ${(error as Error).message}`);
  }
}

async function removeObject(deps: StoreDeps, key: string): Promise<void> {
  try {
    await deps.objects.remove(key);
  } catch (error) {
    deps.log.warn(`could not remove object ${key} (the start-up sweep will): ${(error as Error).message}`);
  }
}

/** Objects of one set written at once: hundreds in parallel made the embedded store time out. */
export const PUTS_AT_ONCE = 2;

/** `work` on every item, at most `limit` at a time; after a failure no more start, and it throws once all started have settled. */
async function eachAtMost<T>(limit: number, items: T[], work: (item: T, index: number) => Promise<unknown>): Promise<void> {
  const queue = new PQueue({ concurrency: limit });
  let failure: { error: unknown } | undefined;
  for (const [index, item] of items.entries()) {
    queue.add(async () => {
      if (failure) return;
      try {
        await work(item, index);
      } catch (error) {
        failure ??= { error };
      }
    });
  }
  await queue.onIdle();
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
async function removeUnwritten(deps: StoreDeps, prefix: string, keys: string[]): Promise<void> {
  for (const key of keys) await removeObject(deps, key);
  const check = (attempt: number) => {
    const delay = LEFTOVER_CHECKS_MS[attempt];
    if (delay === undefined) return deps.log.warn(`objects under ${prefix} may remain (the start-up sweep will remove them)`);
    (deps.leftoverTimer ?? timer)(async () => {
      try {
        for (const key of await deps.objects.list(prefix)) await deps.objects.remove(key);
      } catch {
        check(attempt + 1);
      }
    }, delay);
  };
  check(0);
}
