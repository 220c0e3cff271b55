// The studio's work as it stood when it moved from code into the database: what a fresh start
// shows. Plain data, read by the seed step (seed-content.ts, run once with migration 00004)
// and by the placeholder-art generator (scripts/media), which draws each image's own title.
// Image keys are bases under public/ ("<base>-<480|960|1600>.webp"); sizes are the 1600 files'.
import type { SeededService } from "../../../client/contract/families.ts";
import type { SeedTabId } from "./tabs.ts";
import type { Studio } from "../../../client/contract/studio.ts";
import cardWords from "./cards.json";

/** The seeded services shown as project galleries, and the two with cards of their own (migrations/00025_services.sql). */
export type GalleryFamily = Exclude<SeededService, CardService>;
export type CardService = Extract<SeededService, "WebDesign" | "animation">;
export type SeedImage = { key: string; width: number; height: number };
export type SeedProject = { family: GalleryFamily; slug: string; title: string; tagline: string; images: SeedImage[] };
/** An item of its own, or one that stands for a seeded project (by slug) and shows its cover. */
export type SeedPortfolioItem = { tab: SeedTabId } & ({ project: string } | { image: SeedImage; title: string; caption: string });
export type SeedCard = {
  service: CardService;
  image: SeedImage;
  title: string;
  caption: string;
  alt: string;
  live?: string;
  watch?: string;
  breakdown?: string;
};

const SIZES: Record<GalleryFamily, { width: number; height: number }> = {
  photomanupulation: { width: 1600, height: 2000 },
  productvisualization: { width: 1600, height: 1600 },
  guidelines: { width: 1600, height: 1000 },
  socialmedia: { width: 1600, height: 1600 },
};

const project = (family: GalleryFamily, slug: string, title: string, tagline: string, count = family === "guidelines" ? 5 : 4): SeedProject => ({
  family,
  slug,
  title,
  tagline,
  images: Array.from({ length: count }, (_, i) => ({ key: `/images/gallery/${family}/${slug}/${i + 1}`, ...SIZES[family] })),
});

export const seedProjects: SeedProject[] = [
  project("photomanupulation", "valkyrie", "Valkyrie", "Chooser of the slain"),
  project("photomanupulation", "cybersoul", "Cyber Soul", "Half machine, all heart"),
  project("photomanupulation", "shadows", "Shadows", "What follows you home"),
  project("photomanupulation", "lastecho", "Last Echo", "The final call of a dying star"),
  project("photomanupulation", "oceanwhisper", "Ocean Whisper", "Secrets the tide keeps"),
  project("photomanupulation", "guardians", "Guardians", "Keepers of the old gate"),
  project("productvisualization", "boat", "Speed Boat", "Fibreglass hull, studio water"),
  project("productvisualization", "nikkawhisky", "Japanese Whisky", "Amber, glass and smoke"),
  project("productvisualization", "whiskymodel", "Whisky Bottle Model", "A label redesign in CGI"),
  project("productvisualization", "perfume", "Perfume", "Liquid, light and refraction"),
  project("productvisualization", "omnitrix", "Hero Wristband", "A sci-fi collectible, rendered"),
  project("productvisualization", "window", "Window System", "Profiles and hardware"),
  project("productvisualization", "jewelry", "Jewelry", "Gold, gems and caustics"),
  project("productvisualization", "applewatch", "Smart Watch", "Aluminium, glass and light"),
  project("productvisualization", "upvclangle", "uPVC Angle", "A cutaway of the corner joint"),
  project("guidelines", "creatorzvision", "CreatorzVision", "A media brand's identity system"),
  project("guidelines", "alaknanda", "Alaknanda", "Heritage, redrawn"),
  project("guidelines", "greendot", "Greendot", "Food brand guidelines"),
  project("guidelines", "paceguidelines", "PACE", "An athletic identity"),
  project("guidelines", "risingdiamond", "Rising Diamond", "Luxury, restrained"),
  project("guidelines", "risinggem", "Rising Gem", "A jeweller's identity"),
  project("guidelines", "thunder", "Thunder", "Fitness brand system"),
  project("guidelines", "windowspace", "Window Space", "Architectural products brand"),
  project("socialmedia", "autism", "Autism Awareness", "A campaign of understanding"),
  project("socialmedia", "bees", "Bees", "An educational series"),
  project("socialmedia", "cgi", "CGI Posts", "Scroll-stopping 3D"),
  project("socialmedia", "creative", "Creative", "Concept-led posts"),
  project("socialmedia", "informative", "Informative", "Data made readable"),
  project("socialmedia", "specialday", "Special Days", "Festivals and occasions"),
];

const pad = (n: number) => String(n).padStart(2, "0");

/** Items with their own numbered images in one folder: /images/work/<dir>/<prefix>-NN. */
const own = (
  tab: SeedTabId,
  dir: string,
  prefix: string,
  size: { width: number; height: number },
  words: [string, string][],
  first = 1,
): SeedPortfolioItem[] =>
  words.map(([title, caption], i) => ({ tab, title, caption, image: { key: `/images/work/${dir}/${prefix}-${pad(first + i)}`, ...size } }));

const projectsOf = (tab: SeedTabId, family: GalleryFamily): SeedPortfolioItem[] =>
  seedProjects.filter((p) => p.family === family).map((p) => ({ tab, project: p.slug }));

const PORTRAIT = { width: 1600, height: 2000 };

export const seedPortfolioItems: SeedPortfolioItem[] = [
  ...own("posters", "posters", "poster", PORTRAIT, [
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
  ...projectsOf("cgi", "productvisualization"),
  ...projectsOf("stills", "photomanupulation"),
  ...own(
    "stills",
    "stills",
    "still",
    PORTRAIT,
    [
      ["Afterglow", "Dusk composite and colour grade"],
      ["Drift", "Surreal landscape composite"],
      ["Copper Fox", "Wildlife fantasy still"],
    ],
    7,
  ),
  ...projectsOf("guidelines", "guidelines"),
  ...own("brochure", "brochure", "brochure", { width: 1600, height: 1067 }, [
    ["Harbour & Pine", "Furniture catalogue"],
    ["Meridian Labs", "Company profile"],
    ["Oakridge Residences", "Real-estate brochure"],
    ["Solace Spa", "Treatment menu"],
    ["Northbeam Solar", "Product range guide"],
    ["Kinfolk Coffee", "Wholesale lookbook"],
  ]),
];

const site = (n: number, title: string, caption: string, live: string): SeedCard => ({
  service: "WebDesign",
  image: { key: `/images/services/webdesign/site-${pad(n)}`, width: 1600, height: 1000 },
  title,
  caption,
  alt: `${title} website, home page`,
  live,
});

const film = (n: number, title: string, caption: string, slug: string): SeedCard => ({
  service: "animation",
  image: { key: `/images/services/animation/anim-${pad(n)}`, width: 1600, height: 900 },
  title,
  caption,
  alt: `${title}, a frame from the film`,
  watch: `https://video.example/${slug}`,
  breakdown: `https://portfolio.example/${slug}`,
});

/** The Web Design and Animation cards, in the order shown; their words are data (cards.json). */
export const seedCards: SeedCard[] = [
  ...cardWords.sites.map((card, i) => site(i + 1, card.title, card.caption, card.live)),
  ...cardWords.films.map((card, i) => film(i + 1, card.title, card.caption, card.slug)),
];

/** EXAMPLE VALUES: the owner replaces them in the admin (Studio details). */
export const seedStudio: Studio = {
  name: "VANTA",
  fullName: "Vanta Studio",
  phone: "+919876543210",
  phoneDisplay: "+91 98765 43210",
  email: "hello@vanta.example",
  mainSite: "",
  designPortfolio: "https://www.behance.net/vanta-example",
  forms: {
    // The site's own contact page (client/pages/contact/); an outside form or a mailto: also does.
    message: "/contact",
    enquiry: "/contact",
    contact: "/contact",
  },
  social: {
    instagram: "https://www.instagram.com/vanta.example",
    youtube: "https://www.youtube.com/@vanta.example",
    linkedin: "https://www.linkedin.com/company/vanta-example",
    facebook: "https://www.facebook.com/vanta.example",
    behance: "https://www.behance.net/vanta-example",
  },
  mark: { kind: "monogram" },
  servicesInMenu: false,
};
