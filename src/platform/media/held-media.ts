// A document, or a project's film, may hold only media the bucket has: every bucket key in it (an
// uploaded image's variant set "pages/<id>", a video "videos/<id>.mp4") must name stored objects. Seed artwork
// under public/ ships with the site. A key the schema allows but nobody stored (typed by hand, or
// removed since) would show a broken image to every visitor.
// An image's width and height come from what is stored, never from the request: a page's srcset
// names one file per width up to the image's own (client/contract/stored-media.ts), so a width
// copied from a larger image names files that do not exist, and a backup holding it is refused.
import { imageSize } from "image-size";
import { imageKey } from "../../../client/contract/stored-media.ts";
import type { ObjectStore } from "./object-store.ts";
import { isBucketKey, variantWidth } from "./keys.ts";

export type ImageSize = { width: number; height: number };
/** The true size of each bucket variant set, by its key. */
export type StoredSizes = ReadonlyMap<string, ImageSize>;

/** The `key` of every image and video field in a document, each once. */
function heldKeys(value: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) heldKeys(item, keys);
  else if (typeof value === "object" && value !== null) {
    for (const [name, inner] of Object.entries(value)) {
      if (name === "key" && typeof inner === "string") keys.add(inner);
      else heldKeys(inner, keys);
    }
  }
  return keys;
}

/** The header bytes read of a variant to learn its size (a WebP's is within its first 30). */
const HEADER_BYTES = 64;

/**
 * Whether every bucket key the document holds is stored (a whole object, or a variant set's
 * files): null when one is not, else each variant set's size as stored (its largest WebP's).
 */
export async function mediaStored(objects: ObjectStore, content: unknown): Promise<StoredSizes | null> {
  const keys = [...heldKeys(content)].filter(isBucketKey);
  const sizes = new Map<string, ImageSize>();
  for (let start = 0; start < keys.length; start += 8) {
    const found = await Promise.all(
      keys.slice(start, start + 8).map(async (key) => {
        const stored = await objects.list(key);
        if (!imageKey(key).set) return stored.includes(key);
        const size = await storedSetSize(objects, key, stored);
        if (size) sizes.set(key, size);
        return size !== null;
      }),
    );
    if (found.includes(false)) return null;
  }
  return sizes;
}

/**
 * Sizes already read, by set: a set's files never change once stored (every upload gets a new key),
 * though a set gains larger widths after its upload (more-widths.ts): a size read is reused while
 * its width is still the set's largest, so edit mode's saves, each checking every image of the
 * page, read each header once. Bounded: the oldest read goes first.
 */
const readSizes = new Map<string, ImageSize>();
const READ_SIZES_KEPT = 10_000;

/** A variant set's size, given the bucket's keys under it: the width of its largest WebP (the image's own) and that file's height. */
export async function storedSetSize(objects: ObjectStore, key: string, stored: string[]): Promise<ImageSize | null> {
  const largest = largestWidth(key, stored);
  if (largest === 0) return null;
  const known = readSizes.get(key);
  if (known?.width === largest) return known;
  const size = await readSetSize(objects, key, largest);
  if (size) {
    readSizes.set(key, size);
    if (readSizes.size > READ_SIZES_KEPT) readSizes.delete(readSizes.keys().next().value!);
  }
  return size;
}

/** The width of the set's largest WebP among the bucket's keys, 0 for none. */
function largestWidth(key: string, stored: string[]): number {
  return Math.max(0, ...stored.filter((object) => object.startsWith(`${key}/`)).map((object) => variantWidth(object, "webp") ?? 0));
}

async function readSetSize(objects: ObjectStore, key: string, largest: number): Promise<ImageSize | null> {
  const file = await objects.get(`${key}/${largest}.webp`, { start: 0, end: HEADER_BYTES - 1 });
  if (!file) return null;
  try {
    const { width, height } = imageSize(new Uint8Array(await new Response(file.body).arrayBuffer()));
    return width === largest && height > 0 ? { width, height } : null;
  } catch {
    return null; // not a WebP this server wrote
  }
}

/** The content with each stored image's width and height as stored (`sizes`), whatever the request said. */
export function withStoredSizes<T>(content: T, sizes: StoredSizes): T {
  if (Array.isArray(content)) return content.map((item) => withStoredSizes(item, sizes)) as T;
  if (typeof content !== "object" || content === null) return content;
  const entries = Object.entries(content).map(([name, inner]) => [name, withStoredSizes(inner, sizes)]);
  const own = Object.fromEntries(entries);
  const size = typeof own.key === "string" ? sizes.get(own.key) : undefined;
  return (size && "width" in own && "height" in own ? { ...own, ...size } : own) as T;
}
