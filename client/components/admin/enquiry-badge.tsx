// An enquiry's status as a badge whose colour and word both say it (New stands out; Spam warns).
import { ENQUIRY_STATUS_LABELS, type EnquiryStatus } from "../../contract/enquiries.ts";

export function EnquiryBadge({ status }: { status: EnquiryStatus }) {
  return <span className={`status-badge status-badge--${status}`}>{ENQUIRY_STATUS_LABELS[status]}</span>;
}
