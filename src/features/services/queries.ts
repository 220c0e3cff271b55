// Reading the service pages' sample work. A gallery service's cards are its published projects
// (cover, title, tagline, link), never stored twice, read a page at a time (work-page.ts); a
// sites or films service's cards are rows of service_cards, and its projects are listed beside them.
import type { Project } from "../../../client/contract/projects.ts";
import { projectPath, type ServiceInfo } from "../../../client/contract/families.ts";
import type { ServiceCard } from "../../../client/contract/services.ts";
import type { Queries } from "../../platform/db/connect.ts";
import { fromColumns, type ImageColumns } from "../../platform/media/responsive.ts";
import { toImage } from "../../../client/contract/stored-media.ts";

type CardRow = ImageColumns & {
  id: string;
  service: string;
  title: string;
  caption: string;
  alt: string;
  link: string | null;
  live: string | null;
  watch: string | null;
  breakdown: string | null;
};

const CARD_COLUMNS = [
  "id",
  "service",
  "image_key",
  "image_width",
  "image_height",
  "image_blur",
  "title",
  "caption",
  "alt",
  "link",
  "live",
  "watch",
  "breakdown",
];

function toCard(row: CardRow): ServiceCard {
  return {
    _id: row.id,
    service: row.service,
    image: toImage(fromColumns(row)),
    title: row.title,
    caption: row.caption,
    alt: row.alt || row.title,
    link: row.link,
    live: row.live,
    watch: row.watch,
    breakdown: row.breakdown,
  };
}

/** A published project as its service page's card (at its service's address); a project without images has none. */
export function projectCard(
  serviceSlug: string,
  project: Pick<Project, "_id" | "family" | "slug" | "title" | "tagline" | "cover">,
): ServiceCard | null {
  if (!project.cover) return null;
  return {
    _id: project._id,
    service: project.family,
    image: project.cover,
    title: project.title,
    caption: project.tagline,
    alt: project.title,
    link: projectPath(serviceSlug, project.slug),
    live: null,
    watch: null,
    breakdown: null,
  };
}

/** Live cards of one card service (or one card), in the owner's order. */
export async function selectCards(sql: Queries, filter: { service?: string; id?: string }): Promise<ServiceCard[]> {
  const rows = await sql<CardRow[]>`
    select ${sql(CARD_COLUMNS)} from service_cards
    where deleted_at is null
      and ${filter.service ? sql`service = ${filter.service}` : sql`true`}
      and ${filter.id ? sql`id = ${filter.id}` : sql`true`}
    order by service, position, created_at desc, id`;
  return rows.map(toCard);
}

/** Public: the cards a sites or films service's page shows, in the owner's order. */
export async function listServiceCards(sql: Queries, service: ServiceInfo): Promise<ServiceCard[]> {
  return selectCards(sql, { service: service.id });
}
