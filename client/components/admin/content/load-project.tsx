// Loads one project for the editor and the preview, with the same loading and failure states.
import type { ReactNode } from "react";
import type { Project } from "../../../contract/projects.ts";
import { Loading, Problem } from "../load-state.tsx";
import { useLoad } from "../use-load.ts";
import { ButtonLink } from "../button-link.tsx";
import { call } from "../../../api.ts";
import { PROJECTS } from "../../../contract/endpoints/projects.ts";

export function LoadProject({ id, loadingLabel, children }: { id: string; loadingLabel: string; children: (project: Project) => ReactNode }) {
  const loaded = useLoad<Project>(async () => (await call(PROJECTS.get, { params: { id } })).project, "Failed to load the project", id);
  if (loaded.state === "loading") return <Loading label={loadingLabel} />;
  if (loaded.state === "error") {
    return (
      <Problem message={loaded.message}>
        <ButtonLink href="/admin/projects">Back to Projects</ButtonLink>
      </Problem>
    );
  }
  return children(loaded.data);
}
