// The embedded databases of a test process's suites, served by one long-lived process
// (database-host.main.ts) instead of a process per suite. Each suite still gets a PGlite of its
// own, on its own copy of the data directory, behind the same password front on its own port
// (src/platform/embedded/postgres-process.ts): what the app talks to is unchanged. What is
// shared is the process: a new one costs a second of CPU (Bun, PGlite's WebAssembly compiled
// afresh, Postgres's start), which a hundred suites paid; a PGlite in a warm host starts in
// about a tenth of that. Suites that restart or kill their database (a named DATA_DIR) keep
// a process of their own (stores.ts).
import { join } from "node:path";
import type { EmbeddedCredentials } from "../../src/platform/embedded/credentials.ts";
import type { EmbeddedPostgres } from "../../src/platform/embedded/postgres.ts";
import { jsonLines } from "./json-lines.ts";
import { atProcessEnd } from "./process-end.ts";

type Answer = { id: number; url?: string; error?: string };
type Host = { ask(request: object): Promise<Answer>; pid: number };

let host: Host | undefined;

function startHost(): Host {
  // stdin stays open for the test process's life: when it ends, however it ends, the host ends.
  const child = Bun.spawn([process.execPath, join(import.meta.dir, "database-host.main.ts")], { stdin: "pipe", stdout: "pipe", stderr: "inherit" });
  const waiting = new Map<number, (answer: Answer) => void>();
  let nextId = 1;
  void (async () => {
    for await (const answer of jsonLines<Answer>(child.stdout)) {
      waiting.get(answer.id)?.(answer);
      waiting.delete(answer.id);
    }
  })();
  void child.exited.then((code) => {
    if (host === started) host = undefined;
    for (const [id, resolve] of waiting) resolve({ id, error: `the database host exited (${code})` });
    waiting.clear();
  });
  const started: Host = {
    pid: child.pid,
    ask(request) {
      const id = nextId++;
      const answer = new Promise<Answer>((resolve) => waiting.set(id, resolve));
      child.stdin.write(JSON.stringify({ ...request, id }) + "\n");
      child.stdin.flush();
      return answer;
    },
  };
  atProcessEnd(async () => {
    if (host === started) host = undefined;
    child.stdin.end();
    await child.exited;
  });
  return started;
}

/** startEmbeddedPostgres's twin for test suites: the same database server, in the shared host. */
export async function startHostedPostgres(dir: string, credentials: EmbeddedCredentials["postgres"]): Promise<EmbeddedPostgres> {
  const served = (host ??= startHost());
  const { url, error } = await served.ask({ open: dir, credentials });
  if (!url) throw new Error(`the embedded database in ${dir} did not start: ${error}`);
  let stopping: Promise<void> | undefined;
  return {
    url,
    pid: served.pid,
    stop: () =>
      (stopping ??= served.ask({ close: url }).then(({ error }) => {
        if (error) throw new Error(error);
      })),
  };
}
