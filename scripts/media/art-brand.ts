// Brand guidelines: brand-board pages of one identity, five layouts by page: cover, logo and
// clear space, colour swatches, type specimen, applications.
import { darken, inkOn, lighten, mix } from "./color.ts";
import type { ArtSpec } from "./art-spec.ts";
import type { Palette } from "./palettes.ts";
import { blurFilter, circle, MONO, rect, SANS, SERIF, svgDocument, text } from "./svg.ts";

/** The identity's mark: the initial in a geometric frame, centred at (x, y), s across. */
function mark(x: number, y: number, s: number, initial: string, shape: number, fill: string, ink: string): string {
  const frame =
    shape === 0
      ? circle(x, y, s / 2, fill)
      : shape === 1
        ? rect(x - s / 2, y - s / 2, s, s, fill, `rx="${s * 0.22}"`)
        : `<path d="M${x} ${y - s * 0.58} L${x + s * 0.58} ${y} L${x} ${y + s * 0.58} L${x - s * 0.58} ${y} Z" fill="${fill}"/>`;
  return frame + text(x, y + s * 0.19, initial, { size: s * 0.52, fill: ink, weight: 700, anchor: "middle" });
}

function lockup(x: number, y: number, s: number, name: string, shape: number, palette: Palette, on: string): string {
  const ink = inkOn(on);
  return (
    mark(x + s / 2, y, s, name[0]!.toUpperCase(), shape, palette.accent, inkOn(palette.accent)) +
    text(x + s * 1.25, y + s * 0.18, name, { size: s * 0.5, fill: ink, weight: 700, spacing: -s * 0.01 })
  );
}

function pageChrome(width: number, height: number, unit: number, name: string, section: string, page: number, ink: string): string {
  return [
    text(unit * 0.05, unit * 0.06, name.toUpperCase(), { size: unit * 0.02, fill: ink, family: MONO, spacing: 3 }),
    text(width - unit * 0.05, unit * 0.06, section.toUpperCase(), { size: unit * 0.02, fill: ink, family: MONO, spacing: 3, anchor: "end" }),
    rect(unit * 0.05, unit * 0.08, width - unit * 0.1, 2, ink, 'opacity="0.25"'),
    text(width - unit * 0.05, height - unit * 0.045, String(page).padStart(2, "0"), {
      size: unit * 0.02,
      fill: ink,
      family: MONO,
      anchor: "end",
      opacity: 0.6,
    }),
  ].join("");
}

const TAGLINE = "How the brand looks, speaks and behaves";
const TAGLINE_LINES = ["How the brand looks,", "speaks and behaves"];

/** Four cover designs, one per pair of identities in turn (the palettes repeat every few, so neighbours share a design, never a palette): full-bleed colour, a centred mark on paper, a split, a night pattern. */
function cover(width: number, height: number, unit: number, title: string, shape: number, variant: number, palette: Palette): string {
  const initial = title[0]!.toUpperCase();
  const size = Math.min(unit * 0.13, (width * 0.7) / (title.length * 0.7));
  if (variant === 1) {
    const paper = palette.bg;
    const ink = inkOn(paper);
    return [
      rect(0, 0, width, height, paper),
      mark(width / 2, height * 0.4, unit * 0.26, initial, shape, palette.accent, inkOn(palette.accent)),
      text(width / 2, height * 0.66, title, { size: size * 0.8, fill: ink, weight: 700, anchor: "middle", spacing: -size * 0.02 }),
      rect(0, height * 0.88, width, height * 0.12, palette.accent2),
      text(width / 2, height * 0.74, "IDENTITY GUIDELINES", {
        size: unit * 0.022,
        fill: ink,
        family: MONO,
        spacing: 6,
        anchor: "middle",
        opacity: 0.7,
      }),
      pageChrome(width, height, unit, title, "Edition 01", 1, ink),
    ].join("");
  }
  if (variant === 2) {
    const panel = width * 0.42;
    const paper = lighten(palette.bg, 0.4);
    const ink = inkOn(paper);
    // The name and the line under it set in the paper beside the panel: on a portrait page that
    // is under half the width, so both are fitted to it (the line in two when it must).
    const room = width - panel - width * 0.1;
    const nameSize = Math.min(size * 0.85, room / (title.length * 0.62));
    const lineSize = unit * 0.028;
    const tagline = TAGLINE.length * lineSize * 0.5 <= room ? [TAGLINE] : TAGLINE_LINES;
    return [
      rect(0, 0, width, height, paper),
      rect(0, 0, panel, height, palette.accent),
      mark(panel / 2, height / 2, unit * 0.42, initial, shape, palette.accent2, inkOn(palette.accent2)),
      text(panel + width * 0.06, height * 0.48, title, { size: nameSize, fill: ink, weight: 700, spacing: -nameSize * 0.02 }),
      rect(panel + width * 0.06, height * 0.54, unit * 0.12, unit * 0.01, palette.accent),
      ...tagline.map((line, i) =>
        text(panel + width * 0.06, height * 0.62 + i * lineSize * 1.4, line, { size: lineSize, fill: ink, family: SERIF, opacity: 0.75 }),
      ),
    ].join("");
  }
  if (variant === 3) {
    // Night cover: the mark repeated as a pattern, the name in the accent colour.
    const night = darken(palette.accent, 0.75);
    const marks = Array.from({ length: 12 }, (_, i) =>
      mark(
        width * (0.56 + (i % 4) * 0.12),
        height * (0.22 + Math.floor(i / 4) * 0.2),
        unit * 0.1,
        initial,
        shape,
        i === 5 ? palette.accent2 : lighten(night, 0.12),
        i === 5 ? inkOn(palette.accent2) : lighten(night, 0.3),
      ),
    );
    return [
      rect(0, 0, width, height, night),
      ...marks,
      text(width * 0.06, height * 0.82, title, { size: size * 0.9, fill: lighten(palette.accent2, 0.2), weight: 700, spacing: -size * 0.02 }),
      pageChrome(width, height, unit, title, "Brand book", 1, lighten(night, 0.7)),
    ].join("");
  }
  const onAccent = inkOn(palette.accent);
  return [
    rect(0, 0, width, height, palette.accent),
    circle(width * 0.85, height * 0.9, unit * 0.55, lighten(palette.accent, 0.08)),
    circle(width * 0.85, height * 0.9, unit * 0.35, lighten(palette.accent, 0.14)),
    mark(width * 0.16, height * 0.42, unit * 0.2, initial, shape, palette.accent2, inkOn(palette.accent2)),
    text(width * 0.08, height * 0.7, title, { size, fill: onAccent, weight: 700, spacing: -size * 0.02 }),
    text(width * 0.08, height * 0.78, "BRAND GUIDELINES — VERSION 1.0", { size: unit * 0.024, fill: onAccent, family: MONO, spacing: 4 }),
    pageChrome(width, height, unit, title, "Identity system", 1, onAccent),
  ].join("");
}

export function brandArt({ width, height, title, page, index, rng, palette }: ArtSpec): string {
  const unit = Math.min(width, height);
  const shape = title.length % 3;
  const layout = (page - 1) % 5;
  const paper = palette.bg;
  const ink = palette.ink;
  const parts: string[] = [];
  const defs = blurFilter("shadow", unit * 0.02);
  if (layout === 0) {
    parts.push(cover(width, height, unit, title, shape, Math.floor((index - 1) / 2) % 4, palette));
    return svgDocument(width, height, defs, parts.join(""));
  }
  parts.push(rect(0, 0, width, height, paper));
  const sections = ["", "Logo", "Colour", "Typography", "Applications"];
  parts.push(pageChrome(width, height, unit, title, `0${layout} — ${sections[layout]}`, page, ink));
  const top = unit * 0.14;
  if (layout === 1) {
    const s = unit * 0.16;
    const boxW = s * 1.25 + s * 0.5 * title.length * 0.66;
    const x = width * 0.32 - boxW / 2;
    parts.push(rect(x - s * 0.5, height * 0.48 - s, boxW + s, s * 2, "none", `stroke="${palette.accent}" stroke-width="2" stroke-dasharray="10 8"`));
    parts.push(lockup(x, height * 0.48, s, title, shape, palette, paper));
    parts.push(
      text(unit * 0.05, height - unit * 0.1, "Clear space: the height of the mark on every side.", {
        size: unit * 0.022,
        fill: ink,
        family: SANS,
        opacity: 0.7,
      }),
    );
    const tiles: [string][] = [[palette.accent], [ink], [palette.accent2]];
    tiles.forEach(([bg], i) => {
      const ty = top + (i * (height - top - unit * 0.1)) / 3;
      const th = (height - top - unit * 0.16) / 3;
      parts.push(rect(width * 0.66, ty, width * 0.29, th, bg, `rx="${unit * 0.01}"`));
      parts.push(mark(width * 0.805, ty + th / 2, th * 0.5, title[0]!.toUpperCase(), shape, inkOn(bg), bg));
    });
  } else if (layout === 2) {
    const swatches = [
      ["Primary", palette.accent],
      ["Secondary", palette.accent2],
      ["Ink", ink],
      ["Tint", lighten(palette.accent, 0.55)],
      ["Paper", darken(paper, 0.06)],
    ] as const;
    const w = (width - unit * 0.1 - unit * 0.02 * 4) / 5;
    swatches.forEach(([name, color], i) => {
      const x = unit * 0.05 + i * (w + unit * 0.02);
      const h = (height - top - unit * 0.12) * (i < 2 ? 1 : 0.72);
      parts.push(rect(x, top, w, h, color, `rx="${unit * 0.008}"`));
      const label = inkOn(color);
      parts.push(text(x + unit * 0.02, top + h - unit * 0.07, name, { size: unit * 0.03, fill: label, weight: 700 }));
      parts.push(
        text(x + unit * 0.02, top + h - unit * 0.035, color.toUpperCase(), {
          size: unit * 0.02,
          fill: label,
          family: MONO,
          spacing: 2,
          opacity: 0.8,
        }),
      );
    });
  } else if (layout === 3) {
    parts.push(
      text(unit * 0.04, height * 0.72, "Aa", {
        size: unit * 0.55,
        fill: palette.accent,
        family: rng.chance(0.5) ? SERIF : SANS,
        weight: 700,
        spacing: -unit * 0.02,
      }),
    );
    const x = width * 0.52;
    const lines: [string, number, string, number][] = [
      ["Display Bold", 0.07, SANS, 700],
      ["Heading Regular", 0.045, SANS, 400],
      ["ABCDEFGHIJKLMNOPQRSTUVWXYZ", 0.026, SANS, 400],
      ["abcdefghijklmnopqrstuvwxyz", 0.026, SANS, 400],
      ["0123456789 !?&@", 0.026, MONO, 400],
    ];
    let y = top + unit * 0.1;
    for (const [sample, size, family, weight] of lines) {
      parts.push(text(x, y, sample, { size: unit * size, fill: ink, family, weight }));
      y += unit * size * 1.7;
    }
    for (let i = 0; i < 4; i++)
      parts.push(rect(x, y + i * unit * 0.035, (width - x - unit * 0.05) * (i === 3 ? 0.5 : 1), unit * 0.012, ink, 'opacity="0.2"'));
  } else {
    // Business cards and a poster, lying on the desk with shadows.
    const card = (cx: number, cy: number, w: number, angle: number, bg: string, content: string) =>
      `<g transform="rotate(${angle} ${cx} ${cy})">${rect(cx - w / 2 + unit * 0.01, cy - w * 0.29 + unit * 0.015, w, w * 0.58, "#000000", `opacity="0.3" filter="url(#shadow)"`)}${rect(cx - w / 2, cy - w * 0.29, w, w * 0.58, bg, `rx="${unit * 0.006}"`)}${content}</g>`;
    parts.push(rect(0, top, width, height - top, mix(paper, palette.accent2, 0.15)));
    const w = unit * 0.42;
    parts.push(
      card(
        width * 0.28,
        height * 0.45,
        w,
        -8,
        palette.accent,
        mark(width * 0.28, height * 0.45, w * 0.22, title[0]!.toUpperCase(), shape, inkOn(palette.accent), palette.accent),
      ),
    );
    parts.push(
      card(
        width * 0.36,
        height * 0.72,
        w,
        6,
        lighten(paper, 0.5),
        lockup(width * 0.36 - w * 0.4, height * 0.72, w * 0.12, title, shape, palette, lighten(paper, 0.5)),
      ),
    );
    const px = width * 0.62;
    const pw = width * 0.3;
    const ph = height - top - unit * 0.14;
    parts.push(rect(px + unit * 0.01, top + unit * 0.05, pw, ph, "#000000", 'opacity="0.3" filter="url(#shadow)"'));
    parts.push(rect(px, top + unit * 0.04, pw, ph, palette.accent2));
    parts.push(circle(px + pw * 0.5, top + unit * 0.04 + ph * 0.4, pw * 0.3, palette.accent));
    parts.push(
      text(px + pw * 0.08, top + unit * 0.04 + ph * 0.85, title, {
        size: Math.min(unit * 0.05, (pw * 0.84) / (title.length * 0.66)),
        fill: inkOn(palette.accent2),
        weight: 700,
      }),
    );
  }
  return svgDocument(width, height, defs, parts.join(""));
}
