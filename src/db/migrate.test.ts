import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openTestStores, type TestStores } from "../../tests/support/stores.ts";
import { migrate } from "./migrate.ts";

let stores: TestStores;
beforeAll(async () => {
  stores = await openTestStores();
}, 60_000);
afterAll(() => stores.cleanup());

describe("migrations", () => {
  test("the first migration creates the tables and seeds 16 logos and 10 reviews", async () => {
    const [logos] = await stores.sql`select count(*)::int as n from logos`;
    const [clients] = await stores.sql`select count(*)::int as n from clients`;
    const applied = await stores.sql`select name from schema_migrations`;
    expect(logos!.n).toBe(16);
    expect(clients!.n).toBe(10);
    expect(applied.map((r) => r.name)).toContain("00001_init.sql");
  });

  test("running again applies nothing and seeds nothing twice", async () => {
    expect(await migrate(stores.sql)).toEqual([]);
    const [logos] = await stores.sql`select count(*)::int as n from logos`;
    expect(logos!.n).toBe(16);
  });

  test("two instances migrating at once apply each file exactly once", async () => {
    const dir = mkdtempSync(join(tmpdir(), "migrations-"));
    writeFileSync(join(dir, "00001_a.sql"), "create table race_a (id int); select pg_sleep(0.2);");
    writeFileSync(join(dir, "00002_b.sql"), "create table race_b (id int);");
    await stores.sql`delete from schema_migrations where name like '0000%\\_a.sql' or name like '0000%\\_b.sql'`;
    const results = await Promise.all([migrate(stores.sql, dir), migrate(stores.sql, dir)]);
    expect(results.flat().sort()).toEqual(["00001_a.sql", "00002_b.sql"]);
  });

  test("a failing migration is rolled back whole and not recorded", async () => {
    const dir = mkdtempSync(join(tmpdir(), "migrations-"));
    writeFileSync(join(dir, "00001_bad.sql"), "create table half_done (id int); select * from no_such_table;");
    await expect(migrate(stores.sql, dir)).rejects.toThrow(/migration 00001_bad.sql failed/);
    const [table] = await stores.sql`select to_regclass('half_done') as t`;
    expect(table!.t).toBeNull();
    const recorded = await stores.sql`select 1 from schema_migrations where name = '00001_bad.sql'`;
    expect(recorded.length).toBe(0);
  });
});
