// The widths images are made at, on both sides: the server's variants of an upload, the seed
// artwork scripts/media draws, and the srcset the pages write for either. Plain data, no
// schema library: public pages read it for their bundled images.

/** The widths seed artwork exists at (scripts/media draws them so), and the most an upload held before 2560 was added. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

/**
 * The widths an upload's variant set is made at, never enlarged (a smaller original gives the
 * widths below it plus its own): the seed's, and 2560 so 2x and 3x screens get their pixels.
 */
export const UPLOAD_WIDTHS = [...IMAGE_WIDTHS, 2560] as const;

/**
 * An upload is stored and shown with its widths up to this one (a few hundred milliseconds of
 * encoding); the larger ones follow in the background (src/platform/media/more-widths.ts).
 */
export const FIRST_UPLOAD_WIDTH = 960;

/** The width an <img> falls back to (src) where srcset is not used, or the largest below it. */
export const FALLBACK_IMAGE_WIDTH = 960;
