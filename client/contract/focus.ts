// An image's focal point (its subject), which every crop of the image keeps in view. Set by the
// owner with a click, tap or the arrow keys on the image in the admin and in edit mode; pages
// apply it as the image's object-position (focus-point.ts, which public pages carry). These are
// the admin API's schemas and messages.
import { Type as t, type Static } from "@sinclair/typebox";
import { Answer } from "./common.ts";

const fraction = (label: string) =>
  t.Number({ minimum: 0, maximum: 1, title: label, messages: { invalid: `${label} must be a number from 0 to 1` } });

/** PUT /api/admin/focus: the image by any of its URLs (a page's src), and its focal point. */
export const FocusBody = t.Object({ src: t.String({ maxLength: 500 }), x: fraction("Across"), y: fraction("Down") }, { additionalProperties: false });
export type FocusBody = Static<typeof FocusBody>;
export const FocusQuery = t.Object({ src: t.String({ maxLength: 500 }) });

export const FocusAnswer = Answer({ focus: t.Object({ x: t.Number(), y: t.Number() }) });
export type FocusAnswer = Static<typeof FocusAnswer>;

export const FOCUS_MESSAGES = {
  loaded: "Focal point loaded",
  saved: "Focal point saved: every crop of this image keeps it in view",
  notStored: "This image is not one of the site's stored pictures, so it has no focal point to set",
} as const;
