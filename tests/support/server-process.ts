// A suite that runs the real server as its own process (`bun src/main.ts`), to kill it without a
// shutdown and start it again on the same data: its own DATA_DIR, its own database when testing
// against Postgres, an admin password of its own, and every server it started stopped after each
// test (passed or failed) or, when the file's tests share it, after the file; the data removed
// after the suite. Call at a test file's top level.
import { afterAll } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { copyMigratedDatabase, templateDatabase } from "./shared-stores.ts";
import { createDatabase } from "./stores.ts";
import { stopAfterEach } from "./stop-after-each.ts";
import { until } from "./until.ts";

const MAIN = join(import.meta.dir, "../../src/main.ts");

export function serverProcesses(name: string) {
  const password = `${name}-password`;
  const dataDir = mkdtempSync(join(tmpdir(), `studio-${name}-`));
  let dropDatabase: (() => Promise<void>) | undefined;
  const forFile = new Set<Bun.Subprocess>();
  afterAll(async () => {
    for (const proc of forFile) {
      proc.kill("SIGTERM");
      await proc.exited;
    }
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const stopLater = stopAfterEach();
  return {
    dataDir,
    /**
     * The server's settings: none of the test run's own stores, secrets or admin settings. With
     * `databaseUrl`, that database (the caller's to make and drop) instead of one of the suite's.
     */
    async env({ databaseUrl }: { databaseUrl?: string } = {}): Promise<Record<string, string>> {
      const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(DATABASE_URL|S3_|ADMIN_|JWT_SECRET)/.test(key))) as Record<
        string,
        string
      >;
      const env = { ...clean, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, ADMIN_PASSWORD: password };
      if (databaseUrl) return { ...env, DATABASE_URL: databaseUrl };
      // The server starts on a migrated database (what it finds after its first start), as
      // its first start is not what these suites are about.
      if (!process.env.DATABASE_URL) {
        await copyMigratedDatabase(join(dataDir, "pg"));
        return env;
      }
      const created = await createDatabase(
        process.env.DATABASE_URL,
        `studio_${name.replace(/-/g, "_")}_${crypto.randomUUID().slice(0, 8)}`,
        await templateDatabase(process.env.DATABASE_URL),
      );
      dropDatabase = created.drop;
      return { ...env, DATABASE_URL: created.url };
    },
    /**
     * The server on this suite's data, once it says where it listens (listening, below); stopped
     * after the test, or with `{ forFile: true }` after the file's last test (for tests that need
     * a running server, not a fresh one: a start is seconds of a core).
     */
    async start(env: Record<string, string>, options: { forFile?: boolean } = {}) {
      const proc = Bun.spawn(["bun", MAIN], { env, stdout: "pipe", stderr: "pipe" });
      if (options.forFile) forFile.add(proc);
      else stopLater(proc);
      return { proc, ...(await listening(proc)) };
    },
    /** A token for the suite's admin. */
    async signIn(url: string): Promise<string> {
      const response = await fetch(`${url}/api/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "admin", password }),
      });
      return ((await response.json()) as { token: string }).token;
    },
  };
}

/**
 * Once `proc` (src/main.ts) says where it listens: its port and URL. Its output is read to the end
 * (a pipe left full would stall the server's log lines): `output()` is what it printed so far.
 */
export async function listening(proc: Bun.Subprocess<"ignore" | "inherit" | "pipe", "pipe", "pipe">) {
  const output = printed(proc);
  // The line that says where it listens, or true if the server ended first; false if neither came.
  const line = await until(() => /running at http:\/\/\S+:(\d+)/.exec(output().stdout) ?? output().ended, {
    what: "the server to listen",
    timeout: 60_000,
  }).catch(() => false);
  if (typeof line === "boolean") throw new Error(`server did not start:\n${output().stdout}\n${output().stderr}`);
  const port = Number(line[1]);
  return { port, url: `http://127.0.0.1:${port}`, output };
}

/** What `proc` printed so far on each stream, read as it arrives; `ended` once both have closed. */
function printed(proc: Bun.Subprocess<"ignore" | "inherit" | "pipe", "pipe", "pipe">) {
  const text = { stdout: "", stderr: "", ended: false };
  const read = async (stream: "stdout" | "stderr") => {
    for await (const chunk of proc[stream].pipeThrough(new TextDecoderStream())) text[stream] += chunk;
  };
  void Promise.all([read("stdout"), read("stderr")]).then(() => (text.ended = true));
  return () => text;
}
