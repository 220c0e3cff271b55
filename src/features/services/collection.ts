// The services and the sites and films services' cards as managed lists
// (src/platform/collections/collection.ts): order, trash, bulk work and backups come from these.
// The services are declared from their contract (client/contract/services.ts, SERVICE_LIST): the
// admin's list, add, change and remove endpoints are generated
// (src/platform/collections/crud-routes.ts). What is the services' own is here: the admin lists
// each with its cards and its count of projects; a new one is placed last (menus list it there
// until the owner moves it) and gets a page document of plain words (the seed's neutral ones); an
// address that is the site's own page, another service's or an earlier address of another is
// refused at the field; a new address keeps the old one answering 301 (service_redirects), as
// project slugs do; a service with projects, or that links on the site point to, stays out of
// the trash. A service shows on every page (the menus, core skills, the sitemap): its writes drop
// them all ("service-list", which every page carries: src/site/page-data.ts).
import { serviceDocumentKey } from "../../../client/contract/documents/registry.ts";
import { RESERVED_SLUGS, servicePath, type ServiceInfo, type ServiceStyle } from "../../../client/contract/families.ts";
import {
  inUseMessage,
  type Service,
  SERVICE_LIST,
  SERVICE_MESSAGES,
  ServiceCard,
  ServiceCardForm,
  type ServiceForm,
} from "../../../client/contract/services.ts";
import { defineCollection, type InUse } from "../../platform/collections/collection.ts";
import { declaredList } from "../../platform/collections/declared-list.ts";
import type { Queries } from "../../platform/db/connect.ts";
import { failWith } from "../../platform/http/errors.ts";
import { linksTo } from "../links/uses.ts";
import { neutralServiceDocument } from "../seed/neutral-documents.ts";
import { getStudio } from "../studio/queries.ts";
import { INFO } from "./catalog.ts";
import { selectCards } from "./queries.ts";

type ServiceRow = ServiceInfo & { hidden: boolean; projects: number };

/** The admin's list: every live service (hidden ones too), in the owner's order, with its own cards (a sites or films service's) and its count of live projects. */
async function listServices(sql: Queries): Promise<Service[]> {
  const rows = await sql<ServiceRow[]>`
    select ${INFO(sql)}, s.hidden,
      (select count(*)::int from projects p where p.family = s.id and p.deleted_at is null) as projects
    from services s
    where s.deleted_at is null
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

/** A service that still has projects, or that links on the site point to: every way into the trash refuses it, saying what to fix. */
async function servicesInUse(sql: Queries, ids: string[]): Promise<InUse | undefined> {
  for (const id of ids) {
    const [service] = await sql<{ name: string; slug: string; projects: number }[]>`
      select s.name, s.slug, (select count(*) from projects p where p.family = s.id and p.deleted_at is null)::int as projects
      from services s where s.id = ${id} and s.deleted_at is null`;
    if (!service) continue;
    const uses = await linksTo(sql, [servicePath(service.slug)]);
    if (service.projects > 0 || uses.length > 0) {
      return { message: inUseMessage(service.name, service.projects, uses.length), fields: { projects: service.projects, uses } };
    }
  }
  return undefined;
}

const refuse = (status: number, message: string, field: keyof ServiceForm): never => failWith(status, message, { field });

/** Refuses an address another live service (or an earlier address of one) or the site's own pages use. */
async function checkSlug(tx: Queries, slug: string, ownId: string | null): Promise<void> {
  const wanted = slug.toLowerCase();
  if (RESERVED_SLUGS.includes(wanted)) refuse(409, SERVICE_MESSAGES.slugReserved, "slug");
  const [taken] = await tx`
    select 1 from services where lower(slug) = ${wanted} and deleted_at is null and id is distinct from ${ownId}
    union all
    select 1 from service_redirects r join services s on s.id = r.service_id
      where r.slug = ${wanted} and r.service_id is distinct from ${ownId} and s.deleted_at is null`;
  if (taken) refuse(409, SERVICE_MESSAGES.slugTaken, "slug");
}

/** After a write: a new service's page document; the address it leaves leads to it (a case-only change needs none: any case is matched). */
async function recordAddress(tx: Queries, id: string, { slug, name }: Partial<ServiceForm>, before: Record<string, unknown> | null) {
  const oldSlug = before ? String(before.slug).toLowerCase() : null;
  const newSlug = slug?.toLowerCase();
  if (!before) {
    await tx`
      insert into documents (key, published) values (${serviceDocumentKey(id)}, ${tx.json(neutralServiceDocument(await getStudio(tx), name!))})
      on conflict (key) do nothing`;
  } else if (newSlug !== undefined && newSlug !== oldSlug) {
    await tx`
      insert into service_redirects (slug, service_id) values (${oldSlug}, ${id})
      on conflict (slug) do update set service_id = excluded.service_id, created_at = now()`;
  }
  // An earlier address (of this service, or of one in the trash) is this one's now.
  if (newSlug !== undefined && newSlug !== oldSlug) await tx`delete from service_redirects where slug = ${newSlug}`;
}

export const services = declaredList(SERVICE_LIST, {
  table: "services",
  tags: ["service-list"],
  list: (sql) => listServices(sql),
  inUse: servicesInUse,
  hidden: "hidden",
  touched: ["updated_at"],
  place: "last",
  create: (form) => ({
    id: crypto.randomUUID(),
    name: form.name ?? refuse(400, SERVICE_MESSAGES.nameRequired, "name"),
    slug: form.slug ?? refuse(400, SERVICE_MESSAGES.slugRequired, "slug"),
    summary: form.summary ?? "",
    style: form.style ?? refuse(400, SERVICE_MESSAGES.styleRequired, "style"),
    hidden: form.hidden ?? false,
  }),
  check: async (tx, { slug }, id, before) => {
    if (slug !== undefined && slug !== before?.slug) await checkSlug(tx, slug, id);
  },
  written: recordAddress,
  formFields: (service) => ({ name: service.name, slug: service.slug, summary: service.summary, style: service.style, hidden: service.hidden }),
});

export const serviceCards = defineCollection({
  name: "service-cards",
  sampleColumn: "sample",
  table: "service_cards",
  label: "Service card",
  titleColumn: "title",
  scope: "service",
  tags: ["services"],
  image: { column: "image_key", kind: { folder: "cards", store: "variants" }, size: { width: "image_width", height: "image_height" } },
  schema: ServiceCard,
  list: (sql) => selectCards(sql, {}),
  form: ServiceCardForm,
  images: (card) => [card.image],
});
