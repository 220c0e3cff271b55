// createApp(deps): the whole HTTP surface, built from the stores and services it is given.
// Nothing here opens a connection or listens, so tests build apps on whatever stores they like
// and call app.handle(request).
import { Elysia } from "elysia";
import { staticPlugin } from "@elysiajs/static";
import { join } from "node:path";
import type { Config } from "./config.ts";
import type { Sql } from "./db/connect.ts";
import { errorHandler, fail } from "./http/errors.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { healthRoutes } from "./health/routes.ts";
import { loginRoutes } from "./auth/routes.ts";
import { createMemoryLoginLimiter, type LoginLimiter } from "./auth/rate-limit.ts";
import { clientRoutes } from "./clients/routes.ts";
import { dashboardRoutes } from "./dashboard/routes.ts";
import { logoRoutes } from "./logos/routes.ts";
import { mediaRoutes } from "./media/routes.ts";
import type { Logger } from "./logger.ts";
import type { ObjectStore } from "./media/object-store.ts";
import { assetRoutes } from "./ssr/assets.ts";
import type { ClientBuild } from "./ssr/client-build.ts";
import { createPageDataLoaders, type PageDataLoaders } from "./ssr/page-data.ts";
import { pageDataRoutes } from "./ssr/page-data-routes.ts";
import { pageRoutes } from "./ssr/pages.tsx";
import { createRenderCache, type RenderCache } from "./ssr/render-cache.ts";
import { seoRoutes } from "./seo/routes.ts";
import { createPlaylist } from "./videos/playlist.ts";
import { videoRoutes } from "./videos/routes.ts";

export type AppDeps = {
  config: Config;
  sql: Sql;
  objects: ObjectStore;
  build: ClientBuild;
  log: Logger;
  jwtSecret: string;
  cache?: RenderCache;
  /** Page data readers; by default they read the database. */
  loaders?: PageDataLoaders;
  /** Failed sign-ins; in process memory by default. */
  loginLimiter?: LoginLimiter;
};

export const PUBLIC_DIR = join(import.meta.dir, "../public");

export async function createApp(deps: AppDeps) {
  const cache = deps.cache ?? createRenderCache();
  const loaders = deps.loaders ?? createPageDataLoaders(deps.sql);
  const admin = { ...deps, cache, uploadMaxBytes: deps.config.uploadMaxBytes };
  return (
    new Elysia()
      .use(securityHeaders())
      .use(errorHandler(deps.log))
      .use(healthRoutes(deps))
      .use(pageDataRoutes(loaders, cache))
      .use(loginRoutes({ sql: deps.sql, jwtSecret: deps.jwtSecret, limiter: deps.loginLimiter ?? createMemoryLoginLimiter(), trustProxy: deps.config.trustProxy }))
      .use(dashboardRoutes(admin))
      .use(logoRoutes(admin))
      .use(clientRoutes(admin))
      .use(mediaRoutes(deps))
      .use(videoRoutes(createPlaylist({ youtube: deps.config.youtube, log: deps.log })))
      .use(seoRoutes(deps.config.publicUrl))
      // Unknown API paths answer JSON, never the HTML 404 page.
      .get("/api/*", () => fail(404, "No such API endpoint"))
      .all("/api/*", () => fail(404, "No such API endpoint"))
      .use(assetRoutes(deps.build))
      .use(
        await staticPlugin({
          assets: PUBLIC_DIR,
          prefix: "/",
          alwaysStatic: true,
          indexHTML: false,
          silent: true,
          // A week, revalidated by ETag after: long-lived, yet not immutable, because the studio
          // replaces placeholder media at the same names (docs/MEDIA.md).
          maxAge: 604_800,
        }),
      )
      .use(pageRoutes({ build: deps.build, cache, loaders, publicUrl: deps.config.publicUrl, log: deps.log }))
  );
}

export type App = Awaited<ReturnType<typeof createApp>>;
