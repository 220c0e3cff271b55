// The portfolio's tabs a page at a time (client/contract/paging.ts): every tab's first page, or
// one tab's later page (?tab=cgi&page=2) with the others' first, so the page sends and hydrates
// a page of each tab, not the whole portfolio. Each tab's page is read with limit and offset and
// its pieces counted beside (src/features/portfolio/queries.ts), so a tab of 400 pieces reads
// and renders 24 of them. A tab's first page is empty exactly when the tab is, which is how the
// page leaves empty tabs out (client/components/portfolio/portfolio-tabs.tsx).
import { LIST_PAGE_SIZE, pageOffset, pagingOf, searchWithPage } from "../../../client/contract/paging.ts";
import type { PagedTab } from "../../../client/contract/page-data.ts";
import type { Queries } from "../../platform/db/connect.ts";
import { countItems, listShownTabs, shownTabItems } from "./queries.ts";

/** The tabs with `page` of tab `list` (page 1 of the rest); null when that page is past the tab's last, or no tab is called so. */
export async function portfolioTabsPage(sql: Queries, page = 1, list?: string): Promise<PagedTab[] | null> {
  const from = list ? { slug: list, skip: pageOffset(page) } : undefined;
  const [tabs, counts] = await Promise.all([shownTabItems(sql, LIST_PAGE_SIZE, from), countItems(sql, true)]);
  if (page > 1 && !tabs.some((tab) => tab.slug === list)) return null;
  const paged = tabs.map((tab) => ({ ...tab, paging: pagingOf(tab.slug === list ? page : 1, counts.get(tab._id) ?? 0) }));
  const shown = paged.find((tab) => tab.slug === list);
  return shown && shown.paging.page > shown.paging.pages ? null : paged;
}

/** The addresses of every tab's later pages (/portfolio?tab=cgi&page=2, …), for the sitemap. */
export async function laterTabPages(sql: Queries): Promise<string[]> {
  const [tabs, counts] = await Promise.all([listShownTabs(sql), countItems(sql, true)]);
  return tabs.flatMap((tab) =>
    Array.from(
      { length: pagingOf(1, counts.get(tab._id) ?? 0).pages - 1 },
      (_, i) => `/portfolio${searchWithPage(`tab=${encodeURIComponent(tab.slug)}`, i + 2)}`,
    ),
  );
}
