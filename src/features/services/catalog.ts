// Reading the services themselves (migrations/00025_services.sql): the shown ones every page
// lists, the one an address names (in any case, or by an earlier address: a 301). Reads of the
// services table only, so any feature may ask (projects, enquiries, links) without a circle.
import type { ServiceInfo } from "../../../client/contract/families.ts";
import type { Queries } from "../../platform/db/connect.ts";
import { failWith } from "../../platform/http/errors.ts";

export const INFO = (sql: Queries) => sql`s.id, s.slug, s.name, s.summary, s.style`;

/** Public: the services visitors see (live, not hidden), in the owner's order. */
export async function listShownServices(sql: Queries): Promise<ServiceInfo[]> {
  return sql<ServiceInfo[]>`
    select ${INFO(sql)} from services s where s.deleted_at is null and not s.hidden order by s.position, s.created_at, s.id`;
}

/** What an address's first segment names: a shown service at its own spelling, its current address (301), or nothing. */
export type FoundService = { service: ServiceInfo } | { redirect: string } | null;

/**
 * Public: the shown service at /<segment>, matched in any case; an earlier address of one answers
 * its current one. `hidden`: hidden services are found too (the owner's preview of their page).
 */
export async function findShownService(sql: Queries, segment: string, { hidden = false } = {}): Promise<FoundService> {
  const wanted = segment.toLowerCase();
  const [service] = await sql<ServiceInfo[]>`
    select ${INFO(sql)} from services s where lower(s.slug) = ${wanted} and s.deleted_at is null and (${hidden} or not s.hidden)`;
  if (service) return service.slug === segment ? { service } : { redirect: `/${service.slug}` };
  const [moved] = await sql<{ slug: string }[]>`
    select s.slug from service_redirects r join services s on s.id = r.service_id
    where r.slug = ${wanted} and s.deleted_at is null and (${hidden} or not s.hidden)`;
  return moved ? { redirect: `/${moved.slug}` } : null;
}

/**
 * The live service an address's first segment names (its current address, else an earlier one),
 * shown or not: a project page's service. `moved`: the segment is an earlier address.
 */
export async function serviceAt(sql: Queries, segment: string): Promise<(ServiceInfo & { hidden: boolean; moved: boolean }) | null> {
  const [row] = await sql<(ServiceInfo & { hidden: boolean; moved: boolean })[]>`
    select ${INFO(sql)}, s.hidden, lower(s.slug) <> ${segment.toLowerCase()} as moved from services s
    where s.deleted_at is null
      and (lower(s.slug) = ${segment.toLowerCase()} or s.id in (select service_id from service_redirects where slug = ${segment.toLowerCase()}))
    order by moved limit 1`;
  return row ?? null;
}

/** Refuses a write naming a service that is not live (a project's), at the field named. */
export async function checkLiveService(sql: Queries, id: string, message: string, field: string): Promise<void> {
  const [row] = await sql`select 1 from services where id = ${id} and deleted_at is null`;
  if (!row) failWith(400, message, { field });
}
