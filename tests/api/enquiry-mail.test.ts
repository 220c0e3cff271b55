// An enquiry's mail (issue 35): a real enquiry posted to /contact is mailed to the studio with
// Reply-To the visitor, through the outbox and a real SMTP server on loopback; the visitor's
// confirmation goes when the owner turned it on; spam is kept and never mailed; and an enquiry
// taken while the mail server was down goes out once it is back, the admin seeing the failure
// meanwhile.
import { describe, expect, test } from "bun:test";
import { getStudio } from "../../src/features/studio/queries.ts";
import { listen } from "../support/app.ts";
import { contactForm, pdfFile } from "../support/contact-form.ts";
import { mailSuite, WAIT } from "../support/mail-suite.ts";
import { startDropper } from "../support/smtp-sink.ts";
import { until } from "../support/until.ts";

describe("an enquiry's mail", () => {
  const suite = mailSuite();

  const postTo = (url: string, form: FormData, from: string) =>
    fetch(`${url}/contact`, { method: "POST", body: form, headers: { accept: "application/json", "x-forwarded-for": from } });

  test("mailed to the studio with Reply-To the visitor, the visitor thanked when the owner chose it, spam never mailed", async () => {
    const server = await suite.sink();
    const site = listen(suite.mailOn.app);
    try {
      const studio = await getStudio(suite.stores.sql);
      await suite.stores.sql`update documents set published = jsonb_set(published, '{delivery,confirmVisitor}', 'true') where key = 'contact'`;
      suite.startSender(`smtp://127.0.0.1:${server.port}`);

      const real = await postTo(
        site.url,
        contactForm({ name: "Maria Lopez", email: "maria@example.org", company: "Northwind", message: "A launch film, please." }, [
          pdfFile("Our brief.pdf"),
        ]),
        "203.0.113.10",
      );
      expect(real.status).toBe(200);
      const bot = await postTo(site.url, contactForm({ name: "Bot", website: "http://spam.example" }), "203.0.113.11");
      expect(bot.status).toBe(200);

      const arrived = await until(() => (server.messages.length >= 2 ? server.messages : undefined), { what: "the two mails", ...WAIT });
      const toOwner = arrived.find((mail) => mail.subject === "New enquiry from Maria Lopez (Northwind)")!;
      expect(toOwner).toBeDefined();
      expect(toOwner.to && !Array.isArray(toOwner.to) && toOwner.to.value.map((to) => to.address)).toEqual([studio.email]);
      expect(toOwner.replyTo?.value.map((to) => to.address)).toEqual(["maria@example.org"]);
      expect(toOwner.text).toContain("A launch film, please.");
      expect(toOwner.text).toContain("Our brief.pdf");
      expect(toOwner.text).toMatch(/\/admin\/enquiries\/[0-9a-f-]{36}/);
      const toVisitor = arrived.find((mail) => mail !== toOwner)!;
      expect(toVisitor.to && !Array.isArray(toVisitor.to) && toVisitor.to.value.map((to) => to.address)).toEqual(["maria@example.org"]);
      expect(toVisitor.subject).toBe(`Thank you for your message to ${studio.fullName}`);

      // The bot's post is in the inbox as spam, and the outbox holds nothing more for it.
      const [spam] = await suite.stores.sql<{ status: string }[]>`select status from enquiries where name = 'Bot'`;
      expect(spam?.status).toBe("spam");
      expect((await suite.rows()).map((row) => row.subject).sort()).toEqual(
        ["New enquiry from Maria Lopez (Northwind)", `Thank you for your message to ${studio.fullName}`].sort(),
      );
    } finally {
      await site.stop();
      await suite.stores.sql`update documents set published = jsonb_set(published, '{delivery,confirmVisitor}', 'false') where key = 'contact'`;
    }
  }, 180_000);

  test("taken while the mail server is down: the inbox has it at once, the admin sees the failure, and it is mailed once the server is back", async () => {
    const dropper = await startDropper();
    suite.servers.push(dropper);
    const site = listen(suite.mailOn.app);
    try {
      suite.startSender(`smtp://127.0.0.1:${dropper.port}`, { retryDelaysMs: [200, 200, 200, 200, 200] });
      const posted = await postTo(site.url, contactForm({ name: "Ada Park", email: "ada@example.org" }), "203.0.113.20");
      expect(posted.status).toBe(200);
      const [kept] = await suite.stores.sql<{ status: string }[]>`select status from enquiries where name = 'Ada Park'`;
      expect(kept?.status).toBe("new");
      await suite.rowWhere("New enquiry from Ada Park", "to fail a try", (row) => row.attempts >= 1 && row.lastError !== null);
      expect(await suite.mailStatus(suite.mailOn)).toMatchObject({ on: true, waiting: 1, failing: { count: 1 } });

      await dropper.close();
      const server = await suite.sink({ port: dropper.port });
      await suite.rowWhere("New enquiry from Ada Park", "sent", (row) => row.status === "sent");
      await suite.senders[0]!.stop();
      expect(server.messages.map((mail) => mail.subject)).toEqual(["New enquiry from Ada Park"]);
      expect(await suite.mailStatus(suite.mailOn)).toEqual({ on: true, failing: null, waiting: 0 });
    } finally {
      await site.stop();
    }
  }, 180_000);
});
