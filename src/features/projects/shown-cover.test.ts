// The cover a project shows is kept on its row by the database (migrations/00006). Every kind
// of write that could change it is made here straight in SQL, as any write path would, and the
// stored cover must match the rule each time: the chosen image while live, else the first.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { openTestStores, type TestStores } from "../../../tests/support/stores.ts";

let stores: TestStores;
beforeAll(async () => {
  stores = await openTestStores();
}, 180_000);
afterAll(() => stores.cleanup());

async function newProject(slug: string): Promise<string> {
  const [row] = await stores.sql<{ id: string }[]>`
    insert into projects (family, slug, title, status, position) values ('guidelines', ${slug}, ${slug}, 'published', 0) returning id`;
  return row!.id;
}

async function addImage(projectId: string, position: number): Promise<string> {
  const [row] = await stores.sql<{ id: string }[]>`
    insert into project_images (project_id, image_key, image_width, image_height, alt, position)
    values (${projectId}, ${`/images/test-${position}`}, 800, 600, 'An image', ${position}) returning id`;
  return row!.id;
}

async function shownCover(projectId: string): Promise<string | null> {
  const [row] = await stores.sql<{ shownCoverId: string | null }[]>`select shown_cover_id from projects where id = ${projectId}`;
  return row!.shownCoverId;
}

describe("the cover a project shows", () => {
  test("follows uploads, a chosen cover, the trash, reorders and deletes", async () => {
    const project = await newProject("cover-rule");
    expect(await shownCover(project)).toBeNull();

    const first = await addImage(project, 1);
    expect(await shownCover(project)).toBe(first);
    const second = await addImage(project, 2);
    const third = await addImage(project, 3);
    // A new image joins the end: the first stays the cover.
    expect(await shownCover(project)).toBe(first);

    await stores.sql`update projects set cover_image_id = ${third} where id = ${project}`;
    expect(await shownCover(project)).toBe(third);

    // The chosen image in the trash: the first shows until it comes back.
    await stores.sql`update project_images set deleted_at = now() where id = ${third}`;
    expect(await shownCover(project)).toBe(first);
    await stores.sql`update project_images set deleted_at = null where id = ${third}`;
    expect(await shownCover(project)).toBe(third);

    // No chosen cover: a reorder that puts another image first changes the cover.
    await stores.sql`update projects set cover_image_id = null where id = ${project}`;
    await stores.sql`update project_images set position = 0 where id = ${second}`;
    expect(await shownCover(project)).toBe(second);

    // Deleted for good (a purge), chosen or not.
    await stores.sql`delete from project_images where id = ${second}`;
    expect(await shownCover(project)).toBe(first);
    await stores.sql`update projects set cover_image_id = ${first} where id = ${project}`;
    await stores.sql`delete from project_images where id = ${first}`;
    expect(await shownCover(project)).toBe(third);
    await stores.sql`delete from project_images where id = ${third}`;
    expect(await shownCover(project)).toBeNull();
  });

  test("an image moved to another project leaves one cover and becomes the other's", async () => {
    const from = await newProject("cover-from");
    const to = await newProject("cover-to");
    const image = await addImage(from, 1);
    const stays = await addImage(from, 2);
    await stores.sql`update project_images set project_id = ${to} where id = ${image}`;
    expect(await shownCover(from)).toBe(stays);
    expect(await shownCover(to)).toBe(image);
  });

  test("every seeded project shows the image the rule picks", async () => {
    const rows = await stores.sql<{ slug: string; shownCoverId: string | null; expected: string | null }[]>`
      select slug, shown_cover_id,
        (select id from project_images i where i.project_id = p.id and i.deleted_at is null
         order by i.id = p.cover_image_id desc, i.position, i.created_at desc, i.id limit 1) as expected
      from projects p where p.slug not like 'cover-%'`;
    expect(rows.length).toBe(30);
    for (const row of rows) expect({ slug: row.slug, cover: row.shownCoverId }).toEqual({ slug: row.slug, cover: row.expected });
    expect(rows.every((row) => row.shownCoverId !== null)).toBe(true);
  });
});
