// Content images (projects, portfolio items, service cards) become responsive variant sets: AVIF
// and WebP at 480, 960 and 1600 wide (never enlarged: a smaller original gives the widths below
// it plus its own), with the largest variant's size and a tiny blur placeholder, so pages set
// srcset, reserve the space and show something while loading. Same checks and bounds as every
// upload (image.ts, image-limits.ts); an aborted request stops the work.
import type { Sharp } from "sharp";
import { IMAGE_WIDTHS } from "../../../client/contract/image-widths.ts";
import { blurPlaceholder } from "./blur.ts";
import { DECODE_OPTIONS, TIMEOUT_OPTIONS } from "./image-limits.ts";
import { checkedInput, imageFailure, rasterInput, svgDensity, type ImageWork } from "./image.ts";
import { variantWidths } from "../../../client/contract/stored-media.ts";
import { loadSharp } from "./sharp.ts";

export type VariantFile = { width: number; format: "avif" | "webp"; contentType: string; data: Buffer };
export type VariantSet = { files: VariantFile[]; width: number; height: number; blur: string };

const LARGEST = IMAGE_WIDTHS.at(-1)!;

export async function encodeVariants(bytes: Uint8Array, { signal }: ImageWork = {}): Promise<VariantSet> {
  const checked = await checkedInput(bytes, { signal });
  const sharp = await loadSharp();
  try {
    // Vector art has no pixels of its own: it is drawn at the largest width.
    const input = await rasterInput(checked, svgDensity(checked.width, checked.height, { width: LARGEST, height: LARGEST * 4, fit: "inside" }), {
      signal,
    });
    // Decode once, upright and at the largest size needed; every variant is made from these pixels.
    const largest = await sharp(input, DECODE_OPTIONS)
      .rotate()
      // Vector art fills the largest width even where its drawing density was capped.
      .resize({ width: LARGEST, withoutEnlargement: checked.format !== "svg" })
      .raw()
      .timeout(TIMEOUT_OPTIONS)
      .toBuffer({ resolveWithObject: true });
    signal?.throwIfAborted();
    const raw = { raw: { width: largest.info.width, height: largest.info.height, channels: largest.info.channels } };
    const pixels = () => sharp(largest.data, raw);
    const files = await Promise.all(
      variantWidths(largest.info.width).flatMap((variant) => [
        encode(pixels, variant, "webp", (image) => image.webp({ quality: 82, alphaQuality: 90, effort: 4 })),
        encode(pixels, variant, "avif", (image) => image.avif({ quality: 55, effort: 3 })),
      ]),
    );
    const blur = await blurPlaceholder(pixels());
    signal?.throwIfAborted();
    return { files, width: largest.info.width, height: largest.info.height, blur };
  } catch (error) {
    imageFailure(error, signal);
  }
}

async function encode(pixels: () => Sharp, width: number, format: "avif" | "webp", as: (image: Sharp) => Sharp): Promise<VariantFile> {
  const data = await as(pixels().resize({ width })).timeout(TIMEOUT_OPTIONS).toBuffer();
  return { width, format, contentType: `image/${format}`, data };
}
