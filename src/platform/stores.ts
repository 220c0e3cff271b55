// Opens the two stores the app needs, starting the embedded servers when no external ones are
// configured, and applies migrations (then tells every instance on the database to drop its
// cached pages). Everything here is I/O, which is why it lives outside createApp: tests open
// stores once and build as many apps on them as they like.
import { join } from "node:path";
import { clearEveryInstance } from "./cache/shared-invalidation.ts";
import type { Config } from "./config.ts";
import { connectDatabase, type Sql } from "./db/connect.ts";
import { migrate, type Seeds } from "./db/migrate.ts";
import { loadEmbeddedCredentials } from "./embedded/credentials.ts";
import { startEmbeddedPostgres } from "./embedded/postgres.ts";
import { startEmbeddedS3 } from "./embedded/s3.ts";
import { createObjectStore, type ObjectStore } from "./media/object-store.ts";
import { firstContact } from "./startup-failure.ts";

export type Stores = {
  sql: Sql;
  /** Where sql connects: the embedded server's loopback URL or DATABASE_URL. */
  databaseUrl: string;
  objects: ObjectStore;
  mode: { database: "embedded" | "external"; storage: "embedded" | "external" };
  close(): Promise<void>;
};

export type OpenOptions = {
  /** The data the migrations bring (db/migrate.ts): the site's seed, passed in by the entry point. */
  seeds: Seeds;
  /**
   * What to do if the embedded database's process ends on its own. The server (main.ts) exits;
   * a command or a test has nothing to add, its next query fails with the error.
   */
  onDatabaseExit?: (code: number | null) => void;
  /** How the embedded database is started: in a process of its own, unless the caller (a test run) hosts them. */
  startDatabase?: typeof startEmbeddedPostgres;
};

export async function openStores(config: Config, { seeds, onDatabaseExit, startDatabase = startEmbeddedPostgres }: OpenOptions): Promise<Stores> {
  const stops: Array<() => Promise<void>> = [];
  try {
    const credentials = !config.databaseUrl || !config.s3 ? loadEmbeddedCredentials(config.dataDir) : null;
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      const pg = await startDatabase(join(config.dataDir, "pg"), credentials!.postgres, { onExit: onDatabaseExit });
      stops.push(pg.stop);
      databaseUrl = pg.url;
    }
    let s3 = config.s3;
    if (!s3) {
      const embedded = await startEmbeddedS3(join(config.dataDir, "s3"), config.bucket, credentials!.s3);
      stops.push(embedded.stop);
      s3 = embedded.config;
    }
    // The bucket first: refused keys are told in a second, not after the migrations. A store
    // that cannot be reached is told in one line naming it (src/platform/startup-failure.ts).
    const objects = createObjectStore(s3);
    const storage = config.s3 ? `object storage at ${s3.endPoint}:${s3.port}` : "embedded object storage";
    await firstContact(storage, config.s3 ? "S3_ENDPOINT, S3_ACCESS_KEY and S3_SECRET_KEY" : null, () => objects.ensureBucket());
    const sql = connectDatabase(databaseUrl, { embedded: !config.databaseUrl });
    stops.push(() => sql.end({ timeout: 5 }));
    const database = config.databaseUrl ? `database at ${hostAndPort(config.databaseUrl)}` : "embedded database";
    const applied = await firstContact(database, config.databaseUrl ? "DATABASE_URL" : null, () => migrate(sql, { seeds }));
    // Instances already running on this database (older code, perhaps) keep pages made from the
    // data as it was before these migrations.
    if (applied.length > 0 && config.databaseUrl) await clearEveryInstance(sql);
    // Closing twice (a shutdown racing a test's cleanup) closes once.
    let closing: Promise<void> | undefined;
    return {
      sql,
      databaseUrl,
      objects,
      mode: { database: config.databaseUrl ? "external" : "embedded", storage: config.s3 ? "external" : "embedded" },
      close: () => (closing ??= closeAll(stops)),
    };
  } catch (error) {
    await closeAll(stops);
    throw error;
  }
}

/** Where a postgres:// URL points, without its user and password. */
function hostAndPort(url: string): string {
  const { hostname, port } = new URL(url);
  return `${hostname}:${port || 5432}`;
}

/** Closes in reverse order of opening: the pool before the server it talks to. */
async function closeAll(stops: Array<() => Promise<void>>): Promise<void> {
  for (const stop of stops.reverse()) {
    await stop().catch((error) => console.warn("while closing a store:", error));
  }
}
