// An instance's ear on the invalidation channel (shared-invalidation.ts), and whether it still
// hears it. postgres.js LISTENs again by itself after its listening connection drops, and says
// so (onlisten), but says nothing when the connection goes: a message sent meanwhile is lost. So
// the instance also pings itself on a channel of its own: a ping Postgres refuses, or one it took
// but that is not heard back within two heartbeats, means the listener is lost (the database is
// unreachable, or the listening connection went silent before TCP noticed).
import type { Sql } from "../db/connect.ts";
import type { Logger } from "../logger.ts";

type ListenerEvents = {
  onMessage(payload: string): void;
  /** It stopped hearing: messages sent from now on may be lost. */
  onLost(): void;
  /** It hears again: messages sent while it was lost are gone for good. */
  onBack(): void;
};

type ListenerOptions = { log: Logger; heartbeatMs: number };

export async function listenWatched(sql: Sql, channel: string, events: ListenerEvents, { log, heartbeatMs }: ListenerOptions) {
  const pingChannel = `${channel}_${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`;
  let hearing = true;
  let sent = 0;
  let heard = 0;
  let inFlight = false;
  /** The first ping Postgres took that has not come back yet, and since when. */
  let awaited: { ping: number; since: number } | undefined;

  const lost = (why: string) => {
    if (!hearing) return;
    hearing = false;
    log.warn(`render cache: invalidation listener lost (${why}); pages are rendered afresh and not kept until it is back`);
    events.onLost();
  };
  const back = (how: string) => {
    if (hearing) return;
    hearing = true;
    // Pings sent before are moot, answered or not (one may have gone to the closed connection).
    heard = sent;
    awaited = undefined;
    log.info(`render cache: invalidation listener back (${how}); every cached page dropped`);
    events.onBack();
  };

  let first = true;
  // Listened to before the ping channel: after a reconnect postgres.js LISTENs again in that
  // order on its one connection, so no ping is heard before this channel is listened to again.
  const listener = await sql.listen(channel, events.onMessage, () => {
    if (first) return void (first = false);
    // Reconnected: whatever was sent while the connection was down is lost, noticed or not.
    lost("its connection closed");
    back("reconnected");
  });
  const pings = await sql.listen(pingChannel, (payload) => {
    heard = Math.max(heard, Number(payload));
    if (awaited && awaited.ping <= heard) awaited = undefined;
    back("heard again");
  });

  const timer = setInterval(() => {
    // Overdue: decided after the loop has read what the sockets hold (setImmediate runs after
    // I/O), since a process busy for longer than a heartbeat runs this timer before it reads the
    // ping that came back meanwhile. Under load that dropped every cached page for nothing.
    const overdue = awaited && performance.now() - awaited.since > 2 * heartbeatMs ? awaited : undefined;
    if (overdue) setImmediate(() => awaited === overdue && lost(`a ping was not heard back within ${2 * heartbeatMs} ms`));
    // A ping still waiting for a connection (a busy pool) proves nothing either way: no second one.
    if (inFlight) return;
    inFlight = true;
    const ping = ++sent;
    sql.notify(pingChannel, String(ping)).then(
      () => {
        inFlight = false;
        if (heard < ping) awaited ??= { ping, since: performance.now() };
      },
      (error) => {
        inFlight = false;
        lost((error as Error).message);
      },
    );
  }, heartbeatMs);

  return {
    async stop() {
      clearInterval(timer);
      await pings.unlisten();
      await listener.unlisten();
    },
  };
}
