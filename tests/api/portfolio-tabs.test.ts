// The portfolio tabs as a managed list (src/features/portfolio/tab-routes.ts): add, rename, reorder,
// hide and remove, with what the portfolio page then shows; bad input gets a clear error and
// changes nothing.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { SEED_TABS } from "../../src/features/seed/tabs.ts";
import type { TestApp } from "../support/app.ts";
import { adminApp, type api, expectUnauthorized, json } from "./helpers.ts";

let t: TestApp;
let call: ReturnType<typeof api>;

beforeAll(async () => ({ t, call } = await adminApp()), 60_000);
afterAll(() => t.close());

type Tab = { _id: string; slug: string; label: string; heading: string; intro: string; style: string; hidden: boolean };
const tabs = async (): Promise<Tab[]> => (await json(await call.get("/api/admin/portfolio-tabs"))).tabs;
const page = async (path = "/portfolio") => (await t.request(path)).text();
/** The tab row of the portfolio page as a visitor sees it: each tab's label. */
const shownTabs = async (path = "/portfolio") => [...(await page(path)).matchAll(/role="tab"[^>]*>([^<]+)</g)].map((match) => match[1]);

test("the six of the spec are seeded, in order, with their words; Motion is the films tab", async () => {
  const seeded = await tabs();
  expect(seeded.map((tab) => [tab._id, tab.slug, tab.label, tab.heading, tab.intro])).toEqual(
    SEED_TABS.map((tab) => [tab.id, tab.id, tab.label, tab.heading, tab.intro]),
  );
  expect(seeded.filter((tab) => tab.style === "films").map((tab) => tab.label)).toEqual(["Motion"]);
});

test("the endpoints need a signed-in owner", async () => {
  for (const endpoint of [
    ["GET", "/api/admin/portfolio-tabs"],
    ["POST", "/api/admin/portfolio-tabs", { label: "Murals" }],
    ["PATCH", "/api/admin/portfolio-tabs/cgi", { label: "3D" }],
    ["DELETE", "/api/admin/portfolio-tabs/cgi"],
  ] as const) {
    await expectUnauthorized(t, endpoint as never);
  }
});

describe("adding a tab", () => {
  test("it goes last, takes an address from its name, and shows on /portfolio once it has work", async () => {
    const added = await call.json("/api/admin/portfolio-tabs", { label: "Murals & Walls", intro: "Painted big." });
    const tab = await call.created(added, "tab");
    expect(tab).toMatchObject({
      slug: "murals-walls",
      label: "Murals & Walls",
      heading: "Murals & Walls",
      intro: "Painted big.",
      style: "items",
      hidden: false,
    });
    expect((await tabs()).at(-1)!._id).toBe(tab._id);
    // Empty: not on the page yet.
    expect(await shownTabs()).not.toContain("Murals &amp; Walls");

    const posters = (await json(await call.get("/api/admin/portfolio?tab=posters"))).items;
    const moved = await call.json("/api/admin/bulk/portfolio-items", { action: "move", ids: [posters[0]._id], to: tab._id });
    expect(moved.status).toBe(200);
    expect((await json(moved)).message).toBe("Moved 1 portfolio item to Murals & Walls");
    expect(await shownTabs()).toContain("Murals &amp; Walls");
    const html = await page("/portfolio?tab=murals-walls");
    expect(html).toMatch(/id="portfolio-tab-murals-walls"[^>]*aria-selected="true"/);
    expect(html).toContain("Painted big.");
  });

  // The tabs' own refusals name their field, where the admin's form says them (the schema's
  // messages are the form's own, which it places itself).
  test.each([
    [{ label: "" }, 400, "Name is required", undefined],
    [{ label: "   " }, 400, "Name is required", undefined],
    [{ label: "x".repeat(41) }, 400, "Name must be at most 40 characters", undefined],
    [{ label: "!!!" }, 400, "Give the tab an address of letters or digits: its name has none", "slug"],
    [{ label: "Other CGI", slug: "cgi" }, 409, "Another tab answers at ?tab=cgi: choose another name or address. Nothing was changed.", "slug"],
    [{ label: "Stills" }, 409, "Another tab answers at ?tab=stills: choose another name or address. Nothing was changed.", "slug"],
    [{ label: "Reels", style: "films" }, 409, "Only one tab shows the films, and Motion does. Nothing was changed.", "style"],
    [{ label: "Bad", slug: "Not An Address" }, 400, expect.stringContaining("The address must be lower-case letters"), undefined],
  ])("%j → %d, nothing added", async (body, status, message, field) => {
    const before = await tabs();
    const response = await call.json("/api/admin/portfolio-tabs", body);
    expect(response.status).toBe(status);
    const answer = await json(response);
    expect(answer.message).toEqual(message);
    expect(answer.field).toBe(field);
    expect(await tabs()).toEqual(before);
  });
});

describe("changing a tab", () => {
  test("renaming keeps its address and its items; its words show on the page", async () => {
    const renamed = await call.json(
      "/api/admin/portfolio-tabs/cgi",
      { label: "3D Renders", heading: "Renders that pass for photographs", intro: "All CGI." },
      "PATCH",
    );
    expect(renamed.status).toBe(200);
    expect((await json(renamed)).tab).toMatchObject({ _id: "cgi", slug: "cgi", label: "3D Renders" });
    const html = await page("/portfolio?tab=cgi");
    expect(html).toMatch(/id="portfolio-tab-cgi"[^>]*aria-selected="true"[^>]*>3D Renders</);
    expect(html).toContain("Renders that pass for photographs");
  });

  test("a clashing address, an empty name or an unknown tab is refused and nothing changes", async () => {
    const before = await tabs();
    const clash = await call.json("/api/admin/portfolio-tabs/cgi", { slug: "stills" }, "PATCH");
    expect(clash.status).toBe(409);
    expect((await json(clash)).message).toBe("Another tab answers at ?tab=stills: choose another name or address. Nothing was changed.");
    const empty = await call.json("/api/admin/portfolio-tabs/cgi", { label: "" }, "PATCH");
    expect(empty.status).toBe(400);
    expect((await json(empty)).message).toBe("Name is required");
    const unknown = await call.json("/api/admin/portfolio-tabs/nope", { label: "Nope" }, "PATCH");
    expect(unknown.status).toBe(404);
    expect(await tabs()).toEqual(before);
  });

  test("hiding takes it off the page (its ?tab= opens the first tab); showing brings it back", async () => {
    expect(await shownTabs()).toContain("Stills");
    const hidden = await call.json("/api/admin/portfolio-tabs/stills", { hidden: true }, "PATCH");
    expect(hidden.status).toBe(200);
    expect(await shownTabs()).not.toContain("Stills");
    expect(await page("/portfolio?tab=stills")).toMatch(/id="portfolio-tab-posters"[^>]*aria-selected="true"/);
    // The admin still lists it, and a project can still choose it.
    expect((await tabs()).find((tab) => tab._id === "stills")!.hidden).toBe(true);
    await call.json("/api/admin/portfolio-tabs/stills", { hidden: false }, "PATCH");
    expect(await shownTabs()).toContain("Stills");
  });

  test("reordering changes the page's tab order, and the first tab is the one /portfolio opens on", async () => {
    const ids = (await tabs()).map((tab) => tab._id);
    const order = ["stills", ...ids.filter((id) => id !== "stills")];
    const saved = await call.json("/api/admin/portfolio-tabs/order", { ids: order }, "PUT");
    expect(saved.status).toBe(200);
    expect((await tabs()).map((tab) => tab._id)).toEqual(order);
    expect((await shownTabs())[0]).toBe("Stills");
    expect(await page("/portfolio")).toMatch(/id="portfolio-tab-stills"[^>]*aria-selected="true"/);
    const bad = await call.json("/api/admin/portfolio-tabs/order", { ids: order.slice(1) }, "PUT");
    expect(bad.status).toBe(400);
    await call.json("/api/admin/portfolio-tabs/order", { ids }, "PUT");
  });
});

describe("removing a tab", () => {
  test("a tab that holds items says so and keeps them; an empty one goes to the trash and comes back", async () => {
    const full = await call.delete("/api/admin/portfolio-tabs/brochure");
    expect(full.status).toBe(409);
    expect((await json(full)).message).toBe(
      "Brochure holds 6 items: move them to another tab (select, then Move) or delete them first. Nothing was removed.",
    );
    const films = await call.delete("/api/admin/portfolio-tabs/motion");
    expect(films.status).toBe(409);
    expect((await json(films)).message).toContain("Motion holds");
    expect((await tabs()).map((tab) => tab._id)).toEqual(expect.arrayContaining(["motion", "brochure"]));
    // Nor in bulk.
    const { tab: zines } = await json(await call.json("/api/admin/portfolio-tabs", { label: "Zines" }));
    const brochure = (await json(await call.get("/api/admin/portfolio?tab=brochure"))).items;
    await call.json("/api/admin/bulk/portfolio-items", { action: "move", ids: [brochure[0]._id], to: zines._id });
    const bulk = await call.json("/api/admin/bulk/portfolio-tabs", { action: "delete", ids: [zines._id] });
    expect(bulk.status).toBe(409);
    expect((await json(bulk)).message).toBe(
      "Zines holds 1 item: move it to another tab (select, then Move) or delete it first. Nothing was removed.",
    );
    expect((await tabs()).map((x) => x._id)).toContain(zines._id);

    const { tab } = await json(await call.json("/api/admin/portfolio-tabs", { label: "Sketches" }));
    const removed = await call.delete(`/api/admin/portfolio-tabs/${tab._id}`);
    expect(removed.status).toBe(200);
    expect((await tabs()).map((x) => x._id)).not.toContain(tab._id);
    // Its address is free again while it waits in the trash: taken meanwhile, its restore is refused.
    const { tab: other } = await json(await call.json("/api/admin/portfolio-tabs", { label: "Sketches" }));
    const clash = await call.json(`/api/admin/trash/portfolio-tabs/${tab._id}/restore`, {});
    expect(clash.status).toBe(409);
    expect((await json(clash)).message).toContain("clashes with a live portfolio tab");
    expect((await call.delete(`/api/admin/portfolio-tabs/${other._id}`)).status).toBe(200);
    const restored = await call.json(`/api/admin/trash/portfolio-tabs/${tab._id}/restore`, {});
    expect(restored.status).toBe(200);
    expect((await tabs()).map((x) => x._id)).toContain(tab._id);
  });
});

describe("projects choose among the tabs", () => {
  test("a new tab can be chosen, the films tab or an unknown one cannot", async () => {
    const { tab } = await json(await call.json("/api/admin/portfolio-tabs", { label: "Packaging" }));
    const projects = (await json(await call.get("/api/admin/projects"))).projects;
    const project = projects[0];
    const chose = await call.json(`/api/admin/projects/${project._id}`, { tabs: [...project.tabs, tab._id], updatedAt: project.updatedAt }, "PATCH");
    expect(chose.status).toBe(200);
    const current = (await json(chose)).project;
    expect(current.tabs).toContain(tab._id);
    for (const wrong of ["motion", "nope"]) {
      const refused = await call.json(`/api/admin/projects/${project._id}`, { tabs: [wrong], updatedAt: current.updatedAt }, "PATCH");
      expect(refused.status).toBe(400);
      expect((await json(refused)).message).toContain("no longer on the portfolio");
    }
    expect((await json(await call.get(`/api/admin/projects/${project._id}`))).project.tabs).toEqual(current.tabs);
  });
});
