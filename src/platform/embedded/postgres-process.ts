// What the embedded database's own process runs (postgres-process.main.ts, started by
// startEmbeddedPostgres in postgres.ts): PGlite behind its password front, as long as the server lives. Postgres compiled to WebAssembly keeps about a
// gigabyte of memory the garbage collector counts as its own; inside the server, that made
// every answer dearer, a cached page some 4 µs (docs/PERFORMANCE.md). Here the server's
// process stays small, and talks to its database over the wire as it would to a real one.
//
// The parent writes the credentials to stdin and keeps it open; this process prints one JSON
// line ({"url"} or {"error"}) and stops cleanly on SIGTERM, or when stdin closes: a parent
// that died without stopping it must not leave PGlite holding the data directory.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import type { EmbeddedCredentials } from "./credentials.ts";
import { readFirstLine } from "./first-line.ts";
import { recordHolder } from "./holder.ts";
import { startPasswordFront } from "./postgres-auth.ts";

/**
 * The site's data is a few hundred rows: a small buffer pool holds all of it, where Postgres's
 * default (128 MB) would sit in memory for nothing.
 */
const SETTINGS = ["shared_buffers=16MB"];

export type ServedDatabase = { url: string; stop(): Promise<void> };

/**
 * PGlite on `dir` behind its password front, until stop() (which checkpoints the data directory).
 * A process serves one (runDatabaseProcess); the test suites' database host serves several.
 */
export async function serveDatabase(dir: string, credentials: EmbeddedCredentials["postgres"]): Promise<ServedDatabase> {
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
  const url = `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${front.port}/postgres`;
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await front.stop();
      await server.stop();
      // Closing checkpoints the data directory: the next start finds it whole.
      await db.close();
      rmSync(socketDir, { recursive: true, force: true });
    })());
  return { url, stop };
}

/** The process's life: credentials from stdin, the URL (or the error) on stdout, stopped by SIGTERM or stdin's end. */
export async function runDatabaseProcess(dir: string): Promise<void> {
  // The end of stdin is the signal that the server is gone.
  const { line, ended } = await readFirstLine(Bun.stdin.stream());
  try {
    const database = await serveDatabase(dir, JSON.parse(line) as EmbeddedCredentials["postgres"]);
    const { url } = database;
    // The process served is the parent: the server, or a command such as reset-password.
    const released = recordHolder(dir, { pid: process.ppid, port: Number(new URL(url).port) });
    const stop = () =>
      database
        .stop()
        .then(released)
        .then(() => process.exit(0));
    process.on("SIGTERM", () => void stop());
    // Ctrl-C reaches the whole process group: the server, still finishing its requests,
    // stops this process itself when it is done with the database.
    process.on("SIGINT", () => {});
    void ended.then(stop);
    console.log(JSON.stringify({ url }));
  } catch (error) {
    console.log(JSON.stringify({ error: (error as Error).message }));
    process.exit(1);
  }
}
