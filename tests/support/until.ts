// Waiting for a state instead of for a fixed time: as short as the state takes to arrive on a
// quiet machine, as long as it takes (up to the limit) on a busy one. The limit ends a wait for a
// state that never comes; it never judges speed, so it is far above what a loaded two-core run
// was seen to need (a slide's move in edit-in-place waited past the old default of 5 s).

/** Polls `check` until it gives a truthy value, which it returns; throws naming `what` if `timeout` ms pass first. */
export async function until<T>(
  check: () => T | Promise<T>,
  { what, timeout = 60_000, every = 10 }: { what: string; timeout?: number; every?: number },
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`waited ${timeout} ms for ${what}`);
    await Bun.sleep(every);
  }
}
