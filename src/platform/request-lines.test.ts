import { describe, expect, test } from "bun:test";
import { until } from "../../tests/support/until.ts";
import { requestLines } from "./request-lines.ts";

describe("requestLines", () => {
  test("the lines of one turn go out in one write, each a JSON object as pino writes it", async () => {
    const writes: string[] = [];
    const { line } = requestLines((text) => void writes.push(text));
    line("GET", "/", 200, 0.4, undefined);
    line("GET", '/a "quoted"\\path/é', 404, 12.5, undefined);
    line("GET", "/media/a.png", 206, 1, 5);
    expect(writes).toEqual([]);
    await until(() => writes.length > 0, { what: "the batch to be written" });
    expect(writes).toHaveLength(1);
    const lines = writes[0]!
      .trimEnd()
      .split("\n")
      .map((text) => JSON.parse(text));
    expect(lines).toEqual([
      expect.objectContaining({ level: "info", pid: process.pid, method: "GET", path: "/", status: 200, ms: 0.4, msg: "request" }),
      expect.objectContaining({ path: '/a "quoted"\\path/é', status: 404, ms: 12.5 }),
      expect.objectContaining({ path: "/media/a.png", status: 206, bytes: 5 }),
    ]);
    expect(Math.abs(Date.parse(lines[0].time) - Date.now())).toBeLessThan(60_000);
    expect(lines[0]).not.toHaveProperty("bytes");
  });
});
