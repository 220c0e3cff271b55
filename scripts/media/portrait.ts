// Abstract portraits (never photos of people): a head-and-shoulders silhouette with rim light
// in front of a glowing gradient. Used for the review avatars and the about section.
import { darken, lighten, mix } from "./color.ts";
import type { ArtSpec } from "./art-spec.ts";
import { blurFilter, circle, linearGradient, radialGradient, rect, svgDocument } from "./svg.ts";

export type Hair = "short" | "long" | "bun" | "crop" | "curls";
const HAIRS: Hair[] = ["short", "long", "bun", "crop", "curls"];

type Bust = { cx: number; head: number; headY: number; bottom: number };

function hairShape(hair: Hair, { cx, head, headY }: Bust): { back: string; front: string } {
  const r = head;
  switch (hair) {
    case "long":
      return {
        back: `<path d="M${cx - r * 1.15} ${headY} Q${cx - r * 1.3} ${headY + r * 2.6} ${cx - r * 1.5} ${headY + r * 3} H${cx + r * 1.5} Q${cx + r * 1.3} ${headY + r * 2.6} ${cx + r * 1.15} ${headY} A${r * 1.15} ${r * 1.2} 0 0 0 ${cx - r * 1.15} ${headY} Z"/>`,
        front: "",
      };
    case "bun":
      return { back: `<circle cx="${cx + r * 0.15}" cy="${headY - r * 1.25}" r="${r * 0.5}"/>`, front: "" };
    case "curls":
      return {
        back: Array.from({ length: 9 }, (_, i) => {
          const a = Math.PI * (1 + i / 8);
          return `<circle cx="${cx + Math.cos(a) * r * 1.0}" cy="${headY + Math.sin(a) * r * 1.05}" r="${r * 0.36}"/>`;
        }).join(""),
        front: "",
      };
    case "crop":
      return {
        back: "",
        front: `<path d="M${cx - r * 1.02} ${headY - r * 0.1} A${r * 1.02} ${r * 1.12} 0 0 1 ${cx + r * 1.02} ${headY - r * 0.1} Q${cx} ${headY - r * 0.55} ${cx - r * 1.02} ${headY - r * 0.1} Z"/>`,
      };
    case "short":
      return {
        back: "",
        front: `<path d="M${cx - r * 1.05} ${headY + r * 0.1} A${r * 1.05} ${r * 1.18} 0 0 1 ${cx + r * 1.05} ${headY} Q${cx + r * 0.2} ${headY - r * 0.75} ${cx - r * 1.05} ${headY + r * 0.1} Z"/>`,
      };
  }
}

function bustPaths(bust: Bust): string {
  const { cx, head, headY, bottom } = bust;
  const neckTop = headY + head * 0.8;
  const shoulderY = headY + head * 1.9;
  const shoulders = `M${cx - head * 0.42} ${neckTop} V${shoulderY - head * 0.3} Q${cx - head * 2.4} ${shoulderY - head * 0.1} ${cx - head * 2.7} ${bottom} H${cx + head * 2.7} Q${cx + head * 2.4} ${shoulderY - head * 0.1} ${cx + head * 0.42} ${shoulderY - head * 0.3} V${neckTop} Z`;
  return `<path d="${shoulders}"/><ellipse cx="${cx}" cy="${headY}" rx="${head}" ry="${head * 1.16}"/>`;
}

/** A portrait composition at any size; `hair` varies the silhouette. */
export function portraitSvg({ width, height, palette, rng }: ArtSpec, hair: Hair): string {
  const short = Math.min(width, height);
  const bust: Bust = { cx: width * rng.range(0.47, 0.53), head: short * 0.16, headY: height * 0.44, bottom: height + 2 };
  const light = rng.chance(0.5) ? -1 : 1;
  const figure = darken(palette.bg, 0.55);
  const hairShapes = hairShape(hair, bust);
  const silhouette = `${hairShapes.back}${bustPaths(bust)}${hairShapes.front}`;
  const defs = [
    radialGradient(
      "sky",
      [
        [0, mix(palette.accent, palette.bg, 0.35)],
        [0.45, palette.bg],
        [1, palette.bg2],
      ],
      0.5 + light * 0.18,
      0.38,
      0.75,
    ),
    linearGradient("rim", light > 0 ? 0 : 180, [
      [0, palette.accent, 0],
      [0.7, palette.accent, 0.15],
      [1, lighten(palette.accent, 0.3), 0.95],
    ]),
    linearGradient("body", 90, [
      [0, mix(figure, palette.accent2, 0.18)],
      [1, darken(figure, 0.4)],
    ]),
    blurFilter("soft", short * 0.012),
    blurFilter("glow", short * 0.08),
  ].join("");
  const body = [
    rect(0, 0, width, height, "url(#sky)"),
    circle(bust.cx + light * short * 0.12, bust.headY - short * 0.05, short * 0.3, palette.accent2, 'opacity="0.35" filter="url(#glow)"'),
    // The rim: the silhouette drawn lighter, nudged toward the light and blurred, under the body.
    `<g fill="url(#rim)" filter="url(#soft)" transform="translate(${light * short * 0.012} ${-short * 0.006})">${silhouette}</g>`,
    `<g fill="url(#body)">${silhouette}</g>`,
  ].join("");
  return svgDocument(width, height, defs, body);
}

export function portraitArt(spec: ArtSpec): string {
  return portraitSvg(spec, spec.rng.pick(HAIRS));
}
