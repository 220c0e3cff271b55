// Entry point of the test process's database host (database-host.ts): serves embedded databases
// as each suite asks, one PGlite per data directory, until its stdin closes.
// Asked in JSON lines on stdin: {id, open: dir, credentials} → {id, url} (or {id, error});
// {id, close: url} → {id}. Each answer is one line on stdout.
import type { EmbeddedCredentials } from "../../src/platform/embedded/credentials.ts";
import { serveDatabase, type ServedDatabase } from "../../src/platform/embedded/postgres-process.ts";
import { jsonLines } from "./json-lines.ts";

type Ask = { id: number; open?: string; credentials?: EmbeddedCredentials["postgres"]; close?: string };

const open = new Map<string, ServedDatabase>();
const answer = (line: object) => process.stdout.write(JSON.stringify(line) + "\n");

async function handle(ask: Ask): Promise<void> {
  try {
    if (ask.open) {
      const database = await serveDatabase(ask.open, ask.credentials!);
      open.set(database.url, database);
      answer({ id: ask.id, url: database.url });
    } else if (ask.close) {
      await open.get(ask.close)?.stop();
      open.delete(ask.close);
      answer({ id: ask.id });
    }
  } catch (error) {
    answer({ id: ask.id, error: (error as Error).message });
  }
}

for await (const ask of jsonLines<Ask>(Bun.stdin.stream())) void handle(ask);
// The test process is gone: close every database (checkpointing its directory) and end.
await Promise.allSettled([...open.values()].map((database) => database.stop()));
process.exit(0);
