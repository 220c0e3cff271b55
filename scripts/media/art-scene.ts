// Photo manipulation: moody cinematic landscapes (a glowing moon, ridges sinking into fog, a
// lone rim-lit figure, or a moonlit sea) with a film-poster title.
import { darken, lighten, mix } from "./color.ts";
import type { ArtSpec } from "./compose.ts";
import type { Rng } from "./random.ts";
import { blurFilter, circle, linearGradient, MONO, radialGradient, rect, SANS, svgDocument, text } from "./svg.ts";

/** A jagged ridge line across the frame, closed down to the bottom edge. */
function ridge(rng: Rng, width: number, height: number, base: number, rough: number): string {
  const steps = 14;
  let d = `M0 ${height} L0 ${base}`;
  for (let i = 1; i <= steps; i++) {
    const x = (width * i) / steps;
    const y = base - rng.range(-rough, rough) - (i % 3 === 0 ? rough * 0.8 : 0);
    d += ` L${x.toFixed(0)} ${y.toFixed(0)}`;
  }
  return `${d} L${width} ${height} Z`;
}

/** A cloaked figure standing at (x, y) (its feet), h tall. */
function figure(x: number, y: number, h: number): string {
  const w = h * 0.32;
  return `<circle cx="${x}" cy="${y - h * 0.9}" r="${h * 0.075}"/><path d="M${x - w * 0.22} ${y - h * 0.82} Q${x - w * 0.5} ${y - h * 0.5} ${x - w * 0.72} ${y} H${x + w * 0.68} Q${x + w * 0.44} ${y - h * 0.5} ${x + w * 0.22} ${y - h * 0.82} Z"/>`;
}

export function sceneArt({ width, height, title, subtitle, page, rng, palette }: ArtSpec): string {
  const unit = Math.min(width, height);
  const sea = page % 3 === 2;
  const horizon = height * (sea ? 0.62 : rng.range(0.55, 0.62));
  const moon = { x: width * rng.range(0.3, 0.7), y: height * rng.range(0.2, 0.32), r: unit * rng.range(0.09, 0.15) };
  const glow = mix(palette.bg2, palette.accent, 0.5);
  const defs = [
    linearGradient("sky", 90, [[0, darken(palette.bg, 0.4)], [0.45, palette.bg2], [0.62, mix(palette.bg2, palette.accent, 0.45)], [0.75, palette.bg2], [1, darken(palette.bg, 0.5)]]),
    radialGradient("moon", [[0, lighten(palette.accent2, 0.85)], [0.8, lighten(palette.accent2, 0.35)], [1, palette.accent2]], 0.5, 0.5, 0.5, 0.4, 0.35),
    radialGradient("halo", [[0, glow, 0.9], [0.4, glow, 0.35], [1, glow, 0]]),
    linearGradient("fog", 90, [[0, palette.accent, 0], [0.5, mix(palette.accent, "#ffffff", 0.3), 0.28], [1, palette.accent, 0]]),
    linearGradient("vignette", 90, [[0, "#000000", 0.55], [0.3, "#000000", 0], [0.7, "#000000", 0], [1, "#000000", 0.75]]),
    blurFilter("soft", unit * 0.02),
    blurFilter("rim", unit * 0.004),
  ].join("");
  const stars = Array.from({ length: 40 }, () =>
    circle(rng.range(0, width), rng.range(0, horizon * 0.6), rng.range(1, 2.6), "#ffffff", `opacity="${rng.range(0.2, 0.7).toFixed(2)}"`),
  ).join("");
  const parts = [rect(0, 0, width, height, "url(#sky)"), stars, circle(moon.x, moon.y, moon.r * 5, "url(#halo)"), circle(moon.x, moon.y, moon.r, "url(#moon)")];
  if (sea) {
    parts.push(rect(0, horizon, width, height - horizon, darken(palette.bg, 0.3)));
    // The moon's path on the water: broken horizontal glints under the moon.
    for (let i = 0; i < 26; i++) {
      const y = horizon + (height - horizon) * (i / 26) ** 1.4;
      const spread = moon.r * (0.6 + i * 0.12);
      parts.push(rect(moon.x - spread * rng.range(0.3, 1), y, spread * rng.range(0.6, 1.8), unit * 0.004 + i * 0.25, lighten(palette.accent2, 0.5), `opacity="${(0.7 - i * 0.02).toFixed(2)}"`));
    }
    parts.push(`<path d="${ridge(rng, width * 0.35, horizon + unit * 0.02, horizon, unit * 0.05)}" fill="${darken(palette.bg, 0.6)}"/>`);
    parts.push(rect(0, horizon - unit * 0.08, width, unit * 0.16, "url(#fog)", 'filter="url(#soft)"'));
  } else {
    const layers = 4;
    for (let i = 0; i < layers; i++) {
      const base = horizon + (height - horizon) * (i / layers) * 0.8;
      const tone = mix(mix(palette.bg2, palette.accent, 0.25), darken(palette.bg, 0.75), (i + 1) / layers);
      parts.push(`<path d="${ridge(rng, width, height, base, unit * (0.07 - i * 0.01))}" fill="${tone}"/>`);
      if (i < layers - 1) parts.push(rect(0, base - unit * 0.03, width, unit * 0.12, "url(#fog)", 'filter="url(#soft)"'));
    }
  }
  if (page % 3 !== 0 || sea) {
    const fx = sea ? width * 0.16 : moon.x + (rng.chance(0.5) ? 1 : -1) * unit * 0.18;
    const fy = sea ? horizon + unit * 0.005 : horizon + (height - horizon) * 0.62;
    const fh = unit * (sea ? 0.12 : 0.2);
    parts.push(`<g fill="${lighten(palette.accent, 0.2)}" filter="url(#rim)" transform="translate(${(moon.x > fx ? 1 : -1) * unit * 0.004} 0)">${figure(fx, fy, fh)}</g>`);
    parts.push(`<g fill="${darken(palette.bg, 0.85)}">${figure(fx, fy, fh)}</g>`);
  }
  parts.push(rect(0, 0, width, height, "url(#vignette)"));
  const ink = palette.ink;
  const titleSize = Math.min(unit * 0.075, (width * 0.84) / Math.max(1, title.length * 0.95));
  parts.push(text(width / 2, height - unit * 0.13, title.toUpperCase(), { size: titleSize, fill: ink, family: SANS, spacing: titleSize * 0.3, anchor: "middle" }));
  parts.push(text(width / 2, height - unit * 0.08, subtitle.toUpperCase(), { size: unit * 0.018, fill: ink, family: MONO, spacing: 4, anchor: "middle", opacity: 0.7 }));
  return svgDocument(width, height, defs, parts.join(""));
}
