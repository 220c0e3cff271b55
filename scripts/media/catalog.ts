// Every placeholder still the media contract (docs/MEDIA.md) names: its base path, aspect
// ratio, composition and title. Gallery and service lists come from client/content, so a new
// entry there gets its placeholders on the next run.
import { galleries, type GalleryGroup } from "../../client/content/galleries.ts";
import { services } from "../../client/content/services.ts";
import { ANIMATION_TITLES, BROCHURE_TITLES, CGI_TITLES, POSTER_TITLES, SITE_TITLES, SLIDE_TITLES, STILL_TITLES } from "./titles.ts";

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

const GALLERY_ART: Record<GalleryGroup, { kind: ArtKind; aspect: Aspect }> = {
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

const SLIDE_KINDS: ArtKind[] = ["poster", "cgi", "scene", "social", "motion", "brand", "web", "brochure"];

function numbered(family: string, prefix: string, count: number, kind: ArtKind, aspect: Aspect, titles: readonly string[], subtitle: string): ImageJob[] {
  return Array.from({ length: count }, (_, i) => ({
    family,
    base: `${prefix}-${pad(i + 1)}`,
    kind,
    aspect,
    title: titles[i % titles.length]!,
    subtitle,
    index: i + 1,
    page: i + 1,
  }));
}

function slides(track: "a" | "b"): ImageJob[] {
  const offset = track === "a" ? 0 : 3;
  return Array.from({ length: 19 }, (_, i) => ({
    family: `home slides ${track.toUpperCase()}`,
    base: `/images/slides/${track}-${pad(i + 1)}`,
    kind: SLIDE_KINDS[(i + offset) % SLIDE_KINDS.length]!,
    aspect: PORTRAIT,
    title: SLIDE_TITLES[(i * 7 + offset * 5) % SLIDE_TITLES.length]!,
    subtitle: "Selected work",
    index: i + 1 + offset,
    page: i + 1 + offset,
  }));
}

function galleryJobs(): ImageJob[] {
  return (Object.keys(galleries) as GalleryGroup[]).flatMap((group) =>
    galleries[group].flatMap((gallery, g) =>
      Array.from({ length: gallery.images }, (_, i) => ({
        family: `gallery ${group}`,
        base: `/images/gallery/${group}/${gallery.slug}/${i + 1}`,
        ...GALLERY_ART[group],
        title: gallery.title,
        subtitle: gallery.tagline,
        index: g + 1,
        page: i + 1,
      })),
    ),
  );
}

function serviceHeroes(): ImageJob[] {
  return services.map((service, i) => {
    const slug = service.slug.toLowerCase();
    return {
      family: "service heroes",
      base: `/images/services/${slug}/hero`,
      kind: SERVICE_ART[slug] ?? "poster",
      aspect: WIDE,
      title: service.name,
      subtitle: service.summary,
      index: i + 1,
      page: 1,
    };
  });
}

export function imageJobs(): ImageJob[] {
  return [
    ...slides("a"),
    ...slides("b"),
    { family: "about", base: "/images/about", kind: "portrait", aspect: PORTRAIT, title: "The Studio", subtitle: "Design, motion, story", index: 1, page: 1 },
    ...numbered("portfolio posters", "/images/work/posters/poster", 12, "poster", PORTRAIT, POSTER_TITLES, "Poster series"),
    ...numbered("portfolio cgi", "/images/work/cgi/cgi", 9, "cgi", SQUARE, CGI_TITLES, "Product render"),
    ...numbered("portfolio stills", "/images/work/stills/still", 9, "scene", PORTRAIT, STILL_TITLES, "Photo manipulation"),
    ...numbered("portfolio brochure", "/images/work/brochure/brochure", 6, "brochure", SPREAD, BROCHURE_TITLES, "Print"),
    ...galleryJobs(),
    ...serviceHeroes(),
    ...numbered("web design cards", "/images/services/webdesign/site", 6, "web", BOARD, SITE_TITLES, "Website"),
    ...numbered("animation cards", "/images/services/animation/anim", 6, "motion", WIDE, ANIMATION_TITLES, "Product film"),
  ];
}
