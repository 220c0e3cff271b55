// The bounds on every piece of image work, in one place so every image pipeline (uploads,
// variant sets) decodes the same way: pixel count, time, and the size and complexity of SVG,
// which is a program more than a picture (a 1.5 KB file with twenty filtered rectangles kept a
// core busy for seconds, a 128 KB one for minutes).
import { fail } from "../http/errors.ts";

export const IMAGE_LIMITS = {
  /** Decompression bombs stop here: 40 megapixels is a large photograph. */
  maxInputPixels: 40_000_000,
  /** sharp's own timeout on each pipeline, checked between the tiles it computes. */
  timeoutSeconds: 10,
  /** Wall-clock limit on all the work for one upload, in its child process (encoder.ts), killed when it is reached (429: busy). */
  encodeMs: 15_000,
  /** Wall-clock limit on rasterising one SVG (in a child process, killed when it is reached). */
  svgRasterMs: 10_000,
  svg: {
    maxBytes: 256 * 1024,
    /** A logo exported from a drawing tool has tens to a few thousand elements. */
    maxElements: 5_000,
    /** Filter primitives (<feGaussianBlur>, <feTurbulence>, …) plus the elements a filter is applied to. */
    maxFilters: 8,
  },
} as const;

/** Input options for every sharp() call that reads uploaded bytes. */
export const DECODE_OPTIONS = { limitInputPixels: IMAGE_LIMITS.maxInputPixels, failOn: "error" as const };

/** Output options: sharp stops a pipeline that runs longer than this. */
export const TIMEOUT_OPTIONS = { seconds: IMAGE_LIMITS.timeoutSeconds };

/** Refuses, before anything is rasterised, an SVG too large or too complex to draw in bounded time. */
export function checkSvgLimits(svg: string, byteLength: number): void {
  const { maxBytes, maxElements, maxFilters } = IMAGE_LIMITS.svg;
  if (byteLength > maxBytes) fail(413, `This SVG is larger than ${maxBytes / 1024} KB. Simplify it or export it as a PNG.`);
  const elements = count(svg, /<[A-Za-z]/g);
  if (elements > maxElements) fail(415, `This SVG has ${elements} elements; at most ${maxElements} are accepted. Simplify it or export it as a PNG.`);
  const filters = count(svg, /<(?:[\w-]+:)?fe[A-Z]/g) + count(svg, /\bfilter\s*[:=]\s*["']?\s*url\(/gi);
  if (filters > maxFilters) fail(415, `This SVG uses ${filters} filter effects; at most ${maxFilters} are accepted. Export it as a PNG instead.`);
}

function count(text: string, pattern: RegExp): number {
  let n = 0;
  for (const _ of text.matchAll(pattern)) n++;
  return n;
}
