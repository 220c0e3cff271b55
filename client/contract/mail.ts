// GET /api/admin/mail: whether the site sends mail, and whether mail is going out. The dashboard
// shows it (client/components/admin/mail-status.tsx); the server answers it from the outbox
// (src/platform/mail/outbox.ts).
import { Type as t, type Static } from "@sinclair/typebox";
import { Answer } from "./common.ts";

/** Mail that did not go out since the last that did: how many, and the newest reason, as the mail server gave it. */
const MailFailing = t.Object({
  count: t.Integer({ minimum: 1 }),
  lastError: t.String(),
  lastErrorAt: t.String(),
});

export const MailStatus = t.Object({
  /** False when the server has no SMTP_URL: nothing is sent. */
  on: t.Boolean(),
  failing: t.Union([MailFailing, t.Null()]),
  /** Messages queued and not yet sent (a retry among them). */
  waiting: t.Integer({ minimum: 0 }),
});
export type MailStatus = Static<typeof MailStatus>;

export const MailAnswer = Answer({ mail: MailStatus });
export type MailAnswer = Static<typeof MailAnswer>;

/** What the dashboard says when the server sends no mail, and how to change that. */
export const MAIL_OFF = {
  title: "Mail is off",
  text: "Nothing is mailed: what visitors send waits in the admin. To have it mailed, set SMTP_URL on the server (smtp://user:password@host:587) and restart it.",
};
