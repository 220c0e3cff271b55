// One page of the inbox as the view asks for it: its rows with a checkbox each (and one for all
// shown), the bulk actions for those chosen, the pages, and what to do when nothing is there.
import { useEffect, useRef, useState } from "react";
import { enquiriesApi } from "../../../enquiries-api.ts";
import { LoadFailed, Loading } from "../../../components/admin/load-state.tsx";
import { setNewEnquiries } from "../../../components/admin/new-enquiries.ts";
import { useLoad } from "../../../components/admin/use-load.ts";
import type { EnquiriesAnswer } from "../../../contract/enquiries.ts";
import { BulkActions } from "./bulk-actions.tsx";
import { EnquiryRow } from "./enquiry-row.tsx";
import { InboxEmpty } from "./inbox-empty.tsx";
import { lastPage, listQuery, shownRange, viewSearch, type InboxView, type Show } from "./inbox-view.ts";

export function InboxList({ view, show }: { view: InboxView; show: Show }) {
  const loaded = useLoad<EnquiriesAnswer>(
    async () => {
      const answer = await enquiriesApi.list(listQuery(view));
      setNewEnquiries(answer.newCount);
      return answer;
    },
    "Failed to load the enquiries",
    viewSearch(view),
  );
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  // After a bulk action its buttons are gone: the keyboard goes on from "select all", not the page's top.
  const selectAll = useRef<HTMLInputElement | null>(null);
  const [actions, setActions] = useState(0);
  useEffect(() => {
    if (actions) selectAll.current?.focus();
  }, [actions]);
  const answer = loaded.state === "ready" ? loaded.data : null;
  // A page emptied by the owner's own changes (or a link to a page past the end) moves back to the last one.
  const beyond = answer !== null && answer.enquiries.length === 0 && view.page > 1;
  useEffect(() => {
    if (beyond) show({ ...view, page: lastPage(answer.total, answer.pageSize) }, { replace: true });
  }, [beyond, answer, view, show]);

  if (loaded.state === "loading" || beyond) return <Loading label="Loading enquiries..." />;
  if (loaded.state === "error") return <LoadFailed message={loaded.message} reload={loaded.reload} />;
  const { enquiries, total, page, pageSize } = loaded.data;
  if (enquiries.length === 0) return <InboxEmpty view={view} onClearSearch={() => show({ ...view, q: "", page: 1 })} />;

  const ids = enquiries.map((enquiry) => enquiry._id);
  const selected = ids.filter((id) => chosen.has(id));
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const done = () => {
    setChosen(new Set());
    setActions((n) => n + 1);
    loaded.refresh();
  };
  const pages = lastPage(total, pageSize);

  return (
    <>
      <div className="inbox-bar">
        <label className="inbox-check inbox-check--all">
          <input
            type="checkbox"
            checked={selected.length === ids.length}
            ref={(box) => {
              selectAll.current = box;
              if (box) box.indeterminate = selected.length > 0 && selected.length < ids.length;
            }}
            onChange={(event) => setChosen(new Set(event.target.checked ? ids : []))}
          />
          <span>{selected.length > 0 ? `${selected.length} selected` : `Select all ${ids.length} shown`}</span>
        </label>
        {selected.length > 0 ? <BulkActions ids={selected} filter={view.filter} onDone={done} onRestored={loaded.refresh} /> : null}
      </div>
      <ul className="inbox-rows" aria-label="Enquiries">
        {enquiries.map((enquiry) => (
          <EnquiryRow key={enquiry._id} enquiry={enquiry} checked={chosen.has(enquiry._id)} onCheck={(on) => toggle(enquiry._id, on)} />
        ))}
      </ul>
      <nav className="inbox-pages" aria-label="Pages of enquiries">
        <p className="admin-muted" aria-live="polite">
          {shownRange(page, pageSize, enquiries.length, total)}
        </p>
        {pages > 1 ? (
          <div className="inbox-pages__buttons">
            <button type="button" className="admin-action" disabled={page <= 1} onClick={() => show({ ...view, page: page - 1 })}>
              Previous
            </button>
            <span className="admin-muted">
              Page {page} of {pages}
            </span>
            <button type="button" className="admin-action" disabled={page >= pages} onClick={() => show({ ...view, page: page + 1 })}>
              Next
            </button>
          </div>
        ) : null}
      </nav>
    </>
  );
}
