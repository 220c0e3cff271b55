// A button that asks first, in a modal dialog (focus trapped, Escape cancels), then runs its
// action; the dialog stays open, busy, until the action settles.
import { useEffect, useId, useRef, useState, type ReactNode } from "react";

type Props = {
  /** The button's text, and the confirm button's. */
  label: string;
  busyLabel: string;
  /** The question: "Delete the logo “Orbit Labs”?" */
  question: string;
  explanation: string;
  /** More for the owner to see, or act on, before confirming (what links to a project), read while the dialog is open. */
  details?: ReactNode;
  /** Resolves when done (the dialog closes); rejects after reporting (the dialog stays). */
  action(): Promise<void>;
  /** An accessible name for the button when its text alone is ambiguous in a list. */
  buttonLabel?: string;
  /** Nothing to act on yet (a bulk action with nothing chosen). */
  disabled?: boolean;
};

export function ConfirmButton({ label, busyLabel, question, explanation, details, action, buttonLabel, disabled = false }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (open) dialog.current?.showModal();
    else dialog.current?.close();
  }, [open]);

  const confirm = async () => {
    setBusy(true);
    try {
      await action();
      setOpen(false);
    } catch {
      // The action reported the failure; the owner can try again or cancel.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="admin-action admin-action--danger" aria-label={buttonLabel} disabled={disabled} onClick={() => setOpen(true)}>
        {label}
      </button>
      {open ? (
        <dialog ref={dialog} className="admin-dialog" aria-labelledby={titleId} onCancel={() => setOpen(false)}>
          <h2 id={titleId}>{question}</h2>
          <p>{explanation}</p>
          {details}
          <div className="admin-dialog__actions">
            {/* biome-ignore lint/a11y/noAutofocus: a dialog the owner opened puts focus on its safe choice */}
            <button type="button" className="button button--ghost" onClick={() => setOpen(false)} disabled={busy} autoFocus>
              Cancel
            </button>
            <button type="button" className="button admin-button--danger" onClick={confirm} disabled={busy}>
              {busy ? busyLabel : label}
            </button>
          </div>
        </dialog>
      ) : null}
    </>
  );
}
