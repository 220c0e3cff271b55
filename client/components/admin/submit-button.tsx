// A record form's submit button: "Add X" / "Update X", and while the request runs "Adding..." /
// "Updating...", disabled; and the record form that ends with it (a logo's, a review's, a project's).
import type { FormEvent, ReactNode } from "react";
import { FormAction } from "./form-actions.tsx";

type Submit = { noun: string; updating: boolean; submitting: boolean };

export function SubmitButton({ noun, updating, submitting }: Submit) {
  return <FormAction label={`${updating ? "Update" : "Add"} ${noun}`} busyLabel={updating ? "Updating..." : "Adding..."} busy={submitting} />;
}

/** The form checks its fields itself (noValidate) and says it is busy while it sends. */
export function RecordForm({ onSubmit, children, ...submit }: Submit & { onSubmit(event: FormEvent): void; children: ReactNode }) {
  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate aria-busy={submit.submitting}>
      {children}
      <SubmitButton {...submit} />
    </form>
  );
}
