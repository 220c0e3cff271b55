// `bun run backup [file]` and `bun run restore <file> [--yes]`: the same archive as the admin's
// backup button, made from or restored into the configured stores (DATABASE_URL and S3_*, or the
// embedded ones under DATA_DIR: stop a server that uses those first).
import { recordActivity } from "../activity/queries.ts";
import { loadConfig } from "../config.ts";
import { HttpError } from "../http/errors.ts";
import { consoleLogger } from "../logger.ts";
import { openStores } from "../stores.ts";
import { backupFileName, makeBackup, readBackup } from "./archive.ts";
import { restoreBackup } from "./restore.ts";

const USAGE = `Usage:
  bun run backup [file]           write every row and every stored image to one .tar.gz
                                  (default: ./studio-backup-YYYYMMDD-HHMMSS.tar.gz; "-" for stdout)
  bun run restore <file> [--yes]  replace the whole site with a backup (asks first unless --yes)

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
  let backup;
  if (command === "restore") {
    backup = await readBackup(await Bun.file(file!).bytes());
    const { manifest } = backup;
    const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
    console.error(`Backup of ${manifest.createdAt}: ${rows} rows in ${Object.keys(manifest.tables).length} tables, ${manifest.objects.length} objects.`);
    if (!args.includes("--yes") && prompt("This replaces every record and image of the site. Type RESTORE to go on:")?.trim() !== "RESTORE") {
      console.error("Nothing was changed.");
      process.exit(1);
    }
  }
  const stores = await openStores(loadConfig());
  try {
    if (backup) {
      const result = await restoreBackup({ ...stores, log: consoleLogger }, backup);
      await recordActivity(stores.sql, { ...CLI, action: "restore-backup", summary: `Restored the site from ${file} (command line)` });
      console.error(`Restored ${result.rows} rows and ${result.objects} objects; removed ${result.removed} objects the backup did not have.`);
    } else {
      const now = new Date();
      const archive = await makeBackup(stores, now);
      const target = file ?? backupFileName(now);
      if (target === "-") await Bun.write(Bun.stdout, archive);
      else await Bun.write(target, archive);
      await recordActivity(stores.sql, { ...CLI, action: "backup", summary: `Made a backup from the command line (${target === "-" ? "to standard output" : target})` });
      if (target !== "-") console.error(`Wrote ${target} (${archive.byteLength} bytes).`);
    }
  } finally {
    await stores.close();
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof HttpError ? error.message : `Failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
