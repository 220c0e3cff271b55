// One message to the SMTP server, through nodemailer, and what its refusal means: the server's
// own words, and whether trying again could help.
import { createTransport } from "nodemailer";
import type { OutgoingMail } from "./outbox.ts";
import type { SmtpConfig } from "../smtp-config.ts";

export type SendMail = (mail: OutgoingMail) => Promise<void>;

export type TransportOptions = {
  smtp: SmtpConfig;
  from: string;
  /** A certificate authority to trust besides the system's, for a relay with a certificate of its own (PEM). */
  ca?: string;
};

/**
 * A sender on a connection per message (a site's mail is a few a day). Every wait is bounded, so
 * a server that stops answering fails a try within a minute instead of holding the row's lease.
 */
export function smtpSender({ smtp, from, ca }: TransportOptions): SendMail {
  const transport = createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    requireTLS: smtp.requireTls,
    ...(smtp.user !== undefined && { auth: { user: smtp.user, pass: smtp.pass ?? "" } }),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    ...(ca !== undefined && { tls: { ca } }),
  });
  return async (mail) => {
    await transport.sendMail({
      from,
      to: mail.to,
      ...(mail.replyTo !== undefined && { replyTo: mail.replyTo }),
      subject: mail.subject,
      text: mail.text,
      // Plain text only: nothing in a message may make the server read a file or a URL.
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  };
}

type SmtpError = Error & { code?: string; responseCode?: number; response?: string };

/** The reason to record: the server's reply ("550 5.1.1 Mailbox unavailable") when it gave one, else what went wrong. */
export function failureReason(error: unknown): string {
  const failure = error as SmtpError;
  if (typeof failure?.response === "string" && failure.response.trim() && failure.code !== "EAUTH") return failure.response.trim();
  return failure instanceof Error ? failure.message : String(error);
}

/**
 * A 5xx reply to this message (a refused address, a message refused as it is) will be the same
 * next time: failed at once. A refused login (also 5xx) is the site's settings, not the message:
 * it is tried again, so a corrected SMTP_URL still delivers it. Anything else (4xx, a dropped or
 * refused connection, a timeout) may pass later.
 */
export function isPermanent(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as SmtpError;
  return code !== "EAUTH" && typeof responseCode === "number" && responseCode >= 500 && responseCode < 600;
}
