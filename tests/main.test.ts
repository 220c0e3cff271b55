// The process as `bun start` runs it: first start prints the URL and the admin login it made,
// a restart reuses the data, SIGTERM shuts down cleanly, a bad setting stops it with a message.
import { beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { copyMigratedDatabase } from "./support/shared-stores.ts";
import { listening } from "./support/server-process.ts";
import { stopAfterEach } from "./support/stop-after-each.ts";
import { until } from "./support/until.ts";

const MAIN = join(import.meta.dir, "../src/main.ts");

const stopLater = stopAfterEach();

async function startMain(env: Record<string, string>, cwd?: string) {
  const proc = Bun.spawn(["bun", MAIN], {
    cwd,
    env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
  stopLater(proc);
  const started = await listening(proc);
  return { proc, url: started.url, output: started.output().stdout, printed: started.output };
}

describe.skipIf(!!process.env.DATABASE_URL)("bun start", () => {
  let startedBefore: string;
  // The third test's site, copied from the run's template, which is made on first use: a minute
  // of a busy machine that is no part of what that test waits for.
  beforeAll(async () => {
    startedBefore = mkdtempSync(join(tmpdir(), "studio-main-"));
    await copyMigratedDatabase(join(startedBefore, "pg"));
  }, 300_000);

  // The first start (initdb, the migrations, the seed's placeholders, the client build) runs from
  // another directory, and the restart from the project's: one first start covers both, where a
  // second one cost some 30 s of a busy machine.
  test("first start, from another directory, prints the URL and a generated admin login once and serves the site (paths come from the project); restart keeps data; SIGTERM exits 0", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "studio-main-"));
    const elsewhere = mkdtempSync(join(tmpdir(), "studio-cwd-"));
    try {
      const first = await startMain({ DATA_DIR: dataDir }, elsewhere);
      expect(first.output).toMatch(/username: admin\n\s+password: \S{20,}/);
      const page = await fetch(first.url + "/");
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain("<title>");
      const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect((await fetch(first.url + script)).status).toBe(200);
      // The development reload (src/platform/http/dev-reload.ts) is not part of a production page.
      expect(html).not.toContain("/__dev/");
      expect((await fetch(first.url + "/__dev/reload.js")).status).toBe(404);
      // The seed's placeholders are drawn in a child process: a server that only answers
      // visitors never carries sharp's libvips (some 30 MB; docs/PERFORMANCE.md).
      const libvips = readFileSync(`/proc/${first.proc.pid}/maps`, "utf8")
        .split("\n")
        .filter((mapping) => mapping.includes("libvips"));
      expect(libvips).toEqual([]);
      first.proc.kill("SIGTERM");
      expect(await first.proc.exited).toBe(0);

      const second = await startMain({ DATA_DIR: dataDir });
      expect(second.output).not.toContain("password:");
      const health = await (await fetch(second.url + "/api/health")).json();
      expect(health).toMatchObject({ db: "ok", storage: "ok" });
      second.proc.kill("SIGINT");
      expect(await second.proc.exited).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(elsewhere, { recursive: true, force: true });
    }
  }, 180_000);

  test("if the embedded database dies, the server stops with a message instead of failing every save", async () => {
    // A site that has started before (beforeAll): its first start is the first test's.
    try {
      const started = await startMain({ DATA_DIR: startedBefore });
      const database = childrenOf(started.proc.pid).find((pid) => readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("postgres-process.main.ts"));
      expect(database).toBeDefined();
      process.kill(database!, "SIGKILL");
      expect(await started.proc.exited).toBe(1);
      await until(() => started.printed().ended, { what: "the server's output to end" });
      expect(started.printed().stderr).toContain("The embedded database stopped unexpectedly");
    } finally {
      rmSync(startedBefore, { recursive: true, force: true });
    }
  }, 180_000);

  test("a bad setting stops the process with a message naming it", async () => {
    const proc = Bun.spawn(["bun", MAIN], { env: { ...process.env, PORT: "eighty" }, stdout: "pipe", stderr: "pipe" });
    expect(await proc.exited).toBe(1);
    const lines = (await new Response(proc.stderr).text()).trim().split("\n");
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: "error", msg: 'Configuration error: PORT must be a whole number, got "eighty"' }),
    ]);
  }, 90_000);
});

/** A process's child processes, from each of its threads' children list. */
function childrenOf(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean).map(Number),
  );
}
