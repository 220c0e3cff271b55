// The portfolio page's tabs. The tabs themselves are fixed (their heading and intro are page
// copy, in the portfolio page's document: documents/portfolio.ts); their items are records the
// owner manages, in one order per tab. An item can stand for a project (projectId): the
// project's entry on that tab, made when the project chose the tab (client/contract/projects.ts,
// `tabs`). It shows that project's cover, title, tagline and link,
// so one piece of work looks the same on every page; its own fields, when set, override those.
import { Type as t, type Static } from "@sinclair/typebox";
import { Answer, Id, IdParams, Image, Link, Nullable, ORDER_SAVED, Text } from "./common.ts";

export const TABS = [
  { slug: "posters", label: "Posters" },
  { slug: "motion", label: "Motion" },
  { slug: "cgi", label: "CGI" },
  { slug: "stills", label: "Stills" },
  { slug: "guidelines", label: "Brand Guidelines" },
  { slug: "brochure", label: "Brochure" },
] as const;
export type TabSlug = (typeof TABS)[number]["slug"];
export const TAB_SLUGS = TABS.map((tab) => tab.slug) as TabSlug[];

const PORTFOLIO_LIMITS = { title: 120, caption: 160, alt: 300, link: 500, playlistId: 64 } as const;

export const PortfolioItem = t.Object({
  _id: t.String(),
  tab: t.String(),
  image: Image,
  title: t.String(),
  caption: t.String(),
  /** The image's text alternative; the title when none was given. */
  alt: t.String(),
  /** An internal path ("/productvisualization/boat") or an absolute http(s) URL. */
  link: Nullable(t.String()),
  /** The project this item stands for, if any. */
  projectId: Nullable(t.String()),
});
export type PortfolioItem = Static<typeof PortfolioItem>;

/**
 * An item as the admin lists it: a project's entry is listed even while the project has no
 * cover yet (visitors see it once it has one and is published), with the project's status.
 */
export const AdminPortfolioItem = t.Object({
  ...PortfolioItem.properties,
  image: Nullable(Image),
  projectStatus: Nullable(t.Union([t.Literal("draft"), t.Literal("published")])),
});
export type AdminPortfolioItem = Static<typeof AdminPortfolioItem>;

const tabMessage = `Tab must be one of ${TAB_SLUGS.join(", ")}`;
export const TabParams = t.Object({
  tab: t.Union(
    TAB_SLUGS.map((slug) => t.Literal(slug)),
    { error: tabMessage },
  ),
});
export const ItemIdParams = IdParams("Item");

const fields = {
  title: Text("Title", PORTFOLIO_LIMITS.title, { required: true }),
  caption: Text("Caption", PORTFOLIO_LIMITS.caption),
  alt: Text("Alt text", PORTFOLIO_LIMITS.alt),
  link: Link("Link"),
  projectId: Id("Project"),
};

/**
 * The text fields of POST …/items and PATCH …/items/:id (multipart; the file is `image`). On
 * create, an item needs an image and a title unless it stands for a project.
 */
export const PortfolioItemForm = t.Object({
  title: t.Optional(fields.title),
  caption: t.Optional(fields.caption),
  alt: t.Optional(fields.alt),
  link: t.Optional(fields.link),
  projectId: t.Optional(fields.projectId),
});
export type PortfolioItemForm = Static<typeof PortfolioItemForm>;

const playlistMessage = "The playlist id is 1-64 letters, digits, - or _ (or empty to clear it)";
export const MotionBody = t.Object(
  { playlistId: t.String({ title: "Playlist id", maxLength: PORTFOLIO_LIMITS.playlistId, pattern: "^[A-Za-z0-9_-]*$", error: playlistMessage }) },
  { additionalProperties: false },
);

export const PORTFOLIO_MESSAGES = {
  notFound: "Item not found",
  titleRequired: "Title is required",
  imageRequired: "Please choose an image",
  imageLabel: "Image",
  projectNotFound: "Project not found",
  motionTab: "The Motion tab lists the playlist's videos: set its playlist id instead",
  projectFixed: "An item's project cannot be changed: add a new item for the other project",
  projectOnTab: "This project is on this tab already",
  added: "Item added",
  updated: "Item updated",
  deleted: "Item moved to the trash",
  ordered: ORDER_SAVED,
  playlistSaved: "Playlist saved",
} as const;

export const PortfolioTabItems = t.Object({ slug: t.String(), label: t.String(), items: t.Array(PortfolioItem) });
export type PortfolioTabItems = Static<typeof PortfolioTabItems>;

const AdminPortfolioTab = t.Object({ slug: t.String(), label: t.String(), items: t.Array(AdminPortfolioItem) });

export const PortfolioAnswer = Answer({ tabs: t.Array(AdminPortfolioTab), motionPlaylistId: Nullable(t.String()) });
export type PortfolioAnswer = Static<typeof PortfolioAnswer>;
export const PortfolioItemAnswer = Answer({ item: AdminPortfolioItem });
export type PortfolioItemAnswer = Static<typeof PortfolioItemAnswer>;
export const PortfolioItemsAnswer = Answer({ items: t.Array(AdminPortfolioItem) });
export type PortfolioItemsAnswer = Static<typeof PortfolioItemsAnswer>;
export const MotionAnswer = Answer({ motionPlaylistId: Nullable(t.String()) });
export type MotionAnswer = Static<typeof MotionAnswer>;
