// A stored image cut to a link preview's shape (client/contract/preview-image.ts) around its focal
// point: the widest (or tallest) part of the picture with that shape whose centre is nearest the
// point, scaled to the preview's size. Run in the low-priority child (encoder.ts) on bytes this
// server wrote, under the same decode bounds as every upload.
import { PREVIEW_SIZE } from "../../../client/contract/preview-image.ts";
import type { Focus } from "../../../client/contract/focus-point.ts";
import { DECODE_OPTIONS, TIMEOUT_OPTIONS } from "./image-limits.ts";
import { imageFailure, type ImageWork } from "./image.ts";
import { loadSharp } from "./sharp.ts";
import type { VariantFile } from "./variants.ts";

/** The part of a `width` x `height` picture a preview shows, centred on the point as far as the picture allows. */
function previewRegion(width: number, height: number, focus: Focus): { left: number; top: number; width: number; height: number } {
  const ratio = PREVIEW_SIZE.width / PREVIEW_SIZE.height;
  const cropWidth = Math.max(1, Math.min(width, Math.round(height * ratio)));
  const cropHeight = Math.max(1, Math.min(height, Math.round(width / ratio)));
  const start = (size: number, crop: number, at: number) => Math.min(size - crop, Math.max(0, Math.round(at * size - crop / 2)));
  return { left: start(width, cropWidth, focus.x), top: start(height, cropHeight, focus.y), width: cropWidth, height: cropHeight };
}

export async function encodePreview(stored: Uint8Array, focus: Focus, { signal }: ImageWork = {}): Promise<VariantFile> {
  const sharp = await loadSharp();
  try {
    const image = sharp(Buffer.from(stored), DECODE_OPTIONS);
    const { width, height } = await image.metadata();
    if (!width || !height) throw new Error("no size");
    const data = await image
      .extract(previewRegion(width, height, focus))
      .resize(PREVIEW_SIZE.width, PREVIEW_SIZE.height)
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true })
      .timeout(TIMEOUT_OPTIONS)
      .toBuffer();
    signal?.throwIfAborted();
    return { width: PREVIEW_SIZE.width, format: "original", contentType: "image/jpeg", data };
  } catch (error) {
    imageFailure(error, signal);
  }
}
