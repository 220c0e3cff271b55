// A full app on test stores, driven through app.handle (no port) or a real listening server
// (for the browser). The client bundle is built once per test process.
import { createApp, type App } from "../../src/app.ts";
import type { Audit } from "../../src/platform/auth/audit.ts";
import type { LoginLimiter } from "../../src/platform/auth/rate-limit.ts";
import { serveWithPeer } from "../../src/platform/auth/client-address.ts";
import type { Config } from "../../src/platform/config.ts";
import type { EnquiryLimiter } from "../../src/features/enquiries/limits.ts";
import { buildClient, type ClientBuild } from "../../src/platform/ssr/client-build.ts";
import type { Logger } from "../../src/platform/logger.ts";
import { createRenderCache, type RenderCache } from "../../src/platform/cache/render-cache.ts";
import type { ImageQueue } from "../../src/platform/media/image-queue.ts";
import type { VideoQueue } from "../../src/platform/media/video-tools.ts";
import type { ObjectStore } from "../../src/platform/media/object-store.ts";
import type { LeftoverTimer } from "../../src/platform/media/writes.ts";
import type { PageDataLoaders } from "../../src/site/page-data.ts";
import { captureLogger } from "./logger.ts";
import { openTestStores, type TestStores } from "./stores.ts";
import type { Collections } from "../../src/platform/collections/collection.ts";

let clientBuild: Promise<ClientBuild> | undefined;

export function testClientBuild(): Promise<ClientBuild> {
  clientBuild ??= buildClient({ minify: true });
  return clientBuild;
}

export type TestApp = {
  app: App;
  stores: TestStores;
  cache: RenderCache;
  log: ReturnType<typeof captureLogger>;
  request(path: string, init?: RequestInit): Promise<Response>;
  /**
   * The bucket's keys once the larger widths an earlier upload set going are stored: they arrive
   * after the upload's answer (src/platform/media/more-widths.ts), so a count taken around a
   * refused upload would otherwise see them land on a busy machine.
   */
  storedObjects(): Promise<string[]>;
  close(): Promise<void>;
};

export type TestAppOptions = {
  stores?: TestStores;
  objects?: ObjectStore;
  log?: Logger;
  loaders?: Partial<PageDataLoaders>;
  /** Settings that differ from the test environment's, e.g. youtube pointed at a local fake. */
  config?: Partial<Config>;
  audit?: Audit;
  /** The image queue, when a suite needs one smaller than the default. */
  images?: ImageQueue;
  /** The video queue, when a suite needs one smaller than the default. */
  videos?: VideoQueue;
  /** A cache of the test's own, e.g. one shared with other instances (src/platform/cache/shared-invalidation.ts). */
  cache?: RenderCache;
  /** The sign-in limits' counter, when a suite needs more attempts through than the limits allow. */
  loginLimiter?: LoginLimiter;
  /** What an unknown username's password is checked against, when a suite's flood need not cost the app's argon2. */
  unknownUserHash?: () => Promise<string>;
  /** The contact form's limits, when a suite sends more than they let through. */
  enquiryLimiter?: EnquiryLimiter;
  /** The managed lists, when a suite declares one of its own (src/collections.ts's by default). */
  collections?: Collections;
  /** A client build of the suite's own (one whose registry has its list: buildClient's `lists`), instead of the process's. */
  build?: Promise<ClientBuild>;
  /**
   * A fresh install whose owner has not been through the first run's setup (signing in opens it).
   * Without it the site is one already set up, as the suites about everything else want.
   */
  firstRun?: boolean;
  /** A fresh install made with SAMPLE_CONTENT=none instead of the sample site (its first run to do). */
  sampleContent?: "none";
  /** When a failed image write's leftovers are listed again, for a suite that runs the check itself instead of waiting out the store's deadline. */
  leftoverTimer?: LeftoverTimer;
};

/** The app's secret in tests: a suite signs the contact form's time token with it. */
export const TEST_JWT_SECRET = "test-secret-test-secret-test-secret-0123456789";

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const stores = options.stores ?? (await openTestStores({ sampleContent: options.sampleContent }));
  if (!options.firstRun && !options.sampleContent) await stores.sql`update site_settings set setup_done = true`;
  const log = captureLogger();
  // The suite runs three workers on two cores: media children at idle priority were starved and
  // uploads refused as busy (src/platform/media/low-priority.ts). Idle priority is the bench's.
  const config = { ...stores.config, mediaPriority: "normal" as const, ...options.config };
  const cache = options.cache ?? createRenderCache({ maxAgeSeconds: config.cacheMaxAgeSeconds });
  const app = await createApp({
    config,
    sql: stores.sql,
    objects: options.objects ?? stores.objects,
    build: await (options.build ?? testClientBuild()),
    log: options.log ?? log,
    jwtSecret: TEST_JWT_SECRET,
    cache,
    loaders: options.loaders,
    audit: options.audit,
    images: options.images,
    videos: options.videos,
    loginLimiter: options.loginLimiter,
    unknownUserHash: options.unknownUserHash,
    enquiryLimiter: options.enquiryLimiter,
    collections: options.collections,
    leftoverTimer: options.leftoverTimer,
  });
  return {
    app,
    stores,
    cache,
    log,
    request: async (path, init) => app.handle(new Request(`http://localhost${path}`, init)),
    storedObjects: async () => {
      await app.moreWidths.settled();
      return (options.objects ?? stores.objects).list();
    },
    close: async () => {
      // Larger widths still being made would write into stores about to go.
      await app.moreWidths.stop();
      if (!options.stores) await stores.cleanup();
    },
  };
}

/**
 * Serves a test app on a free port, for browsers and load tests, as main.ts does (the app sees
 * each client's address). On loopback by default; "::" also answers on [::1], a second address.
 */
export function listen(app: App, { hostname = "127.0.0.1" } = {}): { url: string; port: number; stop(): Promise<void> } {
  const server = Bun.serve({ hostname, port: 0, fetch: serveWithPeer(app) });
  return { url: `http://127.0.0.1:${server.port}`, port: server.port!, stop: () => server.stop(true) };
}
