// The row of buttons at the foot of an admin form, and the button that starts a request: while
// the request runs it says so ("Saving...", "Uploading...") and is disabled.
import type { ReactNode } from "react";

const KINDS = { primary: "button button--primary", ghost: "button button--ghost", danger: "button admin-button--danger" };

type BusyButtonProps = {
  label: ReactNode;
  busyLabel: string;
  busy: boolean;
  /** Without it the button submits its form. */
  onClick?(): void;
  kind?: keyof typeof KINDS;
  /** Disabled for another reason too (the form is not ready). */
  disabled?: boolean;
};

export function BusyButton({ label, busyLabel, busy, onClick, kind = "primary", disabled }: BusyButtonProps) {
  return (
    <button type={onClick ? "button" : "submit"} className={KINDS[kind]} onClick={onClick} disabled={busy || disabled}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** Leaves the form (closes it, or goes back a step) without sending it; not while it sends. */
export function CancelButton({ onClick, busy }: { onClick(): void; busy: boolean }) {
  return (
    <button type="button" className={KINDS.ghost} onClick={onClick} disabled={busy}>
      Cancel
    </button>
  );
}

export function FormActions({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={className ? `admin-form__actions ${className}` : "admin-form__actions"}>{children}</div>;
}

/** A form's single action: one busy button in its row. */
export function FormAction({ className, ...button }: BusyButtonProps & { className?: string }) {
  return (
    <FormActions className={className}>
      <BusyButton {...button} />
    </FormActions>
  );
}
