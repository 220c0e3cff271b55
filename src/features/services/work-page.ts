// One page of a service page's published projects (client/contract/paging.ts): a gallery
// service's cards, or a sites or films service's projects beside its own cards. Read with
// limit and offset and counted beside, so a service with 400 projects renders,
// sends and hydrates 24 of them, not 400. A project without a live cover has no card, so it is
// left out here, before the page is cut, and every page is full but the last.
import { servicePath, type ServiceInfo } from "../../../client/contract/families.ts";
import { LIST_PAGE_SIZE, pageOffset, pagingOf, searchWithPage, type Paging } from "../../../client/contract/paging.ts";
import type { ServiceCard } from "../../../client/contract/services.ts";
import { toImage } from "../../../client/contract/stored-media.ts";
import type { Queries } from "../../platform/db/connect.ts";
import { fromColumns, type ImageColumns } from "../../platform/media/responsive.ts";
import { listShownServices } from "./catalog.ts";
import { listServiceCards, projectCard } from "./queries.ts";

type CoverRow = ImageColumns & { id: string; family: string; slug: string; title: string; tagline: string };

/**
 * Published projects of a service that have a card, `limit` of them from `offset`, and how many
 * there are in all. Counted by a query of its own beside the page's: a count over the window of
 * the page's query sorted every row first (6.3 against 2.8 ms for both at 400 projects, PGlite).
 */
async function publishedCardsPage(
  sql: Queries,
  service: ServiceInfo,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ cards: ServiceCard[]; total: number }> {
  const [rows, counts] = await Promise.all([
    sql<CoverRow[]>`
      select p.id, p.family, p.slug, p.title, p.tagline, c.image_key, c.image_width, c.image_height, c.image_blur
      from projects p
      join project_images c on c.id = p.shown_cover_id and c.deleted_at is null
      where p.family = ${service.id} and p.status = 'published' and p.deleted_at is null
      order by p.position, p.created_at desc, p.id
      limit ${limit} offset ${offset}`,
    countCardsByFamily(sql, service.id),
  ]);
  return { cards: rows.map((row) => toCard(service, row)), total: counts.get(service.id) ?? 0 };
}

/** How many cards each service's published projects make (one service's, or every service's; one with none is absent). */
async function countCardsByFamily(sql: Queries, family?: string): Promise<Map<string, number>> {
  const rows = await sql<{ family: string; total: number }[]>`
    select p.family, count(*)::int as total from projects p
    join project_images c on c.id = p.shown_cover_id and c.deleted_at is null
    where p.status = 'published' and p.deleted_at is null and ${family ? sql`p.family = ${family}` : sql`true`}
    group by p.family`;
  return new Map(rows.map((row) => [row.family, row.total]));
}

/** The addresses of every shown service page's later pages (/animation?page=2, …), for the sitemap. */
export async function laterServicePages(sql: Queries): Promise<string[]> {
  const [counts, services] = await Promise.all([countCardsByFamily(sql), listShownServices(sql)]);
  return services.flatMap((service) =>
    Array.from({ length: pagingOf(1, counts.get(service.id) ?? 0).pages - 1 }, (_, i) => `${servicePath(service.slug)}${searchWithPage("", i + 2)}`),
  );
}

/** The same card as the service page's, from the cover's columns (every row has a cover). */
const toCard = (service: ServiceInfo, row: CoverRow): ServiceCard =>
  projectCard(service.slug, { ...row, _id: row.id, cover: toImage(fromColumns(row)) })!;

const isGallery = (service: ServiceInfo) => service.style === "gallery";

export type ServiceWork = { cards: ServiceCard[]; projects: ServiceCard[]; paging: Paging };

/**
 * Page `page` of a service page's work: a gallery service's cards are its projects, paged; a
 * card service keeps all its own cards (a short list the owner curates) and pages its projects.
 * Null when the page is past the last one (the page is a 404); page 1 always exists, even empty.
 */
export async function serviceWorkPage(sql: Queries, service: ServiceInfo, page: number): Promise<ServiceWork | null> {
  const [own, listed] = await Promise.all([
    isGallery(service) ? [] : listServiceCards(sql, service),
    publishedCardsPage(sql, service, { limit: LIST_PAGE_SIZE, offset: pageOffset(page) }),
  ]);
  const paging = pagingOf(page, listed.total);
  if (page > paging.pages) return null;
  return isGallery(service) ? { cards: listed.cards, projects: [], paging } : { cards: own, projects: listed.cards, paging };
}
