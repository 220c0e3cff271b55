import type { ServicePageContent } from "./service-page.ts";

export const webDesignPage: ServicePageContent = {
  eyebrow: "Web design & development",
  heading: "Websites that look like you and load like lightning.",
  intro:
    "Designed from your story, not a template: strategy, interface design and a fast, accessible build, handed over with a CMS your team can actually use.",
  heroAlt: "A studio website shown on a laptop and a phone side by side",
  keywords: [
    ["UI design", "Landing pages", "E-commerce", "Portfolios", "Responsive"],
    ["Fast", "Accessible", "SEO-ready", "CMS handover", "Motion UI"],
  ],
  knowMore: {
    intro: "From a one-page launch site to a full store, every site is designed screen by screen and built to score well on speed and accessibility.",
    services: [
      { title: "Website design", text: "Wireframes, visual design and a clickable prototype before a line of code." },
      { title: "Development", text: "Hand-built, responsive front ends that stay fast on a phone on a bad connection." },
      { title: "E-commerce", text: "Product pages and checkouts designed to sell, on the platform that suits you." },
      { title: "Care plans", text: "Updates, backups and small changes every month, so the site never goes stale." },
    ],
    industries: [
      { title: "Studios & creatives", text: "Portfolios that let the work speak." },
      { title: "Hospitality", text: "Restaurants, cafés and hotels with menus and bookings." },
      { title: "Startups & SaaS", text: "Launch pages that explain the product in one scroll." },
      { title: "Retail", text: "Stores with photography-led product pages." },
    ],
    whyUs: [
      { title: "Design and motion in-house", text: "The same team makes your 3D, video and web, so it all fits together." },
      { title: "Performance budget", text: "We design to a page-weight target, so the site stays fast as it grows." },
      { title: "Yours to run", text: "You get the code, the accounts and a walkthrough of the CMS." },
    ],
    contactLine: "Need a site that finally matches the quality of your work?",
    faqs: [
      {
        question: "How long does a website take?",
        answer:
          "Typically 1-4 weeks: about a week for a landing page, two to four weeks for a multi-page site or small store, depending on content readiness.",
      },
      {
        question: "Do you write the content?",
        answer: "We can. Most clients send a draft and we shape it into headlines and sections that fit the design.",
      },
      {
        question: "Will I be able to edit the site myself?",
        answer: "Yes. We set up a CMS for the pages you change often and show you how to use it.",
      },
      { question: "Do you handle hosting and domains?", answer: "We set up hosting, SSL and the domain for you, on accounts in your name." },
    ],
  },
  work: { heading: "Recent sites", intro: "Hover or tab to a site to open it live.", touchIntro: "Tap Live on a site to open it." },
};
