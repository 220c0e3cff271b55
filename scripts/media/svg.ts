// Small SVG building blocks shared by the compositions. Text uses DejaVu (fonts-dejavu-core),
// the fonts librsvg finds on a Debian machine, so renders match across machines.
export const SANS = "DejaVu Sans, sans-serif";
export const SERIF = "DejaVu Serif, serif";
export const MONO = "DejaVu Sans Mono, monospace";

export type Stop = [offset: number, color: string, opacity?: number];

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

function stopTags(stops: Stop[]): string {
  return stops.map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`).join("");
}

/** A linear gradient along the angle in degrees (0: left → right, 90: top → bottom). */
export function linearGradient(id: string, angle: number, stops: Stop[]): string {
  const radians = (angle * Math.PI) / 180;
  const dx = Math.cos(radians) / 2;
  const dy = Math.sin(radians) / 2;
  const at = (v: number) => (0.5 + v).toFixed(3);
  return `<linearGradient id="${id}" x1="${at(-dx)}" y1="${at(-dy)}" x2="${at(dx)}" y2="${at(dy)}">${stopTags(stops)}</linearGradient>`;
}

/** A radial gradient in the shape's bounding box, centred at (cx, cy) with the focus at (fx, fy). */
export function radialGradient(id: string, stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stopTags(stops)}</radialGradient>`;
}

export function blurFilter(id: string, deviation: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;
}

type TextOptions = {
  size: number;
  fill: string;
  family?: string;
  weight?: number | string;
  anchor?: "start" | "middle" | "end";
  spacing?: number;
  opacity?: number;
  extra?: string;
};

export function text(x: number, y: number, content: string, options: TextOptions): string {
  const { size, fill, family = SANS, weight = 400, anchor = "start", spacing = 0, opacity = 1, extra = "" } = options;
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${family}" font-size="${size.toFixed(1)}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" letter-spacing="${spacing}" opacity="${opacity}" ${extra}>${escapeXml(content)}</text>`;
}

/** A font size at which `content` fits `width` (DejaVu Sans Bold runs about 0.7 em per capital). */
export function fitSize(content: string, width: number, max: number, em = 0.7): number {
  return Math.min(max, width / Math.max(1, content.length * em));
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}" ${extra}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}" ${extra}/>`;

/** A rounded object's shading: a radial gradient lit from the upper left (its highlight at 35% across, `fy` down). */
export function sheen(id: string, stops: Stop[], fy = 0.3): string {
  return radialGradient(id, stops, 0.5, 0.5, 0.6, 0.35, fy);
}
