// The site's internal links: the pages the admin's picker offers, each place a link is set
// ("a use"), the links that lead to a page that is not there, and the fix of one use (pointed
// at another page, or removed).
import { Type as t, type Static } from "@sinclair/typebox";
import { Answer, Link, Text } from "./common.ts";

export const SitePage = t.Object({
  path: t.String(),
  label: t.String(),
  /** What else tells it apart: a project's service ("" for none). */
  detail: t.String(),
  /** Where the picker lists it: the site's own pages, the services, or the projects. */
  group: t.Union([t.Literal("Pages"), t.Literal("Services"), t.Literal("Projects")]),
});
export type SitePage = Static<typeof SitePage>;

export const SitePagesAnswer = Answer({ pages: t.Array(SitePage) });
export type SitePagesAnswer = Static<typeof SitePagesAnswer>;

export const LinkUse = t.Object({
  /** Which place: "document:home:caseStudy/link", "portfolio:<id>", "card:<id>", "studio:forms/message". */
  id: t.String(),
  /** The place as the owner knows it: "Home page › Case study › Button link". */
  where: t.String(),
  /** The path it leads to, as it is set. */
  target: t.String(),
  /** The admin screen where it is edited. */
  edit: t.String(),
  /** Whether the fix can leave it without a link (the studio's form links always have one). */
  removable: t.Boolean(),
  /** Whether this place can be pointed elsewhere from here (the studio's form links only from its form). */
  fixable: t.Boolean(),
});
export type LinkUse = Static<typeof LinkUse>;

export const LinkUsesAnswer = Answer({ uses: t.Array(LinkUse) });
export type LinkUsesAnswer = Static<typeof LinkUsesAnswer>;

const ID_MAX = 200;
/** POST /api/admin/links/fix: the place, the target the owner saw there, and the new one ("" removes the link). */
export const LinkFixBody = t.Object(
  {
    use: Text("Which link", ID_MAX, { required: true }),
    /** As stored, so no control characters (Postgres refuses NUL in text). */
    from: Text("The link as it was", 2048),
    to: Link("New link"),
  },
  { additionalProperties: false },
);
export type LinkFixBody = Static<typeof LinkFixBody>;

export const LinksToQuery = t.Object({ path: t.String({ minLength: 1, maxLength: 2048, pattern: "^/", error: "The path must start with /" }) });

export const LINK_MESSAGES = {
  pages: "Pages listed",
  uses: "Links listed",
  fixed: "Link changed",
  removed: "Link removed",
  unknownUse: "That link is no longer there: reload to see the links as they are now",
  changedSince: "That link was changed since you opened this screen: reload to see it as it is now",
  notFixable: "Change this link in the studio's details",
  notRemovable: "This link cannot be left empty: point it at another page",
  deadTarget: "That page does not exist on the site: choose one from the list",
  projectNotFound: "Project not found",
} as const;

/** The page a link leads to, however it is spelled: no query or fragment, no trailing slash, decoded, in lower case. */
export function pageOf(target: string): string {
  const bare = target.replace(/[?#].*$/, "").replace(/(.)\/+$/, "$1");
  try {
    return decodeURI(bare).toLowerCase();
  } catch {
    return bare.toLowerCase();
  }
}
