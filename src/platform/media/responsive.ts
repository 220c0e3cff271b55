// The one stored-image type, and from it what pages use: src, srcset for AVIF and WebP, the size
// to reserve, the placeholder. A row keeps an image in four columns (image_key, image_width,
// image_height, image_blur); logos and avatars keep only the key (keys.ts reads its shape).
import type { Image } from "../../../client/contract/common.ts";
import { FALLBACK_IMAGE_WIDTH, IMAGE_WIDTHS } from "../../../client/contract/image-widths.ts";
import { imageKey, mediaUrl, variantPath, type VariantFormat } from "./keys.ts";

/** An image as stored: its key, the size of its largest variant, its blur placeholder ("" for logos and avatars). */
export type StoredImage = { key: string; width: number; height: number; blur: string };

/** The image columns of a row, as postgres.js names them. */
export type ImageColumns = { imageKey: string; imageWidth: number; imageHeight: number; imageBlur: string | null };

export const fromColumns = (row: ImageColumns): StoredImage => ({
  key: row.imageKey,
  width: row.imageWidth,
  height: row.imageHeight,
  blur: row.imageBlur ?? "",
});

export const toColumns = (image: StoredImage): ImageColumns => ({
  imageKey: image.key,
  imageWidth: image.width,
  imageHeight: image.height,
  imageBlur: image.blur,
});

/** The widths a variant set holds, given its largest: the standard ones below it, then itself. */
export function variantWidths(largest: number): number[] {
  return [...IMAGE_WIDTHS.filter((width) => width < largest), largest];
}

export function toImage(stored: StoredImage): Image {
  const key = imageKey(stored.key);
  const seed = key.place === "public";
  // Seed files exist at every standard width (scripts/media draws them so), in WebP only.
  const widths = seed ? [...IMAGE_WIDTHS] : variantWidths(stored.width);
  const url = (width: number, format: VariantFormat) => mediaUrl(variantPath(key, width, format));
  const srcset = (format: VariantFormat) => widths.map((width) => `${url(width, format)} ${width}w`).join(", ");
  const fallback = widths.filter((width) => width <= FALLBACK_IMAGE_WIDTH).at(-1) ?? widths[0]!;
  return {
    src: url(fallback, "webp"),
    srcset: { avif: seed ? "" : srcset("avif"), webp: srcset("webp") },
    width: stored.width,
    height: stored.height,
    blur: stored.blur,
  };
}
