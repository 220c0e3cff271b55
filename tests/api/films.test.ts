// The Motion tab filled from the admin (issue 34), with no server setting: the sample's films that
// play from the site's own files; uploaded films and YouTube or Vimeo links, added, reordered and
// trashed; bad input refused with nothing saved; the playlist's API key checked with a fake of the
// platform on loopback when saved, never answered back nor backed up; and a Motion tab with nothing
// on it hidden.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { FILM_MESSAGES, type Film } from "../../client/contract/films.ts";
import { PAGE_VIDEO_UPLOAD_PATH, type PageVideoAnswer } from "../../client/contract/page-media.ts";
import { mediaUrl, toImage, type StoredVideo } from "../../client/contract/stored-media.ts";
import { collections } from "../../src/collections.ts";
import { referencedKeys } from "../../src/platform/media/sweep.ts";
import { heldMediaKeys } from "../../src/restore-checks.ts";
import { gunzipSync } from "node:zlib";
import { adminToken } from "../support/admin-api.ts";
import { downloadBackup } from "../support/backup-api.ts";
import { listen, startTestApp, type TestApp } from "../support/app.ts";
import { fakePlaylistItem, startFakePlaylistServer, type FakePlaylistServer } from "../support/fake-playlist.ts";
import { H264_AAC, makeVideo } from "../support/video-files.ts";
import { api, expectUnauthorized, json, type Endpoint, UNKNOWN_ID } from "./helpers.ts";

const KEY = "AIzaSy-good-key_123";
let fake: FakePlaylistServer;
let t: TestApp;
let server: ReturnType<typeof listen>;
let call: ReturnType<typeof api>;
let token: string;

beforeAll(async () => {
  fake = startFakePlaylistServer([fakePlaylistItem("yt-list-01", "Playlist film")]);
  // No server setting: no YOUTUBE_API_KEY, no YOUTUBE_PLAYLIST_ID; only the fake's address.
  t = await startTestApp({ config: { youtube: { apiKey: undefined, playlistId: undefined, baseUrl: fake.baseUrl } } });
  server = listen(t.app);
  token = await adminToken(t);
  call = api(t, token);
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await t?.close();
  await fake?.stop();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.answer.status = 200;
});

const films = async (): Promise<Film[]> => (await json(await call.get("/api/admin/videos"))).films;
const addFilm = (body: unknown) => call.json("/api/admin/videos/films", body);
const savePlaylist = (body: unknown) => call.json("/api/admin/videos/playlist", body, "PUT");
const stored = async () =>
  (await t.stores.sql`select s.motion_playlist_id, k.key as youtube_api_key from site_settings s left join api_keys k on true`)[0];
const motionHtml = async (path = "/portfolio?tab=motion") => {
  t.cache.clear();
  return (await t.request(path)).text();
};

describe("the sample's Motion tab", () => {
  test("a fresh site shows films that play from the site's own files, each with its poster, and no outside link", async () => {
    const sample = await films();
    expect(sample.map((film) => film.video?.key)).toEqual(["/video/case-study.mp4", "/video/hero.mp4"]);
    const html = await motionHtml();
    expect(html).toMatch(/id="portfolio-tab-motion"[^>]*aria-selected="true"/);
    for (const film of sample) {
      const player = html.match(new RegExp(`<video[^>]*src="${film.video!.key}"[^>]*>`))?.[0] ?? "";
      expect(player).toContain(`poster="${toImage(film.video!.poster).src}"`);
      expect(player).toContain(`aria-label="${film.title}"`);
      expect((await t.request(film.video!.key)).status).toBe(200);
      expect((await t.request(toImage(film.video!.poster).src)).status).toBe(200);
    }
    expect(html).not.toContain("video.example");
    // No playlist is set, so nothing waits for one.
    expect(html).not.toContain("Loader...");
  });
});

describe("films added in the admin", () => {
  test("a YouTube or Vimeo address becomes a card with its poster that opens the video; the address is kept as data", async () => {
    const cases = [
      ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s", { provider: "youtube", id: "dQw4w9WgXcQ" }],
      ["https://youtu.be/dQw4w9WgXcQ", { provider: "youtube", id: "dQw4w9WgXcQ" }],
      ["https://www.youtube.com/shorts/abcdefghijk", { provider: "youtube", id: "abcdefghijk" }],
      ["https://vimeo.com/76979871", { provider: "vimeo", id: "76979871" }],
      ["https://player.vimeo.com/video/22439234?h=1", { provider: "vimeo", id: "22439234" }],
    ] as const;
    for (const [url, link] of cases) {
      const response = await addFilm({ title: `Film ${link.id}`, url });
      expect(response.status).toBe(201);
      expect((await json(response)).film).toMatchObject({ title: `Film ${link.id}`, video: null, link });
    }
    const html = await motionHtml();
    expect(html).toMatch(/<a class="motion__thumb" href="https:\/\/www\.youtube\.com\/watch\?v=abcdefghijk"[^>]*aria-label="Play Film abcdefghijk"/);
    expect(html).toContain('src="https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg"');
    expect(html).toContain('href="https://vimeo.com/22439234"');
    // The newest first, as every list of the admin adds them.
    expect((await films()).map((film) => film.title).slice(0, 2)).toEqual(["Film 22439234", "Film 76979871"]);
  });

  test("an uploaded film plays on the page with its poster frame; its files are kept by the sweep", async () => {
    const form = new FormData();
    form.set("video", new File([makeVideo({ ...H264_AAC, width: 320, height: 180 })], "reel.mp4", { type: "video/mp4" }));
    const uploaded = await fetch(server.url + PAGE_VIDEO_UPLOAD_PATH, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
    expect(uploaded.status).toBe(201);
    const video = ((await uploaded.json()) as PageVideoAnswer).video;
    const response = await addFilm({ title: "Our reel", video });
    expect(response.status).toBe(201);
    expect((await json(response)).film).toMatchObject({ title: "Our reel", video: { key: video.key }, link: null });

    const html = await motionHtml();
    const player = html.match(new RegExp(`<video[^>]*src="${mediaUrl(video.key)}"[^>]*>`))?.[0] ?? "";
    expect(player).toContain(`poster="${toImage(video.poster).src}"`);
    expect(player).toContain("controls");
    expect((await fetch(server.url + mediaUrl(video.key), { headers: { range: "bytes=0-99" } })).status).toBe(206);
    const kept = await referencedKeys(t.stores.sql, collections, heldMediaKeys);
    expect(kept.get(video.key)).toBe("motion_films");
    expect(kept.get(video.poster.key)).toBe("motion_films");
  });

  test("bad input gets a clear error and nothing is added", async () => {
    const before = await films();
    const video: StoredVideo = { ...before.find((film) => film.video)!.video!, key: "videos/019a0000-0000-7000-8000-000000000000.mp4" };
    const refusals: [unknown, number, string | RegExp][] = [
      [{ title: "Not a video", url: "https://example.com/watch?v=dQw4w9WgXcQ" }, 400, FILM_MESSAGES.badLink],
      [{ title: "Channel", url: "https://www.youtube.com/@vanta" }, 400, FILM_MESSAGES.badLink],
      [{ title: "Script", url: "javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ" }, 400, FILM_MESSAGES.badLink],
      [{ title: "Markup", url: '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>' }, 400, FILM_MESSAGES.badLink],
      [{ title: "Nothing" }, 400, FILM_MESSAGES.sourceRequired],
      [{ title: "Both", url: "https://youtu.be/dQw4w9WgXcQ", video }, 400, FILM_MESSAGES.oneSource],
      [{ title: "Never uploaded", video }, 400, FILM_MESSAGES.videoNotStored],
      [{ title: "Not a stored key", video: { ...video, key: "https://elsewhere.example/x.mp4" } }, 400, /uploaded video/],
      [{ title: "   ", url: "https://youtu.be/dQw4w9WgXcQ" }, 400, /Title/],
      [{ title: "x".repeat(121), url: "https://youtu.be/dQw4w9WgXcQ" }, 400, /Title/],
    ];
    for (const [body, status, message] of refusals) {
      const response = await addFilm(body);
      expect(response.status).toBe(status);
      expect((await json(response)).message).toMatch(message);
    }
    expect(await films()).toEqual(before);
  });

  test("a file that is not a video is refused at upload, and nothing is stored", async () => {
    const objects = (await t.stores.objects.list()).length;
    const form = new FormData();
    form.set("video", new File(["not a film at all, just words"], "film.mp4", { type: "video/mp4" }));
    const response = await fetch(server.url + PAGE_VIDEO_UPLOAD_PATH, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { message: string }).message).toMatch(/MP4|WebM/);
    expect((await t.stores.objects.list()).length).toBe(objects);
  });

  test("reordered, renamed and deleted to the trash, the page follows; a restore brings a film back", async () => {
    const ids = (await films()).map((film) => film._id).reverse();
    const ordered = await call.json("/api/admin/videos/films/order", { ids }, "PUT");
    expect((await json(ordered)).films.map((film: Film) => film._id)).toEqual(ids);
    expect((await call.json("/api/admin/videos/films/order", { ids: ids.slice(1) }, "PUT")).status).toBe(400);

    const [first] = await films();
    expect((await json(await call.json(`/api/admin/videos/films/${first!._id}`, { title: "Renamed film" }, "PATCH"))).film.title).toBe(
      "Renamed film",
    );
    expect(await motionHtml()).toContain("Renamed film");
    expect((await call.json(`/api/admin/videos/films/${UNKNOWN_ID}`, { title: "x" }, "PATCH")).status).toBe(404);

    const deleted = await json(await call.delete(`/api/admin/videos/films/${first!._id}`));
    expect(deleted.message).toBe(FILM_MESSAGES.deleted);
    expect(await motionHtml()).not.toContain("Renamed film");
    expect((await call.json(`/api/admin/trash/films/${first!._id}/restore`, {})).status).toBe(200);
    expect((await films())[0]!.title).toBe("Renamed film");
  });
});

describe("the playlist and its API key, entered in the admin", () => {
  test("a playlist without any key is refused: YouTube lists one only for a key", async () => {
    const response = await savePlaylist({ playlistId: "PLowner" });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(FILM_MESSAGES.keyNeeded);
    expect(fake.requests).toHaveLength(0);
    expect(await stored()).toEqual({ motionPlaylistId: null, youtubeApiKey: null });
  });

  test("a key or playlist the platform refuses gets a clear error and changes nothing", async () => {
    const cases: [number, number, string][] = [
      [400, 400, FILM_MESSAGES.keyRefused],
      [403, 400, FILM_MESSAGES.keyRefused],
      [404, 400, FILM_MESSAGES.playlistNotFound],
      [503, 502, FILM_MESSAGES.unreachable],
    ];
    for (const [upstream, status, message] of cases) {
      fake.answer.status = upstream;
      const response = await savePlaylist({ playlistId: "PLowner", apiKey: "bad-key" });
      expect(response.status).toBe(status);
      const answer = await json(response);
      expect(answer.message).toBe(message);
      expect(JSON.stringify(answer)).not.toContain("bad-key");
    }
    expect(fake.requests.map((query) => [query.get("playlistId"), query.get("key")])).toEqual(Array(4).fill(["PLowner", "bad-key"]));
    expect(await stored()).toEqual({ motionPlaylistId: null, youtubeApiKey: null });
  });

  test("a good key is checked once and saved; no admin answer nor any page carries it; the tab lists the playlist", async () => {
    const response = await savePlaylist({ playlistId: "PLowner", apiKey: KEY });
    expect(response.status).toBe(200);
    const answer = await json(response);
    expect(answer.playlist).toEqual({ playlistId: "PLowner", keySaved: true, environment: { keySet: false, playlistId: null } });
    expect(fake.requests).toHaveLength(1);
    expect(await stored()).toEqual({ motionPlaylistId: "PLowner", youtubeApiKey: KEY });

    const answers = [JSON.stringify(answer)];
    for (const path of ["/api/admin/videos", "/api/admin/portfolio", "/api/admin/dashboard", "/api/admin/activity", "/api/admin/trash"])
      answers.push(await (await call.get(path)).text());
    for (const path of ["/portfolio", "/portfolio?tab=motion", "/", "/api/page-data/portfolio", "/api/videos"]) {
      t.cache.clear();
      answers.push(await (await t.request(path)).text());
    }
    for (const text of answers) expect(text).not.toContain(KEY);

    // Like the accounts' secrets, the key is no content: a backup leaves it out.
    const archive = new TextDecoder().decode(gunzipSync(await downloadBackup(server, token)));
    expect(archive).toContain("PLowner");
    expect(archive).not.toContain(KEY);

    const listed = await json(await t.request("/api/videos"));
    expect(listed.videos.map((video: { id: string }) => video.id)).toEqual(["yt-list-01"]);
    expect(fake.requests.at(-1)!.get("key")).toBe(KEY);
    // The page knows a playlist follows the films, and loads it in the browser.
    expect(await motionHtml()).toContain("Loader...");
  });

  test("saving again without a key keeps the saved one, checked again; removing it takes the playlist off the tab", async () => {
    fake.answer.status = 403;
    expect((await savePlaylist({ playlistId: "PLother" })).status).toBe(400);
    expect(fake.requests.at(-1)!.get("key")).toBe(KEY);
    expect(await stored()).toEqual({ motionPlaylistId: "PLowner", youtubeApiKey: KEY });
    fake.answer.status = 200;
    expect((await json(await savePlaylist({ playlistId: "PLother" }))).playlist.keySaved).toBe(true);

    const removed = await json(await call.delete("/api/admin/videos/playlist/key"));
    expect(removed).toMatchObject({ message: FILM_MESSAGES.keyRemoved, playlist: { playlistId: "PLother", keySaved: false } });
    expect(await stored()).toEqual({ motionPlaylistId: "PLother", youtubeApiKey: null });
    expect(await motionHtml()).not.toContain("Loader...");
    // A blank id clears the playlist, with no call to the platform.
    const requests = fake.requests.length;
    expect((await json(await savePlaylist({ playlistId: "" }))).message).toBe(FILM_MESSAGES.playlistCleared);
    expect(fake.requests).toHaveLength(requests);
  });

  test("malformed ids and keys are refused by the contract", async () => {
    for (const body of [
      { playlistId: "has space" },
      { playlistId: "x".repeat(65) },
      { playlistId: "PL1", apiKey: "<script>" },
      { playlistId: "PL1", apiKey: "" },
      { playlistId: 42 },
    ])
      expect((await savePlaylist(body)).status).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });
});

describe("a Motion tab with nothing on it", () => {
  test("is hidden on the page, and its address opens the first tab", async () => {
    for (const film of await films()) expect((await call.delete(`/api/admin/videos/films/${film._id}`)).status).toBe(200);
    const html = await motionHtml();
    expect(html).not.toContain('id="portfolio-tab-motion"');
    expect(html).toMatch(/id="portfolio-tab-posters"[^>]*aria-selected="true"/);
  });
});

describe("without a valid token", () => {
  const endpoints: Endpoint[] = [
    ["GET", "/api/admin/videos"],
    ["POST", "/api/admin/videos/films", { title: "t", url: "https://youtu.be/dQw4w9WgXcQ" }],
    ["PATCH", `/api/admin/videos/films/${UNKNOWN_ID}`, { title: "t" }],
    ["DELETE", `/api/admin/videos/films/${UNKNOWN_ID}`],
    ["PUT", "/api/admin/videos/films/order", { ids: [] }],
    ["PUT", "/api/admin/videos/playlist", { playlistId: "" }],
    ["DELETE", "/api/admin/videos/playlist/key"],
  ];
  for (const endpoint of endpoints)
    test(`${endpoint[0]} ${endpoint[1]} → 401 with no token and with a forged one`, () => expectUnauthorized(t, endpoint));
});
