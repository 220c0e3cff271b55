import { describe, expect, test } from "bun:test";
import { balancedColumns, tileColumns, tileSizes } from "./tile-grid.tsx";

describe("tile grid columns", () => {
  test("no lone last card for the counts the site uses", () => {
    // [cards, most columns that fit] → columns
    const cases: [number, number, number][] = [
      [9, 4, 3],
      [6, 4, 3],
      [12, 4, 4],
      [8, 3, 3],
      [6, 3, 3],
      [5, 4, 3],
      [7, 4, 4],
      [9, 2, 2],
      [2, 4, 2],
      [1, 3, 1],
      [0, 4, 1],
    ];
    for (const [count, max, columns] of cases) expect({ count, max, columns: balancedColumns(count, max) }).toEqual({ count, max, columns });
  });

  test("when no count fills the last row, it is at least half full", () => {
    expect(balancedColumns(10, 4)).toBe(4);
    expect((10 % 4) * 2).toBeGreaterThanOrEqual(4);
  });

  test("columns per breakpoint, and sizes that match them", () => {
    const columns = tileColumns("narrow", 9, 2);
    expect(columns).toEqual([2, 2, 3, 3]);
    expect(tileSizes("narrow", columns)).toBe("(min-width: 1200px) 32vw, (min-width: 900px) 32vw, (min-width: 600px) 48vw, 48vw");
  });
});
