// A service that still has projects, or that links on the site point to, stays where it is:
// the list's inUse (src/features/services/collection.ts) says what uses it, and every way into
// the trash refuses with 409 saying what to fix (src/platform/collections/in-use.ts).
import { servicePath } from "../../../client/contract/families.ts";
import { inUseMessage } from "../../../client/contract/services.ts";
import type { InUse } from "../../platform/collections/collection.ts";
import type { Queries } from "../../platform/db/connect.ts";
import { linksTo } from "../links/uses.ts";

export async function servicesInUse(sql: Queries, ids: string[]): Promise<InUse | undefined> {
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
