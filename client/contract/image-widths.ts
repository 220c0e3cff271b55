// The widths every image is made at, on both sides: the server's variants of an upload, the
// seed artwork scripts/media draws, and the srcset the pages write for either. Plain data, no
// schema library: public pages read it for their bundled images.

/** The widths every upload is made at (never enlarged), and that seed artwork exists at. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

/** The width an <img> falls back to (src) where srcset is not used, or the largest below it. */
export const FALLBACK_IMAGE_WIDTH = 960;
