// Revisions: every publish of a page, save of the studio's details or of a project keeps one
// (who, what changed field by field, a readable line), listed newest first; a revert restores
// one as a new revision. And the diff they are built from.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { PAGE_MESSAGES } from "../../client/contract/documents/answers.ts";
import { HomeDocument } from "../../client/contract/documents/home.ts";
import { ServiceDocument } from "../../client/contract/documents/service.ts";
import { REVISION_MESSAGES } from "../../client/contract/revisions.ts";
import { STUDIO_MESSAGES } from "../../client/contract/studio.ts";
import { seedDocuments } from "../../src/features/seed/documents.ts";
import { seedStudio } from "../../src/features/seed/content.ts";
import { changeSummary, diffValues, fieldList } from "../../src/platform/revisions/diff.ts";
import { webpImage } from "../support/admin-api.ts";
import type { TestApp } from "../support/app.ts";
import { until } from "../support/until.ts";
import { adminApp, type api, expectUnauthorized, json, UNKNOWN_ID } from "./helpers.ts";

let t: TestApp;
let call: ReturnType<typeof api>;
let token: string;
beforeAll(async () => ({ t, token, call } = await adminApp()), 60_000);
afterAll(() => t.close());

// Encoded as the admin sends it ("page%3Ahome").
const history = async (subject: string) => (await json(await call.get(`/api/admin/revisions/${encodeURIComponent(subject)}`))).revisions;
const revert = (subject: string, id: string) =>
  t.request(`/api/admin/revisions/${encodeURIComponent(subject)}/${id}/revert`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
const lastActivity = async () => (await json(await call.get("/api/admin/activity?limit=1"))).entries[0].summary;

describe("the diff", () => {
  const service = seedDocuments["service-WebDesign"];

  test("names a field by the schema's titles, a list item by its number", () => {
    const faqs = service.knowMore.faqs.map((faq, i) => (i === 1 ? { ...faq, answer: "A new answer" } : faq));
    const after = { ...service, intro: "A new intro", knowMore: { ...service.knowMore, faqs } };
    const changes = diffValues(service, after, ServiceDocument);
    expect(changes).toEqual([
      { path: "intro", label: "Intro", before: service.intro, after: "A new intro" },
      { path: "knowMore.faqs.1.answer", label: "Know more: FAQs 2: Answer", before: service.knowMore.faqs[1]!.answer, after: "A new answer" },
    ]);
    expect(changeSummary(changes)).toBe("Changed Intro and Know more: FAQs 2: Answer");
  });

  test("an item added, removed or moved is reported as that", () => {
    const [a, b, c] = ["first", "second", "third"].map((word) => ({ question: word, answer: word }));
    const label = (before: unknown[], after: unknown[]) => diffValues({ faqs: before }, { faqs: after }).map((change) => change.label);
    expect(label([a, b], [a, b, c])).toEqual(["Faqs 3 (added)"]);
    expect(label([a, b, c], [a, c])).toEqual(["Faqs 2 (removed)"]);
    expect(label([a, b, c], [c, a, b])).toEqual(["Faqs (new order)"]);
    expect(diffValues({ list: [1, 2] }, { list: [1, 3] })).toEqual([{ path: "list.1", label: "List 2", before: 2, after: 3 }]);
  });

  test("a label repeating an outer one stands for it", () => {
    const home = seedDocuments.home;
    const desktop = { ...home.hero.video.desktop, duration: 9 };
    const about = { ...home.about, portrait: { ...home.about.portrait, alt: "The studio" } };
    const after = { ...home, hero: { ...home.hero, video: { ...home.hero.video, desktop } }, about };
    expect(diffValues(home, after, HomeDocument).map((change) => change.label)).toEqual(["Hero video", "About: Portrait alt text"]);
  });

  test("an image or video is one field, whatever in it changed", () => {
    const hero = { ...service.hero!, image: { ...service.hero!.image, key: `pages/${Bun.randomUUIDv7()}`, width: 10 } };
    expect(diffValues(service, { ...service, hero }, ServiceDocument).map((change) => [change.path, change.label])).toEqual([
      ["hero.image", "Hero image: Image"],
    ]);
    expect(diffValues(service, structuredClone(service), ServiceDocument)).toEqual([]);
  });

  test("a long list of fields names three, then how many more", () => {
    const changes = ["A", "B", "C", "D", "E"].map((label) => ({ path: label, label, before: 1, after: 2 }));
    expect(fieldList(changes)).toBe("A, B, C and 2 more");
    expect(fieldList(changes.slice(0, 4), { joined: "," })).toBe("A, B, C, D");
    expect(fieldList(changes.slice(0, 2), { lower: true })).toBe("a and b");
  });
});

describe("a page's history", () => {
  test("lists each publish newest first, and a revert publishes that revision again, draft kept", async () => {
    const key = "service-WebDesign";
    const publishWith = async (intro: string) => {
      const { page } = await json(await call.get(`/api/admin/pages/${key}`));
      const saved = await json(
        await call.json(`/api/admin/pages/${key}/draft`, { version: page.version, content: { ...page.published, intro } }, "PUT"),
      );
      return json(await call.json(`/api/admin/pages/${key}/publish`, { version: saved.page.version }));
    };
    await publishWith("The first intro");
    await publishWith("The second intro");
    const revisions = await history(`page:${key}`);
    expect(revisions.map((r: { number: number; summary: string }) => [r.number, r.summary])).toEqual([
      [3, "Changed Intro"],
      [2, "Changed Intro"],
      [1, "As it was before the first recorded change"],
    ]);
    expect(revisions[0]).toMatchObject({
      author: "admin",
      changes: [{ path: "intro", label: "Intro", before: "The first intro", after: "The second intro" }],
    });

    const { page } = await json(await call.get(`/api/admin/pages/${key}`));
    const draft = { ...page.published, heading: "An unpublished heading" };
    await call.json(`/api/admin/pages/${key}/draft`, { version: page.version, content: draft }, "PUT");
    await (await t.request("/WebDesign")).text();
    await until(() => t.cache.get("/WebDesign") !== undefined, { what: "the service page to land in the cache" });

    const answer = await json(await revert(`page:${key}`, revisions[2]._id));
    expect(answer.message).toBe(REVISION_MESSAGES.reverted(1));
    expect(answer.page.published).toEqual(seedDocuments[key]);
    expect(answer.page.draft).toEqual(draft);
    expect(t.cache.get("/WebDesign")).toBeUndefined();
    expect((await history(`page:${key}`))[0]).toMatchObject({
      number: 4,
      summary: "Reverted to revision 1",
      changes: [{ path: "intro", before: "The second intro", after: seedDocuments[key].intro }],
    });
    expect(await lastActivity()).toBe("Reverted the /WebDesign page to revision 1");
  });

  test("a revision of another subject, an unknown one or a malformed subject → 404", async () => {
    const [own] = await history("page:service-WebDesign");
    expect((await revert("page:home", own._id)).status).toBe(404);
    expect((await revert("page:service-WebDesign", UNKNOWN_ID)).status).toBe(404);
    for (const subject of ["page:nope", "project:" + UNKNOWN_ID, "stuff", "page:home;drop"]) {
      const response = await call.get(`/api/admin/revisions/${encodeURIComponent(subject)}`);
      expect(`${subject} ${response.status}`).toBe(`${subject} 404`);
    }
    expect(await history("page:portfolio")).toEqual([]);
  });

  test("a revision holding an image the bucket no longer has is not published", async () => {
    const key = "service-animation";
    const image = { key: `pages/${Bun.randomUUIDv7()}`, width: 480, height: 270, blur: "" };
    await t.stores.objects.put(`${image.key}/480.webp`, await webpImage(480, 270), "image/webp");
    const { page } = await json(await call.get(`/api/admin/pages/${key}`));
    const hero = { ...page.published.hero, image };
    const saved = await json(
      await call.json(`/api/admin/pages/${key}/draft`, { version: page.version, content: { ...page.published, hero } }, "PUT"),
    );
    await call.json(`/api/admin/pages/${key}/publish`, { version: saved.page.version });
    const [withImage] = await history(`page:${key}`);
    const [first] = (await history(`page:${key}`)).slice(-1);
    await revert(`page:${key}`, first._id);
    await t.stores.objects.remove(`${image.key}/480.webp`);
    const response = await revert(`page:${key}`, withImage._id);
    expect(`${response.status} ${(await json(response)).message}`).toBe(`400 ${PAGE_MESSAGES.missingMedia}`);
  });
});

describe("the studio's details", () => {
  test("each save keeps a revision, says what changed, and answers its version", async () => {
    const loaded = await json(await call.get("/api/admin/studio"));
    expect(loaded.version).toBe(0);
    const saved = await json(
      await call.json("/api/admin/studio", { ...seedStudio, phone: "+441234567890", email: "new@studio.example", version: 0 }, "PUT"),
    );
    expect(saved).toMatchObject({ message: STUDIO_MESSAGES.saved, version: 2 });
    expect(await lastActivity()).toBe("Changed the studio's phone and email");
    expect((await json(await call.get("/api/admin/studio"))).version).toBe(2);
    const [latest] = await history("studio");
    expect(latest).toMatchObject({ number: 2, summary: "Changed Phone and Email", author: "admin" });
    expect(latest.changes).toEqual([
      { path: "phone", label: "Phone", before: seedStudio.phone, after: "+441234567890" },
      { path: "email", label: "Email", before: seedStudio.email, after: "new@studio.example" },
    ]);
  });

  test("a save from an older version → 409 with the newer details; none given: saved", async () => {
    const stale = await call.json("/api/admin/studio", { ...seedStudio, name: "Stale", version: 1 }, "PUT");
    const answer = await json(stale);
    expect(stale.status).toBe(409);
    expect(answer).toMatchObject({ success: false, message: STUDIO_MESSAGES.conflict, version: 2, studio: { phone: "+441234567890" } });
    expect((await json(await call.get("/api/admin/studio"))).studio.name).toBe(seedStudio.name);
    expect((await call.json("/api/admin/studio", { ...seedStudio, version: -1 }, "PUT")).status).toBe(400);
  });

  test("a revert restores that revision's details as a new revision, on every page at once", async () => {
    // The home page, rendered and cached with the saved phone, shows the reverted one next.
    const phonesOnHome = async () => [...new Set((await (await t.request("/")).text()).matchAll(/href="tel:([^"]+)"/g).map((m) => m[1]))];
    expect(await phonesOnHome()).toEqual(["+441234567890"]);
    const [, first] = await history("studio");
    const answer = await json(await revert("studio", first._id));
    expect(answer).toMatchObject({ message: REVISION_MESSAGES.reverted(1), studio: seedStudio, version: 3 });
    expect(await phonesOnHome()).toEqual([seedStudio.phone]);
    expect((await json(await call.get("/api/admin/studio"))).studio).toEqual(seedStudio);
    expect((await history("studio"))[0]).toMatchObject({ number: 3, summary: "Reverted to revision 1" });
    expect(await lastActivity()).toBe("Reverted the studio's details to revision 1");
  });
});

describe("a project's history", () => {
  test("each save keeps its fields; a revert restores title, slug, tagline, description, status and service", async () => {
    const project = (await json(await call.json("/api/admin/projects", { title: "Harbour Lights", family: "animation", tagline: "Night film" })))
      .project;
    const subject = `project:${project._id}`;
    await call.json(`/api/admin/projects/${project._id}`, { title: "Harbour Lights", status: "published" }, "PATCH");
    await call.json(
      `/api/admin/projects/${project._id}`,
      { title: "Harbour at Night", slug: "harbour-night", family: "socialmedia", description: "Reworked" },
      "PATCH",
    );
    const revisions = await history(subject);
    // The first save keeps what it replaced too, so even publishing the draft can be taken back.
    expect(revisions.map((r: { number: number; summary: string }) => [r.number, r.summary])).toEqual([
      [3, "Changed Title, Slug, Service and Description"],
      [2, "Changed Status"],
      [1, "As it was before the first recorded change"],
    ]);
    const answer = await json(await revert(subject, revisions[1]._id));
    expect(answer.project).toMatchObject({
      title: "Harbour Lights",
      slug: "harbour-lights",
      family: "animation",
      tagline: "Night film",
      description: "",
      status: "published",
    });
    expect((await history(subject))[0]).toMatchObject({ number: 4, summary: "Reverted to revision 2" });
    expect(await lastActivity()).toBe('Reverted project "Harbour Lights" to revision 2');
    expect((await json(await revert(subject, revisions[2]._id))).project).toMatchObject({ status: "draft" });
  });
});

describe("without a valid token", () => {
  for (const endpoint of [
    ["GET", "/api/admin/revisions/page:home"],
    ["GET", "/api/admin/revisions/studio"],
    ["POST", `/api/admin/revisions/page:home/${UNKNOWN_ID}/revert`, {}],
    ["POST", `/api/admin/revisions/studio/${UNKNOWN_ID}/revert`, {}],
  ] as const) {
    test(`${endpoint[0]} ${endpoint[1]} → 401`, () => expectUnauthorized(t, [...endpoint]));
  }
});
