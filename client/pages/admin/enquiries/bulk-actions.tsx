// What can be done to the enquiries chosen in the inbox, all at once: mark read or unread,
// archive, move to Spam or out of it (back to read), and delete (to the trash, after a
// confirmation, with Undo on the toast). Each folder offers the moves that lead out of it.
import { useState } from "react";
import { adminApi, reportError } from "../../../api.ts";
import { enquiriesApi, recountNewEnquiries } from "../../../enquiries-api.ts";
import { ConfirmButton } from "../../../components/admin/confirm-button.tsx";
import { notify } from "../../../components/admin/notify.ts";
import { TRASH_PERIOD } from "../../../contract/common.ts";
import type { EnquiryStatus } from "../../../contract/enquiries.ts";
import type { TrashRef } from "../../../contract/safety.ts";
import type { InboxFilter } from "./inbox-view.ts";

type Move = { label: string; status: EnquiryStatus };

/** The status changes a folder offers: never the one it already is, and from Spam only out of it. */
export function movesFor(filter: InboxFilter): Move[] {
  if (filter === "spam") return [{ label: "Not spam", status: "read" }];
  const moves: Move[] = [];
  if (filter === "archived") moves.push({ label: "Move to inbox", status: "read" });
  else if (filter !== "read") moves.push({ label: "Mark read", status: "read" });
  if (filter !== "new") moves.push({ label: "Mark unread", status: "new" });
  if (filter !== "archived") moves.push({ label: "Archive", status: "archived" });
  moves.push({ label: "Spam", status: "spam" });
  return moves;
}

const count = (n: number) => (n === 1 ? "1 enquiry" : `${n} enquiries`);

type Props = { ids: string[]; filter: InboxFilter; onDone(): void; onRestored(): void };

export function BulkActions({ ids, filter, onDone, onRestored }: Props) {
  const [busy, setBusy] = useState(false);
  const move = async (status: EnquiryStatus) => {
    setBusy(true);
    try {
      notify.success((await enquiriesApi.setStatuses(ids, status)).message);
      onDone();
    } catch (error) {
      reportError(error, "The enquiries could not be changed");
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    try {
      const answer = await enquiriesApi.removeMany(ids);
      onDone();
      notify.success(answer.message, () => void undo(answer.trashed, onRestored));
    } catch (error) {
      reportError(error, "Delete failed");
      throw error;
    }
  };
  return (
    <fieldset className="inbox-actions">
      <legend className="visually-hidden">Actions for {count(ids.length)}</legend>
      {movesFor(filter).map((each) => (
        <button key={each.label} type="button" className="admin-action" disabled={busy} onClick={() => move(each.status)}>
          {each.label}
        </button>
      ))}
      <ConfirmButton
        label="Delete"
        busyLabel="Deleting..."
        question={`Delete ${count(ids.length)}?`}
        explanation={`They leave the inbox and stay in the Trash for ${TRASH_PERIOD}, where you can restore them.`}
        action={remove}
      />
    </fieldset>
  );
}

async function undo(trashed: TrashRef[], onRestored: () => void) {
  let restored = 0;
  try {
    for (const ref of trashed) {
      await adminApi.restore(ref);
      restored++;
    }
    notify.success(restored === 1 ? "Enquiry restored" : `${restored} enquiries restored`);
  } catch (error) {
    reportError(error, "Could not restore them all. The rest are in the Trash.");
  } finally {
    onRestored();
    recountNewEnquiries();
  }
}
