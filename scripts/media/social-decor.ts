// What a social post's headline layout shows above its words: the campaign's own symbol (the
// infinity loop of autism acceptance, a bee over honeycomb, festival fireworks), or bold
// circles and a wave for a post without one. Drawn in a square of side `unit`.
import { darken, lighten } from "./color.ts";
import type { Palette } from "./palettes.ts";
import type { Rng } from "./random.ts";
import { circle } from "./svg.ts";

type Decor = (width: number, height: number, unit: number, palette: Palette, rng: Rng) => string;

const f = (n: number) => n.toFixed(1);

const infinity: Decor = (width, height, unit) => {
  const cx = width * 0.55;
  const cy = height * 0.36;
  const a = unit * 0.28;
  const points = Array.from({ length: 121 }, (_, i) => {
    const t = (i / 120) * Math.PI * 2;
    const d = 1 + Math.sin(t) ** 2;
    return [cx + (a * Math.cos(t)) / d, cy + (a * Math.sin(t) * Math.cos(t)) / d];
  });
  const colours = ["#e63946", "#f4a261", "#e9c46a", "#2a9d8f", "#457b9d", "#8e5ec4"];
  return colours
    .map((colour, i) => {
      const slice = points.slice(i * 20, i * 20 + 21);
      return `<path d="M${slice.map(([x, y]) => `${f(x!)} ${f(y!)}`).join(" L")}" stroke="${colour}" stroke-width="${f(unit * 0.05)}" fill="none" stroke-linecap="round"/>`;
    })
    .join("");
};

function hexagon(x: number, y: number, r: number, fill: string, extra = ""): string {
  const points = Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i + Math.PI / 6;
    return `${f(x + r * Math.cos(angle))},${f(y + r * Math.sin(angle))}`;
  }).join(" ");
  return `<polygon points="${points}" fill="${fill}" ${extra}/>`;
}

const bee: Decor = (width, height, unit) => {
  const r = unit * 0.07;
  const comb: string[] = [];
  for (let row = 0; row < 4; row++)
    for (let col = 0; col < 5; col++) {
      const x = width * 0.45 + col * r * 1.75 + (row % 2) * r * 0.87;
      const y = height * 0.12 + row * r * 1.52;
      comb.push(
        hexagon(
          x,
          y,
          r * 0.92,
          (row + col) % 3 === 0 ? "#f2b705" : lighten("#f2b705", 0.35),
          `stroke="${darken("#f2b705", 0.35)}" stroke-width="${f(r * 0.06)}"`,
        ),
      );
    }
  const bx = width * 0.3;
  const by = height * 0.32;
  const s = unit * 0.11;
  return [
    ...comb,
    `<ellipse cx="${f(bx - s * 0.25)}" cy="${f(by - s * 0.55)}" rx="${f(s * 0.45)}" ry="${f(s * 0.28)}" fill="#ffffff" opacity="0.8" transform="rotate(-25 ${f(bx)} ${f(by)})"/>`,
    `<ellipse cx="${f(bx + s * 0.2)}" cy="${f(by - s * 0.6)}" rx="${f(s * 0.4)}" ry="${f(s * 0.25)}" fill="#ffffff" opacity="0.65" transform="rotate(20 ${f(bx)} ${f(by)})"/>`,
    `<ellipse cx="${f(bx)}" cy="${f(by)}" rx="${f(s * 0.75)}" ry="${f(s * 0.5)}" fill="#f2b705"/>`,
    ...[-0.25, 0.1, 0.42].map(
      (k) => `<rect x="${f(bx + k * s)}" y="${f(by - s * 0.48)}" width="${f(s * 0.16)}" height="${f(s * 0.96)}" fill="#1b1b1b" rx="${f(s * 0.05)}"/>`,
    ),
    circle(bx - s * 0.78, by - s * 0.05, s * 0.3, "#1b1b1b"),
    `<path d="M${f(bx + s * 0.75)} ${f(by)} l${f(s * 0.22)} ${f(s * 0.04)}" stroke="#1b1b1b" stroke-width="${f(s * 0.08)}" stroke-linecap="round"/>`,
    `<path d="M${f(bx - s * 0.95)} ${f(by - s * 0.25)} q${f(-s * 0.2)} ${f(-s * 0.35)} ${f(-s * 0.05)} ${f(-s * 0.5)}" stroke="#1b1b1b" stroke-width="${f(s * 0.05)}" fill="none"/>`,
  ].join("");
};

const fireworks: Decor = (width, height, unit, palette, rng) => {
  const bursts = [
    { x: width * 0.3, y: height * 0.25, r: unit * 0.16, c: palette.accent },
    { x: width * 0.7, y: height * 0.2, r: unit * 0.2, c: palette.accent2 },
    { x: width * 0.56, y: height * 0.42, r: unit * 0.11, c: "#ffffff" },
  ];
  return bursts
    .map(
      ({ x, y, r, c }) =>
        // Few, bold rays: fine detail would blow the WebP budget (scripts/media.test.ts).
        Array.from({ length: 12 }, (_, i) => {
          const angle = (Math.PI * 2 * i) / 12 + rng.range(-0.05, 0.05);
          const inner = r * 0.3;
          return `<path d="M${f(x + inner * Math.cos(angle))} ${f(y + inner * Math.sin(angle))} L${f(x + r * Math.cos(angle))} ${f(y + r * Math.sin(angle))}" stroke="${c}" stroke-width="${f(unit * 0.012)}" stroke-linecap="round"/>`;
        }).join("") + circle(x, y, unit * 0.012, c),
    )
    .join("");
};

const shapes: Decor = (width, height, unit, palette) =>
  circle(width * 0.72, height * 0.4, unit * 0.3, palette.accent) +
  circle(width * 0.3, height * 0.25, unit * 0.08, palette.accent2) +
  `<path d="M${f(unit * 0.08)} ${f(height * 0.55)} q${f(unit * 0.06)} -${f(unit * 0.06)} ${f(unit * 0.12)} 0 t${f(unit * 0.12)} 0 t${f(unit * 0.12)} 0" fill="none" stroke="${palette.ink}" stroke-width="${f(unit * 0.012)}" stroke-linecap="round"/>`;

const DECOR: [RegExp, Decor][] = [
  [/autism|awareness/, infinity],
  [/bee/, bee],
  [/special|festival|day/, fireworks],
];

export function decorFor(title: string): Decor {
  const name = title.toLowerCase();
  return DECOR.find(([pattern]) => pattern.test(name))?.[1] ?? shapes;
}

/** The layout a series opens on: its headline, or what its subject is best told by (a statistic, a product). */
export function coverLayout(title: string): number {
  const name = title.toLowerCase();
  if (/informative|data/.test(name)) return 2;
  if (/cgi|product|3d/.test(name)) return 0;
  if (/creative|concept/.test(name)) return 3;
  return 1;
}
