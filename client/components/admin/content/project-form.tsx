// A project's words and places: title, slug (with the address it gives), service, tagline,
// description, its film (once it exists), the portfolio tabs it shows on, featured on the home
// page or not, draft or published. Creating and editing share it; images are edited beside it. An edit sends the
// copy it was opened from: when another tab or device saved since, the newer one is shown. Leaving
// with unsaved changes asks first (use-leave-warning.ts).
import { useState, type FormEvent } from "react";
import { call, ApiError, reportError } from "../../../api.ts";
import { Field } from "../field.tsx";
import { notify } from "../notify.ts";
import { RecordForm } from "../submit-button.tsx";
import { TextFields, type TextFieldSpec } from "../text-fields.tsx";
import { useSubmit } from "../use-submit.ts";
import { check, maxOf, messagesOf, serverFieldError } from "./check.ts";
import { RadioCards, SelectField, Switch } from "../choice.tsx";
import { FilmField } from "./film-field.tsx";
import { ProjectLinks } from "./project-links.tsx";
import { TabChoice } from "./tab-choice.tsx";
import type { StoredVideo } from "../../../contract/stored-media.ts";
import { PROJECT_MESSAGES, ProjectCreate, ProjectUpdate, slugify, type Project, type ProjectConflictAnswer } from "../../../contract/projects.ts";
import { projectPath } from "../../../contract/families.ts";
import { useServices } from "./use-services.ts";
import { useFieldValues } from "../use-field-values.ts";
import { useLeaveWarning } from "../use-leave-warning.ts";
import { PROJECTS } from "../../../contract/endpoints/projects.ts";

// The server's words this form can place at a field; a taken slug answers 409.
const KNOWN = (() => {
  const known = messagesOf(ProjectCreate);
  return {
    ...known,
    slug: [...(known.slug ?? []), PROJECT_MESSAGES.slugTaken, PROJECT_MESSAGES.slugFromTitle],
    film: [PROJECT_MESSAGES.filmNotStored, ...(messagesOf(ProjectUpdate).film ?? [])],
  };
})();

type Values = {
  title: string;
  slug: string;
  family: string;
  tagline: string;
  description: string;
  status: "draft" | "published";
  tabs: string[];
  featured: boolean;
  film: StoredVideo | null;
};
const valuesOf = (project?: Project): Values => ({
  title: project?.title ?? "",
  slug: project?.slug ?? "",
  family: project?.family ?? "",
  tagline: project?.tagline ?? "",
  description: project?.description ?? "",
  status: project?.status ?? "draft",
  tabs: project?.tabs ?? [],
  featured: project?.featured ?? false,
  film: project?.film ?? null,
});

// The free text: the title comes first, the tagline and description after the service.
const TITLE: TextFieldSpec<"title">[] = [{ field: "title", label: "Title", maxLength: maxOf(ProjectCreate, "title"), required: true }];
const WORDS: TextFieldSpec<"tagline" | "description">[] = [
  {
    field: "tagline",
    label: "Tagline",
    maxLength: maxOf(ProjectCreate, "tagline"),
    hint: "One line under the title, e.g. “Amber, glass and smoke”.",
  },
  { field: "description", label: "Description", maxLength: maxOf(ProjectCreate, "description"), multiline: true },
];

const STATUS_OPTIONS = [
  { value: "draft" as const, label: "Draft", hint: "Only you can see it, in the preview." },
  { value: "published" as const, label: "Published", hint: "On the site, its service page and the sitemap." },
];

export function ProjectForm({ project, onSaved }: { project?: Project; onSaved(project: Project): void }) {
  // A new project's slug follows its title until the owner types one of their own.
  const { submitting, run } = useSubmit();
  const { values, setValues, errors, setErrors, edit, field, slug, keepSlug } = useFieldValues(() => valuesOf(project), {
    disabled: submitting,
    slug: { editing: !!project, from: (current) => slugify(current.title) },
  });
  // What the server holds as far as this form knows: leaving with anything else asks first.
  const [saved, setSaved] = useState(values);
  useLeaveWarning(JSON.stringify(values) !== JSON.stringify(saved));
  const { services, slugOf } = useServices();
  const familyOptions = services.map((service) => ({ value: service._id, label: service.hidden ? `${service.name} (hidden)` : service.name }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { film, ...words } = values;
    const fields = { ...words, slug: slug || undefined, family: values.family };
    const found = check(ProjectCreate, fields);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return void notify.error("Please check the highlighted fields");
    void run(async () => {
      try {
        // The copy this form was opened from: a newer one saved elsewhere answers 409 instead of being overwritten.
        const answer = project
          ? await call(PROJECTS.update, { params: { id: project._id }, body: { ...fields, film, updatedAt: project.updatedAt } })
          : await call(PROJECTS.create, { body: fields });
        notify.success(answer.message);
        setValues((current) => ({ ...current, slug: answer.project.slug }));
        setSaved({ ...values, slug: answer.project.slug });
        keepSlug();
        onSaved(answer.project);
      } catch (failure) {
        const newer =
          failure instanceof ApiError && failure.status === 409 ? (failure.body as Partial<ProjectConflictAnswer> | null)?.project : undefined;
        if (newer) {
          // Shown as saved there; what was typed here is lost only from the fields the other save changed too.
          setValues(valuesOf(newer));
          setSaved(valuesOf(newer));
          setErrors({});
          onSaved(newer);
          return void notify.error(PROJECT_MESSAGES.conflict);
        }
        const placed = serverFieldError(failure, KNOWN);
        if (placed?.field) setErrors({ [placed.field]: placed.message });
        reportError(failure, project ? "Could not save the project" : "Could not create the project");
      }
    });
  };

  const renamed = project && project.status === "published" && slug !== project.slug;
  return (
    <RecordForm noun="Project" updating={!!project} submitting={submitting} onSubmit={submit}>
      <TextFields fields={TITLE} values={values} errors={errors} onEdit={edit} disabled={submitting} />
      <Field
        label="Slug"
        {...field("slug")}
        maxLength={maxOf(ProjectCreate, "slug")}
        required
        hint="Lower-case letters, digits and hyphens: the last part of the page's address."
      />
      <p className="url-preview" aria-live="polite">
        <span className="url-preview__label">Address</span>
        {values.family && slug ? <code>{projectPath(slugOf(values.family), slug)}</code> : <span>Choose a service and a title to see it.</span>}
        {renamed ? (
          <span className="url-preview__note">The old address {projectPath(slugOf(project.family), project.slug)} will redirect here.</span>
        ) : null}
      </p>
      <SelectField
        label="Service"
        value={values.family}
        options={familyOptions}
        onChange={edit("family")}
        error={errors.family}
        disabled={submitting}
        hint="The service page that lists this project."
      />
      <TextFields fields={WORDS} values={values} errors={errors} onEdit={edit} disabled={submitting} />
      {project ? <FilmField film={values.film} onChange={edit("film")} error={errors.film} disabled={submitting} /> : null}
      <TabChoice value={values.tabs} onChange={edit("tabs")} disabled={submitting} />
      <Switch
        label="Feature on the home page"
        hint="Shown first in the home page's hero once published, in your project order."
        checked={values.featured}
        onChange={edit("featured")}
        disabled={submitting}
      />
      <RadioCards legend="Visibility" value={values.status} options={STATUS_OPTIONS} onChange={edit("status")} disabled={submitting} row />
      {project && project.status === "published" && project.tabs.length === 0 ? (
        <p className="admin-warning" role="status">
          <strong>On no portfolio tab</strong>
          {PROJECT_MESSAGES.onNoTab}
        </p>
      ) : null}
      {project && project.status === "published" && values.status === "draft" ? <ProjectLinks projectId={project._id} outcome="unpublished" /> : null}
    </RecordForm>
  );
}
