// The seed is what a fresh site publishes and what a page falls back to: every document must
// be one the API would accept from the owner.
import { describe, expect, test } from "bun:test";
import { Value } from "@sinclair/typebox/value";
import { DOCUMENTS } from "../../../client/contract/documents/registry.ts";
import { seedDocuments } from "./documents.ts";
import { neutralDocuments } from "./neutral-documents.ts";

describe("seed documents", () => {
  test("there is one for every document key, and no other", () => {
    expect(Object.keys(seedDocuments).sort()).toEqual(DOCUMENTS.map((spec) => spec.key).sort());
  });

  for (const spec of DOCUMENTS) {
    test(`${spec.key} passes its schema`, () => {
      const errors = [...Value.Errors(spec.schema, seedDocuments[spec.key])].map((error) => `${error.path}: ${error.message}`);
      expect(errors).toEqual([]);
    });
  }

  test("every sample slide is described by what it shows, each differently, and links nowhere until the owner picks", () => {
    const slides = [...seedDocuments.home.sliders.first, ...seedDocuments.home.sliders.second];
    for (const slide of slides) {
      expect(slide.alt).not.toMatch(/work sample|\bof 19\b/i);
      expect(slide.alt.length).toBeGreaterThan(30);
      expect(slide.link).toBe("");
    }
    expect(new Set(slides.map((slide) => slide.alt)).size).toBe(38);
  });

  test("both home tracks hold 19 slides and the counters are 235 and 112", () => {
    expect(seedDocuments.home.sliders.first).toHaveLength(19);
    expect(seedDocuments.home.sliders.second).toHaveLength(19);
    expect(seedDocuments.home.counters.map((counter) => counter.target)).toEqual([235, 112]);
  });
});

describe("the documents of a site started empty", () => {
  // The longest names the studio form allows: every text built from them must still fit its field.
  const longest = { name: "N".repeat(40), fullName: "F".repeat(80) };

  for (const spec of DOCUMENTS) {
    test(`${spec.key} passes its schema, with the longest names too, and shows no sample picture or film`, () => {
      for (const names of [{ name: "Kite & Kiln", fullName: "Kite & Kiln Studio" }, longest]) {
        const content = neutralDocuments(names)[spec.key];
        expect([...Value.Errors(spec.schema, content)].map((error) => `${error.path}: ${error.message}`)).toEqual([]);
        expect(JSON.stringify(content)).not.toMatch(/"\/(images|video)\//);
      }
    });
  }

  test("every text speaks to the visitor: none tells the owner what to write there", () => {
    // Visitors read these until the owner writes their own (the home page's about text once said "Write here who you are").
    const texts = JSON.stringify(neutralDocuments({ name: "Kite & Kiln", fullName: "Kite & Kiln Studio" }));
    expect(texts).not.toMatch(/\b(write here|write your|replace (this|these)|add your|edit this|lorem ipsum|placeholder)\b/i);
  });
});
