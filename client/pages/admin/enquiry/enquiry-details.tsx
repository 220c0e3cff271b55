// What the visitor sent: their details (the optional ones they filled in), when, the message as
// they typed it (text, its line breaks kept), and their files, each fetched with the owner's
// token when asked for (never from a public address).
import { useState } from "react";
import { call, reportError } from "../../../api.ts";
import { ENQUIRIES } from "../../../contract/endpoints/enquiries.ts";
import { notify } from "../../../components/admin/notify.ts";
import { saveFile } from "../../../components/admin/save-file.ts";
import { TimeAgo } from "../../../components/admin/time-ago.tsx";
import { exactTime } from "../../../components/admin/when.ts";
import { formatBytes } from "../../../contract/common.ts";
import type { Enquiry, EnquiryAttachment } from "../../../contract/enquiries.ts";
import { mailtoAddress } from "./reply-mailto.ts";
import { useServiceName } from "./service-name.ts";

const KINDS: Record<string, string> = {
  "application/pdf": "PDF",
  "image/png": "PNG",
  "image/jpeg": "JPEG",
  "image/webp": "WebP",
  "application/zip": "ZIP",
};

export function EnquiryDetails({ enquiry }: { enquiry: Enquiry }) {
  const service = useServiceName(enquiry.service);
  const details: [string, string][] = (
    [
      ["Company", enquiry.company],
      ["Service", service],
      ["Budget", enquiry.budget],
      ["Timeline", enquiry.timeline],
    ] as [string, string][]
  ).filter(([, value]) => value);
  return (
    <div className="enquiry">
      <section className="admin-panel enquiry__message-panel" aria-labelledby="enquiry-message-heading">
        <h2 id="enquiry-message-heading">Message</h2>
        {enquiry.spamReason ? (
          <p className="enquiry__spam" role="note">
            Taken for spam: {enquiry.spamReason}. Spam is never mailed to you or counted as new; choose Not spam if it is a real enquiry.
          </p>
        ) : null}
        <div className="enquiry__message">{enquiry.message}</div>
      </section>
      <aside className="enquiry__side">
        <section className="admin-panel" aria-labelledby="enquiry-from-heading">
          <h2 id="enquiry-from-heading">From</h2>
          <dl className="enquiry__details">
            <div>
              <dt>Name</dt>
              <dd>{enquiry.name}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>
                <a className="admin-link" href={mailtoAddress(enquiry.email)}>
                  {enquiry.email}
                </a>
              </dd>
            </div>
            {details.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
            <div>
              <dt>Sent</dt>
              <dd>
                {exactTime(enquiry.createdAt)}{" "}
                <span className="admin-muted">
                  (<TimeAgo iso={enquiry.createdAt} />)
                </span>
              </dd>
            </div>
          </dl>
        </section>
        <section className="admin-panel" aria-labelledby="enquiry-files-heading">
          <h2 id="enquiry-files-heading">
            Files <span className="admin-count">{enquiry.attachments.length}</span>
          </h2>
          {enquiry.attachments.length === 0 ? (
            <p className="admin-muted enquiry__no-files">No files were attached.</p>
          ) : (
            <ul className="enquiry__files">
              {enquiry.attachments.map((file) => (
                <AttachmentItem key={file._id} enquiryId={enquiry._id} file={file} />
              ))}
            </ul>
          )}
        </section>
      </aside>
    </div>
  );
}

function AttachmentItem({ enquiryId, file }: { enquiryId: string; file: EnquiryAttachment }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile((await call(ENQUIRIES.attachment, { params: { id: enquiryId, attachmentId: file._id } })).file, file.name);
      notify.success(`${file.name} downloaded`);
    } catch (error) {
      reportError(error, "The file could not be downloaded");
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="enquiry__file">
      <span className="enquiry__file-name">{file.name}</span>
      <span className="admin-muted enquiry__file-meta">
        {KINDS[file.type] ?? file.type} · {file.size < 1024 ? `${file.size} bytes` : formatBytes(file.size)}
      </span>
      <button type="button" className="admin-action" onClick={download} disabled={busy} aria-label={`Download ${file.name}`}>
        {busy ? "Downloading..." : "Download"}
      </button>
    </li>
  );
}
