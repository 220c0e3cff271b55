// Preloaded by bun test (bunfig.toml). Any console.error during a test fails that test, so
// warnings (React's hydration and key warnings included) cannot pile up unnoticed. Code under
// test logs through an injected Logger; tests that expect errors pass a capturing one.
import { afterAll, afterEach, beforeEach } from "bun:test";
import { endProcess } from "./support/process-end.ts";

// The README's test command gives every test 30 s (scripts/test.ts: bunfig.toml has no timeout
// setting, and setDefaultTimeout here would only reach the first test file); suites that start
// processes or Chromium give their tests their own limit.

const original = console.error;
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  console.error = (...args: unknown[]) => {
    errors.push(args);
    original(...args);
  };
});

afterEach(() => {
  console.error = original;
  if (errors.length > 0) {
    const first = errors[0]!.map(String).join(" ");
    throw new Error(`console.error was called ${errors.length} time(s) during this test; first: ${first}`);
  }
});

// Here, an afterAll runs once, after the last file: the stores the files shared are stopped then
// (closing Chromium and dropping a template database can take more than 5 s on a busy machine).
afterAll(endProcess, 60_000);
