// An admin field's label; a field that may be left empty says so after its name, so the
// required ones need no asterisk.
import type { ReactNode } from "react";

export function FieldLabel({ htmlFor, optional, children }: { htmlFor: string; optional?: boolean; children: ReactNode }) {
  return (
    <label className="admin-field__label" htmlFor={htmlFor}>
      {children}
      {optional ? <span className="admin-field__optional"> (optional)</span> : null}
    </label>
  );
}
