// Whether the site's mail goes out, on the dashboard (GET /api/admin/mail, read with the
// dashboard's data): off, with how to turn it on; failing, with the mail server's own reason and
// what waits; or on.
import { MAIL_OFF, type MailStatus as Status } from "../../contract/mail.ts";
import { TimeAgo } from "./time-ago.tsx";

const messages = (count: number) => `${count} message${count === 1 ? "" : "s"}`;

/**
 * `status`: loaded with the dashboard's own data (so nothing appears above its lists once they are
 * shown, moving a card under the owner's pointer), or null when it could not be read.
 */
export function MailStatus({ status }: { status: Status | null }) {
  if (!status) {
    return (
      <p className="mail-status mail-status--quiet" role="status">
        Could not read whether mail goes out. Reload the page to try again.
      </p>
    );
  }
  const { on, failing, waiting } = status;
  if (!on) {
    return (
      <div className="mail-status mail-status--off" role="status">
        <strong>{MAIL_OFF.title}</strong>
        <p>{MAIL_OFF.text}</p>
      </div>
    );
  }
  if (failing) {
    return (
      <div className="mail-status mail-status--failing" role="alert">
        <strong>Mail is not going out</strong>
        <p>
          The mail server answered <code className="mail-status__reason">{failing.lastError}</code> (<TimeAgo iso={failing.lastErrorAt} />
          ). {messages(failing.count)} did not go out since the last that did
          {waiting > 0 ? `; ${waiting} still ${waiting === 1 ? "waits" : "wait"} to be tried again` : ""}.
        </p>
        <p className="mail-status__hint">Check SMTP_URL and the address mail goes to. What visitors send is kept in the admin either way.</p>
      </div>
    );
  }
  return (
    <p className="mail-status mail-status--quiet" role="status">
      Mail is on{waiting > 0 ? `: ${messages(waiting)} waiting to go out` : ": everything queued has gone out"}.
    </p>
  );
}
