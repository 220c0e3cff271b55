// The studio's names in a page's words: counted, and replaced by the new ones. A name is matched
// as the owner wrote it (case and all) and as a whole word, so renaming "Kiln" leaves "Kilnworks"
// alone; an earlier full name is matched before the short name it contains. Only words are
// looked at: an image's stored key and placeholder, links and addresses are never text to rename.

/** `to`: each earlier name to its new one, longest first. */
export type Renaming = { pattern: RegExp; to: ReadonlyMap<string, string> };

/** Strings under these keys are a stored file, its placeholder, its media type or an address, never words. */
const NOT_WORDS = new Set(["key", "blur", "type", "src", "link", "href"]);
const ADDRESS = /^(?:https?:|mailto:|data:|\/)/;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Each earlier name to its new one, first pair first where two earlier names are the same (a
 * studio whose short and full name were one word); null when no name changes. A name of one
 * letter is left out: "A" or "I" is a word of the owner's sentences far more often than the studio.
 */
export function renaming(pairs: readonly { from: string; to: string }[]): Renaming | null {
  const to = new Map<string, string>();
  for (const pair of pairs) if ([...pair.from].length > 1 && pair.from !== pair.to && !to.has(pair.from)) to.set(pair.from, pair.to);
  if (to.size === 0) return null;
  const longestFirst = new Map([...to].sort(([a], [b]) => b.length - a.length));
  const names = [...longestFirst.keys()].map(escaped);
  return { pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.join("|")})(?![\\p{L}\\p{N}])`, "gu"), to: longestFirst };
}

/** The value with every word string passed through `change`, and the same value when none changed. */
function mapWords(value: unknown, change: (text: string) => string, key?: string): unknown {
  if (typeof value === "string") return key && NOT_WORDS.has(key) ? value : ADDRESS.test(value) ? value : change(value);
  if (Array.isArray(value)) {
    const mapped = value.map((item) => mapWords(item, change));
    return mapped.some((item, index) => item !== value[index]) ? mapped : value;
  }
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value);
    const mapped = entries.map(([inner, item]) => [inner, mapWords(item, change, inner)] as const);
    return mapped.some(([, item], index) => item !== entries[index]![1]) ? Object.fromEntries(mapped) : value;
  }
  return value;
}

/** How many times the earlier names stand in the value's words. */
export function countNames(value: unknown, { pattern }: Renaming): number {
  let count = 0;
  mapWords(value, (text) => {
    count += text.match(pattern)?.length ?? 0;
    return text;
  });
  return count;
}

/** The value with the new names in the earlier ones' place, and how many were replaced. */
export function withNewNames(value: unknown, { pattern, to }: Renaming): { value: unknown; replaced: number } {
  let replaced = 0;
  const changed = mapWords(value, (text) =>
    text.replace(pattern, (name) => {
      replaced += 1;
      return to.get(name) ?? name;
    }),
  );
  return { value: changed, replaced };
}
