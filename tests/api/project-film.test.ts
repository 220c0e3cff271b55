// A project's film (issue 23): uploaded through the pages' video route, saved on the project,
// played at the top of its gallery page with its poster frame, named in the activity line, kept
// in the revision and taken back by a revert; a key nobody stored or a shape the contract does
// not allow is refused with the project unchanged; the sweep spares what a film holds.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { PAGE_VIDEO_UPLOAD_PATH, type PageVideoAnswer } from "../../client/contract/page-media.ts";
import { PROJECT_MESSAGES, type Project } from "../../client/contract/projects.ts";
import { mediaUrl, toImage, type StoredVideo } from "../../client/contract/stored-media.ts";
import { collections } from "../../src/collections.ts";
import { referencedKeys } from "../../src/platform/media/sweep.ts";
import { heldMediaKeys } from "../../src/restore-checks.ts";
import { adminToken } from "../support/admin-api.ts";
import { listen, startTestApp, type TestApp } from "../support/app.ts";
import { H264_AAC, makeVideo } from "../support/video-files.ts";

let t: TestApp;
let server: ReturnType<typeof listen>;
let token: string;
let film: StoredVideo;
let boat: Project;

const url = (path: string) => server.url + path;
const auth = () => ({ authorization: `Bearer ${token}` });
const send = (method: string, path: string, body?: unknown) =>
  fetch(url(path), {
    method,
    headers: { ...auth(), "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const saveFilm = (value: unknown) => send("PATCH", `/api/admin/projects/${boat._id}`, { film: value });
const project = async () => ((await (await send("GET", `/api/admin/projects/${boat._id}`)).json()) as { project: Project }).project;
const galleryHtml = async () => {
  t.cache.clear();
  return (await fetch(url("/productvisualization/boat"))).text();
};

beforeAll(async () => {
  t = await startTestApp();
  server = listen(t.app);
  token = await adminToken(t);
  const form = new FormData();
  form.set("video", new File([makeVideo({ ...H264_AAC, width: 320, height: 180 })], "boat-film.mp4", { type: "video/mp4" }));
  const uploaded = await fetch(url(PAGE_VIDEO_UPLOAD_PATH), { method: "POST", headers: auth(), body: form });
  expect(uploaded.status).toBe(201);
  film = ((await uploaded.json()) as PageVideoAnswer).video;
  const list = (await (await send("GET", "/api/admin/projects")).json()) as { projects: Project[] };
  boat = list.projects.find((p) => p.slug === "boat")!;
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await t?.close();
});

describe("a project's film", () => {
  test("a project has none until one is saved; visitors' gallery shows no player", async () => {
    expect(boat.film).toBeNull();
    expect(await galleryHtml()).not.toContain("<video");
  });

  test("saved on the project, it plays at the top of the gallery with its poster, and the activity names it", async () => {
    const response = await saveFilm(film);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { project: Project }).project.film).toEqual(film);
    expect((await project()).film).toEqual(film);

    const html = await galleryHtml();
    const player = html.match(/<video[^>]*>/)?.[0] ?? "";
    expect(player).toContain(`src="${mediaUrl(film.key)}"`);
    expect(player).toContain(`poster="${toImage(film.poster).src}"`);
    expect(player).toContain('preload="none"');
    expect(player).toContain('aria-label="Speed Boat, the film"');
    expect(html.indexOf("<video")).toBeLessThan(html.indexOf("gallery__stack"));
    expect(html).toContain("a film and 4 images");
    expect((await fetch(url(mediaUrl(film.key)), { headers: { range: "bytes=0-99" } })).status).toBe(206);

    const activity = (await (await send("GET", "/api/admin/activity")).json()) as { entries: { summary: string }[] };
    expect(activity.entries[0]!.summary).toBe("Changed the film of Speed Boat");
  });

  test("the poster keeps its stored size whatever the save says", async () => {
    const response = await saveFilm({ ...film, poster: { ...film.poster, width: 1600, height: 900 } });
    expect(response.status).toBe(200);
    expect((await project()).film).toEqual(film);
  });

  test("refused with the project unchanged: a key nobody stored, a typed URL, a half video", async () => {
    const before = await project();
    const cases: [unknown, RegExp][] = [
      [{ ...film, key: "videos/0190a6d2-7e4b-7c3d-8a9b-0123456789ab.mp4" }, new RegExp(PROJECT_MESSAGES.filmNotStored)],
      [{ ...film, key: "https://example.com/film.mp4" }, /Film must be an uploaded video/],
      [{ key: film.key }, /Film/],
      ["film.mp4", /Film/],
    ];
    for (const [value, message] of cases) {
      const response = await saveFilm(value);
      expect(`${response.status} ${((await response.json()) as { message: string }).message}`).toMatch(new RegExp(`^400 .*${message.source}`));
    }
    expect(await project()).toEqual(before);
  });

  test("the sweep and a restore count the film and its poster as held, whoever else holds them", async () => {
    const held = await referencedKeys(t.stores.sql, collections, heldMediaKeys);
    expect(held.has(film.key)).toBe(true);
    expect(held.has(film.poster.key)).toBe(true);
  });

  test("a revert to before the film takes it off the page; null removes it too", async () => {
    const subject = encodeURIComponent(`project:${boat._id}`);
    const history = (await (await send("GET", `/api/admin/revisions/${subject}`)).json()) as { revisions: { _id: string; summary: string }[] };
    // Newest first: the film's save, then the project as it was before it.
    expect(history.revisions[0]!.summary).toBe("Changed Film");
    const reverted = await send("POST", `/api/admin/revisions/${subject}/${history.revisions[1]!._id}/revert`);
    expect(reverted.status).toBe(200);
    expect((await project()).film).toBeNull();
    expect(await galleryHtml()).not.toContain("<video");

    expect((await saveFilm(film)).status).toBe(200);
    expect((await saveFilm(null)).status).toBe(200);
    expect((await project()).film).toBeNull();
  });
});
