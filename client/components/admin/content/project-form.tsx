// A project's words and places: title, slug (with the address it gives), service, tagline,
// description, its film (once it exists), the portfolio tabs it shows on, featured on the home
// page or not, draft or published. Creating and editing share it; images are edited beside it. An edit sends the
// copy it was opened from: when another tab or device saved since, the newer one is shown.
import { useState, type FormEvent } from "react";
import { ApiError, reportError } from "../../../api.ts";
import { projectsApi } from "../../../content-api.ts";
import { Field } from "../field.tsx";
import { notify } from "../notify.ts";
import { SubmitButton } from "../submit-button.tsx";
import { TextFields, type TextFieldSpec } from "../text-fields.tsx";
import { useSubmit } from "../use-submit.ts";
import { check, maxOf, messagesOf, serverFieldError, type FieldErrors } from "./check.ts";
import { RadioCards, SelectField } from "../choice.tsx";
import { FilmField } from "./film-field.tsx";
import type { StoredVideo } from "../../../contract/stored-media.ts";
import {
  PROJECT_MESSAGES,
  PROJECT_TABS,
  ProjectCreate,
  ProjectUpdate,
  slugify,
  type Project,
  type ProjectConflictAnswer,
} from "../../../contract/projects.ts";
import { TABS } from "../../../contract/portfolio.ts";
import { FAMILY_LABELS, projectPath, SERVICE_ORDER, type Family } from "../../../contract/families.ts";

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
  family: Family | "";
  tagline: string;
  description: string;
  status: "draft" | "published";
  tabs: ProjectTab[];
  featured: boolean;
  film: StoredVideo | null;
};
type ProjectTab = (typeof PROJECT_TABS)[number];

const TAB_OPTIONS = TABS.filter((tab) => (PROJECT_TABS as string[]).includes(tab.slug)) as { slug: ProjectTab; label: string }[];

const valuesOf = (project?: Project): Values => ({
  title: project?.title ?? "",
  slug: project?.slug ?? "",
  family: project?.family ?? "",
  tagline: project?.tagline ?? "",
  description: project?.description ?? "",
  status: project?.status ?? "draft",
  tabs: (project?.tabs ?? []) as ProjectTab[],
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

const FAMILY_OPTIONS = SERVICE_ORDER.map((family) => ({ value: family, label: FAMILY_LABELS[family] }));
const STATUS_OPTIONS = [
  { value: "draft" as const, label: "Draft", hint: "Only you can see it, in the preview." },
  { value: "published" as const, label: "Published", hint: "On the site, its service page and the sitemap." },
];

export function ProjectForm({ project, onSaved }: { project?: Project; onSaved(project: Project): void }) {
  const [values, setValues] = useState<Values>(() => valuesOf(project));
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
    const { film, ...words } = values;
    const fields = { ...words, slug: slug || undefined, family: values.family as Family };
    const found = check(ProjectCreate, fields);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return void notify.error("Please check the highlighted fields");
    void run(async () => {
      try {
        // The copy this form was opened from: a newer one saved elsewhere answers 409 instead of being overwritten.
        const answer = project
          ? await projectsApi.update(project._id, { ...fields, film, updatedAt: project.updatedAt })
          : await projectsApi.create(fields);
        notify.success(answer.message);
        setValues((current) => ({ ...current, slug: answer.project.slug }));
        setSlugTouched(true);
        onSaved(answer.project);
      } catch (failure) {
        const newer =
          failure instanceof ApiError && failure.status === 409 ? (failure.body as Partial<ProjectConflictAnswer> | null)?.project : undefined;
        if (newer) {
          // Shown as saved there; what was typed here is lost only from the fields the other save changed too.
          setValues(valuesOf(newer));
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
    <form className="admin-form" onSubmit={submit} noValidate aria-busy={submitting}>
      <TextFields fields={TITLE} values={values} errors={errors} onEdit={set} disabled={submitting} />
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
      <TextFields fields={WORDS} values={values} errors={errors} onEdit={set} disabled={submitting} />
      {project ? <FilmField film={values.film} onChange={set("film")} error={errors.film} disabled={submitting} /> : null}
      <fieldset className="admin-choice tab-choice" disabled={submitting}>
        <legend className="admin-field__label">Portfolio tabs</legend>
        <p className="admin-field__hint">The tabs of the portfolio page that show it. It joins the end of each; order it in Portfolio.</p>
        <div className="tab-choice__options">
          {TAB_OPTIONS.map((tab) => (
            <label key={tab.slug} className="admin-check">
              <input
                type="checkbox"
                checked={values.tabs.includes(tab.slug)}
                onChange={(event) =>
                  set("tabs")(
                    event.target.checked
                      ? TAB_OPTIONS.map((t) => t.slug).filter((slug) => slug === tab.slug || values.tabs.includes(slug))
                      : values.tabs.filter((slug) => slug !== tab.slug),
                  )
                }
              />
              {tab.label}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="admin-check admin-switch">
        <input
          type="checkbox"
          role="switch"
          aria-checked={values.featured}
          checked={values.featured}
          disabled={submitting}
          onChange={(event) => set("featured")(event.target.checked)}
        />
        <span>
          Feature on the home page
          <span className="admin-field__hint">Shown first in the home page's hero once published, in your project order.</span>
        </span>
      </label>
      <RadioCards legend="Visibility" value={values.status} options={STATUS_OPTIONS} onChange={set("status")} disabled={submitting} row />
      {project && project.status === "published" && project.tabs.length === 0 ? (
        <p className="admin-warning" role="status">
          <strong>On no portfolio tab</strong>
          {PROJECT_MESSAGES.onNoTab}
        </p>
      ) : null}
      <SubmitButton noun="Project" updating={!!project} submitting={submitting} />
    </form>
  );
}
