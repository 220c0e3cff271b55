// The sign-in events the activity log records. The auth routes call an `audit` callback given
// to them (createApp wires it to the activity log); a failing audit is logged and never stops a
// sign-in, a sign-out or a password change.
import type { Logger } from "../logger.ts";

export type AuthEvent = {
  action: "sign-in" | "sign-in-failed" | "sign-out" | "sign-out-everywhere" | "password-changed" | "2fa-enabled" | "2fa-disabled";
  username: string | null;
  address: string;
  userAgent: string;
};
export type Audit = (event: AuthEvent) => Promise<void>;

/** The audit as the routes use it: absent is a no-op, a failure is a warning. */
export function safeAudit(audit: Audit | undefined, log: Logger): Audit {
  return async (event) => {
    try {
      await audit?.(event);
    } catch (error) {
      log.warn(`audit of ${event.action} failed: ${(error as Error).message}`);
    }
  };
}
