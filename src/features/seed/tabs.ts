// The portfolio's six tabs as the spec names them, with the sample studio's words over each;
// migration 00027 makes the rows (keeping words an upgraded site had), and its seed step
// (seed-content.ts) gives a fresh install these words, or the plain ones of a studio that
// started empty (also what "start empty" writes: src/features/setup/start-empty.ts).
import type { Studio } from "../../../client/contract/studio.ts";
import type { Sql } from "../../platform/db/connect.ts";

export const SEED_TABS = [
  {
    id: "posters",
    label: "Posters",
    heading: "Posters that stop the scroll",
    intro: "Key art for launches, festivals and films. One idea per poster, pushed until it is impossible to walk past.",
  },
  {
    id: "motion",
    label: "Motion",
    heading: "Motion, cut to the beat",
    intro: "Product films, logo reveals and social cut-downs, made to launch, loop and sell.",
  },
  {
    id: "cgi",
    label: "CGI",
    heading: "CGI that passes for a photograph",
    intro: "Products modelled, lit and rendered before the first unit exists. Each piece opens its full project.",
  },
  {
    id: "stills",
    label: "Stills",
    heading: "Stills with a story",
    intro: "Character art and composites built from dozens of layers until they feel shot in one frame.",
  },
  {
    id: "guidelines",
    label: "Brand Guidelines",
    heading: "Brand guidelines that hold together",
    intro: "Identity systems and the rulebooks that keep them consistent, from logo clear space to social templates.",
  },
  {
    id: "brochure",
    label: "Brochure",
    heading: "Brochures worth keeping",
    intro: "Catalogues, company profiles and lookbooks, laid out for print and for the screen.",
  },
] as const;

export type SeedTabId = (typeof SEED_TABS)[number]["id"];

type Words = { heading: string; intro: string };

/** A tab's plain words: its name, and whose work it is. */
export const neutralTabWords = (label: string, { fullName }: Pick<Studio, "fullName">): Words => ({
  heading: label,
  intro: `${label} by ${fullName}.`,
});

/** Words for the six tabs that have none yet (a fresh install: its documents never held them). */
export async function fillTabWords(sql: Sql, words: (tab: (typeof SEED_TABS)[number]) => Words): Promise<void> {
  for (const tab of SEED_TABS) {
    const { heading, intro } = words(tab);
    await sql`update portfolio_tabs set heading = ${heading}, intro = ${intro} where id = ${tab.id} and heading = '' and intro = ''`;
  }
}
