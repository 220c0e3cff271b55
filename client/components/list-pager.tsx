// Under a long list shown a page at a time (client/contract/paging.ts): plain links to the
// pages either side, which work before the scripts arrive or without them, and once they have,
// "Load more" in place of the next link: it fetches the next page's data, shows it appended to
// this one's, puts ?page= in the address (replaced, so Back leaves the list) and moves focus to
// the first item it added, so a keyboard or screen reader user carries on from there. The list's
// items are the <li>s before it in its parent.
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation, useSearch, useSearchParams } from "wouter";
import { pageOffset, searchWithPage, type Paging } from "../contract/paging.ts";
import type { PageDataRequest } from "../contract/page-data.ts";
import { fetchPageData, keepPageData } from "../page-data.ts";

type Props<D> = {
  /** The page's data, and where its list stands. */
  data: D;
  paging: Paging;
  /** The request of the list's page `page`, for its data. */
  request(page: number): PageDataRequest;
  /** The data shown once the next page is loaded: `shown` with `next`'s items after its own, its paging `first` kept. */
  append(shown: D, next: D): D;
  /** What the list holds, in the plural ("projects"). */
  noun: string;
  /** Query parameters every page's address carries (the portfolio's tab). */
  params?: Record<string, string>;
};

const noSubscription = () => () => {};
/** False while the server renders and the page hydrates, true after: the button needs the scripts. */
const useScripts = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

export function ListPager<D>({ data, paging, request, append, noun, params = {} }: Props<D>) {
  const { page, pages, total, first = page } = paging;
  const [path] = useLocation();
  const search = new URLSearchParams(useSearch());
  const [, setSearch] = useSearchParams();
  const scripts = useScripts();
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const nav = useRef<HTMLElement>(null);
  // The number of items before the last load: the first added one takes focus once drawn.
  const focusFrom = useRef<number | null>(null);
  for (const [name, value] of Object.entries(params)) search.set(name, value);
  const href = (to: number) => path + searchWithPage(search.toString(), to);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the next page is drawn (its number changed)
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null) return;
    focusFrom.current = null;
    nav.current?.parentElement?.querySelectorAll("li")[from]?.querySelector<HTMLElement>("a, button")?.focus();
  }, [page]);

  if (pages <= 1) return null;

  const loadMore = async () => {
    setState("loading");
    try {
      const result = await fetchPageData(request(page + 1));
      if (result.status !== 200) throw new Error(`page ${page + 1}: ${result.status}`);
      keepPageData(request(page + 1), append(data, result.data as D));
      focusFrom.current = nav.current?.parentElement?.querySelectorAll("li").length ?? null;
      setState("idle");
      setSearch(new URLSearchParams(searchWithPage(search.toString(), page + 1)), { replace: true });
    } catch {
      setState("failed");
    }
  };

  // Which of the list's items are on screen: the pages from `first` to this one.
  const from = pageOffset(first) + 1;
  const to = Math.min(total, pageOffset(page + 1));
  return (
    <nav className="list-pager" aria-label={`Pages of ${noun}`} ref={nav}>
      <p className="list-pager__status" aria-live="polite">
        {noun[0]!.toUpperCase() + noun.slice(1)} {from}–{to} of {total}
        {state === "failed" && " · Could not load more. Check the connection and try again."}
      </p>
      <div className="list-pager__links">
        {first > 1 && (
          <a className="button button--ghost" rel="prev" href={href(first - 1)}>
            ← Previous page
          </a>
        )}
        {page < pages &&
          (scripts ? (
            <button type="button" className="button button--ghost" onClick={loadMore} disabled={state === "loading"} aria-busy={state === "loading"}>
              {state === "loading" ? "Loading…" : `Load more ${noun}`}
            </button>
          ) : (
            <a className="button button--ghost" rel="next" href={href(page + 1)}>
              Next page →
            </a>
          ))}
      </div>
    </nav>
  );
}
