// Content images (projects, portfolio items, service cards, the pages' images) become responsive
// variant sets. An upload keeps its own pixels up to a bound (the original, re-encoded: no
// metadata), and is shown at once with AVIF and WebP up to FIRST_UPLOAD_WIDTH wide, the largest
// variant's size and a tiny blur placeholder; the larger widths (up to 2560, or the original's
// own width where smaller: never enlarged) are made from the stored original afterwards
// (encodeMoreWidths, in the background: more-widths.ts). Same checks and bounds as every upload
// (image.ts, image-limits.ts); an aborted request stops the work.
import type { Sharp } from "sharp";
import { FIRST_UPLOAD_WIDTH, UPLOAD_WIDTHS } from "../../../client/contract/image-widths.ts";
import { variantWidths, type VariantFormat } from "../../../client/contract/stored-media.ts";
import { DEFAULT_IMAGE_MAX_SIDE } from "../config.ts";
import { blurPlaceholder } from "./blur.ts";
import { DECODE_OPTIONS, TIMEOUT_OPTIONS } from "./image-limits.ts";
import { checkedInput, imageFailure, rasterInput, svgDensity, type ImageWork } from "./image.ts";
import { loadSharp } from "./sharp.ts";

/** One file of a set: a width in one format, or the original (`width` its own). */
export type VariantFile = { width: number; format: VariantFormat | "original"; contentType: string; data: Buffer };
export type VariantSet = { files: VariantFile[]; width: number; height: number; blur: string };

/** The widest variant any set has: vector art is drawn at it. */
const LARGEST = UPLOAD_WIDTHS.at(-1)!;

/** The widths a set with an original this wide has when complete. */
export const completeWidths = (originalWidth: number) => variantWidths(Math.min(originalWidth, LARGEST));

type Pixels = () => Sharp;

export async function encodeVariants(
  bytes: Uint8Array,
  { signal, maxSide = DEFAULT_IMAGE_MAX_SIDE }: ImageWork & { maxSide?: number } = {},
): Promise<VariantSet> {
  const checked = await checkedInput(bytes, { signal });
  const sharp = await loadSharp();
  try {
    // Vector art has no pixels of its own: it is drawn at the largest width.
    const input = await rasterInput(checked, svgDensity(checked.width, checked.height, { width: LARGEST, height: LARGEST * 4, fit: "inside" }), {
      signal,
    });
    // Decode once, upright and within the bound; the original and every variant are made from these pixels.
    const decoded = await sharp(input, DECODE_OPTIONS)
      .rotate()
      .resize(
        checked.format === "svg"
          ? { width: LARGEST } // fills the width even where its drawing density was capped
          : { width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true },
      )
      .raw()
      .timeout(TIMEOUT_OPTIONS)
      .toBuffer({ resolveWithObject: true });
    signal?.throwIfAborted();
    const { width, height, channels } = decoded.info;
    const pixels = () => sharp(decoded.data, { raw: { width, height, channels } });
    const [original, files, blur] = await Promise.all([
      encodeOriginal(pixels, channels),
      encodeWidths(pixels, variantWidths(Math.min(width, FIRST_UPLOAD_WIDTH))),
      blurPlaceholder(pixels()),
    ]);
    signal?.throwIfAborted();
    const largest = files.at(-1)!;
    return { files: [...files, { ...original, width }], width: largest.width, height: heightAt(largest.width, width, height), blur };
  } catch (error) {
    imageFailure(error, signal);
  }
}

/**
 * The widths of a set beyond its first ones, made from its stored original (bytes this server
 * wrote, decoded under the same bounds): AVIF then WebP for each width, smallest first, the order
 * they are stored in, so a set's largest WebP always has every smaller width beside it.
 */
export async function encodeMoreWidths(original: Uint8Array, widths: number[], { signal }: ImageWork = {}): Promise<VariantFile[]> {
  const sharp = await loadSharp();
  try {
    const decoded = await sharp(Buffer.from(original), DECODE_OPTIONS)
      .resize({ width: Math.max(...widths), withoutEnlargement: true })
      .raw()
      .timeout(TIMEOUT_OPTIONS)
      .toBuffer({ resolveWithObject: true });
    signal?.throwIfAborted();
    const { width, height, channels } = decoded.info;
    const files = await encodeWidths(() => sharp(decoded.data, { raw: { width, height, channels } }), widths);
    signal?.throwIfAborted();
    return files;
  } catch (error) {
    imageFailure(error, signal);
  }
}

/** The height of a `width` wide variant of a `fullWidth` x `fullHeight` picture, as sharp rounds it. */
const heightAt = (width: number, fullWidth: number, fullHeight: number) => Math.max(1, Math.round((fullHeight * width) / fullWidth));

async function encodeWidths(pixels: Pixels, widths: number[]): Promise<VariantFile[]> {
  const sorted = [...widths].sort((a, b) => a - b);
  const made = await Promise.all(
    sorted.map((width) =>
      Promise.all([
        encode(pixels, width, "avif", (image) => image.avif({ quality: 55, effort: 3 })),
        encode(pixels, width, "webp", (image) => image.webp({ quality: 82, alphaQuality: 90, effort: 4 })),
      ]),
    ),
  );
  return made.flat();
}

async function encode(pixels: Pixels, width: number, format: VariantFormat, as: (image: Sharp) => Sharp): Promise<VariantFile> {
  const data = await as(pixels().resize({ width })).timeout(TIMEOUT_OPTIONS).toBuffer();
  return { width, format, contentType: `image/${format}`, data };
}

/**
 * The upload's own pixels for "Full size": a JPEG at high quality without chroma subsampling
 * (tens of milliseconds even at 6000 px), or a WebP where the picture has transparency, which a
 * JPEG would lose (an alpha channel that is opaque everywhere, as renders often export, is not
 * transparency). Written from decoded pixels, so no metadata (EXIF, GPS, XMP) survives.
 */
async function encodeOriginal(pixels: Pixels, channels: number): Promise<Omit<VariantFile, "width">> {
  const alpha = (channels === 2 || channels === 4) && !(await pixels().stats()).isOpaque;
  const image = alpha
    ? pixels().webp({ quality: 90, alphaQuality: 100, effort: 2 })
    : pixels().removeAlpha().jpeg({ quality: 90, chromaSubsampling: "4:4:4" });
  const data = await image.timeout(TIMEOUT_OPTIONS).toBuffer();
  return { format: "original", contentType: alpha ? "image/webp" : "image/jpeg", data };
}
