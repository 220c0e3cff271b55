// An inbox page with nothing to show, saying why and what to do: a first visitor's message is
// still to come (from /contact), a folder is empty, or a search found nothing.
import { CONTACT_PATH } from "../../../contract/enquiries.ts";
import type { InboxFilter, InboxView } from "./inbox-view.ts";

const EMPTY: Record<Exclude<InboxFilter, "all">, string> = {
  new: "No new enquiries: you have opened every one. New messages from your contact page appear here first.",
  read: "No read enquiries. An enquiry moves here once you open it.",
  archived: "Nothing archived. Archive an enquiry you have dealt with to keep it out of the way without deleting it.",
  spam: "No spam. Messages the contact page takes for spam wait here for 30 days; they are never mailed to you or counted as new.",
};

export function InboxEmpty({ view, onClearSearch }: { view: InboxView; onClearSearch(): void }) {
  if (view.q) {
    return (
      <div className="admin-empty">
        <p>No enquiries match “{view.q}”.</p>
        <button type="button" className="button button--ghost" onClick={onClearSearch}>
          Clear the search
        </button>
      </div>
    );
  }
  if (view.filter !== "all") return <p className="admin-empty">{EMPTY[view.filter]}</p>;
  return (
    <div className="admin-empty">
      <p>
        No enquiries yet. They arrive from your contact page at <code>{CONTACT_PATH}</code>.
      </p>
      <a className="button button--ghost" href={CONTACT_PATH} target="_blank" rel="noopener">
        Open the contact page
      </a>
    </div>
  );
}
