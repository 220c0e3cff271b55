// A database with no migrations applied (a new one on the Postgres server, or a new embedded
// one), and a migrations folder holding only the first few of the site's: a site as an earlier
// version left it, for the tests of what an upgrade brings.
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connectDatabase, type Sql } from "../../src/platform/db/connect.ts";
import { MIGRATIONS_DIR } from "../../src/platform/db/migrate.ts";
import { loadEmbeddedCredentials } from "../../src/platform/embedded/credentials.ts";
import { startEmbeddedPostgres } from "../../src/platform/embedded/postgres.ts";
import { copyEmptyDatabase } from "./shared-stores.ts";
import { createDatabase } from "./stores.ts";

export async function withEmptyDatabase(use: (sql: Sql) => Promise<void>): Promise<void> {
  if (process.env.DATABASE_URL) {
    const created = await createDatabase(process.env.DATABASE_URL, `studio_upgrade_${crypto.randomUUID().slice(0, 8)}`);
    const sql = connectDatabase(created.url, { embedded: false });
    try {
      await use(sql);
    } finally {
      await sql.end();
      await created.drop();
    }
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), "studio-upgrade-"));
  await copyEmptyDatabase(join(dir, "pg"));
  const pg = await startEmbeddedPostgres(join(dir, "pg"), loadEmbeddedCredentials(dir).postgres);
  const sql = connectDatabase(pg.url, { embedded: true });
  try {
    await use(sql);
  } finally {
    await sql.end();
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A folder with the site's first `count` migrations, given to `use`, removed after. */
export async function withEarlierMigrations<T>(count: number, use: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), "migrations-"));
  try {
    for (const name of readdirSync(MIGRATIONS_DIR)
      .filter((file) => file.endsWith(".sql"))
      .sort()
      .slice(0, count)) {
      copyFileSync(join(MIGRATIONS_DIR, name), join(dir, name));
    }
    return await use(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
