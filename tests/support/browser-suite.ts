// The setup every browser suite shares: an app on fresh stores, served on a loopback port, and
// a Chromium session; all closed after the suite. Call inside describe.skipIf(!hasBrowser).
import { afterAll, beforeAll } from "bun:test";
import { listen, startTestApp, type TestApp, type TestAppOptions } from "./app.ts";
import { openBrowser, type BrowserSession } from "./browser.ts";

export type BrowserSuite = {
  readonly t: TestApp;
  readonly url: string;
  readonly browser: BrowserSession;
};

/** `session.motion`: the suite's pages move as for a visitor who has not asked for less (browser.ts). */
export function browserSuite(
  options: TestAppOptions = {},
  prepare?: (t: TestApp) => Promise<void>,
  session: { motion?: boolean } = {},
): BrowserSuite {
  let t: TestApp | undefined;
  let server: ReturnType<typeof listen> | undefined;
  let browser: BrowserSession | undefined;
  beforeAll(async () => {
    t = await startTestApp(options);
    await prepare?.(t);
    server = listen(t.app);
    browser = await openBrowser(session);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await t?.close();
  });
  return {
    get t() {
      return t!;
    },
    get url() {
      return server!.url;
    },
    get browser() {
      return browser!;
    },
  };
}
