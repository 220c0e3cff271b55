// Chooses the composition for a job and gives it a seeded generator and palette. The palette
// is keyed by the title, so the images of one gallery share a palette and differ in layout.
import { brandArt } from "./art-brand.ts";
import { brochureArt } from "./art-brochure.ts";
import { cgiArt } from "./art-cgi.ts";
import { motionArt } from "./art-motion.ts";
import { posterArt } from "./art-poster.ts";
import { sceneArt } from "./art-scene.ts";
import { socialArt } from "./art-social.ts";
import { webArt } from "./art-web.ts";
import type { ArtKind, ImageJob } from "./catalog.ts";
import { paletteFor } from "./palettes.ts";
import { portraitArt } from "./portrait.ts";
import type { Composer } from "./art-spec.ts";
import { hashString, seeded } from "./random.ts";
import { heightFor, LARGEST } from "./raster.ts";

const COMPOSERS: Record<ArtKind, Composer> = {
  poster: posterArt,
  cgi: cgiArt,
  scene: sceneArt,
  brand: brandArt,
  social: socialArt,
  web: webArt,
  motion: motionArt,
  brochure: brochureArt,
  portrait: portraitArt,
};

/** The SVG for a job at the largest width; the same job always gives the same SVG. */
export function composeStill(job: ImageJob): string {
  return COMPOSERS[job.kind]({
    width: LARGEST,
    height: heightFor(LARGEST, job.aspect),
    title: job.title,
    subtitle: job.subtitle,
    page: job.page,
    index: job.index,
    rng: seeded(job.base),
    palette: paletteFor(job.kind, job.index, hashString(job.title) % 3),
  });
}
