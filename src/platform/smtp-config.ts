// SMTP_URL as the sender uses it. The URL's form is checked with the other settings
// (src/platform/config.ts); this reads its parts. It takes no options in a query string: what
// TLS demands is decided here, never loosened by a setting.

export type SmtpConfig = {
  host: string;
  port: number;
  /** smtps://: TLS from the first byte (port 465). smtp://: STARTTLS when offered, and required when a password is sent off the machine. */
  secure: boolean;
  user: string | undefined;
  pass: string | undefined;
  /** True when a password goes to another machine over smtp://: it must not travel in the clear. */
  requireTls: boolean;
};

const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** The parts of an SMTP_URL the schema accepted; a message naming what is wrong otherwise. */
export function readSmtpUrl(text: string): SmtpConfig | string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return "is not a valid URL (expected smtp://user:password@host:587 or smtps://user:password@host:465)";
  }
  const secure = url.protocol.toLowerCase() === "smtps:";
  if ((url.pathname && url.pathname !== "/") || url.search || url.hash) {
    return "must be only smtp(s)://user:password@host:port, without a path or options";
  }
  const port = url.port ? Number(url.port) : secure ? 465 : 587;
  if (port < 1 || port > 65535) return "has a port outside 1-65535";
  const user = url.username ? decodeURIComponent(url.username) : undefined;
  const pass = url.password ? decodeURIComponent(url.password) : undefined;
  const host = url.hostname;
  return { host, port, secure, user, pass, requireTls: !secure && user !== undefined && !LOOPBACK.test(host) };
}
