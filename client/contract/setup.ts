// The first run's setup (/admin/setup): who the studio is (its details, checked by the studio's
// own schema and messages) and what the site starts from: the sample studio, or empty (every
// sample record to the trash as one batch, the pages' sample words replaced by plain ones).
import { Type as t, type Static } from "@sinclair/typebox";
import { Answer, Nullable } from "./common.ts";
import { TrashedRef } from "./safety.ts";
import { Studio } from "./studio.ts";

const SETUP_STARTS = ["sample", "empty"] as const;
export type SetupStart = (typeof SETUP_STARTS)[number];

/** POST /api/admin/setup: the studio's details, whole, and the start chosen. */
export const SetupBody = t.Composite(
  [
    Studio,
    t.Object({
      start: t.Union(
        SETUP_STARTS.map((start) => t.Literal(start)),
        { error: "Choose how the site starts: from the sample studio or empty" },
      ),
    }),
  ],
  { additionalProperties: false },
);
export type SetupBody = Static<typeof SetupBody>;

/**
 * GET /api/admin/setup: whether the setup was finished, and the details it starts from.
 * `sample`: the paths of the details (as the studio form names them, "email", "social/instagram")
 * that still hold the sample studio's, which the setup asks afresh instead of offering a new owner
 * another studio's address and profiles to keep by a click on Next.
 */
export const SetupState = Answer({
  done: t.Boolean(),
  studio: Studio,
  sample: t.Array(t.String()),
  /** Whether a sample record is still on the site: without one (SAMPLE_CONTENT=none, or all of it gone) there is no sample to start from. */
  hasSample: t.Boolean(),
});
export type SetupState = Static<typeof SetupState>;

/** The setup's answer: `removed`, when it started empty, is the batch in the trash (its Undo restores it). */
export const SetupAnswer = Answer({ studio: Studio, removed: Nullable(TrashedRef) });
export type SetupAnswer = Static<typeof SetupAnswer>;

export const SETUP_MESSAGES = {
  loaded: "Setup loaded",
  sample: "Your studio is set up, with the sample work to replace at your pace",
  empty: "Your studio is set up and starts empty: the sample is in the trash",
  /** Started empty on a site with no sample left: nothing went to the trash. */
  fresh: "Your studio is set up: the pages carry your name, ready for your work",
  /** Kept as it was, on a site with no sample left. */
  kept: "Your studio is set up: your details are saved, the pages are as they were",
  /** The trash's name for what "start empty" removed. */
  batch: "The sample studio",
} as const;
