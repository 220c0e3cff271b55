// Admin writes to projects and their images. A project changing its address keeps the old one
// (project_slugs) in the same transaction as the change, so a visitor following an old link is
// never sent nowhere; deletes move rows to the trash (deleted_at), objects stay until the purge.
import { PROJECT_LIMITS, PROJECT_MESSAGES, slugify, type ProjectCreate, type ProjectUpdate } from "../../../client/contract/projects.ts";
import type { Family } from "../../../client/contract/families.ts";
import type { Queries, Sql } from "../../platform/db/connect.ts";
import type { TrashedAnswer } from "../../../client/contract/common.ts";
import { firstPosition, lastPosition } from "../../platform/collections/reorder.ts";
import { fail } from "../../platform/http/errors.ts";
import type { StoredImage } from "../../../client/contract/stored-media.ts";
import { projectImages, projects } from "./collection.ts";
import { IMAGE_COLUMNS, toProjectImage, type ImageRow } from "./queries.ts";

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
  const [row] = await slugChecked(sql<{ id: string }[]>`
    insert into projects (family, slug, title, tagline, description, status, position)
    values (${input.family}, ${slug}, ${input.title}, ${input.tagline ?? ""}, ${input.description ?? ""},
            ${input.status ?? "draft"}, ${firstPosition(sql, projects, input.family)})
    returning id`);
  return row!.id;
}

/** Applies the changes; false when there is no such live project. */
export async function updateProject(sql: Sql, id: string, changes: ProjectUpdate): Promise<boolean> {
  return slugChecked(
    sql.begin(async (tx) => {
      const [current] = await tx<
        { family: Family; slug: string }[]
      >`select family, slug from projects where id = ${id} and deleted_at is null for update`;
      if (!current) return false;
      if (changes.coverImageId) {
        const [image] = await tx`select 1 from project_images where id = ${changes.coverImageId} and project_id = ${id} and deleted_at is null`;
        if (!image) fail(400, PROJECT_MESSAGES.coverNotInProject);
      }
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
          cover_image_id = ${changes.coverImageId === undefined ? tx`cover_image_id` : changes.coverImageId},
          position = ${family !== current.family ? firstPosition(tx, projects, family) : tx`position`},
          updated_at = now()
        where id = ${id}`;
      return true;
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
 * silently become the cover (the first image, unless one is chosen). Null when the project is
 * gone (the caller removes the objects).
 */
export async function insertProjectImage(sql: Sql, projectId: string, image: NewProjectImage) {
  return sql.begin(async (tx) => {
    const { key, width, height, blur } = image.image;
    const [row] = await tx<ImageRow[]>`
      insert into project_images (project_id, image_key, image_width, image_height, image_blur, alt, decorative, position)
      select ${projectId}, ${key}, ${width}, ${height}, ${blur}, ${image.alt}, ${image.decorative}, ${lastPosition(tx, projectImages, projectId)}
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
