import { describe, expect, test } from "bun:test";
import { isLongText, wordDiff } from "./word-diff.ts";

const rejoin = (parts: { kind: string; text: string }[], without: string) =>
  parts
    .filter((part) => part.kind !== without)
    .map((part) => part.text)
    .join("");

describe("word diff of a revision's paragraph", () => {
  test("marks the words removed and added, keeping the rest", () => {
    const parts = wordDiff("We ship in two weeks, with three rounds of changes.", "We ship in ten days, with three rounds of changes.");
    expect(parts.filter((part) => part.kind === "removed").map((part) => part.text.trim())).toEqual(["two weeks"]);
    expect(parts.filter((part) => part.kind === "added").map((part) => part.text.trim())).toEqual(["ten days"]);
  });

  test("punctuation is a word of its own: a dropped comma is marked, not the word it followed", () => {
    expect(wordDiff("Hello, world", "Hello world")).toEqual([
      { kind: "same", text: "Hello" },
      { kind: "removed", text: "," },
      { kind: "same", text: " world" },
    ]);
  });

  test("the kept and added parts give back the new text exactly, the kept and removed the old one's words", () => {
    const before = "A studio for  brands\nthat move.";
    const after = "A small studio for brands that move fast.";
    const parts = wordDiff(before, after);
    expect(rejoin(parts, "removed")).toBe(after);
    // A kept run's spaces are the new text's.
    expect(rejoin(parts, "added").replace(/\s+/g, "")).toBe(before.replace(/\s+/g, ""));
  });

  test("an emptied or a new text is all removed or all added", () => {
    expect(wordDiff("Gone now", "")).toEqual([{ kind: "removed", text: "Gone now" }]);
    expect(wordDiff("", "Brand new")).toEqual([{ kind: "added", text: "Brand new" }]);
  });

  test("only long texts are shown as a word diff", () => {
    expect(isLongText("Hero", "Hero line")).toBe(false);
    expect(isLongText("x".repeat(81), "y")).toBe(true);
    expect(isLongText(3, "y".repeat(100))).toBe(false);
  });
});
