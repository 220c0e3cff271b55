// The contact page in Chromium, at phone and desktop widths, with scripts on and off: a refused
// send says what is wrong at the field and keeps what was typed; a sent enquiry with a file shows
// the thank-you (with scripts, without leaving the page), is in the inbox with its file, and its
// notification arrives at a real SMTP server on loopback with Reply-To the visitor.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { createEnquiryLimiter } from "../../src/features/enquiries/limits.ts";
import { TOKEN_MIN_AGE_MS } from "../../src/features/enquiries/form-token.ts";
import { hasBrowser, openBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { pdfFile } from "../support/contact-form.ts";
import { ATTACHMENT_ACCEPT } from "../../client/contract/enquiries.ts";
import { until } from "../support/until.ts";
import { startMailSender, type MailSender } from "../../src/platform/mail/sender.ts";
import { smtpSender } from "../../src/platform/mail/transport.ts";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink.ts";
import { captureLogger } from "../support/logger.ts";
import { FROM, smtp } from "../support/mail-suite.ts";

const many = { points: 10_000, duration: 3600 };

describe.skipIf(!hasBrowser)("the contact page", () => {
  const suite = browserSuite({ enquiryLimiter: createEnquiryLimiter({ address: many, inbox: many, stored: many }) });

  // The outbox's sender, as src/main.ts starts it, mailing to a real SMTP server on loopback.
  let sink: SmtpSink | undefined;
  let sender: MailSender | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink();
    sender = startMailSender({
      sql: suite.t.stores.sql,
      log: captureLogger(),
      send: smtpSender({ smtp: smtp(`smtp://127.0.0.1:${sink.port}`), from: FROM }),
      everyMs: 50,
    });
  });
  afterAll(async () => {
    await sender?.stop();
    await sink?.close();
  });
  const mailAbout = (name: string) =>
    until(() => sink!.messages.find((mail) => mail.subject === `New enquiry from ${name}`), { what: `the mail about ${name}`, timeout: 60_000 });

  const stored = async (name: string) => [
    ...(await suite.t.stores.sql<{ status: string; files: number }[]>`
      select e.status, (select count(*)::int from enquiry_attachments a where a.enquiry_id = e.id) as files
      from enquiries e where e.name = ${name}`),
  ];

  /** The form's time token is the time the page was drawn: a person takes longer than this to type. */
  const olderThanAPerson = (page: Page) =>
    until(
      async () => {
        const token = await page.locator('input[name="token"]').getAttribute("value");
        return Date.now() - Number(token?.split(".")[0]) > TOKEN_MIN_AGE_MS;
      },
      { what: "the form to be as old as a person's typing", timeout: 60_000, every: 100 },
    );

  /** Where the page is and what it shows (its first 2,000 characters), for a failure's message. */
  const pageShows = async (page: Page) => {
    const shown = await page
      .locator("body")
      .innerText({ timeout: 5_000 })
      .catch((unread: Error) => `(unreadable: ${unread.message})`);
    return `the page at ${page.url()} shows:\n${shown.slice(0, 2000)}`;
  };

  /**
   * Sends the form and waits for the server's answer to it, with or without the page's script: a
   * wrong status, or no answer, fails here with what the page shows and what the server logged
   * (CI once waited 90 s for a field's message after this click, with nothing else to go on).
   */
  const submit = async (page: Page, status: number) => {
    const answer = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/contact");
    await page.click("button[type=submit]");
    const got = await answer.then(
      (response) => response.status(),
      (error: Error) => `no answer: ${error.message}`,
    );
    if (got !== status) {
      throw new Error(`the contact post: ${got}, not ${status}; ${await pageShows(page)}\nserver log:\n${suite.t.log.lines.slice(-20).join("\n")}`);
    }
  };

  /** The text at a selector; if it never shows, fails with the page's address and what it shows. */
  const textAt = async (page: Page, selector: string) => {
    try {
      return await page.locator(selector).textContent({ timeout: 60_000 });
    } catch (error) {
      throw new Error(`${selector} never showed (${(error as Error).message.split("\n")[0]}); ${await pageShows(page)}`);
    }
  };

  for (const javaScriptEnabled of [true, false]) {
    for (const width of [390, 1440]) {
      test(`${width} px, scripts ${javaScriptEnabled ? "on" : "off"}: a refusal keeps what was typed; an enquiry with a file is thanked and in the inbox`, async () => {
        const session = javaScriptEnabled ? suite.browser : await openBrowser({ javaScriptEnabled });
        const page = await session.page({ width, height: 900 });
        const name = `Visitor ${width} ${javaScriptEnabled ? "js" : "nojs"}`;
        try {
          await page.goto(`${suite.url}/contact`);
          if (javaScriptEnabled) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 60_000 });
          await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
          await page.fill("#contact-name", name);
          await page.fill("#contact-email", "not an email");
          await page.fill("#contact-message", "A launch film for our speaker, about 60 seconds.");
          await page.selectOption("#contact-service", "animation");
          await submit(page, 422);

          expect(await textAt(page, "#contact-email-error")).toBe("Email must be a valid address, e.g. name@example.com");
          expect(await page.locator("#contact-email").getAttribute("aria-invalid")).toBe("true");
          expect(await page.inputValue("#contact-message")).toBe("A launch film for our speaker, about 60 seconds.");
          expect(await page.inputValue("#contact-service")).toBe("animation");
          if (javaScriptEnabled) {
            // Sent by the page's script: no reload, and the field to fix has the focus.
            expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
            // The focus follows the message a moment later (an effect after the render): wait for it.
            await page.waitForFunction(() => document.activeElement?.id === "contact-email", null, { timeout: 90_000 });
          }
          expect(await stored(name)).toEqual([]);

          await page.fill("#contact-email", "visitor@example.com");
          // The picker offers the kinds of file the server takes.
          expect(await page.getAttribute("#contact-attachments", "accept")).toBe(ATTACHMENT_ACCEPT);
          const brief = pdfFile("brief.pdf");
          await page.setInputFiles("#contact-attachments", {
            name: brief.name,
            mimeType: brief.type,
            buffer: Buffer.from(await brief.arrayBuffer()),
          });
          await olderThanAPerson(page);
          await submit(page, 200);
          await page.locator(".contact__thanks").waitFor({ timeout: 60_000 });
          expect(await page.locator(".contact-thanks__title").textContent()).toBe("Thank you, your message is on its way");
          if (javaScriptEnabled) expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
          expect(await stored(name)).toEqual([{ status: "new", files: 1 }]);
          const mail = await mailAbout(name);
          expect(mail.replyTo?.value.map((to) => to.address)).toEqual(["visitor@example.com"]);
          expect(mail.text).toContain("A launch film for our speaker, about 60 seconds.");
          expect(mail.text).toContain("brief.pdf");
          // The refusal's own 422 is the browser's note of an answer the page expected; nothing else.
          expect(page.problems.filter((problem) => !problem.includes("status of 422"))).toEqual([]);
        } finally {
          await page.close();
          if (!javaScriptEnabled) await session.close();
        }
      }, 240_000);
    }
  }
});
