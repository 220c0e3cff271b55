// The inbox: what visitors sent from the contact page, newest first, under filter tabs (All
// leaves spam out) with a search, fifty a page; several at once can be marked, archived, moved to
// or out of Spam and deleted, and the filter's enquiries exported as CSV. The filter, search and
// page live in the URL (inbox-view.ts).
import { useState } from "react";
import { useSearchParams } from "wouter";
import { call, reportError } from "../../../api.ts";
import { AdminShell } from "../../../components/admin/admin-shell.tsx";
import { Tabs } from "../../../components/admin/content/tabs.tsx";
import { SearchBox } from "../../../components/admin/search-box.tsx";
import { useNewEnquiries } from "../../../components/admin/new-enquiries.ts";
import { notify } from "../../../components/admin/notify.ts";
import { saveFile } from "../../../components/admin/save-file.ts";
import { ENQUIRY_LIMITS, ENQUIRY_STATUS_LABELS } from "../../../contract/enquiries.ts";
import type { PageProps } from "../../../lazy-page.tsx";
import { InboxList } from "./inbox-list.tsx";
import { INBOX_FILTERS, listQuery, readView, viewSearch, type InboxFilter, type InboxView, type Show } from "./inbox-view.ts";
import { ENQUIRIES } from "../../../contract/endpoints/enquiries.ts";

const FILTER_LABELS: Record<InboxFilter, string> = { all: "All", ...ENQUIRY_STATUS_LABELS };

export default function EnquiriesPage(_props: PageProps) {
  const [search, setSearch] = useSearchParams();
  const view = readView(search);
  // `replace`: a correction (a page past the end), not a step the Back button should retrace.
  const show = (next: InboxView, { replace = false } = {}) => setSearch(new URLSearchParams(viewSearch(next)), { replace });
  return (
    <AdminShell
      section="enquiries"
      title="Enquiries"
      lead="Messages sent from your contact page, newest first. All leaves out spam, which waits in its own folder for 30 days and is never mailed to you."
      actions={<ExportButton view={view} />}
    >
      <Inbox view={view} show={show} />
    </AdminShell>
  );
}

function Inbox({ view, show }: { view: InboxView; show: Show }) {
  const newCount = useNewEnquiries();
  const tabs = INBOX_FILTERS.map((filter) => ({
    key: filter,
    label: FILTER_LABELS[filter],
    ...(filter === "new" && newCount !== null && { count: newCount }),
  }));
  return (
    <Tabs label="Show enquiries" tabs={tabs} current={view.filter} onSelect={(filter) => show({ filter, q: view.q, page: 1 })}>
      <SearchBox
        key={`search:${view.q}`}
        label="Search enquiries"
        placeholder="Name, email, company or message"
        maxLength={ENQUIRY_LIMITS.search}
        view={view}
        show={show}
      />
      {/* A new filter, search or page starts with nothing selected. */}
      <InboxList key={`list:${viewSearch(view)}`} view={view} show={show} />
    </Tabs>
  );
}

/** The filter's enquiries (every page of them) as CSV, fetched with the owner's token. */
function ExportButton({ view }: { view: InboxView }) {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const { status, q } = listQuery(view);
      const { file, filename } = await call(ENQUIRIES.exportCsv, { query: { status, q } });
      saveFile(file, filename);
      notify.success(`${filename} downloaded`);
    } catch (error) {
      reportError(error, "The CSV could not be made");
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button button--ghost" onClick={exportCsv} disabled={busy}>
      {busy ? "Exporting..." : "Export CSV"}
    </button>
  );
}
