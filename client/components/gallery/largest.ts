// The largest file of a responsive image: the last (widest) entry of its WebP srcset, which
// the viewer shows to zoom into; and what its "Full size" opens: an upload's original (its own
// pixels, metadata stripped: client/contract/stored-media.ts), or seed artwork's largest width.
// Worked out from the URLs a page already holds, so no page carries one more URL per image.
import type { Image } from "../../contract/common.ts";

export function largestSource(image: Image): string {
  const entries = image.srcset.webp
    .split(",")
    .map((entry) => entry.trim().split(/\s+/)[0]!)
    .filter(Boolean);
  return entries[entries.length - 1] ?? image.src;
}

/** An uploaded set's files are "/media/<set>/<width>.webp", its original "/media/<set>/original". */
export function fullSizeSource(image: Image): string {
  const largest = largestSource(image);
  return largest.startsWith("/media/") ? largest.replace(/\/\d+\.webp$/, "/original") : largest;
}
