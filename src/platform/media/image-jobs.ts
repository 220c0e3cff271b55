// An upload's whole image work as one job of the image queue (image-queue.ts): encoded in the
// low-priority child (encoder.ts), stored in the order that leaves nothing half-written
// (writes.ts), then its row written. Whether the queue refuses it, the admin aborts it or a
// store write fails, nothing of it remains.
import type { Logger } from "../logger.ts";
import { encodeImageApart, encodeVariantsApart } from "./encoder.ts";
import type { ImageUse } from "./image.ts";
import type { ImageDeps } from "./image-queue.ts";
import type { ObjectKind, VariantKind } from "./keys.ts";
import type { ObjectStore } from "./object-store.ts";
import type { StoredImage } from "./responsive.ts";
import { storeThenWrite, storeVariantsThenWrite } from "./writes.ts";

export type ImageJobDeps = ImageDeps & { objects: ObjectStore; log: Logger; signal?: AbortSignal };

/** A content image: its variant set stored, then `write` told where it is. */
export function addVariantSet<T>(deps: ImageJobDeps, kind: VariantKind, bytes: Uint8Array, write: (stored: StoredImage) => Promise<T>): Promise<T> {
  return deps.images.run(deps.signal, async () => {
    const set = await encodeVariantsApart(bytes, { signal: deps.signal });
    return storeVariantsThenWrite(deps, kind, set, (key) => write({ key, width: set.width, height: set.height, blur: set.blur }));
  });
}

/** A logo (monochrome when asked) or an avatar: its one WebP stored, then `write` given its key. */
export function addImage<T>(deps: ImageJobDeps, kind: ObjectKind, bytes: Uint8Array, as: { use: ImageUse; monochrome?: boolean }, write: (key: string) => Promise<T>): Promise<T> {
  return deps.images.run(deps.signal, async () => {
    const image = await encodeImageApart(bytes, as.use, { signal: deps.signal, monochrome: as.monochrome });
    return storeThenWrite(deps, kind, image, write);
  });
}
