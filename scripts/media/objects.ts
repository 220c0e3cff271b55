// Studio-lit "3D" objects drawn with gradients: each returns its defs and shapes, standing on
// the floor line at (cx, floor) with the given height, lit from the upper left.
import { darken, lighten, mix } from "./color.ts";
import type { Drawn, Place } from "./drawn.ts";
import { boat, decanter, drone, perfume, profile, ring, windowFrame, wristband } from "./products.ts";
import { blurFilter, linearGradient, radialGradient, sheen } from "./svg.ts";

export type ObjectKind =
  | "sphere"
  | "bottle"
  | "cylinder"
  | "torus"
  | "capsule"
  | "cube"
  | "watch"
  | "boat"
  | "ring"
  | "perfume"
  | "decanter"
  | "wristband"
  | "window"
  | "profile"
  | "drone";
/** Plain shapes: the props beside a product, never a product of their own. */
export const PROP_KINDS: ObjectKind[] = ["sphere", "cylinder", "cube", "torus"];

/** Left-to-right shading of a turned surface: dark edge, lit side, highlight band, shade. */
function turnedGradient(id: string, color: string): string {
  return linearGradient(id, 0, [
    [0, darken(color, 0.55)],
    [0.18, mix(color, "#ffffff", 0.12)],
    [0.3, lighten(color, 0.55)],
    [0.42, color],
    [0.85, darken(color, 0.45)],
    [1, darken(color, 0.25)],
  ]);
}

function sphere({ id, cx, floor, size, color }: Place): Drawn {
  const r = size / 2;
  return {
    defs: sheen(`${id}s`, [
      [0, lighten(color, 0.75)],
      [0.25, lighten(color, 0.2)],
      [0.7, color],
      [1, darken(color, 0.6)],
    ]),
    body: `<circle cx="${cx}" cy="${floor - r}" r="${r}" fill="url(#${id}s)"/>`,
  };
}

function cylinder({ id, cx, floor, size, color }: Place): Drawn {
  const w = size * 0.9;
  const h = size * 0.55;
  const ry = w * 0.12;
  return {
    defs:
      turnedGradient(`${id}c`, color) +
      linearGradient(`${id}t`, 90, [
        [0, lighten(color, 0.45)],
        [1, lighten(color, 0.15)],
      ]),
    body: `<path d="M${cx - w / 2} ${floor - h} V${floor} A${w / 2} ${ry} 0 0 0 ${cx + w / 2} ${floor} V${floor - h} Z" fill="url(#${id}c)"/><ellipse cx="${cx}" cy="${floor - h}" rx="${w / 2}" ry="${ry}" fill="url(#${id}t)"/>`,
  };
}

function bottle({ id, cx, floor, size, color, accent }: Place): Drawn {
  const h = size;
  const w = size * 0.38;
  const neck = w * 0.32;
  const shoulder = floor - h * 0.62;
  const neckTop = floor - h * 0.86;
  const x0 = cx - w / 2;
  const path = `M${x0} ${floor - w * 0.08} Q${x0} ${floor} ${x0 + w * 0.12} ${floor} H${cx + w / 2 - w * 0.12} Q${cx + w / 2} ${floor} ${cx + w / 2} ${floor - w * 0.08} V${shoulder} Q${cx + w / 2} ${shoulder - h * 0.1} ${cx + neck / 2} ${shoulder - h * 0.14} V${neckTop} H${cx - neck / 2} V${shoulder - h * 0.14} Q${x0} ${shoulder - h * 0.1} ${x0} ${shoulder} Z`;
  return {
    defs:
      turnedGradient(`${id}b`, color) +
      turnedGradient(`${id}k`, darken(accent, 0.2)) +
      linearGradient(`${id}g`, 90, [
        [0, "#ffffff", 0.55],
        [1, "#ffffff", 0],
      ]),
    body: [
      `<path d="${path}" fill="url(#${id}b)"/>`,
      `<rect x="${cx - neck * 0.62}" y="${floor - h}" width="${neck * 1.24}" height="${h * 0.15}" rx="${neck * 0.12}" fill="url(#${id}k)"/>`,
      `<rect x="${x0 + w * 0.08}" y="${floor - h * 0.45}" width="${w * 0.84}" height="${h * 0.24}" fill="${lighten(accent, 0.75)}" opacity="0.92"/>`,
      `<rect x="${x0 + w * 0.2}" y="${floor - h * 0.38}" width="${w * 0.6}" height="${h * 0.02}" fill="${darken(accent, 0.3)}"/>`,
      `<rect x="${x0 + w * 0.3}" y="${floor - h * 0.33}" width="${w * 0.4}" height="${h * 0.012}" fill="${darken(accent, 0.3)}" opacity="0.6"/>`,
      `<rect x="${x0 + w * 0.16}" y="${shoulder - h * 0.02}" width="${w * 0.07}" height="${h * 0.56}" rx="${w * 0.035}" fill="url(#${id}g)"/>`,
    ].join(""),
  };
}

function torus({ id, cx, floor, size, color }: Place): Drawn {
  const r = size * 0.38;
  const thick = size * 0.17;
  const cy = floor - r - thick / 2;
  return {
    defs: linearGradient(`${id}r`, 60, [
      [0, lighten(color, 0.6)],
      [0.45, color],
      [1, darken(color, 0.55)],
    ]),
    body: `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="url(#${id}r)" stroke-width="${thick}"/><circle cx="${cx}" cy="${cy}" r="${r + thick * 0.22}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${thick * 0.12}" stroke-dasharray="${r * 1.1} ${r * 6}" transform="rotate(200 ${cx} ${cy})"/>`,
  };
}

function capsule({ id, cx, floor, size, color }: Place): Drawn {
  const w = size * 0.42;
  const h = size;
  return {
    defs: turnedGradient(`${id}p`, color),
    body: `<rect x="${cx - w / 2}" y="${floor - h}" width="${w}" height="${h}" rx="${w / 2}" fill="url(#${id}p)"/><rect x="${cx - w / 2}" y="${floor - h * 0.52}" width="${w}" height="${h * 0.03}" fill="${darken(color, 0.45)}" opacity="0.6"/>`,
  };
}

function cube({ id, cx, floor, size, color }: Place): Drawn {
  const s = size * 0.52;
  const top = floor - s * 1.55;
  const points = (pts: number[][]) => pts.map(([x, y]) => `${cx + x! * s},${y! * s + top}`).join(" ");
  return {
    defs:
      linearGradient(`${id}q`, 90, [
        [0, lighten(color, 0.5)],
        [1, lighten(color, 0.25)],
      ]) +
      linearGradient(`${id}l`, 90, [
        [0, color],
        [1, darken(color, 0.2)],
      ]) +
      linearGradient(`${id}d`, 90, [
        [0, darken(color, 0.35)],
        [1, darken(color, 0.6)],
      ]),
    body: [
      `<polygon points="${points([
        [0, 0],
        [0.95, 0.5],
        [0, 1],
        [-0.95, 0.5],
      ])}" fill="url(#${id}q)"/>`,
      `<polygon points="${points([
        [-0.95, 0.5],
        [0, 1],
        [0, 2.05],
        [-0.95, 1.55],
      ])}" fill="url(#${id}l)"/>`,
      `<polygon points="${points([
        [0.95, 0.5],
        [0, 1],
        [0, 2.05],
        [0.95, 1.55],
      ])}" fill="url(#${id}d)"/>`,
    ].join(""),
  };
}

function watch({ id, cx, floor, size, color, accent }: Place): Drawn {
  const r = size * 0.3;
  const cy = floor - size * 0.5;
  const strap = size * 0.34;
  return {
    defs:
      turnedGradient(`${id}w`, darken(color, 0.35)) +
      radialGradient(
        `${id}f`,
        [
          [0, lighten(accent, 0.3)],
          [0.7, darken(accent, 0.55)],
          [1, "#050505"],
        ],
        0.5,
        0.5,
        0.5,
        0.38,
        0.32,
      ),
    body: [
      `<rect x="${cx - strap / 2}" y="${floor - size}" width="${strap}" height="${size}" rx="${strap * 0.25}" fill="url(#${id}w)"/>`,
      `<rect x="${cx - r * 1.05}" y="${cy - r * 1.2}" width="${r * 2.1}" height="${r * 2.4}" rx="${r * 0.55}" fill="${lighten(color, 0.35)}"/>`,
      `<rect x="${cx - r * 0.92}" y="${cy - r * 1.07}" width="${r * 1.84}" height="${r * 2.14}" rx="${r * 0.45}" fill="url(#${id}f)"/>`,
      `<circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="none" stroke="${lighten(accent, 0.5)}" stroke-width="${r * 0.09}" stroke-dasharray="${r * 2.4} ${r * 4}" stroke-linecap="round"/>`,
      `<rect x="${cx + r * 1.02}" y="${cy - r * 0.45}" width="${r * 0.14}" height="${r * 0.4}" rx="${r * 0.05}" fill="${lighten(color, 0.2)}"/>`,
    ].join(""),
  };
}

const DRAW: Record<ObjectKind, (place: Place) => Drawn> = {
  sphere,
  bottle,
  cylinder,
  torus,
  capsule,
  cube,
  watch,
  boat,
  ring,
  perfume,
  decanter,
  wristband,
  window: windowFrame,
  profile,
  drone,
};

/** An object with its soft contact shadow and a faded mirror image on a glossy floor. */
export function studioObject(kind: ObjectKind, place: Place, options: { reflection: boolean; shadow: string }): Drawn {
  const { id, cx, floor, size } = place;
  const drawn = DRAW[kind](place);
  const shadow = `<ellipse cx="${cx + size * 0.08}" cy="${floor}" rx="${size * 0.55}" ry="${size * 0.07}" fill="${options.shadow}" opacity="0.55" filter="url(#${id}blur)"/>`;
  const reflection = options.reflection
    ? `<g mask="url(#${id}fade)" opacity="0.22"><g transform="translate(0 ${2 * floor}) scale(1 -1)">${drawn.body}</g></g>`
    : "";
  const defs = [
    drawn.defs,
    blurFilter(`${id}blur`, size * 0.035),
    linearGradient(`${id}fadeg`, 90, [
      [0, "#ffffff", 1],
      [0.35, "#ffffff", 0],
    ]),
    `<mask id="${id}fade" maskUnits="userSpaceOnUse" x="0" y="${floor}" width="100000" height="${size}"><rect x="0" y="${floor}" width="100000" height="${size * 0.8}" fill="url(#${id}fadeg)"/></mask>`,
  ].join("");
  return { defs, body: `${shadow}${reflection}${drawn.body}` };
}

/** The product a title names, so a picture shows what its caption says. */
const PRODUCTS: [RegExp, ObjectKind][] = [
  [/boat/, "boat"],
  [/wristband/, "wristband"],
  [/watch/, "watch"],
  [/jewel|ring\b/, "ring"],
  [/perfume|serum/, "perfume"],
  [/bottle model|decanter/, "decanter"],
  [/whisky|bottle/, "bottle"],
  [/window/, "window"],
  [/upvc|profile|angle/, "profile"],
  [/drone/, "drone"],
  [/lamp|speaker/, "capsule"],
];

/** The object a product's name suggests (on every page), else a plain shape chosen by the page. */
export function objectFor(title: string, page: number): ObjectKind {
  const name = title.toLowerCase();
  return PRODUCTS.find(([pattern]) => pattern.test(name))?.[1] ?? PROP_KINDS[(page + name.length) % PROP_KINDS.length]!;
}
