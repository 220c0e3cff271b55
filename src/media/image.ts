// Every uploaded image is decoded and re-encoded to WebP at the size its place on the site
// needs: the bytes served are ours, with no metadata, no script, no oversized canvas.
import sharp from "sharp";
import { fail, HttpError } from "../http/errors.ts";
import { hasUnsafeSvgFeatures, sniffImage, type ImageFormat } from "./sniff.ts";

export type ImageUse = "logo" | "avatar";
export type EncodedImage = { data: Buffer; contentType: "image/webp"; width: number; height: number };

/** Logos fit inside a 2x box of the strip; avatars are square crops. */
const TARGETS: Record<ImageUse, { width: number; height: number; fit: "inside" | "cover" }> = {
  logo: { width: 480, height: 240, fit: "inside" },
  avatar: { width: 256, height: 256, fit: "cover" },
};

/** Decompression bombs stop here: 40 megapixels is a large photograph. */
export const MAX_INPUT_PIXELS = 40_000_000;

export const ACCEPTED_FORMATS = "PNG, JPEG, WebP, GIF, AVIF or SVG";

const SHARP_FORMATS: Record<ImageFormat, string> = { png: "png", jpeg: "jpeg", webp: "webp", gif: "gif", avif: "heif", svg: "svg" };

export async function encodeImage(bytes: Uint8Array, use: ImageUse): Promise<EncodedImage> {
  const format = sniffImage(bytes);
  if (!format) fail(415, `This file is not a supported image. Choose a ${ACCEPTED_FORMATS} file.`);
  if (format === "svg" && hasUnsafeSvgFeatures(new TextDecoder().decode(bytes))) {
    fail(415, "This SVG refers to external files or entities. Export it as a plain SVG or a PNG.");
  }
  const target = TARGETS[use];
  try {
    const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" as const };
    const meta = await sharp(input, options).metadata();
    if (meta.format !== SHARP_FORMATS[format]) fail(415, `This file is not a supported image. Choose a ${ACCEPTED_FORMATS} file.`);
    const density = format === "svg" ? svgDensity(meta.width, meta.height, target) : undefined;
    const { data, info } = await sharp(input, { ...options, density })
      .rotate()
      .resize({ width: target.width, height: target.height, fit: target.fit, withoutEnlargement: format !== "svg" })
      .webp({ quality: 85, alphaQuality: 90, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { data, contentType: "image/webp", width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Everything else in the block is sharp saying it cannot decode these bytes.
    if (/pixel limit/i.test(String(error))) fail(413, `This image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`);
    fail(415, "This image could not be read. It may be damaged; try exporting it again.");
  }
}

/** Rasterise vector art at the density that makes it fill its box, rather than at 72 dpi. */
function svgDensity(width = 0, height = 0, target: { width: number; height: number; fit: string }): number {
  if (!width || !height) return 72;
  const scale = target.fit === "cover" ? Math.max(target.width / width, target.height / height) : Math.min(target.width / width, target.height / height);
  return Math.min(2400, Math.max(1, Math.round(72 * scale)));
}
