// A test file's app with one admin account, for the sign-in suites: started before the file's
// tests and stopped after them.
import { afterAll, beforeAll } from "bun:test";
import { ensureAdmin } from "../../src/platform/auth/accounts.ts";
import { startTestApp, type TestApp, type TestAppOptions } from "./app.ts";

/** Call at a test file's top level; `t` is set once its beforeAll has run. */
export function adminSuite(user: { username: string; password: string }, options: TestAppOptions = {}): { t: TestApp } {
  const suite = {} as { t: TestApp };
  beforeAll(async () => {
    suite.t = await startTestApp(options);
    await ensureAdmin(suite.t.stores.sql, user);
  }, 60_000);
  afterAll(() => suite.t?.close());
  return suite;
}
