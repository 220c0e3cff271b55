// The largest file of a responsive image: the last (widest) entry of its WebP srcset, which
// the viewer shows to zoom into and opens as "Full size".
import type { Image } from "../../contract/common.ts";

export function largestSource(image: Image): string {
  const entries = image.srcset.webp
    .split(",")
    .map((entry) => entry.trim().split(/\s+/)[0]!)
    .filter(Boolean);
  return entries[entries.length - 1] ?? image.src;
}
