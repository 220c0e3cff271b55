// Product visualisation: studio-lit objects on a seamless paper backdrop, with a spotlight,
// contact shadows and floor reflections; a small caption like a render's slate.
import { darken, lighten, mix } from "./color.ts";
import type { ArtSpec } from "./art-spec.ts";
import type { Drawn } from "./drawn.ts";
import { objectFor, type ObjectKind, PROP_KINDS, studioObject } from "./objects.ts";
import { linearGradient, MONO, radialGradient, rect, SANS, svgDocument, text } from "./svg.ts";

/** The seamless backdrop: wall darkening upward, a soft sweep into a lighter floor. */
function backdrop(width: number, height: number, horizon: number, bg: string, bg2: string): Drawn {
  return {
    defs: [
      linearGradient("wall", 90, [
        [0, darken(bg2, 0.2)],
        [horizon * 0.9, bg],
        [horizon, lighten(bg, 0.08)],
        [1, mix(bg, bg2, 0.5)],
      ]),
      radialGradient("spot", [
        [0, lighten(bg, 0.4), 0.75],
        [1, lighten(bg, 0.4), 0],
      ]),
    ].join(""),
    body:
      rect(0, 0, width, height, "url(#wall)") +
      `<ellipse cx="${width * 0.5}" cy="${height * horizon * 0.8}" rx="${width * 0.55}" ry="${height * 0.45}" fill="url(#spot)"/>`,
  };
}

type Placed = { kind: ObjectKind; cx: number; size: number; color: string; lift?: number };

/** Materials the captions name ("Gold, gems…", "Amber, glass…") win over the palette's accent. */
function material(title: string, accent: string): string {
  const name = title.toLowerCase();
  if (/jewel|ring\b/.test(name)) return "#c99a3a";
  if (/whisky/.test(name)) return "#b5631f";
  return accent;
}

function arrangement({ width, height, title, page, rng, palette }: ArtSpec): Placed[] {
  const unit = Math.min(width, height);
  const hero = objectFor(title, page);
  const color = material(title, palette.accent);
  if (hero === "boat") {
    // Long and low: no pedestal; the series moves the camera instead (wide, close, far, three-quarter).
    const shots = [
      { cx: 0.5, size: 0.4 },
      { cx: 0.4, size: 0.6 },
      { cx: 0.55, size: 0.3 },
      { cx: 0.58, size: 0.47 },
    ];
    const shot = shots[(page - 1) % shots.length]!;
    return [{ kind: hero, cx: width * shot.cx, size: unit * shot.size, color }];
  }
  const main = { kind: hero, cx: width * 0.5, size: unit * rng.range(0.42, 0.5), color };
  if (page % 3 === 1) {
    // On a pedestal: the object stands on a lighter cylinder.
    const pedestal = { kind: "cylinder" as const, cx: width * 0.5, size: unit * 0.5, color: lighten(palette.bg, 0.25) };
    return [pedestal, { ...main, size: main.size * 0.9, lift: unit * 0.5 * 0.55 }];
  }
  const side = rng.chance(0.5) ? 1 : -1;
  return [
    {
      kind: rng.pick(PROP_KINDS.filter((kind) => kind !== "torus")),
      cx: width * (0.5 - side * 0.27),
      size: unit * 0.22,
      color: mix(palette.accent, palette.accent2, 0.6),
    },
    main,
    { kind: "sphere", cx: width * (0.5 + side * 0.27), size: unit * 0.14, color: darken(palette.accent, 0.2) },
  ];
}

export function cgiArt(spec: ArtSpec): string {
  const { width, height, title, subtitle, page, palette } = spec;
  const horizon = 0.68;
  const floor = height * (horizon + 0.08);
  const unit = Math.min(width, height);
  const back = backdrop(width, height, horizon, palette.bg, palette.bg2);
  const objects = arrangement(spec).map((item, i) =>
    studioObject(
      item.kind,
      { id: `o${i}`, cx: item.cx, floor: floor - (item.lift ?? 0), size: item.size, color: item.color, accent: palette.accent2 },
      { reflection: !item.lift, shadow: darken(palette.bg2, 0.6) },
    ),
  );
  const ink = palette.ink;
  const caption = [
    text(unit * 0.05, height - unit * 0.075, title, { size: unit * 0.032, fill: ink, weight: 700, family: SANS }),
    text(unit * 0.05, height - unit * 0.045, subtitle.toUpperCase(), { size: unit * 0.016, fill: ink, family: MONO, spacing: 2, opacity: 0.65 }),
    text(width - unit * 0.05, unit * 0.07, `${String(page).padStart(2, "0")} — RENDER`, {
      size: unit * 0.016,
      fill: ink,
      family: MONO,
      spacing: 2,
      anchor: "end",
      opacity: 0.55,
    }),
  ].join("");
  const defs = [back.defs, ...objects.map((o) => o.defs)].join("");
  return svgDocument(width, height, defs, back.body + objects.map((o) => o.body).join("") + caption);
}
