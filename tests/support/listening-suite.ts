// A test file's app on a listening server, with an admin token: started before the file's tests
// and stopped after them. For suites about what only a real socket shows (body limits, aborts).
import { afterAll, beforeAll } from "bun:test";
import { adminToken } from "./admin-api.ts";
import { listen, startTestApp, type TestApp, type TestAppOptions } from "./app.ts";

export type ListeningSuite = { t: TestApp; server: ReturnType<typeof listen>; token: string };

/** Call at a test file's top level; the fields are set once its beforeAll has run. */
export function listeningSuite(options: TestAppOptions = {}): ListeningSuite {
  const suite = {} as ListeningSuite;
  beforeAll(async () => {
    suite.t = await startTestApp(options);
    suite.server = listen(suite.t.app);
    suite.token = await adminToken(suite.t);
  }, 60_000);
  afterAll(async () => {
    await suite.server?.stop();
    await suite.t?.close();
  });
  return suite;
}
