import type { ServicePageContent } from "./service-page.ts";

export const guidelinesPage: ServicePageContent = {
  eyebrow: "Brand identity & guidelines",
  heading: "A brand that looks the same everywhere.",
  intro:
    "Logos, type, colour and voice, designed as one system and written down in guidelines your team, printers and agencies can follow without asking.",
  heroAlt: "Pages of a brand guideline book spread on a dark table",
  keywords: [
    ["Logo design", "Identity systems", "Typography", "Colour palettes", "Brand voice"],
    ["Guidelines", "Stationery", "Packaging", "Social templates", "Signage"],
  ],
  knowMore: {
    intro: "A guideline is only useful if people use it: ours are short, visual and full of do and don't examples.",
    services: [
      { title: "Logo & identity", text: "A mark, its variants and the rules for clear space and minimum size." },
      { title: "Brand guidelines", text: "A PDF book covering logo, colour, type, imagery, voice and layouts." },
      { title: "Brand applications", text: "Stationery, packaging, signage and social templates in the new system." },
      { title: "Rebrands", text: "An audit of what you have, what to keep and what to retire." },
    ],
    industries: [
      { title: "Food & beverage", text: "Packaging-led brands that must read on a shelf." },
      { title: "Jewellery & luxury", text: "Quiet, precise identities." },
      { title: "Fitness & sport", text: "Bold systems built for motion." },
      { title: "Media & creators", text: "Identities that flex across channels." },
    ],
    whyUs: [
      { title: "Systems, not just logos", text: "Every element is designed to work together across print and screen." },
      { title: "Ready-made assets", text: "Logo files, colour codes and templates, organised and named." },
      { title: "Motion-ready", text: "We design with animation and 3D in mind from the start." },
    ],
    contactLine: "Starting a brand, or fixing one that drifted?",
    faqs: [
      {
        question: "How long does a brand identity take?",
        answer: "Usually three to six weeks: discovery, two or three logo routes, refinement, then the guideline book.",
      },
      {
        question: "What files do I receive?",
        answer: "Logos as SVG, PDF, PNG and JPEG in every colour version, the guideline PDF and editable templates.",
      },
      { question: "Can you extend an existing brand?", answer: "Yes. We can document a brand you already have and add the missing pieces." },
    ],
  },
  work: { heading: "Brand guideline projects", intro: "Open a project to page through its guidelines." },
};
