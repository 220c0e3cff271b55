// A record form's submit button: "Add X" / "Update X", and while the request runs "Adding..." /
// "Updating...", disabled.
import { FormAction } from "./form-actions.tsx";

export function SubmitButton({ noun, updating, submitting }: { noun: string; updating: boolean; submitting: boolean }) {
  return <FormAction label={`${updating ? "Update" : "Add"} ${noun}`} busyLabel={updating ? "Updating..." : "Adding..."} busy={submitting} />;
}
