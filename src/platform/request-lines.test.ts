import { describe, expect, test } from "bun:test";
import { until } from "../../tests/support/until.ts";
import { requestLines } from "./request-lines.ts";

const decoder = new TextDecoder();
const parsed = (writes: Uint8Array[]) =>
  writes
    .map((bytes) => decoder.decode(bytes))
    .join("")
    .trimEnd()
    .split("\n")
    .map((text) => JSON.parse(text));

describe("requestLines", () => {
  test("the lines of one turn go out in one write, each a JSON object as pino writes it", async () => {
    const writes: Uint8Array[] = [];
    const { line } = requestLines((bytes) => void writes.push(bytes));
    // Each answer's start, a performance.now() time: what its line says it took.
    const ago = (ms: number) => performance.now() - ms;
    line("GET", "/", 200, ago(0.4), undefined);
    line("GET", '/a "quoted"\\path/é\u0001', 404, ago(12.5), undefined);
    line("GET", "/media/a.png", 206, ago(1), 5);
    line("POST", "/api/admin/restore", 413, ago(0), 1_073_741_824);
    expect(writes).toEqual([]);
    await until(() => writes.length > 0, { what: "the batch to be written" });
    expect(writes).toHaveLength(1);
    const lines = parsed(writes);
    expect(lines).toEqual([
      expect.objectContaining({ level: "info", pid: process.pid, method: "GET", path: "/", status: 200, msg: "request" }),
      expect.objectContaining({ path: '/a "quoted"\\path/é\u0001', status: 404 }),
      expect.objectContaining({ path: "/media/a.png", status: 206, bytes: 5 }),
      expect.objectContaining({ method: "POST", status: 413, bytes: 1_073_741_824 }),
    ]);
    // A tenth of a ms at most, and what passed since the start at most (the test runs meanwhile).
    const took = lines.map((entry) => entry.ms);
    expect(took.map((ms) => Math.round(ms * 10) / 10)).toEqual(took);
    for (const [i, ms] of [0.4, 12.5, 1, 0].entries()) expect(took[i]).toBeGreaterThanOrEqual(ms);
    expect(took[1]).toBeLessThan(12.5 + 5_000);
    expect(Math.abs(Date.parse(lines[0].time) - Date.now())).toBeLessThan(60_000);
    expect(lines[0]).not.toHaveProperty("bytes");
    // The fields in pino's order, msg last.
    expect(Object.keys(lines[2])).toEqual(["level", "time", "pid", "hostname", "method", "path", "status", "ms", "bytes", "msg"]);
  });

  test("a full batch goes out at once, a line longer than a batch is written whole, and many paths each keep their own", () => {
    const writes: Uint8Array[] = [];
    const { line, flush } = requestLines((bytes) => void writes.push(bytes));
    for (let i = 0; i < 2500; i++) line("GET", `/page/${i}`, 200, performance.now(), undefined);
    // Lines of some 150 bytes: a 64 KB batch was full long before the last (and the kept middles
    // of the paths started again at 2,000).
    expect(writes.length).toBeGreaterThan(0);
    const long = `/${"é".repeat(40_000)}`;
    line("GET", long, 404, performance.now(), undefined);
    flush();
    const lines = parsed(writes);
    expect(lines.map((entry) => entry.path)).toEqual([...Array.from({ length: 2500 }, (_, i) => `/page/${i}`), long]);
    // The time of each line is the wall clock's, to the ms.
    for (const entry of lines) expect(Math.abs(Date.parse(entry.time) - Date.now())).toBeLessThan(60_000);
  });
});
