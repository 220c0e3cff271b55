// The portfolio's tabs (migrations/00027_portfolio_tabs.sql), a managed list declared from their
// contract (client/contract/portfolio-tabs.ts, TAB_LIST): the admin's list, add, change and remove
// endpoints are generated (src/platform/collections/crud-routes.ts), with one order, the trash and
// its Undo, hide and show in bulk, backups. What is the tabs' own is here: they are read in the
// owner's order; a new tab's defaults and place (last, so the tab /portfolio opens on stays the
// one it was); an address (slug) is taken by one live tab; one live tab at most shows the films;
// a tab holding work stays out of the trash. The pages they are shown on are the portfolio's.
import { TAB_LIST, TAB_MESSAGES, tabSlug, type PortfolioTab } from "../../../client/contract/portfolio-tabs.ts";
import { declaredList } from "../../platform/collections/declared-list.ts";
import type { InUse } from "../../platform/collections/collection.ts";
import type { Queries } from "../../platform/db/connect.ts";
import { failWith } from "../../platform/http/errors.ts";

type TabRow = Omit<PortfolioTab, "_id"> & { id: string };

const toTab = ({ id, ...tab }: TabRow): PortfolioTab => ({ _id: id, ...tab });

/** Every live tab, hidden ones too, in the owner's order. */
export async function listTabs(sql: Queries): Promise<PortfolioTab[]> {
  const rows = await sql<TabRow[]>`
    select id, slug, label, heading, intro, style, hidden from portfolio_tabs
    where deleted_at is null order by position, created_at, id`;
  return rows.map(toTab);
}

/** The live tab with this id, or null. */
export async function findTab(sql: Queries, id: string): Promise<PortfolioTab | null> {
  return (await listTabs(sql)).find((tab) => tab._id === id) ?? null;
}

/** A tab holding work is not removed: its items (or films) would vanish from the admin with it. */
async function tabsInUse(sql: Queries, ids: string[]): Promise<InUse | undefined> {
  const [full] = await sql<{ label: string; style: PortfolioTab["style"]; count: number }[]>`
    select * from (
      select t.label, t.style, t.position, (case when t.style = 'films'
          then (select count(*) from motion_films where deleted_at is null)
          else (select count(*) from portfolio_items i where i.tab = t.id and i.deleted_at is null) end)::int as count
      from portfolio_tabs t where t.id = any(${ids}::text[]) and t.deleted_at is null) as tabs
    where count > 0 order by position limit 1`;
  return full && { message: TAB_MESSAGES.holdsWork(full.label, full.count, full.style === "films" ? "film" : "item") };
}

/** 409 when another live tab answers at the slug, or (for a films tab) another shows the films. */
async function refuseClashes(tx: Queries, wanted: { slug: string; style?: PortfolioTab["style"] }, id: string | null): Promise<void> {
  const others = (await listTabs(tx)).filter((tab) => tab._id !== id);
  if (others.some((tab) => tab.slug === wanted.slug)) failWith(409, TAB_MESSAGES.slugTaken(wanted.slug), { field: "slug" });
  const films = others.find((tab) => tab.style === "films");
  if (wanted.style === "films" && films) failWith(409, TAB_MESSAGES.oneFilmsTab(films.label), { field: "style" });
}

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
    if (!slug) failWith(400, TAB_MESSAGES.noSlug, { field: "slug" });
    return { ...body, slug, heading: body.heading ?? body.label, intro: body.intro ?? "", style: body.style ?? "items" };
  },
  check: (tx, values, id) => (values.slug ? refuseClashes(tx, { slug: values.slug, style: values.style }, id) : Promise.resolve()),
});
