// Entry point of the embedded database's process, started by startEmbeddedPostgres (postgres.ts);
// what it runs, and why in a process of its own: postgres-process.ts.
import { runDatabaseProcess } from "./postgres-process.ts";

const dir = process.argv[2];
if (!dir) throw new Error("usage: bun src/platform/embedded/postgres-process.main.ts <data dir> < credentials.json");
await runDatabaseProcess(dir);
