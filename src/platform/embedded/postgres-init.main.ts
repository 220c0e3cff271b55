// Entry point of a process started by startEmbeddedPostgres (postgres.ts): creates a new PGlite
// data directory (initdb) and exits. WebAssembly memory only ever grows, and initdb takes it to
// about a gigabyte, which the database's own process (postgres-process.ts) would otherwise keep
// for its whole life.
import { PGlite } from "@electric-sql/pglite";

const dir = process.argv[2];
if (!dir) throw new Error("usage: bun src/platform/embedded/postgres-init.main.ts <data dir>");
const db = await PGlite.create(dir);
await db.close();
