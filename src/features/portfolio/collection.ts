// The portfolio tabs' items as a managed list (src/platform/collections/collection.ts), ordered
// within their tab. An item that stands for a project (its entry on that tab, made when the
// project chose the tab) has no title of its own (null): it shows the project's.
import { AdminPortfolioItem, PortfolioItemForm } from "../../../client/contract/portfolio.ts";
import { defineCollection } from "../../platform/collections/collection.ts";
import { selectItems } from "./queries.ts";
import { listTabs } from "./tabs.ts";

export const portfolioItems = defineCollection({
  name: "portfolio-items",
  sampleColumn: "sample",
  table: "portfolio_items",
  label: "Portfolio item",
  titleColumn: "title",
  scope: "tab",
  scopeList: "portfolio-tabs",
  tags: ["portfolio"],
  // Between the live tabs of items (the films tab lists films); a project is on a tab once.
  move: {
    values: async (sql) => Object.fromEntries((await listTabs(sql)).filter((tab) => tab.style === "items").map((tab) => [tab._id, tab.label])),
    once: { column: "project_id", label: "project" },
  },
  touched: ["updated_at"],
  image: { column: "image_key", kind: { folder: "portfolio", store: "variants" }, size: { width: "image_width", height: "image_height" } },
  // A project's entries on the tabs go to the trash and come back with it.
  parent: { collection: "projects", column: "project_id" },
  schema: AdminPortfolioItem,
  list: (sql) => selectItems(sql, { publishedOnly: false }),
  form: PortfolioItemForm,
  images: (item) => [item.image],
});
