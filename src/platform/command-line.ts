// What the operator's commands (reset-password, restore) share: they say which database and
// bucket they are about to change, as the configuration resolves them (a forgotten DATABASE_URL
// must not pass unnoticed), and ask before they do; --yes answers for a script, and with no
// terminal to ask on and no --yes they change nothing.
import { join } from "node:path";
import type { Config } from "./config.ts";
import { refuseIfHeld } from "./embedded/holder.ts";

/** "database: …" and "bucket: …", as the configuration names them (never a password). */
function describeStores(config: Config): string {
  const database = config.databaseUrl
    ? (() => {
        const url = new URL(config.databaseUrl);
        const name = decodeURIComponent(url.pathname.slice(1)) || "(the user's default)";
        return `${name} on ${url.hostname}:${url.port || 5432}${url.username ? ` as ${decodeURIComponent(url.username)}` : ""} (DATABASE_URL)`;
      })()
    : `the embedded one in ${join(config.dataDir, "pg")}`;
  const bucket = config.s3
    ? `${config.s3.bucket} on ${config.s3.endPoint}:${config.s3.port} (S3_ENDPOINT)`
    : `${config.bucket} in the embedded store in ${join(config.dataDir, "s3")}`;
  return `  database: ${database}\n  bucket:   ${bucket}`;
}

/** Prints what is about to change and asks; true to go on. */
export function confirmChange(change: string, config: Config, yes: boolean): boolean {
  console.error(`${change}\n${describeStores(config)}`);
  if (yes) return true;
  if (!canAsk(yes)) return false;
  return /^y(es)?$/i.test(prompt("Continue? [y/N]")?.trim() ?? "");
}

/**
 * Whether a change can go ahead or be asked about: with --yes, or on a terminal; else says how to
 * go on. A command checks this before its long work (a restore reads the whole archive first), so
 * a run without either is refused at once, not after minutes of reading.
 */
export function canAsk(yes: boolean): boolean {
  if (yes || process.stdin.isTTY) return true;
  console.error("There is no terminal to ask on: run it again with --yes to go on.");
  return false;
}

/** Refuses when the embedded database the configuration names is open in a running server. */
export async function refuseIfServed(config: Config): Promise<void> {
  if (!config.databaseUrl) await refuseIfHeld(join(config.dataDir, "pg"));
}
