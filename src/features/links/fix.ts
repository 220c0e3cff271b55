// Pointing one place's link at another page, or removing it. The place must still hold the link
// the owner saw (else 409: it was changed meanwhile), and a new internal link must lead to a page
// that is there. A page document's link changes in what visitors see and in a waiting draft,
// kept as a revision; an item's or a card's is its row's.
import { findDocument } from "../../../client/contract/documents/registry.ts";
import { LINK_MESSAGES, type LinkFixBody } from "../../../client/contract/links.ts";
import type { Sql } from "../../platform/db/connect.ts";
import { fail } from "../../platform/http/errors.ts";
import { rewriteDocument } from "../pages/writes.ts";
import { documentLinks, withLinkAt } from "./document-links.ts";
import { leadsNowhere } from "./dead-links.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Editor = { author: string; keep: number };

export async function fixLink(sql: Sql, { use, from, to }: LinkFixBody, editor: Editor): Promise<void> {
  if (to.startsWith("/") && (await leadsNowhere(sql, to))) fail(400, LINK_MESSAGES.deadTarget);
  const [kind, ...rest] = use.split(":");
  if (kind === "document") return fixInDocument(sql, rest, { from, to }, editor);
  if (kind === "studio") fail(400, LINK_MESSAGES.notFixable);
  const id = rest.join(":");
  if ((kind !== "portfolio" && kind !== "card") || !UUID.test(id)) fail(404, LINK_MESSAGES.unknownUse);
  const changed =
    kind === "portfolio"
      ? await sql`update portfolio_items set link = ${to || null}, updated_at = now() where id = ${id} and deleted_at is null and link = ${from} returning id`
      : await sql`update service_cards set link = ${to || null}, updated_at = now() where id = ${id} and deleted_at is null and link = ${from} returning id`;
  if (changed.length === 0) fail(409, LINK_MESSAGES.changedSince);
}

async function fixInDocument(sql: Sql, [key = "", at = ""]: string[], { from, to }: { from: string; to: string }, editor: Editor) {
  const spec = findDocument(key) ?? fail(404, LINK_MESSAGES.unknownUse);
  const path = at.split("/").map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const summary = to ? `Pointed a link at ${to}` : `Removed a link to ${from}`;
  const place = path.join("/");
  // Only a field the schema marks as a link is changed here, never another text at that path.
  const isLink = (content: unknown) => documentLinks(spec.schema, content).some((link) => link.path.join("/") === place);
  const rewrite = (content: unknown) => (isLink(content) ? withLinkAt(content, path, from, to) : null);
  const changed = await rewriteDocument(sql, spec, rewrite, { ...editor, summary });
  if (!changed) fail(409, LINK_MESSAGES.changedSince);
}
