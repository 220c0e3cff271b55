// Entry point of `bun run reset-password [username] [new-password]`: the platform's command
// (src/platform/reset-password.ts) with this site's seed, for a database it has to create.
import { migrationSeeds } from "./features/seed/seed-content.ts";
import { resetPasswordCommand } from "./platform/reset-password.ts";

process.exitCode = await resetPasswordCommand(process.argv.slice(2), { seeds: (config) => migrationSeeds(config.sampleContent) });
