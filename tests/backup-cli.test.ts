// `bun run backup` and `bun run restore` as an operator runs them: against the stores of a data
// directory (or a database with DATABASE_URL), with the server stopped; a restore names the
// database and bucket it replaces and asks first (--yes without a terminal).
import { afterAll, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { contentRows, emptiedArchive, repack, siteObjects, siteRows, unpack } from "./support/site-state.ts";
import { backupStream } from "../src/platform/backup/archive.ts";
import { MIGRATION_SEEDS } from "../src/features/seed/seed-content.ts";
import { openStores, type Stores } from "../src/platform/stores.ts";
import { openTestStores, type TestStores } from "./support/stores.ts";

const ROOT = join(import.meta.dir, "..");
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "studio-backup-cli-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Stores on a data directory that outlives them, so the command can open it after they close. */
const open = (dataDir: string) => openTestStores({ dataDir });

async function run(stores: Pick<TestStores, "dataDir" | "config">, args: string[], stdin = "", script = "src/backup.main.ts") {
  const env = { ...process.env, DATA_DIR: stores.dataDir, DATABASE_URL: stores.config.databaseUrl ?? "", NODE_ENV: "test" };
  const proc = Bun.spawn(["bun", script, ...args], { cwd: ROOT, env, stdin: new Blob([stdin]), stdout: "pipe", stderr: "pipe" });
  const [code, stderr] = await Promise.all([proc.exited, new Response(proc.stderr).text()]);
  return { code, stderr };
}

async function snapshot(stores: Stores) {
  const tables = contentRows(await siteRows(stores.sql), { activity: false });
  return { tables, objects: await siteObjects(stores.objects) };
}

describe("backup and restore commands", () => {
  test("back up one site, refuse without a terminal to ask on, restore into a fresh one with --yes", async () => {
    const archive = join(tempDir(), "site.tar.gz");
    const source = await open(tempDir());
    await source.sql`insert into logos (name, image_key, position) values ('From the CLI', 'logos/0190b7d0-0000-7000-8000-00000000000a.webp', -1)`;
    await source.objects.put("logos/0190b7d0-0000-7000-8000-00000000000a.webp", Buffer.from("webp bytes"), "image/webp");
    const expected = await snapshot(source);
    await source.close(); // the command opens the same stores

    const made = await run(source, ["backup", archive]);
    expect(made.stderr).toContain(`Wrote ${archive}`);
    expect(made.code).toBe(0);

    const target = await open(tempDir());
    const untouched = await snapshot(target);
    await target.close();
    const refused = await run(target, ["restore", archive], "y\n");
    expect(refused.stderr).toContain("There is no terminal to ask on: run it again with --yes to go on.");
    expect(refused.stderr).toContain("Nothing was changed.");
    // Refused before the archive is read: a large one would take minutes for nothing.
    expect(refused.stderr).not.toContain("It was checked whole");
    expect(refused.code).toBe(1);
    const confirmed = await run(target, ["restore", archive, "--yes"]);
    // It says what it replaced: the database and the bucket the configuration names.
    const database = target.config.databaseUrl
      ? `database: ${new URL(target.config.databaseUrl).pathname.slice(1)} on `
      : `database: the embedded one in ${join(target.dataDir, "pg")}`;
    expect(confirmed.stderr).toContain(database);
    expect(confirmed.stderr).toContain(`bucket:   ${target.config.s3?.bucket ?? target.config.bucket}`);
    expect(confirmed.stderr).toMatch(/Restored \d+ rows and 1 objects/);
    expect(confirmed.code).toBe(0);

    // The same database and data directory the command restored into.
    const restored = await openStores(target.config, { seeds: MIGRATION_SEEDS });
    try {
      expect(await snapshot(restored)).toEqual(expected);
      expect(expected).not.toEqual(untouched);
      const [entry] = await restored.sql<{ summary: string }[]>`select summary from activity order by id desc limit 1`;
      expect(entry!.summary).toBe(`Restored the site from ${archive} (command line)`);
    } finally {
      await restored.close();
      await target.cleanup();
      await source.cleanup();
    }
  }, 240_000);

  test.skipIf(!!process.env.DATABASE_URL)(
    "a restore with no database to restore into says so, and makes none",
    async () => {
      const dataDir = tempDir();
      const archive = join(tempDir(), "site.tar.gz");
      await Bun.write(archive, "not looked at");
      const refused = await run({ dataDir, config: { databaseUrl: undefined } as TestStores["config"] }, ["restore", archive, "--yes"]);
      expect(refused.stderr).toContain(`There is no site to restore into: DATABASE_URL is not set and ${join(dataDir, "pg")} holds no database.`);
      expect(refused.code).toBe(2);
      expect(existsSync(join(dataDir, "pg"))).toBe(false);
    },
    60_000,
  );

  test("a backup that would leave the site empty is restored only with --allow-empty", async () => {
    const site = await open(tempDir());
    const files = await unpack(Buffer.concat(await backupStream(site).toArray()));
    await site.close();
    const emptied = emptiedArchive(files);
    const archive = join(tempDir(), "empty.tar.gz");
    await Bun.write(archive, await repack(emptied));

    const refused = await run(site, ["restore", archive, "--yes"]);
    expect(refused.stderr).toContain(
      "This backup holds no content: restoring it would leave every list and page of the site empty. Run it again with --allow-empty to restore it anyway.",
    );
    expect(refused.code).toBe(1);
    const allowed = await run(site, ["restore", archive, "--yes", "--allow-empty"]);
    expect(allowed.code).toBe(0);
    const after = await openStores(site.config, { seeds: MIGRATION_SEEDS });
    try {
      expect((await after.sql`select count(*)::int as n from logos`)[0]!.n).toBe(0);
    } finally {
      await after.close();
      await site.cleanup();
    }
  }, 240_000);

  test("there is a way back from a database an old restore emptied (schema_migrations and admins included)", async () => {
    const archive = join(tempDir(), "site.tar.gz");
    const site = await open(tempDir());
    await site.sql`insert into logos (name, position) values ('Worth Keeping', -1)`;
    await site.close();
    expect((await run(site, ["backup", archive])).code).toBe(0);

    const damaged = await openStores(site.config, { seeds: MIGRATION_SEEDS });
    const tables = await damaged.sql<{ name: string }[]>`select tablename as name from pg_tables where schemaname = current_schema()`;
    await damaged.sql`truncate ${damaged.sql(tables.map((table) => table.name))}`;
    await damaged.close();

    const reset = await run(site, ["owner", "a brand new password", "--yes"], "", "src/reset-password.main.ts");
    expect(reset.code).toBe(0);
    const restored = await run(site, ["restore", archive, "--yes"]);
    expect(restored.stderr).toMatch(/Restored \d+ rows/);
    expect(restored.code).toBe(0);
    const back = await openStores(site.config, { seeds: MIGRATION_SEEDS });
    try {
      expect((await back.sql`select username from admins`).map((row) => row.username)).toEqual(["owner"]);
      expect((await back.sql`select name from logos where name = 'Worth Keeping'`).length).toBe(1);
      expect((await back.sql`select count(*)::int as n from schema_migrations`)[0]!.n).toBeGreaterThan(5);
    } finally {
      await back.close();
      await site.cleanup();
    }
  }, 240_000);
});
