// A large catalogue made quickly: published projects added straight to the database, each with
// one image (the first stored project image's, so every card shows a real picture), after the
// family's own. The bench (scripts/bench/list-weight.ts) and the paging tests
// (tests/api/list-paging.test.ts) measure and check the lists with it.
import type { Sql } from "../../src/platform/db/connect.ts";

type ImageRow = { imageKey: string; imageWidth: number; imageHeight: number; imageBlur: string | null };

/** Adds `count` published projects to `family` ("<prefix>-1" …, in that order after its own); returns their ids. */
export async function addPublishedProjects(sql: Sql, family: string, count: number, prefix = "bulk"): Promise<string[]> {
  const [image] = await sql<ImageRow[]>`
    select image_key, image_width, image_height, image_blur from project_images where deleted_at is null order by created_at, id limit 1`;
  if (!image) throw new Error("no stored project image to lend the new projects");
  const [positions] = await sql<{ last: number }[]>`select coalesce(max(position), -1)::int as last from projects where family = ${family}`;
  const last = positions?.last ?? -1;
  const ids: string[] = [];
  // In batches: one statement's parameters are limited (65,535).
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, i) => {
      const n = start + i + 1;
      return { family, slug: `${prefix}-${n}`, title: `${prefix} ${n}`, tagline: `Catalogue piece ${n}`, status: "published", position: last + n };
    });
    const inserted = await sql<{ id: string }[]>`insert into projects ${sql(rows)} returning id`;
    await sql`insert into project_images ${sql(
      inserted.map((row) => ({
        project_id: row.id,
        image_key: image.imageKey,
        image_width: image.imageWidth,
        image_height: image.imageHeight,
        image_blur: image.imageBlur,
        alt: "A catalogue piece",
        position: 0,
      })),
    )}`;
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

/** Puts the projects on a portfolio tab, in that order after its own items. */
export async function addToTab(sql: Sql, tab: string, projectIds: string[]): Promise<void> {
  const [positions] = await sql<{ last: number }[]>`select coalesce(max(position), -1)::int as last from portfolio_items where tab = ${tab}`;
  const last = positions?.last ?? -1;
  for (let start = 0; start < projectIds.length; start += 500) {
    const rows = projectIds.slice(start, start + 500).map((id, i) => ({ tab, project_id: id, position: last + start + i + 1 }));
    await sql`insert into portfolio_items ${sql(rows)}`;
  }
}
