// A film's title, changed where it stands in the Motion tab's list: "Rename" opens the field, Save
// sends it (a refusal is said at the field and the old title stays), Cancel or Escape closes it.
import type { FormEvent } from "react";
import { call, reportError } from "../../../api.ts";
import { FilmUpdate, type Film } from "../../../contract/films.ts";
import { Field } from "../field.tsx";
import { BusyButton, CancelButton, FormActions } from "../form-actions.tsx";
import { notify } from "../notify.ts";
import { useFieldValues } from "../use-field-values.ts";
import { useSubmit } from "../use-submit.ts";
import { check, maxOf } from "./check.ts";
import { VIDEOS } from "../../../contract/endpoints/content.ts";

export function FilmRename({ film, onRenamed, onClose }: { film: Film; onRenamed(film: Film): void; onClose(): void }) {
  const { submitting, run } = useSubmit();
  const { values, setErrors, field } = useFieldValues({ title: film.title }, { disabled: submitting });
  const title = values.title.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(FilmUpdate, { title });
    setErrors(found);
    if (found.title) return;
    void run(async () => {
      try {
        const answer = await call(VIDEOS.rename, { params: { id: film._id }, body: { title } });
        notify.success(answer.message);
        onRenamed(answer.film);
        onClose();
      } catch (failure) {
        setErrors({ title: (failure instanceof Error && failure.message) || undefined });
        reportError(failure, "Could not rename the film");
      }
    });
  };
  return (
    <form
      className="admin-form film-rename"
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      noValidate
      aria-busy={submitting}
    >
      <Field label={`Title of “${film.title}”`} {...field("title")} maxLength={maxOf(FilmUpdate, "title")} required autoFocus />
      <FormActions>
        <BusyButton label="Save title" busyLabel="Saving..." busy={submitting} />
        <CancelButton onClick={onClose} busy={submitting} />
      </FormActions>
    </form>
  );
}
