// `bun run media:widths` as an operator runs it, against the stores of a data directory (or a
// database with DATABASE_URL) with the server stopped: on a site whose images lack their larger
// widths, stopped midway (SIGTERM, as Ctrl-C) it keeps what it made, and run again it makes only
// what is left; the pages then name the new widths, and every file they name is there.
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startTestApp } from "./support/app.ts";
import { adminToken } from "./support/admin-api.ts";
import { jpegFile } from "./support/gradient-photo.ts";
import { openTestStores, type TestStores } from "./support/stores.ts";
import { MIGRATION_SEEDS } from "../src/features/seed/seed-content.ts";
import { openStores } from "../src/platform/stores.ts";
import { api, json, keyOf } from "./api/helpers.ts";

const ROOT = join(import.meta.dir, "..");
const dataDir = mkdtempSync(join(tmpdir(), "studio-widths-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The command, its output read line by line; `onLine` may stop it. */
async function run(stores: Pick<TestStores, "config">, onLine: (line: string, proc: Bun.Subprocess) => void = () => {}) {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: stores.config.databaseUrl ?? "", NODE_ENV: "test", MEDIA_PRIORITY: "normal" };
  const proc = Bun.spawn(["bun", "src/media-widths.main.ts"], { cwd: ROOT, env, stdin: "ignore", stdout: "pipe", stderr: "pipe" });
  const lines: string[] = [];
  let rest = "";
  for await (const chunk of proc.stdout.pipeThrough(new TextDecoderStream())) {
    const parts = (rest + chunk).split("\n");
    rest = parts.pop()!;
    for (const line of parts) {
      lines.push(line);
      onLine(line, proc);
    }
  }
  const [code, stderr] = await Promise.all([proc.exited, new Response(proc.stderr).text()]);
  return { code, lines, stderr };
}

/** "projects/<id>: made 1600, 2000 px wide" as [set, widths]. */
const madeIn = (lines: string[]) =>
  new Map(
    lines
      .map((line) => /^(\S+): made ([\d, ]+) px wide$/.exec(line))
      .filter((match) => match !== null)
      .map((match) => [match[1]!, match[2]!.split(", ").map(Number)] as const),
  );

const widthsOf = async (stores: Pick<TestStores, "objects">, set: string) =>
  (await stores.objects.list(`${set}/`))
    .map((key) => Number(/\/(\d+)\.webp$/.exec(key)?.[1]))
    .filter((width) => width > 0)
    .sort((a, b) => a - b);

describe("bun run media:widths", () => {
  test("stopped midway it keeps what it made; run again it finishes with no width made twice, and pages name the new widths", async () => {
    // A site as a restart leaves it: three images stored with their first widths only.
    const site = await openTestStores({ dataDir });
    // The same database and bucket again, as the command opens them.
    const reopen = async (): Promise<TestStores> => ({
      ...(await openStores(site.config, { seeds: MIGRATION_SEEDS })),
      config: site.config,
      dataDir,
      cleanup: async () => {},
    });
    let stores: TestStores = site;
    let t = await startTestApp({ stores });
    await t.app.moreWidths.stop();
    const call = api(t, await adminToken(t));
    const { project } = await json(
      await call.json("/api/admin/projects", { title: "Night Ferries", family: "productvisualization", status: "published" }),
    );
    const sets: string[] = [];
    for (const name of ["a.jpg", "b.jpg", "c.jpg"]) {
      const added = await json(
        await call.form(`/api/admin/projects/${project._id}/images`, { image: await jpegFile(name, 2000, 1200), alt: `Ferry ${name}` }),
      );
      sets.push(keyOf(added.image.image.src).replace(/\/960\.webp$/, ""));
    }
    await t.close();
    await stores.close(); // the command opens the same stores

    const first = await run(stores, (line, proc) => {
      if (/: made /.test(line)) proc.kill("SIGTERM");
    });
    expect(first.lines.at(-1)).toContain("stopped before the end: run it again to finish");
    expect(first.code).toBe(1);
    const madeFirst = madeIn(first.lines);
    expect(madeFirst.size).toBe(1);

    stores = await reopen();
    const between = new Map<string, number[]>();
    for (const set of sets) between.set(set, await widthsOf(stores, set));
    await stores.close();

    const second = await run(stores);
    expect(second.stderr).toBe("");
    expect(second.code).toBe(0);
    const madeSecond = madeIn(second.lines);
    // Only what the first run had not stored: nothing twice.
    for (const set of sets) {
      const before = between.get(set)!;
      const expected = [1600, 2000].filter((width) => !before.includes(width));
      expect(madeSecond.get(set) ?? []).toEqual(expected);
    }
    const done = sets.filter((set) => between.get(set)!.includes(2000)).length;
    expect(second.lines.at(-1)).toBe(
      `${3 - done} image(s) given their larger widths, ${done} already complete, 0 stored before originals were kept (left as they are), 0 failed`,
    );

    stores = await reopen();
    t = await startTestApp({ stores });
    try {
      for (const set of sets) expect(await widthsOf(stores, set)).toEqual([480, 960, 1600, 2000]);
      const html = await (await t.request(`/productvisualization/${project.slug}`)).text();
      for (const set of sets) expect(html).toContain(`/media/${set}/2000.webp 2000w`);
      const urls = [...html.matchAll(/\/media\/[^\s"]+/g)].map((m) => m[0]);
      for (const url of new Set(urls)) expect(`${url} ${(await t.request(url)).status}`).toBe(`${url} 200`);
    } finally {
      await t.close();
      await stores.close();
      await site.cleanup();
    }
  }, 180_000);
});
