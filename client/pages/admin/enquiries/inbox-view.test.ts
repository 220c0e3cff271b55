import { describe, expect, test } from "bun:test";
import { lastPage, listQuery, readView, shownRange, viewSearch } from "./inbox-view.ts";
import { movesFor } from "./bulk-actions.tsx";

const view = (search: string) => readView(new URLSearchParams(search));

describe("the inbox's view in its URL", () => {
  test("a bare address is the first page of all, and writes back as nothing", () => {
    expect(view("")).toEqual({ filter: "all", q: "", page: 1 });
    expect(viewSearch(view(""))).toBe("");
    expect(listQuery(view(""))).toEqual({});
  });

  test("a folder, a search and a page go to the API as they came, and back into the URL", () => {
    const shown = view("status=spam&q=%20cold%20brew%20&page=3");
    expect(shown).toEqual({ filter: "spam", q: "cold brew", page: 3 });
    expect(listQuery(shown)).toEqual({ status: "spam", q: "cold brew", page: "3" });
    expect(readView(new URLSearchParams(viewSearch(shown)))).toEqual(shown);
  });

  test("an unknown folder or a page that is not one falls back instead of failing the list", () => {
    expect(view("status=deleted&page=-2")).toEqual({ filter: "all", q: "", page: 1 });
    expect(view("page=1.5").page).toBe(1);
    expect(view("page=abc").page).toBe(1);
    expect(view(`q=${"x".repeat(300)}`).q).toHaveLength(200);
  });

  test("the count under the list", () => {
    expect(shownRange(1, 50, 1, 1)).toBe("1 enquiry");
    expect(shownRange(1, 50, 12, 12)).toBe("12 enquiries");
    expect(shownRange(1, 50, 50, 120)).toBe("1–50 of 120");
    expect(shownRange(3, 50, 20, 120)).toBe("101–120 of 120");
    expect(lastPage(120, 50)).toBe(3);
    expect(lastPage(0, 50)).toBe(1);
  });
});

describe("bulk actions by folder", () => {
  const labels = (filter: Parameters<typeof movesFor>[0]) => movesFor(filter).map((move) => move.label);
  test("each folder offers the moves out of it, never into itself", () => {
    expect(labels("all")).toEqual(["Mark read", "Mark unread", "Archive", "Spam"]);
    expect(labels("new")).toEqual(["Mark read", "Archive", "Spam"]);
    expect(labels("read")).toEqual(["Mark unread", "Archive", "Spam"]);
    expect(labels("archived")).toEqual(["Move to inbox", "Mark unread", "Spam"]);
    expect(movesFor("spam")).toEqual([{ label: "Not spam", status: "read" }]);
  });
});
