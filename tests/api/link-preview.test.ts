// A project page's link preview (og:image): 1200 x 630, cut from its cover around the cover's
// focal point (client/contract/preview-image.ts), made on first request (src/platform/media/previews.ts).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import sharp from "sharp";
import { collections } from "../../src/collections.ts";
import { outdatedPreviewKeys } from "../../src/features/focus/outdated-previews.ts";
import { withRestoreLock } from "../../src/platform/backup/lock.ts";
import { SWEEP_GRACE_MS, sweepOrphans } from "../../src/platform/media/sweep.ts";
import type { TestApp } from "../support/app.ts";
import { captureLogger } from "../support/logger.ts";
import { adminApp, type api, json, redEdgeImage } from "./helpers.ts";

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => ({ t, call } = await adminApp()), 60_000);
afterAll(() => t.close());

/** A page's og:image (its path on this site) and the size its head gives. */
async function previewOf(path: string): Promise<{ src: string; width?: string; height?: string }> {
  const page = await (await t.request(path)).text();
  const content = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(page)?.[1];
  return { src: new URL(content("og:image")!).pathname, width: content("og:image:width"), height: content("og:image:height") };
}

/** The colour of a JPEG's pixel at a fraction across its middle: "red", "blue" or what it is. */
async function colourAt(jpeg: Buffer, across: number): Promise<string> {
  const [r, g, b] = await sharp(jpeg)
    .extract({ left: Math.round(1199 * across), top: 315, width: 1, height: 1 })
    .raw()
    .toBuffer();
  return r! > 200 && b! < 60 ? "red" : b! > 200 && r! < 60 ? "blue" : `other (${r}, ${g}, ${b})`;
}

async function fetched(src: string): Promise<Buffer> {
  const response = await t.request(src);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/jpeg");
  const jpeg = Buffer.from(await response.arrayBuffer());
  const { width, height, format } = await sharp(jpeg).metadata();
  expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "jpeg" });
  return jpeg;
}

describe("a project page's link preview", () => {
  test("is its cover cut to 1200 x 630 around the focal point; a new point is a new address", async () => {
    const { project } = await json(await call.json("/api/admin/projects", { title: "Preview Edge", family: "socialmedia", status: "published" }));
    await call.form(`/api/admin/projects/${project._id}/images`, { image: await redEdgeImage(), alt: "A blue field with a red edge" });
    const page = `/socialmedia/${project.slug}`;

    const centred = await previewOf(page);
    expect(centred.src).toMatch(/^\/media\/projects\/[0-9a-f-]{36}\/preview-500-500\.jpg$/);
    expect([centred.width, centred.height]).toEqual(["1200", "630"]);
    // Cut from the centre, the preview shows none of the red edge.
    expect(await colourAt(await fetched(centred.src), 0.95)).toBe("blue");

    const set = centred.src.slice("/media/".length, centred.src.lastIndexOf("/"));
    await call.json("/api/admin/focus", { src: `/media/${set}/480.webp`, x: 1, y: 0.5 }, "PUT");
    const edge = await previewOf(page);
    expect(edge.src).toBe(`/media/${set}/preview-1000-500.jpg`);
    const jpeg = await fetched(edge.src);
    expect(await colourAt(jpeg, 0.95)).toBe("red");
    expect(await colourAt(jpeg, 0.5)).toBe("blue");
    // Made once, then served from the bucket; the old point's preview is gone, and no longer made.
    expect(Buffer.from(await (await t.request(edge.src)).arrayBuffer()).equals(jpeg)).toBe(true);
    expect((await t.request(centred.src)).status).toBe(404);
    expect((await t.stores.objects.list(`${set}/preview-`)).sort()).toEqual([`${set}/preview-1000-500.jpg`]);
  });

  test("a hostile or unknown preview address is a 404, and nothing is made", async () => {
    const { project } = await json(await call.json("/api/admin/projects", { title: "Preview Other", family: "socialmedia", status: "published" }));
    await call.form(`/api/admin/projects/${project._id}/images`, { image: await redEdgeImage(), alt: "A blue field with a red edge" });
    const { src } = await previewOf(`/socialmedia/${project.slug}`);
    const set = src.slice("/media/".length, src.lastIndexOf("/"));
    for (const path of [
      `/media/${set}/preview-250-750.jpg`, // a point the image does not have
      `/media/${set}/preview-0500-500.jpg`, // another spelling of its point
      `/media/${set}/preview-1001-500.jpg`,
      `/media/${set}/preview-500-500.png`,
      "/media/projects/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b/preview-500-500.jpg", // no such image
      `/media/${set}/../preview-500-500.jpg`,
    ]) {
      expect(`${path} ${(await t.request(path)).status}`).toBe(`${path} 404`);
    }
    expect(await t.stores.objects.list(`${set}/preview-`)).toEqual([]);
    expect(await t.stores.objects.list("projects/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b/")).toEqual([]);
  });
});

describe("the start-up sweep", () => {
  test("removes a preview of a point since moved and keeps the current one", async () => {
    const { project } = await json(await call.json("/api/admin/projects", { title: "Preview Swept", family: "socialmedia", status: "published" }));
    await call.form(`/api/admin/projects/${project._id}/images`, { image: await redEdgeImage(), alt: "A blue field with a red edge" });
    const { src } = await previewOf(`/socialmedia/${project.slug}`);
    const set = src.slice("/media/".length, src.lastIndexOf("/"));
    await fetched(src);
    // Left behind as a failed removal would leave it.
    await t.stores.objects.put(`${set}/preview-0-0.jpg`, Buffer.from("old"), "image/jpeg");
    const removed = await sweepOrphans(
      { withRestoreLock, ...t.stores, log: captureLogger(), collections, outdated: (keys) => outdatedPreviewKeys(t.stores.sql, keys) },
      Date.now() + SWEEP_GRACE_MS + 60_000,
    );
    expect(removed.filter((key) => key.startsWith(`${set}/`))).toEqual([`${set}/preview-0-0.jpg`]);
    expect(await t.stores.objects.list(`${set}/preview-`)).toEqual([`${set}/preview-500-500.jpg`]);
  });
});
