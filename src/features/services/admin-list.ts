// The admin's list of services: every live one (hidden ones too), in the owner's order, with its
// own cards (a sites or films service's) and how many live projects it has.
import type { ServiceInfo, ServiceStyle } from "../../../client/contract/families.ts";
import type { Service } from "../../../client/contract/services.ts";
import type { Queries } from "../../platform/db/connect.ts";
import { INFO } from "./catalog.ts";
import { selectCards } from "./queries.ts";

type ServiceRow = ServiceInfo & { hidden: boolean; projects: number };

export async function listServices(sql: Queries, filter: { id?: string } = {}): Promise<Service[]> {
  const rows = await sql<ServiceRow[]>`
    select ${INFO(sql)}, s.hidden,
      (select count(*)::int from projects p where p.family = s.id and p.deleted_at is null) as projects
    from services s
    where s.deleted_at is null and ${filter.id ? sql`s.id = ${filter.id}` : sql`true`}
    order by s.position, s.created_at, s.id`;
  const cards = await selectCards(sql, {});
  return rows.map((row) => ({
    _id: row.id,
    slug: row.slug,
    name: row.name,
    summary: row.summary,
    style: row.style as ServiceStyle,
    hidden: row.hidden,
    projects: row.projects,
    cards: row.style === "gallery" ? [] : cards.filter((card) => card.service === row.id),
  }));
}
