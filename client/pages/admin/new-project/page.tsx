import { useLocation } from "wouter";
import { AdminShell } from "../../../components/admin/admin-shell.tsx";
import { ProjectForm } from "../../../components/admin/content/project-form.tsx";
import type { PageProps } from "../../../lazy-page.tsx";

export default function NewProjectPage(_props: PageProps) {
  const [, navigate] = useLocation();
  return (
    <AdminShell
      section="projects"
      title="New project"
      lead="Start with its name and service; you add the images on the next screen. It stays a draft until you publish it."
    >
      <section className="admin-panel admin-panel--narrow" aria-label="New project">
        <ProjectForm onSaved={(project) => navigate(`/admin/projects/${project._id}`)} />
      </section>
    </AdminShell>
  );
}
