// A portfolio tab's pages (client/components/list-pager.tsx): each page's address names its tab
// (?tab=cgi&page=2), and Load more appends the tab's next page to it, the other tabs left as they are.
import type { PageDataMap } from "../../contract/page-data.ts";
import { ListPager } from "../list-pager.tsx";

type Data = PageDataMap["portfolio"];

export function TabPager({ data, slug }: { data: Data; slug: string }) {
  const tab = data.tabs.find((each) => each.slug === slug);
  if (!tab) return null;
  const append = (shown: Data, next: Data): Data => {
    const added = next.tabs.find((each) => each.slug === slug)!;
    return {
      ...next,
      tabs: shown.tabs.map((each) =>
        each.slug === slug
          ? { ...each, items: [...each.items, ...added.items], paging: { ...added.paging, first: each.paging.first ?? each.paging.page } }
          : each,
      ),
    };
  };
  return (
    <ListPager
      data={data}
      paging={tab.paging}
      request={(page) => ({ kind: "portfolio", args: {}, page, list: slug })}
      append={append}
      noun="pieces"
      params={{ tab: slug }}
    />
  );
}
