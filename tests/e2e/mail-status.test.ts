// The dashboard says whether mail goes out (issue 35), in Chromium at phone and desktop widths:
// off (no SMTP_URL) with how to turn it on; failing, with the mail server's own reason and how
// many wait; and on once mail goes out again.
import { describe, expect, test } from "bun:test";
import { queueMail, claimDue, markFailedTry, markSent } from "../../src/platform/mail/outbox.ts";
import { readSmtpUrl, type SmtpConfig } from "../../src/platform/smtp-config.ts";
import { signedInPage } from "../support/admin-session.ts";
import { listen, startTestApp } from "../support/app.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite, type BrowserSuite } from "../support/browser-suite.ts";
import { shoot } from "../support/screenshots.ts";

const WIDTHS = [390, 1440];
const REASON = "550 5.1.1 <owner@studio.example>: Recipient address rejected: mailbox unavailable";

describe.skipIf(!hasBrowser)("the dashboard's mail status in Chromium", () => {
  // The suite's app has no SMTP_URL: mail is off.
  const suite = browserSuite();

  test.each(WIDTHS)(
    "at %p px, without SMTP_URL it says mail is off and how to turn it on",
    async (width) => {
      const page = await signedInPage(suite, "/admin", width);
      const note = page.locator(".mail-status");
      await note.waitFor();
      expect(await note.textContent()).toContain("Mail is off");
      expect(await note.textContent()).toContain("set SMTP_URL on the server");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shoot(page, `mail-off-${width}`);
      await page.close();
    },
    60_000,
  );

  test("with SMTP_URL: a refusal shows with the server's reason and what waits, and goes once mail goes out again", async () => {
    const smtp = readSmtpUrl("smtp://127.0.0.1:2525") as SmtpConfig;
    const mailOn = await startTestApp({ stores: suite.t.stores, config: { smtp } });
    const server = listen(mailOn.app);
    const on: BrowserSuite = { t: mailOn, url: server.url, browser: suite.browser };
    try {
      const sql = suite.t.stores.sql;
      await queueMail(sql, { to: "owner@studio.example", subject: "Refused", text: "..." });
      await queueMail(sql, { to: "owner@studio.example", subject: "Retrying", text: "..." });
      const [refused, retrying] = await claimDue(sql, { limit: 2, leaseMs: 60_000 });
      await markFailedTry(sql, refused!.id, REASON, null);
      await markFailedTry(sql, retrying!.id, "Connection closed unexpectedly", 3_600_000);
      // The refusal came a minute before the retried try: the dashboard names the newest reason,
      // and the embedded database's clock can give two tries made at once the same time.
      await sql`update mail_outbox set last_error_at = last_error_at - interval '1 minute' where id = ${refused!.id}`;

      for (const width of WIDTHS) {
        const page = await signedInPage(on, "/admin", width);
        const alert = page.getByRole("alert").filter({ hasText: "Mail is not going out" });
        await alert.waitFor();
        const text = await alert.textContent();
        expect(text).toContain("The mail server answered Connection closed unexpectedly");
        expect(text).toContain("2 messages did not go out since the last that did; 1 still waits to be tried again.");
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await shoot(page, `mail-failing-${width}`);
        await page.close();
      }

      // Mail goes out again: the failure is no longer shown.
      await markSent(sql, retrying!.id);
      const page = await signedInPage(on, "/admin", 1440);
      const line = page.locator(".mail-status");
      await line.waitFor();
      expect(await line.textContent()).toBe("Mail is on: everything queued has gone out.");
      expect(await page.getByText("Mail is not going out").count()).toBe(0);
      await page.close();
    } finally {
      await server.stop();
    }
  }, 180_000);
});
