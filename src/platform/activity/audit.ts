// The auth routes' audit callback, writing sign-in events to the activity log. A failed sign-in
// comes from anyone: what it typed (a username, a browser's name) never enters the log, and
// failures are counted, one entry an hour (countFailedSignIn), so a flood of them cannot push the
// owner's own entries out of the bounded log. The operator's log names each attempt.
import type { Audit, AuthEvent } from "../auth/audit.ts";
import type { Sql } from "../db/connect.ts";
import { countFailedSignIn, recordActivity } from "./queries.ts";

const SUMMARIES: Record<Exclude<AuthEvent["action"], "sign-in-failed">, (username: string | null) => string> = {
  "sign-in": () => "Signed in",
  "sign-out": () => "Signed out",
  "sign-out-everywhere": () => "Signed out on every device",
  "password-changed": () => "Changed the password",
  "2fa-enabled": () => "Turned on two-factor sign-in",
  "2fa-disabled": () => "Turned off two-factor sign-in",
};

export function activityAudit(sql: Sql): Audit {
  return (event) => {
    if (event.action === "sign-in-failed") return countFailedSignIn(sql, event.address);
    return recordActivity(sql, {
      action: event.action,
      actor: event.username,
      summary: SUMMARIES[event.action](event.username),
      address: event.address,
      userAgent: event.userAgent,
    });
  };
}
