import { describe, expect, test } from "bun:test";
import { fieldsToSend } from "./item-form.tsx";

describe("what saving a portfolio item or card sends", () => {
  test("a new item: the fields filled in, the project it stands for included", () => {
    expect(fieldsToSend({ title: "Neon", caption: "", alt: "", link: "/x", projectId: "" }, null)).toEqual({ title: "Neon", link: "/x" });
    expect(fieldsToSend({ title: "", projectId: "p1" }, null)).toEqual({ projectId: "p1" });
  });

  test("an edit: only what changed, blank clears, the project never", () => {
    const before = { title: "Speed Boat", caption: "Fibreglass hull", alt: "", link: "/productvisualization/boat", projectId: "p1" };
    expect(fieldsToSend({ ...before }, before)).toEqual({});
    expect(fieldsToSend({ ...before, caption: "" }, before)).toEqual({ caption: "" });
    expect(fieldsToSend({ ...before, title: "Speed Boat II", projectId: "p2" }, before)).toEqual({ title: "Speed Boat II" });
  });
});
