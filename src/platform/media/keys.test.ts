import { expect, test } from "bun:test";
import { isBucketKey, isObjectKey, isStoredKey, newImageKey, newPrivateKey, newVideoKey, objectKeyTime, setOf, variantWidth } from "./keys.ts";
import { imageKey, mediaUrl, variantPath } from "../../../client/contract/stored-media.ts";

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
  const logo = newImageKey("logos");
  const set = newImageKey("portfolio");
  expect(imageKey(logo)).toMatchObject({ place: "bucket", set: false });
  expect(imageKey(set)).toMatchObject({ place: "bucket", set: true });
  expect(objectKeyTime(logo)).toBeGreaterThanOrEqual(before - 1);
  expect(objectKeyTime(`${set}/480.webp`)).toBeGreaterThanOrEqual(before - 1);
});

test("the pages' images and videos have keys of their own shapes, served and swept like the others", () => {
  const before = Date.now();
  const video = newVideoKey("webm");
  const set = newImageKey("pages");
  expect(video).toMatch(/^videos\/[0-9a-f-]{36}\.webm$/);
  expect([isObjectKey(video), isObjectKey(`${set}/960.avif`), isObjectKey(set)]).toEqual([true, true, false]);
  expect(imageKey(video)).toMatchObject({ place: "bucket", set: false });
  expect(objectKeyTime(video)).toBeGreaterThanOrEqual(before - 1);
  expect(isObjectKey(video.replace(".webm", ".mov"))).toBe(false);
  expect(isObjectKey("videos/../logos/x.mp4")).toBe(false);
});

test("a private file's key is never served by the media path, yet a backup may hold it and the sweep reads its time", () => {
  const before = Date.now();
  const key = newPrivateKey();
  expect(key).toMatch(/^private\/[0-9a-f-]{36}\.bin$/);
  expect([isObjectKey(key), isStoredKey(key), isStoredKey(newImageKey("logos")), isStoredKey("private/../logos/x.bin")]).toEqual([
    false,
    true,
    true,
    false,
  ]);
  expect(imageKey(key)).toMatchObject({ place: "bucket", set: false });
  expect(objectKeyTime(key)).toBeGreaterThanOrEqual(before - 1);
});
