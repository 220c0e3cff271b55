// The Motion tab filled from the admin in Chromium (issue 34), with no server setting (no
// YOUTUBE_API_KEY, no YOUTUBE_PLAYLIST_ID), at 1440 and 390 px: hidden while it has nothing; the
// owner uploads a film and adds a video link (a link that is no video is refused at its field);
// the visitor's tab plays the film from its poster and opens the link's player in place; a film
// is renamed in place; the playlist's key is checked with a fake of the platform (a refused one
// is said at the field and saved nowhere, a good one is never shown again); and without scripts
// the tabs are links that load their tab. Screenshots (SCREENSHOTS=1) go to /tmp/studio-shots/.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { FILM_MESSAGES } from "../../client/contract/films.ts";
import { hasBrowser, openBrowser, type BrowserSession } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { signedInPage } from "../support/admin-session.ts";
import { fakePlaylistItem, startFakePlaylistServer, type FakePlaylistServer } from "../support/fake-playlist.ts";
import { shoot } from "../support/screenshots.ts";
import { H264_AAC, makeVideo } from "../support/video-files.ts";

const KEY = "AIzaSy-owner-key_42";
/** Far above what a busy 2-core machine needs: a video is encoded and probed on the way. */
const BROWSER_TEST_MS = 90_000;
// Started at load time: the suite's config needs its address before the app starts.
const FAKE: FakePlaylistServer = startFakePlaylistServer([fakePlaylistItem("yt-list-01", "From the playlist", "/favicon.svg")]);

describe.skipIf(!hasBrowser)("the Motion tab filled from the admin", () => {
  // The sample's films are taken away: the tab starts with nothing on it.
  const suite = browserSuite({ config: { youtube: { apiKey: undefined, playlistId: undefined, baseUrl: FAKE.baseUrl } } }, async (t) => {
    await t.stores.sql`delete from motion_films`;
  });
  let noScripts: BrowserSession;
  beforeAll(async () => {
    noScripts = await openBrowser({ javaScriptEnabled: false });
  });
  afterAll(async () => {
    await noScripts?.close();
    await FAKE.stop();
  });

  /** Nothing leaves the machine: the platform's posters and player are answered locally. */
  const offline = async (page: Page) => {
    await page.route("https://i.ytimg.com/**", (route) => route.fulfill({ path: "public/images/hero-480.webp", contentType: "image/webp" }));
    await page.route("https://www.youtube-nocookie.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>player</title>" }));
  };

  const tabNames = async (path: string) => {
    const page = await suite.browser.page({ width: 390 });
    await page.goto(suite.url + path);
    await page.waitForSelector("html[data-hydrated=true]");
    const names = await page.getByRole("tab").allTextContents();
    const selected = await page.locator('[role="tab"][aria-selected="true"]').textContent();
    await page.close();
    return { names, selected };
  };

  test(
    "with no film and no playlist the Motion tab is not offered; its address opens the first tab",
    async () => {
      expect((await tabNames("/portfolio")).names).not.toContain("Motion");
      expect(await tabNames("/portfolio?tab=motion")).toMatchObject({ selected: "Posters" });
    },
    BROWSER_TEST_MS,
  );

  for (const width of [1440, 390]) {
    test(
      `at ${width} px: the owner uploads a film and adds a video link; the visitor's Motion tab plays both`,
      async () => {
        const admin = await signedInPage(suite, "/admin/portfolio", width);
        await offline(admin);
        await admin.getByRole("tab", { name: /Motion/ }).click();
        const form = admin.locator("form", { has: admin.getByRole("button", { name: "Add film" }) });
        const films = admin.locator(".item-row__title");
        const before = await films.count();

        // An uploaded film: picked, sent at once (its player appears), then added.
        await form.getByLabel("Title").fill(`Reel ${width}`);
        await form
          .getByLabel("Add video: Video")
          .setInputFiles({ name: "reel.mp4", mimeType: "video/mp4", buffer: Buffer.from(makeVideo({ ...H264_AAC, width: 320, height: 180 })) });
        await form.getByLabel("Video, current file").waitFor();
        await form.getByRole("button", { name: "Add film" }).click();
        await films.filter({ hasText: `Reel ${width}` }).waitFor();

        // A link that is no video is refused at its field, and nothing is added.
        await form.getByLabel("Title").fill(`Launch ${width}`);
        await form.getByText("Link to YouTube or Vimeo").click();
        await form.getByLabel("Video link").fill("https://example.com/our-launch");
        await form.getByRole("button", { name: "Add film" }).click();
        await form.getByText(FILM_MESSAGES.badLink).waitFor();
        expect(await films.count()).toBe(before + 1);
        await form.getByLabel("Video link").fill("https://youtu.be/dQw4w9WgXcQ");
        await form.getByRole("button", { name: "Add film" }).click();
        await films.filter({ hasText: `Launch ${width}` }).waitFor();
        expect((await films.allTextContents()).slice(0, 2)).toEqual([`Launch ${width}`, `Reel ${width}`]);
        expect(await admin.getByText("YouTube link").count()).toBeGreaterThan(0);
        await shoot(admin, `motion-admin-${width}`, { fullPage: true });
        expect(admin.problems).toEqual([]);
        await admin.close();

        const visitor = await suite.browser.page({ width });
        await offline(visitor);
        await visitor.goto(`${suite.url}/portfolio?tab=motion`);
        await visitor.waitForSelector("html[data-hydrated=true]");

        await shoot(visitor, `motion-tab-${width}`, { fullPage: true });
        const film = visitor.getByLabel(`Reel ${width}`, { exact: true });
        expect(await film.getAttribute("poster")).toMatch(/^\/media\/pages\/[0-9a-f-]{36}\/\d+\.webp$/);
        // Its poster is a real picture, and the film itself plays.
        const posterLoads = await visitor.evaluate(
          async (src) => {
            const image = new Image();
            image.src = src;
            await image.decode();
            return image.naturalWidth > 0;
          },
          (await film.getAttribute("poster"))!,
        );
        expect(posterLoads).toBe(true);
        // The tab's own play button over the poster starts it, as the cards' do.
        await visitor.getByRole("button", { name: `Play Reel ${width}` }).click();
        await visitor.waitForFunction((label) => {
          const video = document.querySelector(`video[aria-label="${label}"]`) as HTMLVideoElement;
          return video.currentTime > 0 || video.ended;
        }, `Reel ${width}`);

        const card = visitor.getByRole("link", { name: `Play Launch ${width}` });
        expect(await card.getAttribute("href")).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
        expect(await card.locator("img").getAttribute("src")).toBe("https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg");
        await card.scrollIntoViewIfNeeded();
        await card.click();
        await visitor.locator('iframe[src^="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]').waitFor();
        expect(visitor.problems).toEqual([]);
        await visitor.close();
      },
      BROWSER_TEST_MS,
    );
  }

  test(
    "a film renamed in the list; the playlist's key: a refused one is said at the field and saved nowhere; a good one is never shown again",
    async () => {
      const admin = await signedInPage(suite, "/admin/portfolio", 1440);
      await offline(admin);
      await admin.getByRole("tab", { name: /Motion/ }).click();
      // A film renamed where it stands: a blank title is refused at its field.
      await admin.getByRole("button", { name: "Rename Reel 390" }).click();
      const title = admin.getByLabel("Title of “Reel 390”");
      await title.fill(" ");
      await admin.getByRole("button", { name: "Save title" }).click();
      await admin.getByText("Title is required").waitFor();
      await title.fill("Reel 390, recut");
      await admin.getByRole("button", { name: "Save title" }).click();
      await admin.locator(".item-row__title", { hasText: "Reel 390, recut" }).waitFor();
      expect(await title.count()).toBe(0);

      const form = admin.locator("form", { has: admin.getByRole("button", { name: "Save playlist" }) });
      await form.getByLabel("Playlist id").fill("PLowner");

      FAKE.answer.status = 400;
      await form.getByLabel("YouTube API key").fill("wrong-key");
      await form.getByRole("button", { name: "Save playlist" }).click();
      await form.getByText(FILM_MESSAGES.keyRefused).waitFor();
      expect(await suite.t.stores.sql`select key from api_keys`).toHaveLength(0);

      FAKE.answer.status = 200;
      await form.getByLabel("YouTube API key").fill(KEY);
      await form.getByRole("button", { name: "Save playlist" }).click();
      await form.getByText("A key is saved.").waitFor();
      expect(await form.getByLabel("YouTube API key").count()).toBe(0);
      await shoot(admin, "motion-admin-key-saved-1440", { fullPage: true });
      await admin.reload();
      await admin.getByRole("tab", { name: /Motion/ }).click();
      await admin.getByText("A key is saved.").waitFor();
      expect(await admin.content()).not.toContain(KEY);
      await admin.close();

      const visitor = await suite.browser.page({ width: 390 });
      await offline(visitor);
      await visitor.goto(`${suite.url}/portfolio?tab=motion`);
      await visitor.getByText("From the playlist").waitFor();
      expect(await visitor.content()).not.toContain(KEY);
      await visitor.close();
    },
    BROWSER_TEST_MS,
  );

  test(
    "without scripts the tabs are links that load their tab, the films play in their own players, and an emptied tab goes",
    async () => {
      const page = await noScripts.page({ width: 390 });
      await offline(page);
      await page.goto(`${suite.url}/portfolio`);
      await page.getByRole("tab", { name: "CGI" }).click();
      await page.waitForURL(`${suite.url}/portfolio?tab=cgi`);
      expect(await page.locator('[role="tab"][aria-selected="true"]').textContent()).toBe("CGI");
      await page.getByRole("tab", { name: "Motion" }).click();
      await page.waitForURL(`${suite.url}/portfolio?tab=motion`);
      expect(await page.locator("video.motion__video[controls][poster]").count()).toBe(2);
      expect(await page.getByRole("link", { name: "Play Launch 1440" }).getAttribute("href")).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");

      // The films gone and the playlist cleared: the tab has nothing, and is offered no more.
      await suite.t.stores.sql`update motion_films set deleted_at = now()`;
      await suite.t.stores.sql`update site_settings set motion_playlist_id = null`;
      await suite.t.stores.sql`delete from api_keys`;
      suite.t.cache.clear();
      await page.goto(`${suite.url}/portfolio?tab=motion`);
      expect(await page.getByRole("tab").allTextContents()).not.toContain("Motion");
      expect(await page.locator('[role="tab"][aria-selected="true"]').textContent()).toBe("Posters");
      await page.close();
    },
    BROWSER_TEST_MS,
  );
});
