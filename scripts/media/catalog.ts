// Every placeholder still the media contract (docs/MEDIA.md) names: its base path, aspect
// ratio, composition and title. The work comes from the seed records (src/features/seed/content.ts):
// each image is drawn with the title and caption its record shows, so a picture never names
// another piece than its caption, and a seeded record gets its placeholders on the next run.
import { SEEDED_SERVICES } from "../../client/contract/families.ts";
import { seedCards, seedPortfolioItems, seedProjects, type CardService, type GalleryFamily } from "../../src/features/seed/content.ts";
import { CASE_STUDY_STILLS } from "../../src/features/seed/case-study.ts";
import type { SeedTabId } from "../../src/features/seed/tabs.ts";
import { SLIDE_TITLES } from "./titles.ts";

export type ArtKind = "poster" | "cgi" | "scene" | "brand" | "social" | "web" | "motion" | "brochure" | "portrait";
export type Aspect = readonly [width: number, height: number];

export type ImageJob = {
  /** The summary's grouping, e.g. "portfolio posters". */
  family: string;
  base: string;
  kind: ArtKind;
  aspect: Aspect;
  title: string;
  subtitle: string;
  /** 1-based position within its family (a gallery's position in its group): picks the palette. */
  index: number;
  /** 1-based page within a series (a gallery's nth image; else equal to index): picks the layout. */
  page: number;
};

const PORTRAIT: Aspect = [4, 5];
const SQUARE: Aspect = [1, 1];
const WIDE: Aspect = [16, 9];
const BOARD: Aspect = [16, 10];
const SPREAD: Aspect = [3, 2];

const pad = (n: number) => String(n).padStart(2, "0");

const GALLERY_ART: Record<GalleryFamily, { kind: ArtKind; aspect: Aspect }> = {
  photomanupulation: { kind: "scene", aspect: PORTRAIT },
  productvisualization: { kind: "cgi", aspect: SQUARE },
  guidelines: { kind: "brand", aspect: BOARD },
  socialmedia: { kind: "social", aspect: SQUARE },
};

const SERVICE_ART: Record<string, ArtKind> = {
  photomanupulation: "scene",
  productvisualization: "cgi",
  webdesign: "web",
  guidelines: "brand",
  animation: "motion",
  socialmedia: "social",
};

/** Every kind of artwork has its pool of slide titles. */
const TITLES: Record<ArtKind, readonly string[]> = SLIDE_TITLES;
const SLIDE_KINDS: ArtKind[] = ["poster", "cgi", "scene", "social", "motion", "brand", "web", "brochure"];

/** The portfolio items with images of their own (the others show a project's cover). */
const TAB_ART: Partial<Record<SeedTabId, { kind: ArtKind; aspect: Aspect }>> = {
  posters: { kind: "poster", aspect: PORTRAIT },
  stills: { kind: "scene", aspect: PORTRAIT },
  brochure: { kind: "brochure", aspect: SPREAD },
};

const CARD_ART: Record<CardService, { family: string; kind: ArtKind; aspect: Aspect }> = {
  WebDesign: { family: "web design cards", kind: "web", aspect: BOARD },
  animation: { family: "animation cards", kind: "motion", aspect: WIDE },
};

function portfolioJobs(): ImageJob[] {
  return (Object.keys(TAB_ART) as SeedTabId[]).flatMap((tab) =>
    seedPortfolioItems
      .filter((item) => item.tab === tab)
      .flatMap((item) => ("image" in item ? [item] : []))
      .map((item, i) => ({
        family: `portfolio ${tab}`,
        base: item.image.key,
        ...TAB_ART[tab]!,
        title: item.title,
        subtitle: item.caption,
        index: i + 1,
        page: i + 1,
      })),
  );
}

function cardJobs(): ImageJob[] {
  return (Object.keys(CARD_ART) as CardService[]).flatMap((service) => {
    const { family, kind, aspect } = CARD_ART[service];
    return seedCards
      .filter((card) => card.service === service)
      .map((card, i) => ({ family, base: card.image.key, kind, aspect, title: card.title, subtitle: card.caption, index: i + 1, page: i + 1 }));
  });
}

/** Both tracks' slides; each kind takes the next title of its own pool (titles.ts), so no two slides share a title. */
function slides(): ImageJob[] {
  const taken = new Map<ArtKind, number>();
  return (["a", "b"] as const).flatMap((track) => {
    const offset = track === "a" ? 0 : 3;
    return Array.from({ length: 19 }, (_, i) => {
      const kind = SLIDE_KINDS[(i + offset) % SLIDE_KINDS.length]!;
      const n = taken.get(kind) ?? 0;
      taken.set(kind, n + 1);
      const pool: readonly string[] = TITLES[kind];
      return {
        family: `home slides ${track.toUpperCase()}`,
        base: `/images/slides/${track}-${pad(i + 1)}`,
        kind,
        aspect: PORTRAIT,
        title: pool[n % pool.length]!,
        subtitle: "Selected work",
        index: i + 1 + offset,
        page: i + 1 + offset,
      };
    });
  });
}

function galleryJobs(): ImageJob[] {
  const position = new Map<GalleryFamily, number>();
  return seedProjects.flatMap((project) => {
    const index = (position.get(project.family) ?? 0) + 1;
    position.set(project.family, index);
    return project.images.map((image, i) => ({
      family: `gallery ${project.family}`,
      base: image.key,
      ...GALLERY_ART[project.family],
      title: project.title,
      subtitle: project.tagline,
      index,
      page: i + 1,
    }));
  });
}

/**
 * The case study's gallery (src/features/seed/case-study.ts): stills of the speaker the launch
 * film shows (objects.ts draws a speaker by its name), wide as the film, so its page does not
 * show the film's poster frame twice.
 */
function caseStudyStills(): ImageJob[] {
  return CASE_STUDY_STILLS.map((base, i) => ({
    family: "case-study stills",
    base,
    kind: "cgi" as const,
    aspect: WIDE,
    title: "Northwind Speaker",
    subtitle: "Launch film stills",
    // The copper palette, warm as the film's light.
    index: 3,
    page: i + 1,
  }));
}

/**
 * What each service hero shows: a piece of the kind, never the service's own name painted on
 * (the page's heading says it). Untitled where the kind can go without words; the studio's
 * own site and identity where a name is part of the work. The page picks the layout.
 */
const HERO_SUBJECT: Record<string, { title: string; subtitle: string; page: number }> = {
  photomanupulation: { title: "", subtitle: "", page: 1 },
  productvisualization: { title: "", subtitle: "", page: 4 },
  webdesign: { title: "Vanta Studio", subtitle: "", page: 1 },
  guidelines: { title: "Vanta", subtitle: "", page: 5 },
  animation: { title: "", subtitle: "", page: 1 },
  socialmedia: { title: "", subtitle: "more saves in a month", page: 2 },
};

function serviceHeroes(): ImageJob[] {
  return SEEDED_SERVICES.map((family, i) => {
    const slug = family.toLowerCase();
    return {
      family: "service heroes",
      base: `/images/services/${slug}/hero`,
      kind: SERVICE_ART[slug] ?? "poster",
      aspect: WIDE,
      ...(HERO_SUBJECT[slug] ?? { title: "", subtitle: "", page: 1 }),
      index: i + 1,
    };
  });
}

export function imageJobs(): ImageJob[] {
  return [
    ...slides(),
    {
      family: "about",
      base: "/images/about",
      kind: "portrait",
      aspect: PORTRAIT,
      title: "The Studio",
      subtitle: "Design, motion, story",
      index: 1,
      page: 1,
    },
    ...portfolioJobs(),
    ...galleryJobs(),
    ...caseStudyStills(),
    ...serviceHeroes(),
    ...cardJobs(),
  ];
}
