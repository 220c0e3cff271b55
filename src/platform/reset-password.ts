// `bun run reset-password [username] [password]`: sets an admin's password in the configured
// database (the embedded one under DATA_DIR by default), creating the account if it is missing.
// Without a password argument it asks for one; with NEW_PASSWORD set it uses that. It names the
// database it will change and asks first (command-line.ts), unless --yes. The entry
// point (src/reset-password.main.ts) passes in the site's seed, for a database made here.
import { confirmChange, refuseIfServed } from "./command-line.ts";
import { loadConfig, type Config } from "./config.ts";
import type { Seeds } from "./db/migrate.ts";
import { openStores } from "./stores.ts";
import { DEFAULT_ADMIN_USERNAME, ensureAdmin } from "./auth/accounts.ts";

const USAGE = `Usage: bun run reset-password [username] [new-password] [--yes]

  username      the admin account (default: ADMIN_USERNAME or "${DEFAULT_ADMIN_USERNAME}")
  new-password  at least 8 characters; asked for when omitted (or set NEW_PASSWORD)
  --yes         change it without asking "Continue?" (needed without a terminal)

Works against the configured stores: DATABASE_URL, or the embedded database under DATA_DIR,
which it refuses to open while a running server has it (stop the server first).`;

/** Runs the command; answers the process's exit code. */
/** `seeds`: the site's seed steps for the settings read (a database it has to create starts as the server would make it). */
export async function resetPasswordCommand(args: string[], { seeds }: { seeds: (config: Config) => Seeds }): Promise<number> {
  try {
    return await run(args, seeds);
  } catch (error) {
    console.error("Could not reset the password:", error instanceof Error ? error.message : error);
    return 1;
  }
}

async function run(args: string[], seeds: (config: Config) => Seeds): Promise<number> {
  if (args.includes("-h") || args.includes("--help")) {
    console.log(USAGE);
    return 0;
  }
  const [name, given] = args.filter((arg) => !arg.startsWith("--"));
  const config = loadConfig();
  await refuseIfServed(config);
  const username = name ?? config.adminUsername ?? DEFAULT_ADMIN_USERNAME;
  const password = given ?? process.env.NEW_PASSWORD ?? ask(`New password for "${username}": `);
  if (!password || password.length < 8) {
    console.error(`The password must be at least 8 characters long.\n\n${USAGE}`);
    return 2;
  }
  if (
    !confirmChange(`This sets the password of the admin "${username}" (creating the account if it is missing) in:`, config, args.includes("--yes"))
  ) {
    console.error("Nothing was changed.");
    return 1;
  }
  const stores = await openStores(config, { seeds: seeds(config) });
  try {
    const result = await ensureAdmin(stores.sql, { username, password });
    console.log(result.action === "created" ? `Created admin "${username}" with the new password.` : `Password for "${username}" changed.`);
    return 0;
  } finally {
    await stores.close();
  }
}

function ask(question: string): string | null {
  if (!process.stdin.isTTY) return null;
  return prompt(question);
}
