// One enquiry in the inbox: its checkbox, who sent it (a link to the whole enquiry), the start of
// the message, its status, files and age; why it was taken for spam, when it was. New ones stand
// out. Every stored text is rendered as text.
import { EnquiryBadge } from "../../../components/admin/enquiry-badge.tsx";
import { SelectBox } from "../../../components/admin/select-box.tsx";
import type { Selection } from "../../../components/admin/use-selection.ts";
import { TimeAgo } from "../../../components/admin/time-ago.tsx";
import { PrefetchLink } from "../../../components/prefetch-link.tsx";
import type { Enquiry } from "../../../contract/enquiries.ts";

/** Characters of the message a row shows; the enquiry's own screen has the rest. */
const PREVIEW = 160;

export function EnquiryRow({ enquiry, selection }: { enquiry: Enquiry; selection: Selection }) {
  const files = enquiry.attachments.length;
  const characters = [...enquiry.message];
  const preview = characters.length > PREVIEW ? `${characters.slice(0, PREVIEW).join("").trimEnd()}…` : enquiry.message;
  return (
    <li className={`inbox-row${enquiry.status === "new" ? " inbox-row--new" : ""}${selection.has(enquiry._id) ? " is-selected" : ""}`}>
      <SelectBox selection={selection} id={enquiry._id} label={`Select the enquiry from ${enquiry.name}`} />
      <div className="inbox-row__text">
        <p className="inbox-row__who">
          <PrefetchLink href={`/admin/enquiries/${enquiry._id}`} className="inbox-row__name">
            {enquiry.name}
          </PrefetchLink>
          <span className="inbox-row__email">{enquiry.email}</span>
          {enquiry.company ? <span className="inbox-row__company">{enquiry.company}</span> : null}
        </p>
        <p className="inbox-row__message">{preview}</p>
        {enquiry.spamReason ? <p className="inbox-row__spam">Taken for spam: {enquiry.spamReason}</p> : null}
      </div>
      <div className="inbox-row__meta">
        <EnquiryBadge status={enquiry.status} />
        {files ? <span className="inbox-row__files">{files === 1 ? "1 file" : `${files} files`}</span> : null}
        <span className="inbox-row__when">
          <TimeAgo iso={enquiry.createdAt} />
        </span>
      </div>
    </li>
  );
}
