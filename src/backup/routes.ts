// POST /api/admin/backup (the archive as a download) and POST /api/admin/restore (an uploaded
// archive, confirmed by typing RESTORE, replaces every row and object of the site).
import { Elysia } from "elysia";
import { activityHook } from "../activity/hook.ts";
import { adminGuard, type AdminDeps } from "../auth/guard.ts";
import { BACKUP_PATH, RESTORE_PATH } from "../http/body-limit.ts";
import { fail } from "../http/errors.ts";
import { formatBytes } from "../../client/contract/common.ts";
import { FORM_ENVELOPE_BYTES, leaveBodyUnread } from "../media/upload-form.ts";
import { backupFileName, makeBackup, readBackup } from "./archive.ts";
import { restoreBackup } from "./restore.ts";

export type BackupDeps = AdminDeps & { backupMaxBytes: number };

export function backupRoutes(deps: BackupDeps) {
  const { sql, cache } = deps;
  return new Elysia({ name: "backup" })
    .use(adminGuard(deps))
    .use(activityHook(deps))
    .post(
      BACKUP_PATH,
      async () => {
        const now = new Date();
        const archive = await makeBackup(deps, now);
        return new Response(archive, {
          headers: {
            "content-type": "application/gzip",
            "content-disposition": `attachment; filename="${backupFileName(now)}"`,
            "cache-control": "no-store",
          },
        });
      },
      { admin: true, activity: { action: "backup", summary: () => "Downloaded a backup of the site" } },
    )
    .post(
      RESTORE_PATH,
      async ({ request, adminName }) => {
        const form = await readBackupForm(request, deps.backupMaxBytes);
        if (form.get("confirm") !== "RESTORE") fail(400, 'Type RESTORE to confirm: the whole site is replaced by the backup');
        const file = form.get("archive");
        if (!(file instanceof File) || file.size === 0) fail(400, "Please choose a backup archive (.tar.gz)");
        const backup = await readBackup(await file.bytes());
        const account = () => sql<{ row: string }[]>`select row_to_json(a)::text as row from admins a where username = ${adminName}`;
        const [before] = await account();
        const result = await restoreBackup(deps, backup);
        cache.clear();
        const [after] = await account();
        const session = before && after?.row === before.row ? "You are still signed in." : "Sign in again with an account from the backup.";
        return {
          success: true,
          message: `Site restored from the backup of ${backup.manifest.createdAt}: ${result.rows} records and ${result.objects} images. ${session}`,
          signedOut: session !== "You are still signed in.",
        };
      },
      {
        admin: true,
        parse: leaveBodyUnread,
        activity: { action: "restore-backup", summary: () => "Restored the site from a backup" },
      },
    );
}

/** The restore form, under its own size limit (BACKUP_MAX_BYTES), far above an image's. */
async function readBackupForm(request: Request, maxBytes: number): Promise<FormData> {
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) fail(400, "Send the form as multipart/form-data");
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes + FORM_ENVELOPE_BYTES) {
    fail(413, `The backup is larger than ${formatBytes(maxBytes)} (BACKUP_MAX_BYTES).`);
  }
  try {
    return await request.formData();
  } catch {
    fail(400, "The form could not be read. Please try again.");
  }
}
