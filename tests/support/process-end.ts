// What a test process shares across its files (servers, template databases) is stopped once,
// after the last file: tests/setup.ts runs endProcess in a preloaded afterAll, which a serial
// bun test runs once, after its last file.
//
// Under `bun test --parallel --no-isolate` (the README's command) each worker keeps its module
// state across the files it is handed, but runs that afterAll after every file, and is killed
// when the run ends, with no exit event to clean up in. So a worker stops nothing: its shared
// stores serve all its files, and what it leaves is swept by the next run (stale-leftovers.ts):
// its scratch directory and template databases carry its pid; Chromium and the embedded
// Postgres children end with it (they read from a pipe it holds).
const stops: Array<() => Promise<void>> = [];

/** A worker of a parallel run: BUN_TEST_WORKER_ID is its 1-based index. */
const inParallelWorker = process.env.BUN_TEST_WORKER_ID !== undefined;

/** Stops run last-registered first, as a server is stopped after what depends on it. */
export function atProcessEnd(stop: () => Promise<void>): void {
  stops.push(stop);
}

export async function endProcess(): Promise<void> {
  if (inParallelWorker) return;
  for (const stop of stops.splice(0).reverse()) {
    await stop().catch((error) => console.warn("while stopping the test run's shared stores:", error));
  }
}
