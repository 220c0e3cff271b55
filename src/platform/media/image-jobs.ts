// An upload's whole image work as one job of the image queue (image-queue.ts): encoded in the
// low-priority child (encoder.ts) as its kind wants it, stored in the order that leaves nothing
// half-written (writes.ts), then its row written. Whether the queue refuses it, the admin aborts
// it or a store write fails, nothing of it remains. A content image's larger widths follow in
// the background (more-widths.ts), after the admin has their answer.
import type { Logger } from "../logger.ts";
import { encodeImageApart, encodeVariantsApart } from "./encoder.ts";
import type { ImageDeps } from "./image-queue.ts";
import type { MoreWidths } from "./more-widths.ts";
import type { ImageKind } from "./keys.ts";
import type { ObjectStore } from "./object-store.ts";
import type { StoredImage } from "../../../client/contract/stored-media.ts";
import { storeThenWrite, type LeftoverTimer } from "./writes.ts";

export type ImageJobDeps = ImageDeps & {
  objects: ObjectStore;
  log: Logger;
  signal?: AbortSignal;
  /** The long side an upload's own pixels are kept at, at most (IMAGE_MAX_SIDE). */
  imageMaxSide?: number;
  /** Where a content image's larger widths are made; without it, its set keeps its first widths. */
  moreWidths?: MoreWidths;
  /** When a failed write's leftovers are listed again (writes.ts); a timer by default. */
  leftoverTimer?: LeftoverTimer;
};

/**
 * A kind stored as one object becomes one WebP fitted as the kind says (a logo to the strip,
 * re-drawn white when `monochrome`; an avatar square; a studio's mark to its largest icon), any other kind a responsive variant set;
 * then `write` is told where the image is stored.
 */
export function addImage<T>(
  deps: ImageJobDeps,
  kind: ImageKind,
  bytes: Uint8Array,
  write: (stored: StoredImage) => Promise<T>,
  { monochrome = false } = {},
): Promise<T> {
  let stored: string | undefined;
  const written = deps.images.run(deps.signal, async () => {
    const work = { signal: deps.signal };
    if (kind.store === "object") {
      const encoded = await encodeImageApart(bytes, kind.fit, { ...work, monochrome });
      return storeThenWrite(deps, kind, encoded, write);
    }
    const encoded = await encodeVariantsApart(bytes, { ...work, maxSide: deps.imageMaxSide });
    return storeThenWrite(deps, kind, encoded, (image) => {
      stored = image.key;
      return write(image);
    });
  });
  return written.then((result) => {
    if (stored) deps.moreWidths?.later(stored);
    return result;
  });
}
