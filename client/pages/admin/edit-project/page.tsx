// One project: its words on one side, its images on the other, with preview, the live page
// (once published) and delete at the top.
import { useState } from "react";
import { useLocation } from "wouter";
import { AdminShell } from "../../../components/admin/admin-shell.tsx";
import { DeleteProject } from "../../../components/admin/content/delete-project.tsx";
import { EditorTrail } from "../../../components/admin/editor-trail.tsx";
import { ProjectForm } from "../../../components/admin/content/project-form.tsx";
import { ProjectImages } from "../../../components/admin/content/project-images.tsx";
import { useServices } from "../../../components/admin/content/use-services.ts";
import { StatusBadge } from "../../../components/admin/content/status-badge.tsx";
import { LoadProject } from "../../../components/admin/content/load-project.tsx";
import { PrefetchLink } from "../../../components/prefetch-link.tsx";
import type { Project } from "../../../contract/projects.ts";
import { projectPath } from "../../../contract/families.ts";
import type { PageProps } from "../../../lazy-page.tsx";
import { RevisionHistory } from "../../../components/admin/history/revision-history.tsx";

export default function EditProjectPage({ params }: PageProps) {
  return (
    <AdminShell section="projects" title="Edit project" lead="Changes show on the site at the next visit; a draft stays hidden until you publish it.">
      <LoadProject id={params.id!} loadingLabel="Loading project...">
        {(project) => <ProjectEditor initial={project} />}
      </LoadProject>
    </AdminShell>
  );
}

function ProjectEditor({ initial }: { initial: Project }) {
  const [project, setProject] = useState(initial);
  const [, navigate] = useLocation();
  const { nameOf, slugOf } = useServices();
  const path = projectPath(slugOf(project.family), project.slug);
  return (
    <>
      <div className="project-bar">
        <EditorTrail list={{ href: "/admin/projects", label: "Projects" }} steps={[nameOf(project.family)]} current={project.title}>
          <StatusBadge status={project.status} />
        </EditorTrail>
        <div className="project-bar__actions">
          <PrefetchLink href={`/admin/projects/${project._id}/preview`} className="admin-action">
            Preview
          </PrefetchLink>
          {project.status === "published" ? (
            <>
              <a href={path} className="admin-action" target="_blank" rel="noopener">
                View on site
              </a>
              {/* Edit mode on the live gallery page (in-place.tsx opens it for "#edit"). */}
              <a href={`${path}#edit`} className="admin-action">
                Edit on the page
              </a>
            </>
          ) : null}
          <DeleteProject
            project={project}
            onDeleted={() => {
              navigate("/admin/projects");
              // After an Undo, back to the restored project.
              return () => navigate(`/admin/projects/${project._id}`);
            }}
            label="Delete project"
          />
        </div>
      </div>
      <div className={`project-editor${project.images.length === 0 ? " project-editor--needs-images" : ""}`}>
        <section className="admin-panel" aria-labelledby="details-heading">
          <h2 id="details-heading">Details</h2>
          <ProjectForm project={project} onSaved={(saved) => setProject((current) => ({ ...saved, images: saved.images ?? current.images }))} />
        </section>
        <section className="admin-panel project-editor__images" aria-labelledby="images-heading">
          <h2 id="images-heading">
            Images <span className="admin-count">{project.images.length}</span>
          </h2>
          <ProjectImages project={project} onChange={setProject} />
        </section>
      </div>
      {/* A revert changes the form's words and the images: the editor loads the project again. */}
      <RevisionHistory
        subject={`project:${project._id}`}
        what={`the project “${project.title}”`}
        onReverted={() => location.reload()}
        reloadKey={project.updatedAt}
      />
    </>
  );
}
