// What a stored image or video is, and how a page turns one into URLs. Shared by the server (its
// lists turn image columns into these) and the pages (a page document holds these, and a page
// or the in-place editor renders them). Plain data and string functions: public pages carry it.
import type { Image } from "./common.ts";
import type { Focus } from "./focus-point.ts";
import { FALLBACK_IMAGE_WIDTH, IMAGE_WIDTHS, UPLOAD_WIDTHS } from "./image-widths.ts";

/**
 * An image as stored: its key, the size of its largest variant, its blur placeholder ("" for
 * logos and avatars). The key is a bucket object ("logos/<id>.webp"), a bucket variant set
 * ("projects/<id>", files "<set>/<width>.<avif|webp>" and the upload's own pixels re-encoded,
 * "<set>/original"), or seed artwork under public/ starting with "/": a file
 * ("/images/logos/x.svg") or a base whose files are "<base>-<width>.webp". A set's larger widths
 * are made after its row is written: the width is that of the largest stored so far, and grows
 * (src/platform/media/more-widths.ts); every width below it is always stored.
 */
export type StoredImage = { key: string; width: number; height: number; blur: string; focus?: Focus };

/** A stored video: one file (a bucket object "videos/<id>.mp4" or seed "/video/x.mp4") and its poster frame. */
export type StoredVideo = {
  key: string;
  type: "video/mp4" | "video/webm";
  width: number;
  height: number;
  /** Seconds. */
  duration: number;
  poster: StoredImage;
  /**
   * An MP4 made from it for portrait phones (src/platform/media/video-files.ts): cropped to the
   * part a portrait screen shows, at most 720 px wide, silent; none for a long video.
   */
  phone?: VideoRendition;
};

type VideoRendition = { key: string; width: number; height: number };

/** A stored key read: where its files are, and whether it names one file or a set of widths. */
export type ImageKey = { key: string; place: "bucket" | "public"; set: boolean };
export type VariantFormat = "avif" | "webp";

const MEDIA = "/media/";

export function imageKey(key: string): ImageKey {
  return { key, place: key.startsWith("/") ? "public" : "bucket", set: !/\.\w+$/.test(key) };
}

/** The object key (in the bucket) or path (under public/) of one width of a set; seed sets are WebP only. */
export function variantPath(stored: ImageKey, width: number, format: VariantFormat): string {
  return stored.place === "public" ? `${stored.key}-${width}.webp` : `${stored.key}/${width}.${format}`;
}

/** The URL of an object key or public path: the database stores keys, never URLs. */
export function mediaUrl(key: string): string;
export function mediaUrl(key: string | null): string | null;
export function mediaUrl(key: string | null): string | null {
  if (key === null) return null;
  return imageKey(key).place === "public" ? key : `${MEDIA}${key}`;
}

/** The widths a variant set holds, given its largest: the standard ones below it, then itself. */
export function variantWidths(largest: number): number[] {
  return [...UPLOAD_WIDTHS.filter((width) => width < largest), largest];
}

/** The object of a bucket variant set that holds the upload's own pixels (metadata stripped): what "Full size" opens. */
export function originalPath(setKey: string): string {
  return `${setKey}/original`;
}

/** What a page's <img> needs for a stored variant set: src, srcset for AVIF and WebP, size, placeholder. */
export function toImage(stored: StoredImage): Image {
  const key = imageKey(stored.key);
  const seed = key.place === "public";
  // Seed files exist at every standard width (scripts/media draws them so), in WebP only.
  const widths = seed ? [...IMAGE_WIDTHS] : variantWidths(stored.width);
  const url = (width: number, format: VariantFormat) => mediaUrl(variantPath(key, width, format));
  const srcset = (format: VariantFormat) => widths.map((width) => `${url(width, format)} ${width}w`).join(", ");
  const fallback = widths.filter((width) => width <= FALLBACK_IMAGE_WIDTH).at(-1) ?? widths[0]!;
  return {
    src: url(fallback, "webp"),
    srcset: { avif: seed ? "" : srcset("avif"), webp: srcset("webp") },
    width: stored.width,
    height: stored.height,
    blur: stored.blur,
    ...(stored.focus ? { focus: stored.focus } : {}),
  };
}
