// The studio's details shown on every page: name, phone, email, the main site, the outside
// forms and the social links. One record, edited whole.
import { Type as t, type Static } from "@sinclair/typebox";
import { Answer, FormLink, Text, Url, fieldMessages } from "./common.ts";
import { Version } from "./documents/answers.ts";
import { Mark } from "./mark.ts";

const STUDIO_LIMITS = { name: 40, fullName: 80, phoneDisplay: 30, email: 254 } as const;

const phoneMessage = "Phone must be in international format: + then 7 to 15 digits, e.g. +919876543210";
const emailMessage = "Email must be a valid address, e.g. hello@studio.com";

/** Social links may be "" to hide that icon. */
const social = (label: string) => Url(label, { blankAllowed: true });

export const Studio = t.Object(
  {
    name: Text("Studio name", STUDIO_LIMITS.name, { required: true }),
    fullName: Text("Full name", STUDIO_LIMITS.fullName, { required: true }),
    phone: t.String({ title: "Phone", maxLength: 16, pattern: "^\\+[1-9]\\d{6,14}$", messages: fieldMessages("Phone", 16, phoneMessage) }),
    phoneDisplay: Text("Phone as shown", STUDIO_LIMITS.phoneDisplay, { required: true }),
    email: t.String({
      title: "Email",
      maxLength: STUDIO_LIMITS.email,
      pattern: '^[^\\s@"<>()\\[\\]\\\\,;:]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$',
      messages: fieldMessages("Email", STUDIO_LIMITS.email, emailMessage),
    }),
    /** "" when this site is the studio's only one: "Home" is then its home page. */
    mainSite: Url("Main site", { blankAllowed: true }),
    /** "" when the studio keeps its case studies nowhere else: the Connect menu leaves the entry out. */
    designPortfolio: Url("Design portfolio", { blankAllowed: true }),
    /** Each: an outside form (a new tab), "/contact" (the site's own page, same tab) or a mailto: address. */
    forms: t.Object(
      { message: FormLink("Message form"), enquiry: FormLink("Enquiry form"), contact: FormLink("Contact form") },
      { additionalProperties: false },
    ),
    social: t.Object(
      {
        instagram: social("Instagram"),
        youtube: social("YouTube"),
        linkedin: social("LinkedIn"),
        facebook: social("Facebook"),
        behance: social("Behance"),
      },
      { additionalProperties: false },
    ),
    /** Set through its own endpoint (/api/admin/studio/mark): a save of the details keeps the mark as it is. */
    mark: Mark,
    /** The services listed in the header and the mobile menu, beside Home and Portfolio. */
    servicesInMenu: t.Boolean({ title: "Services in the menu", error: "Services in the menu must be on or off" }),
  },
  { additionalProperties: false },
);
export type Studio = Static<typeof Studio>;

/**
 * PUT /api/admin/studio: the details, and the version the form loaded (optional for older
 * clients): a save made from an older copy is refused with 409 and the newer details.
 */
export const StudioBody = t.Composite([t.Omit(Studio, ["mark"]), t.Object({ mark: t.Optional(Mark), version: t.Optional(Version) })], {
  additionalProperties: false,
});

export const STUDIO_MESSAGES = {
  saved: "Studio details saved",
  loaded: "Studio details loaded",
  conflict: "The studio's details were saved in another tab or device since you opened them: the newer details are shown",
} as const;

/** `version`: the number of the details' latest revision (0 before the first save), for the next save to name. */
export const StudioAnswer = Answer({ studio: Studio, version: t.Integer() });
export type StudioAnswer = Static<typeof StudioAnswer>;
