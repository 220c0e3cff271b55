// A word-by-word difference of two texts, for a revision's changed paragraph: the words kept,
// removed and added, in reading order. jsdiff's diffWords does the work (only it is imported,
// so the admin's scripts carry only the word diff); punctuation counts as a word of its own.
import { diffWords } from "diff";

export type DiffPart = { kind: "same" | "removed" | "added"; text: string };

/** The parts kept and removed give back the old text, those kept and added the new one (a kept run's spaces are the new text's). */
export function wordDiff(before: string, after: string): DiffPart[] {
  return diffWords(before, after).map((change) => ({ kind: change.added ? "added" : change.removed ? "removed" : "same", text: change.value }));
}

/** Whether a change reads better as a word diff than as "before → after": long texts. */
export const isLongText = (before: unknown, after: unknown) =>
  typeof before === "string" && typeof after === "string" && Math.max(before.length, after.length) > 80;
