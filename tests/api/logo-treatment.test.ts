// The logo strip's monochrome treatment, chosen at upload: the stored image is the re-drawn one.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import sharp from "sharp";
import type { TestApp } from "../support/app.ts";
import { adminApp, type api, imageFile, json } from "./helpers.ts";

let t: TestApp;
let call: ReturnType<typeof api>;

beforeAll(async () => ({ t, call } = await adminApp()), 60_000);
afterAll(() => t.close());

/** The served image's corner and centre pixels (RGBA). */
async function served(url: string) {
  const response = await t.request(url);
  const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)];
  return { corner: at(1, 1), centre: at(info.width >> 1, info.height >> 1) };
}

/** A white-background PNG with a dark mark: the bright box the strip used to show. */
async function whiteBoxLogo(): Promise<File> {
  const mark = await sharp({ create: { width: 200, height: 60, channels: 3, background: "#1b2a6b" } })
    .png()
    .toBuffer();
  const png = await sharp({ create: { width: 320, height: 160, channels: 3, background: "#ffffff" } })
    .composite([{ input: mark, left: 60, top: 50 }])
    .png()
    .toBuffer();
  return new File([new Uint8Array(png)], "white-box.png", { type: "image/png" });
}

describe("logo treatment", () => {
  test("monochrome: the white box becomes transparent and the mark white", async () => {
    const response = await call.form("/api/admin/addlogo", { image: await whiteBoxLogo(), name: "Mono Co", treatment: "monochrome" });
    expect(response.status).toBe(201);
    const { corner, centre } = await served((await json(response)).logo.image);
    expect(corner[3]).toBeLessThan(10);
    expect(Math.min(...centre)).toBeGreaterThan(240);
  });

  test("as uploaded (the default) keeps the image's own colours", async () => {
    const response = await call.form("/api/admin/addlogo", { image: await whiteBoxLogo(), name: "Colour Co" });
    const { corner } = await served((await json(response)).logo.image);
    expect(corner).toEqual([255, 255, 255, 255]);
  });

  test("an unknown treatment is a 400 naming the choices", async () => {
    const added = await call.form("/api/admin/addlogo", { image: await imageFile(), treatment: "sepia" });
    expect(added.status).toBe(400);
    expect((await json(added)).message).toBe("treatment must be one of: original, monochrome");
  });
});

describe("replacing a logo's image", () => {
  test("keeps a monochrome logo monochrome unless another treatment is chosen", async () => {
    const added = await json(await call.form("/api/admin/addlogo", { image: await whiteBoxLogo(), name: "Keeps White", treatment: "monochrome" }));
    const id = added.logo._id;
    expect((await json(await call.get(`/api/admin/logo/${id}`))).logo.treatment).toBe("monochrome");

    // The update form as an older client sends it: no treatment.
    const replaced = await call.form("/api/admin/updatelogo", { id, image: await whiteBoxLogo() });
    expect(replaced.status).toBe(200);
    const { corner, centre } = await served((await json(replaced)).logo.image);
    expect(corner[3]).toBeLessThan(10);
    expect(Math.min(...centre)).toBeGreaterThan(240);

    // Chosen "as uploaded": stored so, and kept so at the next replacement.
    await call.form("/api/admin/updatelogo", { id, image: await whiteBoxLogo(), treatment: "original" });
    const again = await json(await call.form("/api/admin/updatelogo", { id, image: await whiteBoxLogo() }));
    expect((await served(again.logo.image)).corner).toEqual([255, 255, 255, 255]);
    expect((await json(await call.get(`/api/admin/logo/${id}`))).logo.treatment).toBe("original");
  });
});
