import { describe, expect, test } from "bun:test";
import { answerLog } from "./request-log.ts";

describe("answerLog", () => {
  test("a line with the answer's size where the answer states it, and the path without its query", () => {
    const lines: unknown[][] = [];
    const { answered, cached } = answerLog((...line) => void lines.push(line));
    const started = performance.now();
    const request = new Request("http://site.test/media/logos/a.png?token=sekrit", { headers: { authorization: "Bearer sekrit" } });
    const stated = new Response("12345", { status: 206, headers: { "content-length": "5" } });
    expect(answered(request, stated, started)).toBe(stated);
    answered(new Request("http://site.test/", { method: "HEAD" }), new Response("unstated"), started);
    // A cached answer's path comes with it (read once, from the URL), and its size is not looked up.
    cached({ response: new Response("cached", { headers: { "content-length": "6" } }), path: "/work" }, started);
    expect(lines).toEqual([
      ["GET", "/media/logos/a.png", 206, started, 5],
      ["HEAD", "/", 200, started, undefined],
      ["GET", "/work", 200, started, undefined],
    ]);
  });
});
