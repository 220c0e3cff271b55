// The service pages' sample-work endpoints (src/features/services/routes.ts), with good and bad input, and what
// the public read then shows.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { selectCards } from "../../src/features/services/queries.ts";
import type { TestApp } from "../support/app.ts";
import { adminApp, type api, expectUnauthorized, imageFile, json, overLimitFile, textFileNamedPng, type Endpoint, UNKNOWN_ID } from "./helpers.ts";
import type { ServiceCard } from "../../client/contract/services.ts";

let t: TestApp;
let call: ReturnType<typeof api>;

beforeAll(async () => ({ t, call } = await adminApp()), 60_000);
afterAll(() => t.close());

const cardsOf = async (slug: string): Promise<ServiceCard[]> =>
  (await json(await call.get("/api/admin/services"))).services.find((s: { slug: string }) => s.slug === slug).cards;
const bucket = () => t.storedObjects();

describe("GET /api/admin/services", () => {
  test("lists the six seeded services in their order, with their projects' count; only sites and films services have cards", async () => {
    const { services } = await json(await call.get("/api/admin/services"));
    expect(
      services.map(
        (s: { slug: string; style: string; projects: number; cards: unknown[] }) => `${s.slug}:${s.style}:${s.projects}:${s.cards.length}`,
      ),
    ).toEqual([
      "photomanupulation:gallery:6:0",
      "productvisualization:gallery:9:0",
      "WebDesign:sites:0:6",
      "guidelines:gallery:8:0",
      "animation:films:1:6",
      "socialmedia:gallery:6:0",
    ]);
    expect(services[2]).toMatchObject({ _id: "WebDesign", name: "Web Design", hidden: false });
    expect(services[2].cards[0]).toMatchObject({
      title: "Harbour & Pine",
      caption: "Furniture store",
      live: "https://harbour-and-pine.example",
      alt: "Harbour & Pine website, home page",
    });
    expect(services[4].cards[0]).toMatchObject({
      title: "Pulse Speaker",
      watch: "https://video.example/pulse-speaker",
      breakdown: "https://portfolio.example/pulse-speaker",
    });
  });
});

describe("POST /api/admin/services/:slug/cards", () => {
  test("a Web Design card: 201, first on the page, shown publicly", async () => {
    const response = await call.form("/api/admin/services/WebDesign/cards", {
      image: await imageFile("s.png", 1600, 1000),
      title: "Aurelia Coffee",
      caption: "Café",
      live: "https://aurelia.example",
    });
    const card = await call.created(response, "card");
    expect(card).toMatchObject({
      service: "WebDesign",
      title: "Aurelia Coffee",
      live: "https://aurelia.example",
      watch: null,
      alt: "Aurelia Coffee",
    });
    expect(card.image.src).toMatch(/^\/media\/cards\/[0-9a-f-]{36}\/960\.webp$/);
    expect((await selectCards(t.stores.sql, { service: "WebDesign" }))[0]!._id).toBe(card._id);
  });

  test.each([
    ["WebDesign", { title: "No image" }, 400, "Please choose an image"],
    ["WebDesign", { caption: "No title" }, 400, "Title is required"],
    ["WebDesign", { title: "Plain http", live: "http://insecure.example" }, 400, "Live site must be a full https:// address"],
    ["animation", { title: "Script", watch: "javascript:alert(1)" }, 400, "Watch Video link must be a full http(s):// address"],
    ["animation", { title: "Long", caption: "x".repeat(161) }, 400, "Caption must be at most 160 characters"],
    ["guidelines", { title: "Derived" }, 400, "Cards are kept for services shown as sites or films; a gallery service lists its published projects"],
  ])("%s %j → %d", async (slug, fields, status, message) => {
    const response = await call.form(`/api/admin/services/${slug}/cards`, fields as Record<string, string>);
    expect(response.status).toBe(status);
    expect((await json(response)).message).toEqual(message);
  });

  test("a text file named .png (415) and an oversized file (413) store nothing; hostile text is stored as text", async () => {
    const before = (await bucket()).length;
    expect((await call.form("/api/admin/services/animation/cards", { image: textFileNamedPng(), title: "Text" })).status).toBe(415);
    expect((await call.form("/api/admin/services/animation/cards", { image: overLimitFile(), title: "Huge" })).status).toBe(413);
    expect((await bucket()).length).toBe(before);
    const title = "<img src=x onerror=alert(1)>\u2029'\"";
    expect((await json(await call.form("/api/admin/services/animation/cards", { image: await imageFile(), title }))).card.title).toBe(title);
  });
});

describe("PATCH, DELETE and order", () => {
  test("edits, clears a link, replaces the image (old objects removed), trashes", async () => {
    const card = (await cardsOf("animation")).find((c) => c.title === "Tidewatch")!;
    const edited = await json(await call.form(`/api/admin/services/cards/${card._id}`, { caption: "Exploded view, 4K", breakdown: "" }, {}, "PATCH"));
    expect(edited.card).toMatchObject({ caption: "Exploded view, 4K", breakdown: null, watch: "https://video.example/tidewatch", image: card.image });
    // A new image without alt text of its own does not keep the old image's: the title stands in.
    await call.form(`/api/admin/services/cards/${card._id}`, { alt: "A watch face in exploded view" }, {}, "PATCH");
    const replaced = await json(await call.form(`/api/admin/services/cards/${card._id}`, { image: await imageFile() }, {}, "PATCH"));
    expect(replaced.card.alt).toBe("Tidewatch");
    const replacedPrefix = replaced.card.image.src.replace(/^\/media\//, "").replace(/\/[^/]+$/, "");
    const again = await json(
      await call.form(`/api/admin/services/cards/${card._id}`, { image: await imageFile("c.png", 200, 100), alt: "A blank test card" }, {}, "PATCH"),
    );
    expect(again.card.alt).toBe("A blank test card");
    expect(again.card.image.src).not.toBe(replaced.card.image.src);
    expect((await bucket()).some((key) => key.startsWith(replacedPrefix + "/"))).toBe(false);
    expect((await call.form(`/api/admin/services/cards/${card._id}`, { title: "" }, {}, "PATCH")).status).toBe(200);
    expect(await json(await call.delete(`/api/admin/services/cards/${card._id}`))).toMatchObject({
      trashed: { collection: "service-cards", id: card._id },
    });
    expect((await selectCards(t.stores.sql, { service: "animation" })).map((c) => c._id)).not.toContain(card._id);
    expect((await call.delete(`/api/admin/services/cards/${card._id}`)).status).toBe(404);
    expect((await call.form(`/api/admin/services/cards/${UNKNOWN_ID}`, { title: "x" }, {}, "PATCH")).status).toBe(404);
    expect((await call.form("/api/admin/services/cards/0", { title: "x" }, {}, "PATCH")).status).toBe(400);
  });

  test("reorders a card service; a gallery service or an incomplete list is refused", async () => {
    const ids = (await cardsOf("WebDesign")).map((c) => c._id).reverse();
    const answer = await json(await call.json("/api/admin/services/WebDesign/order", { ids }, "PUT"));
    expect(answer.cards.map((c: ServiceCard) => c._id)).toEqual(ids);
    expect((await call.json("/api/admin/services/WebDesign/order", { ids: ids.slice(1) }, "PUT")).status).toBe(400);
    expect((await call.json("/api/admin/services/guidelines/order", { ids: [] }, "PUT")).status).toBe(400);
  });
});

describe("without a valid token", () => {
  const endpoints: Endpoint[] = [
    ["GET", "/api/admin/services"],
    ["POST", "/api/admin/services/WebDesign/cards"],
    ["PATCH", `/api/admin/services/cards/${UNKNOWN_ID}`],
    ["DELETE", `/api/admin/services/cards/${UNKNOWN_ID}`],
    ["PUT", "/api/admin/services/WebDesign/order", { ids: [] }],
  ];
  for (const endpoint of endpoints)
    test(`${endpoint[0]} ${endpoint[1]} → 401 with no token and with a forged one`, () => expectUnauthorized(t, endpoint));
});
