// A line or a paragraph: its label, the count of characters against the limit as it is typed
// ("42 / 240"), and its error (the contract's words) under it, read with it by screen readers.
import { useId, type Ref } from "react";
import type { TSchema } from "@sinclair/typebox";
import { describedBy, FieldMessages } from "../field-messages.tsx";
import { FieldLabel } from "../field-label.tsx";
import { useField, type Path } from "./form-context.tsx";

type Props = {
  schema: TSchema;
  path: Path;
  label: string;
  multiline: boolean;
  hint?: string;
  /** Asked for now though the schema lets it be empty (a changed image's alt text). */
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

export function TextField({ schema, path, label, multiline, hint, required: asked = false, inputRef }: Props) {
  const id = useId();
  const { value = "", error, set, disabled } = useField<string>(path);
  const max = schema.maxLength as number;
  const required = asked || (schema.minLength ?? 0) > 0;
  const near = value.length > max * 0.9;
  const common = {
    id,
    value,
    disabled,
    "aria-invalid": error ? true : undefined,
    "aria-required": required || undefined,
    "aria-describedby": describedBy(id, hint, error),
    onChange: (event: { target: { value: string } }) => set(event.target.value),
  };
  return (
    <div className={`admin-field doc-field${error ? " is-invalid" : ""}`}>
      <div className="admin-field__top">
        <FieldLabel htmlFor={id} optional={!required}>
          {label}
        </FieldLabel>
        <span className={`admin-field__count${value.length > max ? " is-over" : near ? " is-near" : ""}`} aria-hidden="true">
          {value.length} / {max}
        </span>
      </div>
      {/* No maxLength on the box: a paste that runs over is kept and shown as an error, not cut. */}
      {multiline ? <textarea rows={value.length > 300 ? 6 : 3} {...common} /> : <input ref={inputRef} type="text" autoComplete="off" {...common} />}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
