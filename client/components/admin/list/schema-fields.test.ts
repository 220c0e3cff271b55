// A declared list's form, read from its contract's schemas: what the generic list screen shows
// for each kind of field, and what it sends.
import { describe, expect, test } from "bun:test";
import { TAB_LIST } from "../../../contract/portfolio-tabs.ts";
import { bodyOf, formFields } from "./schema-fields.ts";

describe("a declared list's form", () => {
  test("texts with a title and a limit are text boxes, a long one an area; a union of literals a select; a boolean a checkbox", () => {
    expect(formFields(TAB_LIST.create)).toEqual([
      { kind: "text", field: "label", label: "Name", maxLength: 40, required: "Name is required", multiline: false, blankAllowed: false },
      { kind: "text", field: "slug", label: "Address", maxLength: 40, required: undefined, multiline: false, blankAllowed: false },
      { kind: "text", field: "heading", label: "Heading", maxLength: 120, required: undefined, multiline: false, blankAllowed: true },
      { kind: "text", field: "intro", label: "Intro", maxLength: 400, required: undefined, multiline: true, blankAllowed: true },
      { kind: "select", field: "style", label: "Shows", options: ["items", "films"] },
    ]);
    expect(formFields(TAB_LIST.update, TAB_LIST.create).map((field) => [field.kind, field.field])).toEqual([
      ["text", "label"],
      ["text", "slug"],
      ["text", "heading"],
      ["text", "intro"],
      ["check", "hidden"],
    ]);
  });

  test("an edit form requires what a new record requires", () => {
    const [name] = formFields(TAB_LIST.update, TAB_LIST.create);
    expect(name).toMatchObject({ field: "label", required: "Name is required" });
  });

  test("a blank text the schema refuses is left out, one it takes is sent blank; words are trimmed", () => {
    const fields = formFields(TAB_LIST.update, TAB_LIST.create);
    expect(bodyOf(fields, { label: " Murals ", slug: "", heading: "", intro: "Big.", hidden: false })).toEqual({
      label: "Murals",
      heading: "",
      intro: "Big.",
      hidden: false,
    });
  });
});
