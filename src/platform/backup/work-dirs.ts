// The temporary folders of a restore (the uploaded archive, the checked rows, the objects being
// sent), under the system's temporary directory. A refused or failed restore removes its own
// at once; a process killed midway cannot, so each folder is named after the process that made
// it (its pid and when it started), and a later start removes those of processes that are gone
// (or of an earlier life of its own pid, as a container's server is pid 1 on every start).
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isRunning } from "../is-running.ts";

const NAME = /^studio-(?:upload|restore)-(\d+)\.([0-9a-z]+)-/;
const BORN = Math.round(performance.timeOrigin).toString(36);

/** A new folder of this process's, for one restore's upload or work. */
export function makeWorkDir(kind: "upload" | "restore"): Promise<string> {
  return mkdtemp(join(tmpdir(), `studio-${kind}-${process.pid}.${BORN}-`));
}

/** Removes the folders of processes no longer running; answers how many went. */
export async function removeStaleWorkDirs(): Promise<number> {
  const dir = tmpdir();
  let removed = 0;
  for (const name of await readdir(dir)) {
    const match = NAME.exec(name);
    if (!match) continue;
    const pid = Number(match[1]);
    const stale = pid === process.pid ? match[2] !== BORN : !isRunning(pid);
    if (!stale) continue;
    await rm(join(dir, name), { recursive: true, force: true });
    removed++;
  }
  return removed;
}
