// A word-by-word difference of two texts, for a revision's changed paragraph: the words kept,
// removed and added, in reading order (the longest common run of words is kept). Texts are at
// most a few hundred words, so the plain table is small.
export type DiffPart = { kind: "same" | "removed" | "added"; text: string };

/** Words with the spaces after them, so joining the parts gives back each text exactly. */
const words = (text: string) => text.match(/\S+\s*|\s+/g) ?? [];

export function wordDiff(before: string, after: string): DiffPart[] {
  const a = words(before);
  const b = words(after);
  // lengths[i][j]: the longest common run of a[i..] and b[j..] (compared without trailing space).
  const same = (i: number, j: number) => a[i]!.trimEnd() === b[j]!.trimEnd();
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lengths[i]![j] = same(i, j) ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart["kind"], text: string) => {
    const last = parts.at(-1);
    if (last?.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  let [i, j] = [0, 0];
  while (i < a.length && j < b.length) {
    if (same(i, j)) push("same", b[j++]!), i++;
    else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) push("removed", a[i++]!);
    else push("added", b[j++]!);
  }
  while (i < a.length) push("removed", a[i++]!);
  while (j < b.length) push("added", b[j++]!);
  return parts;
}

/** Whether a change reads better as a word diff than as "before → after": long texts. */
export const isLongText = (before: unknown, after: unknown) =>
  typeof before === "string" && typeof after === "string" && Math.max(before.length, after.length) > 80;
