// What the workers of one `bun test --parallel` run make once for all of them. The embedded
// database templates (shared-stores.ts) took a worker most of a minute on a busy machine, and
// every worker made the same ones at once at the start of a run. Now the first worker to ask
// makes a thing and the others wait for it to appear. The folder carries the pid of the run's
// `bun test` process (the workers' parent), so the next run sweeps it once that has ended
// (stale-leftovers.ts); a run without workers removes its own at its end.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { atProcessEnd } from "./process-end.ts";
import { alive, SCRATCH_PREFIX, sweepStaleScratch } from "./stale-leftovers.ts";
import { until } from "./until.ts";

const inParallelWorker = process.env.BUN_TEST_WORKER_ID !== undefined;
// Read when loaded: a file's private TMPDIR (private-tmpdir.ts) must not move the run's folder.
const RUN_DIR = join(tmpdir(), `${SCRATCH_PREFIX}${inParallelWorker ? process.ppid : process.pid}-run`);
/** A worker waits this long at most for another to make a template: far above the minute it takes on a loaded machine. */
const WAIT_MS = 10 * 60_000;

let made = false;

function runDir(): string {
  if (!made) {
    sweepStaleScratch();
    mkdirSync(RUN_DIR, { recursive: true });
    if (!inParallelWorker)
      atProcessEnd(async () => {
        rmSync(RUN_DIR, { recursive: true, force: true });
        made = false;
      });
    made = true;
  }
  return RUN_DIR;
}

/** True for the one process that gets to make `name` (it writes its pid in the claim). */
function claim(file: string): boolean {
  try {
    writeFileSync(file, String(process.pid), { flag: "wx" });
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === "EEXIST") return false;
    throw error;
  }
}

/** The claimant is gone without having made it (ended, or its making failed). */
function givenUp(claimFile: string, failedFile: string): boolean {
  if (existsSync(failedFile)) return true;
  // Empty for the moment between the claim's creation and its pid written.
  const pid = Number(readFileSync(claimFile, "utf8"));
  return pid > 0 && !alive(pid);
}

/**
 * The folder `make` fills, made once for the run: by this process, or by another worker of the
 * run while this one waits. If the worker that claimed it fails, this one makes its own.
 */
export async function madeOnceForRun(name: string, make: (dir: string) => Promise<void>): Promise<string> {
  const dir = runDir();
  const done = join(dir, name);
  const claimFile = join(dir, `${name}.claim`);
  const failedFile = join(dir, `${name}.failed`);
  const own = join(dir, `${name}.${process.pid}`);
  if (existsSync(done)) return done;
  if (claim(claimFile)) {
    try {
      await make(own);
    } catch (error) {
      writeFileSync(failedFile, String(error));
      throw error;
    }
    // In one step: a worker never sees half of it.
    renameSync(own, done);
    return done;
  }
  await until(() => existsSync(done) || givenUp(claimFile, failedFile), { what: `${name}, made by another worker`, timeout: WAIT_MS, every: 100 });
  if (existsSync(done)) return done;
  rmSync(own, { recursive: true, force: true });
  await make(own);
  return own;
}
