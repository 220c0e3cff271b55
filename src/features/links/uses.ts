// Every place on the site that links to one of its own pages: the page documents' link fields
// (published and in a waiting draft), the portfolio items' and the service cards' links, and the
// studio's form links. The one list the delete warning, the dashboard's dead links and the fix
// read, so each finds the same places by the same names.

import { pageOf, type LinkUse } from "../../../client/contract/links.ts";
import type { Queries } from "../../platform/db/connect.ts";
import { getStudio } from "../studio/queries.ts";
import { listDocumentSpecs } from "../services/documents.ts";
import { documentLinks } from "./document-links.ts";

const FORM_LABELS = { message: "Message form", enquiry: "Enquiry form", contact: "Contact form" } as const;

export async function listLinkUses(sql: Queries): Promise<LinkUse[]> {
  const [documents, items, cards, studio, specs] = await Promise.all([
    sql<{ key: string; published: unknown; draft: unknown }[]>`select key, published, draft from documents`,
    sql<{ id: string; tabLabel: string; title: string | null; link: string }[]>`
      select i.id, t.label as tab_label, coalesce(i.title, p.title) as title, i.link
      from portfolio_items i join portfolio_tabs t on t.id = i.tab left join projects p on p.id = i.project_id
      where i.deleted_at is null and i.link like '/%' and (i.project_id is null or p.deleted_at is null)
      order by t.position, i.position`,
    sql<{ id: string; service: string; title: string; link: string }[]>`
      select c.id, s.name as service, c.title, c.link from service_cards c join services s on s.id = c.service
      where c.deleted_at is null and c.link like '/%' order by s.position, c.position`,
    getStudio(sql),
    listDocumentSpecs(sql),
  ]);
  const uses: LinkUse[] = [];
  for (const spec of specs) {
    const row = documents.find((document) => document.key === spec.key);
    if (!row) continue;
    const seen = new Set<string>();
    for (const content of [row.published, row.draft]) {
      for (const link of documentLinks(spec.schema, content)) {
        const id = `document:${spec.key}:${link.path.join("/")}`;
        if (seen.has(`${id} ${link.target}`)) continue;
        seen.add(`${id} ${link.target}`);
        uses.push({
          id,
          where: [spec.label, ...link.labels].join(" › "),
          target: link.target,
          edit: `/admin/pages/${spec.key}`,
          removable: true,
          fixable: true,
        });
      }
    }
  }
  for (const item of items) {
    uses.push({
      id: `portfolio:${item.id}`,
      where: `Portfolio › ${item.tabLabel} › “${item.title ?? "Untitled"}”`,
      target: item.link,
      edit: "/admin/portfolio",
      removable: true,
      fixable: true,
    });
  }
  for (const card of cards) {
    uses.push({
      id: `card:${card.id}`,
      where: `Services › ${card.service} › card “${card.title}”`,
      target: card.link,
      edit: "/admin/services",
      removable: true,
      fixable: true,
    });
  }
  for (const [form, label] of Object.entries(FORM_LABELS) as [keyof typeof FORM_LABELS, string][]) {
    const target = studio.forms[form];
    if (target.startsWith("/")) {
      uses.push({ id: `studio:forms/${form}`, where: `Studio details › ${label}`, target, edit: "/admin/studio", removable: false, fixable: false });
    }
  }
  return uses;
}

/** The places that link to any of these pages. */
export async function linksTo(sql: Queries, paths: string[]): Promise<LinkUse[]> {
  const pages = new Set(paths.map(pageOf));
  return (await listLinkUses(sql)).filter((use) => pages.has(pageOf(use.target)));
}
