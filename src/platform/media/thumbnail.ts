// A stored image's smallest picture, for lists that show many at once (the trash).
import { variantWidth } from "./keys.ts";
import { imageKey, mediaUrl, variantPath } from "../../../client/contract/stored-media.ts";
import type { ObjectStore } from "./object-store.ts";

/** One file as it is; a seed set by its 480 px file; an uploaded set by the smallest WebP it holds. */
export async function thumbnailUrl(key: string | null, objects: ObjectStore): Promise<string | null> {
  if (!key) return null;
  const stored = imageKey(key);
  if (!stored.set) return mediaUrl(key);
  if (stored.place === "public") return mediaUrl(variantPath(stored, 480, "webp"));
  const widths = (await objects.list(`${key}/`)).map((object) => variantWidth(object, "webp")).filter((width) => width !== null);
  return widths.length > 0 ? mediaUrl(variantPath(stored, Math.min(...widths), "webp")) : null;
}
