// The portfolio page's tabs: the items of each (image, title, caption, alt, link, or one of the
// projects) in the owner's order, a page at a time and searched on the server, and the Motion
// tab's films and playlist.
import { useState } from "react";
import { AdminShell } from "../../../components/admin/admin-shell.tsx";
import { ItemBoard } from "../../../components/admin/content/item-board.tsx";
import type { ProjectChoice } from "../../../components/admin/content/item-form.tsx";
import { MotionBoard } from "../../../components/admin/content/motion-board.tsx";
import { Tabs } from "../../../components/admin/content/tabs.tsx";
import { LoadFailed, Loading } from "../../../components/admin/load-state.tsx";
import { useLoad } from "../../../components/admin/use-load.ts";
import { TabManager } from "../../../components/admin/content/tab-manager.tsx";
import {
  PORTFOLIO_MESSAGES,
  PORTFOLIO_PAGE_SIZE,
  PORTFOLIO_SEARCH_MAX,
  PortfolioItemForm,
  type AdminPortfolioItem,
  type PortfolioAnswer,
} from "../../../contract/portfolio.ts";
import { pagingOf } from "../../../contract/paging.ts";
import { ListPages } from "../../../components/admin/list-pages.tsx";
import { SearchBox } from "../../../components/admin/search-box.tsx";
import { notify } from "../../../components/admin/notify.ts";
import { call, ApiError, reportError } from "../../../api.ts";
import { projectPath } from "../../../contract/families.ts";
import type { PageProps } from "../../../lazy-page.tsx";
import type { AdminVideosAnswer } from "../../../contract/films.ts";
import { PORTFOLIO, VIDEOS } from "../../../contract/endpoints/content.ts";
import { PROJECTS } from "../../../contract/endpoints/projects.ts";

/** What every tab's board needs beside its page: the Motion tab's films and the projects an item may stand for. */
type Extras = Pick<AdminVideosAnswer, "films" | "playlist"> & { projects: ProjectChoice[] };
/** A page of a tab, with the page it is and the words it was searched for ("" for none). */
type Shown = PortfolioAnswer & { page: number; q: string };
const REQUIRED = { title: PORTFOLIO_MESSAGES.titleRequired, image: PORTFOLIO_MESSAGES.imageRequired };

export default function PortfolioAdminPage(_props: PageProps) {
  return (
    <AdminShell
      section="portfolio"
      title="Portfolio"
      lead="What each tab of the portfolio page shows, in your order: your projects (each chooses its tabs in its editor) and items with their own image and link; Motion shows your films. Manage tabs adds, renames, reorders and hides tabs. A tab with nothing on it is hidden on the site."
    >
      <PortfolioBoard />
    </AdminShell>
  );
}

/** A project's entry on a tab is edited with the project (its tabs, words and cover). */
function projectEntry(item: AdminPortfolioItem) {
  if (!item.projectId) return null;
  const tag = item.projectStatus === "draft" ? "Project · draft, shown once published" : item.image ? "Project" : "Project · no cover yet";
  return { tag, href: `/admin/projects/${item.projectId}` };
}

function PortfolioBoard() {
  const [tab, setTab] = useState<string>("");
  const [page, setPage] = useState(1);
  const [q, setQ] = useState("");
  const extras = useLoad<Extras>(
    async () => {
      const [{ projects }, videos] = await Promise.all([call(PROJECTS.choices), call(VIDEOS.list)]);
      // Titles and addresses only (not every project's images). Drafts too, marked: an item of a
      // draft shows once the project is published.
      const choices = projects.map((p) => ({
        _id: p._id,
        title: p.status === "draft" ? `${p.title} (draft, shown once published)` : p.title,
        path: projectPath(p.family, p.slug),
      }));
      return { films: videos.films, playlist: videos.playlist, projects: choices };
    },
    "Failed to load the portfolio",
    "portfolio-extras",
  );
  // One page of the chosen tab (PORTFOLIO_PAGE_SIZE items, or of its matches), with every tab's
  // count. Another tab, page or search is a refresh: the tabs stay on screen (the Motion tab's
  // board at once) while it loads.
  const loaded = useLoad<Shown>(
    async () => {
      try {
        return { ...(await call(PORTFOLIO.list, { query: { tab, page: String(page), ...(q && { q }) } })), page, q };
      } catch (error) {
        // The tab shown was removed (Manage tabs): the first tab instead.
        if (!(tab && error instanceof ApiError && error.status === 404)) throw error;
        return { ...(await call(PORTFOLIO.list, { query: { tab: "", page: "1" } })), page: 1, q: "" };
      }
    },
    "Failed to load the portfolio",
    "portfolio",
    `${tab}:${page}:${q}`,
  );
  if (loaded.state === "error" || extras.state === "error") {
    const failed = loaded.state === "error" ? loaded : extras;
    return <LoadFailed message={failed.state === "error" ? failed.message : ""} reload={failed.reload} />;
  }
  if (loaded.state === "loading" || extras.state === "loading") return <Loading label="Loading portfolio..." />;
  const data = loaded.data;
  const more = extras.data;
  const current = data.tabs.find((t) => t._id === tab) ?? data.tabs.find((t) => t._id === data.tab);
  // Another tab starts unsearched.
  const choose = (key: string) => {
    setTab(key);
    setPage(1);
    setQ("");
  };
  const countOf = (t: (typeof data.tabs)[number]) => (t.style === "films" ? more.films.length : t.count);
  const counted = data.tabs.map((t) => ({ ...t, count: countOf(t) }));
  const manager = (
    <TabManager
      tabs={counted}
      onChanged={loaded.refresh}
      onOrder={(change) => {
        // Changed as the manager's rows (a removed row is found by identity), kept as the answer's tabs.
        const byId = new Map(data.tabs.map((t) => [t._id, t]));
        const next = change(counted).flatMap((t) => byId.get(t._id) ?? []);
        loaded.set({ ...data, tabs: next });
        // The tab shown was removed: the first one left instead.
        if (current && !next.some((t) => t._id === current._id)) choose(next[0]?._id ?? "");
      }}
    />
  );
  if (!current) return manager;
  const tabId = current._id;
  // The page and words of the tab chosen; the first page, unsearched, of the one shown in its place when it is gone.
  const at = tabId === tab ? page : 1;
  const words = tabId === tab ? q : "";
  const arrived = data.tab === tabId && data.page === at && data.q === words;
  // An item added or deleted here changes the tab's count as well as the page. Added while
  // searched, it may not match: the results are the server's again, as a reload would show them.
  const setItems = (items: AdminPortfolioItem[]) => {
    loaded.set((now) => {
      const change = items.length - now.items.length;
      return { ...now, items, total: now.total + change, tabs: now.tabs.map((t) => (t._id === tabId ? { ...t, count: t.count + change } : t)) };
    });
    if (words && items.length > data.items.length) loaded.refresh();
  };
  const record = ({ message, item }: { message: string; item: AdminPortfolioItem }) => ({ message, record: item });
  const tabs = data.tabs.map((t) => ({ key: t._id, label: t.hidden ? `${t.label} (hidden)` : t.label, count: countOf(t) }));
  const { pages } = pagingOf(at, data.total, PORTFOLIO_PAGE_SIZE);
  const move = async (id: string, place: "top" | "bottom") => {
    try {
      notify.success((await call(PORTFOLIO.order, { params: { tab: tabId }, body: { ids: [id], place } })).message);
      loaded.refresh();
    } catch (error) {
      reportError(error, "Could not move the item");
    }
  };
  const first = (at - 1) * PORTFOLIO_PAGE_SIZE;
  const search = {
    words,
    of: current.count,
    box: (
      <SearchBox
        key={words}
        label={`Search ${current.label}`}
        placeholder="Title, or its project's"
        maxLength={PORTFOLIO_SEARCH_MAX}
        view={{ q: words, page: at }}
        show={(view) => {
          setTab(tabId);
          setQ(view.q);
          setPage(view.page);
        }}
      />
    ),
  };

  return (
    <>
      {manager}
      <Tabs<string> label="Portfolio tabs" tabs={tabs} current={tabId} onSelect={choose}>
        {current.style === "films" ? (
          <MotionBoard
            films={more.films}
            playlist={more.playlist}
            onChange={(change) => extras.set({ ...more, ...change(more) })}
            reload={extras.reload}
          />
        ) : !arrived ? (
          <Loading label={`Loading ${current.label}...`} />
        ) : (
          <ItemBoard<AdminPortfolioItem>
            key={tabId}
            place={current.label}
            noun="Item"
            schema={PortfolioItemForm}
            required={REQUIRED}
            items={data.items}
            links={["link"]}
            projects={more.projects}
            add={async (form, onProgress) => record(await call(PORTFOLIO.add, { params: { tab: tabId }, body: form, onProgress }))}
            update={async (id, form, onProgress) => record(await call(PORTFOLIO.update, { params: { id }, body: form, onProgress }))}
            remove={(id) => call(PORTFOLIO.remove, { params: { id } })}
            order={(ids) => call(PORTFOLIO.order, { params: { tab: tabId }, body: { ids, place: "among" } })}
            onItems={setItems}
            editedElsewhere={projectEntry}
            reload={loaded.reload}
            search={search}
            paged={
              pages > 1
                ? {
                    total: data.total,
                    move: (id, place) => void move(id, place),
                    pages: (
                      <ListPages
                        label={`Pages of ${current.label}`}
                        range={`${words ? "Matches" : "Items"} ${first + 1}–${first + data.items.length} of ${data.total}`}
                        page={at}
                        pages={pages}
                        onPage={(next) => {
                          setTab(tabId);
                          setPage(next);
                        }}
                      />
                    ),
                  }
                : undefined
            }
            bulk={{
              list: "portfolio-items",
              label: "Item",
              moveTo: data.tabs.filter((t) => t.style === "items" && t._id !== tabId).map((t) => ({ value: t._id, label: t.label })),
              onChanged: loaded.refresh,
            }}
          />
        )}
      </Tabs>
    </>
  );
}
