import { expect, test } from "bun:test";
import { isBucketKey, isObjectKey, isStoredKey, newImageKey, newPrivateKey, newVideoKey, objectKeyTime, setOf, variantWidth } from "./keys.ts";
import { imageKey, mediaUrl, variantPath } from "../../../client/contract/stored-media.ts";
import type { ImageKind } from "./keys.ts";
import { previewPath, readPreviewPath } from "../../../client/contract/preview-image.ts";

// Kinds as a list would declare them: the platform knows none of the site's.
const MARKS: ImageKind = { folder: "marks", store: "object", fit: "logo" };
const SHOTS: ImageKind = { folder: "shots", store: "variants" };

test("the three shapes a column holds are read in one place", () => {
  expect(imageKey("logos/0190a8a2-3c4d-7e5f-8a9b-0c1d2e3f4a5b.webp")).toMatchObject({ place: "bucket", set: false });
  expect(imageKey("projects/0190a8a2-3c4d-7e5f-8a9b-0c1d2e3f4a5b")).toMatchObject({ place: "bucket", set: true });
  expect(imageKey("/images/logos/pace.svg")).toMatchObject({ place: "public", set: false });
  expect(imageKey("/images/work/boat")).toMatchObject({ place: "public", set: true });
  expect([isBucketKey("/images/logos/pace.svg"), isBucketKey(null), isBucketKey("avatars/x.webp")]).toEqual([false, false, true]);
});

test("URLs and variant paths keep the addresses visitors see", () => {
  expect(mediaUrl("logos/a.webp")).toBe("/media/logos/a.webp");
  expect(mediaUrl("/images/logos/pace.svg")).toBe("/images/logos/pace.svg");
  expect(mediaUrl(null)).toBeNull();
  expect(variantPath(imageKey("cards/abc"), 960, "avif")).toBe("cards/abc/960.avif");
  expect(variantPath(imageKey("/images/work/boat"), 480, "avif")).toBe("/images/work/boat-480.webp");
  expect(setOf("cards/abc/960.avif")).toBe("cards/abc");
  expect([variantWidth("cards/abc/960.webp", "webp"), variantWidth("cards/abc/960.avif", "webp")]).toEqual([960, null]);
});

test("new keys take their kind's shape and carry their creation time", () => {
  const before = Date.now();
  const logo = newImageKey(MARKS);
  const set = newImageKey(SHOTS);
  expect(imageKey(logo)).toMatchObject({ place: "bucket", set: false });
  expect(imageKey(set)).toMatchObject({ place: "bucket", set: true });
  expect(objectKeyTime(logo)).toBeGreaterThanOrEqual(before - 1);
  expect(objectKeyTime(`${set}/480.webp`)).toBeGreaterThanOrEqual(before - 1);
});

test("the pages' images and videos have keys of their own shapes, served and swept like the others", () => {
  const before = Date.now();
  const video = newVideoKey("webm");
  const set = newImageKey(SHOTS);
  expect(video).toMatch(/^videos\/[0-9a-f-]{36}\.webm$/);
  expect([isObjectKey(video), isObjectKey(`${set}/960.avif`), isObjectKey(set)]).toEqual([true, true, false]);
  expect(imageKey(video)).toMatchObject({ place: "bucket", set: false });
  expect(objectKeyTime(video)).toBeGreaterThanOrEqual(before - 1);
  expect(isObjectKey(video.replace(".webm", ".mov"))).toBe(false);
  expect(isObjectKey("videos/../logos/x.mp4")).toBe(false);
});

test("a key is served by its shape alone: a folder word and a UUIDv7 the server made, never a video's or private file's folder", () => {
  const uuid = newImageKey(MARKS).slice("marks/".length, -".webp".length);
  expect(isObjectKey(`marks/${uuid}.webp`)).toBe(true);
  expect(isObjectKey(`shots/${uuid}/480.webp`)).toBe(true);
  expect(
    [`Marks/${uuid}.webp`, `../${uuid}.webp`, `a/b/${uuid}.webp`, `videos/${uuid}.webp`, `private/${uuid}.webp`, `marks/${uuid}.png`].map(
      isObjectKey,
    ),
  ).toEqual([false, false, false, false, false, false]);
});

test("a private file's key is never served by the media path, yet a backup may hold it and the sweep reads its time", () => {
  const before = Date.now();
  const key = newPrivateKey();
  expect(key).toMatch(/^private\/[0-9a-f-]{36}\.bin$/);
  expect([isObjectKey(key), isStoredKey(key), isStoredKey(newImageKey(MARKS)), isStoredKey("private/../logos/x.bin")]).toEqual([
    false,
    true,
    true,
    false,
  ]);
  expect(imageKey(key)).toMatchObject({ place: "bucket", set: false });
  expect(objectKeyTime(key)).toBeGreaterThanOrEqual(before - 1);
});

test("a set's link preview has one key per point, in thousandths without leading zeros", () => {
  const set = newImageKey(SHOTS);
  expect(previewPath(set, { x: 1, y: 0.5 })).toBe(`${set}/preview-1000-500.jpg`);
  expect(readPreviewPath(`${set}/preview-1000-500.jpg`)).toEqual({ set, x: 1, y: 0.5 });
  expect(setOf(previewPath(set))).toBe(set);
  for (const file of ["preview-0-0.jpg", "preview-1000-1000.jpg", "preview-5-999.jpg"]) expect(isObjectKey(`${set}/${file}`)).toBe(true);
  for (const file of ["preview-0500-500.jpg", "preview-1001-0.jpg", "preview--1-0.jpg", "preview-500-500.png", "preview-500.jpg"]) {
    expect(`${file} ${isObjectKey(`${set}/${file}`)}`).toBe(`${file} false`);
  }
});
