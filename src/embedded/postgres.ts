// Embedded mode: PGlite (Postgres compiled to WebAssembly) served over the real Postgres wire
// protocol on loopback, so the app talks to it through postgres.js exactly as it would talk to
// a Postgres server. Chosen so `bun start` needs no database server; see docs/decisions.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import type { EmbeddedCredentials } from "./credentials.ts";
import { startPasswordFront } from "./postgres-auth.ts";

export type EmbeddedPostgres = { url: string; stop: () => Promise<void> };

/**
 * The site's data is a few hundred rows: a small buffer pool holds all of it, where Postgres's
 * default (128 MB) would sit in the server's memory for nothing.
 */
const SETTINGS = ["shared_buffers=16MB"];

export async function startEmbeddedPostgres(dir: string, credentials: EmbeddedCredentials["postgres"]): Promise<EmbeddedPostgres> {
  mkdirSync(dir, { recursive: true });
  if (!existsSync(join(dir, "PG_VERSION"))) await createDataDir(dir);
  const db = await PGlite.create(dir, { postgresqlconf: SETTINGS });
  // PGlite is one session; the socket server multiplexes clients onto it query by query.
  // The app keeps a single connection (see db/connect.ts) so a transaction never interleaves
  // with another client's statements; the spare slots are for tools such as psql.
  // pglite-socket checks no password, so it listens on a Unix socket in a directory only this
  // user can enter (mkdtemp makes it 0700; a short path, as socket paths are limited to ~100
  // bytes), and the loopback port is the password front.
  const socketDir = mkdtempSync(join(tmpdir(), "studio-pg-"));
  const server = new PGLiteSocketServer({ db, path: join(socketDir, ".s.PGSQL.5432"), maxConnections: 4 });
  await server.start();
  const front = await startPasswordFront(join(socketDir, ".s.PGSQL.5432"), credentials);
  const { user, password } = credentials;
  return {
    url: `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${front.port}/postgres`,
    stop: async () => {
      await front.stop();
      await server.stop();
      await db.close();
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}

/** initdb in a child process (see postgres-init.ts for why). */
async function createDataDir(dir: string): Promise<void> {
  const child = Bun.spawn([process.execPath, join(import.meta.dir, "postgres-init.ts"), dir], { stdout: "ignore", stderr: "pipe" });
  if ((await child.exited) !== 0) throw new Error(`creating the embedded database in ${dir} failed: ${await new Response(child.stderr).text()}`);
}
