// Admin writes to the services themselves. A new service gets a page document of plain words
// (the seed's neutral ones); a new address keeps the old one answering 301 (service_redirects),
// as project slugs do; an address that is the site's own page, another service's or an earlier
// address of another service is refused at the field, and nothing changes.
import { serviceDocumentKey } from "../../../client/contract/documents/registry.ts";
import { RESERVED_SLUGS, type ServiceStyle } from "../../../client/contract/families.ts";
import { SERVICE_MESSAGES, type ServiceForm } from "../../../client/contract/services.ts";
import { lastPosition } from "../../platform/collections/reorder.ts";
import type { Queries, Sql } from "../../platform/db/connect.ts";
import { failWith } from "../../platform/http/errors.ts";
import { neutralServiceDocument } from "../seed/neutral-documents.ts";
import { getStudio } from "../studio/queries.ts";
import { services } from "./collection.ts";

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

/** Adds the service last in the list (menus list it there until the owner moves it), with its page document; answers its id. */
export async function createService(sql: Sql, form: ServiceForm): Promise<string> {
  const name = form.name ?? refuse(400, SERVICE_MESSAGES.nameRequired, "name");
  const slug = form.slug ?? refuse(400, SERVICE_MESSAGES.slugRequired, "slug");
  const style: ServiceStyle = form.style ?? refuse(400, SERVICE_MESSAGES.styleRequired, "style");
  const studio = await getStudio(sql);
  return sql.begin(async (tx) => {
    await checkSlug(tx, slug, null);
    const id = crypto.randomUUID();
    // An earlier address of a trashed service is this one's now.
    await tx`delete from service_redirects where slug = ${slug.toLowerCase()}`;
    await tx`
      insert into services (id, slug, name, summary, style, hidden, position)
      values (${id}, ${slug}, ${name}, ${form.summary ?? ""}, ${style}, ${form.hidden ?? false}, ${lastPosition(tx, services)})`;
    await tx`
      insert into documents (key, published) values (${serviceDocumentKey(id)}, ${tx.json(neutralServiceDocument(studio, name))})
      on conflict (key) do nothing`;
    return id;
  });
}

/** Applies the changes; false when there is no such live service. */
export async function updateService(sql: Sql, id: string, form: ServiceForm): Promise<boolean> {
  return sql.begin(async (tx) => {
    const [current] = await tx<{ slug: string }[]>`select slug from services where id = ${id} and deleted_at is null for update`;
    if (!current) return false;
    if (form.slug !== undefined && form.slug !== current.slug) {
      await checkSlug(tx, form.slug, id);
      const [oldSlug, newSlug] = [current.slug.toLowerCase(), form.slug.toLowerCase()];
      // The old address now leads here (a case-only change needs none: any case is matched).
      if (oldSlug !== newSlug) {
        await tx`
          insert into service_redirects (slug, service_id) values (${oldSlug}, ${id})
          on conflict (slug) do update set service_id = excluded.service_id, created_at = now()`;
        await tx`delete from service_redirects where slug = ${newSlug}`;
      }
    }
    const changes = Object.fromEntries(Object.entries(form).filter(([, value]) => value !== undefined));
    await tx`update services set ${tx({ ...changes, updatedAt: new Date() })} where id = ${id}`;
    return true;
  });
}
