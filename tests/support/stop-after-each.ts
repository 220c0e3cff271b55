// A test that fails midway must not leave the servers it started (and their database
// processes) running after `bun test` ends: each is stopped after the test, passed or failed.
import { afterEach } from "bun:test";

/** Call at a test file's top level; hand it each process the file's tests start. */
export function stopAfterEach(): (proc: Bun.Subprocess) => void {
  const started = new Set<Bun.Subprocess>();
  afterEach(async () => {
    for (const proc of started) {
      proc.kill("SIGTERM");
      await proc.exited;
    }
    started.clear();
  });
  return (proc) => void started.add(proc);
}
