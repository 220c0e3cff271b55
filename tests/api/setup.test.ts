// The first run's setup through the API: bad details are refused at their field and change
// nothing; "start empty" takes every sample record to the trash as one entry and gives the pages
// plain words; restoring that entry brings back the records and the words; and with
// SAMPLE_CONTENT=none a fresh install never has a sample row at all, and its setup offers none.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { DOCUMENTS } from "../../client/contract/documents/registry.ts";
import { migrationSeeds } from "../../src/features/seed/seed-content.ts";
import { neutralDocuments } from "../../src/features/seed/neutral-documents.ts";
import { seedDocuments } from "../../src/features/seed/documents.ts";
import { migrate } from "../../src/platform/db/migrate.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { adminToken } from "../support/admin-api.ts";
import { withEmptyDatabase } from "../support/empty-database.ts";
import { api, DAY, json } from "./helpers.ts";
import { startPurgeSchedule } from "../../src/platform/collections/purge.ts";
import { collections } from "../../src/collections.ts";

let t: TestApp;
let call: ReturnType<typeof api>;

beforeAll(async () => {
  t = await startTestApp({ firstRun: true });
  call = api(t, await adminToken(t));
}, 180_000);
afterAll(() => t.close());

const LISTS = ["logos", "clients", "projects", "portfolio_items", "service_cards", "motion_films"] as const;
const liveCounts = async () => {
  const counts: Record<string, number> = {};
  for (const table of LISTS)
    counts[table] = (await t.stores.sql`select count(*)::int as n from ${t.stores.sql(table)} where deleted_at is null`)[0]!.n;
  return counts;
};
const published = async () =>
  Object.fromEntries(
    (await t.stores.sql<{ key: string; published: unknown }[]>`select key, published from documents`).map((row) => [row.key, row.published]),
  );

const owner = {
  name: "Kite & Kiln",
  fullName: "Kite & Kiln Studio",
  phone: "+442079460000",
  phoneDisplay: "+44 20 7946 0000",
  email: "hello@kiteandkiln.example",
};

const socials = ["instagram", "youtube", "linkedin", "facebook", "behance"].map((key) => `social/${key}`);

describe("the first run's setup", () => {
  test("a fresh install says the setup is not done, and refuses bad details at their field, changing nothing", async () => {
    const state = await json(await call.get("/api/admin/setup"));
    expect(state.done).toBe(false);
    expect(state.hasSample).toBe(true);
    // The sample studio's details are asked afresh: the wizard starts them blank.
    expect(state.sample).toEqual(["name", "fullName", "phone", "phoneDisplay", "email", "designPortfolio", ...socials]);
    const before = await liveCounts();
    const refused = await call.json("/api/admin/setup", { ...state.studio, ...owner, email: "not an email", start: "empty" });
    expect(refused.status).toBe(400);
    const answer = await json(refused);
    expect(answer.message).toBe("Email must be a valid address, e.g. hello@studio.com");
    expect(await liveCounts()).toEqual(before);
    expect((await json(await call.get("/api/admin/setup"))).done).toBe(false);
    expect((await json(await call.get("/api/admin/studio"))).studio.name).toBe(state.studio.name);
  });

  test("start empty: every sample record in the trash as one entry, the pages in plain words with the studio's name; one restore brings all back", async () => {
    const before = await liveCounts();
    const linkItems = (await t.stores.sql<{ n: number }[]>`select count(*)::int as n from portfolio_items where project_id is null`)[0]!.n;
    const wordsBefore = await published();
    const { studio } = await json(await call.get("/api/admin/setup"));
    const answer = await json(await call.json("/api/admin/setup", { ...studio, ...owner, start: "empty" }));
    expect(answer.success).toBe(true);
    expect(answer.removed).toMatchObject({ collection: "batch", title: "The sample studio" });
    expect(await liveCounts()).toEqual({ logos: 0, clients: 0, projects: 0, portfolio_items: 0, service_cards: 0, motion_films: 0 });
    expect(await published()).toEqual(neutralDocuments(owner) as never);
    // What the owner gave is theirs; what they kept of the sample would still be asked.
    expect(await json(await call.get("/api/admin/setup"))).toMatchObject({ done: true, sample: ["designPortfolio", ...socials] });

    const home = await (await t.request("/")).text();
    expect(home).toContain("Kite &amp; Kiln, design studio.".split(",")[0]!);
    expect(home).not.toContain(seedDocuments.site.tagline.split(",")[0]!);
    expect(home).not.toContain(seedDocuments.home.caseStudy.heading);

    // The trash lists the batch once, not its 150-odd records.
    const items = (await json(await call.get("/api/admin/trash"))).items as Array<{ collection: string; id: string; title: string }>;
    // Labelled with the records it holds: a project's images and its places on the tabs count with it.
    const labelled = before.logos! + before.clients! + before.projects! + before.service_cards! + before.motion_films! + linkItems;
    expect(items).toEqual([
      expect.objectContaining({ collection: "batch", id: answer.removed.id, title: "The sample studio", label: `${labelled} records` }),
    ]);

    const restored = await call.json(`/api/admin/trash/batch/${answer.removed.id}/restore`, {});
    expect(restored.status).toBe(200);
    expect(await liveCounts()).toEqual(before);
    expect(await published()).toEqual(wordsBefore);
    expect((await json(await call.get("/api/admin/trash"))).items).toEqual([]);
    expect(await (await t.request("/")).text()).toContain(seedDocuments.home.caseStudy.heading);
    // The studio's details stay the owner's, and the setup stays done.
    expect((await json(await call.get("/api/admin/studio"))).studio.name).toBe(owner.name);
    expect((await json(await call.get("/api/admin/setup"))).done).toBe(true);
  });
});

describe("the sample's batch in the trash", () => {
  const startEmpty = async () => {
    const { studio } = await json(await call.get("/api/admin/setup"));
    return (await json(await call.json("/api/admin/setup", { ...studio, start: "empty" }))).removed as { collection: string; id: string };
  };

  test("a record made since in a sample project's place stops the restore with a clear 409, and nothing comes back half", async () => {
    const removed = await startEmpty();
    const [project] = await t.stores.sql<{ family: string; slug: string }[]>`select family, slug from projects where sample limit 1`;
    const made = await json(
      await call.json("/api/admin/projects", { title: "Mine", family: project!.family, tagline: "", description: "", status: "draft" }),
    );
    await t.stores.sql`update projects set slug = ${project!.slug} where id = ${made.project._id}`;
    const refused = await call.json(`/api/admin/trash/batch/${removed.id}/restore`, {});
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe("A record made since has the address of one in this batch: rename it, then restore");
    expect(await liveCounts()).toMatchObject({ logos: 0, clients: 0, projects: 1 });
    expect((await published()).home).toEqual(neutralDocuments((await json(await call.get("/api/admin/studio"))).studio).home as never);
    await t.stores.sql`delete from projects where id = ${made.project._id}`;
    expect((await call.json(`/api/admin/trash/batch/${removed.id}/restore`, {})).status).toBe(200);
  });

  test("the purge removes the batch whole after 30 days, and not before", async () => {
    await startEmpty();
    const purge = (days: number) => startPurgeSchedule({ ...t.stores, log: t.log, collections, now: () => new Date(Date.now() + days * DAY) });
    const early = purge(29.9);
    expect(await early.done).toBe(0);
    early.stop();
    expect((await json(await call.get("/api/admin/trash"))).items).toHaveLength(1);
    const late = purge(30.1);
    await late.done;
    late.stop();
    expect((await json(await call.get("/api/admin/trash"))).items).toEqual([]);
    expect((await t.stores.sql`select count(*)::int as n from projects`)[0]!.n).toBe(0);
    expect((await t.stores.sql`select count(*)::int as n from trash_batches`)[0]!.n).toBe(0);
  });
});

describe("SAMPLE_CONTENT=none", () => {
  test("the setup has no sample to offer; finishing it puts the studio's name in the pages' plain words, and nothing in the trash", async () => {
    const none = await startTestApp({ sampleContent: "none" });
    try {
      const noneCall = api(none, await adminToken(none));
      const state = await json(await noneCall.get("/api/admin/setup"));
      expect(state).toMatchObject({ done: false, hasSample: false });
      const answer = await json(await noneCall.json("/api/admin/setup", { ...state.studio, ...owner, start: "empty" }));
      expect(answer).toMatchObject({ message: "Your studio is set up: the pages carry your name, ready for your work", removed: null });
      const [home] = await none.stores.sql<{ published: unknown }[]>`select published from documents where key = 'home'`;
      expect(home!.published).toEqual(neutralDocuments(owner).home as never);
      expect((await json(await noneCall.get("/api/admin/trash"))).items).toEqual([]);
      expect((await json(await noneCall.get("/api/admin/setup"))).done).toBe(true);
      // Run again keeping the pages: nothing on them changes, and the answer says so.
      const kept = await json(await noneCall.json("/api/admin/setup", { ...state.studio, ...owner, name: "Kiln", start: "sample" }));
      expect(kept.message).toBe("Your studio is set up: your details are saved, the pages are as they were");
      const [same] = await none.stores.sql<{ published: unknown }[]>`select published from documents where key = 'home'`;
      expect(same!.published).toEqual(neutralDocuments(owner).home as never);
    } finally {
      await none.close();
    }
  }, 180_000);

  test("a fresh install migrates with no sample row, and pages in plain words", async () => {
    await withEmptyDatabase(async (sql) => {
      await migrate(sql, { seeds: migrationSeeds("none") });
      for (const table of [...LISTS, "project_images"]) expect((await sql`select count(*)::int as n from ${sql(table)}`)[0]!.n).toBe(0);
      const rows = await sql<{ key: string; published: unknown }[]>`select key, published from documents`;
      expect(rows.map((row) => row.key).sort()).toEqual(DOCUMENTS.map((spec) => spec.key).sort());
      const neutral = neutralDocuments({ name: "Studio", fullName: "Studio" });
      for (const row of rows) expect(row.published).toEqual(neutral[row.key as keyof typeof neutral] as never);
      const [settings] = await sql<{ studio: { name: string }; done: boolean }[]>`select studio, setup_done as done from site_settings`;
      expect(settings!.studio.name).toBe("Studio");
      expect(settings!.done).toBe(false);
    });
  }, 180_000);
});
