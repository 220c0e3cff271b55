// Naming of the site's raster images. Every image lives under public/images as WebP at a few
// widths: "<base>-<width>.webp" (e.g. /images/work/posters/poster-01-960.webp). Content lists
// hold the base ("/images/work/posters/poster-01"); components turn it into src and srcset.
// scripts/media.ts generates placeholder artwork at these names; the owner replaces the files.
import type { Image } from "../contract/common.ts";
import { FALLBACK_IMAGE_WIDTH, IMAGE_WIDTHS } from "../contract/image-widths.ts";

export type ResponsiveImage = { src: string; srcSet: string };

/** src (the fallback width) and srcset for an image base; pair with a `sizes` attribute. */
export function responsiveImage(base: string): ResponsiveImage {
  return {
    src: `${base}-${FALLBACK_IMAGE_WIDTH}.webp`,
    srcSet: IMAGE_WIDTHS.map((width) => `${base}-${width}.webp ${width}w`).join(", "),
  };
}

/** A bundled image (a base and its aspect ratio) as the pages' responsive Image; no AVIF, no blur. */
export function bundledImage(base: string, aspect: { width: number; height: number }): Image {
  const { src, srcSet } = responsiveImage(base);
  const width = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  return { src, srcset: { avif: "", webp: srcSet }, width, height: Math.round((width * aspect.height) / aspect.width), blur: "" };
}
