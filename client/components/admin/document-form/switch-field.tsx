// An on/off choice of the page's (whether the contact page shows a field): a checkbox.
import { useId } from "react";
import { describedBy, FieldMessages } from "../field-messages.tsx";
import { useField, type Path } from "./form-context.tsx";

export function SwitchField({ path, label }: { path: Path; label: string }) {
  const id = useId();
  const { value, error, set, disabled } = useField<boolean>(path);
  return (
    <div className={`admin-field doc-field doc-field--switch${error ? " is-invalid" : ""}`}>
      <label className="doc-field__switch" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, undefined, error)}
          onChange={(event) => set(event.target.checked)}
        />
        {label}
      </label>
      <FieldMessages id={id} error={error} />
    </div>
  );
}
