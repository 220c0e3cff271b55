// The browser's icons and the link preview image, drawn from the studio's mark: the monogram
// (client/components/monogram.tsx, the same drawing the pages show, in fixed colours) or the
// owner's uploaded mark as the server re-encoded it, centred on the site's dark ground. Every
// drawing is an SVG of ours, drawn to pixels in the killable child (svg-raster.ts); an uploaded
// mark is first turned into a PNG the SVG can hold (librsvg reads no WebP), by sharp, once per mark.
import { renderToStaticMarkup } from "react-dom/server";
import { Monogram } from "../../../client/components/monogram.tsx";
import { PREVIEW_SIZE, type Mark } from "../../../client/contract/mark.ts";
import { DECODE_OPTIONS } from "../../platform/media/image-limits.ts";
import { loadSharp } from "../../platform/media/sharp.ts";
import { rasteriseSvg } from "../../platform/media/svg-raster.ts";

const GROUND = "#07070a";
const COLOURS = { ink: "#f4f4f5", accent: "#d4ff3f" };

/** What a drawing is made from: the monogram's name, or the uploaded mark's pixels as a PNG. */
export type MarkSource = { kind: "monogram"; name: string } | { kind: "image"; png: Buffer; width: number; height: number };

/** The uploaded mark's stored WebP as a PNG an SVG can embed. */
export async function markSource(mark: Mark, name: string, read: (key: string) => Promise<Uint8Array | null>): Promise<MarkSource> {
  if (mark.kind === "monogram") return { kind: "monogram", name };
  const stored = await read(mark.key);
  // The object is gone (a failed restore, say): the monogram stands in rather than no icon.
  if (!stored) return { kind: "monogram", name };
  const sharp = await loadSharp();
  const png = await sharp(stored, DECODE_OPTIONS).png().toBuffer();
  return { kind: "image", png, width: mark.width, height: mark.height };
}

/** The mark drawn in the box (x, y, size), as SVG markup. */
function markIn(source: MarkSource, x: number, y: number, size: number): string {
  if (source.kind === "monogram") {
    const drawn = renderToStaticMarkup(<Monogram name={source.name} size={size} colours={COLOURS} />);
    return `<g transform="translate(${x} ${y})">${drawn}</g>`;
  }
  const href = `data:image/png;base64,${source.png.toString("base64")}`;
  return `<image href="${href}" x="${x}" y="${y}" width="${size}" height="${size}" preserveAspectRatio="xMidYMid meet"/>`;
}

/** A square icon: the mark on the dark ground with a margin, rounded like an app's. */
export function iconSvg(source: MarkSource, size: number): string {
  const margin = Math.round(size * (source.kind === "monogram" ? 0.06 : 0.12));
  const radius = Math.round(size * 0.2);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${GROUND}"/>` +
    markIn(source, margin, margin, size - 2 * margin) +
    `</svg>`
  );
}

/** The link preview of a page with no image of its own: the mark above the studio's full name. */
function previewSvg(source: MarkSource, fullName: string): string {
  const { width, height } = PREVIEW_SIZE;
  const markSize = 240;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${GROUND}"/>` +
    `<rect y="${height - 12}" width="${width}" height="12" fill="${COLOURS.accent}"/>` +
    markIn(source, (width - markSize) / 2, 110, markSize) +
    `<text x="${width / 2}" y="470" text-anchor="middle" font-family="Space Grotesk, DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="64" fill="${COLOURS.ink}">${escapeXml(fullName)}</text>` +
    `</svg>`
  );
}

/** An icon as a PNG of exactly `size` pixels a side. */
export const iconPng = (source: MarkSource, size: number) => rasteriseSvg(new TextEncoder().encode(iconSvg(source, size)), 72);

export const previewPng = (source: MarkSource, fullName: string) => rasteriseSvg(new TextEncoder().encode(previewSvg(source, fullName)), 72);

/** A .ico file holding one PNG (every browser since 2010 reads PNG inside ICO). */
export function icoOf(png: Uint8Array, size: number): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.byteLength, 14);
  header.writeUInt32LE(22, 18); // where the PNG starts
  return new Uint8Array(Buffer.concat([header, png]));
}

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
