// Delete, after a confirmation: the record goes to the trash, and the success toast's Undo
// brings it back.
import type { ReactNode } from "react";
import { call, reportError } from "../../api.ts";
import { TRASH_PERIOD } from "../../contract/common.ts";
import type { TrashRef } from "../../contract/safety.ts";
import { ConfirmButton } from "./confirm-button.tsx";
import { notify } from "./notify.ts";
import { SAFETY } from "../../contract/endpoints/safety.ts";

type Props = {
  /** What is being deleted, in the question: "Delete the logo “Orbit Labs”?" */
  what: string;
  remove(): Promise<{ message: string; trashed?: TrashRef }>;
  /** Takes the record off the screen; may return how to show it again after an Undo. */
  onDeleted(): (() => void) | void;
  /** What the owner should know before confirming; defaults to the home page's wording. */
  explanation?: string;
  /** Shown under the explanation while the dialog is open. */
  details?: ReactNode;
  /** The button's own words when "Delete" alone would be ambiguous on the screen. */
  label?: string;
  /** An accessible name for the button in a list of them ("Delete Speed Boat"). */
  buttonLabel?: string;
};

const HOME_PAGE = `It leaves the home page straight away and stays in the Trash for ${TRASH_PERIOD}, where you can restore it.`;

export function ConfirmDelete({ what, remove, onDeleted, explanation = HOME_PAGE, details, label = "Delete", buttonLabel }: Props) {
  const action = async () => {
    try {
      const answer = await remove();
      const trashed = answer.trashed;
      const putBack = onDeleted();
      notify.success(answer.message, trashed && (() => void undo(trashed, putBack)));
    } catch (error) {
      reportError(error, "Delete failed");
      throw error;
    }
  };
  return (
    <ConfirmButton
      label={label}
      busyLabel="Deleting..."
      question={`Delete ${what}?`}
      explanation={explanation}
      details={details}
      action={action}
      buttonLabel={buttonLabel}
    />
  );
}

async function undo(trashed: TrashRef, putBack: (() => void) | void) {
  try {
    const answer = await call(SAFETY.restore, { params: trashed });
    notify.success(answer.message);
    putBack?.();
  } catch (error) {
    reportError(error, "Could not restore it. It is still in the Trash.");
  }
}
