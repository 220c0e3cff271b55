// Embedded mode: PGlite (Postgres compiled to WebAssembly) served over the real Postgres wire
// protocol on loopback, so the app talks to it through postgres.js exactly as it would talk to
// a Postgres server. Chosen so `bun start` needs no database server; see docs/decisions.
// PGlite runs in a process of its own (postgres-process.ts says why), started and stopped here.
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { EmbeddedCredentials } from "./credentials.ts";
import { readFirstLine } from "./first-line.ts";
import { refuseIfHeld } from "./holder.ts";

export type EmbeddedPostgres = { url: string; pid: number; stop: () => Promise<void> };

const PROCESS = join(import.meta.dir, "postgres-process.main.ts");

/**
 * `onExit` is called if the database process ends without being asked to (a crash): the
 * caller decides; the server exits, as it would have when PGlite ran inside it.
 */
export async function startEmbeddedPostgres(
  dir: string,
  credentials: EmbeddedCredentials["postgres"],
  { onExit }: { onExit?: (code: number | null) => void } = {},
): Promise<EmbeddedPostgres> {
  mkdirSync(dir, { recursive: true });
  await refuseIfHeld(dir);
  if (!existsSync(join(dir, "PG_VERSION"))) await createDataDir(dir);
  // stderr is the server's: a crash's trace shows where the server's own output goes.
  const child = Bun.spawn([process.execPath, PROCESS, dir], { stdin: "pipe", stdout: "pipe", stderr: "inherit" });
  // stdin stays open for the child's life: when this process ends, however it ends, the pipe
  // closes and the child stops.
  child.stdin.write(JSON.stringify(credentials) + "\n");
  child.stdin.flush();
  const { line: answer } = await readFirstLine(child.stdout);
  let parsed: { url?: string; error?: string } = {};
  try {
    parsed = JSON.parse(answer);
  } catch {}
  if (!parsed.url) {
    child.kill();
    throw new Error(`the embedded database in ${dir} did not start: ${parsed.error ?? "its process exited (see the output above)"}`);
  }
  let stopping: Promise<void> | undefined;
  void child.exited.then((code) => {
    if (!stopping) onExit?.(code);
  });
  return {
    url: parsed.url,
    pid: child.pid,
    stop: () =>
      (stopping ??= (async () => {
        child.kill("SIGTERM");
        await child.exited;
      })()),
  };
}

/** initdb in a child process (see postgres-init.main.ts for why). */
async function createDataDir(dir: string): Promise<void> {
  const child = Bun.spawn([process.execPath, join(import.meta.dir, "postgres-init.main.ts"), dir], { stdout: "ignore", stderr: "pipe" });
  if ((await child.exited) !== 0) throw new Error(`creating the embedded database in ${dir} failed: ${await new Response(child.stderr).text()}`);
}
