// Every whole number the API takes is checked against its column's range (Postgres integer:
// -2147483648 to 2147483647) before the database sees it: on a listening server, a version past
// it is a 400 in the contract's words, never a 500 from the database.
import { describe, expect, test } from "bun:test";
import { VERSION_MESSAGE } from "../client/contract/documents/answers.ts";
import { seedStudio } from "../src/features/seed/content.ts";
import { seedDocuments } from "../src/features/seed/documents.ts";
import { listeningSuite } from "./support/listening-suite.ts";

const suite = listeningSuite();

const send = async (method: string, path: string, body: unknown) => {
  const response = await fetch(suite.server.url + path, {
    method,
    headers: { authorization: `Bearer ${suite.token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, message: ((await response.json()) as { message: string }).message };
};

const projectContent = { title: "t", tagline: "", description: "", film: null, images: [] };

describe("a version past the integer column's range", () => {
  test.each([2 ** 31, 2 ** 53, -1])("%d: 400 in the contract's words on every endpoint that takes one", async (version) => {
    const [project] = await suite.t.stores.sql<{ id: string }[]>`select id from projects limit 1`;
    const projectPage = `/api/admin/projects/${project!.id}/page`;
    const answers = [
      await send("PUT", "/api/admin/pages/home/draft", { version, content: seedDocuments.home }),
      await send("POST", "/api/admin/pages/home/publish", { version }),
      await send("DELETE", "/api/admin/pages/home/draft", { version }),
      await send("PUT", `${projectPage}/draft`, { version, content: projectContent }),
      await send("POST", `${projectPage}/publish`, { version }),
      await send("DELETE", `${projectPage}/draft`, { version }),
      await send("PUT", "/api/admin/studio", { ...seedStudio, version }),
    ];
    for (const answer of answers) expect(answer).toEqual({ status: 400, message: VERSION_MESSAGE });
  });

  test("the largest version the column holds is read as a version (an older copy: 409)", async () => {
    expect((await send("POST", "/api/admin/pages/home/publish", { version: 2 ** 31 - 1 })).status).toBe(409);
  });
});

describe("the activity log's cursor", () => {
  const activity = async (before: string) => {
    const response = await fetch(`${suite.server.url}/api/admin/activity?before=${encodeURIComponent(before)}`, {
      headers: { authorization: `Bearer ${suite.token}` },
    });
    return { status: response.status, message: ((await response.json()) as { message: string }).message };
  };

  test.each(["9999999999999999999", "9223372036854775808", "+275760-09-14T00:00:00Z"])(
    "%s, past what the log's ids or times hold: 400",
    async (before) => {
      expect(await activity(before)).toEqual({ status: 400, message: "before must be an entry id or an ISO time" });
    },
  );

  test("an id or a time within range reads a page", async () => {
    expect((await activity("922337203685477580")).status).toBe(200);
    expect((await activity("2026-11-27T00:00:00Z")).status).toBe(200);
  });
});
