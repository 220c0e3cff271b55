// What every field of a document form reads: the whole value, the errors by path, how to change
// one path, whether the form is busy, how media is uploaded, and the field dispatcher (handed in
// here so the group and the list can render their children without importing it back).
import { createContext, useContext, type ComponentType } from "react";
import type { TSchema } from "@sinclair/typebox";
import type { StoredImage, StoredVideo } from "../../../contract/stored-media.ts";
import type { FieldErrors } from "../content/check.ts";
import { pathKey, valueAt, type ValueChange } from "./schema-kind.ts";

export type Path = readonly (string | number)[];

/** How a form stores a picked file; the promise rejects with the server's refusal. */
export type Uploads = {
  image(file: File, onProgress: (percent: number) => void): Promise<StoredImage>;
  video(file: File, onProgress: (percent: number) => void): Promise<StoredVideo>;
};

export type FieldProps = { schema: TSchema; path: Path; label: string };

export type FormContext = {
  value: unknown;
  errors: FieldErrors;
  change(path: Path, change: ValueChange): void;
  disabled: boolean;
  uploads: Uploads;
  Field: ComponentType<FieldProps>;
};

export const DocumentFormContext = createContext<FormContext | null>(null);

/**
 * The list entry a field stands in, while the list keeps it: an upload chosen in an entry that is
 * removed before the upload answers has no field left to fill (its old place is another entry's).
 */
export const ListEntryContext = createContext<{ kept(): boolean } | null>(null);

function useForm(): FormContext {
  const form = useContext(DocumentFormContext);
  if (!form) throw new Error("a document field is used outside a DocumentForm");
  return form;
}

/** One field's value, error and setter. */
export function useField<T>(path: Path) {
  const form = useForm();
  return {
    value: valueAt(form.value, path) as T,
    error: form.errors[pathKey(path)],
    /** The first error at this path or below it (a media field's image, size or poster). */
    errorWithin: (...below: (string | number)[]) => firstErrorWithin(form.errors, pathKey([...path, ...below])),
    /** The new value, or a function of the value when the change lands (an upload's answer). */
    set: (value: T | ((current: T) => T)) => form.change(path, value as ValueChange),
    disabled: form.disabled,
    uploads: form.uploads,
    Field: form.Field,
  };
}

/** The first error at `prefix` or below it (also a spot's, on its button in edit mode). */
export function firstErrorWithin(errors: FieldErrors, prefix: string): string | undefined {
  for (const [key, message] of Object.entries(errors)) if (message && (key === prefix || key.startsWith(`${prefix}/`))) return message;
  return undefined;
}
