// What an upload really is, from its first bytes; the file name and the browser's stated type
// are ignored. Returns null for anything that is not one of the accepted image formats.
export type ImageFormat = "png" | "jpeg" | "webp" | "gif" | "avif" | "svg";

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

export function sniffImage(bytes: Uint8Array): ImageFormat | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0x89 && ascii(bytes, 1, 8) === "PNG\r\n\u001a\n") return "png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 4, 8) === "ftyp" && isAvifBrand(bytes)) return "avif";
  if (looksLikeSvg(bytes)) return "svg";
  return null;
}

/** The ftyp box's major or compatible brands name AVIF (HEIC and MP4 do not). */
function isAvifBrand(bytes: Uint8Array): boolean {
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  const end = Math.min(boxSize, bytes.length, 64);
  for (let at = 8; at + 4 <= end; at += 4) {
    if (at === 12) continue; // the minor version, not a brand
    const brand = ascii(bytes, at, at + 4);
    if (brand === "avif" || brand === "avis") return true;
  }
  return false;
}

/** An XML document whose root element is <svg>, after the optional prolog and comments. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  let text = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, "");
  const prolog = /^\s*(<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE\s+svg[^>[]*>)/i;
  for (let match = prolog.exec(text); match; match = prolog.exec(text)) text = text.slice(match[0].length);
  return /^\s*<svg[\s>]/i.test(text);
}

/** SVG features that reach outside the file or expand without bound: refused, not rasterised. */
export function hasUnsafeSvgFeatures(svg: string): boolean {
  return /<!ENTITY|<!DOCTYPE[^>]*\[/i.test(svg) || /\b(?:xlink:)?href\s*=\s*["']\s*(?!#|data:image\/)/i.test(svg);
}
