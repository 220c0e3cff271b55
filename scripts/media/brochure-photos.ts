// The photograph on a brochure's page, of what the brochure is about (a chair for a furniture
// catalogue, a cup for a coffee lookbook…), drawn in the page's box (x, y, w, h) over its sky.
import { darken, lighten, mix } from "./color.ts";
import { circle, rect } from "./svg.ts";

type Box = { x: number; y: number; w: number; h: number; accent: string; accent2: string };

const f = (n: number) => n.toFixed(1);

function chair({ x, y, w, h, accent }: Box): string {
  const floor = y + h * 0.78;
  const cx = x + w * 0.5;
  const s = Math.min(w, h) * 0.5;
  const wood = darken(accent, 0.55);
  return [
    rect(x, floor, w, h - (floor - y), mix(accent, "#f3ece2", 0.55)),
    `<path d="M${f(cx - s * 0.55)} ${f(floor - s * 0.45)} Q${f(cx - s * 0.6)} ${f(floor - s * 1.05)} ${f(cx - s * 0.2)} ${f(floor - s * 1.1)} L${f(cx + s * 0.05)} ${f(floor - s * 0.55)} Z" fill="${darken(accent, 0.2)}"/>`,
    `<rect x="${f(cx - s * 0.6)}" y="${f(floor - s * 0.55)}" width="${f(s * 1.15)}" height="${f(s * 0.2)}" rx="${f(s * 0.08)}" fill="${accent}"/>`,
    `<path d="M${f(cx - s * 0.5)} ${f(floor - s * 0.35)} L${f(cx - s * 0.6)} ${f(floor)} M${f(cx + s * 0.45)} ${f(floor - s * 0.35)} L${f(cx + s * 0.55)} ${f(floor)}" stroke="${wood}" stroke-width="${f(s * 0.05)}" stroke-linecap="round"/>`,
    `<rect x="${f(x + w * 0.72)}" y="${f(floor - s * 1.2)}" width="${f(s * 0.04)}" height="${f(s * 1.2)}" fill="${wood}"/>`,
    circle(x + w * 0.73, floor - s * 1.25, s * 0.14, lighten(accent, 0.6)),
  ].join("");
}

function molecule({ x, y, w, h, accent, accent2 }: Box): string {
  const r = Math.min(w, h) * 0.09;
  const nodes = [
    [0.3, 0.35],
    [0.5, 0.25],
    [0.7, 0.38],
    [0.62, 0.62],
    [0.4, 0.6],
    [0.22, 0.72],
    [0.82, 0.7],
  ].map(([px, py]) => [x + w * px!, y + h * py!] as const);
  const links = [
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 0],
    [4, 5],
    [3, 6],
  ];
  return [
    rect(x, y, w, h, darken(accent, 0.55)),
    ...links.map(
      ([a, b]) =>
        `<line x1="${f(nodes[a!]![0])}" y1="${f(nodes[a!]![1])}" x2="${f(nodes[b!]![0])}" y2="${f(nodes[b!]![1])}" stroke="${lighten(accent, 0.5)}" stroke-width="${f(r * 0.25)}"/>`,
    ),
    ...nodes.map(([nx, ny], i) => circle(nx, ny, r * (i % 3 === 0 ? 1.2 : 0.8), i % 2 ? lighten(accent2, 0.3) : lighten(accent, 0.6))),
  ].join("");
}

function residence({ x, y, w, h, accent }: Box): string {
  const base = y + h * 0.85;
  const bw = w * 0.56;
  const bx = x + (w - bw) / 2;
  const top = y + h * 0.2;
  const windows: string[] = [];
  for (let row = 0; row < 6; row++)
    for (let col = 0; col < 4; col++)
      windows.push(
        rect(
          bx + bw * (0.08 + col * 0.23),
          top + (base - top) * (0.06 + row * 0.155),
          bw * 0.16,
          (base - top) * 0.1,
          (row + col) % 3 === 0 ? lighten(accent, 0.7) : darken(accent, 0.3),
        ),
      );
  return [
    rect(bx, top, bw, base - top, mix(accent, "#e9e4da", 0.6)),
    ...windows,
    rect(x, base, w, h - (base - y), darken(accent, 0.45)),
    circle(x + w * 0.12, base - h * 0.08, w * 0.08, darken(accent, 0.6)),
    circle(x + w * 0.88, base - h * 0.1, w * 0.1, darken(accent, 0.6)),
  ].join("");
}

function stones({ x, y, w, h, accent }: Box): string {
  const cx = x + w * 0.5;
  const floor = y + h * 0.8;
  const s = Math.min(w, h);
  const stack = [0.3, 0.24, 0.18, 0.12];
  let top = floor;
  const parts = [rect(x, floor, w, h - (floor - y), mix(accent, "#efe9df", 0.5))];
  stack.forEach((rw, i) => {
    const ry = s * 0.045;
    parts.push(
      `<ellipse cx="${f(cx + (i % 2 ? 1 : -1) * s * 0.01)}" cy="${f(top - ry)}" rx="${f(s * rw)}" ry="${f(ry)}" fill="${mix("#4a4a48", accent, 0.15 + i * 0.1)}"/>`,
    );
    top -= ry * 1.8;
  });
  parts.push(
    `<path d="M${f(cx + s * 0.05)} ${f(top)} Q${f(cx + s * 0.3)} ${f(top - s * 0.2)} ${f(cx + s * 0.42)} ${f(top - s * 0.1)} Q${f(cx + s * 0.25)} ${f(top + s * 0.02)} ${f(cx + s * 0.05)} ${f(top)} Z" fill="${darken(accent, 0.35)}"/>`,
  );
  return parts.join("");
}

function solar({ x, y, w, h, accent }: Box): string {
  const horizon = y + h * 0.55;
  const panel = (px: number, py: number, pw: number) => {
    const ph = pw * 0.45;
    const skew = pw * 0.25;
    const cells = Array.from(
      { length: 3 },
      (_, i) =>
        `<path d="M${f(px + skew * ((i + 1) / 4) + (pw * (i + 1)) / 4 - skew * ((i + 1) / 4))} ${f(py)} L${f(px + (pw * (i + 1)) / 4)} ${f(py + ph)}" stroke="#9fb4d8" stroke-width="${f(pw * 0.01)}"/>`,
    ).join("");
    return `<path d="M${f(px + skew)} ${f(py)} H${f(px + pw + skew)} L${f(px + pw)} ${f(py + ph)} H${f(px)} Z" fill="#1f3566"/>${cells}<path d="M${f(px + skew / 2)} ${f(py + ph / 2)} H${f(px + pw + skew / 2)}" stroke="#9fb4d8" stroke-width="${f(pw * 0.01)}"/>`;
  };
  return [
    circle(x + w * 0.75, y + h * 0.25, Math.min(w, h) * 0.12, lighten(accent, 0.6)),
    rect(x, horizon, w, h - (horizon - y), mix(accent, "#6f8f4e", 0.5)),
    panel(x + w * 0.08, horizon + h * 0.08, w * 0.38),
    panel(x + w * 0.5, horizon + h * 0.12, w * 0.38),
    panel(x + w * 0.25, horizon + h * 0.26, w * 0.45),
  ].join("");
}

function cup({ x, y, w, h, accent }: Box): string {
  const cx = x + w * 0.5;
  const table = y + h * 0.72;
  const s = Math.min(w, h) * 0.42;
  return [
    rect(x, table, w, h - (table - y), darken(accent, 0.5)),
    `<ellipse cx="${f(cx)}" cy="${f(table + s * 0.05)}" rx="${f(s * 0.75)}" ry="${f(s * 0.12)}" fill="#f4f0e8"/>`,
    `<path d="M${f(cx - s * 0.45)} ${f(table - s * 0.6)} H${f(cx + s * 0.45)} Q${f(cx + s * 0.42)} ${f(table)} ${f(cx + s * 0.2)} ${f(table)} H${f(cx - s * 0.2)} Q${f(cx - s * 0.42)} ${f(table)} ${f(cx - s * 0.45)} ${f(table - s * 0.6)} Z" fill="#f7f3ec"/>`,
    `<path d="M${f(cx + s * 0.43)} ${f(table - s * 0.5)} q${f(s * 0.25)} ${f(s * 0.05)} ${f(s * 0.02)} ${f(s * 0.3)}" stroke="#f7f3ec" stroke-width="${f(s * 0.07)}" fill="none"/>`,
    `<ellipse cx="${f(cx)}" cy="${f(table - s * 0.6)}" rx="${f(s * 0.45)}" ry="${f(s * 0.08)}" fill="#5b3621"/>`,
    `<path d="M${f(cx - s * 0.1)} ${f(table - s * 0.75)} q${f(-s * 0.12)} ${f(-s * 0.15)} 0 ${f(-s * 0.3)} q${f(s * 0.12)} ${f(-s * 0.15)} 0 ${f(-s * 0.3)} M${f(cx + s * 0.12)} ${f(table - s * 0.75)} q${f(-s * 0.12)} ${f(-s * 0.15)} 0 ${f(-s * 0.3)}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${f(s * 0.03)}" fill="none"/>`,
  ].join("");
}

/** Mountains at dusk: for a brochure whose subject the list does not know. */
function landscape({ x, y, w, h, accent }: Box): string {
  const horizon = y + h * 0.62;
  return [
    circle(x + w * 0.62, y + h * 0.42, Math.min(w, h) * 0.16, lighten(accent, 0.5)),
    `<path d="M${f(x)} ${f(horizon)} L${f(x + w * 0.25)} ${f(horizon - h * 0.14)} L${f(x + w * 0.45)} ${f(horizon - h * 0.04)} L${f(x + w * 0.7)} ${f(horizon - h * 0.2)} L${f(x + w)} ${f(horizon - h * 0.06)} V${f(y + h)} H${f(x)} Z" fill="${darken(accent, 0.55)}"/>`,
  ].join("");
}

const SUBJECTS: [RegExp, (box: Box) => string][] = [
  [/furniture|pine/, chair],
  [/labs|biotech|company profile/, molecule],
  [/residence|real-estate|architect/, residence],
  [/spa|treatment/, stones],
  [/solar|energy/, solar],
  [/coffee|café/, cup],
];

export function brochurePhoto(subject: string, box: Box): string {
  const name = subject.toLowerCase();
  return (SUBJECTS.find(([pattern]) => pattern.test(name))?.[1] ?? landscape)(box);
}
