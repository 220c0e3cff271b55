// A labelled text input or textarea with its hint, character count and error, wired for
// screen readers (the hint and error are the field's description).
import { useEffect, useId, useRef } from "react";
import { describedBy, FieldMessages } from "./field-messages.tsx";
import { FieldLabel } from "./field-label.tsx";

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
  type?: "text" | "password" | "email" | "tel" | "url";
  /** The phone keyboard to show, e.g. "numeric" for a 6-digit code. */
  inputMode?: "text" | "numeric";
  /** For a field that appears in place of another step (the sign-in code): focus moves to it,
   *  and back to it whenever it is enabled again (after a refused code). */
  autoFocus?: boolean;
  disabled?: boolean;
  /** The id of a <datalist> of suggestions. */
  list?: string;
  placeholder?: string;
  /** The form field's name, for a form read as a whole (the sign-in reads what is typed). */
  name?: string;
};

export function Field({
  label,
  value,
  onChange,
  maxLength,
  hint,
  error,
  multiline,
  required,
  autoComplete = "off",
  type = "text",
  inputMode,
  autoFocus,
  disabled,
  list,
  placeholder,
  name,
}: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus && !disabled) input.current?.focus();
  }, [autoFocus, disabled]);
  const described = describedBy(id, hint, error);
  const common = {
    id,
    name,
    value,
    maxLength,
    required,
    disabled,
    placeholder,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className={`admin-field${error ? " is-invalid" : ""}`}>
      <div className="admin-field__top">
        <FieldLabel htmlFor={id} optional={!required}>
          {label}
        </FieldLabel>
        {multiline ? (
          <span className="admin-field__count" aria-hidden="true">
            {value.length}/{maxLength}
          </span>
        ) : null}
      </div>
      {multiline ? (
        <textarea rows={4} {...common} />
      ) : (
        <input ref={input} type={type} autoComplete={autoComplete} inputMode={inputMode} list={list} {...common} />
      )}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
