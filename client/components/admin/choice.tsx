// A labelled <select> and a set of radio cards in the admin field style (Field covers text
// inputs).
import { useId } from "react";
import { describedBy, FieldMessages } from "./field-messages.tsx";
import { FieldLabel } from "./field-label.tsx";

type Option<V extends string> = { value: V; label: string; hint?: string };

export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  error,
  disabled,
  hint,
}: {
  label: string;
  value: V | "";
  options: Option<V>[];
  onChange(value: V): void;
  error?: string;
  disabled?: boolean;
  hint?: string;
}) {
  const id = useId();
  const described = describedBy(id, hint, error);
  return (
    <div className={`admin-field${error ? " is-invalid" : ""}`}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <select
        id={id}
        className="admin-select"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onChange(event.target.value as V)}
      >
        {value === "" && !options.some((option) => option.value === "") ? <option value="">Choose…</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** A few options, each with its explanation, as radio cards (side by side when `row`). */
export function RadioCards<V extends string>({
  legend,
  value,
  options,
  onChange,
  disabled,
  row,
}: {
  legend: string;
  value: V;
  options: Option<V>[];
  onChange(value: V): void;
  disabled?: boolean;
  row?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className={`admin-choice${row ? " admin-choice--row" : ""}`} disabled={disabled}>
      <legend className="admin-field__label">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="admin-choice__option">
          <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
          <span>
            <strong>{option.label}</strong>
            {option.hint ? <span className="admin-field__hint">{option.hint}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** An on/off setting, saved with its form: a checkbox that reads as a switch, with its hint. */
export function Switch({
  label,
  hint,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
}) {
  return (
    <label className="admin-check admin-switch">
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        {label}
        <span className="admin-field__hint">{hint}</span>
      </span>
    </label>
  );
}
