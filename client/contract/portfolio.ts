// The portfolio page's tabs' items. The tabs are a list of their own (portfolio-tabs.ts); their
// items are records the owner manages, in one order per tab. An item can stand for a project (projectId): the
// project's entry on that tab, made when the project chose the tab (client/contract/projects.ts,
// `tabs`). It shows that project's cover, title, tagline and link,
// so one piece of work looks the same on every page; its own fields, when set, override those.
import { Type as t, type Static } from "@sinclair/typebox";
import { Answer, Id, IdParams, Image, Link, Nullable, ORDER_MESSAGE, ORDER_SAVED, OrderBody, SearchWords, Text } from "./common.ts";
import { PortfolioTab, TabIdParams } from "./portfolio-tabs.ts";

const PORTFOLIO_LIMITS = { title: 120, caption: 160, alt: 300, link: 500 } as const;

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

export const TabParams = t.Object({ tab: TabIdParams.properties.id });
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

export const PORTFOLIO_MESSAGES = {
  notFound: "Item not found",
  titleRequired: "Title is required",
  imageRequired: "Please choose an image",
  imageLabel: "Image",
  projectNotFound: "Project not found",
  motionTab: "This tab shows films: add them on its board (an uploaded video or a YouTube or Vimeo link)",
  tabNotFound: "Tab not found",
  projectFixed: "An item's project cannot be changed: add a new item for the other project",
  projectOnTab: "This project is on this tab already",
  added: "Item added",
  updated: "Item updated",
  deleted: "Item moved to the trash",
  ordered: ORDER_SAVED,
} as const;

/** A tab the portfolio page shows (not hidden by the owner), with its published items. */
export const PortfolioTabItems = t.Object({ ...PortfolioTab.properties, items: t.Array(PortfolioItem) });
export type PortfolioTabItems = Static<typeof PortfolioTabItems>;

/** Items on a page of a tab in the admin: a tab of 400 loads 50 (client/pages/admin/portfolio/page.tsx). */
export const PORTFOLIO_PAGE_SIZE = 50;

/** The longest search of a tab's items the admin takes. */
export const PORTFOLIO_SEARCH_MAX = 100;

/**
 * GET /api/admin/portfolio?tab=&q=&page=: which tab (the first when none), the words its items'
 * titles (or their projects' titles) hold (case-insensitive), and which page of the matches.
 */
export const PortfolioQuery = t.Object({
  tab: t.Optional(TabIdParams.properties.id),
  q: t.Optional(SearchWords(PORTFOLIO_SEARCH_MAX)),
  page: t.Optional(t.String({ pattern: "^[1-9][0-9]{0,5}$", error: "page must be a whole number from 1" })),
});

/** Every live tab, hidden ones too, with how many items it holds (a films tab: none, its films are the videos'). */
const AdminPortfolioTab = t.Object({ ...PortfolioTab.properties, count: t.Integer() });

/**
 * Every tab with its count (all its items, whatever the search), and one page of one tab's items
 * (`tab`: its id, null when there is no tab at all; `total`: the items of that tab the search
 * matches, all of them without one); a page past the last has none.
 */
export const PortfolioAnswer = Answer({
  tabs: t.Array(AdminPortfolioTab),
  tab: Nullable(t.String()),
  items: t.Array(AdminPortfolioItem),
  total: t.Integer(),
});
export type PortfolioAnswer = Static<typeof PortfolioAnswer>;

/**
 * PUT …/:tab/order: the whole tab's ids in order, or, with `place`, the ids of the page shown
 * (in their new order among their places, or to the top or bottom of the tab).
 */
export const PortfolioOrderBody = t.Object(
  {
    ids: OrderBody("Item").properties.ids,
    place: t.Optional(t.Union([t.Literal("among"), t.Literal("top"), t.Literal("bottom")], { error: 'place must be "among", "top" or "bottom"' })),
  },
  { additionalProperties: false, error: ORDER_MESSAGE },
);
export const PortfolioItemAnswer = Answer({ item: AdminPortfolioItem });
export type PortfolioItemAnswer = Static<typeof PortfolioItemAnswer>;
export const PortfolioItemsAnswer = Answer({ items: t.Array(AdminPortfolioItem) });
export type PortfolioItemsAnswer = Static<typeof PortfolioItemsAnswer>;
