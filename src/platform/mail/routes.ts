// GET /api/admin/mail: whether mail is on, failing, or waiting (client/contract/mail.ts).
import { Elysia } from "elysia";
import { MailAnswer } from "../../../client/contract/mail.ts";
import { adminGuard } from "../auth/guard.ts";
import type { Sql } from "../db/connect.ts";
import { mailStatus } from "./outbox.ts";

/** `on`: the server has an SMTP server to send through (SMTP_URL). */
export function mailRoutes({ sql, jwtSecret, on }: { sql: Sql; jwtSecret: string; on: boolean }) {
  return new Elysia({ name: "mail" })
    .use(adminGuard({ jwtSecret, sql }))
    .get("/api/admin/mail", async () => ({ success: true, message: "Mail status loaded", mail: await mailStatus(sql, on) }), {
      admin: true,
      response: MailAnswer,
    });
}
