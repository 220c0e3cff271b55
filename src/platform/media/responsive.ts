// A row keeps an image in four columns (image_key, image_width, image_height, image_blur); these
// turn them into the one stored-image type (client/contract/stored-media.ts) and back. Logos and
// avatars keep only the key.
import type { StoredImage } from "../../../client/contract/stored-media.ts";

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
