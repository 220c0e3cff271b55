// The studio's names found and replaced in a page's words: whole words as written, the full name
// before the short one it holds, and never a stored file's key, a placeholder or an address.
import { describe, expect, test } from "bun:test";
import { countNames, renaming, withNewNames } from "./name-words.ts";

const kiln = renaming([
  { from: "Kite & Kiln Ceramics", to: "Harbour Clay Works" },
  { from: "Kite & Kiln", to: "Harbour Clay" },
])!;

describe("the studio's names in words", () => {
  test("the full name is replaced as a whole before the short name it holds, each by its own new one", () => {
    const words = { intro: "Kite & Kiln Ceramics designs for brands.", heading: "This is Kite & Kiln", list: ["Kite & Kiln: design studio"] };
    expect(countNames(words, kiln)).toBe(3);
    expect(withNewNames(words, kiln)).toEqual({
      value: { intro: "Harbour Clay Works designs for brands.", heading: "This is Harbour Clay", list: ["Harbour Clay: design studio"] },
      replaced: 3,
    });
  });

  test("only whole words, in the case written: part of a longer word or another case stays", () => {
    const short = renaming([{ from: "Kiln", to: "Oven" }])!;
    expect(withNewNames("Kiln, Kilnworks, kiln and KILN; (Kiln) Kiln’s", short)).toEqual({
      value: "Oven, Kilnworks, kiln and KILN; (Oven) Oven’s",
      replaced: 3,
    });
    const accented = renaming([{ from: "Café", to: "Bar" }])!;
    expect(withNewNames("Café Cafés é Café", accented).value).toBe("Bar Cafés é Bar");
  });

  test("names holding a pattern's signs are matched as written", () => {
    const signs = renaming([{ from: "A+B (Studio).", to: "AB" }])!;
    expect(withNewNames("By A+B (Studio). Now", signs).value).toBe("By AB Now");
    expect(countNames("By AAB (Studio)x", signs)).toBe(0);
  });

  test("a stored file's key, its placeholder, links and addresses are left as they are", () => {
    const studio = renaming([{ from: "Studio", to: "Kite & Kiln" }])!;
    const page = {
      portrait: { key: "pages/Studio/1.webp", blur: "data:image/webp;base64,Studio", alt: "Studio at work" },
      button: { link: "/Studio", label: "Visit Studio" },
      more: "https://Studio.example",
      mail: "mailto:Studio@example.com",
    };
    expect(withNewNames(page, studio)).toEqual({
      value: { ...page, portrait: { ...page.portrait, alt: "Kite & Kiln at work" }, button: { link: "/Studio", label: "Visit Kite & Kiln" } },
      replaced: 2,
    });
  });

  test("a value with nothing to replace comes back as the same value; no change of name is no renaming", () => {
    const page = { a: ["x", { b: "y" }], c: 3, d: null };
    expect(withNewNames(page, kiln).value).toBe(page);
    expect(
      renaming([
        { from: "Same", to: "Same" },
        { from: "", to: "New" },
      ]),
    ).toBeNull();
  });

  test("a one-letter name is no name to replace: it is a word of the owner's sentences too", () => {
    const letter = renaming([
      { from: "A Studio", to: "Atelier B" },
      { from: "A", to: "B" },
    ])!;
    expect(withNewNames("A project by A Studio.", letter).value).toBe("A project by Atelier B.");
    expect(renaming([{ from: "I", to: "Eye" }])).toBeNull();
  });

  test("where the short and full name were one word, the full name's new one is used", () => {
    const one = renaming([
      { from: "Studio", to: "Kite & Kiln Ceramics" },
      { from: "Studio", to: "Kite & Kiln" },
    ])!;
    expect(withNewNames("This is Studio", one).value).toBe("This is Kite & Kiln Ceramics");
  });
});
