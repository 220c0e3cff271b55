// The hint and the error under an admin field. Their ids ("<id>-hint", "<id>-error") are what the
// field's aria-describedby points at, so a screen reader reads them with the field.
export function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p className="admin-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </>
  );
}

/** The error alone, for a field made of several inputs (a media field, a list) that no single input describes. */
export function FieldError({ id, error }: { id?: string; error?: string | null }) {
  return error ? (
    <p className="admin-field__error" id={id && `${id}-error`} role="alert">
      {error}
    </p>
  ) : null;
}

/** The field's aria-describedby: its hint and its error, when it has them. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
}
