// Cuts the "basic" font files that every page preloads out of the full latin files: printable
// ASCII and the few typographic marks studio copy uses. On a phone's first paint that is about
// 30 KB less of the bandwidth the hero needs. The latin files stay for every other character:
// client/styles/fonts.css gives each file a disjoint unicode-range, so a browser fetches a latin
// file only for a page whose text needs it. Run after replacing a font: bun run fonts
import subsetFont from "subset-font";

/** Code point ranges of the basic files; the latin faces in fonts.css cover the rest. */
const BASIC_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e], // printable ASCII
  [0xa0, 0xa0], // no-break space
  [0xa9, 0xa9], // ©
  [0xb7, 0xb7], // ·
  [0xd7, 0xd7], // ×
  [0xe9, 0xe9], // é
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
];

export const FONT_FAMILIES = ["space-grotesk", "inter"] as const;

/** Every code point of BASIC_RANGES, in order. */
export function basicCodePoints(): number[] {
  return BASIC_RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
}

if (import.meta.main) {
  for (const family of FONT_FAMILIES) {
    const latin = Buffer.from(await Bun.file(`public/fonts/${family}-latin-wght-normal.woff2`).arrayBuffer());
    // The weight axis is kept whole: a variable font costs little more than one weight.
    const basic = await subsetFont(latin, String.fromCodePoint(...basicCodePoints()), { targetFormat: "woff2" });
    await Bun.write(`public/fonts/${family}-basic-wght-normal.woff2`, basic);
    console.log(`${family}: ${latin.length} B latin → ${basic.length} B basic`);
  }
}
