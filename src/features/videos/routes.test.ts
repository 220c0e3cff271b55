// GET /api/videos against a local fake of the playlist API: mapping, caching, the key kept on
// the server, the not-configured state, and an upstream failure that is logged, not shown.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { captureLogger } from "../../../tests/support/logger.ts";
import { fakePlaylistItem, startFakePlaylistServer, type FakePlaylistServer } from "../../../tests/support/fake-playlist.ts";
import { createPlaylist, FAILURE_MS, FRESH_MS, NOT_CONFIGURED, UNAVAILABLE } from "./playlist.ts";
import { videoRoutes } from "./routes.ts";

const KEY = "secret-api-key-123";
let fake: FakePlaylistServer;

beforeAll(() => {
  fake = startFakePlaylistServer();
});
afterAll(() => fake.stop());
beforeEach(() => {
  fake.requests.length = 0;
  fake.answer = { status: 200, items: [fakePlaylistItem("vid-1", "Perfume launch film"), fakePlaylistItem("vid-2", "Watch cutaway")] };
});

function setup(youtube: { apiKey?: string; playlistId?: string } = { apiKey: KEY, playlistId: "PL123" }) {
  let clock = 1_000_000;
  const log = captureLogger();
  const playlist = createPlaylist({ youtube: { ...youtube, baseUrl: fake.baseUrl } as never, log, now: () => clock });
  const app = videoRoutes(playlist);
  return {
    log,
    advance: (ms: number) => (clock += ms),
    get: async () => {
      const response = await app.handle(new Request("http://localhost/api/videos"));
      return { status: response.status, text: await response.text() };
    },
  };
}

describe("GET /api/videos", () => {
  test("asks for 50 items of the configured playlist and answers id, title and medium thumbnail", async () => {
    const { get } = setup();
    const { status, text } = await get();
    expect(status).toBe(200);
    expect(JSON.parse(text)).toEqual({
      success: true,
      message: "2 videos",
      videos: [
        { id: "vid-1", title: "Perfume launch film", thumbnail: "/images/work/cgi/cgi-01-480.webp" },
        { id: "vid-2", title: "Watch cutaway", thumbnail: "/images/work/cgi/cgi-01-480.webp" },
      ],
    });
    const query = fake.requests[0]!;
    expect(query.get("maxResults")).toBe("50");
    expect(query.get("playlistId")).toBe("PL123");
    expect(query.get("part")).toBe("snippet,contentDetails");
    expect(query.get("key")).toBe(KEY);
    expect(text).not.toContain(KEY);
  });

  test("skips deleted or private videos that have no thumbnail", async () => {
    fake.answer.items.push({ snippet: { title: "Private video", thumbnails: {} }, contentDetails: { videoId: "gone" } });
    const { get } = setup();
    expect(JSON.parse((await get()).text).videos.map((v: { id: string }) => v.id)).toEqual(["vid-1", "vid-2"]);
  });

  test("caches the playlist: many visits, one upstream call, until it goes stale", async () => {
    const { get, advance } = setup();
    await Promise.all([get(), get(), get()]);
    await get();
    expect(fake.requests).toHaveLength(1);
    advance(FRESH_MS + 1);
    await get();
    expect(fake.requests).toHaveLength(2);
  });

  test("without a key or playlist: an empty list and a message, no upstream call", async () => {
    for (const youtube of [{}, { apiKey: KEY }, { playlistId: "PL123" }]) {
      const { get } = setup(youtube);
      const { status, text } = await get();
      expect(status).toBe(200);
      expect(JSON.parse(text)).toEqual({ success: true, message: NOT_CONFIGURED, videos: [] });
    }
    expect(fake.requests).toHaveLength(0);
  });

  test("an upstream failure answers 502, is logged without the key, and is retried after a short pause", async () => {
    fake.answer = { status: 403, items: [] };
    const { get, log, advance } = setup();
    const { status, text } = await get();
    expect(status).toBe(502);
    expect(JSON.parse(text)).toEqual({ success: false, message: UNAVAILABLE });
    expect(log.lines).toEqual(["error: video playlist fetch failed Error: HTTP 403"]);
    await get();
    expect(fake.requests).toHaveLength(1);
    fake.answer = { status: 200, items: [fakePlaylistItem("vid-3", "Back again")] };
    advance(FAILURE_MS + 1);
    expect(JSON.parse((await get()).text).videos).toHaveLength(1);
  });

  test("an unreachable platform is a failure too, and the key never appears in the log", async () => {
    const log = captureLogger();
    const playlist = createPlaylist({ youtube: { apiKey: KEY, playlistId: "PL1", baseUrl: "http://127.0.0.1:1/v3" }, log });
    const response = await videoRoutes(playlist).handle(new Request("http://localhost/api/videos"));
    expect(response.status).toBe(502);
    expect(log.lines).toHaveLength(1);
    expect(log.lines.join()).not.toContain(KEY);
  });
});

describe("the playlist id and key saved in the admin", () => {
  test("override the configured ones, each alone, and a change takes effect at the next request", async () => {
    let saved: { playlistId: string | null; apiKey: string | null } = { playlistId: "PL-ADMIN", apiKey: null };
    const playlist = createPlaylist({
      youtube: { apiKey: KEY, playlistId: "PL123", baseUrl: fake.baseUrl },
      log: captureLogger(),
      saved: async () => saved,
    });
    const visit = () => videoRoutes(playlist).handle(new Request("http://localhost/api/videos"));
    await visit();
    expect(fake.requests.at(-1)!.get("playlistId")).toBe("PL-ADMIN");
    expect(fake.requests.at(-1)!.get("key")).toBe(KEY);
    saved = { playlistId: null, apiKey: "admin-key" };
    await visit();
    expect(fake.requests.at(-1)!.get("playlistId")).toBe("PL123");
    expect(fake.requests.at(-1)!.get("key")).toBe("admin-key");
    expect(fake.requests).toHaveLength(2);
  });

  test("with no server setting at all, the admin's key and playlist are enough", async () => {
    const playlist = createPlaylist({
      youtube: { apiKey: undefined, playlistId: undefined, baseUrl: fake.baseUrl },
      log: captureLogger(),
      saved: async () => ({ playlistId: "PL-OWN", apiKey: "own-key" }),
    });
    const response = await videoRoutes(playlist).handle(new Request("http://localhost/api/videos"));
    expect((await response.json()).videos).toHaveLength(2);
    expect(fake.requests.at(-1)!.get("key")).toBe("own-key");
  });
});
