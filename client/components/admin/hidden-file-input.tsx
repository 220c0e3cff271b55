// The real file input behind an admin picker that is styled as its label (the image drop zone,
// the media picker's button): out of sight but not out of reach of screen readers or the
// keyboard, and described by the field's error (FieldMessages' and FieldError's `${id}-error`).
import type { InputHTMLAttributes, RefObject } from "react";

type Props = Pick<InputHTMLAttributes<HTMLInputElement>, "accept" | "multiple" | "disabled" | "aria-label" | "aria-labelledby" | "aria-invalid"> & {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  error?: string | null;
  onFiles(files: File[]): void;
};

export function HiddenFileInput({ id, inputRef, error, onFiles, ...input }: Props) {
  return (
    <input
      ref={inputRef}
      id={id}
      className="visually-hidden"
      type="file"
      {...input}
      aria-describedby={error ? `${id}-error` : undefined}
      onChange={(event) => onFiles([...(event.target.files ?? [])])}
    />
  );
}
