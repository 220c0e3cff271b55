// The portfolio page's words: its description for search engines and link previews, the lead
// above the tabs, and each tab's heading and intro (the tabs and their items are records).
import { Type as t, type Static } from "@sinclair/typebox";
import { TAB_SLUGS } from "../portfolio.ts";
import { Line, Paragraph } from "./fields.ts";

const TabCopy = t.Object({ heading: Line("Heading", 120), intro: Paragraph("Intro", 400) }, { additionalProperties: false });

export const PortfolioDocument = t.Object(
  {
    description: Paragraph("Description for search engines", 300),
    hero: t.Object({ eyebrow: Line("Eyebrow", 80), intro: Paragraph("Intro", 400) }, { additionalProperties: false }),
    tabs: t.Object(Object.fromEntries(TAB_SLUGS.map((slug) => [slug, TabCopy])) as Record<(typeof TAB_SLUGS)[number], typeof TabCopy>, {
      additionalProperties: false,
    }),
  },
  { additionalProperties: false },
);
export type PortfolioDocument = Static<typeof PortfolioDocument>;
