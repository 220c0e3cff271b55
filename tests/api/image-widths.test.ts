// An upload keeps its own pixels (up to IMAGE_MAX_SIDE, metadata stripped) and gets widths up to
// 2560 for 2x and 3x screens: shown at once with its first widths, the larger ones made in the
// background (src/platform/media/more-widths.ts), and the pages naming only widths that exist at
// every moment. Sets whose larger widths were never made (a restart, images stored before) are
// finished by the backfill, which picks up where a stopped one left off.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import sharp from "sharp";
import { createMoreWidths } from "../../src/platform/media/more-widths.ts";
import { collections } from "../../src/collections.ts";
import type { ObjectStore } from "../../src/platform/media/object-store.ts";
import { listen, startTestApp, type TestApp } from "../support/app.ts";
import { downloadBackup, sendRestore } from "../support/backup-api.ts";
import { SWEEP_GRACE_MS, sweepOrphans } from "../../src/platform/media/sweep.ts";
import { heldMediaKeys, heldMediaSizes } from "../../src/restore-checks.ts";
import { adminToken } from "../support/admin-api.ts";
import { captureLogger } from "../support/logger.ts";
import { withRestoreLock } from "../../src/platform/backup/lock.ts";
import { jpegFile } from "../support/gradient-photo.ts";
import { api, json, keyOf } from "./helpers.ts";

type Call = ReturnType<typeof api>;

async function galleryProject(call: Call, title: string) {
  const { project } = await json(await call.json("/api/admin/projects", { title, family: "productvisualization", status: "published" }));
  return project as { _id: string; slug: string };
}

const addImage = async (call: Call, projectId: string, file: File) => {
  const response = await call.form(`/api/admin/projects/${projectId}/images`, { image: file, alt: "A study in gradients" });
  expect(response.status).toBe(201);
  const image = (await json(response)).image.image as { src: string; srcset: { avif: string; webp: string }; width: number; height: number };
  return { ...image, original: `/media/${setOf(image)}/original` };
};

const setOf = (image: { src: string }) => keyOf(image.src).replace(/\/\d+\.webp$/, "");
const filesOf = async (objects: ObjectStore, set: string) =>
  (await objects.list(`${set}/`)).map((key) => key.slice(set.length + 1)).sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
const widthFiles = (widths: number[]) => [...widths.flatMap((w) => [`${w}.avif`, `${w}.webp`]), "original"];

/** Every image URL a page's srcset and src attributes name. */
const imageUrlsIn = (html: string) =>
  [...html.matchAll(/(?:srcSet|src)="([^"]+)"/g)]
    .flatMap((m) => m[1]!.split(", ").map((entry) => entry.split(" ")[0]!))
    .filter((url) => url.startsWith("/media/"));

/** The page answers and every stored image it names is there: nothing a visitor sees is broken. */
async function pageWorks(t: TestApp, path: string): Promise<string> {
  const page = await t.request(path);
  expect(page.status).toBe(200);
  const html = await page.text();
  for (const url of imageUrlsIn(html)) expect(`${url} ${(await t.request(url)).status}`).toBe(`${url} 200`);
  return html;
}

describe("an upload's widths and original", () => {
  let t: TestApp;
  let call: Call;
  let project: { _id: string; slug: string };
  beforeAll(async () => {
    t = await startTestApp();
    call = api(t, await adminToken(t));
    project = await galleryProject(call, "Gradient Studies");
  }, 180_000);
  afterAll(() => t.close());

  test("a 3000x2000 JPEG with GPS is shown at once at 960, then 2560 for 2x screens, and its original keeps no EXIF", async () => {
    const image = await addImage(call, project._id, await jpegFile("holiday.jpg", 3000, 2000, { gps: true }));
    // The admin's answer, and the page, name only what is stored while the larger widths are made.
    expect([image.width, image.height]).toEqual([960, 640]);
    await pageWorks(t, `/productvisualization/${project.slug}`);

    await t.app.moreWidths.settled();
    const set = setOf(image);
    expect(await filesOf(t.stores.objects, set)).toEqual(widthFiles([480, 960, 1600, 2560]));
    const stored = (await json(await call.get(`/api/admin/projects/${project._id}`))).project.images[0].image;
    expect([stored.width, stored.height]).toEqual([2560, 1707]);

    const html = await pageWorks(t, `/productvisualization/${project.slug}`);
    expect(html).toContain(`/media/${set}/2560.avif 2560w`);
    expect(html).toContain(`/media/${set}/2560.webp 2560w`);

    const original = await t.request(image.original);
    expect(original.status).toBe(200);
    expect(original.headers.get("content-type")).toBe("image/jpeg");
    expect(original.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = Buffer.from(await original.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height, meta.exif, meta.xmp]).toEqual([3000, 2000, undefined, undefined]);
    expect(bytes.includes(Buffer.from("Test Camera"))).toBe(false);
  }, 180_000);

  test("an 8000 px wide image is stored at 6000 (IMAGE_MAX_SIDE), not refused", async () => {
    const image = await addImage(call, project._id, await jpegFile("panorama.jpg", 8000, 1000));
    await t.app.moreWidths.settled();
    const original = await sharp(Buffer.from(await (await t.request(image.original)).arrayBuffer())).metadata();
    expect([original.width, original.height]).toEqual([6000, 750]);
    expect(await filesOf(t.stores.objects, setOf(image))).toEqual(widthFiles([480, 960, 1600, 2560]));
  }, 180_000);

  test("a page document holding the image learns its larger widths, and a save from an older copy keeps them", async () => {
    const uploaded = await call.form("/api/admin/pages/media/images", { image: await jpegFile("portrait.jpg", 2000, 2500) });
    const { image } = await json(uploaded);
    expect([image.width, image.height]).toEqual([960, 1200]);
    const home = (await json(await call.get("/api/admin/pages/home"))).page;
    type Home = { about: { portrait: Record<string, unknown> } };
    const withPortrait = (content: Home, stored: typeof image) => ({
      ...content,
      about: { ...content.about, portrait: { ...content.about.portrait, image: stored } },
    });
    const saved = await json(
      await call.json("/api/admin/pages/home/draft", { version: home.version, content: withPortrait(home.published, image) }, "PUT"),
    );
    expect(saved.page.draft.about.portrait.image).toMatchObject({ width: 960, height: 1200 });
    await t.app.moreWidths.settled();
    const grown = (await json(await call.get("/api/admin/pages/home"))).page;
    expect(grown.draft.about.portrait.image).toMatchObject({ key: image.key, width: 2000, height: 2500 });
    // The editor still holds the answer of its upload: its save is given the stored size.
    const again = await json(
      await call.json("/api/admin/pages/home/draft", { version: grown.version, content: withPortrait(grown.draft, image) }, "PUT"),
    );
    expect(again.page.draft.about.portrait.image).toMatchObject({ width: 2000, height: 2500 });
  }, 180_000);

  test("a 1200 px image gets its own width and none larger", async () => {
    const image = await addImage(call, project._id, await jpegFile("small.jpg", 1200, 900));
    await t.app.moreWidths.settled();
    expect(await filesOf(t.stores.objects, setOf(image))).toEqual(widthFiles([480, 960, 1200]));
    const images = (await json(await call.get(`/api/admin/projects/${project._id}`))).project.images;
    const stored = images.find((entry: { image: { src: string } }) => entry.image.src === image.src).image;
    expect([stored.width, stored.height]).toEqual([1200, 900]);
    expect(stored.srcset.webp).not.toContain("1600");
  }, 180_000);
});

describe("the backfill: sets whose larger widths were never made", () => {
  let t: TestApp;
  let call: Call;
  beforeAll(async () => {
    t = await startTestApp();
    call = api(t, await adminToken(t));
  }, 180_000);
  afterAll(() => t.close());

  test("finishes them one at a time, stopped midway goes on where it stopped with no width made twice, and pages work throughout", async () => {
    const project = await galleryProject(call, "Interrupted Sets");
    // One stored before originals were kept: 480, 960 and 1600, nothing more.
    const old = await addImage(call, project._id, await jpegFile("old.jpg", 1600, 1000));
    await t.app.moreWidths.settled();
    const oldSet = setOf(old);
    await t.stores.objects.remove(`${oldSet}/original`);
    // Then three as a restart leaves them: the server's own worker stopped before it made anything.
    await t.app.moreWidths.stop();
    const images = [];
    for (const name of ["a.jpg", "b.jpg", "c.jpg"]) images.push(await addImage(call, project._id, await jpegFile(name, 2000, 1200)));
    const path = `/productvisualization/${project.slug}`;
    await pageWorks(t, path);

    const puts: string[] = [];
    const log = captureLogger();
    const worker = (objects: ObjectStore) =>
      createMoreWidths({
        sql: t.stores.sql,
        objects,
        log,
        queues: [],
        collections,
        heldSizes: heldMediaSizes,
        drop: (tags) => t.cache.drop(tags),
      });
    const counted = (onPut: (count: number) => void): ObjectStore => ({
      ...t.stores.objects,
      put: async (key, body, type) => {
        await t.stores.objects.put(key, body, type);
        puts.push(key);
        onPut(puts.length);
      },
    });
    // Stopped once it has stored the first files of its second set (each set makes 1600 and 2000, AVIF and WebP: four files).
    const first = worker(counted((count) => count === 6 && void first.stop()));
    const stopped = await first.backfill();
    expect(stopped.made).toBe(1);
    expect(puts).toHaveLength(6);
    await pageWorks(t, path);

    const second = worker(counted(() => {}));
    const finished = await second.backfill();
    expect([finished.made, finished.complete, finished.noOriginal, finished.failed]).toEqual([2, 1, 1, 0]);
    expect(new Set(puts).size).toBe(puts.length);
    expect(puts).toHaveLength(12);
    for (const image of images) expect(await filesOf(t.stores.objects, setOf(image))).toEqual(widthFiles([480, 960, 1600, 2000]));
    expect(await filesOf(t.stores.objects, oldSet)).toEqual(["480.avif", "480.webp", "960.avif", "960.webp", "1600.avif", "1600.webp"]);

    const html = await pageWorks(t, path);
    for (const image of images) expect(html).toContain(`/media/${setOf(image)}/2000.webp 2000w`);
    // The old set's "Full size" is the largest width it has.
    const full = await t.request(`/media/${oldSet}/original`);
    expect([full.status, full.headers.get("location")]).toEqual([302, `/media/${oldSet}/1600.webp`]);
    // A run with nothing left to do makes nothing.
    expect((await worker(counted(() => {})).backfill()).made).toBe(0);
    expect(puts).toHaveLength(12);
  }, 240_000);
});

describe("a set's original and larger widths in the sweep and in backups", () => {
  test("the sweep keeps them while a row holds the set; a backup carries them and a restore brings them back", async () => {
    const source = await startTestApp();
    const target = await startTestApp();
    const served = [listen(source.app), listen(target.app)];
    try {
      const call = api(source, await adminToken(source));
      const project = await galleryProject(call, "Kept Whole");
      const image = await addImage(call, project._id, await jpegFile("kept.jpg", 3000, 2000));
      await source.app.moreWidths.settled();
      const set = setOf(image);
      const files = await filesOf(source.stores.objects, set);
      expect(files).toEqual(widthFiles([480, 960, 1600, 2560]));
      const removed = await sweepOrphans(
        { withRestoreLock, ...source.stores, log: captureLogger(), collections, held: heldMediaKeys },
        Date.now() + SWEEP_GRACE_MS + 60_000,
      );
      expect(removed.filter((key) => key.startsWith(`${set}/`))).toEqual([]);

      const archive = await downloadBackup(served[0]!, await adminToken(source));
      const restored = await sendRestore(served[1]!, await adminToken(target), archive);
      expect(restored.status).toBe(200);
      expect(await filesOf(target.stores.objects, set)).toEqual(files);
      expect((await target.request(image.original)).headers.get("content-type")).toBe("image/jpeg");
      expect(await pageWorks(target, `/productvisualization/${project.slug}`)).toContain(`/media/${set}/2560.webp 2560w`);
    } finally {
      for (const server of served) await server.stop();
      await source.close();
      await target.close();
    }
  }, 240_000);
});
