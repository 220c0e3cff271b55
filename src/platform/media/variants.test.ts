import { describe, expect, test } from "bun:test";
import sharp from "sharp";
import { statusOf } from "../../../tests/support/http-status.ts";
import { encodeMoreWidths, encodeVariants } from "./variants.ts";

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3366aa" } })
    .jpeg()
    .toBuffer();

describe("encodeVariants", () => {
  test("a large photo keeps its own pixels as a JPEG and is shown at once at 480 and 960 wide, with that size and a blur under 1 KB", async () => {
    const set = await encodeVariants(await photo(2400, 3000));
    expect([set.width, set.height]).toEqual([960, 1200]);
    expect(set.files.map((file) => `${file.width}.${file.format}`)).toEqual(["480.avif", "480.webp", "960.avif", "960.webp", "2400.original"]);
    for (const file of set.files) {
      const meta = await sharp(file.data).metadata();
      expect(meta.width).toBe(file.width);
      expect(meta.format).toBe(({ avif: "heif", webp: "webp", original: "jpeg" } as const)[file.format]);
      expect(meta.exif).toBeUndefined();
    }
    expect(set.blur).toStartWith("data:image/webp;base64,");
    expect(set.blur.length).toBeLessThan(1024);
  }, 90_000);

  test("a small image is never enlarged: the widths below it, then its own", async () => {
    const set = await encodeVariants(await photo(700, 350));
    expect([set.width, set.height]).toEqual([700, 350]);
    expect([...new Set(set.files.map((file) => file.width))].sort((a, b) => a - b)).toEqual([480, 700]);
    const tiny = await encodeVariants(await photo(200, 100));
    expect([...new Set(tiny.files.map((file) => file.width))]).toEqual([200]);
  });

  test("past the bound (IMAGE_MAX_SIDE) the original is scaled down, not refused; transparency keeps it a WebP", async () => {
    const wide = await encodeVariants(await photo(3000, 600), { maxSide: 2560 });
    const original = wide.files.find((file) => file.format === "original")!;
    expect([original.width, (await sharp(original.data).metadata()).height]).toEqual([2560, 512]);
    const clear = await sharp({ create: { width: 1000, height: 500, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const alpha = (await encodeVariants(clear)).files.find((file) => file.format === "original")!;
    expect([alpha.contentType, (await sharp(alpha.data).metadata()).hasAlpha]).toEqual(["image/webp", true]);
  });

  test("the larger widths are made from the original, smallest first, AVIF before WebP", async () => {
    const set = await encodeVariants(await photo(3000, 2000));
    const original = set.files.find((file) => file.format === "original")!;
    const more = await encodeMoreWidths(original.data, [2560, 1600]);
    expect(more.map((file) => `${file.width}.${file.format}`)).toEqual(["1600.avif", "1600.webp", "2560.avif", "2560.webp"]);
    expect((await sharp(more.at(-1)!.data).metadata()).height).toBe(1707);
  }, 90_000);

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

  test("SVG is rasterised at 2560 wide (its original), never served as markup", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><script>alert(1)</script><rect width="40" height="20" fill="#d4ff3f"/></svg>',
    );
    const set = await encodeVariants(svg);
    expect(set.width).toBe(960);
    expect(Math.abs(set.height - 480)).toBeLessThanOrEqual(1);
    expect(set.files.find((file) => file.format === "original")?.width).toBe(2560);
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
