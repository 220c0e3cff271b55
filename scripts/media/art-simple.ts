import type { ArtSpec } from "./compose.ts";
import { circle, fitSize, linearGradient, rect, svgDocument, text } from "./svg.ts";

export function simpleArt({ width, height, title, subtitle, rng, palette }: ArtSpec): string {
  const defs = linearGradient("bg", 70, [[0, palette.bg], [1, palette.bg2]]);
  const r = Math.min(width, height) * rng.range(0.2, 0.35);
  const body = [
    rect(0, 0, width, height, "url(#bg)"),
    circle(width * rng.range(0.3, 0.7), height * rng.range(0.3, 0.5), r, palette.accent, 'opacity="0.9"'),
    text(width * 0.06, height * 0.88, title.toUpperCase(), { size: fitSize(title, width * 0.88, 150), fill: palette.ink, weight: 700 }),
    text(width * 0.06, height * 0.94, subtitle, { size: 36, fill: palette.ink, opacity: 0.7 }),
  ].join("");
  return svgDocument(width, height, defs, body);
}
