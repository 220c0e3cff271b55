// Enquiries the site stops keeping, at start and every hour: spam older than 30 days, and, when
// the owner set a retention on the contact page (months; 0 keeps them), every enquiry older than
// that. Each goes for good with its files (not to the trash), and the activity log says how many.
import { TRASH_DAYS } from "../../../client/contract/common.ts";
import { recordActivity } from "../../platform/activity/queries.ts";
import { deleteForever, moveToTrash, type TrashDeps } from "../../platform/collections/trash.ts";
import { enquiries } from "./collection.ts";
import { publishedContact } from "./contact-page.ts";

const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** Spam is kept this long for the owner to look through, then removed. */
const SPAM_KEPT_DAYS = TRASH_DAYS;

export type EnquirySweepDeps = TrashDeps & { now?: () => Date; everyMs?: number };

async function removeForGood(deps: TrashDeps, ids: string[]): Promise<number> {
  let removed = 0;
  for (const id of ids) {
    await moveToTrash(deps, enquiries, id);
    if (await deleteForever(deps, enquiries, id)) removed++;
  }
  return removed;
}

/** One pass: answers how many enquiries were removed. Failures are logged, never thrown. */
export async function sweepEnquiries(deps: EnquirySweepDeps): Promise<number> {
  const now = (deps.now ?? (() => new Date()))();
  try {
    const spamBefore = new Date(now.getTime() - SPAM_KEPT_DAYS * 24 * 60 * 60 * 1000);
    const spam = await deps.sql<{ id: string }[]>`
      select id::text as id from enquiries where status = 'spam' and created_at < ${spamBefore}`;
    const removedSpam = await removeForGood(
      deps,
      spam.map((row) => row.id),
    );
    const { retentionMonths } = (await publishedContact(deps.sql)).delivery;
    let removedOld = 0;
    if (retentionMonths > 0) {
      const keptFrom = new Date(now);
      keptFrom.setUTCMonth(keptFrom.getUTCMonth() - retentionMonths);
      const old = await deps.sql<{ id: string }[]>`select id::text as id from enquiries where created_at < ${keptFrom}`;
      removedOld = await removeForGood(
        deps,
        old.map((row) => row.id),
      );
    }
    const lines = [
      removedSpam > 0 ? `Deleted ${removedSpam} spam enquiries older than ${SPAM_KEPT_DAYS} days` : "",
      removedOld > 0 ? `Deleted ${removedOld} enquiries older than ${retentionMonths} months (the contact page's retention)` : "",
    ].filter(Boolean);
    for (const summary of lines) await recordActivity(deps.sql, { action: "purge", actor: null, summary, address: "", userAgent: "" });
    return removedSpam + removedOld;
  } catch (error) {
    deps.log.warn(`enquiry sweep skipped: ${(error as Error).message}`);
    return 0;
  }
}

/** Sweeps now and then every hour until stop() (called at shutdown). */
export function startEnquirySweep(deps: EnquirySweepDeps): { stop(): void; done: Promise<number> } {
  const done = sweepEnquiries(deps);
  const timer = setInterval(() => void sweepEnquiries(deps), deps.everyMs ?? SWEEP_EVERY_MS);
  return { stop: () => clearInterval(timer), done };
}
