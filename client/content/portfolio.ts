// The portfolio page's words for each of its six tabs (the tabs and their items are records:
// client/contract/portfolio.ts; the Motion tab's videos come from the playlist at runtime).
import type { TabSlug } from "../contract/portfolio.ts";

export type TabCopy = { heading: string; intro: string };

export const DEFAULT_TAB: TabSlug = "posters";

export const tabCopy: Record<TabSlug, TabCopy> = {
  posters: {
    heading: "Posters that stop the scroll",
    intro: "Key art for launches, festivals and films. One idea per poster, pushed until it is impossible to walk past.",
  },
  motion: {
    heading: "Motion, cut to the beat",
    intro: "Product films, logo reveals and social cut-downs, made to launch, loop and sell.",
  },
  cgi: {
    heading: "CGI that passes for a photograph",
    intro: "Products modelled, lit and rendered before the first unit exists. Each piece opens its full project.",
  },
  stills: {
    heading: "Stills with a story",
    intro: "Character art and composites built from dozens of layers until they feel shot in one frame.",
  },
  guidelines: {
    heading: "Brand guidelines that hold together",
    intro: "Identity systems and the rulebooks that keep them consistent, from logo clear space to social templates.",
  },
  brochure: {
    heading: "Brochures worth keeping",
    intro: "Catalogues, company profiles and lookbooks, laid out for print and for the screen.",
  },
};
