// Reading the service pages' sample work. The gallery services' cards are their published
// projects (cover, title, tagline, link), never stored twice; Web Design's and Animation's
// cards are rows of service_cards.
import type { Project } from "../../../client/contract/projects.ts";
import { FAMILIES, FAMILY_LABELS, GALLERY_FAMILIES, projectPath, type Family, type GalleryFamily } from "../../../client/contract/families.ts";
import type { ServiceCard, ServiceCards } from "../../../client/contract/services.ts";
import type { Queries } from "../../platform/db/connect.ts";
import { fromColumns, type ImageColumns } from "../../platform/media/responsive.ts";
import { toImage } from "../../../client/contract/stored-media.ts";
import { listPublishedProjects } from "../projects/queries.ts";

type CardRow = ImageColumns & {
  id: string;
  service: Family;
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

/** A published project as its service page's card; a project without images has none. */
function projectCard(project: Project): ServiceCard | null {
  if (!project.cover) return null;
  return {
    _id: project._id,
    service: project.family,
    image: project.cover,
    title: project.title,
    caption: project.tagline,
    alt: project.title,
    link: projectPath(project.family, project.slug),
    live: null,
    watch: null,
    breakdown: null,
  };
}

const isGalleryFamily = (family: Family): family is GalleryFamily => (GALLERY_FAMILIES as readonly string[]).includes(family);

/** Live cards of one card service (or one card), in the owner's order. */
export async function selectCards(sql: Queries, filter: { service?: Family; id?: string }): Promise<ServiceCard[]> {
  const rows = await sql<CardRow[]>`
    select ${sql(CARD_COLUMNS)} from service_cards
    where deleted_at is null
      and ${filter.service ? sql`service = ${filter.service}` : sql`true`}
      and ${filter.id ? sql`id = ${filter.id}` : sql`true`}
    order by service, position, created_at desc, id`;
  return rows.map(toCard);
}

/** Public: the cards of one service page, in the owner's order. */
export async function listServiceCards(sql: Queries, service: Family): Promise<ServiceCard[]> {
  if (!isGalleryFamily(service)) return selectCards(sql, { service });
  return (await listPublishedProjects(sql, service)).map(projectCard).filter((card) => card !== null);
}

/** Every service page with its cards, in the site's service order. */
export async function listAllServiceCards(sql: Queries): Promise<ServiceCards[]> {
  return Promise.all(
    FAMILIES.map(async (slug) => ({
      slug,
      name: FAMILY_LABELS[slug],
      cards: await listServiceCards(sql, slug),
    })),
  );
}
