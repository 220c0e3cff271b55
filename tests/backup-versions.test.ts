// Backups across versions, against a listening server: an archive made by an earlier version of
// the site (a database with all but the last three migrations, backed up by the platform's own
// archive code) is restored by bringing its rows forward, as an upgrade would have, and its
// content is found intact; an archive of a newer version, or of one whose migrations went
// another way, is refused by name, changing nothing.
import { describe, expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { MIGRATION_SEEDS } from "../src/features/seed/seed-content.ts";
import { backupStream } from "../src/platform/backup/archive.ts";
import { migrate, MIGRATIONS_DIR } from "../src/platform/db/migrate.ts";
import { downloadBackup, sendRestore } from "./support/backup-api.ts";
import { withEarlierMigrations, withEmptyDatabase } from "./support/empty-database.ts";
import { listeningSuite } from "./support/listening-suite.ts";
import { repack, siteObjects, siteRows, text, unpack } from "./support/site-state.ts";
import { json } from "./api/helpers.ts";

const suite = listeningSuite();
const url = () => ({ url: suite.server.url });
const MIGRATIONS = readdirSync(MIGRATIONS_DIR)
  .filter((name) => name.endsWith(".sql"))
  .sort();

describe("backups across versions", () => {
  test("a backup made by a version three migrations back restores with its content intact, brought forward", async () => {
    let archive: Uint8Array | undefined;
    let older: Record<"logos" | "projects" | "documents", Record<string, unknown>[]> | undefined;
    await withEmptyDatabase(async (sql) => {
      await withEarlierMigrations(MIGRATIONS.length - 3, (dir) => migrate(sql, { dir, seeds: MIGRATION_SEEDS }));
      await sql`insert into logos (name, position) values ('From An Older Version', -1)`;
      await sql`update projects set title = 'Renamed Back Then' where id = (select id from projects where slug <> 'northwind-audio' order by id limit 1)`;
      older = {
        logos: [...(await sql`select id, name, position from logos order by id`)],
        projects: [...(await sql`select id, slug, title, status from projects order by id`)],
        documents: [...(await sql`select key, published from documents order by key`)],
      };
      archive = Buffer.concat(await backupStream({ sql, objects: suite.t.stores.objects }).toArray());
    });
    const manifest = JSON.parse(text((await unpack(archive!)).find((file) => file.name === "manifest.json")));
    expect(manifest.migrations).toEqual(MIGRATIONS.slice(0, -3));

    const response = await sendRestore(url(), suite.token, archive!);
    expect({ status: response.status, answer: await json(response) }).toMatchObject({ status: 200, answer: { success: true } });
    const { sql } = suite.t.stores;
    expect([...(await sql`select id, name, position from logos order by id`)]).toEqual(older!.logos);
    expect([...(await sql`select id, slug, title, status from projects order by id`)]).toEqual(older!.projects);
    expect([...(await sql`select key, published from documents order by key`)]).toEqual(older!.documents);
    // What the three migrations bring is there too: their columns' values, and the seed of 00010 (the case study's film).
    expect((await sql`select distinct treatment from logos`).map((row) => row.treatment)).toEqual(["original"]);
    const [film] = await sql`select film from projects where slug = 'northwind-audio'`;
    expect(film!.film).toMatchObject({ key: "/video/case-study.mp4" });
    // No scratch schema stays behind, and the site serves what was restored.
    expect([...(await sql`select nspname from pg_namespace where nspname like 'studio_restore_%'`)]).toEqual([]);
    expect(await (await fetch(`${suite.server.url}/`)).text()).toContain("From An Older Version");
  }, 240_000);

  test("a backup from a newer version, or from one whose migrations went another way, is refused, changing nothing", async () => {
    const files = await unpack(await downloadBackup(url(), suite.token));
    const withMigrations = (migrations: string[]) =>
      repack(
        files.map((file) => (file.name === "manifest.json" ? { ...file, body: JSON.stringify({ ...JSON.parse(text(file)), migrations }) } : file)),
      );
    const before = { rows: await siteRows(suite.t.stores.sql), objects: await siteObjects(suite.t.stores.objects) };
    const refused = async (migrations: string[], message: RegExp) => {
      const response = await sendRestore(url(), suite.token, await withMigrations(migrations));
      expect({ status: response.status, message: (await json(response)).message }).toEqual({ status: 409, message: expect.stringMatching(message) });
    };
    await refused(
      [...MIGRATIONS, "99999_later.sql"],
      /^This backup is from a newer version of the site \(it has 99999_later.sql\)\. Update the site/,
    );
    await refused(
      MIGRATIONS.filter((name) => name !== MIGRATIONS[4]),
      new RegExp(
        `^This backup was made by a version of the site whose changes to its data differ from this one's \\(it lacks ${MIGRATIONS[4]} but has later ones\\)`,
      ),
    );
    expect(await siteRows(suite.t.stores.sql)).toEqual(before.rows);
    expect(await siteObjects(suite.t.stores.objects)).toEqual(before.objects);
  }, 180_000);
});
