// The purge schedule: at start and every hour, records in the trash for longer than TRASH_DAYS
// are removed with their no-longer-used objects, and each removal is written to the activity
// log. The clock is passed in so tests can run it thirty days ahead.
import { recordActivity } from "../activity/queries.ts";
import { recordSummary } from "../activity/hook.ts";
import { TRASH_DAYS } from "../../../client/contract/common.ts";
import { purgeExpired, type TrashDeps } from "./trash.ts";

const PURGE_EVERY_MS = 60 * 60 * 1000;

// Trashed rows are on no public page, so a purge leaves the render cache as it is.
export type PurgeDeps = TrashDeps & { now?: () => Date; everyMs?: number };

/** One pass: answers how many records were purged. Failures are logged, never thrown. */
export async function purgeOnce(deps: PurgeDeps): Promise<number> {
  try {
    const purged = await purgeExpired(deps, (deps.now ?? (() => new Date()))());
    for (const record of purged) {
      const summary = `${recordSummary("purge", record.label, record.title)} (in the trash for ${TRASH_DAYS} days)`;
      await recordActivity(deps.sql, { action: "purge", actor: null, summary, address: "", userAgent: "" });
    }
    if (purged.length > 0) deps.log.info(`purge: removed ${purged.length} record(s) from the trash`);
    return purged.length;
  } catch (error) {
    deps.log.warn(`purge skipped: ${(error as Error).message}`);
    return 0;
  }
}

/** Purges now and then every hour until stop() (called at shutdown). */
export function startPurgeSchedule(deps: PurgeDeps): { stop(): void; done: Promise<number> } {
  const done = purgeOnce(deps);
  const timer = setInterval(() => void purgeOnce(deps), deps.everyMs ?? PURGE_EVERY_MS);
  return { stop: () => clearInterval(timer), done };
}
