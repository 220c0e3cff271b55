// A test file's own temporary folder, as os.tmpdir() for its tests: a check that an upload
// leaves no temporary folder behind then sees this file's uploads only, not those of a file
// that another worker of a parallel run has in flight at the same moment. Named like the run's
// scratch (stale-leftovers.ts), so a worker ended at the close of a parallel run leaves nothing
// the next run does not remove. Call at a test file's top level, after the suite's own setup.
import { afterAll, beforeAll } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SCRATCH_PREFIX } from "./stale-leftovers.ts";

export function privateTmpdir(): void {
  const outer = process.env.TMPDIR;
  let dir: string | undefined;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), `${SCRATCH_PREFIX}${process.pid}-`));
    process.env.TMPDIR = dir;
  });
  afterAll(() => {
    if (outer === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = outer;
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
}
