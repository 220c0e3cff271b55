// `bun run backup [file]` and `bun run restore <file> [--yes]` (src/backup.main.ts): the same
// archive as the admin's backup button, made from or restored into the configured stores
// (DATABASE_URL and S3_*, or the embedded ones under DATA_DIR, refused while a server has them
// open). A restore names the database and bucket it replaces and asks first (command-line.ts);
// it never makes a new embedded database to restore into, and afterwards every instance on an
// external database drops its cached pages. The site's part (its seed, its content checks) is
// passed in by the entry point.
import { createWriteStream, existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { recordActivity } from "../activity/queries.ts";
import { canAsk, confirmChange, refuseIfServed } from "../command-line.ts";
import { loadConfig, type Config } from "../config.ts";
import { clearEveryInstance } from "../cache/shared-invalidation.ts";
import { HttpError } from "../http/errors.ts";
import type { Seeds } from "../db/migrate.ts";
import { consoleLogger } from "../logger.ts";
import { openStores, type Stores } from "../stores.ts";
import { backupFileName, backupStream } from "./archive.ts";
import type { CheckedArchive } from "./check.ts";
import { restoreArchive, type RestoreDeps } from "./restore.ts";
import { restoreLimits } from "./routes.ts";

const USAGE = `Usage:
  bun run backup [file]           write every row and every stored image to one .tar.gz
                                  (default: ./studio-backup-YYYYMMDD-HHMMSS.tar.gz; "-" for stdout)
  bun run restore <file> [--yes] [--allow-empty]
                                  replace the site's content with a backup, checked whole first
                                  (names the database and bucket and asks "Continue?" unless
                                  --yes, needed without a terminal; accounts and sign-ins are kept;
                                  a backup that would leave the site empty or without a page
                                  document is refused unless --allow-empty)

Both use the configured stores: DATABASE_URL and S3_*, or the embedded ones under DATA_DIR,
which they refuse to open while a running server has them (stop the server first).`;

const CLI = { actor: null, address: "command line", userAgent: "" };

/** What the site adds to the platform's backup: its migrations' seed, and its lists' checks. */
export type BackupSite = { seeds: Seeds; contentChecks: RestoreDeps["contentChecks"] };

/** Runs `backup [file]` or `restore <file> [--yes]`; answers the process's exit code. */
export async function backupCommand(args: string[], site: BackupSite): Promise<number> {
  try {
    return await run(args, site);
  } catch (error) {
    console.error(error instanceof HttpError ? error.message : `Failed: ${error instanceof Error ? error.message : error}`);
    return 1;
  }
}

async function run([command, ...args]: string[], site: BackupSite): Promise<number> {
  if (!command || args.includes("-h") || args.includes("--help") || !["backup", "restore"].includes(command)) {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  const file = args.find((arg) => !arg.startsWith("--"));
  if (command === "restore" && !file) {
    console.error(`Which backup? ${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  await refuseIfServed(config);
  if (command === "restore") {
    if (!canAsk(args.includes("--yes"))) {
      console.error("Nothing was changed.");
      return 1;
    }
    if (!existsSync(file!)) {
      console.error(`There is no file ${file}.`);
      return 2;
    }
    if (!config.databaseUrl && !existsSync(join(config.dataDir, "pg", "PG_VERSION"))) {
      console.error(
        `There is no site to restore into: DATABASE_URL is not set and ${join(config.dataDir, "pg")} holds no database. Set DATABASE_URL (or DATA_DIR) to the site's, or start the server once to make one.`,
      );
      return 2;
    }
  }
  const stores = await openStores(config, { seeds: site.seeds });
  try {
    const checks = { limits: restoreLimits(config), contentChecks: site.contentChecks, seeds: site.seeds };
    if (command === "restore") {
      const loss = { allowed: args.includes("--allow-empty"), howToAllow: "Run it again with --allow-empty to restore it anyway." };
      return await restore(stores, config, { ...checks, loss }, file!, args.includes("--yes"));
    }
    await backup(stores, file);
    return 0;
  } finally {
    await stores.close();
  }
}

async function restore(
  stores: Stores,
  config: Config,
  checks: Pick<RestoreDeps, "limits" | "contentChecks" | "loss" | "seeds">,
  file: string,
  yes: boolean,
): Promise<number> {
  const confirmed = async ({ manifest, rows, objects }: CheckedArchive) => {
    const count = Object.values(rows).reduce((sum, n) => sum + n, 0);
    console.error(
      `Backup of ${manifest.createdAt}: ${count} rows in ${Object.keys(rows).length} tables, ${objects.size} objects. It was checked whole.`,
    );
    return confirmChange("This replaces every record and image of the site (accounts and sign-ins stay) in:", config, yes);
  };
  // Every instance on an external database drops its cached pages (an embedded one has no other instance).
  const dropCaches = () => (stores.mode.database === "external" ? clearEveryInstance(stores.sql) : undefined);
  const result = await restoreArchive({ ...stores, ...checks, log: consoleLogger, dropCaches }, file, confirmed);
  if (!result) {
    console.error("Nothing was changed.");
    return 1;
  }
  await recordActivity(stores.sql, { ...CLI, action: "restore-backup", summary: `Restored the site from ${file} (command line)` });
  console.error(`Restored ${result.rows} rows and ${result.objects} objects; removed ${result.removed} objects the backup did not have.`);
  return 0;
}

async function backup(stores: Stores, file: string | undefined) {
  const now = new Date();
  const target = file ?? backupFileName(now);
  const out = target === "-" ? process.stdout : createWriteStream(target);
  await pipeline(backupStream(stores, now), out);
  await recordActivity(stores.sql, {
    ...CLI,
    action: "backup",
    summary: `Made a backup from the command line (${target === "-" ? "to standard output" : target})`,
  });
  if (target !== "-") console.error(`Wrote ${target} (${statSync(target).size} bytes).`);
}
