// The outbox's sender, one per server process (src/main.ts starts and stops it): every few
// seconds it takes the due rows, sends each, and records what happened. A failed try is tried
// again after the next delay of RETRY_DELAYS_MS, then given up; a permanent refusal is given up at
// once. Without an SMTP server (SMTP_URL unset) it sends nothing: what is queued is recorded as
// "off" and never sent later, so turning mail on does not mail out days-old messages.
import type { Sql } from "../db/connect.ts";
import type { Logger } from "../logger.ts";
import { claimDue, markFailedTry, markSent, markWaitingOff, purgeDone, type ClaimedMail } from "./outbox.ts";
import { failureReason, isPermanent, type SendMail } from "./transport.ts";

const MINUTE = 60_000;
/** After the first failed try 1 minute, then 5, 30, 2 hours, 6 hours: about 9 hours of outage are ridden out, then it is given up. */
const RETRY_DELAYS_MS: readonly number[] = [MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE, 360 * MINUTE];

export type MailSenderDeps = {
  sql: Sql;
  log: Logger;
  /** How a message goes out (src/platform/mail/transport.ts); undefined: mail is off. */
  send: SendMail | undefined;
  /** The wait after each failed try, in order; one failure more than it lists gives the message up. */
  retryDelaysMs?: readonly number[];
  /** How often the outbox is looked at. */
  everyMs?: number;
  /** How long a taken row is kept from other senders: longer than a try can take (transport.ts bounds one to under a minute). */
  leaseMs?: number;
};

export type MailSender = {
  /** Stops looking, and waits (a few seconds at most) for a message being sent to finish. */
  stop(): Promise<void>;
};

const EVERY_MS = 5_000;
const LEASE_MS = 2 * MINUTE;
const BATCH = 5;
/** How long done rows are kept (outbox.ts purgeDone), and how often they are looked for. */
const KEEP_DONE_DAYS = 30;
const PURGE_EVERY_MS = 60 * MINUTE;
const STOP_WAIT_MS = 5_000;

export function startMailSender(deps: MailSenderDeps): MailSender {
  const { sql, log, send } = deps;
  const retryDelaysMs = deps.retryDelaysMs ?? RETRY_DELAYS_MS;
  const leaseMs = deps.leaseMs ?? LEASE_MS;
  let stopped = false;
  let purgedAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (!send) log.info("Mail is off (SMTP_URL is not set): nothing is mailed, the admin says so");

  const sendOne = async (mail: ClaimedMail) => {
    try {
      await send!(mail);
    } catch (error) {
      const reason = failureReason(error);
      const retryIn = isPermanent(error) ? null : (retryDelaysMs[mail.attempts - 1] ?? null);
      await markFailedTry(sql, mail.id, reason, retryIn);
      // The row's id, not the address: the log is no place for visitors' addresses.
      const next = retryIn === null ? "given up" : `tried again in ${Math.round(retryIn / 1000)} s`;
      log.warn(`mail ${mail.id} not sent (try ${mail.attempts}): ${reason}; ${next}`);
      return;
    }
    await markSent(sql, mail.id);
  };

  const pass = async () => {
    try {
      if (!send) await markWaitingOff(sql);
      while (send && !stopped) {
        const due = await claimDue(sql, { limit: BATCH, leaseMs });
        if (due.length === 0) break;
        for (const mail of due) await sendOne(mail);
      }
      if (Date.now() - purgedAt > PURGE_EVERY_MS) {
        await purgeDone(sql, KEEP_DONE_DAYS);
        purgedAt = Date.now();
      }
    } catch (error) {
      // The database away: the rows stay as they are (a taken one until its lease ends) for the next pass.
      log.warn(`mail outbox skipped: ${(error as Error).message}`);
    }
  };

  let running = pass();
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass().then(schedule);
    }, deps.everyMs ?? EVERY_MS);
  };
  void running.then(schedule);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.race([running, Bun.sleep(STOP_WAIT_MS)]);
    },
  };
}
