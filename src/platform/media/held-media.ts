// A document, or a project's film, may hold only media the bucket has: every bucket key in it (an
// uploaded image's variant set "pages/<id>", a video "videos/<id>.mp4") must name stored objects. Seed artwork
// under public/ ships with the site. A key the schema allows but nobody stored (typed by hand, or
// removed since) would show a broken image to every visitor.
import type { ObjectStore } from "./object-store.ts";
import { isBucketKey } from "./keys.ts";

/** The `key` of every image and video field in a document, each once. */
export function heldKeys(value: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) heldKeys(item, keys);
  else if (typeof value === "object" && value !== null) {
    for (const [name, inner] of Object.entries(value)) {
      if (name === "key" && typeof inner === "string") keys.add(inner);
      else heldKeys(inner, keys);
    }
  }
  return keys;
}

/** Whether every bucket key the document holds is stored: a whole object, or a variant set's prefix. */
export async function mediaStored(objects: ObjectStore, content: unknown): Promise<boolean> {
  const keys = [...heldKeys(content)].filter(isBucketKey);
  for (let start = 0; start < keys.length; start += 8) {
    const found = await Promise.all(
      keys.slice(start, start + 8).map(async (key) => (await objects.list(key)).some((stored) => stored === key || stored.startsWith(`${key}/`))),
    );
    if (found.includes(false)) return false;
  }
  return true;
}
