// The portfolio's tabs as a managed list (src/platform/collections/collection.ts): one order,
// the trash and its Undo, hide and show in bulk, backups. The pages they are shown on are the portfolio's.
import { PortfolioTab, TabIdParams, TabUpdate } from "../../../client/contract/portfolio-tabs.ts";
import { defineCollection } from "../../platform/collections/collection.ts";
import { listTabs, tabsInUse } from "./tabs.ts";

export const portfolioTabs = defineCollection({
  name: "portfolio-tabs",
  table: "portfolio_tabs",
  // The six of the spec kept their slugs as ids (migrations/00027_portfolio_tabs.sql).
  id: TabIdParams.properties.id,
  label: "Portfolio tab",
  titleColumn: "label",
  tags: ["portfolio"],
  schema: PortfolioTab,
  list: (sql) => listTabs(sql),
  form: TabUpdate,
  inUse: tabsInUse,
  hidden: "hidden",
  touched: ["updated_at"],
});
