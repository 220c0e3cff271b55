// The portfolio page's words: each tab's heading and intro (the tabs and their items are records).
import { Type as t, type Static } from "@sinclair/typebox";
import { TAB_SLUGS } from "../portfolio.ts";
import { Line, Paragraph } from "./fields.ts";

const TabCopy = t.Object({ heading: Line("Heading", 120), intro: Paragraph("Intro", 400) }, { additionalProperties: false });

export const PortfolioDocument = t.Object(
  {
    tabs: t.Object(Object.fromEntries(TAB_SLUGS.map((slug) => [slug, TabCopy])) as Record<(typeof TAB_SLUGS)[number], typeof TabCopy>, {
      additionalProperties: false,
    }),
  },
  { additionalProperties: false },
);
export type PortfolioDocument = Static<typeof PortfolioDocument>;
