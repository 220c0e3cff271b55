// Social media posts: square layouts with big type and shapes, a handle and carousel dots.
// Four layouts: headline (with the campaign's symbol), statistic, quote, product; a series
// opens on the one its subject calls for.
import { darken, lighten } from "./color.ts";
import type { ArtSpec } from "./art-spec.ts";
import { objectFor, studioObject } from "./objects.ts";
import { coverLayout, decorFor } from "./social-decor.ts";
import { circle, linearGradient, MONO, rect, SERIF, svgDocument, text } from "./svg.ts";

function lines(x: number, y: number, width: number, count: number, size: number, fill: string): string {
  return Array.from({ length: count }, (_, i) =>
    rect(x, y + i * size * 1.9, width * (i === count - 1 ? 0.6 : 1), size, fill, `rx="${size / 2}" opacity="0.55"`),
  ).join("");
}

function wrap(words: string[], perLine: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of words) {
    if (line && (line + " " + word).length > perLine) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...out, line] : out;
}

export function socialArt({ width, height, title, subtitle, page, rng, palette }: ArtSpec): string {
  const unit = Math.min(width, height);
  const { bg, bg2, ink, accent, accent2 } = palette;
  const m = unit * 0.08;
  // Page 1 is the series' cover, chosen by its subject; the other layouts follow in turn.
  const layout = (coverLayout(title) + page - 1) % 4;
  const parts: string[] = [rect(0, 0, width, height, "url(#bg)")];
  let defs = linearGradient("bg", 60, [
    [0, bg],
    [1, bg2],
  ]);
  if (layout === 1) {
    parts.push(decorFor(title)(width, height, unit, palette, rng));
    const rows = wrap(title.toUpperCase().split(" "), 9);
    const size = Math.min(unit * 0.16, (width - 2 * m) / (Math.max(...rows.map((r) => r.length)) * 0.74));
    for (const [i, row] of rows.entries()) {
      parts.push(text(m, height - m * 1.6 - (rows.length - 1 - i) * size * 0.95, row, { size, fill: ink, weight: 700, spacing: -size * 0.02 }));
    }
  } else if (layout === 2) {
    const figure = `${rng.int(40, 92)}%`;
    parts.push(rect(m, m * 2, width - 2 * m, height - m * 3.5, lighten(bg, 0.12), `rx="${unit * 0.03}" opacity="0.35"`));
    parts.push(text(m * 1.5, height * 0.52, figure, { size: unit * 0.3, fill: accent, weight: 700, spacing: -unit * 0.01 }));
    parts.push(text(m * 1.5, height * 0.62, subtitle, { size: unit * 0.04, fill: ink, weight: 700 }));
    parts.push(lines(m * 1.5, height * 0.68, (width - m * 3) * 0.55, 3, unit * 0.018, ink));
    const base = height - m * 2;
    parts.push(
      ...Array.from({ length: 5 }, (_, i) =>
        rect(
          width - m * 1.5 - (5 - i) * unit * 0.06,
          base - unit * (0.04 + i * 0.035),
          unit * 0.04,
          unit * (0.04 + i * 0.035),
          i === 4 ? accent : accent2,
          `rx="${unit * 0.008}"`,
        ),
      ),
    );
  } else if (layout === 3) {
    parts.push(text(m, m + unit * 0.4, "\u201C", { size: unit * 0.42, fill: accent, family: SERIF, weight: 700 }));
    const rows = wrap(subtitle.split(" "), 16);
    for (const [i, row] of rows.entries()) parts.push(text(m, height * 0.5 + i * unit * 0.085, row, { size: unit * 0.07, fill: ink, family: SERIF }));
    parts.push(rect(m, height * 0.5 + rows.length * unit * 0.085, unit * 0.12, unit * 0.008, accent2));
    parts.push(circle(width * 0.92, height * 0.95, unit * 0.26, accent2, 'opacity="0.85"'), circle(width * 0.68, height * 0.86, unit * 0.05, accent));
  } else {
    const object = studioObject(
      objectFor(title, 4),
      { id: "s", cx: width * 0.5, floor: height * 0.68, size: unit * 0.36, color: accent, accent: accent2 },
      { reflection: false, shadow: darken(bg2, 0.6) },
    );
    defs += object.defs;
    parts.push(circle(width * 0.5, height * 0.5, unit * 0.34, lighten(bg, 0.15), 'opacity="0.5"'), object.body);
    parts.push(
      text(width / 2, height * 0.82, title.toUpperCase(), {
        size: Math.min(unit * 0.08, (width - 2 * m) / (title.length * 0.74)),
        fill: ink,
        weight: 700,
        anchor: "middle",
      }),
    );
    parts.push(rect(width / 2 - unit * 0.14, height * 0.86, unit * 0.28, unit * 0.06, accent2, `rx="${unit * 0.03}"`));
    parts.push(
      text(width / 2, height * 0.9, "SHOP NOW", { size: unit * 0.022, fill: lighten(accent2, 0.9), family: MONO, anchor: "middle", spacing: 3 }),
    );
  }
  // The post's chrome: handle, avatar dot, carousel position.
  parts.push(
    circle(m + unit * 0.02, m * 0.9, unit * 0.02, accent2),
    text(m + unit * 0.055, m * 0.9 + unit * 0.01, "@vanta.studio", { size: unit * 0.026, fill: ink, family: MONO }),
  );
  parts.push(
    ...Array.from({ length: 4 }, (_, i) =>
      circle(width - m - (3 - i) * unit * 0.03, m * 0.9, unit * 0.008, ink, `opacity="${i === (page - 1) % 4 ? 1 : 0.35}"`),
    ),
  );
  return svgDocument(width, height, defs, parts.join(""));
}
