// The auth routes' audit callback, writing sign-in events to the activity log. A failed
// sign-in names the username tried (anyone can type one) in the text, not as the actor.
import type { Audit, AuthEvent } from "../auth/audit.ts";
import type { Sql } from "../db/connect.ts";
import { recordActivity } from "./queries.ts";

const SUMMARIES: Record<AuthEvent["action"], (username: string | null) => string> = {
  "sign-in": () => "Signed in",
  "sign-in-failed": (username) => (username ? `Failed sign-in as "${username}"` : "Failed sign-in"),
  "sign-out": () => "Signed out",
  "sign-out-everywhere": () => "Signed out on every device",
  "password-changed": () => "Changed the password",
  "2fa-enabled": () => "Turned on two-factor sign-in",
  "2fa-disabled": () => "Turned off two-factor sign-in",
};

export function activityAudit(sql: Sql): Audit {
  return (event) =>
    recordActivity(sql, {
      action: event.action,
      actor: event.action === "sign-in-failed" ? null : event.username,
      summary: SUMMARIES[event.action](event.username),
      address: event.address,
      userAgent: event.userAgent,
    });
}
