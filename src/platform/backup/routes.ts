// POST /api/admin/backup (the archive as a download, made as it is sent) and POST
// /api/admin/restore (the archive as the request's body, confirmed by typing RESTORE, sent in a
// header; one that would leave the site empty or without a page document is refused unless a
// second header confirms that too): the upload is written to a temporary file under its own
// limit (BACKUP_MAX_BYTES), then restored whole or not at all. The owner's account and sign-in
// are not in a backup, so the owner who restores stays signed in.
import { rm } from "node:fs/promises";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { Elysia } from "elysia";
import { Message } from "../../../client/contract/common.ts";
import {
  backupTooLargeMessage,
  RESTORE_CONFIRM_HEADER,
  RESTORE_CONFIRM_WORD,
  RESTORE_LOSS_HEADER,
  RESTORE_LOSS_WORD,
} from "../../../client/contract/safety.ts";
import { activityHook } from "../activity/hook.ts";
import type { AdminDeps } from "../admin-deps.ts";
import { adminGuard } from "../auth/guard.ts";
import { fail } from "../http/errors.ts";
import { routePolicy } from "../http/route-policy.ts";
import { leaveBodyUnread } from "../media/upload-form.ts";
import { backupFileName, backupStream } from "./archive.ts";
import type { RestoreChecks } from "./content-check.ts";
import type { Seeds } from "../db/migrate.ts";
import { restoreArchive } from "./restore.ts";
import { saveUpload } from "./upload.ts";
import { makeWorkDir, removeStaleWorkDirs } from "./work-dirs.ts";

export const RESTORE_PATH = "/api/admin/restore";
const BACKUP_PATH = "/api/admin/backup";

export type BackupDeps = AdminDeps & { backupMaxBytes: number; videoMaxBytes: number; contentChecks: RestoreChecks; seeds: Seeds };

export function backupRoutes(deps: BackupDeps) {
  const limits = restoreLimits(deps);
  // What restores killed midway left (work-dirs.ts), once the routes are made at the start.
  removeStaleWorkDirs().catch((error) => deps.log.warn(`restore: leftover temporary folders not removed: ${(error as Error).message}`));
  return new Elysia({ name: "backup" })
    .use(routePolicy())
    .use(adminGuard(deps))
    .use(activityHook(deps))
    .post(
      BACKUP_PATH,
      () => {
        const now = new Date();
        return new Response(webStream(backupStream(deps, now)), {
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
      async ({ request }) => {
        if (request.headers.get(RESTORE_CONFIRM_HEADER) !== RESTORE_CONFIRM_WORD)
          fail(400, "Type RESTORE to confirm: the whole site is replaced by the backup");
        const dir = await makeWorkDir("upload");
        try {
          const path = join(dir, "backup.tar.gz");
          await saveUpload(request, path, deps.backupMaxBytes);
          const loss = {
            allowed: request.headers.get(RESTORE_LOSS_HEADER) === RESTORE_LOSS_WORD,
            howToAllow: "Confirm it again to restore it anyway.",
          };
          const result = (await restoreArchive({ ...deps, limits, loss, dropCaches: () => deps.cache.clear() }, path))!;
          return {
            success: true,
            message: `Site restored from the backup of ${result.createdAt}: ${result.rows} records and ${result.objects} images. You are still signed in.`,
          };
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
      {
        admin: true,
        parse: leaveBodyUnread,
        response: Message,
        activity: { action: "restore-backup", summary: () => "Restored the site from a backup" },
        // The archive streams to a temporary file, so the body may be as large as a backup.
        bodyLimit: { maxBytes: deps.backupMaxBytes, message: backupTooLargeMessage(deps.backupMaxBytes) },
      },
    );
}

/** Pulled as the client reads: the archive is made no faster than it is downloaded. */
function webStream(stream: Readable): ReadableStream<Uint8Array> {
  const chunks = stream[Symbol.asyncIterator]();
  return new ReadableStream({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(new Uint8Array(next.value as Buffer));
    },
    cancel() {
      stream.destroy();
    },
  });
}

/**
 * What an archive may unpack to: no stored object is larger than an upload (images are stored
 * smaller than they came, videos as large), and the whole is bounded by what a backup can be,
 * with room for rows, which compress well.
 */
export function restoreLimits({
  uploadMaxBytes,
  videoMaxBytes,
  backupMaxBytes,
}: {
  uploadMaxBytes: number;
  videoMaxBytes: number;
  backupMaxBytes: number;
}) {
  return { objectMaxBytes: Math.max(uploadMaxBytes, videoMaxBytes), unpackedMaxBytes: 4 * backupMaxBytes };
}
