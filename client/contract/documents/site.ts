// The words every page shares (the studio's name and contacts are the studio's details): the
// tagline, the home page's meta description, the six services' names and summaries (the menu,
// core skills and each service page show them), the footer's call, the custom-requests band on
// service pages and the 404 page.
import { Type as t, type Static } from "@sinclair/typebox";
import { FAMILIES } from "../families.ts";
import { Line, Paragraph } from "./fields.ts";

const ServiceName = t.Object({ name: Line("Name", 60), summary: Paragraph("Summary", 200) }, { additionalProperties: false });

export const SiteDocument = t.Object(
  {
    // The home page's headline (its biggest words) and the footer's line on every page.
    tagline: Line("Headline and footer tagline", 120),
    /** "{name}" is replaced by the studio's full name. */
    description: Paragraph("Home page description", 300),
    services: t.Object(Object.fromEntries(FAMILIES.map((family) => [family, ServiceName])) as Record<(typeof FAMILIES)[number], typeof ServiceName>, {
      additionalProperties: false,
    }),
    footerHeading: Line("Footer heading", 120),
    customRequests: t.Object({ heading: Line("Heading", 80), text: Paragraph("Text", 300) }, { additionalProperties: false }),
    notFound: t.Object({ title: Line("Title", 120), text: Paragraph("Text", 300) }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
export type SiteDocument = Static<typeof SiteDocument>;
