// The project endpoints (src/features/projects/routes.ts), with good and bad input, and what the
// public reads then show: drafts never, renamed slugs as redirects, trashed projects not at all.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { findPublicProject, listPublishedProjects } from "../../src/features/projects/queries.ts";
import type { TestApp } from "../support/app.ts";
import { adminApp, type api, expectUnauthorized, imageFile, json, overLimitFile, textFileNamedPng, type Endpoint, UNKNOWN_ID } from "./helpers.ts";

let t: TestApp;
let call: ReturnType<typeof api>;

beforeAll(async () => ({ t, call } = await adminApp()), 60_000);
afterAll(() => t.close());

const create = async (body: Record<string, unknown>) => json(await call.json("/api/admin/projects", body));
const bucket = () => t.storedObjects();

describe("GET /api/admin/projects", () => {
  test("lists the 30 seeded projects by family, each with its images, cover and status", async () => {
    const answer = await json(await call.get("/api/admin/projects"));
    expect(answer.projects).toHaveLength(30);
    const boat = answer.projects.find((p: { slug: string }) => p.slug === "boat");
    expect(boat).toMatchObject({ title: "Speed Boat", family: "productvisualization", status: "published", coverImageId: null });
    expect(boat.images).toHaveLength(4);
    expect(boat.cover).toEqual(boat.images[0].image);
    expect(boat.cover.srcset.webp).toContain("/images/gallery/productvisualization/boat/1-1600.webp 1600w");
    expect(boat.images[0].alt).toBe("Speed Boat, image 1 of 4");
  });
});

describe("POST /api/admin/projects", () => {
  test("creates a draft first in its family, with a slug made from the title; it is invisible to visitors", async () => {
    const response = await call.json("/api/admin/projects", {
      title: "  Copper Kettle  ",
      family: "productvisualization",
      tagline: "Steam and brass",
    });
    const project = await call.created(response, "project");
    expect(project).toMatchObject({ title: "Copper Kettle", slug: "copper-kettle", status: "draft", images: [], cover: null, description: "" });
    const list = (await json(await call.get("/api/admin/projects"))).projects.filter((p: { family: string }) => p.family === "productvisualization");
    expect(list[0]._id).toBe(project._id);
    expect(await findPublicProject(t.stores.sql, "productvisualization", "copper-kettle")).toBeNull();
    expect((await listPublishedProjects(t.stores.sql, "productvisualization")).map((p) => p.slug)).not.toContain("copper-kettle");
  });

  test("hostile text is stored as text, exactly", async () => {
    const title = `<script>alert("x")</script> ' OR 1=1 -- \u2028`;
    const { project } = await create({ title, slug: "hostile-one", family: "socialmedia", description: "</textarea><img src=x onerror=alert(1)>" });
    expect(project.title).toBe(title.trim());
    expect(project.description).toBe("</textarea><img src=x onerror=alert(1)>");
  });

  test.each([
    [{ family: "guidelines" }, "Title is required"],
    [{ title: "   ", family: "guidelines" }, "Title is required"],
    [{ title: 42, family: "guidelines" }, "Title must be text"],
    [{ title: "x".repeat(121), family: "guidelines" }, "Title must be at most 120 characters"],
    [{ title: "Nul\u0000here", family: "guidelines" }, "Title must not contain control characters"],
    [{ title: "Fine", family: "posters" }, "Service must be one of the site's services"],
    [{ title: "Fine", family: "guidelines", slug: "Not A Slug" }, expect.stringContaining("Slug must be lower-case")],
    [{ title: "Fine", family: "guidelines", status: "live" }, 'Status must be "draft" or "published"'],
    [{ title: "Fine", family: "guidelines", tagline: ["a"] }, "Tagline must be text"],
    [{ title: "!!!", family: "guidelines" }, "The title has no letters or digits to make a slug from: enter a slug"],
  ])("%j → 400 %s", async (body, message) => {
    const response = await call.json("/api/admin/projects", body);
    expect(response.status).toBe(400);
    expect((await json(response)).message).toEqual(message);
  });

  test("a slug made from the title is numbered when taken; a slug the owner typed is not", async () => {
    expect((await create({ title: "Twin", family: "guidelines" })).project.slug).toBe("twin");
    expect((await create({ title: "twin!", family: "socialmedia" })).project.slug).toBe("twin-2");
  });

  test("a slug another live project uses → 409", async () => {
    const response = await call.json("/api/admin/projects", { title: "Another Boat", slug: "boat", family: "socialmedia" });
    expect(response.status).toBe(409);
    expect((await json(response)).message).toBe("Another project already uses this slug");
  });
});

describe("GET and PATCH /api/admin/projects/:id", () => {
  test("an unknown id: 404; a malformed one: 400", async () => {
    expect((await call.get(`/api/admin/projects/${UNKNOWN_ID}`)).status).toBe(404);
    expect((await call.get("/api/admin/projects/not-a-uuid")).status).toBe(400);
    expect((await call.json(`/api/admin/projects/${UNKNOWN_ID}`, { title: "X" }, "PATCH")).status).toBe(404);
    expect((await call.json("/api/admin/projects/1' or '1'='1", { title: "X" }, "PATCH")).status).toBe(400);
  });

  test("publishing shows it; renaming the slug keeps the old address as a redirect", async () => {
    const { project } = await create({ title: "Glass Bird", family: "photomanupulation" });
    const published = await json(await call.json(`/api/admin/projects/${project._id}`, { status: "published" }, "PATCH"));
    expect(published.project.status).toBe("published");
    expect(await findPublicProject(t.stores.sql, "photomanupulation", "glass-bird")).toMatchObject({ project: { _id: project._id } });

    const renamed = await json(await call.json(`/api/admin/projects/${project._id}`, { slug: "glass-heron", title: "Glass Heron" }, "PATCH"));
    expect(renamed.project).toMatchObject({ slug: "glass-heron", title: "Glass Heron" });
    expect(await findPublicProject(t.stores.sql, "photomanupulation", "glass-bird")).toEqual({ redirect: "/photomanupulation/glass-heron" });
    expect(await findPublicProject(t.stores.sql, "PhotoManupulation", "GLASS-HERON")).toMatchObject({ project: { slug: "glass-heron" } });
    expect(await findPublicProject(t.stores.sql, "nowhere", "glass-heron")).toBeNull();
    expect(await findPublicProject(t.stores.sql, "photomanupulation", "glass\u0000heron")).toBeNull();

    // Moving family keeps both earlier addresses leading to the current one.
    await call.json(`/api/admin/projects/${project._id}`, { family: "socialmedia" }, "PATCH");
    expect(await findPublicProject(t.stores.sql, "photomanupulation", "glass-bird")).toEqual({ redirect: "/socialmedia/glass-heron" });
    expect(await findPublicProject(t.stores.sql, "photomanupulation", "glass-heron")).toEqual({ redirect: "/socialmedia/glass-heron" });

    // Back to draft: neither the page nor the redirect answers.
    await call.json(`/api/admin/projects/${project._id}`, { status: "draft" }, "PATCH");
    expect(await findPublicProject(t.stores.sql, "photomanupulation", "glass-bird")).toBeNull();
  });

  test("wrong types, unknown fields, a duplicate slug and a cover from another project are refused", async () => {
    const { project } = await create({ title: "Refusals", family: "guidelines" });
    const patch = (body: unknown) => call.json(`/api/admin/projects/${project._id}`, body, "PATCH");
    expect((await patch({ status: true })).status).toBe(400);
    expect((await patch({ slug: "valkyrie" })).status).toBe(409);
    const boat = (await json(await call.get("/api/admin/projects"))).projects.find((p: { slug: string }) => p.slug === "boat");
    const cover = await patch({ coverImageId: boat.images[1]._id });
    expect(cover.status).toBe(400);
    expect((await json(cover)).message).toBe("The cover must be one of this project's images");
    expect((await patch({ coverImageId: "nope" })).status).toBe(400);
  });

  test("a chosen cover is the project's cover", async () => {
    const boat = (await json(await call.get("/api/admin/projects"))).projects.find((p: { slug: string }) => p.slug === "boat");
    const answer = await json(await call.json(`/api/admin/projects/${boat._id}`, { coverImageId: boat.images[2]._id }, "PATCH"));
    expect(answer.project.cover).toEqual(boat.images[2].image);
    const cleared = await json(await call.json(`/api/admin/projects/${boat._id}`, { coverImageId: null }, "PATCH"));
    expect(cleared.project.cover).toEqual(boat.images[0].image);
  });
});

describe("DELETE /api/admin/projects/:id", () => {
  test("moves it to the trash: gone from lists and public reads, its slug free again", async () => {
    const { project } = await create({ title: "Short Lived", family: "guidelines", status: "published" });
    const response = await call.delete(`/api/admin/projects/${project._id}`);
    expect(await json(response)).toMatchObject({ success: true, trashed: { collection: "projects", id: project._id } });
    expect((await call.get(`/api/admin/projects/${project._id}`)).status).toBe(404);
    expect(await findPublicProject(t.stores.sql, "guidelines", "short-lived")).toBeNull();
    expect((await call.delete(`/api/admin/projects/${project._id}`)).status).toBe(404);
    expect((await call.json("/api/admin/projects", { title: "Short Lived", family: "guidelines" })).status).toBe(201);
  });
});

describe("PUT /api/admin/projects/order", () => {
  test("reorders a family; a list that is not every live id exactly once → 400", async () => {
    const family = (await json(await call.get("/api/admin/projects"))).projects.filter((p: { family: string }) => p.family === "socialmedia");
    const ids = family.map((p: { _id: string }) => p._id).reverse();
    const answer = await json(await call.json("/api/admin/projects/order", { family: "socialmedia", ids }, "PUT"));
    expect(answer.projects.map((p: { _id: string }) => p._id)).toEqual(ids);
    for (const bad of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), UNKNOWN_ID]]) {
      const response = await call.json("/api/admin/projects/order", { family: "socialmedia", ids: bad }, "PUT");
      expect(response.status).toBe(400);
      expect((await json(response)).message).toBe("The order must list every item exactly once");
    }
    expect((await call.json("/api/admin/projects/order", { family: "nope", ids }, "PUT")).status).toBe(400);
    expect((await call.json("/api/admin/projects/order", { family: "socialmedia", ids: "all" }, "PUT")).status).toBe(400);
  });
});

describe("project images", () => {
  let projectId: string;
  beforeAll(async () => {
    projectId = (await create({ title: "Image Stack", family: "productvisualization" })).project._id;
  });
  const add = (fields: Record<string, string | File>, id = projectId) => call.form(`/api/admin/projects/${id}/images`, fields);

  test("an upload becomes AVIF and WebP variants served from /media, last in the stack (the cover stays)", async () => {
    const response = await add({ image: await imageFile("../../x.png", 2000, 1000), alt: "A kettle on a bench" });
    const image = await call.created(response, "image");
    // Shown at once at its first widths; the larger ones follow (src/platform/media/more-widths.ts).
    expect(image).toMatchObject({ alt: "A kettle on a bench", decorative: false, image: { width: 960, height: 480 } });
    expect(image.image.src).toMatch(/^\/media\/projects\/[0-9a-f-]{36}\/960\.webp$/);
    expect(image.image.srcset.avif.split(", ")).toHaveLength(2);
    expect(image.image.blur).toStartWith("data:image/webp;base64,");
    const avif = await t.request(image.image.srcset.avif.split(" ")[0]);
    expect(avif.status).toBe(200);
    expect(avif.headers.get("content-type")).toBe("image/avif");
    const prefix = image.image.src.replace(/^\/media\//, "").replace(/\/960\.webp$/, "");
    await t.app.moreWidths.settled();
    expect((await bucket()).filter((key) => key.startsWith(prefix + "/")).sort()).toEqual(
      ["1600.avif", "1600.webp", "2000.avif", "2000.webp", "480.avif", "480.webp", "960.avif", "960.webp", "original"].map(
        (name) => `${prefix}/${name}`,
      ),
    );
    const second = await json(await add({ image: await imageFile("b.png", 300, 300), alt: "", decorative: "true" }));
    expect(second.image).toMatchObject({ alt: "", decorative: true, image: { width: 300, height: 300 } });
    const project = (await json(await call.get(`/api/admin/projects/${projectId}`))).project;
    expect(project.images.map((i: { _id: string }) => i._id)).toEqual([image._id, second.image._id]);
    expect(project.cover).toMatchObject({ src: image.image.src, width: 2000, height: 1000 });
  }, 90_000);

  test("missing alt text, a text file named .png, an oversized file and an unknown project leave nothing behind", async () => {
    const before = (await bucket()).length;
    const noAlt = await add({ image: await imageFile() });
    expect([noAlt.status, (await json(noAlt)).message]).toEqual([400, "Alt text is required unless the image is decorative"]);
    const text = await add({ image: textFileNamedPng(), alt: "Text" });
    expect(text.status).toBe(415);
    expect((await add({ image: overLimitFile(), alt: "Huge" })).status).toBe(413);
    expect((await add({ alt: "No file" })).status).toBe(400);
    expect((await add({ image: "not a file", alt: "String" })).status).toBe(400);
    expect((await add({ image: await imageFile(), alt: "x", decorative: "maybe" })).status).toBe(400);
    expect((await add({ image: await imageFile(), alt: "Ghost" }, UNKNOWN_ID)).status).toBe(404);
    expect((await add({ image: await imageFile(), alt: "Bad id" }, "123")).status).toBe(400);
    expect((await bucket()).length).toBe(before);
  });

  test("alt text edits, reorder and delete", async () => {
    const images = (await json(await call.get(`/api/admin/projects/${projectId}`))).project.images;
    const path = (id: string) => `/api/admin/projects/${projectId}/images/${id}`;
    // The stack is [kettle, decorative]: uploads join its end.
    const [kettle, decorative] = images;
    expect([kettle.decorative, decorative.decorative]).toEqual([false, true]);
    const edited = await json(await call.json(path(kettle._id), { alt: "  Brass kettle, side view " }, "PATCH"));
    expect(edited.image.alt).toBe("Brass kettle, side view");
    const cleared = await call.json(path(kettle._id), { alt: "" }, "PATCH");
    expect([cleared.status, (await json(cleared)).message]).toEqual([400, "Alt text is required unless the image is decorative"]);
    // A decorative image needs no alt text.
    expect((await call.json(path(decorative._id), { alt: "" }, "PATCH")).status).toBe(200);
    expect((await call.json(path(kettle._id), { decorative: "yes" }, "PATCH")).status).toBe(400);
    expect((await call.json(path(UNKNOWN_ID), { alt: "x" }, "PATCH")).status).toBe(404);

    const reversed = images.map((i: { _id: string }) => i._id).reverse();
    const ordered = await json(await call.json(`/api/admin/projects/${projectId}/images/order`, { ids: reversed }, "PUT"));
    expect(ordered.images.map((i: { _id: string }) => i._id)).toEqual(reversed);
    expect((await call.json(`/api/admin/projects/${projectId}/images/order`, { ids: reversed.slice(1) }, "PUT")).status).toBe(400);

    expect(await json(await call.delete(path(images[0]._id)))).toMatchObject({ trashed: { collection: "project-images", id: images[0]._id } });
    expect((await call.delete(path(images[0]._id))).status).toBe(404);
    const after = (await json(await call.get(`/api/admin/projects/${projectId}`))).project.images;
    expect(after.map((i: { _id: string }) => i._id)).toEqual([images[1]._id]);
  });
});

describe("without a valid token", () => {
  const endpoints: Endpoint[] = [
    ["GET", "/api/admin/projects"],
    ["GET", `/api/admin/projects/${UNKNOWN_ID}`],
    ["POST", "/api/admin/projects", { title: "Sneaky", family: "guidelines" }],
    ["PATCH", `/api/admin/projects/${UNKNOWN_ID}`, { title: "Sneaky" }],
    ["DELETE", `/api/admin/projects/${UNKNOWN_ID}`],
    ["PUT", "/api/admin/projects/order", { family: "guidelines", ids: [] }],
    ["POST", `/api/admin/projects/${UNKNOWN_ID}/images`],
    ["PATCH", `/api/admin/projects/${UNKNOWN_ID}/images/${UNKNOWN_ID}`, { alt: "x" }],
    ["DELETE", `/api/admin/projects/${UNKNOWN_ID}/images/${UNKNOWN_ID}`],
    ["PUT", `/api/admin/projects/${UNKNOWN_ID}/images/order`, { ids: [] }],
  ];
  for (const endpoint of endpoints)
    test(`${endpoint[0]} ${endpoint[1]} → 401 with no token and with a forged one`, () => expectUnauthorized(t, endpoint));
});
