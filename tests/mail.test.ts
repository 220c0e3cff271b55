// Mail that arrives (issue 35): messages queued in the outbox go out through a real SMTP server on
// loopback (tests/support/smtp-sink.ts) with their To, Reply-To, Subject and text, over plain
// SMTP with a login or over TLS; two senders on one database, and a sender started after another
// stopped, send each message once; without SMTP_URL nothing goes and the admin says mail is off;
// the outbox stays out of backups. Failures: tests/mail-failures.test.ts.
import { describe, expect, test } from "bun:test";
import { claimDue, queueMail } from "../src/platform/mail/outbox.ts";
import { startMailSender } from "../src/platform/mail/sender.ts";
import { smtpSender } from "../src/platform/mail/transport.ts";
import { expectUnauthorized } from "./api/helpers.ts";
import { adminToken } from "./support/admin-api.ts";
import { listen } from "./support/app.ts";
import { downloadBackup, sendRestore } from "./support/backup-api.ts";
import { captureLogger } from "./support/logger.ts";
import { FROM, mailSuite, message, smtp, WAIT } from "./support/mail-suite.ts";
import { text, unpack } from "./support/site-state.ts";
import { testCa } from "./support/smtp-sink.ts";
import { until } from "./support/until.ts";

describe("the mail outbox, against a real SMTP server", () => {
  const suite = mailSuite();

  test("a message queued in a write arrives with its To, Reply-To, Subject and text, through a login; one whose write rolled back never goes", async () => {
    const server = await suite.sink({ login: { user: "studio@example.com", pass: "p@ss:word/1" } });
    const body = "Hello,\n\nWe would like a new identity — café, naïve, 日本.\n\nMaria";
    await suite.stores.sql.begin((tx) =>
      queueMail(tx, message("New enquiry from Maria", { to: "Owner <owner@example.com>", replyTo: "maria@example.org", text: body })),
    );
    await suite.stores.sql
      .begin(async (tx) => {
        await queueMail(tx, message("Never saved"));
        throw new Error("the write failed");
      })
      .catch(() => {});
    suite.startSender(`smtp://studio%40example.com:p%40ss%3Aword%2F1@127.0.0.1:${server.port}`);

    const [arrived] = await until(() => (server.messages.length > 0 ? server.messages : undefined), { what: "the message to arrive", ...WAIT });
    expect(arrived!.from?.text).toBe('"Studio Test" <studio@example.com>');
    expect(arrived!.to && !Array.isArray(arrived!.to) && arrived!.to.value).toEqual([{ address: "owner@example.com", name: "Owner" }]);
    expect(arrived!.replyTo?.value).toEqual([{ address: "maria@example.org", name: "" }]);
    expect(arrived!.subject).toBe("New enquiry from Maria");
    expect(arrived!.text?.trimEnd()).toBe(body);
    // Sent, and its text no longer kept.
    const sent = await suite.rowWhere("New enquiry from Maria", "sent", (found) => found.status === "sent");
    expect(sent).toMatchObject({ attempts: 1, lastError: null, body: "" });
    expect((await suite.rows()).map((found) => found.subject)).toEqual(["New enquiry from Maria"]);
    await suite.senders[0]!.stop();
    expect(server.messages.length).toBe(1);
    expect(await suite.mailStatus(suite.mailOn)).toEqual({ on: true, failing: null, waiting: 0 });
  });

  test("a line break in a subject or Reply-To (text a visitor typed) adds no header and no recipient", async () => {
    const server = await suite.sink();
    await queueMail(
      suite.stores.sql,
      message("Hello\r\nBcc: evil@example.net\r\n\r\nforged body", { replyTo: "Eve\r\nBcc: evil@example.net <eve@example.org>" }),
    );
    suite.startSender(`smtp://127.0.0.1:${server.port}`);
    const [arrived] = await until(() => (server.messages.length > 0 ? server.messages : undefined), { what: "the message", ...WAIT });
    expect(server.recipients).toEqual([["owner@example.com"]]);
    expect(arrived!.headers.has("bcc")).toBe(false);
    expect(arrived!.subject).not.toContain("\n");
    expect(arrived!.text?.trimEnd()).toBe("About Hello\r\nBcc: evil@example.net\r\n\r\nforged body".replace(/\r\n/g, "\n"));
  });

  test("two suite.senders on one database send each message once", async () => {
    const server = await suite.sink({ holdMs: 20 });
    const subjects = Array.from({ length: 12 }, (_, i) => `Shared ${String(i).padStart(2, "0")}`);
    for (const subject of subjects) await queueMail(suite.stores.sql, message(subject));
    suite.startSender(`smtp://127.0.0.1:${server.port}`);
    suite.startSender(`smtp://127.0.0.1:${server.port}`);
    await until(async () => (await suite.rows()).every((found) => found.status === "sent"), { what: "every message sent", ...WAIT });
    await Promise.all(suite.senders.map((sender) => sender.stop()));
    expect(server.messages.map((arrived) => arrived.subject).sort()).toEqual(subjects);
    expect((await suite.rows()).map((found) => found.attempts)).toEqual(subjects.map(() => 1));
  });

  test("a restart sends unsent mail once: what no sender had taken, and what a stopped sender held when it died", async () => {
    const server = await suite.sink();
    await queueMail(suite.stores.sql, message("Queued before the restart"));
    await queueMail(suite.stores.sql, message("Held by a dead sender"));
    // A sender that took one and died mid-send: its lease runs out, and the row is free again.
    const held = await claimDue(suite.stores.sql, { limit: 1, leaseMs: 300 });
    expect(held.map((mail) => mail.subject)).toEqual(["Queued before the restart"]);
    suite.startSender(`smtp://127.0.0.1:${server.port}`);
    await until(async () => (await suite.rows()).every((found) => found.status === "sent"), { what: "both sent after the restart", ...WAIT });
    await suite.senders.pop()!.stop();

    // Another restart: only what is new goes out.
    suite.startSender(`smtp://127.0.0.1:${server.port}`);
    await queueMail(suite.stores.sql, message("After the second restart"));
    await until(() => server.messages.length >= 3, { what: "the new message", ...WAIT });
    await suite.senders.pop()!.stop();
    expect(server.messages.map((arrived) => arrived.subject).sort()).toEqual([
      "After the second restart",
      "Held by a dead sender",
      "Queued before the restart",
    ]);
  });

  test("smtps: TLS from the first byte; a certificate the client does not trust gets nothing, one it trusts gets the message", async () => {
    const server = await suite.sink({ secure: true });
    await queueMail(suite.stores.sql, message("Over TLS"));
    suite.startSender(`smtps://localhost:${server.port}`);
    const refused = await suite.rowWhere("Over TLS", "to fail on the certificate", (found) => found.lastError !== null);
    expect(refused.lastError).toMatch(/certificate/i);
    expect(refused.status).toBe("waiting");
    await suite.senders.pop()!.stop();
    expect(server.messages).toEqual([]);

    await suite.stores.sql`update mail_outbox set next_attempt_at = now()`;
    suite.startSender(`smtps://localhost:${server.port}`, { ca: await testCa() });
    await suite.rowWhere("Over TLS", "sent", (found) => found.status === "sent");
    expect(server.messages.map((arrived) => arrived.subject)).toEqual(["Over TLS"]);
  });

  test("without SMTP_URL nothing is sent: what is queued is recorded as off, and the admin says mail is off", async () => {
    const log = captureLogger();
    suite.senders.push(startMailSender({ sql: suite.stores.sql, log, send: undefined, everyMs: 20 }));
    await queueMail(suite.stores.sql, message("While mail is off"));
    const off = await suite.rowWhere("While mail is off", "recorded off", (found) => found.status === "off");
    expect(off).toMatchObject({ attempts: 0, lastError: null, body: "" });
    expect(log.lines.join("\n")).toContain("Mail is off (SMTP_URL is not set)");
    expect(await suite.mailStatus(suite.mailOff)).toEqual({ on: false, failing: null, waiting: 0 });
  });

  test("a backup leaves the outbox out, and a restore leaves it as it is: no old mail sent again, none still to go dropped", async () => {
    await queueMail(suite.stores.sql, message("Still to go"));
    await queueMail(suite.stores.sql, message("Gone before the backup"));
    const [gone] = await claimDue(suite.stores.sql, { limit: 1, leaseMs: 60_000 });
    await suite.stores.sql`update mail_outbox set status = 'sent', sent_at = now(), body = '' where id = ${gone!.id}`;
    const before = await suite.rows();
    const server = listen(suite.mailOn.app);
    suite.servers.push({ close: server.stop });
    const token = await adminToken(suite.mailOn);
    const files = await unpack(await downloadBackup(server, token));
    expect(files.filter((file) => file.name.includes("mail_outbox"))).toEqual([]);
    const manifest = JSON.parse(text(files.find((file) => file.name === "manifest.json")));
    expect(manifest.tables).not.toContain("mail_outbox");

    const response = await sendRestore(server, token, await downloadBackup(server, token));
    expect(response.status).toBe(200);
    expect(await suite.rows()).toEqual(before);
  }, 240_000);

  test("done rows are removed 30 days after they were done; waiting ones never are", async () => {
    for (const [subject, status, daysAgo] of [
      ["Sent long ago", "sent", 31],
      ["Failed long ago", "failed", 31],
      ["Sent lately", "sent", 29],
      ["Waiting long", "waiting", 40],
    ] as const) {
      const at = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000);
      await suite.stores.sql`
        insert into mail_outbox (recipient, subject, body, status, created_at, next_attempt_at, sent_at, failed_at)
        values ('owner@example.com', ${subject}, '', ${status}, ${at}, ${new Date(Date.now() + 3_600_000)},
          ${status === "sent" ? at : null}, ${status === "failed" ? at : null})`;
    }
    suite.senders.push(
      startMailSender({
        sql: suite.stores.sql,
        log: captureLogger(),
        send: smtpSender({ smtp: smtp("smtp://127.0.0.1:9"), from: FROM }),
        everyMs: 20,
      }),
    );
    await until(async () => !(await suite.row("Sent long ago")), { what: "the old rows removed", ...WAIT });
    expect((await suite.rows()).map((found) => found.subject).sort()).toEqual(["Sent lately", "Waiting long"]);
  });

  test("GET /api/admin/mail is the signed-in admin's only", async () => {
    await expectUnauthorized(suite.mailOn, ["GET", "/api/admin/mail"]);
  });
});
