// A subject's revisions are capped: its first and its newest REVISIONS_KEEP stay, the ones between
// go as new ones come (300 publishes once kept 300 revisions, each a whole page, in every backup).
// A revert to any kept revision still works, the first among them.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { REVISION_MESSAGES, type Revision } from "../../client/contract/revisions.ts";
import { BASELINE_SUMMARY } from "../../src/platform/revisions/queries.ts";
import { adminToken } from "../support/admin-api.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { api, json } from "./helpers.ts";

const KEEP = 5;
const PUBLISHES = KEEP + 30;

let t: TestApp;
let token: string;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await startTestApp({ config: { revisionsKeep: KEEP } });
  token = await adminToken(t);
  call = api(t, token);
}, 180_000);
afterAll(() => t.close());

const history = async (): Promise<Revision[]> => (await json(await call.get(`/api/admin/revisions/${encodeURIComponent("page:home")}`))).revisions;
const revert = (id: string) =>
  t.request(`/api/admin/revisions/page%3Ahome/${id}/revert`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
const heroLine = async () => (await json(await call.get("/api/admin/pages/home"))).page.published.hero.eyebrow as string;

async function publishLine(line: string) {
  const { page } = await json(await call.get("/api/admin/pages/home"));
  const content = { ...page.published, hero: { ...page.published.hero, eyebrow: line } };
  const saved = await json(await call.json("/api/admin/pages/home/draft", { version: page.version, content }, "PUT"));
  expect((await call.json("/api/admin/pages/home/publish", { version: saved.page.version })).status).toBe(200);
}

test(`${PUBLISHES} publishes keep the first revision and the newest ${KEEP}; a revert to either still works`, async () => {
  const seeded = await heroLine();
  for (let n = 1; n <= PUBLISHES; n++) await publishLine(`Line number ${n}`);
  const kept = await history();
  // Numbered as ever: the first (what the page was before the first publish) and the newest five.
  expect(kept.map((revision) => revision.number)).toEqual([36, 35, 34, 33, 32, 1]);
  expect(kept.at(-1)!.summary).toBe(BASELINE_SUMMARY);

  const oldest = kept.at(-2)!;
  expect((await revert(oldest._id)).status).toBe(200);
  expect(await heroLine()).toBe(`Line number ${PUBLISHES - KEEP + 1}`);
  expect((await revert(kept.at(-1)!._id)).status).toBe(200);
  expect(await heroLine()).toBe(seeded);
  // Each revert is a new revision, and the cap holds.
  const after = await history();
  expect(after.map((revision) => revision.number)).toEqual([38, 37, 36, 35, 34, 1]);
  expect(after[0]!.summary).toBe(REVISION_MESSAGES.reverted(1));
}, 240_000);
