// The home hero's pieces of work: the projects the owner featured first, in the owner's project
// order (the services' order, then each service's own), then the first piece of each portfolio
// tab that has one, in the tabs' order, so the hero shows different disciplines and follows the
// owner's own ordering. A piece already shown is not shown twice.
import type { PortfolioItem, PortfolioTabItems } from "../../../client/contract/portfolio.ts";
import type { Queries } from "../../platform/db/connect.ts";
import { toPortfolioItem, type ItemRow } from "./queries.ts";

const FEATURED_COUNT = 3;

export function featuredWork(featured: PortfolioItem[], tabs: PortfolioTabItems[], count = FEATURED_COUNT): PortfolioItem[] {
  const firsts = tabs.flatMap((tab) => tab.items.slice(0, 1));
  const shown = new Set(featured.map((piece) => piece.projectId));
  return [...featured, ...firsts.filter((piece) => !piece.projectId || !shown.has(piece.projectId))].slice(0, count);
}

/** Public: the published projects featured on the home page that have a cover, as the hero shows them. */
export async function listFeaturedProjects(sql: Queries): Promise<PortfolioItem[]> {
  const rows = await sql<ItemRow[]>`
      select p.id, coalesce((select e.tab from portfolio_items e join portfolio_tabs t on t.id = e.tab
                             where e.project_id = p.id and e.deleted_at is null order by t.position limit 1), '') as tab,
             p.id as project_id, null as title, null as caption, null as alt, null as link,
             (select s.slug from services s where s.id = p.family) as project_family, p.slug as project_slug, p.title as project_title, p.tagline as project_tagline,
             c.image_key, c.image_width, c.image_height, c.image_blur
      from projects p join project_images c on c.id = p.shown_cover_id
      where p.featured and p.status = 'published' and p.deleted_at is null
      order by (select s.position from services s where s.id = p.family), p.position, p.created_at desc, p.id`;
  return rows.map(toPortfolioItem);
}
