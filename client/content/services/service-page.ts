// The words of one service page, shown by ServiceLayout: the hero, the keyword banners, the
// 'Know More' section and the heading over the card grid. One file per service beside this one.
export type Point = { title: string; text: string };
export type Faq = { question: string; answer: string };

export type ServicePageContent = {
  eyebrow: string;
  heading: string;
  intro: string;
  heroAlt: string;
  /** Two rows of words that scroll in opposite directions under the hero. */
  keywords: [string[], string[]];
  knowMore: {
    intro: string;
    services: Point[];
    industries: Point[];
    whyUs: Point[];
    /** The line above the contact links, e.g. "Have a product launching soon?" */
    contactLine: string;
    faqs: Faq[];
  };
  /** touchIntro replaces intro on touch screens, where nothing is hovered (say "tap", not "hover"). */
  work: { heading: string; intro: string; touchIntro?: string };
};
