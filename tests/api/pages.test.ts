// The page documents' admin API: every document read, its draft saved (checked against its
// schema, its media against the bucket), refused when stale (409 with the newer version),
// discarded, and published (a revision, an activity line naming what changed, the public
// pages' cached copies dropped).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { PAGE_MESSAGES, type PageDocument } from "../../client/contract/documents/answers.ts";
import { DOCUMENTS, type DocumentSpec } from "../../client/contract/documents/registry.ts";
import { seedDocuments } from "../../src/features/seed/documents.ts";
import { webpImage } from "../support/admin-api.ts";
import type { TestApp } from "../support/app.ts";
import { until } from "../support/until.ts";
import { adminApp, type api, expectUnauthorized, json, type Endpoint } from "./helpers.ts";

let t: TestApp;
let call: ReturnType<typeof api>;
let token: string;
beforeAll(async () => ({ t, token, call } = await adminApp()), 60_000);
afterAll(() => t.close());

type Path = (string | number)[];
type Doc = Record<string, any>;

const page = async (key: string): Promise<PageDocument> => (await json(await call.get(`/api/admin/pages/${key}`))).page;
const saveDraft = (key: string, version: number, content: unknown) => call.json(`/api/admin/pages/${key}/draft`, { version, content }, "PUT");
const publish = (key: string, version: number) => call.json(`/api/admin/pages/${key}/publish`, { version });
const discard = (key: string, version: number) =>
  t.request(`/api/admin/pages/${key}/draft`, {
    method: "DELETE",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ version }),
  });

/** The first place in the schema (lists: their first item) whose schema `pick` accepts, with that schema. */
function find(
  schema: TSchema,
  value: unknown,
  pick: (schema: TSchema, value: unknown) => boolean,
  path: Path = [],
): { path: Path; schema: TSchema } | null {
  if (pick(schema, value)) return { path, schema };
  if (schema.type === "object" && value && typeof value === "object") {
    for (const [name, inner] of Object.entries(schema.properties as Record<string, TSchema>)) {
      const found = find(inner, (value as Doc)[name], pick, [...path, name]);
      if (found) return found;
    }
  }
  if (schema.type === "array" && Array.isArray(value) && value.length > 0) return find(schema.items as TSchema, value[0], pick, [...path, 0]);
  return null;
}

const clone = <T>(value: T): T => structuredClone(value);

function set(doc: Doc, path: Path, value: unknown): Doc {
  const copy = clone(doc);
  const parent = path.slice(0, -1).reduce<any>((at, step) => at[step], copy);
  if (value === undefined) delete parent[path.at(-1)!];
  else parent[path.at(-1)!] = value;
  return copy;
}

const get = (doc: unknown, path: Path) => path.reduce<any>((at, step) => at?.[step], doc);

const isText = (schema: TSchema) => schema.type === "string" && typeof schema.maxLength === "number" && !!schema.minLength;
const isLimitedList = (schema: TSchema) => schema.type === "array" && typeof schema.maxItems === "number";
const isMediaKey = (schema: TSchema) => schema.type === "object" && !!schema.properties?.key && !!schema.properties?.width;

/** Refreshes to the document's current version before each bad save, so a refusal is for the input alone. */
async function refused(spec: DocumentSpec, content: unknown, message: string): Promise<void> {
  const before = await page(spec.key);
  const response = await saveDraft(spec.key, before.version, content);
  const answer = await json(response);
  expect(`${response.status} ${answer.message}`).toBe(`400 ${message}`);
  expect(await page(spec.key)).toEqual(before);
}

describe.each(DOCUMENTS.map((spec) => [spec.key, spec] as const))("the %s document", (key, spec) => {
  const seed = () => clone(seedDocuments[spec.key]) as Doc;
  const text = find(spec.schema, seedDocuments[spec.key], isText)!;

  test("reads as seeded: published, no draft, its label and public path", async () => {
    const answer = await page(key);
    expect(answer).toMatchObject({ key, label: spec.label, path: spec.path, draft: null, published: seedDocuments[spec.key] });
    expect(Value.Check(spec.schema, answer.published)).toBe(true);
  });

  test("a good draft is saved, trimmed, and leaves the published words alone", async () => {
    const { version } = await page(key);
    const content = set(seed(), text.path, "  A new line of words  ");
    const answer = await json(await saveDraft(key, version, content));
    expect(answer.message).toBe(PAGE_MESSAGES.draftSaved);
    expect(answer.page.version).toBe(version + 1);
    expect(get(answer.page.draft, text.path)).toBe("A new line of words");
    expect(answer.page.published).toEqual(seedDocuments[spec.key]);
    expect(answer.page.updatedBy).toBe("admin");
    expect((await page(key)).draft).toEqual(answer.page.draft);
  });

  test("text too long, missing, of the wrong type or with control characters → 400 naming the field", async () => {
    const title = text.schema.title!;
    await refused(
      spec,
      set(seed(), text.path, "x".repeat((text.schema.maxLength as number) + 1)),
      `${title} must be at most ${text.schema.maxLength} characters`,
    );
    await refused(spec, set(seed(), text.path, undefined), `${title} is required`);
    await refused(spec, set(seed(), text.path, 42), `${title} must be text`);
    await refused(spec, set(seed(), text.path, "   "), `${title} is required`);
    await refused(spec, set(seed(), text.path, "bell\u0007"), `${title} must not contain control characters`);
    await refused(spec, { ...seed(), extra: "field" }, "extra is not a field of this form");
    await refused(spec, "just text", "The request is invalid");
  });

  const list = find(spec.schema, seedDocuments[spec.key], isLimitedList);
  if (list) {
    test(`a list over its limit (${list.path.join(".")}) → 400`, async () => {
      const items = get(seedDocuments[spec.key], list.path) as unknown[];
      const over = Array.from({ length: (list.schema.maxItems as number) + 1 }, (_, i) => items[i % items.length]);
      await refused(spec, set(seed(), list.path, over), list.schema.error as string);
    });
  }

  const media = find(spec.schema, seedDocuments[spec.key], isMediaKey);
  if (media) {
    test(`a media key that is not ours, or not stored (${media.path.join(".")}) → 400`, async () => {
      const keyPath = [...media.path, "key"];
      const keySchema = media.schema.properties.key as TSchema;
      for (const foreign of ["https://evil.example/x.png", "projects/0190c4a2-8f1e-7a3b-9c2d-1e2f3a4b5c6d", "/images/../../etc/passwd"]) {
        await refused(spec, set(seed(), keyPath, foreign), keySchema.error as string);
      }
      const unstored = keySchema.pattern!.includes("videos/") ? `videos/${Bun.randomUUIDv7()}.mp4` : `pages/${Bun.randomUUIDv7()}`;
      await refused(spec, set(seed(), keyPath, unstored), PAGE_MESSAGES.missingMedia);
    });
  }

  test("a save from an older version → 409 with the newer document, which is kept", async () => {
    const { version } = await page(key);
    const first = await json(await saveDraft(key, version, set(seed(), text.path, "Saved in the first tab")));
    const stale = await saveDraft(key, version, set(seed(), text.path, "Saved in the second tab"));
    const answer = await json(stale);
    expect(stale.status).toBe(409);
    expect(answer).toMatchObject({ success: false, message: PAGE_MESSAGES.conflict, page: first.page });
    expect(get((await page(key)).draft, text.path)).toBe("Saved in the first tab");
    for (const refusal of [await publish(key, version), await discard(key, version)]) expect(refusal.status).toBe(409);
  });

  test("discarding drops the draft; publishing with none → 400", async () => {
    const { version } = await page(key);
    const answer = await json(await discard(key, version));
    expect(answer).toMatchObject({ message: PAGE_MESSAGES.discarded, page: { draft: null, version: version + 1 } });
    const none = await publish(key, version + 1);
    expect(`${none.status} ${(await json(none)).message}`).toBe(`400 ${PAGE_MESSAGES.nothingToPublish}`);
  });

  test("publishing makes the draft what visitors get, keeps a revision and names what changed", async () => {
    const { version } = await page(key);
    const saved = await json(await saveDraft(key, version, set(seed(), text.path, "Published words")));
    const answer = await json(await publish(key, saved.page.version));
    expect(answer.message).toBe(PAGE_MESSAGES.published);
    expect(answer.page).toMatchObject({ draft: null, version: version + 2 });
    expect(get(answer.page.published, text.path)).toBe("Published words");
    const history = (await json(await call.get(`/api/admin/revisions/page:${key}`))).revisions;
    expect(history[0]).toMatchObject({ number: 2, author: "admin", summary: `Changed ${history[0].changes[0].label}` });
    expect(history[0].changes).toEqual([
      { path: text.path.join("."), label: expect.any(String), before: get(seedDocuments[spec.key], text.path), after: "Published words" },
    ]);
    expect(history[1]).toMatchObject({ number: 1, changes: [] });
    const [line] = (await json(await call.get("/api/admin/activity?limit=1"))).entries;
    expect(line.actor).toBe("admin");
    expect(line.summary).toStartWith("Published the ");
    expect(line.summary).toEndWith(` page: ${history[0].changes[0].label}`.slice(key === "site" ? " page".length : 0));
  });

  test("an unknown key → 404", async () => {
    expect((await call.get(`/api/admin/pages/${key}-nope`)).status).toBe(404);
  });
});

describe("the home page's words, as a visitor sees them", () => {
  test("publishing drops the cached public pages: the next visitor gets the new words", async () => {
    const home = await page("home");
    await (await t.request("/")).text();
    await until(() => t.cache.get("/") !== undefined, { what: "the home page to land in the cache" });
    const intro = "Freshly published words for the hero of the home page";
    const saved = await json(await saveDraft("home", home.version, { ...home.published!, hero: { ...(home.published as Doc).hero, intro } }));
    expect(t.cache.get("/")).toBeDefined();
    expect((await (await t.request("/")).text()).includes(intro)).toBe(false);
    await publish("home", saved.page.version);
    expect(t.cache.get("/")).toBeUndefined();
    expect((await (await t.request("/")).text()).includes(intro)).toBe(true);
  });

  test("an image's size is the stored one, whatever the draft says: the page's srcset names files that exist", async () => {
    const key = `pages/${Bun.randomUUIDv7()}`;
    await t.stores.objects.put(`${key}/480.webp`, await webpImage(480, 600), "image/webp");
    await t.stores.objects.put(`${key}/480.avif`, await webpImage(480, 600), "image/avif");
    const home = await page("home");
    // Another image's size (a 1600 wide one): its srcset would name 960 and 1600 files this set lacks.
    const content = set(home.published as Doc, ["about", "portrait", "image"], { key, width: 1600, height: 2000, blur: "" });
    const saved = await json(await saveDraft("home", home.version, content));
    expect(saved.page.draft.about.portrait.image).toEqual({ key, width: 480, height: 600, blur: "" });
    // A draft saved before sizes were checked is published at the stored size too.
    await t.stores.sql`update documents set draft = ${t.stores.sql.json(content as never)} where key = 'home'`;
    expect((await publish("home", saved.page.version)).status).toBe(200);
    expect((await page("home")).published).toMatchObject({ about: { portrait: { image: { width: 480, height: 600 } } } });
    const html = await (await t.request("/")).text();
    expect(html).toContain(`/media/${key}/480.webp`);
    expect(html).not.toContain(`/media/${key}/1600.webp`);
  });

  test("a bucket image that is stored is accepted; the list answers which pages have drafts", async () => {
    const key = `pages/${Bun.randomUUIDv7()}`;
    await t.stores.objects.put(`${key}/480.webp`, await webpImage(480, 600), "image/webp");
    const home = await page("home");
    const content = set(home.published as Doc, ["about", "portrait", "image"], { key, width: 480, height: 600, blur: "" });
    const answer = await saveDraft("home", home.version, content);
    expect(answer.status).toBe(200);
    const pages = (await json(await call.get("/api/admin/pages"))).pages;
    expect(pages.map((p: { key: string }) => p.key)).toEqual(DOCUMENTS.map((spec) => spec.key));
    expect(pages.find((p: { key: string }) => p.key === "home").hasDraft).toBe(true);
    expect(pages.find((p: { key: string }) => p.key === "portfolio").hasDraft).toBe(false);
  });

  test("activity names at most three fields, then how many more", async () => {
    const site = await page("site");
    const published = site.published as Doc;
    const content = {
      ...published,
      tagline: "New tagline",
      description: "New description of {name}",
      footerHeading: "New footer heading",
      notFound: { title: "Lost?", text: "Nothing here." },
      customRequests: { heading: "Custom?", text: "Ask us." },
    };
    const saved = await json(await saveDraft("site", site.version, content));
    await publish("site", saved.page.version);
    const [line] = (await json(await call.get("/api/admin/activity?limit=1"))).entries;
    expect(line.summary).toBe("Published the words every page shares: Headline and footer tagline, Site description, Footer heading and 4 more");
  });
});

describe("a page's preview data", () => {
  test("a hidden service's page is read for the owner, never for a visitor; an unknown document → 404", async () => {
    await t.stores.sql`update services set hidden = true where id = 'animation'`;
    try {
      const visitor = await t.request("/api/page-data/service/animation");
      expect(visitor.status).toBe(404);
      const preview = await call.get("/api/admin/pages/service-animation/preview-data");
      expect(preview.status).toBe(200);
      expect(preview.headers.get("cache-control")).toContain("no-store");
      const { data, shown } = await json(preview);
      expect(shown).toBe(false);
      expect(data.service).toMatchObject({ id: "animation", slug: "animation" });
      expect(data.document).toEqual((await page("service-animation")).published);
    } finally {
      await t.stores.sql`update services set hidden = false where id = 'animation'`;
    }
    const home = await json(await call.get("/api/admin/pages/home/preview-data"));
    expect(home.data.logos.length).toBeGreaterThan(0);
    expect(home.shown).toBe(true);
    expect((await call.get("/api/admin/pages/nope/preview-data")).status).toBe(404);
  });
});

describe("hostile bodies", () => {
  test("content nested thousands of levels deep, or a body that is no object → 400, nothing saved", async () => {
    const before = await page("home");
    const deep = `{"version":${before.version},"content":${"[".repeat(5000)}${"]".repeat(5000)}}`;
    const response = await t.request("/api/admin/pages/home/draft", {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: deep,
    });
    expect(response.status).toBe(400);
    for (const body of [[], "text", { version: "1", content: {} }, { version: before.version }]) {
      expect((await call.json("/api/admin/pages/home/draft", body, "PUT")).status).toBe(400);
    }
    expect(await page("home")).toEqual(before);
  });
});

describe("stored JSON", () => {
  test("a document comes back exactly as stored: keys with underscores are not renamed to camelCase", async () => {
    // As a later version or a hand-made fix could store it: snake_case keys beside camelCase ones, nested.
    const stored = { ...seedDocuments.home, note_to_self: { kept_as_is: 1, alsoThis: [{ deep_key: "x", deepKey: "y" }] } };
    const { sql } = t.stores;
    await sql`update documents set draft = ${sql.json(stored as never)} where key = 'home'`;
    try {
      expect((await page("home")).draft).toEqual(stored);
    } finally {
      await sql`update documents set draft = null where key = 'home'`;
    }
  });
});

describe("without a valid token", () => {
  const endpoints: Endpoint[] = [
    ["GET", "/api/admin/pages"],
    ["GET", "/api/admin/pages/home"],
    ["GET", "/api/admin/pages/service-animation/preview-data"],
    ["PUT", "/api/admin/pages/home/draft", { version: 1, content: seedDocuments.home }],
    ["DELETE", "/api/admin/pages/home/draft", { version: 1 }],
    ["POST", "/api/admin/pages/home/publish", { version: 1 }],
  ];
  for (const endpoint of endpoints) test(`${endpoint[0]} ${endpoint[1]} → 401`, () => expectUnauthorized(t, endpoint));
});
