// An upload's whole image work as one job of the image queue (image-queue.ts): encoded in the
// low-priority child (encoder.ts) as its kind wants it, stored in the order that leaves nothing
// half-written (writes.ts), then its row written. Whether the queue refuses it, the admin aborts
// it or a store write fails, nothing of it remains.
import type { Logger } from "../logger.ts";
import { encodeImageApart, encodeVariantsApart } from "./encoder.ts";
import type { ImageDeps } from "./image-queue.ts";
import { IMAGE_KINDS, type ImageKind } from "./keys.ts";
import type { ObjectStore } from "./object-store.ts";
import type { StoredImage } from "../../../client/contract/stored-media.ts";
import { storeThenWrite } from "./writes.ts";

export type ImageJobDeps = ImageDeps & { objects: ObjectStore; log: Logger; signal?: AbortSignal };

/**
 * Logos become one WebP fitted to the strip (re-drawn white when `monochrome`), avatars a square
 * WebP, content images (projects, portfolio, cards) responsive variant sets; then `write` is told
 * where the image is stored.
 */
export function addImage<T>(
  deps: ImageJobDeps,
  kind: ImageKind,
  bytes: Uint8Array,
  write: (stored: StoredImage) => Promise<T>,
  { monochrome = false } = {},
): Promise<T> {
  return deps.images.run(deps.signal, async () => {
    const work = { signal: deps.signal };
    const encoded =
      IMAGE_KINDS[kind] === "object"
        ? await encodeImageApart(bytes, kind === "logos" ? "logo" : "avatar", { ...work, monochrome })
        : await encodeVariantsApart(bytes, work);
    return storeThenWrite(deps, kind, encoded, write);
  });
}
