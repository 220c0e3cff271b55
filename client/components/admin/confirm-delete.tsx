// A Delete button that asks first, in a modal dialog (focus trapped, Escape cancels).
import { useEffect, useRef, useState } from "react";
import { reportError } from "../../api.ts";
import { notify } from "./notify.ts";

type Props = {
  /** What is being deleted, in the question: "Delete the logo “Orbit Labs”?" */
  what: string;
  remove(): Promise<{ message: string }>;
  onDeleted(): void;
};

export function ConfirmDelete({ what, remove, onDeleted }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (open) dialog.current?.showModal();
    else dialog.current?.close();
  }, [open]);

  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await remove();
      notify.success(answer.message);
      setOpen(false);
      onDeleted();
    } catch (error) {
      reportError(error, "Delete failed");
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="admin-action admin-action--danger" onClick={() => setOpen(true)}>
        Delete
      </button>
      {open ? (
        <dialog ref={dialog} className="admin-dialog" aria-labelledby="confirm-title" onCancel={() => setOpen(false)}>
          <h2 id="confirm-title">Delete {what}?</h2>
          <p>This removes it from the home page straight away. It cannot be undone.</p>
          <div className="admin-dialog__actions">
            <button type="button" className="button button--ghost" onClick={() => setOpen(false)} disabled={busy} autoFocus>
              Cancel
            </button>
            <button type="button" className="button admin-button--danger" onClick={confirm} disabled={busy}>
              {busy ? "Deleting..." : "Delete"}
            </button>
          </div>
        </dialog>
      ) : null}
    </>
  );
}
