// The public pages' words and media as they stood when they moved from code into the page
// documents: what a fresh start shows, and what a page falls back to while its row is missing.
// Media are the seed files under public/ (image bases "<base>-<480|960|1600>.webp", sizes are
// the 1600 files'; no blur placeholder, as the pages drew none for them).
import type { ContactDocument } from "../../../client/contract/documents/contact.ts";
import type { HomeDocument } from "../../../client/contract/documents/home.ts";
import type { PortfolioDocument } from "../../../client/contract/documents/portfolio.ts";
import type { SeededDocuments } from "../../../client/contract/documents/registry.ts";
import type { SiteDocument } from "../../../client/contract/documents/site.ts";
import type { StoredImage, StoredVideo } from "../../../client/contract/stored-media.ts";
import { seedServiceDocuments } from "./service-documents.ts";

const image = (key: string, width: number, height: number): StoredImage => ({ key, width, height, blur: "" });
const WIDE = { width: 1600, height: 900 };
const PORTRAIT = { width: 1600, height: 2000 };

const video = (key: string, width: number, height: number, poster: StoredImage): StoredVideo => ({
  key,
  type: "video/mp4",
  width,
  height,
  duration: 8,
  poster,
});
const heroPoster = image("/images/hero", WIDE.width, WIDE.height);
/** The home page's hero reel; also a sample film of the Motion tab (motion-films.ts). */
export const HERO_FILM = video("/video/hero.mp4", 1280, 720, heroPoster);
/** The case study's film: on the home page, and the film of its own project (case-study.ts). */
export const CASE_STUDY_FILM = video("/video/case-study.mp4", 1280, 720, image("/images/case-study", WIDE.width, WIDE.height));

/** What each slide of the two tracks shows, in order (the files /images/slides/<a|b>-NN). */
export const SLIDE_ALTS = {
  a: [
    "Poster for Neon Requiem: a yellow sun and a coral bar over electric blue",
    "Halo Bottle, an amber glass bottle rendered beside a pink cube and a copper sphere",
    "Ashen Gate: an orange sun over layered misty mountains at dusk",
    "Social post for the Lumen Lamp, a gold capsule lamp on hot pink",
    "Film still of a rose-gold smartwatch lit by streaks of warm light",
    "Brand card for Aurelia Coffee, a gold diamond monogram on deep green",
    "Landing page design for Monsoon Travel, a desert sunset above the headline",
    "Annual Review report cover with a green mountain scene, on a dark desk",
    "Poster for Paper Tigers: a yellow sun and a coral bar over electric blue",
    "Pebble Speaker, a brushed steel capsule speaker on a round plinth",
    "Blue Hour: a pale moon over dark ridges fading into fog",
    "Social post for Solace Perfume, a gold-capped bottle on hot pink",
    "Film still of a green glass bottle in streaks of green light",
    "Type specimen for Northwind Labs, a large burgundy Aa with its bold and regular weights",
    "Landing page design for Orbit Finance, in fresh greens",
    "The Field Guide book cover, a golden hill under a pale sun, on a dark table",
    "Poster for Low Tide: a lime sun and a pink bar over black",
    "Aurum Ring, a gold ring set with a diamond beside a grey cube and a blue sphere",
    "Dusk Pilgrim: a moon rising behind blue mountains as birds fly over",
  ],
  b: [
    "Social post for the Echo Speaker, a lime capsule speaker on charcoal",
    "Film still revealing a violet capsule speaker in streaks of purple light",
    "Brand card for Kestrel Bikes, an orange K monogram on burgundy",
    "Landing page design for Saffron Table, in lime and olive",
    "Residences brochure cover, a terracotta apartment block, on a dark desk",
    "Poster for Solar Club: a violet sun and a pink bar over acid yellow",
    "Glacier Serum, a frosted violet bottle with a gold cap on a silver plinth",
    "Hollow Crown: a jade moon over jagged teal mountains",
    "Social post for the Tide Watch, a lime smartwatch with a pink dial on violet",
    "Film still of a jade capsule lamp being assembled in streaks of green light",
    "Type specimen for Saffron Table, a large rust-red serif Aa with its weights",
    "Landing page design for Kestrel Bikes, in fresh greens",
    "Studio Notes book cover, a red hill under a pale sun, on a dark table",
    "Poster for Night Shift: a red sun and a blue bar over cream",
    "Mono Lamp, a copper capsule lamp between a bronze sphere and a disc",
    "Glass Coast: a blue moon over misty indigo mountains",
    "Social post for the Signet Ring, a red ring with a diamond on sunny yellow",
    "Film still of a jade ring with a diamond spinning in streaks of green light",
    "Logo sheet for Orbit Finance, its O mark on blue, black and orange tiles",
  ],
} as const;

/** 19 slides a track, each described; no slide links anywhere until the owner picks its project. */
const track = (name: "a" | "b") =>
  SLIDE_ALTS[name].map((alt, i) => ({
    image: image(`/images/slides/${name}-${String(i + 1).padStart(2, "0")}`, PORTRAIT.width, PORTRAIT.height),
    alt,
    link: "",
  }));

const home: HomeDocument = {
  title: "",
  description: "",
  hero: {
    eyebrow: "Independent design studio",
    intro: "We blend design, motion and storytelling into work that makes people stop scrolling.",
    cta: "Lets Do This!",
    video: {
      desktop: { ...HERO_FILM, phone: { key: "/video/hero-mobile.mp4", width: 720, height: 1280 } },
      mobile: null,
    },
  },
  counters: [
    { target: 235, label: "projects delivered" },
    { target: 112, label: "happy clients" },
  ],
  about: {
    kicker: "WHO AM I ?",
    heading: "I am Bold, Futuristic and Intentional",
    paragraphs: [
      "A small studio with a big appetite: 3D animation, product visualization, branding, motion design, photo manipulation, web design and social media, made under one roof.",
      "Every project starts with the idea and ends with the detail. We design what your audience remembers, then build it so it works as hard as it looks.",
    ],
    portrait: {
      image: image("/images/about", PORTRAIT.width, PORTRAIT.height),
      alt: "The studio's founder at the desk, lit by a monitor showing a 3D render",
    },
  },
  skills: {
    heading: "Core Skills",
    intro: "Six disciplines, one point of view. Pick one to see the work.",
  },
  sliders: { marquee: "Quality is worth the time.", first: track("a"), second: track("b") },
  sections: {
    logos: { kicker: "Trusted by", heading: "Brands that bet on bold" },
    testimonials: { kicker: "Client words", heading: "What it is like to work with us" },
  },
  caseStudy: {
    kicker: "Case study",
    heading: "Northwind Audio: a launch film before the first unit shipped",
    text: "A 40-second product animation built entirely in CGI, from exploded views to the hero spin. It opened the launch event, ran at every trade show and became the product page.",
    facts: [
      { value: "6 weeks", label: "from brief to launch" },
      { value: "100% CGI", label: "no physical prototype" },
    ],
    button: "See the case study",
    // The case study's own page: the project seeded for it (case-study.ts).
    link: "/animation/northwind-audio",
    video: CASE_STUDY_FILM,
  },
};

const portfolio: PortfolioDocument = {
  title: "",
  description: "Posters, motion, CGI, stills, brand guidelines and brochures from the studio.",
  hero: {
    eyebrow: "Selected work, 2019 – now",
    intro: "Posters, films, CGI and identities for brands that would rather be remembered than be safe. Pick a discipline.",
  },
};

const site: SiteDocument = {
  tagline: "Ideas that hit, Designs that stick.",
  description:
    "{name} is an independent design studio for 3D animation, product visualization, branding, motion design, photo manipulation, web design and social media.",
  titleSuffix: "3D, Motion & Brand Design Studio",
  footerHeading: "Ready to get those mind-blowing ideas live ?",
  customRequests: {
    heading: "Custom Requests?",
    text: "Tell us what you have in mind. We reply within one working day with ideas, a timeline and a quote.",
  },
  notFound: {
    title: "This page drifted out of frame.",
    text: "The link may be old, or the page may have moved. The work is still here.",
  },
};

const contact: ContactDocument = {
  title: "",
  description: "Tell the studio about your project: what you need, by when, and for what budget. We reply within one working day.",
  heading: "Let's make something together",
  intro: "Tell us about your product, your brand or the film you have in mind. We reply within one working day with ideas, a timeline and a quote.",
  labels: { name: "Your name", email: "Email", message: "About your project", attachments: "Brief or references (optional)", send: "Send message" },
  company: { show: true, label: "Company (optional)" },
  service: { show: true, label: "Service of interest" },
  budget: { show: true, label: "Budget", choices: ["Under $1,000", "$1,000 – $5,000", "$5,000 – $15,000", "Over $15,000", "Not sure yet"] },
  timeline: { show: true, label: "Timeline", choices: ["As soon as possible", "Within a month", "In 1–3 months", "No fixed date"] },
  attachments: { show: true },
  thanks: { heading: "Thank you, your message is on its way", text: "We read every message ourselves and reply within one working day." },
  privacy:
    "We keep what you send (your name, email, message and files) only to answer you and to work with you; it is never shared or used for marketing, and you can ask us to delete it at any time.",
  delivery: {
    notify: "",
    confirmVisitor: false,
    confirmation: "Thank you for your message. We have it and will reply within one working day.",
    retentionMonths: 0,
  },
};

export const seedDocuments: SeededDocuments = { home, portfolio, contact, site, ...seedServiceDocuments };
