// One page of the projects list: its rows service by service, each with a checkbox (and one for
// all shown, in the selection bar every list shares), the bulk actions for those chosen, and the
// pages. With one service shown whole, its rows are dragged into order.
import type { ReactNode } from "react";
import { BulkActions } from "../../../components/admin/bulk-actions.tsx";
import { ListPages } from "../../../components/admin/list-pages.tsx";
import { DeleteProject } from "../../../components/admin/content/delete-project.tsx";
import { StatusBadge } from "../../../components/admin/content/status-badge.tsx";
import { Thumb } from "../../../components/admin/content/thumb.tsx";
import { orderedList } from "../../../components/admin/ordered-list.ts";
import { SelectBox } from "../../../components/admin/select-box.tsx";
import { SelectionBar } from "../../../components/admin/selection-bar.tsx";
import { SortableList } from "../../../components/admin/sortable-list.tsx";
import type { Loaded, Setter } from "../../../components/admin/use-load.ts";
import { useSelection, type Selection } from "../../../components/admin/use-selection.ts";
import { PrefetchLink } from "../../../components/prefetch-link.tsx";
import { TRASH_PERIOD } from "../../../contract/common.ts";
import { projectPath } from "../../../contract/families.ts";
import { pageOffset, pagingOf } from "../../../contract/paging.ts";
import { PROJECT_LIST_LIMITS, type ProjectListAnswer, type ProjectSummary } from "../../../contract/project-list.ts";
import { canReorder, type ListView, type Show } from "./list-view.ts";
import type { useServices } from "../../../components/admin/content/use-services.ts";
import { call } from "../../../api.ts";
import { PROJECTS } from "../../../contract/endpoints/projects.ts";

type Services = ReturnType<typeof useServices>;

type Props = {
  view: ListView;
  show: Show;
  answer: ProjectListAnswer;
  loaded: Loaded<ProjectListAnswer> & { reload(): void; refresh(): void; set: Setter<ProjectListAnswer> };
  /** The services' names and addresses (a row's address is its service's). */
  services: Pick<Services, "nameOf" | "slugOf">;
};

export function ProjectRows({ view, show, answer, loaded, services }: Props) {
  const { projects, total } = answer;
  const { pageSize } = PROJECT_LIST_LIMITS;
  const selection = useSelection(projects.map((project) => project._id));
  if (projects.length === 0) {
    return (
      <p className="admin-muted project-list__none" role="status">
        No projects match. Try other words, or another service or status.
      </p>
    );
  }
  const setProjects = (change: (current: ProjectSummary[]) => ProjectSummary[]) =>
    loaded.set((current) => ({ ...current, projects: change(current.projects) }));
  const reorderable = canReorder(view, answer);
  const reorder = (family: string) =>
    orderedList<ProjectSummary>(
      (project) => project._id,
      setProjects,
      (ids) => call(PROJECTS.order, { body: { family, ids } }),
    );
  const onDeleted = (project: ProjectSummary) => () => {
    setProjects((current) => current.filter((other) => other._id !== project._id));
    // After an Undo, the list as the server has it (the project back in its place).
    return loaded.reload;
  };
  const row = (project: ProjectSummary, handle: ReactNode) => (
    <ProjectRow
      project={project}
      path={projectPath(services.slugOf(project.family), project.slug)}
      handle={handle}
      selection={selection}
      onDeleted={onDeleted(project)}
    />
  );
  // In the services' order (the server's), those with a project on this page.
  const families = answer.families.map((f) => f.family).filter((family) => projects.some((p) => p.family === family));
  const { page, pages } = pagingOf(view.page, total, pageSize);
  const first = pageOffset(page, pageSize) + 1;
  return (
    <>
      <SelectionBar selection={selection} noun="projects">
        {(ids, done) => (
          <BulkActions
            list="projects"
            label="Project"
            ids={ids}
            done={done}
            onChanged={loaded.refresh}
            publish
            explanation={`Their pages and cards leave the site at once, with their images, and stay in the Trash for ${TRASH_PERIOD}, where you can restore them.`}
          />
        )}
      </SelectionBar>
      {!reorderable && !view.q && !view.status && (
        <p className="admin-muted project-list__hint">
          {view.service
            ? `This service has more projects than one page shows (${pageSize}), so they cannot be dragged into order here.`
            : "To drag projects into order, choose their service."}
        </p>
      )}
      {families.map((family) => {
        const list = projects.filter((project) => project.family === family);
        const count = answer.families.find((f) => f.family === family)?.total ?? list.length;
        return (
          <section key={family} className="admin-section" aria-labelledby={`family-${family}`}>
            <h2 id={`family-${family}`}>
              {services.nameOf(family)} <span className="admin-count">{count}</span>
            </h2>
            {reorderable ? (
              <SortableList
                label={`${services.nameOf(family)} projects`}
                className="project-rows"
                items={list}
                itemId={(project) => project._id}
                itemLabel={(project) => project.title}
                onReorder={(ids) => void reorder(family).reorder(ids)}
                renderItem={row}
              />
            ) : (
              <ul className="project-rows" aria-label={`${services.nameOf(family)} projects`}>
                {list.map((project) => (
                  <li key={project._id}>{row(project, null)}</li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <ListPages
        label="Pages of projects"
        range={pages === 1 ? `${total} ${total === 1 ? "project" : "projects"}` : `${first}–${first + projects.length - 1} of ${total}`}
        page={page}
        pages={pages}
        onPage={(to) => show({ ...view, page: to })}
      />
    </>
  );
}

type RowProps = { project: ProjectSummary; path: string; handle: ReactNode; selection: Selection; onDeleted(): () => void };

function ProjectRow({ project, path, handle, selection, onDeleted }: RowProps) {
  const count = project.imageCount;
  return (
    <div className={`project-row${selection.has(project._id) ? " is-selected" : ""}`}>
      <SelectBox selection={selection} id={project._id} label={`Select ${project.title}`} />
      {handle}
      <Thumb image={project.cover} />
      <div className="project-row__text">
        <p className="project-row__title">
          <PrefetchLink href={`/admin/projects/${project._id}`}>{project.title}</PrefetchLink>
          <StatusBadge status={project.status} />
        </p>
        <p className="project-row__meta">
          <span>{count === 1 ? "1 image" : `${count} images`}</span>
          <span className="project-row__path">{path}</span>
        </p>
      </div>
      <div className="project-row__actions">
        <PrefetchLink href={`/admin/projects/${project._id}/preview`} className="admin-action" aria-label={`Preview ${project.title}`}>
          Preview
        </PrefetchLink>
        <PrefetchLink href={`/admin/projects/${project._id}`} className="admin-action" aria-label={`Edit ${project.title}`}>
          Edit
        </PrefetchLink>
        <DeleteProject project={project} onDeleted={onDeleted} label="Delete" buttonLabel={`Delete ${project.title}`} />
      </div>
    </div>
  );
}
