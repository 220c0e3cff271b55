// GET /api/admin/settings/limits: the upload limits this server runs with (UPLOAD_MAX_BYTES and
// the pixel cap, VIDEO_MAX_BYTES and VIDEO_MAX_SECONDS), so the admin forms state and check the
// real numbers instead of copies.
import type { AnswerOf } from "../../../client/contract/endpoint.ts";
import { SETTINGS } from "../../../client/contract/endpoints/settings.ts";
import { Elysia } from "elysia";
import { ACCEPTED_FORMATS, type LimitsAnswer } from "../../../client/contract/common.ts";
import { adminGuard } from "../auth/guard.ts";
import type { Sql } from "../db/connect.ts";
import { VIDEO_FORMATS } from "../../../client/contract/page-media.ts";
import { IMAGE_LIMITS } from "./image-limits.ts";
import type { VideoLimits } from "./video-upload.ts";

export function uploadLimitRoutes(deps: { jwtSecret: string; sql: Sql; uploadMaxBytes: number } & VideoLimits) {
  const { jwtSecret, sql, uploadMaxBytes, videoMaxBytes, videoMaxSeconds } = deps;
  const answer: LimitsAnswer = {
    success: true,
    message: "Limits loaded",
    limits: {
      uploadMaxBytes,
      maxMegapixels: IMAGE_LIMITS.maxInputPixels / 1_000_000,
      formats: ACCEPTED_FORMATS,
      videoMaxBytes,
      videoMaxSeconds,
      videoFormats: VIDEO_FORMATS,
    },
  };
  return new Elysia({ name: "upload-limits" })
    .use(adminGuard({ jwtSecret, sql }))
    .get(SETTINGS.limits.path, () => answer satisfies AnswerOf<typeof SETTINGS.limits>, { admin: true });
}
