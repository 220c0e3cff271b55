// Posting the contact form as a visitor's browser does (multipart, with the time token the page
// drew), for the enquiry suites.
import { signFormToken } from "../../src/features/enquiries/form-token.ts";
import { TEST_JWT_SECRET } from "./app.ts";

export type ContactFields = Record<string, string>;

/** A person's post: the form drawn ten seconds ago, the honeypot left empty. */
export function contactForm(fields: ContactFields = {}, files: File[] = [], { drawnMsAgo = 10_000 } = {}): FormData {
  const form = new FormData();
  const all = { name: "Jane Doe", email: "jane@example.com", message: "We need a launch film for a speaker.", website: "", ...fields };
  for (const [name, value] of Object.entries(all)) form.set(name, value);
  if (!("token" in fields)) form.set("token", signFormToken(TEST_JWT_SECRET, Date.now() - drawnMsAgo));
  for (const file of files) form.append("attachments", file);
  return form;
}

/** A small real PDF's first bytes: what the intake reads a PDF by. */
export const pdfFile = (name = "brief.pdf") => new File([`%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`], name, { type: "application/pdf" });

/** An executable (a Windows program's "MZ" header) named as a PDF. */
export const exeNamedPdf = () =>
  new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00])], "brief.pdf", { type: "application/pdf" });
