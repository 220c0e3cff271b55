// Enquiries and their files as managed lists (src/platform/collections/collection.ts): the trash
// with its Undo, the 30-day purge (which removes the files' objects), backups and their restore
// checks, and the activity log, which names an enquiry by its sender, never by its text.
import { Enquiry, EnquiryAttachment } from "../../../client/contract/enquiries.ts";
import { defineCollection } from "../../platform/collections/collection.ts";
import { listAllAttachments, listAllEnquiries } from "./queries.ts";

export const enquiries = defineCollection({
  name: "enquiries",
  table: "enquiries",
  label: "Enquiry",
  titleColumn: "name",
  // No public page shows an enquiry.
  tags: [],
  schema: Enquiry,
  list: listAllEnquiries,
});

export const enquiryAttachments = defineCollection({
  name: "enquiry-attachments",
  table: "enquiry_attachments",
  label: "Attachment",
  titleColumn: "name",
  tags: [],
  parent: { collection: "enquiries", column: "enquiry_id" },
  file: { column: "object_key" },
  schema: EnquiryAttachment,
  list: listAllAttachments,
});
