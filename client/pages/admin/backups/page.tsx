// Backups: download one archive of every record and image, and bring the site back from one
// (after a typed confirmation, since it replaces everything; and a second one when the server
// says the archive would leave the site empty or without a page document).
import { useRef, useState, type FormEvent } from "react";
import { call, ApiError, reportError } from "../../../api.ts";
import { formatBytes } from "../../../contract/common.ts";
import { AdminShell } from "../../../components/admin/admin-shell.tsx";
import { Field } from "../../../components/admin/field.tsx";
import { FieldError } from "../../../components/admin/field-messages.tsx";
import { FieldLabel } from "../../../components/admin/field-label.tsx";
import { BusyButton, FormAction } from "../../../components/admin/form-actions.tsx";
import { notify } from "../../../components/admin/notify.ts";
import { saveFile } from "../../../components/admin/save-file.ts";
import { useSubmit } from "../../../components/admin/use-submit.ts";
import type { PageProps } from "../../../lazy-page.tsx";
import {
  RESTORE_CONFIRM_HEADER,
  RESTORE_CONFIRM_WORD,
  RESTORE_LOSS_FIELD,
  RESTORE_LOSS_HEADER,
  RESTORE_LOSS_WORD,
} from "../../../contract/safety.ts";
import { SAFETY } from "../../../contract/endpoints/safety.ts";

const CONFIRM_WORD = RESTORE_CONFIRM_WORD;

export default function BackupsPage(_props: PageProps) {
  return (
    <AdminShell
      section="backups"
      title="Backups"
      lead="One archive holds every record, setting and image of the site. Keep one somewhere safe; restore it to bring the site back. It holds no account: passwords, two-factor secrets and sign-ins stay with the site."
    >
      <div className="admin-columns">
        <DownloadBackup />
        <RestoreBackup />
      </div>
    </AdminShell>
  );
}

function DownloadBackup() {
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setSaved(null);
    try {
      const { file, filename } = await call(SAFETY.backup);
      saveFile(file!, filename!);
      setSaved(`${filename} (${formatBytes(file!.size)})`);
      notify.success("Backup downloaded");
    } catch (error) {
      reportError(error, "The backup could not be made");
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="admin-panel" aria-labelledby="download-heading">
      <h2 id="download-heading">Download a backup</h2>
      <p className="admin-muted">The archive is made now, from the live site. It can take a while when there are many images.</p>
      <FormAction label="Download a backup" busyLabel="Preparing the backup..." busy={busy} onClick={download} />
      {saved ? (
        <p className="admin-result" role="status">
          Saved {saved}. Keep it somewhere other than this server.
        </p>
      ) : null}
    </section>
  );
}

function RestoreBackup() {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  /** The server's reason this archive would lose content for good, until the owner confirms it or changes the file. */
  const [loss, setLoss] = useState<string | null>(null);
  const { submitting, progress, run } = useSubmit();
  const ready = !!file && confirm === CONFIRM_WORD && !submitting;

  const restore = (confirmLoss: boolean) => {
    if (!file || confirm !== CONFIRM_WORD) return;
    setError(null);
    setDone(null);
    setLoss(null);
    void run(async (onProgress) => {
      try {
        const answer = await call(SAFETY.restoreBackup, {
          body: file,
          headers: {
            "content-type": "application/gzip",
            [RESTORE_CONFIRM_HEADER]: confirm,
            ...(confirmLoss && { [RESTORE_LOSS_HEADER]: RESTORE_LOSS_WORD }),
          },
          onProgress,
        });
        setDone(answer.message);
        notify.success(answer.message);
        setFile(null);
        setConfirm("");
        if (input.current) input.current.value = "";
      } catch (failure) {
        if (
          failure instanceof ApiError &&
          failure.status === 409 &&
          (failure.body as Record<string, unknown> | null)?.[RESTORE_LOSS_FIELD] === true
        ) {
          setLoss(failure.message);
          return;
        }
        setError((failure instanceof ApiError && failure.message) || "The site could not be restored");
        reportError(failure, "The site could not be restored");
      }
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    restore(false);
  };

  return (
    <section className="admin-panel" aria-labelledby="restore-heading">
      <h2 id="restore-heading">Restore from a backup</h2>
      <div className="admin-warning" role="note">
        <strong>This replaces the whole site.</strong> Every logo, review, image and setting is replaced by the archive's contents; anything added
        since that backup is lost. Your account, password, two-factor sign-in and sessions are kept as they are now (a backup never brings back an old
        password or a signed-out session), and you stay signed in. The archive is checked whole first: if anything in it is wrong, nothing changes.
        Download a backup of the site as it is now first.
      </div>
      <form className="admin-form" onSubmit={submit} noValidate aria-busy={submitting}>
        <div className="admin-field">
          <FieldLabel htmlFor="restore-archive">Backup archive</FieldLabel>
          <input
            ref={input}
            id="restore-archive"
            className="admin-file file-picker"
            type="file"
            accept=".tar.gz,.tgz,application/gzip"
            disabled={submitting}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(null);
              setDone(null);
              setLoss(null);
            }}
          />
          <p className="admin-field__hint">
            A studio-backup-….tar.gz file downloaded from this screen or made with bun run backup, by this version of the site or an earlier one (its
            content is brought up to date). A backup from a newer version cannot be restored here: update the site first.
          </p>
        </div>
        <Field
          label={`Type ${CONFIRM_WORD} to confirm`}
          value={confirm}
          onChange={setConfirm}
          maxLength={20}
          required
          autoComplete="off"
          disabled={submitting}
        />
        {progress !== null ? (
          <div className="image-input__progress">
            <div className="progress" role="progressbar" aria-label="Restore progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
              <span style={{ width: `${progress}%` }} />
            </div>
            <span>{progress < 100 ? `Uploading... ${progress}%` : "Restoring the site..."}</span>
          </div>
        ) : null}
        <FieldError error={error} />
        {loss ? (
          <div className="admin-warning" role="alert">
            <p>
              <strong>Nothing was changed.</strong> {loss}
            </p>
            <BusyButton kind="danger" label="Restore it anyway" busyLabel="Restoring..." busy={submitting} onClick={() => restore(true)} />
          </div>
        ) : null}
        {done ? (
          <p className="admin-result" role="status">
            {done}
          </p>
        ) : null}
        <FormAction kind="danger" label="Restore the site" busyLabel="Restoring..." busy={submitting} disabled={!ready} />
      </form>
    </section>
  );
}
