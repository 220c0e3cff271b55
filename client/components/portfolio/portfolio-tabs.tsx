// The portfolio's six tabs as an accessible tablist: arrow keys, Home and End move between tabs
// (and select them), and the active tab lives in the URL (?tab=) so any tab can be linked.
// The server reads the same search string, so /portfolio?tab=cgi arrives already on CGI.
import { useEffect, useRef, type KeyboardEvent } from "react";
import { useSearchParams } from "wouter";
import { DEFAULT_TAB, findTab, portfolioTabs, type PortfolioTab } from "../../content/portfolio.ts";
import { MotionVideos } from "./motion-videos.tsx";
import { WorkGrid } from "./work-grid.tsx";

const tabId = (slug: string) => `portfolio-tab-${slug}`;
const panelId = (slug: string) => `portfolio-panel-${slug}`;

export function PortfolioTabs() {
  const [search, setSearch] = useSearchParams();
  const active = findTab(search.get("tab"));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const root = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);

  // On phones the tab row scrolls sideways: keep the selected tab (say, a linked ?tab=brochure) in view.
  useEffect(() => {
    const tab = tabs.current[portfolioTabs.indexOf(active)];
    const row = list.current;
    if (!tab || !row) return;
    if (tab.offsetLeft < row.scrollLeft || tab.offsetLeft + tab.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = tab.offsetLeft - (row.clientWidth - tab.offsetWidth) / 2;
    }
  }, [active]);

  const select = (tab: PortfolioTab) => {
    // Switching while scrolled deep into a long gallery starts the new one from its top.
    if (root.current && root.current.getBoundingClientRect().top < 0) root.current.scrollIntoView();
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (tab.slug === DEFAULT_TAB) next.delete("tab");
        else next.set("tab", tab.slug);
        return next;
      },
      { replace: true },
    );
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
      <div className="portfolio-tabs__list" ref={list} role="tablist" aria-label="Kinds of work" onKeyDown={onKeyDown}>
        {portfolioTabs.map((tab, i) => {
          const selected = tab === active;
          return (
            <button
              key={tab.slug}
              ref={(element) => {
                tabs.current[i] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.slug)}
              className="portfolio-tabs__tab"
              aria-selected={selected}
              aria-controls={panelId(tab.slug)}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab)}
            >
              {tab.label}
            </button>
          );
        })}
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
          {tab === active && <TabContent tab={tab} />}
        </section>
      ))}
    </div>
  );
}

function TabContent({ tab }: { tab: PortfolioTab }) {
  return (
    <>
      <header className="portfolio-tabs__intro">
        <h2 className="portfolio-tabs__heading">{tab.heading}</h2>
        <p>{tab.intro}</p>
      </header>
      {tab.slug === "motion" ? (
        <MotionVideos />
      ) : (
        <WorkGrid items={tab.items} aspect={tab.aspect} columns={tab.aspect.width > tab.aspect.height * 1.2 ? "wide" : "narrow"} />
      )}
    </>
  );
}
