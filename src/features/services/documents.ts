// The page documents as the admin and the link checks list them: the fixed ones of the registry
// (client/contract/documents/registry.ts), and one per live service, under its name and at its
// address, in the owner's order, where the registry has the six seeded ones.
import { DOCUMENTS, serviceDocumentSpec, type DocumentSpec } from "../../../client/contract/documents/registry.ts";
import type { Queries } from "../../platform/db/connect.ts";

const isServiceDocument = (spec: DocumentSpec) => spec.key.startsWith("service-");

export async function listDocumentSpecs(sql: Queries): Promise<DocumentSpec[]> {
  const services = await sql<{ id: string; slug: string; name: string }[]>`
    select id, slug, name from services where deleted_at is null order by position, created_at, id`;
  const fixed = DOCUMENTS.filter((spec) => !isServiceDocument(spec));
  // After the portfolio, as the registry places the service pages.
  const at = fixed.findIndex((spec) => spec.key === "portfolio") + 1;
  return [...fixed.slice(0, at), ...services.map(serviceDocumentSpec), ...fixed.slice(at)];
}

/** One document's spec with its service's name and address; undefined for a key no document has. */
export async function documentSpec(sql: Queries, key: string): Promise<DocumentSpec | undefined> {
  return (await listDocumentSpecs(sql)).find((spec) => spec.key === key);
}
