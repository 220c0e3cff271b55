// A project's words and place: title, slug (with the address it gives), service, tagline,
// description, draft or published. Creating and editing share it; images are edited beside it.
import { useState, type FormEvent } from "react";
import { reportError } from "../../../api.ts";
import { projectsApi } from "../../../content-api.ts";
import { Field } from "../field.tsx";
import { notify } from "../notify.ts";
import { SubmitButton } from "../submit-button.tsx";
import { useSubmit } from "../use-submit.ts";
import { check, maxOf, messagesOf, serverFieldError, type FieldErrors } from "./check.ts";
import { RadioCards, SelectField } from "../choice.tsx";
import { PROJECT_MESSAGES, ProjectCreate, slugify, type Project } from "../../../contract/projects.ts";
import { FAMILY_LABELS, projectPath, SERVICE_ORDER, type Family } from "../../../contract/families.ts";

// The server's words this form can place at a field; a taken slug answers 409.
const KNOWN = (() => {
  const known = messagesOf(ProjectCreate);
  return { ...known, slug: [...(known.slug ?? []), PROJECT_MESSAGES.slugTaken, PROJECT_MESSAGES.slugFromTitle] };
})();

type Values = { title: string; slug: string; family: Family | ""; tagline: string; description: string; status: "draft" | "published" };

const FAMILY_OPTIONS = SERVICE_ORDER.map((family) => ({ value: family, label: FAMILY_LABELS[family] }));
const STATUS_OPTIONS = [
  { value: "draft" as const, label: "Draft", hint: "Only you can see it, in the preview." },
  { value: "published" as const, label: "Published", hint: "On the site, its service page and the sitemap." },
];

export function ProjectForm({ project, onSaved }: { project?: Project; onSaved(project: Project): void }) {
  const [values, setValues] = useState<Values>({
    title: project?.title ?? "",
    slug: project?.slug ?? "",
    family: project?.family ?? "",
    tagline: project?.tagline ?? "",
    description: project?.description ?? "",
    status: project?.status ?? "draft",
  });
  // A new project's slug follows its title until the owner types one of their own.
  const [slugTouched, setSlugTouched] = useState(!!project);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { submitting, run } = useSubmit();
  const slug = slugTouched ? values.slug : slugify(values.title);
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = { ...values, slug: slug || undefined, family: values.family as Family };
    const found = check(ProjectCreate, fields);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return void notify.error("Please check the highlighted fields");
    void run(async () => {
      try {
        const answer = project ? await projectsApi.update(project._id, fields) : await projectsApi.create(fields);
        notify.success(answer.message);
        setValues((current) => ({ ...current, slug: answer.project.slug }));
        setSlugTouched(true);
        onSaved(answer.project);
      } catch (failure) {
        const placed = serverFieldError(failure, KNOWN);
        if (placed?.field) setErrors({ [placed.field]: placed.message });
        reportError(failure, project ? "Could not save the project" : "Could not create the project");
      }
    });
  };

  const renamed = project && project.status === "published" && slug !== project.slug;
  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-busy={submitting}>
      <Field
        label="Title"
        value={values.title}
        onChange={set("title")}
        maxLength={maxOf(ProjectCreate, "title")}
        required
        error={errors.title}
        disabled={submitting}
      />
      <Field
        label="Slug"
        value={slug}
        onChange={(value) => {
          setSlugTouched(true);
          set("slug")(value);
        }}
        maxLength={maxOf(ProjectCreate, "slug")}
        required
        hint="Lower-case letters, digits and hyphens: the last part of the page's address."
        error={errors.slug}
        disabled={submitting}
      />
      <p className="url-preview" aria-live="polite">
        <span className="url-preview__label">Address</span>
        {values.family && slug ? <code>{projectPath(values.family, slug)}</code> : <span>Choose a service and a title to see it.</span>}
        {renamed ? <span className="url-preview__note">The old address {projectPath(project.family, project.slug)} will redirect here.</span> : null}
      </p>
      <SelectField
        label="Service"
        value={values.family}
        options={FAMILY_OPTIONS}
        onChange={set("family")}
        error={errors.family}
        disabled={submitting}
        hint="The service page that lists this project."
      />
      <Field
        label="Tagline"
        value={values.tagline}
        onChange={set("tagline")}
        maxLength={maxOf(ProjectCreate, "tagline")}
        hint="One line under the title, e.g. “Amber, glass and smoke”."
        error={errors.tagline}
        disabled={submitting}
      />
      <Field
        label="Description"
        value={values.description}
        onChange={set("description")}
        maxLength={maxOf(ProjectCreate, "description")}
        multiline
        error={errors.description}
        disabled={submitting}
      />
      <RadioCards legend="Visibility" value={values.status} options={STATUS_OPTIONS} onChange={set("status")} disabled={submitting} row />
      <SubmitButton noun="Project" updating={!!project} submitting={submitting} />
    </form>
  );
}
