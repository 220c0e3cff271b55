// The tiny placeholder a page shows while an image loads: 16 pixels wide, blurred by the
// browser's scaling, as a data: URL well under 1 KB so it can sit in the HTML.
import type { Sharp } from "sharp";

const BLUR_WIDTH = 16;

export async function blurPlaceholder(image: Sharp): Promise<string> {
  const data = await image.resize({ width: BLUR_WIDTH }).webp({ quality: 40, effort: 4 }).toBuffer();
  return `data:image/webp;base64,${data.toString("base64")}`;
}
