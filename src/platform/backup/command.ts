// `bun run backup [file]` and `bun run restore <file> [--yes]`: the same archive as the admin's
// backup button, made from or restored into the configured stores (DATABASE_URL and S3_*, or the
// embedded ones under DATA_DIR: stop a server that uses those first).
import { createWriteStream, statSync } from "node:fs";
import { pipeline } from "node:stream/promises";
import { recordActivity } from "../activity/queries.ts";
import { loadConfig } from "../config.ts";
import { HttpError } from "../http/errors.ts";
import { consoleLogger } from "../logger.ts";
import { restoreChecks } from "../../restore-checks.ts";
import { openStores, type Stores } from "../stores.ts";
import { MIGRATION_SEEDS } from "../../features/seed/seed-content.ts";
import { backupFileName, backupStream } from "./archive.ts";
import type { CheckedArchive, CheckLimits } from "./check.ts";
import { restoreArchive } from "./restore.ts";
import { restoreLimits } from "./routes.ts";

const USAGE = `Usage:
  bun run backup [file]           write every row and every stored image to one .tar.gz
                                  (default: ./studio-backup-YYYYMMDD-HHMMSS.tar.gz; "-" for stdout)
  bun run restore <file> [--yes]  replace the site's content with a backup, checked whole first
                                  (asks first unless --yes; accounts and sign-ins are kept)

Both use the configured stores: DATABASE_URL and S3_*, or the embedded ones under DATA_DIR.
Stop the running server first when it uses the embedded stores.`;

const CLI = { actor: null, address: "command line", userAgent: "" };

async function main([command, ...args]: string[]) {
  if (!command || args.includes("-h") || args.includes("--help") || !["backup", "restore"].includes(command)) {
    console.log(USAGE);
    process.exit(command ? 0 : 2);
  }
  const file = args.find((arg) => !arg.startsWith("--"));
  if (command === "restore" && !file) {
    console.error(`Which backup? ${USAGE}`);
    process.exit(2);
  }
  const config = loadConfig();
  const stores = await openStores(config, { seeds: MIGRATION_SEEDS });
  try {
    if (command === "restore") await restore(stores, restoreLimits(config), file!, args.includes("--yes"));
    else await backup(stores, file);
  } finally {
    await stores.close();
  }
}

async function restore(stores: Stores, limits: CheckLimits, file: string, yes: boolean) {
  const confirmed = async ({ manifest, rows, objects }: CheckedArchive) => {
    const count = Object.values(rows).reduce((sum, n) => sum + n, 0);
    console.error(`Backup of ${manifest.createdAt}: ${count} rows in ${Object.keys(rows).length} tables, ${objects.size} objects. It was checked whole.`);
    return yes || prompt("This replaces every record and image of the site (accounts and sign-ins stay). Type RESTORE to go on:")?.trim() === "RESTORE";
  };
  const result = await restoreArchive({ ...stores, log: consoleLogger, limits, contentChecks: restoreChecks }, file, confirmed);
  if (!result) {
    console.error("Nothing was changed.");
    process.exitCode = 1;
    return;
  }
  await recordActivity(stores.sql, { ...CLI, action: "restore-backup", summary: `Restored the site from ${file} (command line)` });
  console.error(`Restored ${result.rows} rows and ${result.objects} objects; removed ${result.removed} objects the backup did not have.`);
}

async function backup(stores: Stores, file: string | undefined) {
  const now = new Date();
  const target = file ?? backupFileName(now);
  const out = target === "-" ? process.stdout : createWriteStream(target);
  await pipeline(backupStream(stores, now), out);
  await recordActivity(stores.sql, { ...CLI, action: "backup", summary: `Made a backup from the command line (${target === "-" ? "to standard output" : target})` });
  if (target !== "-") console.error(`Wrote ${target} (${statSync(target).size} bytes).`);
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof HttpError ? error.message : `Failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
