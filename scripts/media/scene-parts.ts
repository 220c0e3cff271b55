// The figures and ground the photo-manipulation motifs (scene-motifs.ts) are built from: ridges
// into fog, cloaked figures with a rim light, wings, a fox, a moon; drawn over art-scene.ts's
// sky with its shared gradients (moon, halo, fog) and filters (soft, rim).
import { darken, lighten, mix } from "./color.ts";
import type { Palette } from "./palettes.ts";
import type { Rng } from "./random.ts";
import { circle, rect } from "./svg.ts";

export type Stage = { width: number; height: number; unit: number; page: number; rng: Rng; palette: Palette };

export const f = (n: number) => n.toFixed(1);

/** A jagged ridge line across the frame, closed down to the bottom edge. */
export function ridge(rng: Rng, width: number, height: number, base: number, rough: number, x0 = 0): string {
  const steps = 14;
  let d = `M${f(x0)} ${f(height)} L${f(x0)} ${f(base)}`;
  for (let i = 1; i <= steps; i++) {
    const x = x0 + (width * i) / steps;
    const y = base - rng.range(-rough, rough) - (i % 3 === 0 ? rough * 0.8 : 0);
    d += ` L${f(x)} ${f(y)}`;
  }
  return `${d} L${f(x0 + width)} ${f(height)} Z`;
}

/** A cloaked figure standing at (x, y) (its feet), h tall. */
export function figure(x: number, y: number, h: number): string {
  const w = h * 0.32;
  return `<circle cx="${f(x)}" cy="${f(y - h * 0.9)}" r="${f(h * 0.075)}"/><path d="M${f(x - w * 0.22)} ${f(y - h * 0.82)} Q${f(x - w * 0.5)} ${f(y - h * 0.5)} ${f(x - w * 0.72)} ${f(y)} H${f(x + w * 0.68)} Q${f(x + w * 0.44)} ${f(y - h * 0.5)} ${f(x + w * 0.22)} ${f(y - h * 0.82)} Z"/>`;
}

/** A figure with its rim light from the side the light comes from. */
export function litFigure(x: number, y: number, h: number, light: number, palette: Palette, unit: number): string {
  return `<g fill="${lighten(palette.accent, 0.2)}" filter="url(#rim)" transform="translate(${f(Math.sign(light - x) * unit * 0.004)} 0)">${figure(x, y, h)}</g><g fill="${darken(palette.bg, 0.85)}">${figure(x, y, h)}</g>`;
}

export const moon = (x: number, y: number, r: number) => [circle(x, y, r * 5, "url(#halo)"), circle(x, y, r, "url(#moon)")];
export const fogBand = (width: number, y: number, h: number) => rect(0, y, width, h, "url(#fog)", 'filter="url(#soft)"');

/** Layered ridges sinking into fog, from the horizon down. */
export function ridges({ width, height, unit, rng, palette }: Stage, horizon: number, layers = 4): string[] {
  const parts: string[] = [];
  for (let i = 0; i < layers; i++) {
    const base = horizon + (height - horizon) * (i / layers) * 0.8;
    const tone = mix(mix(palette.bg2, palette.accent, 0.25), darken(palette.bg, 0.75), (i + 1) / layers);
    parts.push(`<path d="${ridge(rng, width, height, base, unit * (0.07 - i * 0.01))}" fill="${tone}"/>`);
    if (i < layers - 1) parts.push(fogBand(width, base - unit * 0.03, unit * 0.12));
  }
  return parts;
}

/** Swept wings behind a figure's shoulders, the trailing edge cut into feathers. */
export function wings(x: number, y: number, h: number, span: number): string {
  const shoulder = y - h * 0.78;
  const wing = (side: 1 | -1) => {
    const tip = { x: x + side * span, y: shoulder - h * 0.55 };
    let d = `M${f(x)} ${f(shoulder)} Q${f(x + side * span * 0.45)} ${f(shoulder - h * 0.75)} ${f(tip.x)} ${f(tip.y)}`;
    const feathers = 6;
    for (let i = 1; i <= feathers; i++) {
      const t = i / feathers;
      const px = tip.x - side * span * t;
      const py = tip.y + h * (0.25 + t * 0.35);
      d += ` L${f(px + side * span * 0.05)} ${f(py)} L${f(px)} ${f(py - h * 0.1)}`;
    }
    return `<path d="${d} Z"/>`;
  };
  return wing(1) + wing(-1);
}

/** A fox sitting in profile, facing left, its feet at (x, y), h tall. */
export function fox(x: number, y: number, h: number): string {
  const p = (dx: number, dy: number) => `${f(x + dx * h)} ${f(y - dy * h)}`;
  return `<path d="M${p(0.06, 0)} L${p(-0.08, 0)} C${p(-0.1, 0.2)} ${p(-0.14, 0.42)} ${p(-0.08, 0.6)} L${p(-0.28, 0.66)} L${p(-0.27, 0.7)} L${p(-0.1, 0.78)} L${p(-0.09, 0.95)} L${p(-0.01, 0.82)} L${p(0.05, 0.97)} L${p(0.08, 0.78)} C${p(0.16, 0.62)} ${p(0.3, 0.42)} ${p(0.3, 0.12)} C${p(0.48, 0.22)} ${p(0.7, 0.2)} ${p(0.78, 0.05)} C${p(0.62, -0.02)} ${p(0.4, -0.01)} ${p(0.22, 0)} Z"/>`;
}
