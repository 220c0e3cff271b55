// Entry point of `bun run media:widths`: the platform's command (src/platform/widths-command.ts)
// with this site's seed, lists and the documents that hold image sizes.
import { collections } from "./collections.ts";
import { MIGRATION_SEEDS } from "./features/seed/seed-content.ts";
import { widthsCommand } from "./platform/widths-command.ts";
import { heldMediaSizes } from "./restore-checks.ts";

process.exitCode = await widthsCommand(process.argv.slice(2), { seeds: MIGRATION_SEEDS, collections, heldSizes: heldMediaSizes });
