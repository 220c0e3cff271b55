// The portfolio's tabs as a managed list declared from their contract (client/contract/portfolio-tabs.ts,
// TAB_LIST): the admin's list, add, change and remove endpoints are generated
// (src/platform/collections/crud-routes.ts), with one order, the trash and its Undo, hide and show
// in bulk, backups. What is the tabs' own: a new tab's defaults and place (last, so the tab
// /portfolio opens on stays the one it was), the refusal of a clashing address or a second films
// tab, and keeping a tab that holds work. The pages they are shown on are the portfolio's.
import { TAB_LIST, TAB_MESSAGES, tabSlug } from "../../../client/contract/portfolio-tabs.ts";
import { declaredList } from "../../platform/collections/declared-list.ts";
import { fail } from "../../platform/http/errors.ts";
import { listTabs, refuseClashes, tabsInUse } from "./tabs.ts";

export const portfolioTabs = declaredList(TAB_LIST, {
  table: "portfolio_tabs",
  tags: ["portfolio"],
  list: (sql) => listTabs(sql),
  inUse: tabsInUse,
  hidden: "hidden",
  touched: ["updated_at"],
  place: "last",
  create: (body) => {
    const slug = body.slug ?? tabSlug(body.label);
    if (!slug) fail(400, TAB_MESSAGES.noSlug);
    return { ...body, slug, heading: body.heading ?? body.label, intro: body.intro ?? "", style: body.style ?? "items" };
  },
  check: (tx, values, id) => (values.slug ? refuseClashes(tx, { slug: values.slug, style: values.style }, id) : Promise.resolve()),
});
