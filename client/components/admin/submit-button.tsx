// A form's submit button: "Add X" / "Update X", and while the request runs "Adding..." /
// "Updating..." (SPEC.md section 4), disabled.
export function SubmitButton({ noun, updating, submitting }: { noun: string; updating: boolean; submitting: boolean }) {
  const label = submitting ? (updating ? "Updating..." : "Adding...") : `${updating ? "Update" : "Add"} ${noun}`;
  return (
    <div className="admin-form__actions">
      <button type="submit" className="button button--primary" disabled={submitting}>
        {label}
      </button>
    </div>
  );
}
