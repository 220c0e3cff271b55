// A variant set's link preview (client/contract/preview-image.ts), made on its first request and
// then kept in the bucket beside the set's other files. Lazily rather than at upload: a preview
// depends on the focal point, which the owner sets after uploading and may move many times, and
// images stored before previews existed get theirs the same way with no backfill pass; only the
// images a page is actually shared with are ever cut. Bounded: a request makes one only for a set
// that exists and for the one point the set has now (any other address is a 404 before any image
// work, so a visitor cannot make one file per point), the work runs as a job of the bounded image
// queue in the low-priority child (encoder.ts), and concurrent first requests share one job.
// Previews of a point since moved go when the point moves (dropStalePreviews), else at the next
// start's sweep (outdatedPreviews), and with their set.
import { CENTRE, type Focus } from "../../../client/contract/focus-point.ts";
import { previewPath, readPreviewPath } from "../../../client/contract/preview-image.ts";
import { originalPath } from "../../../client/contract/stored-media.ts";
import { encodePreviewApart } from "./encoder.ts";
import type { ImageQueue } from "./image-queue.ts";
import { variantWidth } from "./keys.ts";
import type { ObjectStore } from "./object-store.ts";

export type PreviewDeps = {
  objects: ObjectStore;
  images: ImageQueue;
  /** The set's focal point now, or null where none was set (the centre). */
  focusOf(setKey: string): Promise<Focus | null>;
};

export type Previews = {
  /** Makes and stores the preview at `key` if it is the current one of a stored set; false when there is none to make. */
  make(key: string): Promise<boolean>;
};

export function createPreviews(deps: PreviewDeps): Previews {
  const making = new Map<string, Promise<boolean>>();
  return {
    make(key) {
      const running = making.get(key);
      if (running) return running;
      const made = makePreview(deps, key).finally(() => making.delete(key));
      making.set(key, made);
      return made;
    },
  };
}

async function makePreview({ objects, images, focusOf }: PreviewDeps, key: string): Promise<boolean> {
  const wanted = readPreviewPath(key);
  if (!wanted) return false;
  const focus = (await focusOf(wanted.set)) ?? CENTRE;
  if (previewPath(wanted.set, focus) !== key) return false;
  const source = sourceOf(wanted.set, await objects.list(`${wanted.set}/`));
  if (!source) return false;
  return images.run(undefined, async () => {
    const object = await objects.get(source);
    if (!object) return false;
    const preview = await encodePreviewApart(new Uint8Array(await new Response(object.body).arrayBuffer()), focus);
    await objects.put(key, preview.data, preview.contentType);
    return true;
  });
}

/** The file a preview is cut from: the set's original, or for a set stored before originals were kept, its largest WebP. */
function sourceOf(set: string, files: string[]): string | null {
  if (files.includes(originalPath(set))) return originalPath(set);
  const widths = files.map((file) => variantWidth(file, "webp") ?? 0);
  const largest = Math.max(0, ...widths);
  return largest > 0 ? `${set}/${largest}.webp` : null;
}

/** Of these keys, the previews cut around a point their set no longer has (`points`: every set's point, the centre where absent). */
export function outdatedPreviews(keys: readonly string[], points: ReadonlyMap<string, Focus>): string[] {
  return keys.filter((key) => {
    const preview = readPreviewPath(key);
    return preview !== null && previewPath(preview.set, points.get(preview.set)) !== key;
  });
}

/** Removes a set's previews cut around any point but `focus` (best effort: the orphan sweep does not know points). */
export async function dropStalePreviews(objects: ObjectStore, set: string, focus: Focus): Promise<void> {
  const current = previewPath(set, focus);
  for (const file of await objects.list(`${set}/preview-`)) if (file !== current && readPreviewPath(file)) await objects.remove(file);
}
