// The setup the mail suites share: stores of their own, an app with SMTP_URL set and one without
// (GET /api/admin/mail answers from the outbox alone; only that setting tells them apart), an
// empty outbox before each test, and every sender and SMTP server a test starts stopped after it.
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "bun:test";
import type { OutgoingMail } from "../../src/platform/mail/outbox.ts";
import { startMailSender, type MailSender } from "../../src/platform/mail/sender.ts";
import { readSmtpUrl, type SmtpConfig } from "../../src/platform/smtp-config.ts";
import { smtpSender } from "../../src/platform/mail/transport.ts";
import { api, json } from "../api/helpers.ts";
import { adminToken } from "./admin-api.ts";
import { startTestApp, type TestApp } from "./app.ts";
import { captureLogger } from "./logger.ts";
import { startSmtpSink, type SinkOptions, type SmtpSink } from "./smtp-sink.ts";
import { openTestStores, type TestStores } from "./stores.ts";
import { until } from "./until.ts";

export const FROM = "Studio Test <studio@example.com>";
export const WAIT = { timeout: 30_000 };

export type OutboxRow = { subject: string; status: string; attempts: number; lastError: string | null; body: string };

/** SMTP_URL's parts, as the config reads them. */
export function smtp(url: string): SmtpConfig {
  const read = readSmtpUrl(url);
  if (typeof read === "string") throw new Error(read);
  return read;
}

/** A message to the owner, its text made from its subject. */
export const message = (subject: string, extra: Partial<OutgoingMail> = {}): OutgoingMail => ({
  to: "owner@example.com",
  subject,
  text: `About ${subject}`,
  ...extra,
});

export function mailSuite() {
  let stores: TestStores | undefined;
  let mailOn: TestApp | undefined;
  let mailOff: TestApp | undefined;
  const senders: MailSender[] = [];
  const servers: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    stores = await openTestStores();
    mailOn = await startTestApp({ stores, config: { smtp: smtp("smtp://127.0.0.1:25") } });
    mailOff = await startTestApp({ stores });
  }, 60_000);
  afterAll(async () => {
    await mailOn?.close();
    await mailOff?.close();
    await stores?.cleanup();
  });
  beforeEach(async () => {
    await stores!.sql`delete from mail_outbox`;
  });
  afterEach(async () => {
    await Promise.all(senders.splice(0).map((sender) => sender.stop()));
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  const rows = () => stores!.sql<OutboxRow[]>`select subject, status, attempts, last_error, body from mail_outbox order by created_at, subject`;
  const row = async (subject: string) => (await rows()).find((found) => found.subject === subject);

  return {
    get stores() {
      return stores!;
    },
    /** The app with SMTP_URL set. */
    get mailOn() {
      return mailOn!;
    },
    get mailOff() {
      return mailOff!;
    },
    /** The senders started, stopped after each test (a test may stop one itself: pop it). */
    senders,
    /** Servers to close after the test. */
    servers,
    rows,
    row,
    /** Waits until the message with this subject is in a state `check` accepts, and answers it. */
    rowWhere: (subject: string, what: string, check: (found: OutboxRow) => boolean) =>
      until(
        async () => {
          const found = await row(subject);
          return found && check(found) ? found : undefined;
        },
        { what: `"${subject}" ${what}`, ...WAIT },
      ),
    /** A sender over the suite's database to the server at `url`, looking every 20 ms. */
    startSender(url: string, options: { ca?: string; retryDelaysMs?: number[] } = {}) {
      const log = captureLogger();
      const sender = startMailSender({
        sql: stores!.sql,
        log,
        send: smtpSender({ smtp: smtp(url), from: FROM, ca: options.ca }),
        retryDelaysMs: options.retryDelaysMs ?? [60_000],
        everyMs: 20,
      });
      senders.push(sender);
      return { sender, log };
    },
    async sink(options: SinkOptions = {}): Promise<SmtpSink> {
      const started = await startSmtpSink(options);
      servers.push(started);
      return started;
    },
    /** GET /api/admin/mail's `mail`, as the signed-in admin. */
    async mailStatus(app: TestApp) {
      const response = await api(app, await adminToken(app)).get("/api/admin/mail");
      expect(response.status).toBe(200);
      return (await json(response)).mail;
    },
  };
}
