// The contact page's data: its published document without the owner's delivery settings (the
// notification address is not the visitors' business), a fresh time token for the form, and,
// after a post without scripts, what that post left (the thank-you, or the form with its errors).
import type { ContactDocument, ContactPageDocument } from "../../../client/contract/documents/contact.ts";
import type { ContactFormState } from "../../../client/contract/enquiries.ts";
import type { PageDataMap, PageDataResult } from "../../../client/contract/page-data.ts";
import type { Queries } from "../../platform/db/connect.ts";
import { readPublished } from "../pages/published.ts";
import { signFormToken } from "./form-token.ts";

export const publishedContact = async (sql: Queries): Promise<ContactDocument> => (await readPublished(sql, ["contact"])).contact;

function pageDocument({ delivery: _delivery, ...shown }: ContactDocument): ContactPageDocument {
  return shown;
}

export async function contactPageData(
  sql: Queries,
  secret: string,
  form: ContactFormState | null = null,
): Promise<PageDataResult<PageDataMap["contact"]>> {
  const document = pageDocument(await publishedContact(sql));
  return { status: 200, data: { document, token: signFormToken(secret), form }, uncached: true };
}
