// An admin screen of a home-page list: the form that adds a record in its panel, and beside it
// (below it on a phone) what the screen shows with it: the list itself, or what was just added.
import { useId, type ReactNode } from "react";

type Props = {
  /** The form's heading, shown; or else `label`, its name for a screen reader alone. */
  heading?: string;
  label?: string;
  /** The form stays first when the columns stack (the list beside it is long). */
  formFirst?: boolean;
  form: ReactNode;
  children: ReactNode;
};

export function FormColumns({ heading, label, formFirst, form, children }: Props) {
  const id = useId();
  const headingId = heading ? id : undefined;
  return (
    <div className={formFirst ? "admin-columns admin-columns--form-first" : "admin-columns"}>
      <section className="admin-panel" aria-label={heading ? undefined : label} aria-labelledby={headingId}>
        {heading ? <h2 id={headingId}>{heading}</h2> : null}
        {form}
      </section>
      {children}
    </div>
  );
}
