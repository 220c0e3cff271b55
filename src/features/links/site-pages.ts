// The pages a link may be pointed at, as the admin's picker lists them: the site's own pages,
// each service by the name the owner gave it, and each published project by its title.
import { projectPath, servicePath } from "../../../client/contract/families.ts";
import type { SitePage } from "../../../client/contract/links.ts";
import type { Sql } from "../../platform/db/connect.ts";
import { listShownServices } from "../services/catalog.ts";

export async function listSitePages(sql: Sql): Promise<SitePage[]> {
  const [services, projects] = await Promise.all([
    listShownServices(sql),
    sql<{ title: string; serviceName: string; serviceSlug: string; slug: string }[]>`
      select p.title, s.name as service_name, s.slug as service_slug, p.slug from projects p join services s on s.id = p.family
      where p.status = 'published' and p.deleted_at is null and s.deleted_at is null and not s.hidden order by lower(p.title), p.id`,
  ]);
  return [
    { path: "/", label: "Home", detail: "", group: "Pages" },
    { path: "/portfolio", label: "Portfolio", detail: "", group: "Pages" },
    { path: "/contact", label: "Contact", detail: "", group: "Pages" },
    ...services.map((service): SitePage => ({ path: servicePath(service.slug), label: service.name, detail: "", group: "Services" })),
    ...projects.map(
      (project): SitePage => ({
        path: projectPath(project.serviceSlug, project.slug),
        label: project.title,
        detail: project.serviceName,
        group: "Projects",
      }),
    ),
  ];
}

/**
 * The paths a project has been at: its own and its earlier ones (they answer 301 to it while it
 * is published), each under its service's address now and the service's earlier ones.
 */
export async function projectPaths(sql: Sql, id: string): Promise<string[] | null> {
  const [project] = await sql<{ family: string; slug: string }[]>`select family, slug from projects where id = ${id} and deleted_at is null`;
  if (!project) return null;
  const rows = await sql<{ serviceSlug: string; slug: string }[]>`
    with own as (select ${project.family}::text as family, ${project.slug}::text as slug union select family, slug from project_slugs where project_id = ${id})
    select s.slug as service_slug, own.slug from own join services s on s.id = own.family
    union all
    select r.slug, own.slug from own join service_redirects r on r.service_id = own.family`;
  return rows.map((row) => projectPath(row.serviceSlug, row.slug));
}
