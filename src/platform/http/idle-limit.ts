// The listener closes a connection that stays quiet for its idle timeout (10 s): an anonymous
// client that sends headers and then nothing cannot hold a file descriptor for ever (a few
// thousand such connections used up the process's). A signed-in owner's request may go quiet
// for longer while the server reads or writes files (restoring a whole-site archive, checking a
// video of hundreds of MB). So every request is offered a lift of the limit, and only the admin
// guard (src/platform/auth/guard.ts) takes it, once it has verified who sent the request: which
// routes are long is no business of the listener's.
/** What the listener offers for a request: Bun's `server.timeout`. */
export type TimeoutServer = { timeout(request: Request, seconds: number): void };

const lifts = new WeakMap<Request, () => void>();

/**
 * Called by the listener: `seen` (the request Bun gave, or its counted copy the app reads) may
 * have the idle limit of `request` lifted later.
 */
export function offerNoIdleLimit(request: Request, seen: Request, server: TimeoutServer): void {
  lifts.set(seen, () => server.timeout(request, 0));
}

/** Called once the request's sender is verified: lifts the idle limit if it was offered (else nothing). */
export function liftIdleLimit(request: Request): void {
  lifts.get(request)?.();
  lifts.delete(request);
}
