// The font files split in two (scripts/fonts.ts, client/styles/fonts.css): every page preloads
// the small "basic" files, and a page whose text needs any other latin character still gets it
// from the full latin file. If the ranges overlapped or left a gap, a character would render in
// the wrong file or in a fallback font.
import { describe, expect, test } from "bun:test";
import { statSync } from "node:fs";
import { FONT_FAMILIES, basicCodePoints } from "../scripts/fonts.ts";

/** What the upstream latin files (Fontsource, as downloaded) cover. */
const UPSTREAM_LATIN =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

const css = await Bun.file(new URL("../client/styles/fonts.css", import.meta.url)).text();

function codePoints(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(",").map((p) => p.trim().replace(/^U\+/i, ""))) {
    const [from = "", to = from] = part.split("-");
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code++) points.add(code);
  }
  return points;
}

function rangeOf(file: string): Set<number> {
  const face = css.split("@font-face").find((block) => block.includes(`/fonts/${file}.woff2`));
  if (!face) throw new Error(`fonts.css has no @font-face for ${file}`);
  return codePoints(face.match(/unicode-range:\s*([^;]+);/)![1]!);
}

describe.each(FONT_FAMILIES)("%s", (family) => {
  const basic = rangeOf(`${family}-basic-wght-normal`);
  const latin = rangeOf(`${family}-latin-wght-normal`);

  test("the basic face covers exactly what scripts/fonts.ts cut into its file", () => {
    expect([...basic].sort((a, b) => a - b)).toEqual(basicCodePoints());
  });

  test("basic and latin are disjoint and together cover the whole upstream latin range", () => {
    expect([...basic].filter((code) => latin.has(code))).toEqual([]);
    const union = [...basic, ...latin].sort((a, b) => a - b);
    expect(union).toEqual([...codePoints(UPSTREAM_LATIN)].sort((a, b) => a - b));
  });

  test("the basic file is there and much smaller than the latin one", () => {
    const size = (name: string) => statSync(new URL(`../public/fonts/${family}-${name}-wght-normal.woff2`, import.meta.url)).size;
    expect(size("basic")).toBeLessThan(size("latin") * 0.7);
  });
});
