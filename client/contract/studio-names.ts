// The studio's earlier names still written in its pages' words. The plain words a studio starts
// with (the first run's, a new service page's, a new tab's) are built from its name at that time,
// so after a rename the pages would go on saying the old one: the Studio screen asks where the
// old names still stand and, if the owner wants, puts the new ones there.
import { Type as t, type Static } from "@sinclair/typebox";
import { Answer, Text } from "./common.ts";

/** The names to look for: the studio's short and full name as they were (the Studio form's limits). */
export const EarlierNames = t.Object(
  { name: Text("Earlier short name", 40, { required: true }), fullName: Text("Earlier full name", 80, { required: true }) },
  { additionalProperties: false },
);
export type EarlierNames = Static<typeof EarlierNames>;

/** A page, or a portfolio tab, whose words name the studio by an earlier name, and how often. */
export const NameMention = t.Object({
  kind: t.Union([t.Literal("page"), t.Literal("tab")]),
  label: t.String(),
  path: t.String(),
  count: t.Integer(),
});
export type NameMention = Static<typeof NameMention>;

/** `names`: the earlier names looked for, longest first (a one-letter one, or one the studio still has, is not). */
export const NameMentionsAnswer = Answer({ names: t.Array(t.String()), mentions: t.Array(NameMention) });
export type NameMentionsAnswer = Static<typeof NameMentionsAnswer>;

export const NamesReplacedAnswer = Answer({ places: t.Integer(), replaced: t.Integer() });
export type NamesReplacedAnswer = Static<typeof NamesReplacedAnswer>;

const times = (count: number) => (count === 1 ? "once" : count === 2 ? "twice" : `${count} times`);
const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "10 pages and 6 portfolio tabs", "1 page". */
const placesOf = (mentions: readonly NameMention[]) => {
  const pages = mentions.filter((mention) => mention.kind === "page").length;
  const tabs = mentions.length - pages;
  const parts = [pages > 0 && counted(pages, "page", "pages"), tabs > 0 && counted(tabs, "portfolio tab", "portfolio tabs")];
  return parts.filter(Boolean).join(" and ");
};

export const STUDIO_NAME_MESSAGES = {
  listed: "Earlier names looked for",
  sameNames: "Those are the studio's names now: there is nothing to replace",
  replaced: (replaced: number, places: number) =>
    `The new name is in place: ${replaced} ${replaced === 1 ? "mention" : "mentions"} on ${places} ${places === 1 ? "page" : "pages"}`,
  noneLeft: "No page names the studio by its earlier name any more",
  /** A page's words that would be over a limit with the longer name. */
  tooLong: (place: string, problem: string) => `${place}: ${problem} with the new name. Shorten it there first, then try again.`,
  times,
  placesOf,
} as const;
