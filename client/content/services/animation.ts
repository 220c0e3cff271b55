import type { ServicePageContent } from "./service-page.ts";

export const animationPage: ServicePageContent = {
  eyebrow: "3D product animation",
  heading: "Product films that explain in seconds.",
  intro:
    "Launch films, exploded views and loops for social, animated entirely in CGI: every part moves exactly where the story needs it, with no prototype on set.",
  heroAlt: "A wireless speaker splitting into its components mid-air",
  keywords: [
    ["Launch films", "Exploded views", "Turntables", "Product loops", "Cutaways"],
    ["Sound design", "Motion graphics", "Social cut-downs", "Explainers", "4K delivery"],
  ],
  knowMore: {
    intro: "One 3D model becomes a launch film, a set of social loops and the product page's hero, all from the same files.",
    services: [
      { title: "Launch films", text: "30 to 90 second hero films for events, ads and the product page." },
      { title: "Technical animation", text: "Exploded views and cutaways that show how it works." },
      { title: "Social loops", text: "Vertical and square cut-downs, timed for each platform." },
      { title: "Sound & edit", text: "Music, sound design and titles, delivered ready to publish." },
    ],
    industries: [
      { title: "Consumer electronics", text: "Speakers, wearables and devices." },
      { title: "Industrial products", text: "Machinery, tools and building systems." },
      { title: "Beauty & beverages", text: "Liquids, glass and pours, simulated." },
    ],
    whyUs: [
      { title: "Storyboard first", text: "You approve the story frame by frame before we animate." },
      { title: "Everything in CGI", text: "No shoot, no prototype, no reshoots when the product changes." },
      { title: "Every format", text: "16:9, 9:16 and 1:1 masters from the same project." },
    ],
    contactLine: "Have a product that deserves a proper film?",
    faqs: [
      {
        question: "How long does a product animation take?",
        answer: "A 30-second film usually takes three to five weeks, from storyboard to final render.",
      },
      {
        question: "What do you need to start?",
        answer: "CAD or reference photos, your key messages and any brand guidelines. We write the storyboard from there.",
      },
      { question: "Which formats do you deliver?", answer: "MP4 (H.264) in 4K or HD, plus vertical and square cut-downs; ProRes on request." },
    ],
  },
  work: {
    heading: "Films",
    intro: "Hover or tab to a film to watch it or read its breakdown.",
    touchIntro: "Tap Watch Video to play a film, or Project Breakdown to read how it was made.",
  },
};
