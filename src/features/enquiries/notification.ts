// The mails an enquiry makes, as plain data for the outbox: the owner's notification (to the
// contact page's notification address, or the studio's email; Reply-To the visitor, so a reply
// goes straight to them) and, when the owner chose it, a short confirmation to the visitor. Spam
// makes none. Plain text only: nothing a visitor typed becomes markup in anyone's mail.
import type { ContactDocument } from "../../../client/contract/documents/contact.ts";
import { ATTACHMENT_FORMATS, type Enquiry, type EnquiryAttachment } from "../../../client/contract/enquiries.ts";
import { formatBytes } from "../../../client/contract/common.ts";

import type { OutgoingMail } from "../../platform/mail/outbox.ts";

/** What the mails tell of an enquiry: as stored, or as the admin API answers it. */
type Mailed = Pick<Enquiry, "name" | "email" | "message" | "company" | "service" | "budget" | "timeline" | "status"> & {
  attachments: Pick<EnquiryAttachment, "name" | "size">[];
};

export type StudioDetails = { fullName: string; email: string };
type Delivery = ContactDocument["delivery"];

/** Header values carry no line breaks (a typed name cannot add a header), and stay short. */
const headerText = (value: string, max = 120) =>
  value
    .replace(/[\r\n\t]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max);

/** The owner's notification of a real enquiry; null for spam. `adminUrl`: where the inbox opens it. */
export function ownerNotification(enquiry: Mailed, studio: StudioDetails, delivery: Delivery, adminUrl: string): OutgoingMail | null {
  if (enquiry.status === "spam") return null;
  const details: Array<[string, string]> = [
    ["From", `${enquiry.name} <${enquiry.email}>`],
    ["Company", enquiry.company],
    // The service's name as the visitor saw it (the intake puts it in place of its id).
    ["Service", enquiry.service],
    ["Budget", enquiry.budget],
    ["Timeline", enquiry.timeline],
  ];
  const files = enquiry.attachments.map((file) => `- ${file.name} (${formatBytes(file.size)})`);
  const text = [
    `New enquiry from ${enquiry.name}, sent from your contact page.`,
    "",
    ...details.filter(([, value]) => value !== "").map(([label, value]) => `${label}: ${value}`),
    "",
    enquiry.message,
    "",
    ...(files.length > 0 ? [`Attached (${ATTACHMENT_FORMATS}; open them in the admin):`, ...files, ""] : []),
    `Reply to this mail to answer ${enquiry.name}, or open the enquiry: ${adminUrl}`,
  ].join("\n");
  return {
    to: delivery.notify || studio.email,
    replyTo: enquiry.email,
    subject: headerText(`New enquiry from ${enquiry.name}${enquiry.company ? ` (${enquiry.company})` : ""}`),
    text,
  };
}

/** The visitor's confirmation, when the owner turned it on; null otherwise and for spam. */
export function visitorConfirmation(enquiry: Mailed, studio: StudioDetails, delivery: Delivery): OutgoingMail | null {
  if (enquiry.status === "spam" || !delivery.confirmVisitor) return null;
  const text = [`Hello ${enquiry.name},`, "", delivery.confirmation, "", "What you sent:", "", enquiry.message, "", studio.fullName].join("\n");
  return {
    to: enquiry.email,
    replyTo: delivery.notify || studio.email,
    subject: headerText(`Thank you for your message to ${studio.fullName}`),
    text,
  };
}
