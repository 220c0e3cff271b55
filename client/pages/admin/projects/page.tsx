// Every project, drafts too, grouped by the service it belongs to, in the owner's order; each
// row opens, previews or deletes its project (Delete as in the editor, with Undo).
import type { ReactNode } from "react";
import { projectsApi } from "../../../content-api.ts";
import { AdminShell } from "../../../components/admin/admin-shell.tsx";
import { familyName } from "../../../components/admin/content/family-name.ts";
import { StatusBadge } from "../../../components/admin/content/status-badge.tsx";
import { Thumb } from "../../../components/admin/content/thumb.tsx";
import { EmptyList } from "../../../components/admin/empty-list.tsx";
import { LoadFailed, Loading } from "../../../components/admin/load-state.tsx";
import { orderedList } from "../../../components/admin/ordered-list.ts";
import { SortableList } from "../../../components/admin/sortable-list.tsx";
import { useLoad } from "../../../components/admin/use-load.ts";
import { PrefetchLink } from "../../../components/prefetch-link.tsx";
import type { Project } from "../../../contract/projects.ts";
import { projectPath, SERVICE_ORDER, type Family } from "../../../contract/families.ts";
import type { PageProps } from "../../../lazy-page.tsx";
import { ButtonLink } from "../../../components/admin/button-link.tsx";
import { DeleteProject } from "../../../components/admin/content/delete-project.tsx";

export default function ProjectsPage(_props: PageProps) {
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
      <ProjectList />
    </AdminShell>
  );
}

function ProjectList() {
  const loaded = useLoad<Project[]>(async () => (await projectsApi.list()).projects, "Failed to load the projects", "projects");
  if (loaded.state === "loading") return <Loading label="Loading projects..." />;
  if (loaded.state === "error") {
    return <LoadFailed message={loaded.message} reload={loaded.reload} />;
  }
  const projects = loaded.data;
  // Each family is ordered on its own; the list keeps the families together.
  const reorder = (family: Family) =>
    orderedList<Project>(
      (project) => project._id,
      (change) => loaded.set([...projects.filter((p) => p.family !== family), ...change(projects.filter((p) => p.family === family))]),
      (ids) => projectsApi.order(family, ids),
    );
  const families = SERVICE_ORDER.filter((family) => projects.some((p) => p.family === family));
  if (families.length === 0) {
    return (
      <EmptyList
        text="No projects yet. Create the first one, add its images, and publish it when it is ready."
        href="/admin/projects/new"
        action="New project"
      />
    );
  }
  const drafts = projects.filter((project) => project.status === "draft").length;
  return (
    <>
      <nav className="family-jump" aria-label="Services">
        {families.map((family) => (
          <a key={family} href={`#family-${family}`} className="family-jump__link">
            {familyName(family)} <span className="admin-count">{projects.filter((p) => p.family === family).length}</span>
          </a>
        ))}
        {drafts ? <span className="family-jump__drafts">{drafts === 1 ? "1 draft" : `${drafts} drafts`}</span> : null}
      </nav>
      {families.map((family) => {
        const list = projects.filter((project) => project.family === family);
        return (
          <section key={family} className="admin-section" aria-labelledby={`family-${family}`}>
            <h2 id={`family-${family}`}>
              {familyName(family)} <span className="admin-count">{list.length}</span>
            </h2>
            <SortableList
              label={`${familyName(family)} projects`}
              className="project-rows"
              items={list}
              itemId={(project) => project._id}
              itemLabel={(project) => project.title}
              onReorder={(ids) => void reorder(family).reorder(ids)}
              renderItem={(project, handle) => (
                <ProjectRow
                  project={project}
                  handle={handle}
                  onDeleted={() => {
                    loaded.set((current) => current.filter((other) => other._id !== project._id));
                    // After an Undo, the list as the server has it (the project back in its place).
                    return loaded.reload;
                  }}
                />
              )}
            />
          </section>
        );
      })}
    </>
  );
}

function ProjectRow({ project, handle, onDeleted }: { project: Project; handle: ReactNode; onDeleted(): () => void }) {
  const count = project.images.length;
  return (
    <div className="project-row">
      {handle}
      <Thumb image={project.cover} />
      <div className="project-row__text">
        <p className="project-row__title">
          <PrefetchLink href={`/admin/projects/${project._id}`}>{project.title}</PrefetchLink>
          <StatusBadge status={project.status} />
        </p>
        <p className="project-row__meta">
          <span>{count === 1 ? "1 image" : `${count} images`}</span>
          <span className="project-row__path">{projectPath(project.family, project.slug)}</span>
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
