// Making or restoring a whole-site archive, or checking and storing a video of hundreds of MB,
// can go quiet for longer than the listener's idle timeout (10 s) while files are read or
// written. Those requests may have the timeout lifted, but only once the admin guard has
// verified who sent them (src/platform/auth/guard.ts): lifted at arrival, any anonymous client
// could hold a connection open for ever by sending headers and then nothing, and a few thousand
// such connections used up the process's file descriptors.
import { BACKUP_PATH, RESTORE_PATH, pathOf } from "./body-limit.ts";
import { PAGE_VIDEO_UPLOAD_PATH } from "../../../client/contract/page-media.ts";

const UNHURRIED_PATHS = new Set([RESTORE_PATH, BACKUP_PATH, PAGE_VIDEO_UPLOAD_PATH]);

/** What the listener offers for a request: Bun's `server.timeout`. */
export type TimeoutServer = { timeout(request: Request, seconds: number): void };

const lifts = new WeakMap<Request, () => void>();

/**
 * Called by the listener: if `request` (the one Bun gave) may go without an idle limit, the
 * app's `seen` (the same request, or its counted copy) may lift it later.
 */
export function offerNoIdleLimit(request: Request, seen: Request, server: TimeoutServer): void {
  if (request.method === "POST" && UNHURRIED_PATHS.has(pathOf(request))) lifts.set(seen, () => server.timeout(request, 0));
}

/** Called once the request's sender is verified: lifts the idle limit if it was offered (else nothing). */
export function liftIdleLimit(request: Request): void {
  lifts.get(request)?.();
  lifts.delete(request);
}
