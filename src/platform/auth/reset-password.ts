// `bun run reset-password [username] [password]`: sets an admin's password in the configured
// database (the embedded one under DATA_DIR by default), creating the account if it is missing.
// Without a password argument it asks for one; with NEW_PASSWORD set it uses that.
import { loadConfig } from "../config.ts";
import { openStores } from "../stores.ts";
import { MIGRATION_SEEDS } from "../../features/seed/seed-content.ts";
import { DEFAULT_ADMIN_USERNAME, ensureAdmin } from "./accounts.ts";

const USAGE = `Usage: bun run reset-password [username] [new-password]

  username      the admin account (default: ADMIN_USERNAME or "${DEFAULT_ADMIN_USERNAME}")
  new-password  at least 8 characters; asked for when omitted (or set NEW_PASSWORD)

Works against the configured stores: DATABASE_URL, or the embedded database under DATA_DIR.
Stop the running server first when it uses the embedded database.`;

async function main(args: string[]) {
  if (args.includes("-h") || args.includes("--help")) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const username = args[0] ?? config.adminUsername ?? DEFAULT_ADMIN_USERNAME;
  const password = args[1] ?? process.env.NEW_PASSWORD ?? ask(`New password for "${username}": `);
  if (!password || password.length < 8) {
    console.error(`The password must be at least 8 characters long.\n\n${USAGE}`);
    process.exit(2);
  }
  const stores = await openStores(config, { seeds: MIGRATION_SEEDS });
  try {
    const result = await ensureAdmin(stores.sql, { username, password });
    console.log(result.action === "created" ? `Created admin "${username}" with the new password.` : `Password for "${username}" changed.`);
  } finally {
    await stores.close();
  }
}

function ask(question: string): string | null {
  if (!process.stdin.isTTY) return null;
  return prompt(question);
}

main(process.argv.slice(2)).catch((error) => {
  console.error("Could not reset the password:", error instanceof Error ? error.message : error);
  process.exit(1);
});
