// A real Postgres server for suites about what only one shows (LISTEN/NOTIFY between instances),
// in both of CI's passes: the DATABASE_URL run's, else the one a developer machine or CI runs on
// 127.0.0.1:5432. Without either the suite is skipped, and says so loudly.
import { adminQuery } from "./shared-stores.ts";

const LOCAL = "postgres://postgres@127.0.0.1:5432/postgres";

/** The server's URL, or undefined (with a printed reason) when none answers. */
export async function reachablePostgres(suite: string): Promise<string | undefined> {
  const url = process.env.DATABASE_URL ?? LOCAL;
  try {
    await adminQuery(url, "select 1");
    return url;
  } catch (error) {
    console.warn(
      `\n*** SKIPPED "${suite}": no Postgres server at ${process.env.DATABASE_URL ? "DATABASE_URL" : LOCAL} (${(error as Error).message})\n`,
    );
    return undefined;
  }
}
