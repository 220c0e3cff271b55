// A project's gallery page edited in place (issue 24): its words, film and images saved to a
// draft that visitors never see, a save from an older copy refused with the newer one, media and
// images the project does not hold refused, the draft published (fields, order, a new image, a
// removed one in the trash, the revision and the activity line) without undoing what the project
// editor changed meanwhile; a forged or missing token saves nothing.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { PageAnswer, PageDocument } from "../../client/contract/documents/answers.ts";
import { PAGE_IMAGE_UPLOAD_PATH, type PageImageAnswer } from "../../client/contract/page-media.ts";
import { PROJECT_PAGE_MESSAGES, type ProjectPageContent } from "../../client/contract/project-page.ts";
import type { Project } from "../../client/contract/projects.ts";
import { collections } from "../../src/collections.ts";
import { checkContent } from "../../src/platform/backup/content-check.ts";
import { referencedKeys, sweepOrphans } from "../../src/platform/media/sweep.ts";
import { withRestoreLock } from "../../src/platform/backup/lock.ts";
import { heldMediaKeys, restoreChecks } from "../../src/restore-checks.ts";
import { captureLogger } from "../support/logger.ts";
import { adminToken, pngImage } from "../support/admin-api.ts";
import { startTestApp, type TestApp } from "../support/app.ts";

let t: TestApp;
let token: string;
let boat: Project;
let other: Project;

const call = (method: string, path: string, body?: unknown, authorization = `Bearer ${token}`) =>
  t.request(path, {
    method,
    headers: { authorization, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const pagePath = () => `/api/admin/projects/${boat._id}/page`;
const page = async () => ((await (await call("GET", pagePath())).json()) as PageAnswer).page;
const saveDraft = (version: number, content: unknown) => call("PUT", `${pagePath()}/draft`, { version, content });
const publish = (version: number) => call("POST", `${pagePath()}/publish`, { version });
const project = async (id = boat._id) => ((await (await call("GET", `/api/admin/projects/${id}`)).json()) as { project: Project }).project;
const galleryHtml = async () => {
  t.cache.clear();
  return (await t.request("/productvisualization/boat")).text();
};
const published = (doc: PageDocument) => doc.published as ProjectPageContent;

async function uploadImage(width = 640, height = 400): Promise<PageImageAnswer["image"]> {
  const form = new FormData();
  form.set("image", new File([new Uint8Array(await pngImage(width, height, "#3355aa"))], "new.png", { type: "image/png" }));
  const response = await t.request(PAGE_IMAGE_UPLOAD_PATH, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as PageImageAnswer).image;
}

beforeAll(async () => {
  t = await startTestApp();
  token = await adminToken(t);
  const list = ((await (await call("GET", "/api/admin/projects")).json()) as { projects: Project[] }).projects;
  boat = list.find((p) => p.slug === "boat")!;
  other = list.find((p) => p._id !== boat._id && p.images.length > 0)!;
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe("a project's page in edit mode", () => {
  test("the page answers what visitors see, no draft, and only to the owner", async () => {
    const doc = await page();
    expect(doc.path).toBe("/productvisualization/boat");
    expect(doc.draft).toBeNull();
    expect(published(doc).title).toBe(boat.title);
    expect(published(doc).images.map((image) => image._id)).toEqual(boat.images.map((image) => image._id));
    for (const authorization of ["", "Bearer forged.token.value", `Bearer ${token.slice(0, -4)}AAAA`]) {
      expect((await call("GET", pagePath(), undefined, authorization)).status).toBe(401);
      expect((await call("PUT", `${pagePath()}/draft`, { version: doc.version, content: published(doc) }, authorization)).status).toBe(401);
      expect((await call("POST", `${pagePath()}/publish`, { version: doc.version }, authorization)).status).toBe(401);
    }
    expect((await page()).version).toBe(doc.version);
    expect((await call("GET", "/api/admin/projects/0190a6d2-7e4b-7c3d-8a9b-0123456789ab/page")).status).toBe(404);
  });

  test("refused and named: a blank title, media nobody stored, another project's image; nothing saved", async () => {
    const doc = await page();
    const content = published(doc);
    const cases: [unknown, string][] = [
      [{ ...content, title: "  " }, "Project title"],
      [
        {
          ...content,
          images: [...content.images, { image: { ...content.images[0]!.image, key: "pages/0190a6d2-7e4b-7c3d-8a9b-0123456789ab" }, alt: "" }],
        },
        PROJECT_PAGE_MESSAGES.missingMedia,
      ],
      [{ ...content, images: [{ ...content.images[0]!, _id: other.images[0]!._id }] }, PROJECT_PAGE_MESSAGES.foreignImage],
      [
        { ...content, images: [{ ...content.images[0]!, image: { ...content.images[0]!.image, key: "https://example.com/x.png" } }] },
        "Image must be an uploaded image",
      ],
    ];
    for (const [value, message] of cases) {
      const response = await saveDraft(doc.version, value);
      const answer = (await response.json()) as { message: string };
      expect(`${response.status} ${answer.message}`).toContain(`400`);
      expect(answer.message).toContain(message);
    }
    expect(await page()).toEqual(doc);
  });

  test("a draft is the owner's alone: visitors see the page as it was", async () => {
    const doc = await page();
    const content = published(doc);
    const added = await uploadImage();
    const [first, second, third, ...rest] = content.images;
    const draft: ProjectPageContent = {
      ...content,
      title: "Speed Boat, redrawn",
      tagline: "Drawn in place",
      images: [third!, { image: added, alt: "The hull in blue" }, second!, ...rest],
    };
    const saved = await saveDraft(doc.version, draft);
    expect(saved.status).toBe(200);
    const answer = ((await saved.json()) as PageAnswer).page;
    expect(answer.version).toBe(doc.version + 1);
    expect(answer.draft).toEqual(draft);
    expect(first).toBeDefined();

    const html = await galleryHtml();
    expect(html).toContain(`>${boat.title}</h1>`);
    expect(html).not.toContain("redrawn");
    // The uploaded image is held by the draft: the sweep spares it.
    expect((await referencedKeys(t.stores.sql, collections, heldMediaKeys)).get(added.key)).toBe("projects' page drafts");
  });

  test("a save made from an older copy is refused with the newer page, not written over it", async () => {
    const doc = await page();
    const response = await saveDraft(doc.version - 1, { ...published(doc), title: "From another tab" });
    expect(response.status).toBe(409);
    const answer = (await response.json()) as { message: string; page: PageDocument };
    expect(answer.message).toBe(PROJECT_PAGE_MESSAGES.conflict);
    expect(answer.page).toEqual(doc);
    expect((doc.draft as ProjectPageContent).title).toBe("Speed Boat, redrawn");
  });

  test("publishing applies the draft, keeps what the project editor changed meanwhile, trashes the removed image", async () => {
    const before = await project();
    // The owner changes the description in the project editor while the draft waits.
    expect((await call("PATCH", `/api/admin/projects/${boat._id}`, { description: "Written in the editor" })).status).toBe(200);
    const form = new FormData();
    form.set("alt", "Added in the editor");
    form.set("image", new File([new Uint8Array(await pngImage(320, 200))], "late.png", { type: "image/png" }));
    const late = await t.request(`/api/admin/projects/${boat._id}/images`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(late.status).toBe(201);
    const doc = await page();
    const draft = doc.draft as ProjectPageContent;
    // Edit mode shows the editor's description, which the draft left as it was: what publishing keeps.
    expect(draft.description).toBe("Written in the editor");
    expect(draft.title).toBe("Speed Boat, redrawn");
    const response = await publish(doc.version);
    expect(response.status).toBe(200);
    const answer = ((await response.json()) as PageAnswer).page;
    expect(answer.draft).toBeNull();
    expect(answer.version).toBe(doc.version + 1);

    const after = await project();
    expect(after.title).toBe("Speed Boat, redrawn");
    expect(after.tagline).toBe("Drawn in place");
    expect(after.description).toBe("Written in the editor");
    // The draft's images in its order, then the one added in the editor since.
    expect(after.images.map((image) => image.alt)).toEqual([...draft.images.map((image) => image.alt), "Added in the editor"]);
    expect(after.images.map((image) => image._id)).toEqual([
      before.images[2]!._id,
      after.images[1]!._id,
      before.images[1]!._id,
      ...before.images.slice(3).map((image) => image._id),
      after.images.at(-1)!._id,
    ]);
    expect(after.images[1]!.decorative).toBe(false);
    expect(after.images.some((image) => image._id === before.images[0]!._id)).toBe(false);

    const html = await galleryHtml();
    expect(html).toContain(">Speed Boat, redrawn</h1>");
    expect(html).toContain("Drawn in place");
    expect(html).toContain(`${after.images.length} images`);

    const trash = (await (await call("GET", "/api/admin/trash")).json()) as { items: { id: string }[] };
    expect(trash.items.map((item) => item.id)).toContain(before.images[0]!._id);
    const activity = (await (await call("GET", "/api/admin/activity")).json()) as { entries: { summary: string }[] };
    expect(activity.entries[0]!.summary).toBe(
      "Published the page of Speed Boat, redrawn: changed the title and tagline; added 1 image; moved 1 image to the trash; reordered the images",
    );
    const subject = encodeURIComponent(`project:${boat._id}`);
    const history = (await (await call("GET", `/api/admin/revisions/${subject}`)).json()) as { revisions: { summary: string }[] };
    expect(history.revisions[0]!.summary).toMatch(/Title/);
  });

  test("with no draft there is nothing to publish; a discarded draft leaves the page as visitors see it", async () => {
    let doc = await page();
    const refused = await publish(doc.version);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(PROJECT_PAGE_MESSAGES.nothingToPublish);

    expect((await saveDraft(doc.version, { ...published(doc), tagline: "Never shown" })).status).toBe(200);
    doc = await page();
    const discarded = await call("DELETE", `${pagePath()}/draft`, { version: doc.version });
    expect(discarded.status).toBe(200);
    expect(((await discarded.json()) as PageAnswer).page.draft).toBeNull();
    expect(await galleryHtml()).not.toContain("Never shown");
    expect((await project()).tagline).toBe("Drawn in place");
  });

  test("an added image keeps its stored size whatever the draft says: its srcset names files that exist", async () => {
    const small = await uploadImage(); // 640 x 400
    const large = await uploadImage(1800, 900); // shown at once at 960 x 480
    const lie = { ...small, width: large.width, height: large.height };
    let doc = await page();
    const saved = await saveDraft(doc.version, {
      ...published(doc),
      images: [...published(doc).images, { image: lie, alt: "Given another's size" }],
    });
    expect(saved.status).toBe(200);
    const drafted = ((await saved.json()) as PageAnswer).page.draft as ProjectPageContent;
    expect(drafted.images.at(-1)!.image).toEqual(small);

    // A draft saved before sizes were checked (written as the old code wrote it) is published at the stored size too.
    const content = { ...drafted, images: [...drafted.images.slice(0, -1), { image: lie, alt: "Given another's size" }] };
    await t.stores.sql`update projects set draft = ${t.stores.sql.json({ content, base: published(doc) } as never)} where id = ${boat._id}`;
    doc = await page();
    expect((await publish(doc.version)).status).toBe(200);
    const added = (await project()).images.find((image) => image.alt === "Given another's size")!;
    expect([added.image.width, added.image.height]).toEqual([640, 400]);
    for (const srcset of [added.image.srcset.webp, added.image.srcset.avif]) {
      for (const url of srcset.split(", ").map((entry) => entry.split(" ")[0]!)) expect((await t.request(url)).status).toBe(200);
    }
    expect(await galleryHtml()).not.toContain(`${small.key}/1600.webp`);
  });

  test("a draft naming an image nobody stored is refused, nothing saved", async () => {
    const doc = await page();
    const ghost = { key: "pages/0190a6d2-7e4b-7c3d-8a9b-0123456789ab", width: 640, height: 400, blur: (await uploadImage()).blur };
    const refused = await saveDraft(doc.version, { ...published(doc), images: [...published(doc).images, { image: ghost, alt: "Ghost" }] });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(PROJECT_PAGE_MESSAGES.missingMedia);
    expect((await page()).version).toBe(doc.version);
  });

  test("an image published with another image's size before this was checked is set to its stored size at start, and backs up again", async () => {
    const image = await uploadImage(); // 640 x 400
    const doc = await page();
    const saved = await saveDraft(doc.version, { ...published(doc), images: [...published(doc).images, { image, alt: "Sized by hand" }] });
    expect((await publish(((await saved.json()) as PageAnswer).page.version)).status).toBe(200);
    const { sql, objects } = t.stores;
    // As the old code wrote it: a 1600 x 1000 image, whose srcset names files the set lacks.
    await sql`update project_images set image_width = 1600, image_height = 1000 where image_key = ${image.key}`;
    const archived = async () => new Map((await objects.list()).map((key) => [key, {}]));
    await expect(checkContent(sql, restoreChecks, await archived())).rejects.toThrow(
      `shows the image ${image.key}/960.webp, which the backup does not hold`,
    );

    const log = captureLogger();
    await sweepOrphans({ withRestoreLock, sql, objects, log, collections, held: heldMediaKeys });
    const added = (await project()).images.find((item) => item.alt === "Sized by hand")!;
    expect([added.image.width, added.image.height]).toEqual([640, 400]);
    expect(log.lines.some((line) => line.includes(`${image.key} said 1600 wide`))).toBe(true);
    await checkContent(sql, restoreChecks, await archived());
  });
});
