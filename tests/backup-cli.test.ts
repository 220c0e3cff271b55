// `bun run backup` and `bun run restore` as an operator runs them: against the stores of a data
// directory (or a database with DATABASE_URL), with the server stopped; a restore asks first.
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dumpTables } from "../src/backup/tables.ts";
import { openStores, type Stores } from "../src/stores.ts";
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

async function run(stores: TestStores, args: string[], stdin = "") {
  const env = { ...process.env, DATA_DIR: stores.dataDir, DATABASE_URL: stores.config.databaseUrl ?? "", NODE_ENV: "test" };
  const proc = Bun.spawn(["bun", "src/backup/cli.ts", ...args], { cwd: ROOT, env, stdin: new Blob([stdin]), stdout: "pipe", stderr: "pipe" });
  const [code, stderr] = await Promise.all([proc.exited, new Response(proc.stderr).text()]);
  return { code, stderr };
}

async function snapshot(stores: Stores) {
  const { activity: _, ...rows } = await dumpTables(stores.sql);
  const tables = Object.fromEntries(Object.entries(rows).map(([table, json]) => [table, (JSON.parse(json) as unknown[]).map((row) => JSON.stringify(row)).sort()]));
  const objects: Record<string, number> = {};
  for (const key of await stores.objects.list()) objects[key] = (await stores.objects.get(key))!.size;
  return { tables, objects };
}

describe("backup and restore commands", () => {
  test("back up one site, refuse without confirmation, restore into a fresh one", async () => {
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
    const refused = await run(target, ["restore", archive], "no\n");
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("Nothing was changed.");
    const confirmed = await run(target, ["restore", archive], "RESTORE\n");
    expect(confirmed.stderr).toMatch(/Restored \d+ rows and 1 objects/);
    expect(confirmed.code).toBe(0);

    // The same database and data directory the command restored into.
    const restored = await openStores(target.config);
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
  }, 120_000);
});
