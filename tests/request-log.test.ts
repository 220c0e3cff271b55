// What an operator reads from a production server: a JSON object per line with its time and
// level, and a line for every answer (a cached page and a 404 too) without the query string, the
// headers or the body (src/platform/http/request-log.ts).
import { describe, expect, test } from "bun:test";
import { serverProcesses } from "./support/server-process.ts";
import { until } from "./support/until.ts";

const servers = serverProcesses("request-log");

type Line = { level: string; time: string; msg: string; method?: string; path?: string; status?: number; ms?: number; bytes?: number };

const jsonLines = (text: string): Line[] =>
  text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Line);

describe("request log", () => {
  test("every answer is a JSON line with method, path, status and time, and nothing secret", async () => {
    const server = await servers.start(await servers.env());
    // The first visit renders the home page, the second is answered from the cache.
    for (let i = 0; i < 2; i++) expect((await fetch(`${server.url}/`)).status).toBe(200);
    const missing = await fetch(`${server.url}/no-such-page?token=sekrit-query`, {
      headers: { authorization: "Bearer sekrit-header", cookie: "session=sekrit-cookie" },
    });
    expect(missing.status).toBe(404);
    const signIn = await fetch(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "sekrit-body" }),
    });
    expect(signIn.status).toBe(401);

    const requests = await until(
      () => {
        const lines = jsonLines(server.output().stdout).filter((line) => line.msg === "request");
        return lines.length >= 4 ? lines : undefined;
      },
      { what: "four request lines" },
    );
    expect(requests.map(({ method, path, status }) => `${method} ${path} ${status}`)).toEqual([
      "GET / 200",
      "GET / 200",
      "GET /no-such-page 404",
      "POST /api/admin/login 401",
    ]);
    for (const line of requests) {
      expect(line.level).toBe("info");
      expect(Date.parse(line.time)).toBeGreaterThan(Date.now() - 60_000);
      expect(line.ms).toBeGreaterThanOrEqual(0);
    }
    expect(server.output().stdout + server.output().stderr).not.toContain("sekrit");
  }, 180_000);
});
