// Admin writes to projects and their images. A project changing its address keeps the old one
// (project_slugs) in the same transaction as the change, so a visitor following an old link is
// never sent nowhere; deletes move rows to the trash (deleted_at), objects stay until the purge.
import {
  FAMILY_MESSAGE,
  PROJECT_LIMITS,
  PROJECT_MESSAGES,
  slugify,
  type ProjectCreate,
  type ProjectUpdate,
} from "../../../client/contract/projects.ts";
import type { Queries, Sql } from "../../platform/db/connect.ts";
import type { TrashedAnswer } from "../../../client/contract/common.ts";
import { firstPosition, lastPosition } from "../../platform/collections/reorder.ts";
import { fail } from "../../platform/http/errors.ts";
import type { StoredImage } from "../../../client/contract/stored-media.ts";
import { portfolioItems } from "../portfolio/collection.ts";
import { projectImages, projects } from "./collection.ts";
import { IMAGE_COLUMNS, toProjectImage, type ImageRow } from "./queries.ts";
import { checkLiveService } from "../services/catalog.ts";

/** Postgres' unique violation on the given index or constraint. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  const { code, constraint_name } = error as { code?: string; constraint_name?: string };
  return code === "23505" && constraint_name === constraint;
}

/** A duplicate live slug is a 409 with a message; anything else goes on. */
async function slugChecked<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error, "projects_live_slug")) fail(409, PROJECT_MESSAGES.slugTaken);
    throw error;
  }
}

/** A slug made from the title, numbered ("twin-2") when a live project already has it. */
async function slugFromTitle(sql: Sql, title: string): Promise<string> {
  const base = slugify(title) || fail(400, PROJECT_MESSAGES.slugFromTitle);
  const candidates = [base, ...Array.from({ length: 49 }, (_, i) => `${base.slice(0, PROJECT_LIMITS.slug - 4).replace(/-+$/, "")}-${i + 2}`)];
  const taken = new Set(
    (await sql<{ slug: string }[]>`select slug from projects where deleted_at is null and slug in ${sql(candidates)}`).map((row) => row.slug),
  );
  return candidates.find((slug) => !taken.has(slug)) ?? base;
}

export async function createProject(sql: Sql, input: ProjectCreate): Promise<string> {
  // A slug the owner chose is kept as typed (a clash is a 409); a made-up one avoids clashes.
  const slug = input.slug ?? (await slugFromTitle(sql, input.title));
  return slugChecked(
    sql.begin(async (tx) => {
      await checkLiveService(tx, input.family, FAMILY_MESSAGE, "family");
      const [row] = await tx<{ id: string }[]>`
        insert into projects (family, slug, title, tagline, description, status, featured, position)
        values (${input.family}, ${slug}, ${input.title}, ${input.tagline ?? ""}, ${input.description ?? ""},
                ${input.status ?? "draft"}, ${input.featured ?? false}, ${firstPosition(tx, projects, input.family)})
        returning id`;
      await placeOnTabs(tx, row!.id, input.tabs ?? []);
      return row!.id;
    }),
  );
}

/**
 * The project's entries among the portfolio items become exactly `tabs`: a new tab gets an
 * entry at its end (the owner moves it from there), a tab left loses its entry, and the
 * entries of the tabs kept keep their place.
 */
async function placeOnTabs(tx: Queries, projectId: string, tabs: string[]): Promise<void> {
  const [{ live }] = (await tx<{ live: number }[]>`
    select count(*)::int as live from portfolio_tabs where id = any(${tabs}::text[]) and deleted_at is null and style = 'items'`) as unknown as [
    { live: number },
  ];
  if (live !== tabs.length) fail(400, PROJECT_MESSAGES.tabNotFound);
  // An entry with nothing of its own goes; one with the owner's own words or image waits in the trash.
  const left = tx`project_id = ${projectId} and deleted_at is null and not (tab = any(${tabs}::text[]))`;
  await tx`delete from portfolio_items where ${left} and coalesce(image_key, title, caption, alt, link) is null`;
  await tx`update portfolio_items set deleted_at = now(), updated_at = now() where ${left}`;
  for (const tab of tabs) {
    await tx`
      insert into portfolio_items (tab, project_id, position)
      select ${tab}, ${projectId}, ${lastPosition(tx, portfolioItems, tab)}
      where not exists (select 1 from portfolio_items where project_id = ${projectId} and tab = ${tab} and deleted_at is null)`;
  }
}

/** What a save did: "missing" (no such live project), "stale" (saved since `updatedAt`) or "saved". */
export type ProjectSave = "missing" | "stale" | "saved";

/**
 * Applies the changes. Given the `updatedAt` the editor loaded, a project whose fields were
 * saved since (to the millisecond the API shows) is left as it is: "stale". Its images' writes
 * move updatedAt but are not such a save: the editor that uploaded them can still save its words.
 */
export async function updateProject(sql: Sql, id: string, { updatedAt, ...changes }: ProjectUpdate): Promise<ProjectSave> {
  return slugChecked(
    sql.begin(async (tx) => {
      const [current] = await tx<{ family: string; slug: string; newer: boolean }[]>`
        select family, slug, ${updatedAt ? tx`date_trunc('milliseconds', details_saved_at) > ${updatedAt}::timestamptz` : tx`false`} as newer
        from projects where id = ${id} and deleted_at is null for update`;
      if (!current) return "missing";
      if (current.newer) return "stale";
      if (changes.coverImageId) {
        const [image] = await tx`select 1 from project_images where id = ${changes.coverImageId} and project_id = ${id} and deleted_at is null`;
        if (!image) fail(400, PROJECT_MESSAGES.coverNotInProject);
      }
      if (changes.family && changes.family !== current.family) await checkLiveService(tx, changes.family, FAMILY_MESSAGE, "family");
      const family = changes.family ?? current.family;
      const slug = changes.slug ?? current.slug;
      const moved = family !== current.family || slug !== current.slug;
      if (moved) {
        // The old address now leads here; the new one, if it used to lead elsewhere, no longer does.
        await tx`
          insert into project_slugs (family, slug, project_id) values (${current.family}, ${current.slug}, ${id})
          on conflict (family, slug) do update set project_id = excluded.project_id, created_at = now()`;
        await tx`delete from project_slugs where family = ${family} and slug = ${slug}`;
      }
      await tx`
        update projects set
          family = ${family},
          slug = ${slug},
          title = coalesce(${changes.title ?? null}, title),
          tagline = coalesce(${changes.tagline ?? null}, tagline),
          description = coalesce(${changes.description ?? null}, description),
          status = coalesce(${changes.status ?? null}, status),
          featured = coalesce(${changes.featured ?? null}, featured),
          film = ${changes.film === undefined ? tx`film` : changes.film === null ? null : tx.json(changes.film)},
          cover_image_id = ${changes.coverImageId === undefined ? tx`cover_image_id` : changes.coverImageId},
          position = ${family !== current.family ? firstPosition(tx, projects, family) : tx`position`},
          updated_at = now(),
          details_saved_at = now()
        where id = ${id}`;
      if (changes.tabs) await placeOnTabs(tx, id, changes.tabs);
      return "saved";
    }),
  );
}

export async function projectExists(sql: Sql, id: string): Promise<boolean> {
  const rows = await sql`select 1 from projects where id = ${id} and deleted_at is null`;
  return rows.length > 0;
}

const touch = (sql: Queries, projectId: string) => sql`update projects set updated_at = now() where id = ${projectId}`;

export type NewProjectImage = { image: StoredImage; alt: string; decorative: boolean };

/**
 * A new image joins the END of the stack, unlike new records in a list (which go first): a
 * gallery is read top to bottom in the order the owner uploaded, and a new upload must not
 * silently become the cover (the first image, unless one is chosen). Its place is reserved when
 * the upload arrives, before its encoding, which takes longer for a larger image: uploads sent
 * one after another keep that order whichever finishes first. Null when there is no such live project.
 */
export async function reserveImagePosition(sql: Sql, projectId: string): Promise<number | null> {
  const [row] = await sql<{ position: number }[]>`
    update projects set next_image_position = greatest(next_image_position, ${lastPosition(sql, projectImages, projectId)}) + 1
    where id = ${projectId} and deleted_at is null
    returning next_image_position - 1 as position`;
  return row?.position ?? null;
}

/** Stores the image at its reserved `position`; null when the project is gone (the caller removes the objects). */
export async function insertProjectImage(sql: Sql, projectId: string, position: number, image: NewProjectImage) {
  return sql.begin(async (tx) => {
    const { key, width, height, blur } = image.image;
    const [row] = await tx<ImageRow[]>`
      insert into project_images (project_id, image_key, image_width, image_height, image_blur, alt, decorative, position)
      select ${projectId}, ${key}, ${width}, ${height}, ${blur}, ${image.alt}, ${image.decorative}, ${position}
      where exists (select 1 from projects where id = ${projectId} and deleted_at is null)
      returning ${tx(IMAGE_COLUMNS)}`;
    if (row) await touch(tx, projectId);
    return row ? toProjectImage(row) : null;
  });
}

export async function updateProjectImage(sql: Sql, projectId: string, imageId: string, changes: { alt?: string; decorative?: boolean }) {
  try {
    return await sql.begin(async (tx) => {
      const [row] = await tx<ImageRow[]>`
        update project_images set
          alt = coalesce(${changes.alt ?? null}, alt),
          decorative = coalesce(${changes.decorative ?? null}, decorative)
        where id = ${imageId} and project_id = ${projectId} and deleted_at is null
          and exists (select 1 from projects where id = ${projectId} and deleted_at is null)
        returning ${tx(IMAGE_COLUMNS)}`;
      if (row) await touch(tx, projectId);
      return row ? toProjectImage(row) : null;
    });
  } catch (error) {
    // The row would have neither alt text nor the decorative flag.
    if ((error as { constraint_name?: string }).constraint_name === "project_images_alt") fail(400, PROJECT_MESSAGES.altRequired);
    throw error;
  }
}

/** After an image of the project was moved to the trash: the project's page changed too. */
export async function touchProject(sql: Sql, trashed: TrashedAnswer, projectId: string): Promise<TrashedAnswer> {
  await touch(sql, projectId);
  return trashed;
}
