// A project's Delete, the same in its editor and on the projects list: after a confirmation the
// project goes to the trash, and the toast's Undo brings it back. The confirmation lists what
// links to the project, with a fix for each.
import type { ComponentProps } from "react";
import { TRASH_PERIOD } from "../../../contract/common.ts";
import type { Project } from "../../../contract/projects.ts";
import { ConfirmDelete } from "../confirm-delete.tsx";
import { ProjectLinks } from "./project-links.tsx";
import { call } from "../../../api.ts";
import { PROJECTS } from "../../../contract/endpoints/projects.ts";

type Props = {
  project: Pick<Project, "_id" | "title">;
  /** Takes the project off the screen; may return how to show it again after an Undo. */
  onDeleted: ComponentProps<typeof ConfirmDelete>["onDeleted"];
  label: string;
  buttonLabel?: string;
};

export function DeleteProject({ project, onDeleted, label, buttonLabel }: Props) {
  return (
    <ConfirmDelete
      what={`the project “${project.title}”`}
      explanation={`Its page, its card on the service page and its portfolio items leave the site at once. It stays in the Trash for ${TRASH_PERIOD}, where you can restore it.`}
      details={<ProjectLinks projectId={project._id} outcome="deleted" />}
      remove={() => call(PROJECTS.remove, { params: { id: project._id } })}
      onDeleted={onDeleted}
      label={label}
      buttonLabel={buttonLabel}
    />
  );
}
