// Mail that says why not (issue 35): a recipient refused with a 5xx, a server that drops the
// connection (then comes back), one that stays down, and a refused login, each against a real SMTP
// server on loopback, each ending as the owner should see it on GET /api/admin/mail.
import { describe, expect, test } from "bun:test";
import { queueMail } from "../src/platform/mail/outbox.ts";
import { mailSuite, message } from "./support/mail-suite.ts";
import { startDropper } from "./support/smtp-sink.ts";

describe("mail that does not go out, against a real SMTP server", () => {
  const suite = mailSuite();

  test("a recipient the server refuses (550) is failed at once with the server's reason, shown to the admin until mail goes out again", async () => {
    const refusing = await suite.sink({ refuseRecipients: { code: 550, text: "mailbox unavailable" } });
    await queueMail(suite.stores.sql, message("Refused"));
    const { log } = suite.startSender(`smtp://127.0.0.1:${refusing.port}`, { retryDelaysMs: [10, 10, 10] });
    const failed = await suite.rowWhere("Refused", "failed", (found) => found.status === "failed");
    expect(failed.attempts).toBe(1); // not retried: a 5xx for the address will be the same next time
    expect(failed.lastError).toMatch(/^550 .*mailbox unavailable/);
    expect(refusing.messages).toEqual([]);
    expect(log.lines.join("\n")).toContain("given up");
    expect(log.lines.join("\n")).not.toContain("owner@example.com");

    const status = await suite.mailStatus(suite.mailOn);
    expect(status).toMatchObject({ on: true, waiting: 0, failing: { count: 1, lastError: failed.lastError } });
    expect(Date.now() - Date.parse(status.failing.lastErrorAt)).toBeLessThan(60_000);

    // The owner fixes the address: the next message goes out, and the failure is no longer shown.
    await suite.senders.pop()!.stop();
    const accepting = await suite.sink();
    await queueMail(suite.stores.sql, message("After the fix"));
    suite.startSender(`smtp://127.0.0.1:${accepting.port}`);
    await suite.rowWhere("After the fix", "sent", (found) => found.status === "sent");
    expect(await suite.mailStatus(suite.mailOn)).toEqual({ on: true, failing: null, waiting: 0 });
    expect((await suite.row("Refused"))?.status).toBe("failed");
  });

  test("a server that drops the connection: the try fails with the reason, the admin sees it waiting, and it goes out once when the server is back", async () => {
    const dropper = await startDropper();
    suite.servers.push(dropper);
    await queueMail(suite.stores.sql, message("Through the outage"));
    suite.startSender(`smtp://127.0.0.1:${dropper.port}`, { retryDelaysMs: [200, 200, 200, 200, 200] });
    const failedTry = await suite.rowWhere("Through the outage", "to fail a try", (found) => found.attempts >= 1 && found.lastError !== null);
    expect(failedTry.status).toBe("waiting");
    expect(failedTry.lastError).toMatch(/closed|greeting|ECONNRESET|socket/i);
    const status = await suite.mailStatus(suite.mailOn);
    expect(status).toMatchObject({ on: true, waiting: 1, failing: { count: 1 } });
    expect(status.failing.lastError).toMatch(/closed|greeting|ECONNRESET|socket/i);

    // The server comes back on the same port.
    await dropper.close();
    const server = await suite.sink({ port: dropper.port });
    const sent = await suite.rowWhere("Through the outage", "sent", (found) => found.status === "sent");
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    await suite.senders[0]!.stop();
    expect(server.messages.map((arrived) => arrived.subject)).toEqual(["Through the outage"]);
    expect(await suite.mailStatus(suite.mailOn)).toEqual({ on: true, failing: null, waiting: 0 });
  });

  test("a server that stays down: tried once per delay, then given up and shown as failing", async () => {
    const dropper = await startDropper();
    suite.servers.push(dropper);
    await queueMail(suite.stores.sql, message("Never through"));
    suite.startSender(`smtp://127.0.0.1:${dropper.port}`, { retryDelaysMs: [10, 10] });
    const failed = await suite.rowWhere("Never through", "failed", (found) => found.status === "failed");
    expect(failed.attempts).toBe(3);
    expect(dropper.drops()).toBe(3);
    expect(await suite.mailStatus(suite.mailOn)).toMatchObject({ on: true, waiting: 0, failing: { count: 1 } });
  });

  test("a refused login (535) is the settings, not the message: recorded with the server's reason and tried again, not given up", async () => {
    const server = await suite.sink({ login: { user: "studio", pass: "right" } });
    await queueMail(suite.stores.sql, message("Behind a bad login"));
    suite.startSender(`smtp://studio:wrong@127.0.0.1:${server.port}`, { retryDelaysMs: [60_000] });
    const refused = await suite.rowWhere("Behind a bad login", "refused a login", (found) => found.lastError !== null);
    expect(refused).toMatchObject({ status: "waiting", attempts: 1 });
    expect(refused.lastError).toContain("535 Authentication failed");
    expect(await suite.mailStatus(suite.mailOn)).toMatchObject({ waiting: 1, failing: { count: 1, lastError: refused.lastError } });
  });
});
