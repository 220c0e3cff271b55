// From a stored image (key, largest width and height, blur) to what pages use: src, srcset for
// AVIF and WebP, the size to reserve, the placeholder. Uploads are variant sets
// ("<kind>/<uuidv7>" with objects "<prefix>/<width>.<avif|webp>"); seed artwork is a base under
// public/ ("/images/…", files "<base>-<width>.webp", no AVIF).
import type { Image } from "../../../client/contract/common.ts";
import { FALLBACK_IMAGE_WIDTH, IMAGE_WIDTHS } from "../../../client/contract/image-widths.ts";
import { mediaUrl } from "./urls.ts";

export type StoredImage = { key: string; width: number; height: number; blur: string };

/** The widths a variant set holds, given its largest: the standard ones below it, then itself. */
export function variantWidths(largest: number): number[] {
  return [...IMAGE_WIDTHS.filter((width) => width < largest), largest];
}

/** The variant's object key in the bucket. */
export function variantKey(prefix: string, width: number, format: "avif" | "webp"): string {
  return `${prefix}/${width}.${format}`;
}

export function toImage(stored: StoredImage): Image {
  const seed = stored.key.startsWith("/");
  // Seed files exist at every standard width (scripts/media draws them so).
  const widths = seed ? [...IMAGE_WIDTHS] : variantWidths(stored.width);
  const url = (width: number, format: "avif" | "webp") => (seed ? `${stored.key}-${width}.webp` : mediaUrl(variantKey(stored.key, width, format)));
  const srcset = (format: "avif" | "webp") => widths.map((width) => `${url(width, format)} ${width}w`).join(", ");
  const fallback = widths.filter((width) => width <= FALLBACK_IMAGE_WIDTH).at(-1) ?? widths[0]!;
  return {
    src: url(fallback, "webp"),
    srcset: { avif: seed ? "" : srcset("avif"), webp: srcset("webp") },
    width: stored.width,
    height: stored.height,
    blur: stored.blur,
  };
}
