// JSON nested deeper than the stack, on a listening server (where a failing error handler
// becomes Bun's own bare text/plain 500): a JSON 400 with the usual headers. An admin write
// without a valid token is refused before its body is read at all.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { SECURITY_HEADERS } from "../../src/http/security-headers.ts";
import { adminToken } from "../support/admin-api.ts";
import { listen, startTestApp, type TestApp } from "../support/app.ts";
import { deeplyNested } from "../support/hostile-requests.ts";

let t: TestApp;
let server: ReturnType<typeof listen>;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  server = listen(t.app);
  token = await adminToken(t);
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await t?.close();
});

function post(path: string, body: string, headers: Record<string, string> = {}) {
  return fetch(server.url + path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
}

async function expectJsonError(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toStartWith("application/json");
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name)).toBe(value);
  expect(await response.json()).toMatchObject({ success: false, message: expect.any(String) });
}

describe("deeply nested JSON", () => {
  test("a password nested 20,000 levels deep: a JSON 400 with the security headers", async () => {
    await expectJsonError(await post("/api/admin/login", nestedBody("username", "password")), 400);
    expect(t.log.lines.filter((line) => line.startsWith("error:"))).toEqual([]);
  });

  test("an admin write without a token: 401 before the body is parsed, whatever it holds", async () => {
    await expectJsonError(await post("/api/admin/deletelogo", nestedBody("id")), 401);
    await expectJsonError(await post("/api/admin/deletelogo", "{not json"), 401);
    await expectJsonError(await post("/api/admin/deletelogo", "{}", { authorization: "Bearer a.b.c" }), 401);
  });

  test("with a valid token the same body is a JSON 400", async () => {
    await expectJsonError(await post("/api/admin/deletelogo", nestedBody("id"), { authorization: `Bearer ${token}` }), 400);
    await expectJsonError(await post("/api/admin/deletelogo", "{not json", { authorization: `bearer ${token}` }), 400);
  });
});

/** `{"<first>": "x", "<deep>": [[[…]]]}`, the deep field 20,000 arrays down. */
function nestedBody(deep: string, first?: string): string {
  return `{${first ? `"${first}":"x",` : ""}"${deep}":${deeplyNested(20_000)}}`;
}
