// createApp(deps): the whole HTTP surface, built from the stores and services it is given.
// Nothing here opens a connection or listens, so tests build apps on whatever stores they like
// and call app.handle(request).
import { Elysia } from "elysia";
import { staticPlugin } from "@elysiajs/static";
import { join } from "node:path";
import type { Config } from "./platform/config.ts";
import type { Sql } from "./platform/db/connect.ts";
import { adminPreflight } from "./platform/auth/preflight.ts";
import { withCachedFirst } from "./platform/http/cached-first.ts";
import { bodyLimit, bodyLimitOf } from "./platform/http/body-limit.ts";
import { routePolicies } from "./platform/http/route-policy.ts";
import { errorHandler, fail } from "./platform/http/errors.ts";
import { routableHost } from "./platform/http/routable-host.ts";
import { securityHeaders } from "./platform/http/security-headers.ts";
import { healthRoutes } from "./features/health/routes.ts";
import type { Audit } from "./platform/auth/audit.ts";
import { authRoutes } from "./platform/auth/routes.ts";
import { createMemoryLoginLimiter, type LoginLimiter } from "./platform/auth/rate-limit.ts";
import { activityAudit } from "./platform/activity/audit.ts";
import { activityRoutes } from "./platform/activity/routes.ts";
import { backupRoutes } from "./platform/backup/routes.ts";
import { mailRoutes } from "./platform/mail/routes.ts";
import { reviewRoutes } from "./features/reviews/routes.ts";
import { collectionRoutes } from "./platform/collections/routes.ts";
import { crudRoutes } from "./platform/collections/crud-routes.ts";
import { dashboardRoutes } from "./features/dashboard/routes.ts";
import { logoRoutes } from "./features/logos/routes.ts";
import { setMediaPriority } from "./platform/media/low-priority.ts";
import { createImageQueue, type ImageQueue } from "./platform/media/image-queue.ts";
import { uploadLimitRoutes } from "./platform/media/limits.ts";
import { mediaRoutes } from "./platform/media/routes.ts";
import { createPreviews } from "./platform/media/previews.ts";
import { createVideoQueue, type VideoQueue } from "./platform/media/video-tools.ts";
import { portfolioRoutes } from "./features/portfolio/routes.ts";
import { projectRoutes } from "./features/projects/routes.ts";
import { projectPageRoutes } from "./features/projects/page-routes.ts";
import { serviceRoutes } from "./features/services/routes.ts";
import { getStudio } from "./features/studio/queries.ts";
import { studioRoutes } from "./features/studio/routes.ts";
import { readFocus } from "./features/focus/queries.ts";
import { focusRoutes } from "./features/focus/routes.ts";
import { setupRoutes } from "./features/setup/routes.ts";
import { undoStartEmpty } from "./features/setup/start-empty.ts";
import type { Logger } from "./platform/logger.ts";
import type { ObjectStore } from "./platform/media/object-store.ts";
import type { LeftoverTimer } from "./platform/media/writes.ts";
import { assetRoutes } from "./platform/ssr/assets.ts";
import type { ClientBuild } from "./platform/ssr/client-build.ts";
import type { PageDataLoaders } from "./site/page-data.ts";
import { createPageDataLoaders } from "./page-data-loaders.ts";
import { pageDataRoutes } from "./site/page-data-routes.ts";
import { pageRenderer, pageRoutes } from "./site/pages.tsx";
import { previewPageData } from "./site/preview-data.ts";
import { createRenderCache, type RenderCache } from "./platform/cache/render-cache.ts";
import { seedStudio } from "./features/seed/content.ts";
import { seedDocuments } from "./features/seed/documents.ts";
import { seoRoutes } from "./features/seo/routes.ts";
import { createPlaylist } from "./features/videos/playlist.ts";
import { readSavedPlaylist } from "./features/videos/playlist-settings.ts";
import { videoAdminRoutes } from "./features/videos/admin-routes.ts";
import { heldMediaKeys, heldMediaSizes, settingChecks } from "./restore-checks.ts";
import { createMoreWidths } from "./platform/media/more-widths.ts";
import { MIGRATION_SEEDS } from "./features/seed/seed-content.ts";
import { pageDocumentRoutes } from "./features/pages/routes.ts";
import { pageRevisions } from "./features/pages/revisions.ts";
import { projectRevisions } from "./features/projects/revisions.ts";
import { studioRevisions } from "./features/studio/revisions.ts";
import { revisionRoutes } from "./platform/revisions/routes.ts";
import { collections } from "./collections.ts";
import type { Collections } from "./platform/collections/collection.ts";
import { videoRoutes } from "./features/videos/routes.ts";
import { pageMediaRoutes } from "./features/pages/media-routes.ts";
import { contactRoutes } from "./features/enquiries/contact-routes.ts";
import { publishedContact } from "./features/enquiries/contact-page.ts";
import { createEnquiryLimiter, type EnquiryLimiter } from "./features/enquiries/limits.ts";
import { enquiryRoutes } from "./features/enquiries/routes.ts";
import { linkRoutes } from "./features/links/routes.ts";

export type AppDeps = {
  config: Config;
  sql: Sql;
  objects: ObjectStore;
  build: ClientBuild;
  log: Logger;
  jwtSecret: string;
  cache?: RenderCache;
  /** Page data readers; by default they read the database (tests replace some). */
  loaders?: Partial<PageDataLoaders>;
  /** Sign-in attempts; in process memory by default. */
  loginLimiter?: LoginLimiter;
  /** What an unknown username's password is checked against (src/platform/auth/context.ts). */
  unknownUserHash?: () => Promise<string>;
  /** Where sign-ins, sign-outs and account changes are recorded; the activity log by default. */
  audit?: Audit;
  /** The queue every upload's image work runs in; one with the defaults by default. */
  images?: ImageQueue;
  /** The queue every video upload's ffprobe and ffmpeg runs go through; one with the defaults by default. */
  videos?: VideoQueue;
  /** The managed lists (src/collections.ts) by default; tests give one that answers otherwise. */
  collections?: Collections;
  /** Contact form posts; in process memory by default. */
  enquiryLimiter?: EnquiryLimiter;
  /** When a failed image write's leftovers are listed again (src/platform/media/writes.ts); timers by default. */
  leftoverTimer?: LeftoverTimer;
};

const PUBLIC_DIR = join(import.meta.dir, "../public");

export async function createApp(deps: AppDeps) {
  setMediaPriority(deps.config.mediaPriority);
  const cache = deps.cache ?? createRenderCache({ maxAgeSeconds: deps.config.cacheMaxAgeSeconds });
  const loaderSettings = { secret: deps.jwtSecret, youtube: deps.config.youtube };
  const loaders: PageDataLoaders = { ...createPageDataLoaders(deps.sql, loaderSettings), ...deps.loaders };
  // The owner's page preview finds a hidden service's page too (src/site/preview-data.ts).
  const preview = previewPageData({ ...createPageDataLoaders(deps.sql, { ...loaderSettings, hidden: true }), ...deps.loaders }, loaders);
  const images = deps.images ?? createImageQueue();
  const videos = deps.videos ?? createVideoQueue();
  const listed = deps.collections ?? collections;
  const moreWidths = createMoreWidths({
    sql: deps.sql,
    objects: deps.objects,
    log: deps.log,
    queues: [images, videos],
    collections: listed,
    heldSizes: heldMediaSizes,
    drop: (tags) => cache.drop(tags),
  });
  const admin = {
    ...deps,
    cache,
    uploadMaxBytes: deps.config.uploadMaxBytes,
    videoMaxBytes: deps.config.videoMaxBytes,
    videoMaxSeconds: deps.config.videoMaxSeconds,
    revisionsKeep: deps.config.revisionsKeep,
    proxy: deps.config,
    images,
    imageMaxSide: deps.config.imageMaxSide,
    moreWidths,
    videos,
    collections: listed,
  };
  // Cached pages and public lists are answered in front of Elysia (src/platform/http/cached-first.ts).
  // The listener counts each body against its route's limit (src/platform/auth/client-address.ts),
  // which the route declares (bodyLimit, signIn: src/platform/http/route-policy.ts).
  const policyOf = routePolicies(() => app.routes);
  const bodyLimitFor = (request: Request) => bodyLimitOf(request, deps.config.uploadMaxBytes, policyOf);
  const render = pageRenderer({
    build: deps.build,
    cache,
    loaders,
    fallbackStudio: seedStudio,
    fallbackDocuments: seedDocuments,
    publicUrl: deps.config.publicUrl,
    log: deps.log,
  });
  // The content editors' routes, composed apart: one chain of every plugin is deeper than
  // TypeScript follows Elysia's route types (TS2589).
  const contentRoutes = new Elysia({ name: "content-routes" })
    .use(projectRoutes(admin))
    .use(portfolioRoutes(admin))
    .use(crudRoutes(admin))
    .use(serviceRoutes(admin))
    .use(studioRoutes(admin))
    .use(pageDocumentRoutes(admin, preview))
    .use(projectPageRoutes(admin))
    .use(revisionRoutes(admin, { page: pageRevisions(admin), project: projectRevisions(admin), studio: studioRevisions(admin) }))
    .use(uploadLimitRoutes(admin))
    .use(pageMediaRoutes(admin))
    .use(focusRoutes(admin))
    .use(linkRoutes(admin));
  const app = withCachedFirst(
    new Elysia()
      .use(securityHeaders({ trustProxy: deps.config.trustProxy }))
      .use(errorHandler(deps.log))
      .use(bodyLimit(deps.config.uploadMaxBytes, policyOf))
      .use(routableHost())
      .use(adminPreflight(deps.jwtSecret, policyOf))
      .use(healthRoutes(deps))
      .use(pageDataRoutes(loaders, cache))
      .use(
        authRoutes({
          sql: deps.sql,
          jwtSecret: deps.jwtSecret,
          limiter: deps.loginLimiter ?? createMemoryLoginLimiter(),
          unknownUserHash: deps.unknownUserHash,
          proxy: deps.config,
          log: deps.log,
          audit: deps.audit ?? activityAudit(deps.sql),
          issuer: async () => (await getStudio(deps.sql)).fullName,
        }),
      )
      .use(dashboardRoutes(admin))
      .use(logoRoutes(admin))
      .use(reviewRoutes(admin))
      // The trash and the first run's setup together: a restored batch is undone by the setup's part.
      .use(
        new Elysia()
          .use(collectionRoutes({ ...admin, undoBatch: { undo: undoStartEmpty(admin.revisionsKeep), tags: ["pages"] } }))
          .use(setupRoutes(admin)),
      )
      .use(activityRoutes(admin))
      .use(mailRoutes({ ...admin, on: deps.config.smtp !== undefined }))
      .use(
        backupRoutes({
          ...admin,
          backupMaxBytes: deps.config.backupMaxBytes,
          contentChecks: { collections: admin.collections, checks: settingChecks, held: heldMediaKeys },
          seeds: MIGRATION_SEEDS,
        }),
      )
      .use(contentRoutes)
      .use(enquiryRoutes(admin))
      .use(
        contactRoutes({
          ...admin,
          secret: deps.jwtSecret,
          limiter: deps.enquiryLimiter ?? createEnquiryLimiter(),
          contact: () => publishedContact(deps.sql),
          studio: () => getStudio(deps.sql),
          adminUrl: (id) => `${deps.config.publicUrl}/admin/enquiries/${id}`,
          render,
        }),
      )
      .use(
        mediaRoutes({
          objects: deps.objects,
          previews: createPreviews({ objects: deps.objects, images, focusOf: (key) => readFocus(deps.sql, key) }),
        }),
      )
      .use(
        videoRoutes(createPlaylist({ youtube: deps.config.youtube, log: deps.log, saved: () => readSavedPlaylist(deps.sql) })).use(
          videoAdminRoutes({ ...admin, youtube: deps.config.youtube }),
        ),
      )
      .use(seoRoutes({ publicUrl: deps.config.publicUrl, sql: deps.sql, cache }))
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
      .use(pageRoutes({ cache }, render)),
    cache,
    { trustProxy: deps.config.trustProxy },
  );
  return Object.assign(app, { bodyLimit: bodyLimitFor, moreWidths });
}

export type App = Awaited<ReturnType<typeof createApp>>;
