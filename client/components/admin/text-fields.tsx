// A form's text fields from a declaration: each names the key it edits and its own label,
// limit and hint; values, errors, edits and the busy state are the form's, shared by all.
import { Field } from "./field.tsx";

type FieldProps = Parameters<typeof Field>[0];
/** One field: everything a Field takes except what the form supplies for every field. */
export type TextFieldSpec<K extends string> = Omit<FieldProps, "value" | "onChange" | "error" | "disabled"> & { field: K };

type Props<K extends string> = {
  fields: TextFieldSpec<K>[];
  values: Record<K, string>;
  errors: Partial<Record<K, string>>;
  /** The change handler for one key. */
  onEdit(field: K): (value: string) => void;
  disabled?: boolean;
};

export function TextFields<K extends string>({ fields, values, errors, onEdit, disabled }: Props<K>) {
  return fields.map(({ field, ...spec }) => (
    <Field key={field} {...spec} value={values[field]} onChange={onEdit(field)} error={errors[field]} disabled={disabled} />
  ));
}
