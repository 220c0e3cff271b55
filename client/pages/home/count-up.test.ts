import { expect, test } from "bun:test";
import { countUp, progressPercent, type Timers } from "./count-up.ts";

function fakeTimers() {
  const delays: number[] = [];
  let pending: (() => void) | null = null;
  const timers: Timers = {
    setTimeout(run, ms) {
      delays.push(ms);
      pending = run;
      return delays.length;
    },
    clearTimeout() {
      pending = null;
    },
  };
  const runAll = () => {
    while (pending) {
      const run = pending;
      pending = null;
      run();
    }
  };
  return { timers, delays, runAll, hasPending: () => pending !== null };
}

test("counts up to 235 and 112, one step a tick, then stops", () => {
  const clock = fakeTimers();
  const seen: number[][] = [];
  countUp([235, 112], (values) => seen.push(values), clock.timers);
  clock.runAll();
  expect(seen[0]).toEqual([1, 1]);
  expect(seen[111]).toEqual([112, 112]);
  expect(seen[112]).toEqual([113, 112]);
  expect(seen.at(-1)).toEqual([235, 112]);
  expect(seen).toHaveLength(235);
  expect(clock.hasPending()).toBe(false);
});

test("the wait starts at 30 ms, shrinks by 0.6 each tick and never goes under 5 ms", () => {
  const clock = fakeTimers();
  countUp([235, 112], () => {}, clock.timers);
  clock.runAll();
  expect(clock.delays.slice(0, 5).map((d) => Number(d.toFixed(2)))).toEqual([30, 18, 10.8, 6.48, 5]);
  expect(Math.min(...clock.delays)).toBe(5);
  expect(clock.delays).toHaveLength(235);
});

test("cancelling stops the clock", () => {
  const clock = fakeTimers();
  const seen: number[][] = [];
  const cancel = countUp([235, 112], (values) => seen.push(values), clock.timers);
  cancel();
  clock.runAll();
  expect(seen).toEqual([]);
});

test("a progress bar is the share of the target, capped at 100 percent", () => {
  expect(progressPercent(0, 235)).toBe(0);
  expect(progressPercent(56, 112)).toBe(50);
  expect(progressPercent(300, 235)).toBe(100);
});
