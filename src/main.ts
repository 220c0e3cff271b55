// The process: read config, open stores, build the client, listen; on SIGTERM/SIGINT stop
// accepting, let in-flight requests finish, close the pools and the embedded servers.
import { createApp } from "./app.ts";
import { collections } from "./collections.ts";
import { ensureFirstAdmin } from "./platform/auth/accounts.ts";
import { serveWithPeer } from "./platform/auth/client-address.ts";
import { startPurgeSchedule } from "./platform/collections/purge.ts";
import { createPostgresLoginLimiter } from "./platform/auth/rate-limit-postgres.ts";
import { loadJwtSecret } from "./platform/auth/secret.ts";
import { ConfigError, loadConfig } from "./platform/config.ts";
import { consoleLogger as log } from "./platform/logger.ts";
import { sweepOrphans } from "./platform/media/sweep.ts";
import { buildClient } from "./platform/ssr/client-build.ts";
import { createRenderCache } from "./platform/cache/render-cache.ts";
import { shareInvalidation } from "./platform/cache/shared-invalidation.ts";
import { openStores } from "./platform/stores.ts";
import { MIGRATION_SEEDS } from "./features/seed/seed-content.ts";
import { heldMediaKeys } from "./restore-checks.ts";

async function main() {
  const config = loadConfig();
  // A server whose database died cannot save anything: it stops, loudly, for its supervisor to restart.
  const stores = await openStores(config, {
    seeds: MIGRATION_SEEDS,
    onDatabaseExit: (code) => {
      log.error(`The embedded database stopped unexpectedly (exit code ${code}); the server stops too.`);
      process.exit(1);
    },
  });
  const admin = await ensureFirstAdmin(stores.sql, { username: config.adminUsername, password: config.adminPassword });
  const build = await buildClient({ minify: config.nodeEnv === "production" });
  const jwtSecret = loadJwtSecret(config.jwtSecret, config.dataDir);
  // Several instances may share an external Postgres: they clear each other's render caches
  // and count failed sign-ins together. Embedded mode is one process and keeps both in memory.
  const external = stores.mode.database === "external";
  const shared = external ? await shareInvalidation(createRenderCache({ maxAgeSeconds: config.cacheMaxAgeSeconds }), stores.sql, log) : null;
  const loginLimiter = external ? createPostgresLoginLimiter(stores.sql) : undefined;
  const app = await createApp({ config, ...stores, build, log, jwtSecret, cache: shared?.cache, loginLimiter });
  // In the background: the site serves while leftovers of an interrupted upload are removed.
  sweepOrphans({ ...stores, log, collections, held: heldMediaKeys }).catch((error) => log.warn(`sweep skipped: ${(error as Error).message}`));
  // Records in the trash for 30 days go, with the images only they used: now and every hour.
  const purge = startPurgeSchedule({ ...stores, log, collections });
  const withPeer = serveWithPeer(app);
  const server = Bun.serve({
    hostname: config.host,
    port: config.port,
    // A backup to restore may be BACKUP_MAX_BYTES, a video VIDEO_MAX_BYTES; every other request is
    // held to its route's limit while its body is read (src/platform/http/body-limit.ts, counted in
    // serveWithPeer). Room is left for the multipart envelope.
    maxRequestBodySize: Math.max(config.uploadMaxBytes, config.backupMaxBytes, config.videoMaxBytes) + 64 * 1024,
    // The app counts sign-in attempts per client address, which only the server knows. A cached
    // page or list needs none, and leaves before the address is looked up (the lookup made a
    // cached answer some 15% dearer).
    fetch: (request, server) => {
      const cached = app.cached(request);
      if (cached) return cached;
      return withPeer(request, server);
    },
  });

  // One write, so whoever reads the output sees the login together with the URL.
  const login =
    admin.action === "created" && admin.generated
      ? `\n\nAdmin account created. Sign in at http://localhost:${server.port}/admin/login\n  username: ${admin.username}\n  password: ${admin.password}\nThis password is shown only once. Change it with: bun run reset-password\n`
      : "";
  if (admin.action === "kept" && admin.ignored.length > 0) {
    log.info(
      `${admin.ignored.join(" and ")} ignored: an admin account exists (they only make the first one). Change a password in the admin panel or with bun run reset-password.`,
    );
  }
  log.info(
    `Studio site running at http://localhost:${server.port} (${config.nodeEnv}; database ${stores.mode.database}, storage ${stores.mode.storage})${login}`,
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: finishing in-flight requests`);
    purge.stop();
    await server.stop(false);
    await shared?.stop();
    await stores.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    console.error("Failed to start:", error);
  }
  process.exit(1);
});
