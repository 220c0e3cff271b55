// Posters: bold typographic compositions, Swiss and Bauhaus in spirit: big geometric shapes,
// a stacked title, small meta text and rules. Four layouts, chosen by page.
import { darken } from "./color.ts";
import type { ArtSpec } from "./art-spec.ts";
import type { Rng } from "./random.ts";
import { circle, MONO, rect, svgDocument, text } from "./svg.ts";

type Frame = { width: number; height: number; unit: number; rng: Rng };

function sunLayout({ width, height, unit, rng }: Frame, a: string, b: string): string {
  const r = unit * rng.range(0.36, 0.46);
  const cx = width * rng.range(0.55, 0.75);
  const cy = height * rng.range(0.28, 0.36);
  return [
    circle(cx, cy, r, a),
    rect(width * 0.08, cy + r * 0.2, width * 0.5, unit * 0.1, b, `transform="rotate(-8 ${width * 0.3} ${cy})"`),
    circle(cx - r * 0.9, cy + r * 0.95, r * 0.22, b),
  ].join("");
}

function gridLayout({ width, height, rng }: Frame, a: string, b: string, ink: string): string {
  const cols = 3;
  const cell = (width * 0.84) / cols;
  const rows = Math.max(2, Math.floor((height * 0.5) / cell));
  const shapes: string[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const x = width * 0.08 + col * cell;
      const y = height * 0.12 + row * cell;
      const color = rng.pick([a, b, ink, a]);
      const shape = rng.int(0, 3);
      const arc = `M${x} ${y + cell} A${cell} ${cell} 0 0 1 ${x + cell} ${y} V${y + cell} Z`;
      shapes.push(
        shape === 0
          ? circle(x + cell / 2, y + cell / 2, cell * 0.46, color)
          : shape === 1
            ? `<path d="${arc}" fill="${color}" transform="rotate(${rng.int(0, 3) * 90} ${x + cell / 2} ${y + cell / 2})"/>`
            : shape === 2
              ? rect(x + cell * 0.04, y + cell * 0.04, cell * 0.92, cell * 0.92, color)
              : `<path d="M${x + cell / 2} ${y + cell * 0.06} L${x + cell * 0.94} ${y + cell * 0.94} H${x + cell * 0.06} Z" fill="${color}"/>`,
      );
    }
  }
  return shapes.join("");
}

function numberLayout({ width, height, unit }: Frame, a: string, b: string, ink: string, page: number): string {
  // Horizontal bands: crisp and cheap to encode, unlike diagonal edges.
  const band = (height * 0.5) / 9;
  const stripes = Array.from({ length: 9 }, (_, i) => rect(0, height * 0.08 + i * band, width, band * 0.55, i % 3 === 0 ? b : a));
  return (
    stripes.join("") +
    text(width * 0.04, height * 0.62, String(page).padStart(2, "0"), {
      size: unit * 0.62,
      fill: "none",
      weight: 700,
      extra: `stroke="${ink}" stroke-width="${unit * 0.006}"`,
      spacing: -unit * 0.02,
    })
  );
}

function arcsLayout({ width, height, unit }: Frame, a: string, b: string, ink: string): string {
  const colors = [a, b, ink, a, b];
  return colors
    .map((color, i) => circle(width * 0.98, height * 0.06, unit * (0.86 - i * 0.15), color))
    .concat(circle(width * 0.18, height * 0.3, unit * 0.06, b))
    .join("");
}

export function posterArt({ width, height, title, subtitle, page, rng, palette }: ArtSpec): string {
  const unit = Math.min(width, height);
  const frame: Frame = { width, height, unit, rng };
  const { bg, ink, accent, accent2 } = palette;
  const layout = page % 4;
  const art =
    layout === 1
      ? sunLayout(frame, accent, accent2)
      : layout === 2
        ? gridLayout(frame, accent, accent2, ink)
        : layout === 3
          ? numberLayout(frame, accent, accent2, ink, page)
          : arcsLayout(frame, accent, accent2, ink);
  const words = title.toUpperCase().split(" ");
  const longest = Math.max(...words.map((word) => word.length));
  // DejaVu Sans Bold capitals run up to 0.85 em (M, O, N): the longest word must fit the width.
  const size = Math.min(unit * 0.2, (width * 0.86) / (longest * 0.86));
  const lineHeight = size * 0.92;
  const top = height * 0.9 - lineHeight * (words.length - 1);
  const titleText = words
    .map((word, i) => text(width * 0.07, top + i * lineHeight, word, { size, fill: ink, weight: 700, spacing: -size * 0.03 }))
    .join("");
  const meta = [
    rect(width * 0.07, unit * 0.06, width * 0.86, 3, ink, 'opacity="0.8"'),
    text(width * 0.07, unit * 0.05, "VANTA STUDIO", { size: unit * 0.02, fill: ink, family: MONO, spacing: 3 }),
    text(width * 0.93, unit * 0.05, `N°${String(page).padStart(2, "0")}`, { size: unit * 0.02, fill: ink, family: MONO, spacing: 3, anchor: "end" }),
    text(width * 0.93, height * 0.955, subtitle.toUpperCase(), {
      size: unit * 0.016,
      fill: ink,
      family: MONO,
      spacing: 3,
      anchor: "end",
      opacity: 0.8,
    }),
  ].join("");
  return svgDocument(
    width,
    height,
    "",
    rect(0, 0, width, height, bg) + rect(0, height * 0.985, width, height * 0.015, darken(bg, 0.15)) + art + titleText + meta,
  );
}
