// The home page's words and media: the hero and its reel, the two
// counters, about, core skills, the two image tracks, the section headings and the case study.
// The logos, reviews and featured work are records of their own.
import { Type as t, type Static } from "@sinclair/typebox";
import { Link, Nullable } from "../common.ts";
import { ImageField, Line, List, PageDescription, PageTitle, Paragraph, VideoField } from "./fields.ts";

const Heading = t.Object({ kicker: Line("Kicker", 60), heading: Line("Heading", 120) }, { additionalProperties: false });

const HOME_LIMITS = { counters: 4, paragraphs: 4, slides: 40, facts: 4 } as const;

// A slide is an image that may lead to its project. The link is optional in the schema so the
// revisions stored before it existed are still accepted; the form always sends it.
const Slide = ImageField("Slide", {
  link: t.Optional(t.String({ ...Link("Project link"), description: "The page this slide opens, such as its project's" })),
});

export const HomeDocument = t.Object(
  {
    hero: t.Object(
      {
        eyebrow: Line("Eyebrow", 80),
        intro: Paragraph("Intro", 240),
        cta: Line("Button", 40),
        // Phones play the hero video's own phone rendition (made at upload); `mobile` overrides it when set.
        video: t.Object(
          {
            // Optional: a site started empty has none until the owner uploads one (a plain hero then).
            desktop: Nullable(VideoField("Hero video", { description: "Optional: without one the hero is plain." })),
            mobile: Nullable(
              VideoField("Hero video for phones", {
                description: "Optional: phones play a version made from the hero video. A video here plays on phones instead.",
              }),
            ),
          },
          { additionalProperties: false },
        ),
      },
      { additionalProperties: false },
    ),
    counters: List(
      "Counters",
      t.Object(
        {
          target: t.Integer({ title: "Count", minimum: 0, maximum: 1_000_000, error: "Count must be a whole number from 0 to 1000000" }),
          label: Line("Label", 40),
        },
        { additionalProperties: false },
      ),
      // None: the hero shows no counters (a studio started empty has nothing to count yet).
      { max: HOME_LIMITS.counters },
    ),
    about: t.Object(
      {
        kicker: Line("Kicker", 60),
        heading: Line("Heading", 120),
        paragraphs: List("Paragraphs", Paragraph("Paragraph", 600), { min: 1, max: HOME_LIMITS.paragraphs }),
        portrait: Nullable(ImageField("Portrait")),
      },
      { additionalProperties: false },
    ),
    skills: t.Object({ heading: Line("Heading", 120), intro: Paragraph("Intro", 240) }, { additionalProperties: false }),
    sliders: t.Object(
      {
        marquee: Line("Marquee line", 80),
        // A track may be empty: the home page then leaves it out (client/pages/home/showcase.tsx).
        first: List("First track", Slide, { max: HOME_LIMITS.slides }),
        second: List("Second track", Slide, { max: HOME_LIMITS.slides }),
      },
      { additionalProperties: false },
    ),
    sections: t.Object({ logos: Heading, testimonials: Heading }, { additionalProperties: false }),
    caseStudy: t.Object(
      {
        kicker: Line("Kicker", 60),
        heading: Line("Heading", 160),
        text: Paragraph("Text", 600),
        facts: List("Facts", t.Object({ value: Line("Value", 30), label: Line("Label", 60) }, { additionalProperties: false }), {
          max: HOME_LIMITS.facts,
        }),
        button: Line("Button", 40),
        /** The case study's own page: a project's gallery, or any path or address. */
        link: Link("Button link"),
        // The case study is its film and story: without a film the home page leaves it out.
        video: Nullable(VideoField("Case study video", { description: "Optional: without one the case study is left out." })),
      },
      { additionalProperties: false },
    ),
    // Last on the form: how search results and link previews show the page.
    title: PageTitle,
    description: PageDescription,
  },
  { additionalProperties: false },
);
export type HomeDocument = Static<typeof HomeDocument>;
