// Every uploaded image is decoded and re-encoded at the size its place on the site needs: the
// bytes served are ours, with no metadata, no script, no oversized canvas, and the work is
// bounded (image-limits.ts). Logos and avatars become one WebP here; content images become
// responsive variant sets (variants.ts), through the same checks (checkedInput, rasterInput)
// and the same refusals (imageFailure).
import { ACCEPTED_FORMATS } from "../../../client/contract/common.ts";
import { fail, HttpError } from "../http/errors.ts";
import { checkSvgLimits, DECODE_OPTIONS, IMAGE_LIMITS, TIMEOUT_OPTIONS } from "./image-limits.ts";
import { loadSharp } from "./sharp.ts";
import { hasUnsafeSvgFeatures, sniffImage, type ImageFormat } from "./sniff.ts";
import { rasteriseSvg } from "./svg-raster.ts";

export type ImageUse = "logo" | "avatar" | "mark";
export type EncodedImage = { data: Buffer; contentType: "image/webp"; width: number; height: number };

/** Logos fit inside a 2x box of the strip; avatars are square crops; a studio's mark fits the largest icon made from it. */
const TARGETS: Record<ImageUse, { width: number; height: number; fit: "inside" | "cover" }> = {
  logo: { width: 480, height: 240, fit: "inside" },
  avatar: { width: 256, height: 256, fit: "cover" },
  mark: { width: 512, height: 512, fit: "inside" },
};

const SHARP_FORMATS: Record<ImageFormat, string> = { png: "png", jpeg: "jpeg", webp: "webp", gif: "gif", avif: "heif", svg: "svg" };

/** `signal`: the request's; when it aborts, the work stops and the caller's promise rejects. */
export type ImageWork = { signal?: AbortSignal };

/** An upload that passed the byte checks and that sharp can read, with its natural size. */
export type CheckedInput = { input: Buffer; format: ImageFormat; width: number; height: number };

export async function checkedInput(bytes: Uint8Array, { signal }: ImageWork = {}): Promise<CheckedInput> {
  const format = sniffImage(bytes);
  if (!format) fail(415, `This file is not a supported image. Choose a ${ACCEPTED_FORMATS} file.`);
  if (format === "svg") {
    const text = new TextDecoder().decode(bytes);
    if (hasUnsafeSvgFeatures(text)) fail(415, "This SVG refers to external files or entities. Export it as a plain SVG or a PNG.");
    checkSvgLimits(text, bytes.byteLength);
  }
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sharp = await loadSharp();
  try {
    const meta = await sharp(input, DECODE_OPTIONS).metadata();
    if (meta.format !== SHARP_FORMATS[format]) fail(415, `This file is not a supported image. Choose a ${ACCEPTED_FORMATS} file.`);
    signal?.throwIfAborted();
    return { input, format, width: meta.width ?? 0, height: meta.height ?? 0 };
  } catch (error) {
    imageFailure(error, signal);
  }
}

/** Pixels to work from: an SVG drawn at `density` dpi (in a killable child), any other format as it is. */
export function rasterInput(checked: CheckedInput, density: number, { signal }: ImageWork = {}): Promise<Buffer> {
  return checked.format === "svg" ? rasteriseSvg(checked.input, density, { signal }) : Promise.resolve(checked.input);
}

/** What a failure means to the admin: too many pixels (413), too slow or not readable (415); an abort goes on as it is. */
export function imageFailure(error: unknown, signal?: AbortSignal): never {
  if (error instanceof HttpError || signal?.aborted) throw error;
  // Anything else is sharp saying it cannot decode these bytes, or its timeout.
  if (/pixel limit/i.test(String(error))) fail(413, `This image is too large: at most ${IMAGE_LIMITS.maxInputPixels / 1_000_000} megapixels.`);
  if (/timeout/i.test(String(error)))
    fail(415, `This image takes too long to process (over ${IMAGE_LIMITS.timeoutSeconds} s). Export it again at a smaller size.`);
  fail(415, "This image could not be read. It may be damaged; try exporting it again.");
}

export async function encodeImage(bytes: Uint8Array, use: ImageUse, { signal }: ImageWork = {}): Promise<EncodedImage> {
  const checked = await checkedInput(bytes, { signal });
  const target = TARGETS[use];
  const sharp = await loadSharp();
  try {
    const input = await rasterInput(checked, svgDensity(checked.width, checked.height, target), { signal });
    const { data, info } = await sharp(input, DECODE_OPTIONS)
      .rotate()
      .resize({ width: target.width, height: target.height, fit: target.fit, withoutEnlargement: checked.format !== "svg" })
      .webp({ quality: 85, alphaQuality: 90, effort: 4 })
      .timeout(TIMEOUT_OPTIONS)
      .toBuffer({ resolveWithObject: true });
    signal?.throwIfAborted();
    return { data, contentType: "image/webp", width: info.width, height: info.height };
  } catch (error) {
    imageFailure(error, signal);
  }
}

/** Rasterise vector art at the density that makes it fill its box, rather than at 72 dpi. */
export function svgDensity(width = 0, height = 0, target: { width: number; height: number; fit: string }): number {
  if (!width || !height) return 72;
  const scale =
    target.fit === "cover" ? Math.max(target.width / width, target.height / height) : Math.min(target.width / width, target.height / height);
  return Math.min(2400, Math.max(1, Math.round(72 * scale)));
}
