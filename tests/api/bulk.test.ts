// Bulk work on the managed lists (src/platform/collections/bulk-routes.ts): each action on the
// records chosen, in one transaction with one activity entry; the public pages change at once;
// an unknown record, one of another list or too many, and nothing changes.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { BULK_MAX } from "../../client/contract/bulk.ts";
import { projectPath } from "../../client/contract/families.ts";
import type { TestApp } from "../support/app.ts";
import { adminApp, type api, expectUnauthorized, json, UNKNOWN_ID } from "./helpers.ts";

let t: TestApp;
let call: ReturnType<typeof api>;

beforeAll(async () => ({ t, call } = await adminApp()), 60_000);
afterAll(() => t.close());

type Named = { _id: string; name: string };
type Project = { _id: string; title: string; family: string; slug: string; status: string; updatedAt: string };
type Item = { _id: string; title: string; projectId: string | null };

const bulk = (list: string, body: Record<string, unknown>) => call.json(`/api/admin/bulk/${list}`, body);
const logos = async () => (await json(await call.get("/api/admin/logos"))).logos as Named[];
const projects = async () => (await json(await call.get("/api/admin/projects"))).projects as Project[];
const tab = async (slug: string) => (await json(await call.get(`/api/admin/portfolio?tab=${slug}`))).items as Item[];
const latest = async (limit: number) => (await json(await call.get(`/api/admin/activity?limit=${limit}`))).entries as Array<Record<string, string>>;
const home = async () => (await t.request("/")).text();

describe("delete and restore", () => {
  test("three logos go to the trash in one step, leave the home page, and one restore brings exactly them back in place", async () => {
    const before = await logos();
    const chosen = [before[1]!, before[4]!, before[7]!];
    expect(await home()).toContain(chosen[0]!.name);
    const entries = (await latest(1))[0]?.id;

    const deleted = await bulk("logos", { action: "delete", ids: chosen.map((logo) => logo._id) });
    expect(deleted.status).toBe(200);
    const answer = await json(deleted);
    expect(answer).toMatchObject({ success: true, message: "Moved 3 logos to the trash", action: "delete", list: "logos" });
    expect(answer.changed).toEqual(chosen.map((logo) => ({ collection: "logos", id: logo._id, label: "Logo", title: logo.name })));
    expect((await logos()).map((logo) => logo._id)).toEqual(before.filter((logo) => !chosen.includes(logo)).map((logo) => logo._id));
    const page = await home();
    for (const logo of chosen) expect(page).not.toContain(`alt="${logo.name}"`);

    // One entry for the three, naming them.
    const [entry, previous] = await latest(2);
    expect(previous!.id).toBe(entries!);
    expect(entry).toMatchObject({
      action: "delete",
      actor: "admin",
      summary: `Moved 3 logos to the trash: ${chosen.map((l) => `"${l.name}"`).join(", ")}`,
    });
    const trash = (await json(await call.get("/api/admin/trash"))).items as Array<{ id: string }>;
    expect(trash.map((item) => item.id).sort()).toEqual(chosen.map((logo) => logo._id).sort());

    const restored = await json(await bulk("logos", { action: "restore", ids: answer.changed.map((ref: { id: string }) => ref.id) }));
    expect(restored).toMatchObject({ success: true, message: "Restored 3 logos", action: "restore" });
    expect((await logos()).map((logo) => logo._id)).toEqual(before.map((logo) => logo._id));
    expect(await home()).toContain(`alt="${chosen[0]!.name}"`);
    expect((await latest(1))[0]).toMatchObject({ action: "restore", summary: `Restored 3 logos: ${chosen.map((l) => `"${l.name}"`).join(", ")}` });
    expect((await json(await call.get("/api/admin/trash"))).items).toEqual([]);
  });

  test("a project goes with its entries on the tabs, and comes back with them", async () => {
    const [boat] = (await projects()).filter((project) => project.title === "Speed Boat");
    const onCgi = async () => (await tab("cgi")).some((item) => item.projectId === boat!._id);
    expect(await onCgi()).toBe(true);
    await bulk("projects", { action: "delete", ids: [boat!._id] });
    expect(await onCgi()).toBe(false);
    expect((await t.request(projectPath("productvisualization", boat!.slug))).status).toBe(404);
    await bulk("projects", { action: "restore", ids: [boat!._id] });
    expect(await onCgi()).toBe(true);
    expect((await t.request(projectPath("productvisualization", boat!.slug))).status).toBe(200);
  });

  test("a project whose address was taken meanwhile does not come back, nor do the others chosen with it", async () => {
    const [first, second] = (await projects()).filter((project) => project.family === "guidelines");
    await bulk("projects", { action: "delete", ids: [first!._id, second!._id] });
    const twin = await json(await call.json("/api/admin/projects", { title: first!.title, slug: first!.slug, family: "guidelines" }));
    const refused = await bulk("projects", { action: "restore", ids: [first!._id, second!._id] });
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe(
      "One of them clashes with a live project (the same address or name). Change that project first. Nothing was changed.",
    );
    expect((await projects()).map((project) => project._id)).not.toContain(second!._id);
    await call.delete(`/api/admin/projects/${twin.project._id}`);
    expect((await json(await bulk("projects", { action: "restore", ids: [first!._id, second!._id] }))).message).toBe("Restored 2 projects");
    await call.delete(`/api/admin/trash/projects/${twin.project._id}`);
  });

  test("the trash restores records of several lists chosen together, and refuses all if one is not there", async () => {
    const [logo] = await logos();
    const [review] = (await json(await call.get("/api/admin/clients"))).clients as Named[];
    await bulk("logos", { action: "delete", ids: [logo!._id] });
    await bulk("reviews", { action: "delete", ids: [review!._id] });
    const items = [`logos/${logo!._id}`, `reviews/${review!._id}`];

    const refused = await call.json("/api/admin/trash/restore", { items: [...items, `logos/${UNKNOWN_ID}`] });
    expect(refused.status).toBe(404);
    expect((await json(refused)).message).toContain("Nothing was changed");
    expect((await json(await call.get("/api/admin/trash"))).items).toHaveLength(2);

    const restored = await json(await call.json("/api/admin/trash/restore", { items }));
    expect(restored).toMatchObject({ success: true, message: "Restored 2 records" });
    expect(restored.restored.map((ref: { title: string }) => ref.title)).toEqual([logo!.name, review!.name]);
    expect((await json(await call.get("/api/admin/trash"))).items).toEqual([]);
    expect((await logos())[0]!._id).toBe(logo!._id);
    expect((await latest(1))[0]).toMatchObject({ action: "restore", summary: `Restored 2 records: "${logo!.name}", "${review!.name}"` });
  });
});

describe("publish and unpublish", () => {
  test("three projects unpublished leave the public site; published again they are back", async () => {
    const chosen = (await projects()).filter((project) => project.status === "published").slice(0, 3);
    const paths = chosen.map((project) => projectPath(project.family as never, project.slug));
    for (const path of paths) expect((await t.request(path)).status).toBe(200);

    const off = await json(await bulk("projects", { action: "unpublish", ids: chosen.map((project) => project._id) }));
    expect(off).toMatchObject({ success: true, message: "Unpublished 3 projects", action: "unpublish" });
    for (const path of paths) expect((await t.request(path)).status).toBe(404);
    const after = await projects();
    for (const project of chosen) expect(after.find((p) => p._id === project._id)!.status).toBe("draft");
    expect((await latest(1))[0]).toMatchObject({
      action: "update",
      summary: `Unpublished 3 projects: ${chosen.map((p) => `"${p.title}"`).join(", ")}`,
    });

    // An editor opened before the change cannot save its old status over it.
    const stale = await call.json(`/api/admin/projects/${chosen[0]!._id}`, { status: "published", updatedAt: chosen[0]!.updatedAt }, "PATCH");
    expect(stale.status).toBe(409);

    expect((await json(await bulk("projects", { action: "publish", ids: chosen.map((project) => project._id) }))).message).toBe(
      "Published 3 projects",
    );
    for (const path of paths) expect((await t.request(path)).status).toBe(200);
  });

  test("a list without a status cannot be published", async () => {
    const [logo] = await logos();
    const refused = await bulk("logos", { action: "publish", ids: [logo!._id] });
    expect(refused.status).toBe(400);
    expect((await json(refused)).message).toBe("Logos cannot be published or unpublished");
  });
});

describe("hide and show", () => {
  const services = async () => (await json(await call.get("/api/admin/services"))).services as Array<Named & { slug: string; hidden: boolean }>;
  const tabs = async () => (await json(await call.get("/api/admin/portfolio-tabs"))).tabs as Array<{ _id: string; label: string; hidden: boolean }>;
  /** The tab row of the portfolio page as a visitor sees it. */
  const shownTabs = async () => [...(await (await t.request("/portfolio")).text()).matchAll(/role="tab"[^>]*>([^<]+)</g)].map((match) => match[1]);

  test("two services hidden leave the site (no page, no link) and stay in the admin; shown again they are back", async () => {
    const chosen = (await services()).filter((service) => ["WebDesign", "animation"].includes(service._id));
    expect(chosen).toHaveLength(2);
    for (const service of chosen) expect((await t.request(`/${service.slug}`)).status).toBe(200);

    const off = await json(await bulk("services", { action: "hide", ids: chosen.map((service) => service._id) }));
    expect(off).toMatchObject({ success: true, message: "Hid 2 services from the site", action: "hide", list: "services" });
    for (const service of chosen) expect((await t.request(`/${service.slug}`)).status).toBe(404);
    const page = await home();
    for (const service of chosen) expect(page).not.toContain(`href="/${service.slug}"`);
    expect((await services()).filter((service) => service.hidden).map((service) => service._id)).toEqual(chosen.map((service) => service._id));
    expect((await latest(1))[0]).toMatchObject({
      action: "update",
      summary: `Hid 2 services from the site: ${chosen.map((s) => `"${s.name}"`).join(", ")}`,
    });

    const on = await json(await bulk("services", { action: "show", ids: chosen.map((service) => service._id) }));
    expect(on.message).toBe("Showed 2 services on the site");
    for (const service of chosen) expect((await t.request(`/${service.slug}`)).status).toBe(200);
    expect((await services()).some((service) => service.hidden)).toBe(false);
  });

  test("two tabs hidden leave the portfolio page's tabs; shown again they are back", async () => {
    const chosen = (await tabs()).filter((tab) => ["stills", "brochure"].includes(tab._id));
    for (const tab of chosen) expect(await shownTabs()).toContain(tab.label);
    const off = await json(await bulk("portfolio-tabs", { action: "hide", ids: chosen.map((tab) => tab._id) }));
    expect(off.message).toBe("Hid 2 portfolio tabs from the site");
    const shown = await shownTabs();
    for (const tab of chosen) expect(shown).not.toContain(tab.label);
    expect(shown).toContain("Posters");
    expect((await bulk("portfolio-tabs", { action: "show", ids: chosen.map((tab) => tab._id) })).status).toBe(200);
    for (const tab of chosen) expect(await shownTabs()).toContain(tab.label);
  });

  test("a list without a hidden flag cannot be hidden, and one unknown tab hides none", async () => {
    const [logo] = await logos();
    const refused = await bulk("logos", { action: "hide", ids: [logo!._id] });
    expect(refused.status).toBe(400);
    expect((await json(refused)).message).toBe("Logos cannot be hidden or shown");
    const unknown = await bulk("portfolio-tabs", { action: "hide", ids: ["stills", "nope"] });
    expect(unknown.status).toBe(404);
    expect((await tabs()).some((tab) => tab.hidden)).toBe(false);
  });
});

describe("move to a tab", () => {
  test("items move to the top of another tab in their order; the public tab shows them there", async () => {
    const posters = await tab("posters");
    const chosen = posters.filter((item) => !item.projectId).slice(0, 2);
    const moved = await json(await bulk("portfolio-items", { action: "move", ids: chosen.map((item) => item._id), to: "stills" }));
    expect(moved).toMatchObject({ success: true, message: "Moved 2 portfolio items to Stills", action: "move" });
    expect((await tab("stills")).slice(0, 2).map((item) => item._id)).toEqual(chosen.map((item) => item._id));
    expect((await tab("posters")).map((item) => item._id)).not.toContain(chosen[0]!._id);
    const page = await (await t.request("/portfolio?tab=stills")).text();
    expect(page).toContain(chosen[0]!.title);
  });

  test("a project already on the tab is refused, and nothing moves; nor to Motion, nor without a tab", async () => {
    const cgi = await tab("cgi");
    const entry = cgi.find((item) => item.projectId)!;
    const project = (await projects()).find((p) => p._id === entry.projectId)!;
    const other = (await tab("posters")).find((item) => !item.projectId)!;
    // Put the same project on Posters too (as its editor would), then move that entry to CGI.
    const [copy] = await t.stores.sql<{ id: string }[]>`
      insert into portfolio_items (tab, project_id, position) values ('posters', ${project._id}, -100) returning id::text as id`;
    const refused = await bulk("portfolio-items", { action: "move", ids: [other._id, copy!.id], to: "cgi" });
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe(
      "A project chosen is already on CGI: unselect it, or take that project off CGI first. Nothing was moved.",
    );
    expect((await tab("cgi")).map((item) => item._id)).toEqual(cgi.map((item) => item._id));

    for (const [to, message] of [
      ["motion", "Choose where to move them: Posters, CGI, Stills, Brand Guidelines, Brochure"],
      [undefined, "Choose where to move them: Posters, CGI, Stills, Brand Guidelines, Brochure"],
    ] as const) {
      const wrong = await bulk("portfolio-items", { action: "move", ids: [other._id], to });
      expect(wrong.status).toBe(400);
      expect((await json(wrong)).message).toBe(message);
    }
    const logo = await bulk("logos", { action: "move", ids: [(await logos())[0]!._id], to: "cgi" });
    expect((await json(logo)).message).toBe("Logos cannot be moved");
    await t.stores.sql`delete from portfolio_items where id = ${copy!.id}`;
  });
});

describe("what is refused", () => {
  test("an unknown id, or one of another list: a 404 naming how many, and nothing changes", async () => {
    const before = await logos();
    const [project] = await projects();
    for (const stranger of [UNKNOWN_ID, project!._id]) {
      const response = await bulk("logos", { action: "delete", ids: [before[0]!._id, before[1]!._id, stranger] });
      expect(response.status).toBe(404);
      const answer = await json(response);
      expect(answer.message).toBe(
        "1 of the 3 logos chosen is not in the list any more (changed elsewhere?). Nothing was changed: reload and choose again.",
      );
      expect(answer.missing).toEqual([stranger]);
      expect((await logos()).map((logo) => logo._id)).toEqual(before.map((logo) => logo._id));
    }
    // A record not in the trash cannot be restored.
    const live = await bulk("logos", { action: "restore", ids: [before[0]!._id] });
    expect(live.status).toBe(404);
    expect((await json(live)).message).toBe(
      "The logo chosen is not in the trash any more (changed elsewhere?). Nothing was changed: reload and choose again.",
    );
  });

  test(`more than ${BULK_MAX} ids, none, an unknown action or list: refused with a clear message`, async () => {
    const ids = Array.from({ length: BULK_MAX + 1 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    const cases: Array<[string, Record<string, unknown>, number, string]> = [
      ["logos", { action: "delete", ids }, 400, `Choose between 1 and ${BULK_MAX} records`],
      ["logos", { action: "delete", ids: [] }, 400, `Choose between 1 and ${BULK_MAX} records`],
      ["logos", { action: "shred", ids: [UNKNOWN_ID] }, 400, "Action must be one of delete, restore, publish, unpublish, hide, show, move"],
      ["logos", { action: "delete", ids: ["1' or '1'='1"] }, 400, "Record id is missing or invalid"],
      ["admins", { action: "delete", ids: [UNKNOWN_ID] }, 404, "No such list"],
    ];
    for (const [list, body, status, message] of cases) {
      const response = await bulk(list, body);
      expect(`${response.status} ${(await json(response)).message}`).toBe(`${status} ${message}`);
    }
    const many = await call.json("/api/admin/trash/restore", { items: ids.map((id) => `logos/${id}`) });
    expect(many.status).toBe(400);
  });

  test("without the admin's token: 401", async () => {
    await expectUnauthorized(t, ["POST", "/api/admin/bulk/logos", { action: "delete", ids: [UNKNOWN_ID] }]);
    await expectUnauthorized(t, ["POST", "/api/admin/trash/restore", { items: [`logos/${UNKNOWN_ID}`] }]);
  });
});
