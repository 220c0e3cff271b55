// One hero video for every screen, in Chromium: one upload of the home page's hero video yields
// the rendition a portrait phone needs (cropped to what its screen shows, at most 720 px wide),
// and once published a 390 px phone plays that rendition while a 1440 px desktop plays the video
// itself; a phone video the owner uploads instead is what phones play.
import { describe, expect, test } from "bun:test";
import { PAGE_VIDEO_UPLOAD_PATH, type PageVideoAnswer } from "../../client/contract/page-media.ts";
import { mediaUrl, type StoredVideo } from "../../client/contract/stored-media.ts";
import { adminToken } from "../support/admin-api.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite, type BrowserSuite } from "../support/browser-suite.ts";
import { H264_AAC, makeVideo } from "../support/video-files.ts";

const BROWSER_TEST_MS = 120_000;
const SILENT_H264 = { ...H264_AAC, audio: false, seconds: 3, rate: 10 };

let suite: BrowserSuite;
let token: string;

const api = (path: string, init: RequestInit = {}) =>
  fetch(suite.url + path, { ...init, headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...init.headers } });

async function uploadVideo(bytes: Uint8Array<ArrayBuffer>): Promise<StoredVideo> {
  const form = new FormData();
  form.set("video", new File([bytes], "hero.mp4", { type: "video/mp4" }));
  const response = await fetch(suite.url + PAGE_VIDEO_UPLOAD_PATH, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as PageVideoAnswer).video;
}

type Home = { hero: { video: { desktop: StoredVideo; mobile: StoredVideo | null } } };

/** Publishes the home page with `video` as its hero video (and `mobile` as the phones' own, or none). */
async function publishHero(desktop: StoredVideo, mobile: StoredVideo | null) {
  const { page } = (await (await api("/api/admin/pages/home")).json()) as { page: { version: number; published: Home } };
  const content = { ...page.published, hero: { ...page.published.hero, video: { desktop, mobile } } };
  const saved = await api("/api/admin/pages/home/draft", { method: "PUT", body: JSON.stringify({ version: page.version, content }) });
  expect(saved.status).toBe(200);
  const { page: draft } = (await saved.json()) as { page: { version: number } };
  const published = await api("/api/admin/pages/home/publish", { method: "POST", body: JSON.stringify({ version: draft.version }) });
  expect(published.status).toBe(200);
}

/** What the hero's video plays at `width` px wide, once it plays: its file and its frames' size. */
async function playedAt(width: number, height: number) {
  const page = await suite.browser.page({ width, height });
  await page.goto(suite.url + "/");
  await page.waitForSelector("html[data-hydrated=true]");
  await page.waitForFunction(
    () => {
      const video = document.querySelector<HTMLVideoElement>(".hero__video")!;
      return !video.paused && video.readyState >= 2 && video.currentTime > 0;
    },
    undefined,
    { timeout: 60_000 },
  );
  const played = await page.$eval(".hero__video", (element) => {
    const video = element as HTMLVideoElement;
    return { src: new URL(video.currentSrc).pathname, width: video.videoWidth, height: video.videoHeight };
  });
  expect(page.problems).toEqual([]);
  await page.close();
  return played;
}

describe.skipIf(!hasBrowser)("the home hero video on every screen", () => {
  // The hero video plays only for a visitor who has not asked for less motion.
  suite = browserSuite({}, undefined, { motion: true });

  test(
    "one upload: a 390 px phone plays its phone rendition, a 1440 px desktop the video itself; the owner's phone video overrides it",
    async () => {
      token = await adminToken(suite.t);
      // The sample hero's phone video is its own rendition, not a second slot to forget.
      const { page } = (await (await api("/api/admin/pages/home")).json()) as { page: { published: Home } };
      expect(page.published.hero.video.mobile).toBeNull();
      expect(page.published.hero.video.desktop.phone).toEqual({ key: "/video/hero-mobile.mp4", width: 720, height: 1280 });

      const desktop = await uploadVideo(makeVideo({ ...SILENT_H264, width: 1280, height: 720 }));
      // The middle of a 16:9 picture as wide as a 9:16 screen shows it: 404x720.
      expect(desktop.phone!.key).toMatch(/^videos\/[0-9a-f-]{36}\.mp4$/);
      expect([desktop.phone!.width, desktop.phone!.height]).toEqual([404, 720]);
      await publishHero(desktop, null);
      expect(await playedAt(390, 844)).toEqual({ src: mediaUrl(desktop.phone!.key), width: 404, height: 720 });
      expect(await playedAt(1440, 900)).toEqual({ src: mediaUrl(desktop.key), width: 1280, height: 720 });

      // A portrait upload is already what a phone needs: no rendition; set as the phones' own video, it is what they play.
      const own = await uploadVideo(makeVideo({ ...SILENT_H264, width: 360, height: 640 }));
      expect(own.phone).toBeUndefined();
      await publishHero(desktop, own);
      expect(await playedAt(390, 844)).toEqual({ src: mediaUrl(own.key), width: 360, height: 640 });
      expect(await playedAt(1440, 900)).toEqual({ src: mediaUrl(desktop.key), width: 1280, height: 720 });
    },
    BROWSER_TEST_MS,
  );
});
