// The logo endpoints, with good and bad input, and what a change does to the home page.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import sharp from "sharp";
import { adminToken } from "../support/admin-api.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { adminApp, api, imageFile, json, keyOf, overLimitFile, textFileNamedPng, UNKNOWN_ID } from "./helpers.ts";

let t: TestApp;
let call: ReturnType<typeof api>;

beforeAll(async () => ({ t, call } = await adminApp()), 60_000);
afterAll(() => t.close());

const bucket = () => t.storedObjects();

describe("GET /api/admin/logos (public)", () => {
  test("lists the sixteen seeded logos with _id, name and image URL", async () => {
    const answer = await json(await t.request("/api/admin/logos"));
    expect(answer.success).toBe(true);
    expect(answer.logos).toHaveLength(16);
    expect(answer.logos[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: "Lumen Skincare",
      image: "/images/logos/lumen.svg",
      position: 1,
    });
  });
});

describe("POST /api/admin/addlogo", () => {
  test("stores a re-encoded WebP under a server-made key, answers 201 with the logo, and the home page shows it", async () => {
    await t.request("/"); // cached
    const response = await call.form("/api/admin/addlogo", { image: await imageFile("../../etc/evil name.png", 1600, 400), name: "  Nova Optics  " });
    expect(response.status).toBe(201);
    const answer = await json(response);
    expect(answer).toMatchObject({ success: true, message: "Logo added successfully", logo: { name: "Nova Optics" } });
    expect(answer.logo.image).toMatch(/^\/media\/logos\/[0-9a-f-]{36}\.webp$/);
    expect(await bucket()).toContain(keyOf(answer.logo.image));

    const media = await t.request(answer.logo.image);
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await media.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 480, 120]);

    const home = await (await t.request("/")).text();
    expect(home).toContain(answer.logo.image);
    expect(home).toContain("Nova Optics");
  });

  test("without a file: 400 'Please choose a logo image'", async () => {
    const response = await call.form("/api/admin/addlogo", { name: "No file" });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe("Please choose a logo image");
  });

  test("an empty file part (nothing chosen in the browser) counts as no file", async () => {
    const response = await call.form("/api/admin/addlogo", { image: new File([], "") });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe("Please choose a logo image");
  });

  test("the image field as text instead of a file: 400 naming the field", async () => {
    const response = await call.form("/api/admin/addlogo", { image: "https://example.com/logo.png" });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe("Logo image must be an image file");
  });

  test("a text file named .png: 415, nothing stored", async () => {
    const before = await bucket();
    const response = await call.form("/api/admin/addlogo", { image: textFileNamedPng() });
    expect(response.status).toBe(415);
    expect((await json(response)).message).toMatch(/not a supported image/);
    expect(await bucket()).toEqual(before);
  });

  test("a file over the limit: 413, nothing stored", async () => {
    const before = await bucket();
    const response = await call.form("/api/admin/addlogo", { image: overLimitFile() });
    expect(response.status).toBe(413);
    expect((await json(response)).message).toBe("The image is larger than 25 MB. Choose a smaller file.");
    expect(await bucket()).toEqual(before);
  });

  test("a Content-Length over the limit is refused before the body is read", async () => {
    const response = await t.request("/api/admin/addlogo", {
      method: "POST",
      headers: {
        authorization: (await adminHeader()).authorization,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(26 * 1024 * 1024),
      },
      body: "--x--",
    });
    expect(response.status).toBe(413);
  });

  test("JSON instead of a multipart form: 400", async () => {
    const response = await call.json("/api/admin/addlogo", { image: "x" });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe("Send the form as multipart/form-data");
  });

  test("a name over 80 characters: 400 naming the field", async () => {
    const response = await call.form("/api/admin/addlogo", { image: await imageFile(), name: "x".repeat(81) });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe("Logo name must be at most 80 characters");
  });

  test("an SVG logo is rasterised to WebP", async () => {
    const svg = new File(
      ['<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50"><rect width="200" height="50" fill="#fff"/></svg>'],
      "mark.svg",
      { type: "image/svg+xml" },
    );
    const answer = await json(await call.form("/api/admin/addlogo", { image: svg }));
    const media = await t.request(answer.logo.image);
    expect(media.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await media.arrayBuffer())).metadata()).format).toBe("webp");
  });
});

async function adminHeader() {
  return { authorization: `Bearer ${await adminToken(t)}` };
}

describe("GET /api/admin/logo/:id", () => {
  test("answers the logo, with the treatment its image was stored with", async () => {
    const [first] = (await json(await t.request("/api/admin/logos"))).logos;
    const answer = await json(await call.get(`/api/admin/logo/${first._id}`));
    expect(answer).toEqual({ success: true, message: "Logo loaded", logo: { ...first, treatment: "original" } });
  });

  test("an unknown id: 404; a malformed id: 400", async () => {
    expect((await call.get(`/api/admin/logo/${UNKNOWN_ID}`)).status).toBe(404);
    const bad = await call.get("/api/admin/logo/not-a-uuid");
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe("Logo id is missing or invalid");
    expect((await call.get("/api/admin/logo/1%27%20or%201=1")).status).toBe(400);
  });
});

describe("POST /api/admin/updatelogo", () => {
  test("replaces the image: the new object is served, the old one is removed, the home page changes", async () => {
    const added = (await json(await call.form("/api/admin/addlogo", { image: await imageFile(), name: "Before" }))).logo;
    await t.request("/");
    const response = await call.form("/api/admin/updatelogo", { id: added._id, image: await imageFile("new.png", 300, 300, "#ff0000") });
    expect(response.status).toBe(200);
    const answer = await json(response);
    expect(answer).toMatchObject({ success: true, message: "Logo updated successfully", logo: { _id: added._id, name: "Before" } });
    expect(answer.logo.image).not.toBe(added.image);
    const keys = await bucket();
    expect(keys).toContain(keyOf(answer.logo.image));
    expect(keys).not.toContain(keyOf(added.image));
    expect((await t.request(added.image)).status).toBe(404);
    const home = await (await t.request("/")).text();
    expect(home).toContain(answer.logo.image);
    expect(home).not.toContain(added.image);
  });

  test("without a new image: 400 'Please choose a new image'", async () => {
    const [first] = (await json(await t.request("/api/admin/logos"))).logos;
    const response = await call.form("/api/admin/updatelogo", { id: first._id });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe("Please choose a new image");
  });

  test("a missing or malformed id: 400; an unknown id: 404 and no object left behind", async () => {
    const image = await imageFile();
    expect((await call.form("/api/admin/updatelogo", { image })).status).toBe(400);
    expect((await call.form("/api/admin/updatelogo", { id: "12345", image })).status).toBe(400);
    const before = await bucket();
    const response = await call.form("/api/admin/updatelogo", { id: UNKNOWN_ID, image });
    expect(response.status).toBe(404);
    expect((await json(response)).message).toBe("Logo not found");
    expect(await bucket()).toEqual(before);
  });

  test("replacing a seeded logo (a bundled file, not a bucket object) removes nothing from the bucket", async () => {
    const removed: string[] = [];
    const app = await startTestApp({ stores: t.stores, objects: { ...t.stores.objects, remove: async (key) => void removed.push(key) } });
    const seeded = (await json(await app.request("/api/admin/logos"))).logos.find((logo: { image: string | null }) =>
      logo.image?.startsWith("/images/"),
    );
    const token = await adminToken(app);
    const response = await api(app, token).form("/api/admin/updatelogo", { id: seeded._id, image: await imageFile() });
    expect(response.status).toBe(200);
    expect(removed).toEqual([]);
  });
});

describe("POST /api/admin/deletelogo", () => {
  test("moves the logo to the trash (its image kept for a restore); the home page and the admin drop it", async () => {
    const added = (await json(await call.form("/api/admin/addlogo", { image: await imageFile(), name: "Short Lived" }))).logo;
    expect(await (await t.request("/")).text()).toContain("Short Lived");
    const response = await call.json("/api/admin/deletelogo", { id: added._id });
    expect(await json(response)).toEqual({
      success: true,
      message: "Logo deleted successfully",
      trashed: { collection: "logos", id: added._id, label: "Logo", title: "Short Lived" },
    });
    expect(await bucket()).toContain(keyOf(added.image));
    expect(await (await t.request("/")).text()).not.toContain("Short Lived");
    expect((await call.get(`/api/admin/logo/${added._id}`)).status).toBe(404);
    expect((await call.json("/api/admin/deletelogo", { id: added._id })).status).toBe(404);
  });

  test("an unknown id: 404; a malformed, missing or non-string id: 400", async () => {
    expect((await call.json("/api/admin/deletelogo", { id: UNKNOWN_ID })).status).toBe(404);
    for (const body of [{ id: "abc" }, {}, { id: 7 }, { id: null }]) {
      const response = await call.json("/api/admin/deletelogo", body);
      expect(response.status).toBe(400);
      expect((await json(response)).message).toBe("Logo id is missing or invalid");
    }
  });

  test("deleting a seeded logo does not try to delete a bucket object", async () => {
    const removed: string[] = [];
    const app = await startTestApp({ stores: t.stores, objects: { ...t.stores.objects, remove: async (key) => void removed.push(key) } });
    const seeded = (await json(await app.request("/api/admin/logos"))).logos.find((logo: { image: string | null }) =>
      logo.image?.startsWith("/images/"),
    );
    const response = await api(app, await adminToken(app)).json("/api/admin/deletelogo", { id: seeded._id });
    expect(response.status).toBe(200);
    expect(removed).toEqual([]);
  });
});

describe("GET /api/admin/dashboard", () => {
  test("answers dashboardData with Logos and getAllClients", async () => {
    const answer = await json(await call.get("/api/admin/dashboard"));
    expect(answer.success).toBe(true);
    expect(answer.dashboardData.Logos).toEqual((await json(await t.request("/api/admin/logos"))).logos);
    expect(answer.dashboardData.getAllClients).toEqual((await json(await t.request("/api/admin/clients"))).clients);
  });
});
