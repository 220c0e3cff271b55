// What can be done to the enquiries chosen in the inbox, all at once: mark read or unread,
// archive, move to Spam or out of it (back to read), and delete (to the trash, after a
// confirmation, with Undo on the toast: the delete every list shares). Each folder offers the
// moves that lead out of it.
import { useState } from "react";
import { call, reportError } from "../../../api.ts";
import { recountNewEnquiries } from "../../../components/admin/recount-enquiries.ts";
import { BulkDelete } from "../../../components/admin/bulk-actions.tsx";
import { notify } from "../../../components/admin/notify.ts";
import { TRASH_PERIOD } from "../../../contract/common.ts";
import type { EnquiryStatus } from "../../../contract/enquiries.ts";
import type { InboxFilter } from "./inbox-view.ts";
import { ENQUIRIES } from "../../../contract/endpoints/enquiries.ts";

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

type Props = { ids: string[]; filter: InboxFilter; done(): void; onChanged(): void };

export function BulkActions({ ids, filter, done, onChanged }: Props) {
  const [busy, setBusy] = useState(false);
  const move = async (status: EnquiryStatus) => {
    setBusy(true);
    try {
      notify.success((await call(ENQUIRIES.setStatuses, { body: { ids, status } })).message);
      done();
    } catch (error) {
      reportError(error, "The enquiries could not be changed");
    } finally {
      setBusy(false);
      onChanged();
    }
  };
  // The new ones' count (the menu's badge) changes with a delete and its Undo.
  const changed = () => {
    onChanged();
    recountNewEnquiries();
  };
  return (
    <>
      {movesFor(filter).map((each) => (
        <button key={each.label} type="button" className="admin-action" disabled={busy || ids.length === 0} onClick={() => move(each.status)}>
          {each.label}
        </button>
      ))}
      <BulkDelete
        list="enquiries"
        label="Enquiry"
        ids={ids}
        done={done}
        onChanged={changed}
        explanation={`They leave the inbox and stay in the Trash for ${TRASH_PERIOD}, where you can restore them.`}
      />
    </>
  );
}
