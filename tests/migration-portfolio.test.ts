// Migration 00028: an empty install's placeholder design portfolio (https://studio.example, which
// the Connect menu offered visitors and which led nowhere) becomes blank; an owner's own stays.
import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { MIGRATION_SEEDS } from "../src/features/seed/seed-content.ts";
import { migrate, MIGRATIONS_DIR } from "../src/platform/db/migrate.ts";
import { withEarlierMigrations, withEmptyDatabase } from "./support/empty-database.ts";

const FILE = "00028_no_placeholder_portfolio.sql";

describe("migration 00028: no placeholder design portfolio", () => {
  test("a studio holding the empty install's placeholder gets a blank one; an address the owner gave is kept", async () => {
    await withEmptyDatabase(async (sql) => {
      const before = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith(".sql") && name < FILE).length;
      await withEarlierMigrations(before, (earlier) => migrate(sql, { dir: earlier, seeds: MIGRATION_SEEDS }));
      const portfolio = async () =>
        (await sql<{ portfolio: string }[]>`select studio ->> 'designPortfolio' as portfolio from site_settings`)[0]!.portfolio;
      const set = (value: string) => sql`update site_settings set studio = jsonb_set(studio, '{designPortfolio}', ${sql.json(value)})`;

      await set("https://studio.example");
      expect(await migrate(sql, { seeds: MIGRATION_SEEDS })).toContain(FILE);
      expect(await portfolio()).toBe("");

      // The same statement over an owner's address changes nothing.
      await set("https://studio.example.com/work");
      await sql.unsafe(readFileSync(join(MIGRATIONS_DIR, FILE), "utf8"));
      expect(await portfolio()).toBe("https://studio.example.com/work");
    });
  }, 180_000);
});
