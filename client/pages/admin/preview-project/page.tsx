// The owner's preview of a project, drafts included: the public gallery page itself, fed from
// the admin API, under a bar that says it is a preview and leads back to editing. With "?draft"
// (edit mode's Preview) it shows the page's unpublished draft and leads back to edit mode.
import { useSearch } from "wouter";
import { useAdminGuard } from "../../../components/admin/admin-shell.tsx";
import { AdminToaster } from "../../../components/admin/admin-toaster.tsx";
import { StatusBadge } from "../../../components/admin/content/status-badge.tsx";
import { LoadProject } from "../../../components/admin/content/load-project.tsx";
import { Loading, Problem } from "../../../components/admin/load-state.tsx";
import { useLoad } from "../../../components/admin/use-load.ts";
import { call } from "../../../api.ts";
import { PROJECT_PAGES } from "../../../contract/endpoints/projects.ts";
import { withPageContent, type ProjectPageContent } from "../../../contract/project-page.ts";
import type { Project } from "../../../contract/projects.ts";
import { projectPath } from "../../../contract/families.ts";
import { useServices } from "../../../components/admin/content/use-services.ts";
import type { PageProps } from "../../../lazy-page.tsx";
import GalleryPage from "../../gallery/page.tsx";
import { draftState, PreviewBar } from "../../../components/admin/preview-bar.tsx";

export default function PreviewProjectPage({ params }: PageProps) {
  const token = useAdminGuard();
  const draft = new URLSearchParams(useSearch()).has("draft");
  return (
    <div className="project-preview">
      {token ? (
        <LoadProject id={params.id!} loadingLabel="Loading preview...">
          {(project) => (draft ? <DraftPreview project={project} /> : <Preview project={project} />)}
        </LoadProject>
      ) : (
        <Loading label="Checking your session..." />
      )}
      {/* "Project updated" from the editor would cover the preview's own bar. */}
      <AdminToaster fresh />
    </div>
  );
}

/** The gallery page drawn from its edit-mode draft (or what visitors see, when there is none). */
function DraftPreview({ project }: { project: Project }) {
  const loaded = useLoad(async () => (await call(PROJECT_PAGES.get, { params: { id: project._id } })).page, "Failed to load the draft", project._id);
  const service = useServices().infoOf(project.family);
  if (loaded.state === "loading") return <Loading label="Loading preview..." />;
  if (loaded.state === "error") return <Problem message={loaded.message} />;
  const page = loaded.data;
  const shown = withPageContent(project, (page.draft ?? page.published) as ProjectPageContent);
  return (
    <>
      <PreviewBar back={{ href: `${page.path}#edit`, label: "Back to edit mode" }}>
        {project.title}: {draftState(page.draft)}
      </PreviewBar>
      <GalleryPage params={{}} data={{ project: shown, service, previous: null, next: null }} />
    </>
  );
}

function Preview({ project }: { project: Project }) {
  const service = useServices().infoOf(project.family);
  return (
    <>
      <PreviewBar back={{ href: `/admin/projects/${project._id}`, label: "Back to editing" }}>
        <StatusBadge status={project.status} />{" "}
        {project.status === "draft" ? "Visitors get “page not found” until you publish it." : `Live at ${projectPath(service.slug, project.slug)}`}
      </PreviewBar>
      <GalleryPage params={{}} data={{ project, service, previous: null, next: null }} />
    </>
  );
}
