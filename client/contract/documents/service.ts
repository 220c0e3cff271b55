// One service page's words and hero: the hero, the two keyword banners, the
// Know More section with its lists and FAQs, and the heading over the work. The work itself
// (cards, projects) is records; the service's name (the hero's eyebrow) and summary are in the
// site document, as the home page's core skills and every page's titles show them.
import { Type as t, type Static } from "@sinclair/typebox";
import { Nullable, Text } from "../common.ts";
import { ImageField, Line, List, PageDescription, PageTitle, Paragraph } from "./fields.ts";

const SERVICE_LIMITS = { keywords: 12, points: 8, faqs: 20 } as const;

const Point = t.Object({ title: Line("Title", 80), text: Paragraph("Text", 300) }, { additionalProperties: false });
const Points = (label: string) => List(label, Point, { max: SERVICE_LIMITS.points });
const Keywords = (label: string) => List(label, Line("Keyword", 40), { min: 1, max: SERVICE_LIMITS.keywords });

export const ServiceDocument = t.Object(
  {
    heading: Line("Heading", 120),
    intro: Paragraph("Intro", 400),
    hero: Nullable(ImageField("Hero image")),
    keywords: t.Object({ first: Keywords("First banner"), second: Keywords("Second banner") }, { additionalProperties: false }),
    knowMore: t.Object(
      {
        intro: Paragraph("Intro", 400),
        services: Points("Services"),
        industries: Points("Industries"),
        whyUs: Points("Why us"),
        /** The line above the contact links, e.g. "Have a product launching soon?" */
        contactLine: Line("Contact line", 120),
        faqs: List("FAQs", t.Object({ question: Line("Question", 160), answer: Paragraph("Answer", 1000) }, { additionalProperties: false }), {
          max: SERVICE_LIMITS.faqs,
        }),
      },
      { additionalProperties: false },
    ),
    /** touchIntro replaces intro on touch screens, where nothing is hovered (say "tap", not "hover"). */
    work: t.Object(
      { heading: Line("Heading", 80), intro: Paragraph("Intro", 240), touchIntro: Text("Intro on touch screens", 240) },
      { additionalProperties: false },
    ),
    // Last on the form: how search results and link previews show the page.
    title: PageTitle,
    description: PageDescription,
  },
  { additionalProperties: false },
);
export type ServiceDocument = Static<typeof ServiceDocument>;
