import { describe, expect, test } from "bun:test";
import { HomeDocument } from "../../contract/documents/home.ts";
import { ServiceDocument } from "../../contract/documents/service.ts";
import { countChanges, fieldLabel, maxLengthAt, parsePath, same } from "./schema-at.ts";

describe("paths of the public pages read against a document's schema", () => {
  test("a text's limit and name", () => {
    expect(parsePath("knowMore.faqs.2.answer")).toEqual(["knowMore", "faqs", 2, "answer"]);
    expect(maxLengthAt(HomeDocument, parsePath("hero.intro"))).toBe(240);
    expect(maxLengthAt(ServiceDocument, parsePath("knowMore.faqs.0.answer"))).toBe(1000);
    expect(fieldLabel(HomeDocument, parsePath("hero.intro"))).toBe("Hero intro");
    expect(fieldLabel(ServiceDocument, parsePath("knowMore.faqs.1.question"))).toBe("Know more FAQs 2 question");
  });

  test("a draft's changes: each text, each list entry added, removed or changed, a media field as one", () => {
    const before = { hero: { intro: "a", cta: "b" }, faqs: [{ q: "1" }, { q: "2" }], video: { key: "/video/a.mp4", width: 1 } };
    expect(countChanges(before, structuredClone(before))).toBe(0);
    expect(countChanges(before, { ...before, hero: { intro: "A", cta: "B" } })).toBe(2);
    expect(countChanges(before, { ...before, faqs: [{ q: "2" }, { q: "1" }, { q: "3" }] })).toBe(3);
    expect(countChanges(before, { ...before, video: { key: "videos/x.mp4", width: 2 } })).toBe(1);
  });

  test("drafts compare by value whatever the order of their keys (jsonb answers them sorted)", () => {
    expect(same({ b: 1, a: [1, { d: 2, c: 3 }] }, { a: [1, { c: 3, d: 2 }], b: 1 })).toBe(true);
    expect(same({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(same([1, 2], [2, 1])).toBe(false);
  });
});
