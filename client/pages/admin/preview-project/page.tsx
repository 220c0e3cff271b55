// The owner's preview of a project, drafts included: the public gallery page itself, fed from
// the admin API, under a bar that says it is a preview and leads back to editing.
import { useEffect } from "react";
import { notify } from "../../../components/admin/notify.ts";
import { useAdminGuard } from "../../../components/admin/admin-shell.tsx";
import { AdminToaster } from "../../../components/admin/admin-toaster.tsx";
import { StatusBadge } from "../../../components/admin/content/status-badge.tsx";
import { LoadProject } from "../../../components/admin/content/load-project.tsx";
import { Loading } from "../../../components/admin/load-state.tsx";
import type { Project } from "../../../contract/projects.ts";
import { projectPath } from "../../../contract/families.ts";
import type { PageProps } from "../../../lazy-page.tsx";
import GalleryPage from "../../gallery/page.tsx";
import { ButtonLink } from "../../../components/admin/button-link.tsx";

export default function PreviewProjectPage({ params }: PageProps) {
  const token = useAdminGuard();
  // "Project updated" from the editor would cover the preview's own bar.
  useEffect(() => notify.clear(), []);
  return (
    <div className="project-preview">
      {token ? (
        <LoadProject id={params.id!} loadingLabel="Loading preview...">
          {(project) => <Preview project={project} />}
        </LoadProject>
      ) : (
        <Loading label="Checking your session..." />
      )}
      <AdminToaster />
    </div>
  );
}

function Preview({ project }: { project: Project }) {
  return (
    <>
      <div className="preview-bar" role="region" aria-label="Preview">
        <p>
          <strong>Preview</strong> <StatusBadge status={project.status} />{" "}
          {project.status === "draft"
            ? "Visitors get “page not found” until you publish it."
            : `Live at ${projectPath(project.family, project.slug)}`}
        </p>
        <ButtonLink href={`/admin/projects/${project._id}`} primary>
          Back to editing
        </ButtonLink>
      </div>
      <GalleryPage params={{}} data={{ project, previous: null, next: null }} />
    </>
  );
}
