// The portfolio's tabs (the owner's list, in the owner's order) as an accessible tablist: arrow keys, Home and End move between tabs
// (and select them), and the active tab lives in the URL (?tab=) so any tab can be linked.
// The server reads the same search string, so /portfolio?tab=cgi arrives already on CGI; each
// tab is a real link to its URL, so a tap before the scripts arrive (or without them) loads
// that tab from the server, and once they have, the click switches in place. A tab with nothing
// on it is left out (its link, ?tab=, opens the default tab: the first that has work); the films
// tab (Motion) has something when it has films or a playlist to list. Hidden tabs never arrive.
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { useLocation, useSearchParams } from "wouter";
import type { MotionData } from "../../contract/films.ts";
import type { PortfolioTabItems } from "../../contract/portfolio.ts";
import { Chevron } from "../chevron.tsx";
import { MotionVideos } from "./motion-videos.tsx";
import { useScrollEdges } from "../use-scroll-edges.ts";
import { WorkGrid } from "./work-grid.tsx";
import { EditElsewhere } from "../in-place/edit-elsewhere.tsx";
import { FormLink } from "../form-link.tsx";
import { useStudio } from "../../studio.ts";

const tabId = (slug: string) => `portfolio-tab-${slug}`;
const panelId = (slug: string) => `portfolio-panel-${slug}`;

type Tab = PortfolioTabItems;

/** `pager`: what follows a tab's pieces, its pages (client/components/portfolio/tab-pager.tsx). */
type Props = { tabs: Tab[]; motion: MotionData; pager?: (tab: Tab) => ReactNode };

/** The tabs with something on them; when the studio has shown no work yet, a word and the way to start a project. */
export function PortfolioTabs({ tabs, ...props }: Props) {
  const shown = tabs.filter((tab) => (tab.style === "films" ? props.motion.films.length > 0 || props.motion.playlist : tab.items.length > 0));
  return shown.length > 0 ? <TabList tabs={shown} {...props} /> : <NoWorkYet />;
}

function NoWorkYet() {
  const studio = useStudio();
  return (
    <div className="portfolio__empty">
      <p className="portfolio__empty-title">The first pieces are on their way.</p>
      <p>Until they are here, tell {studio.name} what you are making.</p>
      <FormLink className="button button--primary" href={studio.forms.enquiry}>
        Start a project
      </FormLink>
    </div>
  );
}

function TabList({ tabs: portfolioTabs, motion, pager }: Props) {
  const [search, setSearch] = useSearchParams();
  const [path] = useLocation();
  // The first tab is the one /portfolio opens on, with no ?tab= in its URL.
  const first = portfolioTabs[0]!;
  const active = portfolioTabs.find((tab) => tab.slug === search.get("tab")) ?? first;
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
    // Another tab opens on its first page.
    next.delete("page");
    if (tab === first) next.delete("tab");
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
            <Chevron direction={side === "after" ? "right" : "left"} size={14} weight={3.6} />
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
          {tab === active && <TabContent tab={tab} motion={motion} pager={pager} />}
        </section>
      ))}
    </div>
  );
}

/**
 * The tab's heading and intro are the tab's own, not the page document's: in edit mode a link
 * says where they are edited (Portfolio › Manage tabs, in a new browser tab so the drafts stay).
 */
function TabContent({ tab, motion, pager }: { tab: Tab; motion: MotionData; pager: Props["pager"] }) {
  return (
    <>
      <header className="portfolio-tabs__intro">
        <h2 className="portfolio-tabs__heading">{tab.heading || tab.label}</h2>
        {tab.intro ? <p>{tab.intro}</p> : null}
        <EditElsewhere href="/admin/portfolio">Edit this tab's name, heading and intro in Portfolio › Manage tabs</EditElsewhere>
      </header>
      {tab.style === "films" ? (
        <MotionVideos motion={motion} />
      ) : (
        <>
          <WorkGrid items={tab.items} />
          {pager?.(tab)}
        </>
      )}
    </>
  );
}
