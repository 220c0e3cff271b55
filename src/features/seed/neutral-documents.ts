// The page documents of a studio that started empty (the first run's "start empty", or
// SAMPLE_CONTENT=none): plain words built from the studio's own name in place of the sample
// studio's story, and no sample picture or film. What the sample says about its own work
// (the headline, the about text, the counters, the case study, each service's lists and FAQs)
// goes; what any studio's site needs (the contact form's labels) stays,
// so every page reads as finished until the owner writes their own.
import type { ContactDocument } from "../../../client/contract/documents/contact.ts";
import type { HomeDocument } from "../../../client/contract/documents/home.ts";
import type { PortfolioDocument } from "../../../client/contract/documents/portfolio.ts";
import { serviceDocumentKey, type DocumentMap } from "../../../client/contract/documents/registry.ts";
import type { ServiceDocument } from "../../../client/contract/documents/service.ts";
import type { SiteDocument } from "../../../client/contract/documents/site.ts";
import { SEEDED_SERVICE_NAMES, SEEDED_SERVICES } from "../../../client/contract/families.ts";
import type { Studio } from "../../../client/contract/studio.ts";
import { seedDocuments } from "./documents.ts";

type Names = Pick<Studio, "name" | "fullName">;

export function neutralDocuments(studio: Names): DocumentMap {
  const services = Object.fromEntries(
    SEEDED_SERVICES.map((id) => [serviceDocumentKey(id), neutralServiceDocument(studio, SEEDED_SERVICE_NAMES[id])]),
  );
  return {
    home: home(studio),
    portfolio: portfolio(studio),
    contact: contact(studio),
    site: site(studio),
    ...(services as Record<ReturnType<typeof serviceDocumentKey>, ServiceDocument>),
  };
}

function home({ name, fullName }: Names): HomeDocument {
  const sample = seedDocuments.home;
  return {
    title: "",
    description: "",
    hero: {
      eyebrow: "Design studio",
      intro: `${fullName} designs for brands and products. Tell us what you are making.`,
      cta: "Start a project",
      video: { desktop: null, mobile: null },
    },
    counters: [],
    about: {
      kicker: "About",
      heading: `This is ${name}`,
      // A visitor reads this until the owner writes their own, so it speaks to them, not to the owner.
      paragraphs: [`${fullName} is a design studio. We work with brands and products, from the first idea to the finished piece.`],
      portrait: null,
    },
    skills: { heading: "What we do", intro: "Pick a discipline to read more." },
    sliders: { marquee: `${name}: design studio`, first: [], second: [] },
    sections: {
      logos: { kicker: "Clients", heading: "Brands we work with" },
      testimonials: { kicker: "Reviews", heading: "What clients say" },
    },
    caseStudy: {
      ...sample.caseStudy,
      kicker: "Case study",
      heading: `A project by ${name}`,
      text: "The story of a project.",
      facts: [],
      button: "See the project",
      link: "",
      video: null,
    },
  };
}

function portfolio({ fullName }: Names): PortfolioDocument {
  return {
    title: "",
    description: `Work by ${fullName}.`,
    hero: { eyebrow: "Selected work", intro: `Work by ${fullName}, by discipline.` },
  };
}

/** A service page's plain words, from the studio's names and the service's: a new service's page starts with these. */
export function neutralServiceDocument({ name, fullName }: Names, title: string): ServiceDocument {
  return {
    title: "",
    description: "",
    heading: `Made by ${name}`,
    intro: `${title} by ${fullName}. Tell us about your project and we will reply with ideas, a timeline and a quote.`,
    hero: null,
    keywords: { first: [title], second: [name] },
    knowMore: {
      intro: `What ${fullName} offers in ${title.toLowerCase()}.`,
      services: [],
      industries: [],
      whyUs: [],
      contactLine: "Have a project in mind?",
      faqs: [],
    },
    work: { heading: "Selected work", intro: `${title} by ${fullName}.`, touchIntro: "" },
  };
}

function site({ name }: Names): SiteDocument {
  return {
    titleSuffix: "",
    tagline: `${name}, design studio.`,
    description: "{name} is a design studio.",
    footerHeading: "Have a project in mind?",
    customRequests: { heading: "Custom requests", text: "Tell us what you have in mind, and we will reply with ideas, a timeline and a quote." },
    notFound: { title: "This page is not here.", text: "The link may be old, or the page may have moved." },
  };
}

function contact({ fullName }: Names): ContactDocument {
  return {
    title: "",
    ...seedDocuments.contact,
    description: `Write to ${fullName} about your project.`,
    heading: "Tell us about your project",
    intro: `Write to ${fullName}: what you need, by when, and anything that helps us understand it.`,
  };
}
