// What a test process shares across its files (servers, template databases) is stopped once,
// after the last file: tests/setup.ts runs endProcess in a preloaded afterAll, which bun test
// runs after every file of the run. (Under --parallel it runs after each file instead: each
// stop also forgets what it stopped, so the next file starts its own.)
const stops: Array<() => Promise<void>> = [];

/** Stops run last-registered first, as a server is stopped after what depends on it. */
export function atProcessEnd(stop: () => Promise<void>): void {
  stops.push(stop);
}

export async function endProcess(): Promise<void> {
  for (const stop of stops.splice(0).reverse()) {
    await stop().catch((error) => console.warn("while stopping the test run's shared stores:", error));
  }
}
