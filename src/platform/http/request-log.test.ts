import { describe, expect, test } from "bun:test";
import { captureLogger } from "../../../tests/support/logger.ts";
import { answerLog } from "./request-log.ts";

describe("answerLog", () => {
  test("a line with the answer's size where the answer states it, and the path without its query", () => {
    const log = captureLogger();
    const logged = answerLog(log);
    const started = performance.now();
    const request = new Request("http://site.test/media/logos/a.png?token=sekrit", { headers: { authorization: "Bearer sekrit" } });
    const stated = new Response("12345", { status: 206, headers: { "content-length": "5" } });
    expect(logged(request, stated, started)).toBe(stated);
    logged(new Request("http://site.test/"), new Response("unstated"), started);
    const [first, second] = log.lines.map((line) => JSON.parse(line.slice("info: request ".length)));
    expect(first).toMatchObject({ method: "GET", path: "/media/logos/a.png", status: 206, bytes: 5 });
    expect(first.ms).toBeGreaterThanOrEqual(0);
    expect(second).toMatchObject({ path: "/", status: 200 });
    expect(second).not.toHaveProperty("bytes");
    expect(log.lines.join()).not.toContain("sekrit");
  });
});
