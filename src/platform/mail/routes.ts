// GET /api/admin/mail: whether mail is on, failing, or waiting (client/contract/mail.ts).
import type { AnswerOf } from "../../../client/contract/endpoint.ts";
import { SETTINGS } from "../../../client/contract/endpoints/settings.ts";
import { Elysia } from "elysia";
import { MailAnswer } from "../../../client/contract/mail.ts";
import { adminGuard } from "../auth/guard.ts";
import type { Sql } from "../db/connect.ts";
import { mailStatus } from "./outbox.ts";

/** `on`: the server has an SMTP server to send through (SMTP_URL). */
export function mailRoutes({ sql, jwtSecret, on }: { sql: Sql; jwtSecret: string; on: boolean }) {
  return new Elysia({ name: "mail" })
    .use(adminGuard({ jwtSecret, sql }))
    .get(
      SETTINGS.mail.path,
      async () => ({ success: true, message: "Mail status loaded", mail: await mailStatus(sql, on) }) satisfies AnswerOf<typeof SETTINGS.mail>,
      {
        admin: true,
        response: MailAnswer,
      },
    );
}
