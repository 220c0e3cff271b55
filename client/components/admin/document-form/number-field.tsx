// A whole number within the schema's bounds (a counter's target).
import { useId } from "react";
import type { TSchema } from "@sinclair/typebox";
import { describedBy, FieldMessages } from "../field-messages.tsx";
import { FieldLabel } from "../field-label.tsx";
import { useField, type Path } from "./form-context.tsx";

export function NumberField({ schema, path, label }: { schema: TSchema; path: Path; label: string }) {
  const id = useId();
  const { value, error, set, disabled } = useField<number | string>(path);
  return (
    <div className={`admin-field doc-field doc-field--number${error ? " is-invalid" : ""}`}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={schema.minimum as number | undefined}
        max={schema.maximum as number | undefined}
        step={1}
        value={value ?? ""}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        // A half-typed or cleared number stays as typed, so the check can name what is wrong.
        onChange={(event) =>
          set(event.target.value === "" || Number.isNaN(event.target.valueAsNumber) ? event.target.value : event.target.valueAsNumber)
        }
      />
      <FieldMessages id={id} error={error} />
    </div>
  );
}
