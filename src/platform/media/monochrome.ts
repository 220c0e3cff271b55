// The logo strip's one treatment: a logo re-drawn white on transparent, so a PNG with a white
// (or any solid) background no longer shows as a bright box on the dark strip, and colourful
// marks sit quietly beside the wordmarks. The background is the colour of the image's border;
// every pixel's opacity becomes how far it is from that colour (anti-aliased edges stay soft).
// An image whose border is already transparent keeps its own alpha as the shape.
import type { EncodedImage } from "./image.ts";
import { loadSharp } from "./sharp.ts";

/** Colour distances (0-1) below this are background; above FULL, fully opaque ink. */
const CLEAR = 0.06;
const FULL = 0.3;

export async function toMonochrome(image: EncodedImage): Promise<EncodedImage> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(image.data).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  let out = redraw(data, borderColour(data, width, height));
  // One flat colour edge to edge has no mark to find: keep its shape rather than erase it.
  if (!out.some((value, i) => i % 4 === 3 && value > 128)) out = redraw(data, null);
  const webp = await sharp(out, { raw: { width, height, channels: 4 } })
    .webp({ quality: 90, alphaQuality: 100, effort: 4 })
    .toBuffer();
  return { data: webp, contentType: "image/webp", width, height };
}

/** White pixels whose opacity is their distance from the background (or their own alpha). */
function redraw(data: Buffer, background: [number, number, number] | null): Buffer {
  const out = Buffer.alloc(data.length, 255);
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3]! / 255;
    let ink = alpha;
    if (background) {
      const distance =
        Math.max(Math.abs(data[i]! - background[0]), Math.abs(data[i + 1]! - background[1]), Math.abs(data[i + 2]! - background[2])) / 255;
      ink = alpha * Math.min(1, Math.max(0, (distance - CLEAR) / (FULL - CLEAR)));
    }
    out[i + 3] = Math.round(ink * 255);
  }
  return out;
}

/** The average colour of the outermost pixels, or null when they are mostly transparent. */
function borderColour(data: Buffer, width: number, height: number): [number, number, number] | null {
  const sum = [0, 0, 0];
  let opaque = 0;
  let count = 0;
  const visit = (x: number, y: number) => {
    const i = (y * width + x) * 4;
    count++;
    if (data[i + 3]! < 128) return;
    opaque++;
    for (let c = 0; c < 3; c++) sum[c]! += data[i + c]!;
  };
  for (let x = 0; x < width; x++) visit(x, 0), visit(x, height - 1);
  for (let y = 1; y < height - 1; y++) visit(0, y), visit(width - 1, y);
  if (opaque < count / 2) return null;
  return [sum[0]! / opaque, sum[1]! / opaque, sum[2]! / opaque];
}
