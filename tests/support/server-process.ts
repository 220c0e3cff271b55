// A suite that runs the real server as its own process (`bun src/main.ts`), to kill it without a
// shutdown and start it again on the same data: its own DATA_DIR, its own database when testing
// against Postgres, an admin password of its own, and every server it started stopped after each
// test (passed or failed), the data removed after the suite. Call at a test file's top level.
import { afterAll } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { copyMigratedDatabase, templateDatabase } from "./shared-stores.ts";
import { createDatabase } from "./stores.ts";
import { stopAfterEach } from "./stop-after-each.ts";

const MAIN = join(import.meta.dir, "../../src/main.ts");

export function serverProcesses(name: string) {
  const password = `${name}-password`;
  const dataDir = mkdtempSync(join(tmpdir(), `studio-${name}-`));
  let dropDatabase: (() => Promise<void>) | undefined;
  afterAll(async () => {
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
    /** The server on this suite's data, once it says where it listens; `output()`: all it has printed since it started. */
    async start(env: Record<string, string>) {
      const proc = Bun.spawn(["bun", MAIN], { env, stdout: "pipe", stderr: "pipe" });
      stopLater(proc);
      const reader = proc.stdout.getReader();
      let output = "";
      const deadline = Date.now() + 60_000;
      let listening: RegExpExecArray | null;
      while (!(listening = /running at http:\/\/\S+:(\d+)/.exec(output))) {
        const { value, done } = await reader.read();
        if (done || Date.now() > deadline) throw new Error(`server did not start:\n${output}\n${await new Response(proc.stderr).text()}`);
        output += new TextDecoder().decode(value);
      }
      // Read on to the end, for output() (and so that a full pipe never holds the server up).
      void (async () => {
        for (let read = await reader.read(); !read.done; read = await reader.read()) output += new TextDecoder().decode(read.value);
      })().catch(() => {});
      const port = Number(listening[1]);
      return { proc, port, url: `http://127.0.0.1:${port}`, output: () => output };
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
