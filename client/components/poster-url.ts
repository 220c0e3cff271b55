// A video's poster frame as one URL (the <video poster> attribute takes no srcset): its largest
// WebP up to the width the hero and case-study videos fill on a wide screen.
import { IMAGE_WIDTHS } from "../contract/image-widths.ts";
import { imageKey, mediaUrl, variantPath, variantWidths, type StoredImage } from "../contract/stored-media.ts";

const POSTER_WIDTH = 1600;

export function posterUrl(poster: StoredImage): string {
  const key = imageKey(poster.key);
  // Seed files exist at every standard width; an upload's set stops at its own width.
  const widths = key.place === "public" ? [...IMAGE_WIDTHS] : variantWidths(poster.width);
  const width = widths.filter((w) => w <= POSTER_WIDTH).at(-1) ?? widths[0]!;
  return mediaUrl(variantPath(key, width, "webp"));
}
