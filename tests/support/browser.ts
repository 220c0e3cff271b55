// Debian's Chromium driven by playwright-core. Without a browser the browser suites say so
// loudly and skip; with REQUIRE_BROWSER=1 (CI) a missing browser fails them instead.
// Its headless shell (chromium-headless-shell, the same engine without the browser's windows,
// toolbar and omnibox pages) is preferred: the full browser spent about half its CPU on them
// (tests/e2e/home.test.ts: 33 s of Chromium CPU against 18 s), time the page under test lacked.
// One Chromium serves the whole test process (started on first use, closed after the last file:
// process-end.ts); each session is a context of its own, with its own cookies and storage, as
// a new profile had them, without a browser start for every suite.
import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { atProcessEnd } from "./process-end.ts";

const CANDIDATES = [
  process.env.CHROME_PATH,
  "/usr/bin/chromium-headless-shell",
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
];

const chromePath = CANDIDATES.find((path): path is string => !!path && existsSync(path));

if (!chromePath) {
  const message = "NO BROWSER: Chromium not found (apt-get install -y chromium-headless-shell, or set CHROME_PATH); browser tests are SKIPPED";
  if (process.env.REQUIRE_BROWSER === "1") throw new Error(message.replace("SKIPPED", "required by REQUIRE_BROWSER=1"));
  console.warn(`\n*** ${message} ***\n`);
}

export const hasBrowser = !!chromePath;

export type BrowserSession = {
  context: BrowserContext;
  /** A new page that records console errors/warnings and uncaught exceptions. */
  page(options?: { width?: number; height?: number }): Promise<Page & { problems: string[] }>;
  close(): Promise<void>;
};

const STEP_MS = 90_000;

let shared: Promise<Browser> | undefined;

function sharedBrowser(): Promise<Browser> {
  shared ??= chromium
    .launch({
      executablePath: chromePath,
      headless: true,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    })
    .then((browser) => {
      // A browser that crashed is started again for the next suite.
      browser.on("disconnected", () => (shared = undefined));
      atProcessEnd(async () => {
        shared = undefined;
        await browser.close();
      });
      return browser;
    });
  return shared;
}

/**
 * javaScriptEnabled: false shows a page as a visitor without scripts (or before they arrive) gets it.
 * A session asks for reduced motion unless `motion` is set: an open home page with its hero video
 * and marquees kept Chromium drawing at about 0.6 CPU-seconds a second, 0.06 with reduced motion
 * (docs/TESTING.md, "Stop 42"), on a two-core machine that three test workers already fill. The
 * suites that test motion itself (the home page, the hero video) set it.
 */
export async function openBrowser({ javaScriptEnabled = true, motion = false } = {}): Promise<BrowserSession> {
  const context = await (await sharedBrowser()).newContext({
    viewport: { width: 1440, height: 900 },
    javaScriptEnabled,
    reducedMotion: motion ? "no-preference" : "reduce",
  });
  // Playwright's own 30 s for an action or a navigation is the limit four browser tests hit on a
  // loaded two-core CI machine (a form post with a file, answered while the other workers encode):
  // a step waits for its state up to 90 s, and a test's own limit stays the one that ends it.
  context.setDefaultTimeout(STEP_MS);
  context.setDefaultNavigationTimeout(STEP_MS);
  return {
    context,
    async page({ width = 1440, height = 900 } = {}) {
      const page = (await context.newPage()) as Page & { problems: string[] };
      page.problems = [];
      await page.setViewportSize({ width, height });
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") page.problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on("pageerror", (error) => page.problems.push(`pageerror: ${error.message}`));
      return page;
    },
    close: () => context.close(),
  };
}
