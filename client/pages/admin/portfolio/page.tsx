// The portfolio page's tabs: the items of each (image, title, caption, alt, link, or one of the
// projects) in the owner's order, and the Motion tab's playlist.
import { useState } from "react";
import { portfolioApi, projectsApi } from "../../../content-api.ts";
import { AdminShell } from "../../../components/admin/admin-shell.tsx";
import { ItemBoard } from "../../../components/admin/content/item-board.tsx";
import type { ProjectChoice } from "../../../components/admin/content/item-form.tsx";
import { PlaylistForm } from "../../../components/admin/content/playlist-form.tsx";
import { Tabs } from "../../../components/admin/content/tabs.tsx";
import { LoadFailed, Loading } from "../../../components/admin/load-state.tsx";
import { useLoad } from "../../../components/admin/use-load.ts";
import { PORTFOLIO_MESSAGES, PortfolioItemForm, type AdminPortfolioItem, type PortfolioAnswer, type TabSlug } from "../../../contract/portfolio.ts";
import { projectPath } from "../../../contract/families.ts";
import type { PageProps } from "../../../lazy-page.tsx";

type Loaded = Pick<PortfolioAnswer, "tabs" | "motionPlaylistId"> & { projects: ProjectChoice[] };
const REQUIRED = { title: PORTFOLIO_MESSAGES.titleRequired, image: PORTFOLIO_MESSAGES.imageRequired };

export default function PortfolioAdminPage(_props: PageProps) {
  return (
    <AdminShell
      section="portfolio"
      title="Portfolio"
      lead="What each tab of the portfolio page shows, in your order: your projects (each chooses its tabs in its editor) and items with their own image and link."
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
  const [tab, setTab] = useState<TabSlug>("posters");
  const loaded = useLoad<Loaded>(
    async () => {
      const [portfolio, { projects }] = await Promise.all([portfolioApi.list(), projectsApi.list()]);
      // Drafts too, marked: an item of a draft shows once the project is published.
      const choices = projects.map((p) => ({
        _id: p._id,
        title: p.status === "draft" ? `${p.title} (draft, shown once published)` : p.title,
        path: projectPath(p.family, p.slug),
      }));
      return { tabs: portfolio.tabs, motionPlaylistId: portfolio.motionPlaylistId, projects: choices };
    },
    "Failed to load the portfolio",
    "portfolio",
  );
  if (loaded.state === "loading") return <Loading label="Loading portfolio..." />;
  if (loaded.state === "error") {
    return <LoadFailed message={loaded.message} reload={loaded.reload} />;
  }
  const data = loaded.data;
  const current = data.tabs.find((t) => t.slug === tab) ?? data.tabs[0]!;
  const slug = current.slug as TabSlug;
  const setItems = (items: AdminPortfolioItem[]) =>
    loaded.set({ ...data, tabs: data.tabs.map((t) => (t.slug === current.slug ? { ...t, items } : t)) });
  const record = ({ message, item }: { message: string; item: AdminPortfolioItem }) => ({ message, record: item });
  const tabs = data.tabs.map((t) => ({ key: t.slug as TabSlug, label: t.label, count: t.slug === "motion" ? undefined : t.items.length }));

  return (
    <Tabs<TabSlug> label="Portfolio tabs" tabs={tabs} current={slug} onSelect={setTab}>
      {slug === "motion" ? (
        <PlaylistForm playlistId={data.motionPlaylistId} onSaved={(motionPlaylistId) => loaded.set({ ...data, motionPlaylistId })} />
      ) : (
        <ItemBoard<AdminPortfolioItem>
          key={slug}
          place={current.label}
          noun="Item"
          schema={PortfolioItemForm}
          required={REQUIRED}
          items={current.items}
          links={["link"]}
          projects={data.projects}
          add={async (form, onProgress) => record(await portfolioApi.add(slug, form, { onProgress }))}
          update={async (id, form, onProgress) => record(await portfolioApi.update(id, form, { onProgress }))}
          remove={(id) => portfolioApi.remove(id)}
          order={(ids) => portfolioApi.order(slug, ids)}
          onItems={setItems}
          editedElsewhere={projectEntry}
          reload={loaded.reload}
        />
      )}
    </Tabs>
  );
}
