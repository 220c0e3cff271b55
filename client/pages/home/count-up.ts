// The hero counters' clock: every tick adds one to each counter
// that has not reached its target; the first tick waits 30 ms and each next wait is 0.6 times
// the previous one, never under 5 ms; the clock stops once every counter is at its target.
const COUNT_START_MS = 30;
const COUNT_FACTOR = 0.6;
const COUNT_FLOOR_MS = 5;

export type Timers = {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

function nextDelay(delay: number): number {
  return Math.max(COUNT_FLOOR_MS, delay * COUNT_FACTOR);
}

/** A progress bar's width for a counter: its share of the target, in percent, at most 100. */
export function progressPercent(value: number, target: number): number {
  return target > 0 ? Math.min(100, (value / target) * 100) : 100;
}

/** Counts from 0 to each target, calling onTick with the values; returns a cancel function. */
export function countUp(targets: readonly number[], onTick: (values: number[]) => void, timers: Timers = globalThis): () => void {
  let values = targets.map(() => 0);
  let delay = COUNT_START_MS;
  let handle: unknown;
  const tick = () => {
    values = values.map((value, i) => Math.min(value + 1, targets[i]!));
    onTick(values);
    if (values.some((value, i) => value < targets[i]!)) schedule();
  };
  const schedule = () => {
    handle = timers.setTimeout(tick, delay);
    delay = nextDelay(delay);
  };
  schedule();
  return () => timers.clearTimeout(handle);
}
