// Chooses the composition for a job and gives it a seeded generator and palette.
import type { ArtKind, ImageJob } from "./catalog.ts";
import { type Palette, paletteFor } from "./palettes.ts";
import { type Rng, seeded } from "./random.ts";
import { heightFor, LARGEST } from "./raster.ts";
import { simpleArt } from "./art-simple.ts";

export type ArtSpec = {
  width: number;
  height: number;
  title: string;
  subtitle: string;
  index: number;
  rng: Rng;
  palette: Palette;
};

export type Composer = (spec: ArtSpec) => string;

const COMPOSERS: Record<ArtKind, Composer> = {
  poster: simpleArt,
  cgi: simpleArt,
  scene: simpleArt,
  brand: simpleArt,
  social: simpleArt,
  web: simpleArt,
  motion: simpleArt,
  brochure: simpleArt,
  portrait: simpleArt,
};

/** The SVG for a job at the largest width; the same job always gives the same SVG. */
export function composeStill(job: ImageJob): string {
  const rng = seeded(job.base);
  const palette = paletteFor(job.kind, job.index, rng.int(0, 2));
  return COMPOSERS[job.kind]({
    width: LARGEST,
    height: heightFor(LARGEST, job.aspect),
    title: job.title,
    subtitle: job.subtitle,
    index: job.index,
    rng,
    palette,
  });
}
