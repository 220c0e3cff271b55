// The studio's details (src/features/studio/routes.ts): read, replaced whole, validated.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { getStudio } from "../../src/features/studio/queries.ts";
import { seedStudio } from "../../src/features/seed/content.ts";
import type { TestApp } from "../support/app.ts";
import { adminApp, type api, expectUnauthorized, json } from "./helpers.ts";

let t: TestApp;
let call: ReturnType<typeof api>;

beforeAll(async () => ({ t, call } = await adminApp()), 60_000);
afterAll(() => t.close());

const put = (studio: unknown) => call.json("/api/admin/studio", studio, "PUT");

describe("/api/admin/studio", () => {
  test("answers the seeded details", async () => {
    expect((await json(await call.get("/api/admin/studio"))).studio).toEqual(seedStudio);
  });

  test("saves new details whole, trimmed; a social link may be blank to hide its icon", async () => {
    const next = { ...seedStudio, phone: "+441234567890", phoneDisplay: " +44 1234 567890 ", social: { ...seedStudio.social, facebook: "" } };
    const answer = await json(await put(next));
    expect(answer.studio).toEqual({ ...next, phoneDisplay: "+44 1234 567890" });
    expect(await getStudio(t.stores.sql)).toEqual(answer.studio);
  });

  test("the main site may be left blank: the studio has no other site, and Home is this one's home page", async () => {
    expect(seedStudio.mainSite).toBe("");
    const answer = await json(await put({ ...seedStudio, mainSite: "" }));
    expect(answer.studio.mainSite).toBe("");
    expect((await getStudio(t.stores.sql)).mainSite).toBe("");
  });

  test("the design portfolio may be left blank: a studio that keeps its case studies nowhere else", async () => {
    const answer = await json(await put({ ...seedStudio, designPortfolio: "" }));
    expect(answer.studio.designPortfolio).toBe("");
    expect((await getStudio(t.stores.sql)).designPortfolio).toBe("");
    expect((await put({ ...seedStudio, designPortfolio: "behance" })).status).toBe(400);
    await put(seedStudio);
  });

  test("hostile text is stored as text", async () => {
    const name = `</title><script>alert(1)</script>`;
    expect((await json(await put({ ...seedStudio, name: name.slice(0, 40) }))).studio.name).toBe(name.slice(0, 40));
  });

  test.each([
    [{ phone: "0123" }, "Phone must be in international format: + then 7 to 15 digits, e.g. +919876543210"],
    [{ phone: 919876543210 }, "Phone must be text"],
    [{ email: "not an email" }, "Email must be a valid address, e.g. hello@studio.com"],
    [{ email: "a@b" }, "Email must be a valid address, e.g. hello@studio.com"],
    [{ mainSite: "javascript:alert(1)" }, "Main site must be a full http(s):// address"],
    [{ name: "" }, "Studio name is required"],
    [{ name: "x".repeat(41) }, "Studio name must be at most 40 characters"],
    [{ fullName: "Nul\u0000" }, "Full name must not contain control characters"],
    [
      { forms: { ...seedStudio.forms, enquiry: "ftp://files.example" } },
      "Enquiry form must be /contact (the contact page), a full http(s):// address, or mailto: and an email address",
    ],
    [{ social: { ...seedStudio.social, instagram: "instagram" } }, "Instagram must be a full http(s):// address"],
    [{ forms: undefined }, "forms is missing or invalid"],
  ])("%j → 400 %s", async (change, message) => {
    const response = await put({ ...seedStudio, ...change });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(message);
    expect(await getStudio(t.stores.sql)).not.toMatchObject(change);
  });

  test("fields the contract does not name are refused, nested ones too", async () => {
    for (const body of [
      { ...seedStudio, extra: "field" },
      { ...seedStudio, forms: { ...seedStudio.forms, extra: "https://x.example" } },
    ]) {
      const response = await put(body);
      expect(response.status).toBe(400);
      expect((await json(response)).message).toMatch(/extra is not a field of this form/);
    }
    expect(await getStudio(t.stores.sql)).not.toHaveProperty("extra");
    expect((await put([])).status).toBe(400);
    expect((await put("just text")).status).toBe(400);
  });

  for (const endpoint of [
    ["GET", "/api/admin/studio"],
    ["PUT", "/api/admin/studio", seedStudio],
  ] as const) {
    test(`${endpoint[0]} without a valid token → 401`, () => expectUnauthorized(t, [...endpoint]));
  }
});
