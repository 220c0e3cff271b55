// Every project, drafts too, a page of fifty at a time, searched and filtered on the server
// (list-view.ts keeps the service, status, search and page in the URL): service by service in
// the owner's order. Each row opens, previews or deletes its project (Delete as in the editor,
// with Undo), any chosen can be published, unpublished or deleted at once (with Undo), and with
// one service shown whole its projects can be dragged into order.
import { useEffect } from "react";
import { useSearchParams } from "wouter";
import { AdminShell } from "../../../components/admin/admin-shell.tsx";
import { Tabs } from "../../../components/admin/content/tabs.tsx";
import { SearchBox } from "../../../components/admin/search-box.tsx";
import { useServices } from "../../../components/admin/content/use-services.ts";
import { EmptyList } from "../../../components/admin/empty-list.tsx";
import { LoadFailed, Loading } from "../../../components/admin/load-state.tsx";
import { useLoad } from "../../../components/admin/use-load.ts";
import { PROJECT_LIST_LIMITS, type ProjectListAnswer } from "../../../contract/project-list.ts";
import { pagingOf } from "../../../contract/paging.ts";
import type { PageProps } from "../../../lazy-page.tsx";
import { ButtonLink } from "../../../components/admin/button-link.tsx";
import { loadProjectList, readView, viewSearch, type ListView, type Show } from "./list-view.ts";
import { ProjectRows } from "./project-rows.tsx";

export default function ProjectsPage(_props: PageProps) {
  const [search, setSearch] = useSearchParams();
  const view = readView(search);
  // `replace`: a correction (a page past the end), not a step the Back button should retrace.
  const show: Show = (next, { replace = false } = {}) => setSearch(new URLSearchParams(viewSearch(next)), { replace });
  return (
    <AdminShell
      section="projects"
      title="Projects"
      lead="Each project is a gallery page on its service. Drafts stay hidden from visitors until you publish them."
      actions={
        <ButtonLink href="/admin/projects/new" primary>
          New project
        </ButtonLink>
      }
    >
      <ProjectList view={view} show={show} />
    </AdminShell>
  );
}

function ProjectList({ view, show }: { view: ListView; show: Show }) {
  const loaded = useLoad<ProjectListAnswer>(() => loadProjectList(view), "Failed to load the projects", viewSearch(view));
  const services = useServices();
  const answer = loaded.state === "ready" ? loaded.data : null;
  const { pages } = pagingOf(view.page, answer?.total ?? 0, PROJECT_LIST_LIMITS.pageSize);
  // A page emptied by the owner's own changes (or a link past the end) moves back to the last one.
  const beyond = answer !== null && answer.projects.length === 0 && view.page > 1;
  useEffect(() => {
    if (beyond) show({ ...view, page: pages }, { replace: true });
  }, [beyond, pages, view, show]);

  if (loaded.state === "error") return <LoadFailed message={loaded.message} reload={loaded.reload} />;
  const families = answer?.families ?? [];
  const all = families.reduce((sum, family) => sum + family.total, 0);
  if (answer && all === 0) {
    return (
      <EmptyList
        text="No projects yet. Create the first one, add its images, and publish it when it is ready."
        href="/admin/projects/new"
        action="New project"
      />
    );
  }
  const tabs = [
    { key: "all" as const, label: "All services", count: all },
    // Every live service, in the owner's order (the server's).
    ...families.map(({ family, total }) => ({ key: family, label: services.nameOf(family), count: total })),
  ];
  const drafts = (view.service ? families.filter((f) => f.family === view.service) : families).reduce((sum, f) => sum + f.drafts, 0);
  return (
    <Tabs<string>
      label="Show projects of"
      tabs={tabs}
      current={view.service ?? "all"}
      onSelect={(key) => show({ ...view, service: key === "all" ? null : key, page: 1 })}
    >
      <Filters key={`filters:${view.q}`} view={view} show={show} drafts={drafts} />
      {loaded.state === "loading" || beyond || !answer ? (
        <Loading label="Loading projects..." />
      ) : (
        // A new filter, search or page starts with nothing selected.
        <ProjectRows key={viewSearch(view)} view={view} show={show} answer={answer} loaded={loaded} services={services} />
      )}
    </Tabs>
  );
}

/** The search (title or address) and the status filter; both start again from page 1. */
function Filters({ view, show, drafts }: { view: ListView; show: Show; drafts: number }) {
  return (
    <SearchBox label="Search projects" placeholder="Title or address" maxLength={PROJECT_LIST_LIMITS.search} view={view} show={show}>
      <label htmlFor="project-status" className="visually-hidden">
        Status
      </label>
      <select
        id="project-status"
        className="admin-select inbox-search__input project-filters__status"
        value={view.status ?? ""}
        onChange={(event) => show({ ...view, status: (event.target.value || null) as ListView["status"], page: 1 })}
      >
        <option value="">Any status</option>
        <option value="published">Published</option>
        <option value="draft">{drafts === 1 ? "Drafts (1)" : `Drafts (${drafts})`}</option>
      </select>
    </SearchBox>
  );
}
