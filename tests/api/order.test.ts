// The owner's order: PUT /api/admin/<list>/order with every live id, new records first, and the
// home page, the public lists and the dashboard all following it.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { TestApp } from "../support/app.ts";
import { adminApp, type api, imageFile, json, UNKNOWN_ID } from "./helpers.ts";

let t: TestApp;
let call: ReturnType<typeof api>;

beforeAll(async () => ({ t, call } = await adminApp()), 60_000);
afterAll(() => t.close());

const ids = async (list: "logos" | "clients") =>
  (await json(await t.request(`/api/admin/${list}`)))[list].map((item: { _id: string }) => item._id) as string[];
const names = async () => (await json(await t.request("/api/admin/logos"))).logos.map((logo: { name: string }) => logo.name) as string[];
const homeData = async () => {
  const html = await (await t.request("/")).text();
  return JSON.parse(/<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)![1]!).result.data;
};

describe("PUT /api/admin/logos/order", () => {
  test("saves the order; the list, the dashboard and the home strip follow it", async () => {
    await t.request("/"); // cached before the change
    const reversed = (await ids("logos")).reverse();
    const response = await call.json("/api/admin/logos/order", { ids: reversed }, "PUT");
    expect(response.status).toBe(200);
    const answer = await json(response);
    expect(answer).toMatchObject({ success: true, message: "Order saved" });
    expect(answer.logos.map((logo: { _id: string }) => logo._id)).toEqual(reversed);
    expect(await ids("logos")).toEqual(reversed);
    const dashboard = await json(await call.get("/api/admin/dashboard"));
    expect(dashboard.dashboardData.Logos.map((logo: { _id: string }) => logo._id)).toEqual(reversed);
    expect((await homeData()).logos.map((logo: { _id: string }) => logo._id)).toEqual(reversed);
    expect((await names())[0]).toBe("PACE");
  });

  test("an order that misses, repeats, adds or invents an id is refused with 400 and changes nothing", async () => {
    const current = await ids("logos");
    const bad = [
      current.slice(1),
      [...current, current[0]!],
      [...current.slice(1), current[1]!],
      [...current.slice(1), UNKNOWN_ID],
      [...current, UNKNOWN_ID],
      [],
    ];
    for (const list of bad) {
      const response = await call.json("/api/admin/logos/order", { ids: list }, "PUT");
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({ success: false, message: "The order must list every item exactly once" });
    }
    for (const body of [{}, { ids: "x" }, { ids: [1, 2] }, null, { ids: [...current.slice(1), "' or 1=1 --"] }]) {
      expect((await call.json("/api/admin/logos/order", body, "PUT")).status).toBe(400);
    }
    expect(await ids("logos")).toEqual(current);
  });

  test("needs a signed-in admin", async () => {
    const response = await t.request("/api/admin/logos/order", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ids: await ids("logos") }),
    });
    expect(response.status).toBe(401);
  });
});

describe("PUT /api/admin/reviews/order", () => {
  test("saves the review order; the carousel follows it", async () => {
    const current = await ids("clients");
    const moved = [current[3]!, ...current.filter((id) => id !== current[3])];
    const answer = await json(await call.json("/api/admin/reviews/order", { ids: moved }, "PUT"));
    expect(answer.reviews.map((review: { _id: string }) => review._id)).toEqual(moved);
    expect((await homeData()).reviews.map((review: { _id: string }) => review._id)).toEqual(moved);
  });
});

describe("new records", () => {
  test("a new logo and a new review go first, and keep the rest in the owner's order", async () => {
    const before = await ids("logos");
    const { logo } = await json(await call.form("/api/admin/addlogo", { image: await imageFile(), name: "Newest" }));
    expect(await ids("logos")).toEqual([logo._id, ...before]);
    const { logo: second } = await json(await call.form("/api/admin/addlogo", { image: await imageFile(), name: "Newer still" }));
    expect(await ids("logos")).toEqual([second._id, logo._id, ...before]);
    expect(second.position).toBeLessThan(logo.position);

    const reviews = await ids("clients");
    const client = JSON.stringify({ clientName: "First Reviewer", clientPryTitle: "Quote", clientSryTitle: "Highlight" });
    const added = await json(await call.form("/api/admin/clients", { client, clientImg: await imageFile() }));
    expect(await ids("clients")).toEqual([added.client._id, ...reviews]);
    expect((await homeData()).reviews[0]._id).toBe(added.client._id);
  });
});
