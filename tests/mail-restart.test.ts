// A restart with unsent mail (issue 35), on the real server (`bun src/main.ts`): an enquiry taken
// while the mail server is unreachable waits in the outbox; the server is killed without a
// shutdown; started again with its mail server back, it sends the notification, once.
import { describe, expect, test } from "bun:test";
import { contactForm } from "./support/contact-form.ts";
import { TEST_JWT_SECRET } from "./support/app.ts";
import { serverProcesses } from "./support/server-process.ts";
import { startDropper, startSmtpSink } from "./support/smtp-sink.ts";
import { until } from "./support/until.ts";

const servers = serverProcesses("mail-restart");

describe("the outbox across a restart", () => {
  test("an enquiry's mail not yet sent when the server died goes out once after it starts again", async () => {
    const dropper = await startDropper();
    // Contact forms signed with the tests' secret (tests/support/contact-form.ts).
    const env = { ...(await servers.env()), JWT_SECRET: TEST_JWT_SECRET, SMTP_URL: `smtp://127.0.0.1:${dropper.port}` };
    const first = await servers.start(env);
    const sent = await fetch(`${first.url}/contact`, {
      method: "POST",
      body: contactForm({ name: "Rui Costa", email: "rui@example.org" }),
      headers: { accept: "application/json" },
    });
    expect(sent.status).toBe(200);
    const token = await servers.signIn(first.url);
    const mail = async (url: string) =>
      ((await (await fetch(`${url}/api/admin/mail`, { headers: { authorization: `Bearer ${token}` } })).json()) as { mail: { waiting: number } })
        .mail;
    expect((await mail(first.url)).waiting).toBe(1);
    first.proc.kill("SIGKILL");
    await first.proc.exited;

    // The mail server is back on the same address.
    await dropper.close();
    const sink = await startSmtpSink({ port: dropper.port });
    try {
      const second = await servers.start(env);
      // A try the first server made before it died waits out its retry delay (a minute) first.
      await until(() => sink.messages.length > 0, { what: "the mail to arrive after the restart", timeout: 150_000, every: 200 });
      await until(async () => (await mail(second.url)).waiting === 0, { what: "the outbox to record it sent", timeout: 30_000 });
      expect(sink.messages.map((message) => message.subject)).toEqual(["New enquiry from Rui Costa"]);
      expect(sink.messages[0]!.replyTo?.value.map((to) => to.address)).toEqual(["rui@example.org"]);
    } finally {
      await sink.close();
    }
  }, 240_000);
});
