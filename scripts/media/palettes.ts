// One palette family per kind of work, several variations each: enough spread that a grid of
// placeholders looks curated rather than random.
import type { ArtKind } from "./catalog.ts";
import table from "./palettes.json";

export type Palette = {
  /** Backdrop, top/left. */
  bg: string;
  /** Backdrop, bottom/right. */
  bg2: string;
  ink: string;
  accent: string;
  accent2: string;
};

/** Per kind, its palettes as [bg, bg2, ink, accent, accent2] (plain data: palettes.json). */
const PALETTES = Object.fromEntries(
  Object.entries(table as Record<ArtKind, string[][]>).map(([kind, rows]) => [
    kind,
    rows.map(([bg, bg2, ink, accent, accent2]) => ({ bg, bg2, ink, accent, accent2 }) as Palette),
  ]),
) as Record<ArtKind, Palette[]>;

/** The palette for the nth item of a kind, with a seeded nudge so neighbours differ. */
export function paletteFor(kind: ArtKind, index: number, nudge: number): Palette {
  const list = PALETTES[kind];
  return list[(index + nudge) % list.length]!;
}
