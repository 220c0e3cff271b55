// Mail that arrives, or says why not (issue 35): messages queued in the outbox go out through a
// real SMTP server on loopback (tests/support/smtp-sink.ts), with their To, Reply-To, Subject and
// text; a refusal, a dropped connection, an untrusted certificate and a missing SMTP_URL each
// end as the owner should see them on GET /api/admin/mail; two senders on one database, and a
// sender started after another stopped, send each message once.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { claimDue, queueMail, type OutgoingMail } from "../src/platform/mail/outbox.ts";
import { startMailSender, type MailSender } from "../src/platform/mail/sender.ts";
import { readSmtpUrl, type SmtpConfig } from "../src/platform/mail/smtp-config.ts";
import { smtpSender } from "../src/platform/mail/transport.ts";
import { adminToken } from "./support/admin-api.ts";
import { startTestApp, type TestApp } from "./support/app.ts";
import { captureLogger } from "./support/logger.ts";
import { startDropper, startSmtpSink, testCa, type SmtpSink } from "./support/smtp-sink.ts";
import { openTestStores, type TestStores } from "./support/stores.ts";
import { until } from "./support/until.ts";
import { api, expectUnauthorized, json } from "./api/helpers.ts";
import { downloadBackup, sendRestore } from "./support/backup-api.ts";
import { listen } from "./support/app.ts";
import { text, unpack } from "./support/site-state.ts";

const FROM = "Studio Test <studio@example.com>";
const WAIT = { timeout: 30_000 };

let stores: TestStores;
let mailOn: TestApp;
let mailOff: TestApp;
let senders: MailSender[] = [];
let servers: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  stores = await openTestStores();
  // The status answers from the outbox alone; only whether SMTP_URL is set tells the two apps apart.
  mailOn = await startTestApp({ stores, config: { smtp: smtp("smtp://127.0.0.1:25") } });
  mailOff = await startTestApp({ stores });
}, 60_000);
afterAll(async () => {
  await mailOn?.close();
  await mailOff?.close();
  await stores?.cleanup();
});
beforeEach(async () => {
  await stores.sql`delete from mail_outbox`;
});
afterEach(async () => {
  await Promise.all(senders.map((sender) => sender.stop()));
  await Promise.all(servers.map((server) => server.close()));
  senders = [];
  servers = [];
});

function smtp(url: string): SmtpConfig {
  const read = readSmtpUrl(url);
  if (typeof read === "string") throw new Error(read);
  return read;
}

function startSender(url: string, options: { ca?: string; retryDelaysMs?: number[] } = {}) {
  const log = captureLogger();
  const sender = startMailSender({
    sql: stores.sql,
    log,
    send: smtpSender({ smtp: smtp(url), from: FROM, ca: options.ca }),
    retryDelaysMs: options.retryDelaysMs ?? [60_000],
    everyMs: 20,
  });
  senders.push(sender);
  return { sender, log };
}

async function sink(options: Parameters<typeof startSmtpSink>[0] = {}): Promise<SmtpSink> {
  const started = await startSmtpSink(options);
  servers.push(started);
  return started;
}

type Row = { subject: string; status: string; attempts: number; lastError: string | null; body: string };
const rows = () => stores.sql<Row[]>`select subject, status, attempts, last_error, body from mail_outbox order by created_at, subject`;
const row = async (subject: string) => (await rows()).find((found) => found.subject === subject);
const rowWhere = (subject: string, what: string, check: (found: Row) => boolean) =>
  until(
    async () => {
      const found = await row(subject);
      return found && check(found) ? found : undefined;
    },
    { what: `"${subject}" ${what}`, ...WAIT },
  );

const mailStatus = async (app: TestApp) => {
  const response = await api(app, await adminToken(app)).get("/api/admin/mail");
  expect(response.status).toBe(200);
  return (await json(response)).mail;
};

const message = (subject: string, extra: Partial<OutgoingMail> = {}): OutgoingMail => ({
  to: "owner@example.com",
  subject,
  text: `About ${subject}`,
  ...extra,
});

describe("the mail outbox, against a real SMTP server", () => {
  test("a message queued in a write arrives with its To, Reply-To, Subject and text, through a login; one whose write rolled back never goes", async () => {
    const server = await sink({ login: { user: "studio@example.com", pass: "p@ss:word/1" } });
    const body = "Hello,\n\nWe would like a new identity — café, naïve, 日本.\n\nMaria";
    await stores.sql.begin((tx) =>
      queueMail(tx, message("New enquiry from Maria", { to: "Owner <owner@example.com>", replyTo: "maria@example.org", text: body })),
    );
    await stores.sql
      .begin(async (tx) => {
        await queueMail(tx, message("Never saved"));
        throw new Error("the write failed");
      })
      .catch(() => {});
    startSender(`smtp://studio%40example.com:p%40ss%3Aword%2F1@127.0.0.1:${server.port}`);

    const [arrived] = await until(() => (server.messages.length > 0 ? server.messages : undefined), { what: "the message to arrive", ...WAIT });
    expect(arrived!.from?.text).toBe('"Studio Test" <studio@example.com>');
    expect(arrived!.to && !Array.isArray(arrived!.to) && arrived!.to.value).toEqual([{ address: "owner@example.com", name: "Owner" }]);
    expect(arrived!.replyTo?.value).toEqual([{ address: "maria@example.org", name: "" }]);
    expect(arrived!.subject).toBe("New enquiry from Maria");
    expect(arrived!.text?.trimEnd()).toBe(body);
    // Sent, and its text no longer kept.
    const sent = await rowWhere("New enquiry from Maria", "sent", (found) => found.status === "sent");
    expect(sent).toMatchObject({ attempts: 1, lastError: null, body: "" });
    expect((await rows()).map((found) => found.subject)).toEqual(["New enquiry from Maria"]);
    await senders[0]!.stop();
    expect(server.messages.length).toBe(1);
    expect(await mailStatus(mailOn)).toEqual({ on: true, failing: null, waiting: 0 });
  });

  test("a line break in a subject or Reply-To (text a visitor typed) adds no header and no recipient", async () => {
    const server = await sink();
    await queueMail(
      stores.sql,
      message("Hello\r\nBcc: evil@example.net\r\n\r\nforged body", { replyTo: "Eve\r\nBcc: evil@example.net <eve@example.org>" }),
    );
    startSender(`smtp://127.0.0.1:${server.port}`);
    const [arrived] = await until(() => (server.messages.length > 0 ? server.messages : undefined), { what: "the message", ...WAIT });
    expect(server.recipients).toEqual([["owner@example.com"]]);
    expect(arrived!.headers.has("bcc")).toBe(false);
    expect(arrived!.subject).not.toContain("\n");
    expect(arrived!.text?.trimEnd()).toBe("About Hello\r\nBcc: evil@example.net\r\n\r\nforged body".replace(/\r\n/g, "\n"));
  });

  test("a recipient the server refuses (550) is failed at once with the server's reason, shown to the admin until mail goes out again", async () => {
    const refusing = await sink({ refuseRecipients: { code: 550, text: "mailbox unavailable" } });
    await queueMail(stores.sql, message("Refused"));
    const { log } = startSender(`smtp://127.0.0.1:${refusing.port}`, { retryDelaysMs: [10, 10, 10] });
    const failed = await rowWhere("Refused", "failed", (found) => found.status === "failed");
    expect(failed.attempts).toBe(1); // not retried: a 5xx for the address will be the same next time
    expect(failed.lastError).toMatch(/^550 .*mailbox unavailable/);
    expect(refusing.messages).toEqual([]);
    expect(log.lines.join("\n")).toContain("given up");
    expect(log.lines.join("\n")).not.toContain("owner@example.com");

    const status = await mailStatus(mailOn);
    expect(status).toMatchObject({ on: true, waiting: 0, failing: { count: 1, lastError: failed.lastError } });
    expect(Date.now() - Date.parse(status.failing.lastErrorAt)).toBeLessThan(60_000);

    // The owner fixes the address: the next message goes out, and the failure is no longer shown.
    await senders.pop()!.stop();
    const accepting = await sink();
    await queueMail(stores.sql, message("After the fix"));
    startSender(`smtp://127.0.0.1:${accepting.port}`);
    await rowWhere("After the fix", "sent", (found) => found.status === "sent");
    expect(await mailStatus(mailOn)).toEqual({ on: true, failing: null, waiting: 0 });
    expect((await row("Refused"))?.status).toBe("failed");
  });

  test("a server that drops the connection: the try fails with the reason, the admin sees it waiting, and it goes out once when the server is back", async () => {
    const dropper = await startDropper();
    servers.push(dropper);
    await queueMail(stores.sql, message("Through the outage"));
    startSender(`smtp://127.0.0.1:${dropper.port}`, { retryDelaysMs: [200, 200, 200, 200, 200] });
    const failedTry = await rowWhere("Through the outage", "to fail a try", (found) => found.attempts >= 1 && found.lastError !== null);
    expect(failedTry.status).toBe("waiting");
    expect(failedTry.lastError).toMatch(/closed|greeting|ECONNRESET|socket/i);
    const status = await mailStatus(mailOn);
    expect(status).toMatchObject({ on: true, waiting: 1, failing: { count: 1 } });
    expect(status.failing.lastError).toMatch(/closed|greeting|ECONNRESET|socket/i);

    // The server comes back on the same port.
    await dropper.close();
    const server = await sink({ port: dropper.port });
    const sent = await rowWhere("Through the outage", "sent", (found) => found.status === "sent");
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    await senders[0]!.stop();
    expect(server.messages.map((arrived) => arrived.subject)).toEqual(["Through the outage"]);
    expect(await mailStatus(mailOn)).toEqual({ on: true, failing: null, waiting: 0 });
  });

  test("a server that stays down: tried once per delay, then given up and shown as failing", async () => {
    const dropper = await startDropper();
    servers.push(dropper);
    await queueMail(stores.sql, message("Never through"));
    startSender(`smtp://127.0.0.1:${dropper.port}`, { retryDelaysMs: [10, 10] });
    const failed = await rowWhere("Never through", "failed", (found) => found.status === "failed");
    expect(failed.attempts).toBe(3);
    expect(dropper.drops()).toBe(3);
    expect(await mailStatus(mailOn)).toMatchObject({ on: true, waiting: 0, failing: { count: 1 } });
  });

  test("a refused login (535) is the settings, not the message: recorded with the server's reason and tried again, not given up", async () => {
    const server = await sink({ login: { user: "studio", pass: "right" } });
    await queueMail(stores.sql, message("Behind a bad login"));
    startSender(`smtp://studio:wrong@127.0.0.1:${server.port}`, { retryDelaysMs: [60_000] });
    const refused = await rowWhere("Behind a bad login", "refused a login", (found) => found.lastError !== null);
    expect(refused).toMatchObject({ status: "waiting", attempts: 1 });
    expect(refused.lastError).toContain("535 Authentication failed");
    expect(await mailStatus(mailOn)).toMatchObject({ waiting: 1, failing: { count: 1, lastError: refused.lastError } });
  });

  test("two senders on one database send each message once", async () => {
    const server = await sink({ holdMs: 20 });
    const subjects = Array.from({ length: 12 }, (_, i) => `Shared ${String(i).padStart(2, "0")}`);
    for (const subject of subjects) await queueMail(stores.sql, message(subject));
    startSender(`smtp://127.0.0.1:${server.port}`);
    startSender(`smtp://127.0.0.1:${server.port}`);
    await until(async () => (await rows()).every((found) => found.status === "sent"), { what: "every message sent", ...WAIT });
    await Promise.all(senders.map((sender) => sender.stop()));
    expect(server.messages.map((arrived) => arrived.subject).sort()).toEqual(subjects);
    expect((await rows()).map((found) => found.attempts)).toEqual(subjects.map(() => 1));
  });

  test("a restart sends unsent mail once: what no sender had taken, and what a stopped sender held when it died", async () => {
    const server = await sink();
    await queueMail(stores.sql, message("Queued before the restart"));
    await queueMail(stores.sql, message("Held by a dead sender"));
    // A sender that took one and died mid-send: its lease runs out, and the row is free again.
    const held = await claimDue(stores.sql, { limit: 1, leaseMs: 300 });
    expect(held.map((mail) => mail.subject)).toEqual(["Queued before the restart"]);
    startSender(`smtp://127.0.0.1:${server.port}`);
    await until(async () => (await rows()).every((found) => found.status === "sent"), { what: "both sent after the restart", ...WAIT });
    await senders.pop()!.stop();

    // Another restart: only what is new goes out.
    startSender(`smtp://127.0.0.1:${server.port}`);
    await queueMail(stores.sql, message("After the second restart"));
    await until(() => server.messages.length >= 3, { what: "the new message", ...WAIT });
    await senders.pop()!.stop();
    expect(server.messages.map((arrived) => arrived.subject).sort()).toEqual([
      "After the second restart",
      "Held by a dead sender",
      "Queued before the restart",
    ]);
  });

  test("smtps: TLS from the first byte; a certificate the client does not trust gets nothing, one it trusts gets the message", async () => {
    const server = await sink({ secure: true });
    await queueMail(stores.sql, message("Over TLS"));
    startSender(`smtps://localhost:${server.port}`);
    const refused = await rowWhere("Over TLS", "to fail on the certificate", (found) => found.lastError !== null);
    expect(refused.lastError).toMatch(/certificate/i);
    expect(refused.status).toBe("waiting");
    await senders.pop()!.stop();
    expect(server.messages).toEqual([]);

    await stores.sql`update mail_outbox set next_attempt_at = now()`;
    startSender(`smtps://localhost:${server.port}`, { ca: await testCa() });
    await rowWhere("Over TLS", "sent", (found) => found.status === "sent");
    expect(server.messages.map((arrived) => arrived.subject)).toEqual(["Over TLS"]);
  });

  test("without SMTP_URL nothing is sent: what is queued is recorded as off, and the admin says mail is off", async () => {
    const log = captureLogger();
    senders.push(startMailSender({ sql: stores.sql, log, send: undefined, everyMs: 20 }));
    await queueMail(stores.sql, message("While mail is off"));
    const off = await rowWhere("While mail is off", "recorded off", (found) => found.status === "off");
    expect(off).toMatchObject({ attempts: 0, lastError: null, body: "" });
    expect(log.lines.join("\n")).toContain("Mail is off (SMTP_URL is not set)");
    expect(await mailStatus(mailOff)).toEqual({ on: false, failing: null, waiting: 0 });
  });

  test("a backup leaves the outbox out, and a restore leaves it as it is: no old mail sent again, none still to go dropped", async () => {
    await queueMail(stores.sql, message("Still to go"));
    await queueMail(stores.sql, message("Gone before the backup"));
    const [gone] = await claimDue(stores.sql, { limit: 1, leaseMs: 60_000 });
    await stores.sql`update mail_outbox set status = 'sent', sent_at = now(), body = '' where id = ${gone!.id}`;
    const before = await rows();
    const server = listen(mailOn.app);
    servers.push({ close: server.stop });
    const token = await adminToken(mailOn);
    const files = await unpack(await downloadBackup(server, token));
    expect(files.filter((file) => file.name.includes("mail_outbox"))).toEqual([]);
    const manifest = JSON.parse(text(files.find((file) => file.name === "manifest.json")));
    expect(manifest.tables).not.toContain("mail_outbox");

    const response = await sendRestore(server, token, await downloadBackup(server, token));
    expect(response.status).toBe(200);
    expect(await rows()).toEqual(before);
  }, 120_000);

  test("done rows are removed 30 days after they were done; waiting ones never are", async () => {
    for (const [subject, status, daysAgo] of [
      ["Sent long ago", "sent", 31],
      ["Failed long ago", "failed", 31],
      ["Sent lately", "sent", 29],
      ["Waiting long", "waiting", 40],
    ] as const) {
      const at = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000);
      await stores.sql`
        insert into mail_outbox (recipient, subject, body, status, created_at, next_attempt_at, sent_at, failed_at)
        values ('owner@example.com', ${subject}, '', ${status}, ${at}, ${new Date(Date.now() + 3_600_000)},
          ${status === "sent" ? at : null}, ${status === "failed" ? at : null})`;
    }
    senders.push(
      startMailSender({ sql: stores.sql, log: captureLogger(), send: smtpSender({ smtp: smtp("smtp://127.0.0.1:9"), from: FROM }), everyMs: 20 }),
    );
    await until(async () => !(await row("Sent long ago")), { what: "the old rows removed", ...WAIT });
    expect((await rows()).map((found) => found.subject).sort()).toEqual(["Sent lately", "Waiting long"]);
  });

  test("GET /api/admin/mail is the signed-in admin's only", async () => {
    await expectUnauthorized(mailOn, ["GET", "/api/admin/mail"]);
  });
});
