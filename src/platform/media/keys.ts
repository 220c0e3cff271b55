// What an image column holds, and the one place its shape is read. The server makes every key
// itself, never from a request:
// - one object in the bucket: "<folder>/<uuidv7>.webp" (a kind stored as one WebP: a logo, an avatar);
// - a variant set in the bucket: the prefix "<folder>/<uuidv7>", its objects "<prefix>/<width>.<avif|webp>"
//   and "<prefix>/original", the upload's own pixels (a kind stored as responsive variants), and
//   "<prefix>/preview-<x>-<y>.jpg", its link preview cut around a point (made on first request: previews.ts);
// - a video in the bucket: "videos/<uuidv7>.<mp4|webm>" (the pages' videos, video-upload.ts);
// - a private file in the bucket: "private/<uuidv7>.bin" (what a visitor sent with a form), which the
//   public media path never serves: only a route that checks who asks reads it;
// - seed artwork bundled under public/, starting with "/": a file ("/images/logos/x.svg"), or a
//   base whose files are "<base>-<width>.webp" (never in the bucket).
// The UUIDv7 carries its creation time, which lets the orphan sweep spare uploads still in flight.
// The kinds of upload are declared by the lists and pages whose images they are (a managed list's
// `image.kind`, src/platform/collections/collection.ts), never named here: a key is checked by its
// shape, a folder and a UUIDv7 the server made, which is what keeps traversal and other objects out.
import { PREVIEW_FILE } from "../../../client/contract/preview-image.ts";
import { imageKey, type VariantFormat } from "../../../client/contract/stored-media.ts";
import type { ImageUse } from "./image.ts";

/** A kind of upload: its own folder of the bucket, and one WebP fitted as a logo or an avatar, or a set of responsive variants. */
export type ImageKind = { folder: string; store: "variants" } | { folder: string; store: "object"; fit: ImageUse };

const UUID_V7 = "[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}";
/** An image kind's folder: a lower-case word, never the folder of the videos or of the private files. */
const FOLDER = "(?!videos/|private/)[a-z][a-z0-9-]{0,39}";
const KEY = new RegExp(
  `^(?:${FOLDER}/(${UUID_V7})\\.webp|${FOLDER}/(${UUID_V7})/(?:[1-9][0-9]{0,3}\\.(?:avif|webp)|original|${PREVIEW_FILE})|videos/(${UUID_V7})\\.(?:mp4|webm))$`,
);

/** A new key for an upload of this kind: an object key, or a variant set's prefix. */
export function newImageKey(kind: ImageKind): string {
  return kind.store === "object" ? `${kind.folder}/${Bun.randomUUIDv7()}.webp` : `${kind.folder}/${Bun.randomUUIDv7()}`;
}

/** Where a table keeps media keys (a managed list's declaration has these fields): what the sweep and a purge read. */
export type MediaColumns = {
  table: string;
  /** Its image column; for a variant set whose size a request once gave, the columns of its width and height. */
  image?: { column: string; size?: { width: string; height: string } };
  /** Its column holding a private object's key. */
  file?: { column: string };
};

const PRIVATE_KEY = new RegExp(`^private/(${UUID_V7})\\.bin$`);

/** A new key for a private file (never served by /media). */
export function newPrivateKey(): string {
  return `private/${Bun.randomUUIDv7()}.bin`;
}

/** A key of the server's own shapes, public or private: what a backup may hold. */
export function isStoredKey(key: string): boolean {
  return KEY.test(key) || PRIVATE_KEY.test(key);
}

/** A new key for an uploaded video, by its container. */
export function newVideoKey(extension: "mp4" | "webm"): string {
  return `videos/${Bun.randomUUIDv7()}.${extension}`;
}

/** Only keys of the server's own object shapes are served: no traversal, no other objects. */
export function isObjectKey(key: string): boolean {
  return KEY.test(key);
}

/** When the object's key was made (ms since epoch), or null for keys of another shape. */
export function objectKeyTime(key: string): number | null {
  const match = KEY.exec(key) ?? PRIVATE_KEY.exec(key);
  const uuid = match?.[1] ?? match?.[2] ?? match?.[3];
  if (!uuid) return null;
  return parseInt(uuid.replace(/-/g, "").slice(0, 12), 16);
}

/** A key whose files are in the bucket (not seed artwork, not null). */
export function isBucketKey(key: string | null): key is string {
  return !!key && imageKey(key).place === "bucket";
}

/** The variant set a bucket object belongs to ("projects/<id>" for "projects/<id>/480.webp"). */
export function setOf(objectKey: string): string {
  return objectKey.slice(0, objectKey.lastIndexOf("/"));
}

/** The width of a variant set's object ("projects/<id>/480.webp" is 480 wide), or null for another object. */
export function variantWidth(objectKey: string, format: VariantFormat): number | null {
  const width = new RegExp(`/(\\d+)\\.${format}$`).exec(objectKey)?.[1];
  return width === undefined ? null : Number(width);
}

/** The object keys a src or srcset of media URLs names, the other way round: seed files are not in the bucket. */
export function mediaKeysIn(urls: string): string[] {
  return urls
    .split(/[\s,]+/)
    .filter((url) => url.startsWith("/media/"))
    .map((url) => url.slice("/media/".length));
}
