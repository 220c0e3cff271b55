// What the server runs with, for the admin's screens to show: whether mail goes out, and the
// upload limits (src/platform/mail/routes.ts, src/platform/media/limits.ts).
import type { LimitsAnswer } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import type { MailAnswer } from "../mail.ts";

export const SETTINGS = {
  /** Whether mail goes out: off, failing (with the server's reason) or on. */
  mail: endpoint<MailAnswer>().get("/api/admin/mail"),
  /** The upload limits the server runs with, for the forms' hints and checks. */
  limits: endpoint<LimitsAnswer>().get("/api/admin/settings/limits"),
};
