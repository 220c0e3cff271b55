// The portfolio page's six tabs: each a heading, an intro and its work. Gallery items link to
// their gallery page (title and tagline are the character items' pera1 and pera2 of SPEC.md);
// the Motion tab's videos come from the playlist at runtime (GET /api/videos).
import { galleries, type GalleryGroup } from "./galleries.ts";

export type TabSlug = "posters" | "motion" | "cgi" | "stills" | "guidelines" | "brochure";

/** Image aspect ratio as width / height, so every <img> reserves its space. */
export type Aspect = { width: number; height: number };

export type PortfolioItem = {
  /** Image base, see media.ts. */
  img: string;
  title: string;
  tagline?: string;
  /** An internal gallery page, when the piece has one. */
  link?: string;
};

export type PortfolioTab = {
  slug: TabSlug;
  label: string;
  heading: string;
  intro: string;
  aspect: Aspect;
  items: PortfolioItem[];
};

export const DEFAULT_TAB: TabSlug = "posters";

const pad = (i: number) => String(i + 1).padStart(2, "0");

/** Items whose images are numbered files of one folder, from the `first` index on. */
const numbered = (dir: string, prefix: string, titles: [string, string][], first = 0): PortfolioItem[] =>
  titles.map(([title, tagline], i) => ({ img: `/images/work/${dir}/${prefix}-${pad(first + i)}`, title, tagline }));

const fromGalleries = (group: GalleryGroup, img: (slug: string, i: number) => string): PortfolioItem[] =>
  galleries[group].map((gallery, i) => ({ img: img(gallery.slug, i), title: gallery.title, tagline: gallery.tagline, link: `/${group}/${gallery.slug}` }));

export const portfolioTabs: PortfolioTab[] = [
  {
    slug: "posters",
    label: "Posters",
    heading: "Posters that stop the scroll",
    intro: "Key art for launches, festivals and films. One idea per poster, pushed until it is impossible to walk past.",
    aspect: { width: 4, height: 5 },
    items: numbered("posters", "poster", [
      ["Neon Monsoon", "Festival key art"],
      ["Static Bloom", "Album launch poster"],
      ["Iron Orchard", "Film teaser one-sheet"],
      ["Low Tide", "Gallery opening"],
      ["Signal Lost", "Sci-fi short, main poster"],
      ["Night Market", "Food festival series"],
      ["Paper Moons", "Theatre season"],
      ["Ultraviolet Run", "City marathon campaign"],
      ["Glasshouse", "Architecture week"],
      ["Second Sun", "Game reveal"],
      ["Saltwater", "Surf brand drop"],
      ["Velvet Hour", "Jazz night series"],
    ]),
  },
  {
    slug: "motion",
    label: "Motion",
    heading: "Motion, cut to the beat",
    intro: "Product films, logo reveals and social cut-downs. Pick a film to play it here; one plays at a time.",
    aspect: { width: 16, height: 9 },
    items: [],
  },
  {
    slug: "cgi",
    label: "CGI",
    heading: "CGI that passes for a photograph",
    intro: "Products modelled, lit and rendered before the first unit exists. Each piece opens its full project.",
    aspect: { width: 1, height: 1 },
    items: fromGalleries("productvisualization", (_, i) => `/images/work/cgi/cgi-${pad(i)}`),
  },
  {
    slug: "stills",
    label: "Stills",
    heading: "Stills with a story",
    intro: "Character art and composites built from dozens of layers until they feel shot in one frame.",
    aspect: { width: 4, height: 5 },
    items: [
      ...fromGalleries("photomanupulation", (_, i) => `/images/work/stills/still-${pad(i)}`),
      ...numbered(
        "stills",
        "still",
        [
          ["Afterglow", "Portrait retouch and grade"],
          ["Drift", "Surreal landscape composite"],
          ["Copper Fox", "Wildlife fantasy still"],
        ],
        galleries.photomanupulation.length,
      ),
    ],
  },
  {
    slug: "guidelines",
    label: "Brand Guidelines",
    heading: "Brand guidelines that hold together",
    intro: "Identity systems and the rulebooks that keep them consistent, from logo clear space to social templates.",
    aspect: { width: 16, height: 10 },
    items: fromGalleries("guidelines", (slug) => `/images/gallery/guidelines/${slug}/1`),
  },
  {
    slug: "brochure",
    label: "Brochure",
    heading: "Brochures worth keeping",
    intro: "Catalogues, company profiles and lookbooks, laid out for print and for the screen.",
    aspect: { width: 3, height: 2 },
    items: numbered("brochure", "brochure", [
      ["Harbour & Pine", "Furniture catalogue"],
      ["Meridian Labs", "Company profile"],
      ["Oakridge Residences", "Real-estate brochure"],
      ["Solace Spa", "Treatment menu"],
      ["Northbeam Solar", "Product range guide"],
      ["Kinfolk Coffee", "Wholesale lookbook"],
    ]),
  },
];

export function findTab(slug: string | null | undefined): PortfolioTab {
  return portfolioTabs.find((tab) => tab.slug === slug) ?? portfolioTabs[0]!;
}
