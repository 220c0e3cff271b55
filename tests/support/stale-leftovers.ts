// A test process names what it shares after its pid (see process-end.ts): a parallel worker is
// killed at the end of the run with no chance to clean up, so whatever a process that is gone
// left behind is removed by the next one that starts.
import { readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const SCRATCH_PREFIX = "studio-tests-";
export const TEMPLATE_PREFIX = "studio_template_";

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === "EPERM";
  }
}

/** The pid a name carries after its prefix ("<prefix><pid>_…" or "<prefix><pid>-…"), if any. */
function ownerOf(name: string, prefix: string): number | undefined {
  const pid = Number(/^(\d+)[_-]/.exec(name.slice(prefix.length))?.[1]);
  return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
}

/** True for a name of ours whose process has ended. */
export function isStale(name: string, prefix: string): boolean {
  if (!name.startsWith(prefix)) return false;
  const pid = ownerOf(name, prefix);
  return pid !== undefined && pid !== process.pid && !alive(pid);
}

/** Removes the scratch directories of test processes that have ended. */
export function sweepStaleScratch(): void {
  for (const name of readdirSync(tmpdir())) {
    if (isStale(name, SCRATCH_PREFIX)) rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}
