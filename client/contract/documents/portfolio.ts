// The portfolio page's words: its description for search engines and link previews and the lead
// above the tabs (the tabs, with their heading and intro, and their items are records).
import { Type as t, type Static } from "@sinclair/typebox";
import { Line, PageTitle, Paragraph } from "./fields.ts";

export const PortfolioDocument = t.Object(
  {
    description: Paragraph("Description for search engines", 300),
    hero: t.Object({ eyebrow: Line("Eyebrow", 80), intro: Paragraph("Intro", 400) }, { additionalProperties: false }),
    // Last on the form: the page's title in search results and browser tabs.
    title: PageTitle,
  },
  { additionalProperties: false },
);
export type PortfolioDocument = Static<typeof PortfolioDocument>;
