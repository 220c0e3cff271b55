import { describe, expect, test } from "bun:test";
import sharp from "sharp";
import { statusOf } from "../../../tests/support/http-status.ts";
import { encodeVariants } from "./variants.ts";

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3366aa" } })
    .jpeg()
    .toBuffer();

describe("encodeVariants", () => {
  test("a large photo becomes AVIF and WebP at 480, 960 and 1600 wide, with its size and a blur under 1 KB", async () => {
    const set = await encodeVariants(await photo(2400, 3000));
    expect([set.width, set.height]).toEqual([1600, 2000]);
    expect(set.files.map((file) => `${file.width}.${file.format}`).sort()).toEqual([
      "1600.avif",
      "1600.webp",
      "480.avif",
      "480.webp",
      "960.avif",
      "960.webp",
    ]);
    for (const file of set.files) {
      const meta = await sharp(file.data).metadata();
      expect(meta.width).toBe(file.width);
      expect(meta.format).toBe(file.format === "avif" ? "heif" : "webp");
      expect(meta.exif).toBeUndefined();
    }
    expect(set.blur).toStartWith("data:image/webp;base64,");
    expect(set.blur.length).toBeLessThan(1024);
  }, 30_000);

  test("a small image is never enlarged: the widths below it, then its own", async () => {
    const set = await encodeVariants(await photo(700, 350));
    expect([set.width, set.height]).toEqual([700, 350]);
    expect([...new Set(set.files.map((file) => file.width))].sort((a, b) => a - b)).toEqual([480, 700]);
    const tiny = await encodeVariants(await photo(200, 100));
    expect([...new Set(tiny.files.map((file) => file.width))]).toEqual([200]);
  });

  test("EXIF (camera, owner, location) is stripped and the orientation applied", async () => {
    const jpeg = await sharp({ create: { width: 600, height: 300, channels: 3, background: "#000" } })
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: "secret camera owner" } })
      .jpeg()
      .toBuffer();
    const set = await encodeVariants(jpeg);
    expect([set.width, set.height]).toEqual([300, 600]);
    for (const file of set.files) expect(file.data.includes(Buffer.from("secret camera owner"))).toBe(false);
  });

  test("SVG is rasterised at 1600 wide, never served as markup", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><script>alert(1)</script><rect width="40" height="20" fill="#d4ff3f"/></svg>',
    );
    const set = await encodeVariants(svg);
    expect(set.width).toBe(1600);
    expect(Math.abs(set.height - 800)).toBeLessThanOrEqual(1);
    for (const file of set.files) expect(file.data.includes(Buffer.from("script"))).toBe(false);
  });

  test("a text file named .png is refused with 415; a decompression bomb with 413", async () => {
    expect(await statusOf(encodeVariants(Buffer.from("I am only text in a file called photo.png")))).toBe(415);
    const bomb = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: "#000" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(await statusOf(encodeVariants(bomb))).toBe(413);
  });
});

describe("encodeVariants' bounds (image-limits.ts, shared with every upload)", () => {
  test("an SVG with too many elements or filters is refused before it is drawn", async () => {
    const many = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${'<rect width="1" height="1"/>'.repeat(6000)}</svg>`;
    expect(await statusOf(encodeVariants(Buffer.from(many)))).toBe(415);
    const filters = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><defs><filter id="f">${'<feGaussianBlur stdDeviation="9"/>'.repeat(20)}</filter></defs><rect width="10" height="10" filter="url(#f)"/></svg>`;
    expect(await statusOf(encodeVariants(Buffer.from(filters)))).toBe(415);
  });

  test("an aborted request stops the work", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(encodeVariants(await photo(1200, 800), { signal: controller.signal })).rejects.toThrow();
  });
});
