// The activity log: every admin write is recorded once, with who, when, from which address and
// browser; it reads newest first, a page at a time; it stays bounded.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { ACTIVITY_KEEP_ENTRIES, failedSignIns, pruneActivity } from "../../src/platform/activity/queries.ts";
import { adminToken } from "../support/admin-api.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { imageFile, json } from "./helpers.ts";

const ADDRESS = "203.0.113.45";
const AGENT = "Mozilla/5.0 (Macintosh) Safari/605.1.15";

/** Our proxy appends the visitor's address; what the client wrote before it proves nothing. */
const FROM = { "x-forwarded-for": `198.51.100.1, ${ADDRESS}`, "user-agent": AGENT };

let t: TestApp;
let token: string;

beforeAll(async () => {
  // Behind a trusted proxy, so the test can say which address each request comes from.
  t = await startTestApp({ config: { trustProxy: true } });
  token = await adminToken(t);
}, 180_000);
afterAll(() => t.close());

function send(method: string, path: string, body?: FormData | object) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...FROM };
  if (body && !(body instanceof FormData)) headers["content-type"] = "application/json";
  return t.request(path, { method, headers, body: body instanceof FormData ? body : body && JSON.stringify(body) });
}
const form = (fields: Record<string, string | File>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const latest = async (limit = 1) => (await json(await send("GET", `/api/admin/activity?limit=${limit}`))).entries as Array<Record<string, any>>;

describe("activity entries", () => {
  // Seven writes, three with an image to encode: over 5 s when two test workers share the cores.
  test("create, update, reorder, delete, restore and delete forever each add one entry naming the record", async () => {
    const { logo } = await json(await send("POST", "/api/admin/addlogo", form({ name: "Orbit Labs", image: await imageFile() })));
    await send("POST", "/api/admin/updatelogo", form({ id: logo._id, name: "Orbit Labs 2", image: await imageFile() }));
    const ids = (await json(await t.request("/api/admin/logos"))).logos.map((l: { _id: string }) => l._id).reverse();
    await send("PUT", "/api/admin/logos/order", { ids });
    const review = JSON.stringify({ clientName: "Priya Raman", clientPryTitle: "Quote", clientSryTitle: "Highlight" });
    const { client } = await json(await send("POST", "/api/admin/clients", form({ client: review, clientImg: await imageFile() })));
    await send("POST", "/api/admin/deleteclient", { id: client._id });
    await send("POST", `/api/admin/trash/reviews/${client._id}/restore`, {});
    await send("POST", "/api/admin/deletelogo", { id: logo._id });
    await send("DELETE", `/api/admin/trash/logos/${logo._id}`);

    const entries = (await latest(8)).reverse();
    expect(entries.map((entry) => [entry.action, entry.summary])).toEqual([
      ["create", 'Added logo "Orbit Labs"'],
      ["update", 'Updated logo "Orbit Labs 2"'],
      ["reorder", "Reordered the logo list"],
      ["create", 'Added review "Priya Raman"'],
      ["delete", 'Moved review "Priya Raman" to the trash'],
      ["restore", 'Restored review "Priya Raman" from the trash'],
      ["delete", 'Moved logo "Orbit Labs 2" to the trash'],
      ["purge", 'Deleted logo "Orbit Labs 2" forever'],
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ actor: "admin", address: ADDRESS, userAgent: AGENT, id: expect.any(String) });
      expect(Math.abs(Date.parse(entry.at) - Date.now())).toBeLessThan(60_000);
    }
  }, 90_000);

  test("a refused write (validation, unknown record, no token) records nothing", async () => {
    const before = (await latest())[0]!.id;
    await send("POST", "/api/admin/addlogo", form({ name: "No image" }));
    await send("POST", "/api/admin/deletelogo", { id: "4b0c7f2e-9d1a-4c55-8e0b-3f6a2d9c1e77" });
    await send("PUT", "/api/admin/logos/order", { ids: [] });
    await t.request("/api/admin/deletelogo", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect((await latest())[0]!.id).toBe(before);
  });

  test("pages newest first with a cursor; the log needs a signed-in admin", async () => {
    const all = await latest(200);
    const first = await json(await send("GET", "/api/admin/activity?limit=3"));
    expect(first.entries).toEqual(all.slice(0, 3));
    const second = await json(await send("GET", `/api/admin/activity?limit=3&before=${first.next}`));
    expect(second.entries).toEqual(all.slice(3, 6));
    const byTime = await json(await send("GET", `/api/admin/activity?before=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`));
    expect(byTime.entries.length).toBe(all.length);
    expect(byTime.next).toBeNull();
    expect((await send("GET", "/api/admin/activity?before=yesterday")).status).toBe(400);
    expect((await send("GET", "/api/admin/activity?limit=100000")).status).toBe(400);
    expect((await t.request("/api/admin/activity")).status).toBe(401);
  });
});

describe("sign-in events (through the auth routes' audit)", () => {
  test("a failed sign-in, a sign-in and a sign-out are recorded with address and browser", async () => {
    const login = (password: string) =>
      t.request("/api/admin/login", {
        method: "POST",
        headers: { "content-type": "application/json", ...FROM },
        body: JSON.stringify({ username: "admin", password }),
      });
    expect((await login("not the password")).status).toBe(401);
    const { token: session } = await json(await login("test-password-for-admin-api"));
    expect((await t.request("/api/admin/logout", { method: "POST", headers: { authorization: `Bearer ${session}`, ...FROM } })).status).toBe(200);

    const entries = (await latest(3)).reverse();
    expect(entries.map((entry) => [entry.action, entry.actor, entry.summary])).toEqual([
      ["sign-in-failed", null, failedSignIns(1)],
      ["sign-in", "admin", "Signed in"],
      ["sign-out", "admin", "Signed out"],
    ]);
    // What a failed sign-in typed (its browser's name among it) is not kept.
    expect(entries[0]).toMatchObject({ address: ADDRESS, userAgent: "" });
    for (const entry of entries.slice(1)) expect(entry).toMatchObject({ address: ADDRESS, userAgent: AGENT });
  });
});

describe("retention", () => {
  test("keeps the newest 5,000 entries and nothing older than 180 days", async () => {
    const { sql } = t.stores;
    await sql`insert into activity (at, action, summary) values (now() - interval '181 days', 'update', 'ancient')`;
    await sql`insert into activity (at, action, summary) values (now() - interval '179 days', 'update', 'old but kept')`;
    await sql`insert into activity (action, summary) select 'update', 'filler ' || n from generate_series(1, ${ACTIVITY_KEEP_ENTRIES - 10}) n`;
    await pruneActivity(sql);
    const kept = await sql<{ summary: string }[]>`select summary from activity order by id`;
    expect(kept.some((row) => row.summary === "ancient")).toBe(false);
    expect(kept.some((row) => row.summary === "old but kept")).toBe(true);

    await sql`insert into activity (action, summary) select 'update', 'more ' || n from generate_series(1, 50) n`;
    // The next write prunes: the log never grows past its bound.
    await send("PUT", "/api/admin/reviews/order", {
      ids: (await json(await t.request("/api/admin/clients"))).clients.map((c: { _id: string }) => c._id),
    });
    const [count] = await sql<{ n: number }[]>`select count(*)::int as n from activity`;
    expect(count!.n).toBe(ACTIVITY_KEEP_ENTRIES);
    expect((await latest())[0]!.action).toBe("reorder");
  });
});
