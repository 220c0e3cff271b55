// Adding a record to a declared list, or changing one where it stands: a form made from the
// contract's create or update schema (schema-fields.ts), checked against it in the browser with
// the server's own words, then sent to the list's generated endpoint. A refusal the server
// places at a field (a 409 for a taken value, a 400) shows there; nothing changes.
import { type FormEvent, useState } from "react";
import { call, reportError } from "../../../api.ts";
import type { AnyListContract } from "../../../contract/list.ts";
import { SelectField } from "../choice.tsx";
import { check, messagesOf, serverFieldError, type FieldErrors } from "../content/check.ts";
import { Field } from "../field.tsx";
import { BusyButton, CancelButton, FormActions } from "../form-actions.tsx";
import { notify } from "../notify.ts";
import { useSubmit } from "../use-submit.ts";
import { bodyOf, formFields } from "./schema-fields.ts";

export type ListRecord = { _id: string } & Record<string, unknown>;

type Props = { list: AnyListContract; record?: ListRecord; onSaved(record: ListRecord): void; onClose(): void };

export function RecordForm({ list, record, onSaved, onClose }: Props) {
  const schema = record ? list.update : list.create;
  const fields = formFields(schema, list.create);
  const [values, setValues] = useState<Record<string, unknown>>(() =>
    Object.fromEntries(fields.map((field) => [field.field, record?.[field.field] ?? (field.kind === "check" ? false : "")])),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const { submitting, run } = useSubmit();
  const edit = (field: string) => (value: unknown) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const noun = list.label.toLowerCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(fields, values);
    const found = check(schema, body);
    for (const field of fields) if (field.kind === "text" && field.required && body[field.field] === undefined) found[field.field] = field.required;
    setErrors(found);
    if (Object.values(found).some(Boolean)) return void notify.error("Please check the highlighted fields");
    void run(async () => {
      try {
        const answer = (
          record ? await call(list.endpoints.update, { params: { id: record._id }, body }) : await call(list.endpoints.add, { body })
        ) as { message: string } & Record<string, ListRecord>;
        notify.success(answer.message);
        onSaved(answer[list.one]!);
        onClose();
      } catch (failure) {
        const placed = serverFieldError(failure, messagesOf(schema));
        setErrors({ [placed?.field ?? fields[0]?.field ?? ""]: placed?.message });
        reportError(failure, record ? `Could not save the ${noun}` : `Could not add the ${noun}`);
      }
    });
  };

  return (
    <form
      className="admin-form record-form"
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      noValidate
      aria-busy={submitting}
      aria-label={record ? `Edit ${String(record[list.title] ?? "")}` : `New ${noun}`}
    >
      {fields.map((field, index) => {
        const value = values[field.field];
        if (field.kind === "check")
          return (
            <label key={field.field} className="admin-check">
              <input type="checkbox" checked={value === true} onChange={(event) => edit(field.field)(event.target.checked)} disabled={submitting} />
              <span>{field.label}</span>
            </label>
          );
        if (field.kind === "select")
          return (
            <SelectField
              key={field.field}
              label={field.label}
              value={String(value ?? "")}
              options={field.options.map((option) => ({ value: option, label: option }))}
              onChange={edit(field.field)}
              error={errors[field.field]}
              disabled={submitting}
            />
          );
        return (
          <Field
            key={field.field}
            label={field.label}
            value={String(value ?? "")}
            onChange={edit(field.field)}
            maxLength={field.maxLength}
            multiline={field.multiline}
            required={field.required !== undefined}
            autoFocus={index === 0}
            error={errors[field.field]}
            disabled={submitting}
          />
        );
      })}
      <FormActions>
        <BusyButton label={record ? `Save ${noun}` : `Add ${noun}`} busyLabel="Saving..." busy={submitting} />
        <CancelButton onClick={onClose} busy={submitting} />
      </FormActions>
    </form>
  );
}
