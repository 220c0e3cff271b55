import { describe, expect, test } from "bun:test";
import { Value } from "@sinclair/typebox/value";
import { ContactDocument } from "../../../contract/documents/contact.ts";
import { HomeDocument } from "../../../contract/documents/home.ts";
import { ServiceDocument } from "../../../contract/documents/service.ts";
import { DOCUMENTS } from "../../../contract/documents/registry.ts";
import { ProjectPageContent } from "../../../contract/project-page.ts";
import { addLabel, blankOf, changedAt, entryLabel, entryName, fieldsOf, isNullable, itemOf, kindOf, valueAt, withValueAt } from "./schema-kind.ts";

const child = (schema: Parameters<typeof fieldsOf>[0], ...keys: string[]) =>
  keys.reduce((node, key) => (key === "[]" ? itemOf(node) : fieldsOf(node).find(([name]) => name === key)![1]), schema);

describe("the document form reads the contract's schemas", () => {
  test("each field gets the editor its kind needs", () => {
    expect(kindOf(child(HomeDocument, "hero"))).toBe("group");
    expect(kindOf(child(HomeDocument, "hero", "eyebrow"))).toBe("line");
    expect(kindOf(child(HomeDocument, "hero", "intro"))).toBe("paragraph");
    expect(kindOf(child(HomeDocument, "hero", "video", "desktop"))).toBe("video");
    expect(kindOf(child(HomeDocument, "about", "portrait"))).toBe("image");
    expect(kindOf(child(HomeDocument, "counters"))).toBe("list");
    expect(kindOf(child(HomeDocument, "counters", "[]", "target"))).toBe("number");
    expect(kindOf(child(HomeDocument, "caseStudy", "link"))).toBe("link");
    expect(kindOf(child(HomeDocument, "sliders", "first", "[]", "link"))).toBe("link");
    expect(kindOf(child(ServiceDocument, "knowMore", "faqs", "[]", "answer"))).toBe("paragraph");
    expect(kindOf(child(ServiceDocument, "knowMore", "faqs", "[]", "question"))).toBe("line");
    expect(kindOf(child(ContactDocument, "budget", "show"))).toBe("switch");
    expect(kindOf(child(ContactDocument, "delivery", "retentionMonths"))).toBe("number");
    expect(kindOf(child(ContactDocument, "delivery", "notify"))).toBe("line");
  });

  test("every text of every document is a line or a paragraph the form can show", () => {
    const walk = (schema: Parameters<typeof kindOf>[0]): string[] => {
      const kind = kindOf(schema);
      if (kind === "group") return fieldsOf(schema).flatMap(([, node]) => walk(node));
      if (kind === "list") return walk(itemOf(schema));
      return kind === "line" || kind === "paragraph" ? [typeof schema.maxLength === "number" ? "ok" : "no limit"] : ["ok"];
    };
    for (const spec of DOCUMENTS) expect(walk(spec.schema).filter((found) => found !== "ok")).toEqual([]);
  });

  test("a new list entry is blank, and refused until filled in", () => {
    const faq = itemOf(child(ServiceDocument, "knowMore", "faqs"));
    expect(blankOf(faq)).toEqual({ question: "", answer: "" });
    expect(Value.Check(faq, blankOf(faq))).toBe(false);
    expect(blankOf(itemOf(child(HomeDocument, "counters")))).toEqual({ target: 0, label: "" });
  });

  test("entries are named from the list", () => {
    expect(entryName("FAQs", itemOf(child(ServiceDocument, "knowMore", "faqs")))).toBe("FAQ");
    expect(entryName("Industries", itemOf(child(ServiceDocument, "knowMore", "industries")))).toBe("Industry");
    expect(entryName("Why us", itemOf(child(ServiceDocument, "knowMore", "whyUs")))).toBe("Why us");
    expect(entryName("First track", itemOf(child(HomeDocument, "sliders", "first")))).toBe("Slide");
    expect(addLabel("FAQ")).toBe("Add FAQ");
    expect(addLabel("Counter")).toBe("Add counter");
    expect(entryLabel("FAQ", 1, { question: "How long?", answer: "Weeks" })).toBe("FAQ 2: How long?");
    // A project's image is named by its alt text, never by its record id.
    expect(entryLabel("Image", 0, { _id: "0190a6d2-7e4b-7c3d-8a9b-0123456789ab", image: {}, alt: "The hull" })).toBe("Image 1: The hull");
    expect(entryLabel("Image", 2, { _id: "0190a6d2-7e4b-7c3d-8a9b-0123456789ab", image: {}, alt: "" })).toBe("Image 3");
  });

  test("a project's page: its film may be removed, its images are a list of images", () => {
    const film = child(ProjectPageContent, "film");
    expect(kindOf(film)).toBe("video");
    expect(isNullable(film)).toBe(true);
    // The home page's media may be left empty too (a site started empty has none).
    expect(isNullable(child(HomeDocument, "hero", "video", "desktop"))).toBe(true);
    expect(isNullable(child(HomeDocument, "about", "heading"))).toBe(false);
    expect(kindOf(itemOf(child(ProjectPageContent, "images")))).toBe("image");
    expect(blankOf(film)).toBeNull();
  });

  test("a change copies the path to it and nothing else", () => {
    const before = { hero: { eyebrow: "A", intro: "B" }, faqs: [{ q: "1" }, { q: "2" }] };
    const after = withValueAt(before, ["faqs", 1, "q"], "two") as typeof before;
    expect(valueAt(after, ["faqs", 1, "q"])).toBe("two");
    expect(before.faqs[1]!.q).toBe("2");
    expect(after.hero).toBe(before.hero);
    expect(Array.isArray(after.faqs)).toBe(true);
  });

  test("a change given as a function applies to the value as it is when the change lands", () => {
    // An upload started with three slides; one was removed before its answer came.
    const now = { slides: ["a", "c"] };
    const added = changedAt(now, ["slides"], (current: unknown) => [...(current as string[]), "new"]) as typeof now;
    expect(added.slides).toEqual(["a", "c", "new"]);
    expect(changedAt(now, ["slides", 0], "A")).toEqual({ slides: ["A", "c"] });
  });
});
