// Naming of the site's raster images. Every image lives under public/images as WebP at a few
// widths: "<base>-<width>.webp" (e.g. /images/work/posters/poster-01-960.webp). Content lists
// hold the base ("/images/work/posters/poster-01"); components turn it into src and srcset.
// scripts/media.ts generates placeholder artwork at these names; the owner replaces the files.
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

export type ResponsiveImage = { src: string; srcSet: string };

/** src (the middle width) and srcset for an image base; pair with a `sizes` attribute. */
export function responsiveImage(base: string): ResponsiveImage {
  return {
    src: `${base}-960.webp`,
    srcSet: IMAGE_WIDTHS.map((width) => `${base}-${width}.webp ${width}w`).join(", "),
  };
}
