// One page of the inbox as the view asks for it: its rows with a checkbox each (and one for all
// shown, in the selection bar every list shares), the bulk actions for those chosen, the pages,
// and what to do when nothing is there.
import { useEffect } from "react";
import { LoadFailed, Loading } from "../../../components/admin/load-state.tsx";
import { ListPages } from "../../../components/admin/list-pages.tsx";
import { setNewEnquiries } from "../../../components/admin/new-enquiries.ts";
import { SelectionBar } from "../../../components/admin/selection-bar.tsx";
import { useLoad } from "../../../components/admin/use-load.ts";
import { useSelection } from "../../../components/admin/use-selection.ts";
import type { EnquiriesAnswer } from "../../../contract/enquiries.ts";
import { BulkActions } from "./bulk-actions.tsx";
import { EnquiryRow } from "./enquiry-row.tsx";
import { InboxEmpty } from "./inbox-empty.tsx";
import { lastPage, listQuery, shownRange, viewSearch, type InboxView, type Show } from "./inbox-view.ts";
import { call } from "../../../api.ts";
import { ENQUIRIES } from "../../../contract/endpoints/enquiries.ts";

export function InboxList({ view, show }: { view: InboxView; show: Show }) {
  const loaded = useLoad<EnquiriesAnswer>(
    async () => {
      const answer = await call(ENQUIRIES.list, { query: listQuery(view) });
      setNewEnquiries(answer.newCount);
      return answer;
    },
    "Failed to load the enquiries",
    viewSearch(view),
  );
  const answer = loaded.state === "ready" ? loaded.data : null;
  const selection = useSelection(answer?.enquiries.map((enquiry) => enquiry._id) ?? []);
  // A page emptied by the owner's own changes (or a link to a page past the end) moves back to the last one.
  const beyond = answer !== null && answer.enquiries.length === 0 && view.page > 1;
  useEffect(() => {
    if (beyond) show({ ...view, page: lastPage(answer.total, answer.pageSize) }, { replace: true });
  }, [beyond, answer, view, show]);

  if (loaded.state === "loading" || beyond) return <Loading label="Loading enquiries..." />;
  if (loaded.state === "error") return <LoadFailed message={loaded.message} reload={loaded.reload} />;
  const { enquiries, total, page, pageSize } = loaded.data;
  if (enquiries.length === 0) return <InboxEmpty view={view} onClearSearch={() => show({ ...view, q: "", page: 1 })} />;

  const pages = lastPage(total, pageSize);

  return (
    <>
      <SelectionBar selection={selection} noun="enquiries">
        {(ids, done) => <BulkActions ids={ids} filter={view.filter} done={done} onChanged={loaded.refresh} />}
      </SelectionBar>
      <ul className="inbox-rows" aria-label="Enquiries">
        {enquiries.map((enquiry) => (
          <EnquiryRow key={enquiry._id} enquiry={enquiry} selection={selection} />
        ))}
      </ul>
      <ListPages
        label="Pages of enquiries"
        range={shownRange(page, pageSize, enquiries.length, total)}
        page={page}
        pages={pages}
        onPage={(to) => show({ ...view, page: to })}
      />
    </>
  );
}
