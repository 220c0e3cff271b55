// The monogram's letters, from the studio's name: plain string work, no schema library, since the
// header of every public page draws them (client/components/monogram.tsx).

/** 1 or 2 letters: the first letters of the name's first two words ("Kite & Kiln" → "KK"), or its first letter. */
export function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  const letters = words.slice(0, 2).map((word) => [...word][0]!.toUpperCase());
  return letters.join("") || "?";
}
