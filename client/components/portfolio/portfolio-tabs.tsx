// The portfolio's six tabs as an accessible tablist: arrow keys, Home and End move between tabs
// (and select them), and the active tab lives in the URL (?tab=) so any tab can be linked.
// The server reads the same search string, so /portfolio?tab=cgi arrives already on CGI; each
// tab is a real link to its URL, so a tap before the scripts arrive (or without them) loads
// that tab from the server, and once they have, the click switches in place. A tab with no
// pieces is left out (its link, ?tab=, opens the default tab); Motion, fed by the playlist
// rather than by items, always shows.
import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from "react";
import { useLocation, useSearchParams } from "wouter";
import type { PortfolioDocument } from "../../contract/documents/portfolio.ts";
import type { PortfolioTabItems, TabSlug } from "../../contract/portfolio.ts";
import { MotionVideos } from "./motion-videos.tsx";
import { useScrollEdges } from "../use-scroll-edges.ts";
import { WorkGrid } from "./work-grid.tsx";
import { EditableText } from "../in-place/editable-text.tsx";

const tabId = (slug: string) => `portfolio-tab-${slug}`;
const panelId = (slug: string) => `portfolio-panel-${slug}`;

type Tab = PortfolioTabItems;
type TabsCopy = PortfolioDocument["tabs"];

/** The tab /portfolio opens on, with no ?tab= in its URL. */
const DEFAULT_TAB: TabSlug = "posters";

export function PortfolioTabs({ tabs: allTabs, copy }: { tabs: Tab[]; copy: TabsCopy }) {
  const portfolioTabs = allTabs.filter((tab) => tab.slug === "motion" || tab.items.length > 0);
  const [search, setSearch] = useSearchParams();
  const [path] = useLocation();
  const active =
    portfolioTabs.find((tab) => tab.slug === search.get("tab")) ?? portfolioTabs.find((tab) => tab.slug === DEFAULT_TAB) ?? portfolioTabs[0]!;
  const tabs = useRef<(HTMLAnchorElement | null)[]>([]);
  const root = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(list);

  // On phones the tab row scrolls sideways: keep the selected tab (say, a linked ?tab=brochure) in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls the row when the selected tab changes
  useEffect(() => {
    const tab = tabs.current[portfolioTabs.indexOf(active)];
    const row = list.current;
    if (!tab || !row) return;
    if (tab.offsetLeft < row.scrollLeft || tab.offsetLeft + tab.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = tab.offsetLeft - (row.clientWidth - tab.offsetWidth) / 2;
    }
  }, [active]);

  const withTab = (previous: URLSearchParams, tab: Tab) => {
    const next = new URLSearchParams(previous);
    if (tab.slug === DEFAULT_TAB) next.delete("tab");
    else next.set("tab", tab.slug);
    return next;
  };
  const hrefOf = (tab: Tab) => {
    const query = withTab(search, tab).toString();
    return query ? `${path}?${query}` : path;
  };

  const select = (tab: Tab) => {
    // Switching while scrolled deep into a long gallery starts the new one from its top.
    if (root.current && root.current.getBoundingClientRect().top < 0) root.current.scrollIntoView();
    setSearch((previous) => withTab(previous, tab), { replace: true });
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>, tab: Tab) => {
    // A new tab or window (modifier keys, middle button) is the link's own business.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    select(tab);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = portfolioTabs.indexOf(active);
    const last = portfolioTabs.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = portfolioTabs[(target + portfolioTabs.length) % portfolioTabs.length]!;
    select(next);
    tabs.current[portfolioTabs.indexOf(next)]?.focus();
  };

  return (
    <div className="portfolio-tabs" ref={root}>
      {/* On phones the row is cut at the screen's edge: a fade and an arrow say there is more. */}
      <div className="portfolio-tabs__bar" data-more-before={edges.before} data-more-after={edges.after}>
        <div className="portfolio-tabs__list" ref={list} role="tablist" aria-label="Kinds of work" onKeyDown={onKeyDown}>
          {portfolioTabs.map((tab, i) => {
            const selected = tab === active;
            return (
              <a
                key={tab.slug}
                ref={(element) => {
                  tabs.current[i] = element;
                }}
                href={hrefOf(tab)}
                role="tab"
                id={tabId(tab.slug)}
                className="portfolio-tabs__tab"
                aria-selected={selected}
                aria-controls={panelId(tab.slug)}
                tabIndex={selected ? 0 : -1}
                onClick={(event) => onClick(event, tab)}
              >
                {tab.label}
              </a>
            );
          })}
        </div>
        {(["before", "after"] as const).map((side) => (
          // Arrow keys already move between tabs; these are for pointers and fingers only.
          <button
            key={side}
            type="button"
            className={`portfolio-tabs__more portfolio-tabs__more--${side}`}
            tabIndex={-1}
            aria-hidden="true"
            onClick={() => list.current?.scrollBy({ left: (side === "after" ? 0.7 : -0.7) * list.current.clientWidth, behavior: "smooth" })}
          >
            <svg viewBox="0 0 12 12" width="14" height="14" aria-hidden="true">
              <path
                d={side === "after" ? "M4.5 2 8.5 6 4.5 10" : "M7.5 2 3.5 6 7.5 10"}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            </svg>
          </button>
        ))}
      </div>
      {portfolioTabs.map((tab) => (
        <section
          key={tab.slug}
          role="tabpanel"
          id={panelId(tab.slug)}
          aria-labelledby={tabId(tab.slug)}
          className="portfolio-tabs__panel"
          hidden={tab !== active}
          tabIndex={tab === active ? 0 : -1}
        >
          {tab === active && <TabContent tab={tab} copy={copy[tab.slug as TabSlug]} />}
        </section>
      ))}
    </div>
  );
}

function TabContent({ tab, copy }: { tab: Tab; copy: TabsCopy[TabSlug] }) {
  return (
    <>
      <header className="portfolio-tabs__intro">
        <EditableText as="h2" className="portfolio-tabs__heading" doc="portfolio" path={`tabs.${tab.slug}.heading`}>
          {copy.heading}
        </EditableText>
        <EditableText as="p" doc="portfolio" path={`tabs.${tab.slug}.intro`}>
          {copy.intro}
        </EditableText>
      </header>
      {tab.slug === "motion" ? <MotionVideos /> : <WorkGrid items={tab.items} />}
    </>
  );
}
