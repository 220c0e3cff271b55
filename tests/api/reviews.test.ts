// The review endpoints at the paths the admin API keeps (/api/admin/clients and the rest), with
// good and bad input, and what a change does to the home page.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import sharp from "sharp";
import type { TestApp } from "../support/app.ts";
import { adminApp, type api, imageFile, json, keyOf, overLimitFile, textFileNamedPng, UNKNOWN_ID } from "./helpers.ts";

let t: TestApp;
let call: ReturnType<typeof api>;

beforeAll(async () => ({ t, call } = await adminApp()), 60_000);
afterAll(() => t.close());

const bucket = () => t.storedObjects();
const review = {
  clientName: "Ada Vance, Vance Robotics",
  clientPryTitle: "They rendered our robot before we had built it.",
  clientSryTitle: "Rendered before it was built.",
};

async function addReview(text: Record<string, unknown> = review) {
  return call.form("/api/admin/clients", { client: JSON.stringify(text), clientImg: await imageFile("me.jpg", 800, 600, "#336699") });
}

describe("GET /api/admin/clients (public)", () => {
  test("lists the ten seeded reviews in the contract's shape", async () => {
    const answer = await json(await t.request("/api/admin/clients"));
    expect(answer.clients).toHaveLength(10);
    expect(Object.keys(answer.clients[0]).sort()).toEqual(["_id", "name", "position", "primarytitle", "profileimg", "title"]);
  });
});

describe("POST /api/admin/clients", () => {
  test("adds the review with a square WebP avatar; the home page's carousel shows it", async () => {
    await t.request("/");
    const response = await addReview();
    expect(response.status).toBe(201);
    const { client, message } = await json(response);
    expect(message).toBe("Client added successfully");
    expect(client).toMatchObject({ name: review.clientName, primarytitle: review.clientPryTitle, title: review.clientSryTitle });
    expect(client.profileimg).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\.webp$/);
    const meta = await sharp(Buffer.from(await (await t.request(client.profileimg)).arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 256]);
    const home = await (await t.request("/")).text();
    expect(home).toContain("They rendered our robot before we had built it.");
  });

  test.each([
    ["clientName", "Client name is required"],
    ["clientPryTitle", "Primary review is required"],
    ["clientSryTitle", "Secondary review is required"],
  ])("without %s: 400 '%s'", async (field, message) => {
    const response = await addReview({ ...review, [field]: "   " });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(message);
    const missing: Record<string, unknown> = { ...review };
    delete missing[field];
    expect((await json(await addReview(missing))).message).toBe(message);
  });

  test("a field of the wrong type: 400 naming it", async () => {
    const response = await addReview({ ...review, clientName: { first: "Ada" } });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe("Client name must be text");
  });

  test("a review over the length limit: 400 naming the field", async () => {
    const response = await addReview({ ...review, clientSryTitle: "x".repeat(301) });
    expect((await json(response)).message).toBe("Secondary review must be at most 300 characters");
  });

  test("without an image: 400 'Please choose a profile image', nothing stored", async () => {
    const before = await bucket();
    const response = await call.form("/api/admin/clients", { client: JSON.stringify(review) });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe("Please choose a profile image");
    expect(await bucket()).toEqual(before);
  });

  test("a client field that is not a JSON object, or is missing: 400", async () => {
    const image = await imageFile();
    for (const client of ["{not json", "[1,2]", '"text"', "null"]) {
      const response = await call.form("/api/admin/clients", { client, clientImg: image });
      expect(response.status).toBe(400);
    }
    expect((await json(await call.form("/api/admin/clients", { clientImg: image }))).message).toBe("Client name is required");
  });

  test("__proto__ and constructor keys are refused, and nothing is polluted", async () => {
    const image = await imageFile();
    for (const client of [
      '{"__proto__":{"polluted":true},"clientName":"a","clientPryTitle":"b","clientSryTitle":"c"}',
      '{"constructor":{"prototype":{"polluted":true}},"clientName":"a","clientPryTitle":"b","clientSryTitle":"c"}',
    ]) {
      const response = await call.form("/api/admin/clients", { client, clientImg: image });
      expect(response.status).toBe(400);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test("a text file named .png: 415; a file over the limit: 413; nothing stored", async () => {
    const before = await bucket();
    const text = await call.form("/api/admin/clients", { client: JSON.stringify(review), clientImg: textFileNamedPng() });
    expect(text.status).toBe(415);
    const huge = await call.form("/api/admin/clients", { client: JSON.stringify(review), clientImg: overLimitFile() });
    expect(huge.status).toBe(413);
    expect(await bucket()).toEqual(before);
  });
});

describe("GET /api/admin/client/:id", () => {
  test("answers the review", async () => {
    const { client } = await json(await addReview());
    expect(await json(await call.get(`/api/admin/client/${client._id}`))).toEqual({ success: true, message: "Client loaded", client });
  });

  test("an unknown id: 404; a malformed id: 400", async () => {
    const unknown = await call.get(`/api/admin/client/${UNKNOWN_ID}`);
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).message).toBe("Client not found");
    const bad = await call.get("/api/admin/client/..%2F..%2Fetc");
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe("Client id is missing or invalid");
  });
});

describe("POST /api/admin/updateclient", () => {
  test("changes only the fields given; blank fields keep their text; the image stays", async () => {
    const { client } = await json(await addReview());
    const response = await call.form("/api/admin/updateclient", { id: client._id, clientName: "Ada V.", clientPryTitle: "  ", clientSryTitle: "" });
    expect(response.status).toBe(200);
    const answer = await json(response);
    expect(answer).toMatchObject({ success: true, message: "Client updated successfully" });
    expect(answer.client).toEqual({ ...client, name: "Ada V." });
    expect(await bucket()).toContain(keyOf(client.profileimg));
  });

  test("a new image replaces the old object, after the row changed", async () => {
    const { client } = await json(await addReview());
    const answer = await json(
      await call.form("/api/admin/updateclient", { id: client._id, clientImg: await imageFile("new.webp", 100, 100, "#00ff00") }),
    );
    expect(answer.client.profileimg).not.toBe(client.profileimg);
    const keys = await bucket();
    expect(keys).toContain(keyOf(answer.client.profileimg));
    expect(keys).not.toContain(keyOf(client.profileimg));
  });

  test("a missing or malformed id: 400; an unknown id: 404, and its uploaded image is not kept", async () => {
    expect((await call.form("/api/admin/updateclient", { clientName: "x" })).status).toBe(400);
    expect((await call.form("/api/admin/updateclient", { id: "nope", clientName: "x" })).status).toBe(400);
    const before = await bucket();
    const response = await call.form("/api/admin/updateclient", { id: UNKNOWN_ID, clientName: "x", clientImg: await imageFile() });
    expect(response.status).toBe(404);
    expect(await bucket()).toEqual(before);
  });

  test("a bad image on update: 415, the review unchanged", async () => {
    const { client } = await json(await addReview());
    const response = await call.form("/api/admin/updateclient", { id: client._id, clientName: "Changed", clientImg: textFileNamedPng() });
    expect(response.status).toBe(415);
    expect((await json(await call.get(`/api/admin/client/${client._id}`))).client).toEqual(client);
  });

  test("a text field that looks like JSON stays text", async () => {
    const { client } = await json(await addReview());
    const answer = await json(await call.form("/api/admin/updateclient", { id: client._id, clientSryTitle: '{"a": 1}' }));
    expect(answer.client.title).toBe('{"a": 1}');
  });
});

describe("POST /api/admin/deleteclient", () => {
  test("moves the review to the trash (its avatar kept for a restore); the home page drops it", async () => {
    const { client } = await json(await addReview({ ...review, clientPryTitle: "A review that will be deleted shortly." }));
    expect(await (await t.request("/")).text()).toContain("A review that will be deleted shortly.");
    expect(await json(await call.json("/api/admin/deleteclient", { id: client._id }))).toEqual({
      success: true,
      message: "Client deleted successfully",
      trashed: { collection: "reviews", id: client._id, label: "Review", title: review.clientName },
    });
    expect(await bucket()).toContain(keyOf(client.profileimg));
    expect((await call.get(`/api/admin/client/${client._id}`)).status).toBe(404);
    expect(await (await t.request("/")).text()).not.toContain("A review that will be deleted shortly.");
  });

  test("an unknown id: 404; a malformed id: 400", async () => {
    expect((await call.json("/api/admin/deleteclient", { id: UNKNOWN_ID })).status).toBe(404);
    expect((await call.json("/api/admin/deleteclient", { id: "x" })).status).toBe(400);
  });
});
