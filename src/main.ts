// The process: read config, open stores, build the client, listen; on SIGTERM/SIGINT stop
// accepting, let in-flight requests finish, close the pools and the embedded servers.
import { createApp } from "./app.ts";
import { collections } from "./collections.ts";
import { ensureFirstAdmin } from "./platform/auth/accounts.ts";
import { serveWithPeer } from "./platform/auth/client-address.ts";
import { startPurgeSchedule } from "./platform/collections/purge.ts";
import { startMailSender } from "./platform/mail/sender.ts";
import { smtpSender } from "./platform/mail/transport.ts";
import { startEnquirySweep } from "./features/enquiries/sweep.ts";
import { createPostgresEnquiryLimiter } from "./features/enquiries/limits.ts";
import { createPostgresLoginLimiter } from "./platform/auth/rate-limit-postgres.ts";
import { answerLog } from "./platform/http/request-log.ts";
import { withDevReload } from "./platform/http/dev-reload.ts";
import { loadJwtSecret } from "./platform/auth/secret.ts";
import { ConfigError, loadConfig } from "./platform/config.ts";
import { checkPortFree, listenOrTell, StartupError } from "./platform/startup-failure.ts";
import { processLogger, type ProcessLogger } from "./platform/logger.ts";
import { sweepOrphans } from "./platform/media/sweep.ts";
import { outdatedPreviewKeys } from "./features/focus/outdated-previews.ts";
import { withRestoreLock } from "./platform/backup/lock.ts";
import { tallyLine } from "./platform/media/more-widths.ts";
import { buildClient } from "./platform/ssr/client-build.ts";
import { createRenderCache } from "./platform/cache/render-cache.ts";
import { shareInvalidation } from "./platform/cache/shared-invalidation.ts";
import { openStores } from "./platform/stores.ts";
import { migrationSeeds } from "./features/seed/seed-content.ts";
import { heldMediaKeys } from "./restore-checks.ts";

/** How long after the start the larger image widths are looked for: the first page renders (a cold cache) come first. */
const BACKFILL_DELAY_MS = 10_000;

// Set once the settings are read; a failure before that is told by a logger of its own (below).
let processLog: ProcessLogger | undefined;

/** Readable lines on a developer's terminal, JSON lines anywhere else (README "Configure"). */
const readable = (nodeEnv: string | undefined) => nodeEnv === undefined || nodeEnv === "development";

async function main() {
  const config = loadConfig();
  const log = processLogger({ level: config.logLevel, readable: readable(config.nodeEnv) });
  processLog = log;
  checkPortFree(config.host, config.port);
  // A server whose database died cannot save anything: it stops, loudly, for its supervisor to restart.
  const stores = await openStores(config, {
    seeds: migrationSeeds(config.sampleContent),
    onDatabaseExit: (code) => {
      log.error(`The embedded database stopped unexpectedly (exit code ${code}); the server stops too.`);
      void log.close().then(() => process.exit(1));
    },
  });
  const admin = await ensureFirstAdmin(stores.sql, { username: config.adminUsername, password: config.adminPassword });
  const development = config.nodeEnv === "development";
  // In development each page reloads when a restarted server answers (scripts/dev.ts).
  const serverId = crypto.randomUUID();
  const build = { ...(await buildClient({ minify: config.nodeEnv === "production" })), ...(development && { devReload: serverId }) };
  const jwtSecret = loadJwtSecret(config.jwtSecret, config.dataDir);
  // Several instances may share an external Postgres: they clear each other's render caches
  // and count failed sign-ins and contact posts together. Embedded mode is one process and keeps them in memory.
  const external = stores.mode.database === "external";
  const shared = external ? await shareInvalidation(createRenderCache({ maxAgeSeconds: config.cacheMaxAgeSeconds }), stores.sql, log) : null;
  const loginLimiter = external ? createPostgresLoginLimiter(stores.sql) : undefined;
  const enquiryLimiter = external ? createPostgresEnquiryLimiter(stores.sql) : undefined;
  const app = await createApp({ config, ...stores, build, log, jwtSecret, cache: shared?.cache, loginLimiter, enquiryLimiter });
  // In the background: the site serves while leftovers of an interrupted upload are removed.
  const outdated = (keys: readonly string[]) => outdatedPreviewKeys(stores.sql, keys);
  sweepOrphans({ withRestoreLock, ...stores, log, collections, held: heldMediaKeys, outdated }).catch((error) =>
    log.warn(`sweep skipped: ${(error as Error).message}`),
  );
  // Records in the trash for 30 days go, with the images only they used: now and every hour.
  const purge = startPurgeSchedule({ ...stores, log, collections });
  // The outbox goes out in the background (src/platform/mail/sender.ts); without SMTP_URL it is off.
  const mail = startMailSender({ sql: stores.sql, log, send: config.smtp && smtpSender({ smtp: config.smtp, from: config.mailFrom }) });
  // Spam after 30 days, and enquiries past the contact page's retention: now and every hour.
  const enquirySweep = startEnquirySweep({ ...stores, log, collections });
  const withPeer = serveWithPeer(app);
  const logged = answerLog(log.request);
  // The app counts sign-in attempts per client address, which only the server knows. A cached
  // page or list needs none, and leaves before the address is looked up (the lookup made a
  // cached answer some 15% dearer). Each answer is logged when it is ready
  // (src/platform/http/request-log.ts).
  const respond = (request: Request, server: Bun.Server<undefined>) => {
    const started = performance.now();
    // The time read once: the render cache's clock for its expiry, and the line's start.
    const cached = app.cached(request, started);
    if (cached) return logged.cached(cached, started);
    const answer = withPeer(request, server);
    return answer instanceof Response
      ? logged.answered(request, answer, started)
      : answer.then((response) => logged.answered(request, response, started));
  };
  const server = listenOrTell(config.host, config.port, () =>
    Bun.serve({
      hostname: config.host,
      port: config.port,
      // A backup to restore may be BACKUP_MAX_BYTES, a video VIDEO_MAX_BYTES; every other request is
      // held to its route's limit while its body is read (src/platform/http/body-limit.ts, or the
      // route's own bodyLimit; counted in serveWithPeer). Room is left for the multipart envelope.
      maxRequestBodySize: Math.max(config.uploadMaxBytes, config.backupMaxBytes, config.videoMaxBytes) + 64 * 1024,
      fetch: development ? withDevReload(respond, serverId) : respond,
    }),
  );

  // The generated login as plain text, not a log line, so a person reads it whole; it goes out
  // before the line that says the server listens, which whoever waits for that line reads up to.
  if (admin.action === "created" && admin.generated) {
    log.print(
      `\nAdmin account created. Sign in at http://localhost:${server.port}/admin/login\n  username: ${admin.username}\n  password: ${admin.password}\nThis password is shown only once. Change it with: bun run reset-password\n\n`,
    );
  }
  if (admin.action === "kept" && admin.ignored.length > 0) {
    log.info(
      `${admin.ignored.join(" and ")} ignored: an admin account exists (they only make the first one). Change a password in the admin panel or with bun run reset-password.`,
    );
  }
  // In the background, one set at a time at low priority, once the first visitors' pages have been
  // rendered: the larger widths of images whose making a restart interrupted (more-widths.ts).
  let backfill: Promise<unknown> = Promise.resolve();
  const backfillTimer = setTimeout(() => {
    backfill = app.moreWidths
      .backfill()
      .then((tally) => tally.made + tally.failed > 0 && log.info(`larger image widths: ${tallyLine(tally)}`))
      .catch((error) => log.warn(`larger image widths not made: ${(error as Error).message}`));
  }, BACKFILL_DELAY_MS);
  log.info(
    `Studio site running at http://localhost:${server.port} (${config.nodeEnv}; database ${stores.mode.database}, storage ${stores.mode.storage})`,
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: finishing in-flight requests`);
    purge.stop();
    clearTimeout(backfillTimer);
    await app.moreWidths.stop();
    await backfill;
    await mail.stop();
    enquirySweep.stop();
    // In development open pages hold their reload stream open (src/platform/http/dev-reload.ts),
    // which no finishing would end: connections are closed at once.
    await server.stop(development);
    await shared?.stop();
    await stores.close();
    await log.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch(async (error) => {
  const log = processLog ?? processLogger({ level: "info", readable: readable(process.env.NODE_ENV) });
  // What the operator can fix is one line; anything else is a fault of the code, with its stack.
  if (error instanceof ConfigError) log.error(`Configuration error: ${error.message}`);
  else if (error instanceof StartupError) log.error(error.message);
  else log.error(`Failed to start: ${error instanceof Error ? error.message : error}`, error);
  await log.close();
  process.exit(1);
});
