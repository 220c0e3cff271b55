// Photo manipulation: moody cinematic composites with a film-poster title. The sky, its light
// and the title are shared; the subject is the title's own (scene-motifs.ts).
import { darken, lighten, mix } from "./color.ts";
import type { ArtSpec } from "./art-spec.ts";
import { paletteFor } from "./palettes.ts";
import { motifFor } from "./scene-motifs.ts";
import { blurFilter, circle, linearGradient, MONO, radialGradient, rect, SANS, svgDocument, text } from "./svg.ts";

export function sceneArt({ width, height, title, subtitle, page, rng, palette: own }: ArtSpec): string {
  const unit = Math.min(width, height);
  const motif = motifFor(title);
  const palette = motif.palette === undefined ? own : paletteFor("scene", motif.palette, 0);
  const glow = mix(palette.bg2, palette.accent, 0.5);
  const defs = [
    linearGradient("sky", 90, [
      [0, darken(palette.bg, 0.4)],
      [0.45, palette.bg2],
      [0.62, mix(palette.bg2, palette.accent, 0.45)],
      [0.75, palette.bg2],
      [1, darken(palette.bg, 0.5)],
    ]),
    radialGradient(
      "moon",
      [
        [0, lighten(palette.accent2, 0.85)],
        [0.8, lighten(palette.accent2, 0.35)],
        [1, palette.accent2],
      ],
      0.5,
      0.5,
      0.5,
      0.4,
      0.35,
    ),
    radialGradient("halo", [
      [0, glow, 0.9],
      [0.4, glow, 0.35],
      [1, glow, 0],
    ]),
    linearGradient("fog", 90, [
      [0, palette.accent, 0],
      [0.5, mix(palette.accent, "#ffffff", 0.3), 0.28],
      [1, palette.accent, 0],
    ]),
    linearGradient("vignette", 90, [
      [0, "#000000", 0.55],
      [0.3, "#000000", 0],
      [0.7, "#000000", 0],
      [1, "#000000", 0.75],
    ]),
    blurFilter("soft", unit * 0.02),
    blurFilter("rim", unit * 0.004),
  ];
  const parts = [rect(0, 0, width, height, "url(#sky)")];
  if (motif.stars)
    parts.push(
      ...Array.from({ length: 40 }, () =>
        circle(rng.range(0, width), rng.range(0, height * 0.35), rng.range(1, 2.6), "#ffffff", `opacity="${rng.range(0.2, 0.7).toFixed(2)}"`),
      ),
    );
  const drawn = motif.draw({ width, height, unit, page, rng, palette });
  defs.push(drawn.defs);
  parts.push(...drawn.parts);
  parts.push(rect(0, 0, width, height, "url(#vignette)"));
  const ink = palette.ink;
  const titleSize = Math.min(unit * 0.075, (width * 0.84) / Math.max(1, title.length * 0.95));
  parts.push(
    text(width / 2, height - unit * 0.13, title.toUpperCase(), {
      size: titleSize,
      fill: ink,
      family: SANS,
      spacing: titleSize * 0.3,
      anchor: "middle",
    }),
  );
  parts.push(
    text(width / 2, height - unit * 0.08, subtitle.toUpperCase(), {
      size: unit * 0.018,
      fill: ink,
      family: MONO,
      spacing: 4,
      anchor: "middle",
      opacity: 0.7,
    }),
  );
  return svgDocument(width, height, defs.join(""), parts.join(""));
}
