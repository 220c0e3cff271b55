// One enquiry in full: who sent it and how to reach them, what they chose, the message as they
// typed it (as text), their files (downloaded with the owner's token), and what to do with it:
// reply in the owner's mail app, mark unread, archive, spam or not, delete. Opening a new one
// marks it read.
import { useState } from "react";
import { useLocation } from "wouter";
import { call, reportError } from "../../../api.ts";
import { recountNewEnquiries } from "../../../components/admin/recount-enquiries.ts";
import { AdminShell } from "../../../components/admin/admin-shell.tsx";
import { ButtonLink } from "../../../components/admin/button-link.tsx";
import { ConfirmDelete } from "../../../components/admin/confirm-delete.tsx";
import { EditorTrail } from "../../../components/admin/editor-trail.tsx";
import { EnquiryBadge } from "../../../components/admin/enquiry-badge.tsx";
import { Loading, Problem } from "../../../components/admin/load-state.tsx";
import { notify } from "../../../components/admin/notify.ts";
import { useLoad } from "../../../components/admin/use-load.ts";
import { TRASH_PERIOD } from "../../../contract/common.ts";
import type { Enquiry, EnquiryStatus } from "../../../contract/enquiries.ts";
import type { PageProps } from "../../../lazy-page.tsx";
import { EnquiryDetails } from "./enquiry-details.tsx";
import { replyMailto } from "./reply-mailto.ts";
import { useServiceName } from "./service-name.ts";
import { ENQUIRIES } from "../../../contract/endpoints/enquiries.ts";

export default function EnquiryPage({ params }: PageProps) {
  return (
    <AdminShell section="enquiries" title="Enquiry" lead="Reply opens a new mail in your own mail app, to the sender, with their message quoted.">
      <LoadEnquiry key={params.id} id={params.id!} />
    </AdminShell>
  );
}

function LoadEnquiry({ id }: { id: string }) {
  const loaded = useLoad<Enquiry>(
    async () => {
      const { enquiry } = await call(ENQUIRIES.get, { params: { id } });
      if (enquiry.status !== "new") return enquiry;
      // Opened: no longer new (the menu's count follows).
      const opened = (await call(ENQUIRIES.setStatus, { params: { id }, body: { status: "read" } })).enquiry;
      recountNewEnquiries();
      return opened;
    },
    "Failed to load the enquiry",
    id,
  );
  if (loaded.state === "loading") return <Loading label="Loading the enquiry..." />;
  if (loaded.state === "error") {
    return (
      <Problem message={loaded.message}>
        <div className="admin-form__actions">
          <button type="button" className="button button--ghost" onClick={loaded.reload}>
            Try again
          </button>
          <ButtonLink href="/admin/enquiries">Back to enquiries</ButtonLink>
        </div>
      </Problem>
    );
  }
  return <EnquiryScreen enquiry={loaded.data} onChange={loaded.set} />;
}

function EnquiryScreen({ enquiry, onChange }: { enquiry: Enquiry; onChange(enquiry: Enquiry): void }) {
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const service = useServiceName(enquiry.service);
  const move = async (status: EnquiryStatus) => {
    setBusy(true);
    try {
      const answer = await call(ENQUIRIES.setStatus, { params: { id: enquiry._id }, body: { status } });
      onChange(answer.enquiry);
      notify.success(answer.message);
      recountNewEnquiries();
    } catch (error) {
      reportError(error, "The enquiry could not be changed");
    } finally {
      setBusy(false);
    }
  };
  const action = (label: string, status: EnquiryStatus) => (
    <button type="button" className="admin-action" disabled={busy} onClick={() => move(status)}>
      {label}
    </button>
  );
  const { status } = enquiry;
  return (
    <>
      <div className="project-bar">
        <EditorTrail list={{ href: "/admin/enquiries", label: "Enquiries" }} current={enquiry.name}>
          <EnquiryBadge status={status} />
        </EditorTrail>
        <div className="project-bar__actions enquiry-actions">
          <a className="button button--primary enquiry-actions__reply" href={replyMailto(enquiry, service)}>
            Reply
          </a>
          {status === "new" ? action("Mark read", "read") : action("Mark unread", "new")}
          {status === "archived" ? action("Move to inbox", "read") : action("Archive", "archived")}
          {status === "spam" ? action("Not spam", "read") : action("Spam", "spam")}
          <ConfirmDelete
            what={`the enquiry from “${enquiry.name}”`}
            explanation={`It and its files leave the inbox and stay in the Trash for ${TRASH_PERIOD}, where you can restore them.`}
            remove={() => call(ENQUIRIES.remove, { params: { id: enquiry._id } })}
            onDeleted={() => {
              recountNewEnquiries();
              navigate("/admin/enquiries");
              // After an Undo, back to the restored enquiry.
              return () => navigate(`/admin/enquiries/${enquiry._id}`);
            }}
          />
        </div>
      </div>
      <EnquiryDetails enquiry={enquiry} />
    </>
  );
}
