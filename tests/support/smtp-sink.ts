// A real SMTP server on loopback for the mail suites (smtp-server, the library nodemailer's
// authors keep), which keeps every message it accepts, parsed (mailparser). It can require a
// login, refuse recipients with a 5xx, speak TLS from the first byte (smtps) with the test
// certificate in smtp-tls/ (self-signed for localhost and 127.0.0.1, valid until 2126, made for
// these tests only), or be a server that drops every connection at once.
import { createServer, type Server } from "node:net";
import { join } from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

const TLS_DIR = join(import.meta.dir, "smtp-tls");
/** The test certificate, for a client told to trust it (PEM). */
export const testCa = () => Bun.file(join(TLS_DIR, "cert.pem")).text();

/** `recipients`: each accepted message's envelope recipients (RCPT TO), in the order of `messages`. */
export type SmtpSink = { port: number; messages: ParsedMail[]; recipients: string[][]; close(): Promise<void> };

export type SinkOptions = {
  /** Listen here (a port a dropper had) instead of on a free one. */
  port?: number;
  /** Refuse every recipient with this reply, e.g. "550 mailbox unavailable". */
  refuseRecipients?: { code: number; text: string };
  /** Require this login. */
  login?: { user: string; pass: string };
  /** TLS from the first byte, with the test certificate. */
  secure?: boolean;
  /** Hold each message this long before accepting it, so two senders' passes overlap. */
  holdMs?: number;
};

export async function startSmtpSink(options: SinkOptions = {}): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const recipients: string[][] = [];
  const { login, refuseRecipients } = options;
  const server = new SMTPServer({
    logger: false,
    secure: options.secure ?? false,
    ...(options.secure && { key: await Bun.file(join(TLS_DIR, "key.pem")).text(), cert: await testCa() }),
    // Plain text on loopback: no STARTTLS offered (the client would not trust the library's own certificate).
    hideSTARTTLS: true,
    authOptional: !login,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (login && auth.username === login.user && auth.password === login.pass) return callback(null, { user: auth.username });
      callback(Object.assign(new Error("Authentication failed"), { responseCode: 535 }));
    },
    onRcptTo(_address, _session, callback) {
      if (refuseRecipients) return callback(Object.assign(new Error(refuseRecipients.text), { responseCode: refuseRecipients.code }));
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          if (options.holdMs) await Bun.sleep(options.holdMs);
          messages.push(parsed);
          recipients.push(session.envelope.rcptTo.map((rcpt) => rcpt.address));
          callback();
        })
        .catch(callback);
    },
  });
  // A client that gives up on the handshake (an untrusted certificate) is the server's "error": expected here.
  server.on("error", () => {});
  const port = await new Promise<number>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve((server.server.address() as { port: number }).port));
  });
  return { port, messages, recipients, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A server that accepts each connection and drops it before a word: a mail server going down. */
export async function startDropper(): Promise<{ port: number; drops: () => number; close(): Promise<void> }> {
  let drops = 0;
  const server: Server = createServer((socket) => {
    drops += 1;
    socket.destroy();
  });
  const port = await new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as { port: number }).port)));
  return { port, drops: () => drops, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
