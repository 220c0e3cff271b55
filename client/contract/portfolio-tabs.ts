// The portfolio page's tabs, a list the owner manages (migrations/00027_portfolio_tabs.sql): each
// with its name, the heading and intro above its work, the address it answers at
// (/portfolio?tab=<slug>), its place in the order, and whether it is hidden. A tab shows its
// items, or (one tab at most, Motion in the seed) the films of the Motion board. A tab with
// nothing on it is hidden on the site without the owner doing anything.
import { Type as t, type Static } from "@sinclair/typebox";
import { countOf } from "./bulk.ts";
import { fieldMessages, Text } from "./common.ts";
import { defineList } from "./list.ts";
import { slugify, SLUG_PATTERN } from "./projects.ts";

const TAB_LIMITS = { label: 40, slug: 40, heading: 120, intro: 400 } as const;

const TabStyle = t.Union([t.Literal("items"), t.Literal("films")], {
  title: "Shows",
  error: 'A tab shows "items" or "films"',
});

/** One tab as the admin and the pages read it. */
export const PortfolioTab = t.Object({
  /** What the tab's items name it by: the slug it was made with for the six of the seed. */
  _id: t.String(),
  slug: t.String(),
  label: t.String(),
  heading: t.String(),
  intro: t.String(),
  style: TabStyle,
  hidden: t.Boolean(),
});
export type PortfolioTab = Static<typeof PortfolioTab>;

const slugMessage = "The address must be lower-case letters and digits joined by single hyphens, e.g. motion-design";
const fields = {
  label: Text("Name", TAB_LIMITS.label, { required: true }),
  slug: t.String({
    title: "Address",
    minLength: 1,
    maxLength: TAB_LIMITS.slug,
    pattern: SLUG_PATTERN,
    messages: fieldMessages("Address", TAB_LIMITS.slug, slugMessage),
  }),
  heading: Text("Heading", TAB_LIMITS.heading),
  intro: Text("Intro", TAB_LIMITS.intro),
  hidden: t.Boolean({ title: "Hidden", error: "Hidden must be true or false" }),
};

/** POST /api/admin/portfolio-tabs: a name; the address is made from it when none is given. */
export const TabCreate = t.Object(
  {
    label: fields.label,
    slug: t.Optional(fields.slug),
    heading: t.Optional(fields.heading),
    intro: t.Optional(fields.intro),
    style: t.Optional(TabStyle),
  },
  { additionalProperties: false },
);
export type TabCreate = Static<typeof TabCreate>;

/** PATCH /api/admin/portfolio-tabs/:id: any of these. */
const TabUpdate = t.Partial(t.Object(fields, { additionalProperties: false }));

const tabIdMessage = "Tab id is missing or invalid";
export const TabIdParams = t.Object({ id: t.String({ pattern: "^[a-z0-9-]{1,40}$", error: tabIdMessage }) });

/** A tab's address made from its name: "Motion Design!" → "motion-design". */
export const tabSlug = (label: string) => slugify(label).slice(0, TAB_LIMITS.slug).replace(/-+$/, "");

export const TAB_MESSAGES = {
  loaded: "Tabs loaded",
  notFound: "Tab not found",
  added: "Tab added",
  updated: "Tab saved",
  deleted: "Tab moved to the trash",
  ordered: "Tab order saved",
  noSlug: "Give the tab an address of letters or digits: its name has none",
  slugTaken: (slug: string) => `Another tab answers at ?tab=${slug}: choose another name or address. Nothing was changed.`,
  oneFilmsTab: (label: string) => `Only one tab shows the films, and ${label} does. Nothing was changed.`,
  holdsWork: (label: string, count: number, what: string) =>
    `${label} holds ${countOf(count, what)}: move ${count === 1 ? "it" : "them"} to another tab (select, then Move) or delete ${count === 1 ? "it" : "them"} first. Nothing was removed.`,
} as const;

/**
 * The tabs' endpoints (GET, POST /api/admin/portfolio-tabs, PATCH and DELETE …/:id), generated from
 * this declaration on both sides; their order is the managed lists' shared order endpoint. The
 * portfolio screen manages them (client/components/admin/content/tab-manager.tsx).
 */
export const TAB_LIST = defineList({
  name: "portfolio-tabs",
  label: "Portfolio tab",
  one: "tab",
  many: "tabs",
  record: PortfolioTab,
  title: "label",
  create: TabCreate,
  update: TabUpdate,
  id: TabIdParams.properties.id,
  messages: TAB_MESSAGES,
});
