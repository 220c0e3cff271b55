// A labelled text input or textarea with its hint, character count and error, wired for
// screen readers (the hint and error are the field's description).
import { useId } from "react";

type Props = {
  label: string;
  value: string;
  onChange(value: string): void;
  maxLength: number;
  hint?: string;
  error?: string;
  multiline?: boolean;
  required?: boolean;
  autoComplete?: string;
  type?: "text" | "password";
  disabled?: boolean;
};

export function Field({ label, value, onChange, maxLength, hint, error, multiline, required, autoComplete = "off", type = "text", disabled }: Props) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    value,
    maxLength,
    required,
    disabled,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className={`admin-field${error ? " is-invalid" : ""}`}>
      <div className="admin-field__top">
        <label className="admin-field__label" htmlFor={id}>
          {label}
          {required ? null : <span className="admin-field__optional"> (optional)</span>}
        </label>
        {multiline ? (
          <span className="admin-field__count" aria-hidden="true">
            {value.length}/{maxLength}
          </span>
        ) : null}
      </div>
      {multiline ? <textarea rows={4} {...common} /> : <input type={type} autoComplete={autoComplete} {...common} />}
      {hint ? (
        <p className="admin-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="admin-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
