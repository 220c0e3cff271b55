// JSON nested deeper than the stack, on a listening server (where a failing error handler
// becomes Bun's own bare text/plain 500): a JSON 400 with the usual headers. An admin write
// without a valid token is refused before its body is read at all.
import { describe, expect, test } from "bun:test";
import { SECURITY_HEADERS } from "../../src/platform/http/security-headers.ts";
import { deeplyNested } from "../support/hostile-requests.ts";
import { listeningSuite } from "../support/listening-suite.ts";

const suite = listeningSuite();

function post(path: string, body: string, headers: Record<string, string> = {}) {
  return fetch(suite.server.url + path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
}

async function expectJsonError(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toStartWith("application/json");
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name)).toBe(value);
  expect(await response.json()).toMatchObject({ success: false, message: expect.any(String) });
}

describe("deeply nested JSON", () => {
  test("a password nested 20,000 levels deep: a JSON 413 with the security headers (more than a sign-in takes)", async () => {
    await expectJsonError(await post("/api/admin/login", nestedBody("username", "password")), 413);
    expect(suite.t.log.lines.filter((line) => line.startsWith("error:"))).toEqual([]);
  });

  test("an admin write without a token: 401 before the body is parsed, whatever it holds", async () => {
    await expectJsonError(await post("/api/admin/deletelogo", nestedBody("id")), 401);
    await expectJsonError(await post("/api/admin/deletelogo", "{not json"), 401);
    await expectJsonError(await post("/api/admin/deletelogo", "{}", { authorization: "Bearer a.b.c" }), 401);
  });

  test("with a valid token the same body is a JSON 400", async () => {
    await expectJsonError(await post("/api/admin/deletelogo", nestedBody("id"), { authorization: `Bearer ${suite.token}` }), 400);
    await expectJsonError(await post("/api/admin/deletelogo", "{not json", { authorization: `bearer ${suite.token}` }), 400);
  });
});

/** `{"<first>": "x", "<deep>": [[[…]]]}`, the deep field 20,000 arrays down. */
function nestedBody(deep: string, first?: string): string {
  return `{${first ? `"${first}":"x",` : ""}"${deep}":${deeplyNested(20_000)}}`;
}
