// Brochures: an open spread lying on a dark desk, with a fold shadow, a photo page and a text
// page (or a panorama across the fold). Portrait frames show the closed cover instead.
import { darken, inkOn, lighten, mix } from "./color.ts";
import type { ArtSpec } from "./art-spec.ts";
import { brochurePhoto } from "./brochure-photos.ts";
import { blurFilter, linearGradient, MONO, radialGradient, rect, SERIF, svgDocument, text } from "./svg.ts";

function photo(x: number, y: number, w: number, h: number, subject: string, accent: string, accent2: string): string {
  return [
    `<g clip-path="url(#photo)">`,
    rect(x, y, w, h, "url(#sky)"),
    brochurePhoto(subject, { x, y, w, h, accent, accent2 }),
    `</g>`,
    `<clipPath id="photo"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath>`,
  ].join("");
}

function textColumn(x: number, y: number, w: number, unit: number, title: string, ink: string, accent: string, lines = 9): string {
  const size = Math.min(unit * 0.06, w / (title.length * 0.68));
  const bars = Array.from({ length: lines }, (_, i) =>
    rect(x, y + size * 1.2 + i * unit * 0.026, w * (i % 4 === 3 ? 0.6 : 1), unit * 0.009, ink, 'opacity="0.3"'),
  );
  return [
    text(x, y, title, { size, fill: ink, family: SERIF, weight: 700 }),
    rect(x, y + size * 0.45, unit * 0.06, unit * 0.006, accent),
    ...bars,
  ].join("");
}

export function brochureArt({ width, height, title, subtitle, page, palette }: ArtSpec): string {
  const unit = Math.min(width, height);
  const paper = palette.accent2;
  const ink = palette.ink;
  const tall = height > width;
  const pageH = height * (tall ? 0.7 : 0.8);
  const pageW = tall ? pageH * 0.7 : Math.min(width * 0.43, pageH * 0.72);
  const spreadW = tall ? pageW : pageW * 2;
  const x0 = (width - spreadW) / 2;
  const y0 = (height - pageH) / 2;
  const defs = [
    radialGradient(
      "desk",
      [
        [0, lighten(palette.bg, 0.08)],
        [1, palette.bg2],
      ],
      0.5,
      0.45,
      0.75,
    ),
    linearGradient("fold", 0, [
      [0, "#000000", 0],
      [0.44, "#000000", 0.06],
      [0.5, "#000000", 0.22],
      [0.56, "#000000", 0.06],
      [1, "#000000", 0],
    ]),
    linearGradient("sky", 90, [
      [0, mix(palette.accent, "#ffffff", 0.2)],
      [1, darken(palette.accent, 0.3)],
    ]),
    blurFilter("shadow", unit * 0.025),
  ].join("");
  const m = pageW * 0.1;
  const parts = [
    rect(0, 0, width, height, "url(#desk)"),
    rect(x0 + unit * 0.015, y0 + unit * 0.03, spreadW, pageH, "#000000", 'opacity="0.55" filter="url(#shadow)"'),
    rect(x0, y0, spreadW, pageH, paper),
  ];
  // What the photograph shows: the brochure's subject, named by its title and caption.
  const subject = `${title} ${subtitle}`;
  const layout = (page - 1) % 3;
  if (tall) {
    parts.push(photo(x0, y0, pageW, pageH * 0.62, subject, palette.accent, palette.accent));
    parts.push(textColumn(x0 + m, y0 + pageH * 0.74, pageW - 2 * m, unit, title, ink, palette.accent, 5));
  } else if (layout === 0) {
    parts.push(photo(x0, y0, pageW, pageH, subject, palette.accent, palette.accent));
    parts.push(textColumn(x0 + pageW + m, y0 + m * 1.6, pageW - 2 * m, unit, title, ink, palette.accent));
    parts.push(rect(x0 + pageW + m, y0 + pageH * 0.62, pageW - 2 * m, pageH * 0.26, mix(palette.accent, paper, 0.35)));
  } else if (layout === 2) {
    // Text first, the photograph full-bleed on the right-hand page, a caption strip under it.
    parts.push(textColumn(x0 + m, y0 + pageH * 0.3, pageW - 2 * m, unit, title, ink, palette.accent, 11));
    parts.push(text(x0 + m, y0 + m * 1.2, subtitle.toUpperCase(), { size: unit * 0.018, fill: ink, family: MONO, spacing: 3, opacity: 0.7 }));
    parts.push(photo(x0 + pageW, y0, pageW, pageH * 0.82, subject, palette.accent, palette.accent));
  } else {
    parts.push(photo(x0, y0, spreadW, pageH * 0.58, subject, palette.accent, palette.accent));
    parts.push(textColumn(x0 + m, y0 + pageH * 0.68, pageW - 2 * m, unit, title, ink, palette.accent, 5));
    parts.push(textColumn(x0 + pageW + m, y0 + pageH * 0.68, pageW - 2 * m, unit, subtitle, ink, palette.accent, 5));
  }
  if (!tall) parts.push(rect(x0 + pageW - pageW * 0.12, y0, pageW * 0.24, pageH, "url(#fold)"));
  parts.push(
    text(x0 + m * 0.6, y0 + pageH - m * 0.4, String(page * 2).padStart(2, "0"), {
      size: unit * 0.016,
      fill: inkOn(paper),
      family: MONO,
      opacity: 0.6,
    }),
  );
  return svgDocument(width, height, defs, parts.join(""));
}
