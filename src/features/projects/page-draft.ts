// A project's gallery page as one draft (migrations/00011): its title, tagline, description, film
// and stack of images, edited in place and saved as the owner goes, while visitors keep seeing the
// project's rows. The draft keeps, beside its content, the page as it was when the draft began
// (`base`): publishing applies only what the draft changed from it, so what the project editor
// changed meanwhile (an image added, a tagline) is kept rather than quietly undone.
import type { PageDocument } from "../../../client/contract/documents/answers.ts";
import { projectPath } from "../../../client/contract/families.ts";
import { PROJECT_PAGE_MESSAGES, ProjectPageContent, projectPageKey, type ProjectPageImage } from "../../../client/contract/project-page.ts";
import { PROJECT_MESSAGES, type ProjectFilm } from "../../../client/contract/projects.ts";
import type { Queries, Sql } from "../../platform/db/connect.ts";
import { fail, failWith } from "../../platform/http/errors.ts";
import { checked } from "../../platform/http/validation.ts";
import type { ImageSize, StoredSizes } from "../../platform/media/held-media.ts";
import { isBucketKey } from "../../platform/media/keys.ts";
import { fromColumns } from "../../platform/media/responsive.ts";
import { HELD_KEYS_PATH } from "../../platform/media/sweep.ts";
import { lastPosition } from "../../platform/collections/reorder.ts";
import { projectImages } from "./collection.ts";
import { IMAGE_COLUMNS, type ImageRow } from "./queries.ts";

/** Equal content, whatever the order of its keys (Postgres' jsonb answers them sorted). */
const same = (a: unknown, b: unknown) => Bun.deepEquals(a, b);

type Film = typeof ProjectFilm.static;
type Draft = { content: ProjectPageContent; base: ProjectPageContent };
type PageRow = {
  id: string;
  /** Its service's address, where its path starts. */
  serviceSlug: string;
  slug: string;
  title: string;
  tagline: string;
  description: string;
  film: Film | null;
  draft: Draft | null;
  draftVersion: number;
  updatedAt: Date;
};

const PAGE_COLUMNS = ["id", "slug", "title", "tagline", "description", "film", "draft", "draft_version", "updated_at"];

/** An image as the page holds it: a decorative one has no alt text (empty alt is decorative). */
const pageImage = (row: ImageRow): ProjectPageImage => ({ _id: row.id, image: fromColumns(row), alt: row.decorative ? "" : row.alt });

async function liveImages(sql: Queries, id: string): Promise<ImageRow[]> {
  return sql<ImageRow[]>`
    select ${sql(IMAGE_COLUMNS)} from project_images where project_id = ${id} and deleted_at is null
    order by position, created_at desc, id`;
}

/** What visitors see of the page now. */
async function publishedOf(sql: Queries, row: PageRow): Promise<ProjectPageContent> {
  const { title, tagline, description, film } = row;
  return { title, tagline, description, film: film ?? null, images: (await liveImages(sql, row.id)).map(pageImage) };
}

async function readRow(sql: Queries, id: string, lock = false): Promise<PageRow | null> {
  const [row] = await sql<PageRow[]>`
    select ${sql(PAGE_COLUMNS)}, (select s.slug from services s where s.id = projects.family) as service_slug
    from projects where id = ${id} and deleted_at is null ${lock ? sql`for update of projects` : sql``}`;
  return row ?? null;
}

const FIELDS = ["title", "tagline", "description", "film"] as const;

/**
 * The draft as edit mode shows it: a field the draft left as it began shows what the project
 * editor saved since, which is what publishing will keep (publishProjectDraft).
 */
function shownDraft(draft: Draft | null, published: ProjectPageContent): ProjectPageContent | null {
  if (!draft) return null;
  const shown = { ...draft.content };
  for (const field of FIELDS) if (same(draft.content[field], draft.base[field])) Object.assign(shown, { [field]: published[field] });
  return shown;
}

/** A field the draft holds as visitors see it now is one it does not change: its base follows what is published. */
function rebased(base: ProjectPageContent, content: ProjectPageContent, published: ProjectPageContent): ProjectPageContent {
  const next = { ...base };
  for (const field of FIELDS) if (same(content[field], published[field])) Object.assign(next, { [field]: published[field] });
  return next;
}

async function toPage(sql: Queries, row: PageRow): Promise<PageDocument> {
  const published = await publishedOf(sql, row);
  return {
    key: projectPageKey(row.id),
    label: row.title,
    path: projectPath(row.serviceSlug, row.slug),
    version: row.draftVersion,
    published,
    draft: shownDraft(row.draft, published),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: null,
  };
}

/** The project's page with its draft; null when there is no such live project. */
export async function getProjectPage(sql: Queries, id: string): Promise<PageDocument | null> {
  const row = await readRow(sql, id);
  return row ? toPage(sql, row) : null;
}

/** The row, locked, if it is still at `version`; else 404, or 409 with the newer page. */
async function locked(tx: Queries, id: string, version: number): Promise<PageRow> {
  const row = (await readRow(tx, id, true)) ?? fail(404, PROJECT_MESSAGES.notFound);
  if (row.draftVersion !== version) failWith(409, PROJECT_PAGE_MESSAGES.conflict, { page: await toPage(tx, row) });
  return row;
}

/**
 * Sets the draft (null: discards it) if the page is still at `version`. Its images named by id
 * must be this project's live ones. A draft equal to what visitors see is no draft.
 */
export function setProjectDraft(sql: Sql, id: string, version: number, content: ProjectPageContent | null): Promise<PageDocument> {
  return sql.begin(async (tx) => {
    const row = await locked(tx, id, version);
    const published = await publishedOf(tx, row);
    if (content) {
      const own = new Set(published.images.map((image) => image._id));
      const base = new Set(row.draft?.base.images.map((image) => image._id));
      // An image the draft began with may have gone to the trash since: it is dropped at publishing.
      if (content.images.some((image) => image._id && !own.has(image._id) && !base.has(image._id))) fail(400, PROJECT_PAGE_MESSAGES.foreignImage);
    }
    const draft = content === null || same(content, published) ? null : { content, base: rebased(row.draft?.base ?? published, content, published) };
    const [saved] = await tx<PageRow[]>`
      update projects set draft = ${draft === null ? null : tx.json(draft as never)}, draft_version = draft_version + 1,
        draft_saved_at = ${draft === null ? null : tx`now()`}
      where id = ${id} returning ${tx(PAGE_COLUMNS)}, (select s.slug from services s where s.id = projects.family) as service_slug`;
    return toPage(tx, saved!);
  });
}

/** The keys of the draft's media not already on the page (new uploads), which the caller checks are stored. */
export function newMediaOf(content: ProjectPageContent, published: unknown): ProjectPageContent {
  const { images, film } = published as ProjectPageContent;
  const known = new Set(images.map((image) => image.image.key));
  return {
    ...content,
    film: content.film && content.film.key !== film?.key ? content.film : null,
    images: content.images.filter((image) => !known.has(image.image.key)),
  };
}

/** The sizes of the page's own images, as their rows hold them. */
export function pageSizes(published: unknown): Map<string, ImageSize> {
  return new Map((published as ProjectPageContent).images.map(({ image: { key, width, height } }) => [key, { width, height }]));
}

/** The images a draft adds to the page (those without an id), whose stored sizes publishing writes. */
export const addedImages = (draft: unknown) => ((draft as ProjectPageContent | null)?.images ?? []).filter((image) => !image._id);

export type ProjectPagePublished = { page: PageDocument; removed: number; added: number };

/**
 * The draft becomes what visitors see: each field the draft changed from its base is written,
 * images it removed go to the trash (where Undo finds them), images it added join the stack,
 * at their stored `sizes`, and the stack takes the draft's order (images added in the project editor since stay, at the end).
 */
export function publishProjectDraft(sql: Sql, id: string, version: number, sizes: StoredSizes): Promise<ProjectPagePublished> {
  return sql.begin(async (tx) => {
    const row = await locked(tx, id, version);
    if (!row.draft) fail(400, PROJECT_PAGE_MESSAGES.nothingToPublish);
    // Checked again: the draft was saved under the schema of its day.
    const content = checked(ProjectPageContent, row.draft.content);
    const { base } = row.draft;
    const pick = <K extends (typeof FIELDS)[number]>(key: K) => (same(content[key], base[key]) ? row[key] : content[key]);
    const film = pick("film");
    await tx`
      update projects set title = ${pick("title")}, tagline = ${pick("tagline")}, description = ${pick("description")},
        film = ${film === null ? null : tx.json(film as never)},
        draft = null, draft_version = draft_version + 1, draft_saved_at = null, updated_at = now(), details_saved_at = now()
      where id = ${id}`;

    const live = await liveImages(tx, id);
    const liveIds = new Set(live.map((image) => image.id));
    const kept = new Set(content.images.flatMap((image) => (image._id ? [image._id] : [])));
    const removed = base.images.flatMap((image) => (image._id && !kept.has(image._id) && liveIds.has(image._id) ? [image._id] : []));
    if (removed.length) await tx`update project_images set deleted_at = now() where id in ${tx(removed)} and project_id = ${id}`;

    const baseById = new Map(base.images.map((image) => [image._id, image]));
    const order: string[] = [];
    let added = 0;
    for (const image of content.images) {
      if (image._id) {
        if (!liveIds.has(image._id)) continue;
        order.push(image._id);
        const before = baseById.get(image._id);
        if (before && before.alt !== image.alt) {
          await tx`update project_images set alt = ${image.alt}, decorative = ${image.alt === ""} where id = ${image._id}`;
        }
        continue;
      }
      const { key, blur } = image.image;
      const { width, height } = sizes.get(key) ?? (isBucketKey(key) ? fail(400, PROJECT_PAGE_MESSAGES.missingMedia) : image.image);
      const [inserted] = await tx<{ id: string }[]>`
        insert into project_images (project_id, image_key, image_width, image_height, image_blur, alt, decorative, position)
        values (${id}, ${key}, ${width}, ${height}, ${blur}, ${image.alt}, ${image.alt === ""}, ${lastPosition(tx, projectImages, id)})
        returning id`;
      order.push(inserted!.id);
      added++;
    }
    // Images added in the project editor since the draft began keep their order, after the draft's.
    for (const image of live) if (!kept.has(image.id) && !removed.includes(image.id) && !order.includes(image.id)) order.push(image.id);
    for (const [position, imageId] of order.entries()) await tx`update project_images set position = ${position} where id = ${imageId}`;
    await tx`update projects set next_image_position = greatest(next_image_position, ${order.length}) where id = ${id}`;

    return { page: await toPage(tx, (await readRow(tx, id))!), removed: removed.length, added };
  });
}

/** The bucket keys projects' drafts hold (images uploaded in edit mode, a new film), for the sweep and a restore's checks. */
export async function projectDraftMediaKeys(sql: Queries): Promise<string[]> {
  const rows = await sql<{ key: string }[]>`
    select distinct jsonb_path_query(draft, ${HELD_KEYS_PATH}::jsonpath) #>> '{}' as key from projects where draft is not null`;
  return rows.map((row) => row.key);
}

/** Every project's draft content, for a restore's check against the contract. */
export async function projectDrafts(sql: Queries): Promise<ProjectPageContent[]> {
  const rows = await sql<{ content: ProjectPageContent }[]>`select draft -> 'content' as content from projects where draft is not null`;
  return rows.map((row) => row.content);
}
