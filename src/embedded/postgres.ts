// Embedded mode: PGlite (Postgres compiled to WebAssembly) served over the real Postgres wire
// protocol on loopback, so the app talks to it through postgres.js exactly as it would talk to
// a Postgres server. Chosen so `bun start` needs no database server; see docs/decisions.
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export type EmbeddedPostgres = { url: string; stop: () => Promise<void> };

export async function startEmbeddedPostgres(dir: string): Promise<EmbeddedPostgres> {
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create(dir);
  // PGlite is one session; the socket server multiplexes clients onto it query by query.
  // The app keeps a single connection (see db/connect.ts) so a transaction never interleaves
  // with another client's statements; the spare slots are for tools such as psql.
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 4 });
  await server.start();
  return {
    url: `postgres://postgres:postgres@${server.getServerConn()}/postgres`,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}
