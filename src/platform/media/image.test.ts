import { describe, expect, test } from "bun:test";
import sharp from "sharp";
import { statusOf } from "../../../tests/support/http-status.ts";
import { filteredRectsSvg } from "../../../tests/support/heavy-svg.ts";
import { encodeImage } from "./image.ts";
import { IMAGE_LIMITS } from "./image-limits.ts";
import { rasteriseSvg } from "./svg-raster.ts";

describe("encodeImage", () => {
  test("a logo becomes a WebP that fits 480x240, keeping its proportions and transparency", async () => {
    const png = await sharp({ create: { width: 1200, height: 300, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } } })
      .png()
      .toBuffer();
    const out = await encodeImage(png, "logo");
    const meta = await sharp(out.data).metadata();
    expect(out.contentType).toBe("image/webp");
    expect(meta.format).toBe("webp");
    expect([meta.width, meta.height]).toEqual([480, 120]);
    expect(meta.hasAlpha).toBe(true);
  });

  test("an avatar becomes a 256x256 square", async () => {
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#336699" } })
      .jpeg()
      .toBuffer();
    const meta = await sharp((await encodeImage(jpeg, "avatar")).data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 256]);
  });

  test("EXIF metadata (camera, owner) is stripped", async () => {
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#000" } })
      .withExif({ IFD0: { Copyright: "secret camera owner", Make: "Phone" } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const meta = await sharp((await encodeImage(jpeg, "avatar")).data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
  });

  test("SVG is rasterised at the size of its box, not served as markup", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="12"><script>alert(1)</script><rect width="24" height="12" fill="#d4ff3f"/></svg>',
    );
    const out = await encodeImage(svg, "logo");
    const meta = await sharp(out.data).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBeGreaterThanOrEqual(470);
    expect(out.data.includes(Buffer.from("script"))).toBe(false);
  });

  test("a text file is refused with 415, whatever it is called", async () => {
    expect(await statusOf(encodeImage(Buffer.from("I am not a picture, only text in a .png"), "logo"))).toBe(415);
  });

  test("a damaged image (valid header, truncated body) is refused with 415", async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    expect(await statusOf(encodeImage(png.subarray(0, 60), "logo"))).toBe(415);
  });

  test("an SVG that reaches for other files is refused", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><image href="file:///etc/passwd" width="10" height="10"/></svg>');
    expect(await statusOf(encodeImage(svg, "logo"))).toBe(415);
  });

  test("a decompression bomb (huge canvas, tiny file) is refused with 413", async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: "#000" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await statusOf(encodeImage(bomb, "logo"))).toBe(413);
  });
});

describe("bounded image work", () => {
  test("the twenty-filtered-rectangles SVG (1.5 KB, seconds of rendering) is refused at once", async () => {
    const svg = filteredRectsSvg(20);
    expect(svg.length).toBeLessThan(2048);
    const started = performance.now();
    expect(await statusOf(encodeImage(svg, "logo"))).toBe(415);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  test("an SVG over the size limit is refused with 413, one with too many elements with 415", async () => {
    const padding = `<!-- ${"x".repeat(IMAGE_LIMITS.svg.maxBytes)} -->`;
    expect(await statusOf(encodeImage(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9">${padding}</svg>`), "logo"))).toBe(
      413,
    );
    const many = "<rect width='1' height='1'/>".repeat(IMAGE_LIMITS.svg.maxElements + 1);
    expect(await statusOf(encodeImage(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9">${many}</svg>`), "logo"))).toBe(415);
  });

  test("an SVG within the limits that takes too long to draw is stopped at the time limit", async () => {
    const started = performance.now();
    expect(await statusOf(rasteriseSvg(filteredRectsSvg(4), 173, { limitMs: 300 }))).toBe(415);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  test("drawing stops as soon as the request is aborted", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const started = performance.now();
    const error = await rasteriseSvg(filteredRectsSvg(4), 173, { signal: controller.signal }).catch((e: Error) => e);
    expect((error as Error).name).toBe("AbortError");
    expect(performance.now() - started).toBeLessThan(1_500);
  });
});
