// What every drawing of a piece of work is given: its size, words, place in its series, a seeded
// random source and a palette; the art-*.ts modules draw from it and compose.ts picks one.
import type { Palette } from "./palettes.ts";
import type { Rng } from "./random.ts";

export type ArtSpec = {
  width: number;
  height: number;
  title: string;
  subtitle: string;
  /** 1-based page within the series, for layout variety. */
  page: number;
  /** 1-based position of the series within its family: sets one series apart from the next. */
  index: number;
  rng: Rng;
  palette: Palette;
};

export type Composer = (spec: ArtSpec) => string;
