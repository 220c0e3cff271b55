// A search's words as a pattern for `ilike`: found anywhere in the text, with `%`, `_` and the
// escape character itself taken literally (backslash is Postgres's default escape for like).

/** The trimmed words wrapped for a "contains" match, or null when there are none (no filter). */
export function containsPattern(words: string | undefined): string | null {
  const term = words?.trim();
  return term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
}
