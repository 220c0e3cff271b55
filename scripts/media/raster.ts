// SVG → WebP at the contract's widths. The SVG is rasterised once at the largest width and
// scaled down, so every width shows the same picture.
import sharp from "sharp";
import { IMAGE_WIDTHS } from "../../client/contract/image-widths.ts";
import type { Aspect } from "./catalog.ts";

export const LARGEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;

export const heightFor = (width: number, [w, h]: Aspect) => Math.round((width * h) / w);

export const widthPath = (base: string, width: number) => `${base}-${width}.webp`;

/** WebP bytes for each width, from a source (an SVG or a PNG frame) already at the largest width. */
export async function webpSizes(source: Uint8Array | string, aspect: Aspect, widths: readonly number[]): Promise<Map<number, Buffer>> {
  const master = await sharp(typeof source === "string" ? Buffer.from(source) : source)
    .resize(LARGEST, heightFor(LARGEST, aspect), { fit: "cover" })
    .png()
    .toBuffer();
  const out = new Map<number, Buffer>();
  for (const width of widths) {
    // Small files get a touch more quality: their artefacts are magnified by srcset on phones.
    const quality = width <= 480 ? 78 : 74;
    const data = await sharp(master)
      .resize(width, heightFor(width, aspect), { kernel: "lanczos3" })
      .webp({ quality, effort: 6, smartSubsample: true })
      .toBuffer();
    out.set(width, data);
  }
  return out;
}
