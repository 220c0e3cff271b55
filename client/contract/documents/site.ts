// The words every page shares (the studio's name and contacts are the studio's details): the
// tagline, the site's description and the home page title's words after the studio's name, the footer's call, the custom-requests band on
// service pages and the 404 page.
import { Type as t, type Static } from "@sinclair/typebox";
import { Text } from "../common.ts";
import type { ServiceInfo } from "../families.ts";
import { Line, Paragraph } from "./fields.ts";

export const SiteDocument = t.Object(
  {
    // The home page's headline (its biggest words) and the footer's line on every page.
    tagline: Line("Headline and footer tagline", 120),
    /** "{name}" is replaced by the studio's full name. */
    description: Paragraph("Site description", 300),
    /** The home page's title after the studio's full name ("Vanta Studio | 3D, Motion & Brand Design Studio"); blank: the name alone. Optional as PageTitle. */
    titleSuffix: t.Optional(
      t.String({ ...Text("Home page title, after the studio's name", 80), description: "Blank: the studio's full name alone" }),
    ),
    footerHeading: Line("Footer heading", 120),
    customRequests: t.Object({ heading: Line("Heading", 80), text: Paragraph("Text", 300) }, { additionalProperties: false }),
    notFound: t.Object({ title: Line("Title", 120), text: Paragraph("Text", 300) }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
export type SiteDocument = Static<typeof SiteDocument>;

/**
 * What every page is given as the site's words: the site document and the shown services, in the
 * owner's order (the menus, core skills, the enquiry form's choice; src/features/services).
 */
export type SiteWords = SiteDocument & { services: ServiceInfo[] };
