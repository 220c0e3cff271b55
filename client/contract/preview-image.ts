// A page's link preview image (og:image) made from a stored image: 1200 x 630, the shape link
// previews show (Facebook, LinkedIn, X, WhatsApp), cropped around the image's focal point so the
// platform's own centre crop no longer cuts the subject off. Its address names the set and the
// focal point it was cut around: a new point is a new address, which platforms fetch anew.
// Plain string functions: the route table (client/routes.tsx) and the media route both read them.
import type { Image } from "./common.ts";
import { CENTRE, focusKey, type Focus } from "./focus-point.ts";

export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** A fraction as thousandths, the one spelling of a point in an address (0.5 → 500). */
const thousandths = (fraction: number) => Math.round(Math.min(1, Math.max(0, fraction)) * 1000);
const THOUSANDTHS = "(?:0|[1-9][0-9]{0,2}|1000)";
/** A preview's file name in its set, as a pattern: one spelling per point (no leading zeros), which the bucket's key shapes include. */
export const PREVIEW_FILE = `preview-${THOUSANDTHS}-${THOUSANDTHS}\\.jpg`;
const PREVIEW = new RegExp(`^(.+)/(${PREVIEW_FILE})$`);

/** The object key of a bucket variant set's preview cut around `focus` ("projects/<id>/preview-1000-500.jpg"). */
export function previewPath(setKey: string, focus: Focus = CENTRE): string {
  return `${setKey}/preview-${thousandths(focus.x)}-${thousandths(focus.y)}.jpg`;
}

/** A preview's object key read back: its set and the point it names; null for any other key. */
export function readPreviewPath(key: string): { set: string; x: number; y: number } | null {
  const match = PREVIEW.exec(key);
  if (!match) return null;
  const [x, y] = match[2]!.slice("preview-".length, -".jpg".length).split("-").map(Number);
  return { set: match[1]!, x: x! / 1000, y: y! / 1000 };
}

/**
 * A page's preview image from the image it leads with: the cut preview of an uploaded image
 * (a bucket variant set), or the image's own src for seed artwork, whose files are drawn at
 * fixed widths and have no such preview.
 */
export function previewImage(image: Pick<Image, "src"> & { focus?: Focus }): { src: string; width?: number; height?: number } {
  const key = focusKey(image.src);
  if (!key || key.startsWith("/")) return { src: image.src };
  return { src: `/media/${previewPath(key, image.focus)}`, ...PREVIEW_SIZE };
}
