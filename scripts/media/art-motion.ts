// Animation frames: a product caught mid-move in a dark studio, with motion streaks, a
// letterboxed cinematic crop and a timecode, like a still from a product film.
import { mix } from "./color.ts";
import type { ArtSpec } from "./art-spec.ts";
import { objectFor, studioObject } from "./objects.ts";
import { blurFilter, circle, linearGradient, MONO, radialGradient, rect, SANS, svgDocument, text } from "./svg.ts";

export function motionArt({ width, height, title, page, rng, palette }: ArtSpec): string {
  const unit = Math.min(width, height);
  const bar = height * 0.09;
  const floor = height * 0.7;
  const cx = width * rng.range(0.42, 0.58);
  const product = studioObject(
    objectFor(title, page),
    { id: "p", cx, floor, size: unit * 0.5, color: mix(palette.accent, "#9aa1ad", 0.55), accent: palette.accent2 },
    { reflection: true, shadow: "#000000" },
  );
  const streak = (y: number, x: number, length: number, thick: number, color: string, opacity: number) =>
    rect(x, y, length, thick, `url(#${color === palette.accent ? "streakA" : "streakB"})`, `opacity="${opacity.toFixed(2)}"`);
  const streaks = Array.from({ length: 16 }, (_, i) => {
    const y = height * rng.range(0.2, 0.78);
    const length = width * rng.range(0.2, 0.6);
    return streak(
      y,
      rng.range(-0.2, 0.8) * width,
      length,
      rng.range(2, unit * 0.012),
      i % 3 === 0 ? palette.accent2 : palette.accent,
      rng.range(0.25, 0.8),
    );
  });
  const defs = [
    radialGradient(
      "room",
      [
        [0, mix(palette.bg2, palette.accent, 0.18)],
        [0.55, palette.bg2],
        [1, palette.bg],
      ],
      0.5,
      0.55,
      0.7,
    ),
    linearGradient("streakA", 0, [
      [0, palette.accent, 0],
      [0.7, palette.accent, 0.9],
      [1, "#ffffff", 1],
    ]),
    linearGradient("streakB", 0, [
      [0, palette.accent2, 0],
      [0.7, palette.accent2, 0.9],
      [1, "#ffffff", 1],
    ]),
    linearGradient("floorline", 0, [
      [0, palette.accent, 0],
      [0.5, palette.accent, 0.5],
      [1, palette.accent, 0],
    ]),
    blurFilter("motion", unit * 0.006),
    blurFilter("wide", unit * 0.05),
    product.defs,
  ].join("");
  const ink = palette.ink;
  const frame = 12 + ((page * 7) % 12);
  const body = [
    rect(0, 0, width, height, "url(#room)"),
    circle(cx, floor - unit * 0.3, unit * 0.32, palette.accent, 'opacity="0.18" filter="url(#wide)"'),
    rect(0, floor, width, 2, "url(#floorline)"),
    `<g filter="url(#motion)">${streaks.slice(0, 10).join("")}</g>`,
    product.body,
    `<g filter="url(#motion)">${streaks.slice(10).join("")}</g>`,
    rect(0, 0, width, bar, "#000000"),
    rect(0, height - bar, width, bar, "#000000"),
    text(unit * 0.05, bar * 0.62, title.toUpperCase(), { size: unit * 0.028, fill: ink, family: SANS, weight: 700, spacing: 4 }),
    text(width - unit * 0.05, bar * 0.62, `SHOT ${String(page).padStart(2, "0")}`, {
      size: unit * 0.022,
      fill: ink,
      family: MONO,
      spacing: 3,
      anchor: "end",
      opacity: 0.6,
    }),
    text(unit * 0.05, height - bar * 0.4, `00:00:${String(page * 3).padStart(2, "0")}:${String(frame).padStart(2, "0")}`, {
      size: unit * 0.024,
      fill: ink,
      family: MONO,
      spacing: 2,
      opacity: 0.75,
    }),
    circle(width - unit * 0.07, height - bar * 0.55, unit * 0.01, "#ff3b30"),
    text(width - unit * 0.09, height - bar * 0.4, "REC", { size: unit * 0.022, fill: ink, family: MONO, spacing: 2, anchor: "end", opacity: 0.75 }),
  ].join("");
  return svgDocument(width, height, defs, body);
}
