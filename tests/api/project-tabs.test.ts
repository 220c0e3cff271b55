// One record per piece of work (issue 23): a project chooses its portfolio tabs and can be
// featured on the home page; its entries mix with the link items in one order per tab; a save
// from an older copy is refused with the newer one; the activity log says what a save changed;
// images queued together keep the order they were sent in.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { PROJECT_MESSAGES } from "../../client/contract/projects.ts";
import { portfolioTabsPage } from "../../src/features/portfolio/tab-page.ts";
import { createPageDataLoaders } from "../../src/page-data-loaders.ts";
import type { TestApp } from "../support/app.ts";
import { adminApp, type api, imageFile, json } from "./helpers.ts";

let t: TestApp;
let call: ReturnType<typeof api>;

beforeAll(async () => ({ t, call } = await adminApp()), 60_000);
afterAll(() => t.close());

type Item = { _id: string; title: string; projectId: string | null; projectStatus?: string | null; image: unknown };

const create = async (body: Record<string, unknown>) => {
  const response = await call.json("/api/admin/projects", body);
  expect(response.status).toBe(201);
  return (await json(response)).project;
};
const patch = (id: string, body: Record<string, unknown>) => call.json(`/api/admin/projects/${id}`, body, "PATCH");
const adminTab = async (tab: string): Promise<Item[]> => (await json(await call.get(`/api/admin/portfolio?tab=${tab}`))).items;
const publicTab = async (tab: string) => (await portfolioTabsPage(t.stores.sql))!.find((x) => x.slug === tab)!.items;
const homeWork = async () => {
  const answer = await createPageDataLoaders(t.stores.sql, { secret: "s" }).home!({} as never);
  return (answer as { data: { work: { title: string; link: string | null }[] } }).data.work;
};
const latestActivity = async () => (await json(await call.get("/api/admin/activity?limit=1"))).entries[0].summary as string;
const addImage = (id: string, name: string, file: File) => call.form(`/api/admin/projects/${id}/images`, { image: file, alt: name });

describe("a project's tabs and the home page", () => {
  test("tabs and featured are saved and answered; bad values are refused with a clear message", async () => {
    const project = await create({ title: "Tab Good", family: "productvisualization", tabs: ["cgi", "posters"], featured: true });
    // In the tabs' own order, whatever order they were sent in.
    expect(project).toMatchObject({ tabs: ["posters", "cgi"], featured: true });
    for (const [body, message] of [
      [{ tabs: ["motion"] }, "One of the tabs chosen is no longer on the portfolio (removed, or it shows films): reload and choose again"],
      [{ tabs: ["nope"] }, "One of the tabs chosen is no longer on the portfolio (removed, or it shows films): reload and choose again"],
      [{ tabs: ["cgi", "cgi"] }, "Tabs must be a list of distinct tabs of the portfolio (not the films tab)"],
      [{ tabs: "cgi" }, "Tabs must be a list of distinct tabs of the portfolio (not the films tab)"],
      [{ featured: "yes" }, "Featured must be true or false"],
      [{ updatedAt: "yesterday" }, "updatedAt must be the project's updatedAt, an ISO time"],
    ] as const) {
      const response = await patch(project._id, body);
      expect({ body, status: response.status, message: (await json(response)).message }).toEqual({ body, status: 400, message });
    }
    const bad = await call.json("/api/admin/projects", { title: "Tab Bad", family: "guidelines", tabs: ["motion"] });
    expect(bad.status).toBe(400);
    expect((await json(await call.get(`/api/admin/projects/${project._id}`))).project).toMatchObject({ tabs: ["posters", "cgi"], featured: true });
  });

  test("a project shows on its tabs and the home page once published, not while a draft", async () => {
    const project = await create({ title: "Copper Still", family: "productvisualization", tabs: ["stills"], featured: true });
    expect((await addImage(project._id, "Copper still, front", await imageFile("still.png"))).status).toBe(201);
    // The owner sees the draft's entry, marked; visitors do not.
    const entry = (await adminTab("stills")).find((item) => item.projectId === project._id)!;
    expect(entry).toMatchObject({ title: "Copper Still", projectStatus: "draft" });
    expect((await publicTab("stills")).map((item) => item.title)).not.toContain("Copper Still");
    expect((await homeWork()).map((piece) => piece.title)).not.toContain("Copper Still");

    expect((await patch(project._id, { status: "published" })).status).toBe(200);
    expect((await publicTab("stills")).map((item) => item.title)).toContain("Copper Still");
    const work = await homeWork();
    expect(work[0]).toMatchObject({ title: "Copper Still", link: "/productvisualization/copper-still" });
    expect(work).toHaveLength(3);
    // Not featured any more: the hero fills from the tabs as before.
    await patch(project._id, { featured: false });
    expect((await homeWork()).map((piece) => piece.title)).not.toContain("Copper Still");
  });

  test("entries and link items mix in one order on a tab; a new tab adds at its end; leaving a tab removes the entry", async () => {
    const project = await create({ title: "Mixed Order", family: "guidelines", status: "published" });
    await addImage(project._id, "Mixed order cover", await imageFile("mixed.png"));
    const before = (await adminTab("brochure")).map((item) => item._id);
    await patch(project._id, { tabs: ["brochure"] });
    const after = await adminTab("brochure");
    expect(after.map((item) => item._id).slice(0, -1)).toEqual(before);
    const entry = after.at(-1)!;
    expect(entry).toMatchObject({ projectId: project._id, title: "Mixed Order", projectStatus: "published" });

    // The owner moves it first, among the link items; the visitors' tab follows.
    const order = [entry._id, ...before];
    expect((await call.json("/api/admin/portfolio/brochure/order", { ids: order }, "PUT")).status).toBe(200);
    expect((await adminTab("brochure")).map((item) => item._id)).toEqual(order);
    expect((await publicTab("brochure"))[0]!.title).toBe("Mixed Order");

    // Saving the same tabs again keeps its place; adding another tab does not move it.
    await patch(project._id, { tabs: ["brochure", "guidelines"] });
    expect((await adminTab("brochure")).map((item) => item._id)).toEqual(order);
    expect((await adminTab("guidelines")).at(-1)!.projectId).toBe(project._id);

    await patch(project._id, { tabs: ["guidelines"] });
    expect((await adminTab("brochure")).map((item) => item._id)).toEqual(before);
    expect((await publicTab("brochure")).map((item) => item.title)).not.toContain("Mixed Order");
    expect((await json(await call.get(`/api/admin/projects/${project._id}`))).project.tabs).toEqual(["guidelines"]);
    // The tab can still be reordered with the entry gone.
    expect((await call.json("/api/admin/portfolio/brochure/order", { ids: before }, "PUT")).status).toBe(200);
  });

  test("a project with no cover yet is listed for the owner (and can be ordered), never shown to visitors", async () => {
    const project = await create({ title: "No Cover Yet", family: "socialmedia", status: "published", tabs: ["posters"] });
    const items = await adminTab("posters");
    expect(items.at(-1)).toMatchObject({ projectId: project._id, image: null });
    expect((await publicTab("posters")).map((item) => item.title)).not.toContain("No Cover Yet");
    const reversed = items.map((item) => item._id).reverse();
    expect((await call.json("/api/admin/portfolio/posters/order", { ids: reversed }, "PUT")).status).toBe(200);
  });

  test("a project's entries go to the trash and come back with it; adding it by hand to a tab it is on is a 409", async () => {
    const project = await create({ title: "Trash Tabs", family: "guidelines", status: "published", tabs: ["guidelines"] });
    const twice = await call.form("/api/admin/portfolio/guidelines/items", { projectId: project._id });
    expect(twice.status).toBe(409);
    expect((await json(twice)).message).toBe("This project is on this tab already");
    const count = (await adminTab("guidelines")).length;
    expect((await call.delete(`/api/admin/projects/${project._id}`)).status).toBe(200);
    expect((await adminTab("guidelines")).length).toBe(count - 1);
    // The order endpoint wants the live items only: the trashed entry is not one.
    const ids = (await adminTab("guidelines")).map((item) => item._id);
    expect((await call.json("/api/admin/portfolio/guidelines/order", { ids }, "PUT")).status).toBe(200);
    expect((await call.json(`/api/admin/trash/projects/${project._id}/restore`, {})).status).toBe(200);
    expect((await json(await call.get(`/api/admin/projects/${project._id}`))).project.tabs).toEqual(["guidelines"]);
  });
});

describe("a save from an older copy", () => {
  test("is refused with 409 and the newer project; a save from the newer copy goes through", async () => {
    const project = await create({ title: "Two Tabs", family: "socialmedia", tagline: "First words" });
    const first = await patch(project._id, { tagline: "Saved in tab one", updatedAt: project.updatedAt });
    expect(first.status).toBe(200);
    const newer = (await json(first)).project;

    const stale = await patch(project._id, { tagline: "Saved in tab two", updatedAt: project.updatedAt });
    expect(stale.status).toBe(409);
    const answer = await json(stale);
    expect(answer).toMatchObject({
      success: false,
      message: PROJECT_MESSAGES.conflict,
      project: { tagline: "Saved in tab one", updatedAt: newer.updatedAt },
    });
    expect((await json(await call.get(`/api/admin/projects/${project._id}`))).project.tagline).toBe("Saved in tab one");
    expect(await latestActivity()).toBe("Changed the tagline of Two Tabs");

    expect((await patch(project._id, { tagline: "Saved in tab two", updatedAt: answer.project.updatedAt })).status).toBe(200);
    // Without updatedAt (a script, the cover picker) the save is made as before.
    expect((await patch(project._id, { tagline: "Saved by a script" })).status).toBe(200);
  });

  test("images added since do not make the editor's copy stale", async () => {
    const project = await create({ title: "Image Then Words", family: "socialmedia" });
    expect((await addImage(project._id, "An image", await imageFile())).status).toBe(201);
    expect((await patch(project._id, { tagline: "Words after the image", updatedAt: project.updatedAt })).status).toBe(200);
  });
});

describe("the activity line of a project save", () => {
  test("says what changed", async () => {
    const project = await create({ title: "Speed Wave", family: "productvisualization", slug: "speed-wave" });
    const image = (await json(await addImage(project._id, "Speed wave, side", await imageFile("side.png")))).image;
    await addImage(project._id, "Speed wave, top", await imageFile("top.png"));
    const steps: [Record<string, unknown>, string][] = [
      [{ status: "published" }, "Published project Speed Wave"],
      [{ coverImageId: image._id }, "Changed the cover of Speed Wave"],
      [{ slug: "speedwave" }, "Renamed Speed Wave's address from speed-wave to speedwave"],
      [{ tagline: "Fast", tabs: ["cgi"] }, "Changed the tagline and tabs of Speed Wave"],
      [{ featured: true }, "Featured Speed Wave on the home page"],
      [{ status: "draft", description: "Back to work" }, "Unpublished project Speed Wave; changed the description of Speed Wave"],
      [{ title: "Speed Wave II" }, "Changed the title of Speed Wave (now Speed Wave II)"],
      [{ tagline: "Fast" }, "Saved project Speed Wave II (nothing changed)"],
    ];
    for (const [body, line] of steps) {
      expect((await patch(project._id, body)).status).toBe(200);
      expect({ body, line: await latestActivity() }).toEqual({ body, line });
    }
  });
});

describe("images queued together", () => {
  test("are stored in the order their uploads arrived, however long each takes; the first is the cover", async () => {
    const project = await create({ title: "Queued Four", family: "productvisualization" });
    // The first picked is the largest (slowest to encode), the last the smallest.
    const files = [
      ["hero", await imageFile("hero.png", 3000, 2000, "#334455")],
      ["detail", await imageFile("detail.png", 1200, 800, "#556677")],
      ["studio", await imageFile("studio.png", 640, 480, "#778899")],
      ["portrait", await imageFile("portrait.png", 200, 300, "#99aabb")],
    ] as const;
    const reserved = async () =>
      (await t.stores.sql<{ next: number }[]>`select next_image_position as next from projects where id = ${project._id}`)[0]!.next;
    // Sent as the admin's queue sends them: each once the one before has arrived, all at work together.
    const uploads: Promise<Response>[] = [];
    for (const [name, file] of files) {
      const before = await reserved();
      uploads.push(addImage(project._id, name, file));
      while ((await reserved()) === before) await Bun.sleep(0);
    }
    for (const response of await Promise.all(uploads)) expect(response.status).toBe(201);
    const stored = (await json(await call.get(`/api/admin/projects/${project._id}`))).project;
    expect(stored.images.map((image: { alt: string }) => image.alt)).toEqual(["hero", "detail", "studio", "portrait"]);
    expect(stored.cover).toEqual(stored.images[0].image);
  }, 180_000);
});
