import { describe, expect, test } from "bun:test";
import sharp from "sharp";
import { encodeImage } from "./image.ts";
import { toMonochrome } from "./monochrome.ts";

/** The RGBA of the pixel at (x, y) of a WebP. */
async function pixel(webp: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(webp).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * 4;
  return [...data.subarray(i, i + 4)];
}

/** A 300x100 logo: a dark red bar in the middle of a given background. */
async function logo(background: { r: number; g: number; b: number; alpha: number }) {
  const bar = await sharp({ create: { width: 200, height: 40, channels: 4, background: { r: 140, g: 20, b: 30, alpha: 1 } } })
    .png()
    .toBuffer();
  const png = await sharp({ create: { width: 300, height: 100, channels: 4, background } })
    .composite([{ input: bar, left: 50, top: 30 }])
    .png()
    .toBuffer();
  return encodeImage(png, "logo");
}

describe("monochrome logo rendition", () => {
  test("a white background becomes transparent and the mark white", async () => {
    const mono = await toMonochrome(await logo({ r: 255, g: 255, b: 255, alpha: 1 }));
    const [width, height] = [mono.width, mono.height];
    expect((await pixel(mono.data, 2, 2))[3]).toBeLessThan(10);
    const centre = await pixel(mono.data, Math.round(width / 2), Math.round(height / 2));
    expect(centre[3]).toBeGreaterThan(245);
    expect(Math.min(...centre.slice(0, 3))).toBeGreaterThan(245);
  });

  test("a transparent background stays transparent; the shape keeps its own edges", async () => {
    const mono = await toMonochrome(await logo({ r: 0, g: 0, b: 0, alpha: 0 }));
    expect((await pixel(mono.data, 2, 2))[3]).toBeLessThan(10);
    const centre = await pixel(mono.data, Math.round(mono.width / 2), Math.round(mono.height / 2));
    expect(Math.min(...centre)).toBeGreaterThan(245);
  });

  test("a flat colour edge to edge keeps its shape instead of vanishing", async () => {
    const flat = await encodeImage(
      await sharp({ create: { width: 300, height: 100, channels: 3, background: "#d4ff3f" } })
        .png()
        .toBuffer(),
      "logo",
    );
    const mono = await toMonochrome(flat);
    expect(Math.min(...(await pixel(mono.data, 10, 10)))).toBeGreaterThan(245);
  });
});
