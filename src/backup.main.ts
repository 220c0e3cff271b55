// Entry point of `bun run backup [file]` and `bun run restore <file> [--yes]`: the platform's
// command (src/platform/backup/command.ts) with this site's seed and content checks.
import { MIGRATION_SEEDS } from "./features/seed/seed-content.ts";
import { backupCommand } from "./platform/backup/command.ts";
import { restoreChecks } from "./restore-checks.ts";

process.exitCode = await backupCommand(process.argv.slice(2), { seeds: MIGRATION_SEEDS, contentChecks: restoreChecks });
