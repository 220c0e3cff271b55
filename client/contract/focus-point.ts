// An image's focal point as pages apply it: plain data and string functions, no schema library,
// since every public page that shows a cropped image reads them (the admin's schemas: focus.ts).

/** Fractions of the image's width and height from its top left: { x: 0.5, y: 0.5 } is the centre. */
export type Focus = { x: number; y: number };
export const CENTRE: Focus = { x: 0.5, y: 0.5 };

/**
 * The stored key an image URL belongs to: a bucket variant set ("/media/projects/<id>/960.webp" →
 * "projects/<id>") or seed artwork's base ("/images/work/a-960.webp" → "/images/work/a"); null for
 * a single-file image (a logo, an avatar), which is shown whole and never cropped.
 */
export function focusKey(src: string): string | null {
  const set = /^\/media\/([a-z]+\/[0-9a-f-]{36})\/\d+\.(?:avif|webp)$/.exec(src);
  if (set) return set[1]!;
  const seed = /^(\/images\/[\w/-]+?)-\d+\.webp$/.exec(src);
  return seed ? seed[1]! : null;
}

/** The CSS object-position of a focal point: "50% 50%" for the centre. */
export const objectPosition = (focus: Focus) => `${round(focus.x * 100)}% ${round(focus.y * 100)}%`;
const round = (percent: number) => Math.round(percent * 10) / 10;
