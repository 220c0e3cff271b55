// The portfolio page in Chromium: tabs by mouse, keyboard and URL; the Motion tab's films, then
// a local fake of the video playlist (click → player, one at a time); the Connect dropdown.
import { afterAll, describe, expect, test } from "bun:test";
import type { Film } from "../../client/contract/films.ts";
import { api, json } from "../api/helpers.ts";
import { adminToken } from "../support/admin-api.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { fakePlaylistItem, startFakePlaylistServer, type FakePlaylistServer } from "../support/fake-playlist.ts";

const FILMS = [
  fakePlaylistItem("film-aaa", "Pulse Speaker launch film", "/favicon.svg"),
  fakePlaylistItem("film-bbb", "Tidewatch exploded view", "/favicon.svg"),
  fakePlaylistItem("film-ccc", "Lumen Serum pour", "/favicon.svg"),
];

// Started at load time: the suite's config needs its address before the app starts.
const FAKE: FakePlaylistServer = startFakePlaylistServer(FILMS);

describe.skipIf(!hasBrowser)("portfolio in Chromium", () => {
  const suite = browserSuite({ config: { youtube: { apiKey: "test-key", playlistId: "PLtest", baseUrl: FAKE.baseUrl } } });
  afterAll(() => FAKE.stop());

  async function open(path: string, width = 1440) {
    const page = await suite.browser.page({ width });
    // Nothing leaves the machine: the embedded player is answered locally.
    await page.route("https://www.youtube-nocookie.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>player</title>" }));
    await page.goto(suite.url + path);
    await page.waitForSelector("html[data-hydrated=true]");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    return page;
  }
  const selectedTab = (page: Awaited<ReturnType<typeof open>>) => page.locator('[role="tab"][aria-selected="true"]').textContent();
  const noReload = (page: Awaited<ReturnType<typeof open>>) => page.evaluate(() => (window as unknown as { marker?: number }).marker === 1);

  test("clicking a tab shows its heading and puts it in the URL, without a reload", async () => {
    const page = await open("/portfolio");
    expect(await selectedTab(page)).toBe("Posters");
    await page.click('[role="tab"]:text-is("CGI")');
    await page.waitForURL(suite.url + "/portfolio?tab=cgi");
    expect(await selectedTab(page)).toBe("CGI");
    expect(await page.locator('[role="tabpanel"]:visible h2').textContent()).toBe("CGI that passes for a photograph");
    expect(await page.locator('[role="tabpanel"]:visible').getAttribute("aria-labelledby")).toBe("portfolio-tab-cgi");
    await page.click('[role="tab"]:text-is("Posters")');
    await page.waitForURL(suite.url + "/portfolio");
    expect(await noReload(page)).toBe(true);
    await page.close();
  });

  test("a linked tab (?tab=stills) opens on that tab", async () => {
    const page = await open("/portfolio?tab=stills");
    expect(await selectedTab(page)).toBe("Stills");
    expect(await page.locator('[role="tabpanel"]:visible h2').textContent()).toBe("Stills with a story");
    expect(page.problems.filter((p) => p.startsWith("pageerror"))).toEqual([]);
    await page.close();
  });

  test("arrow keys, Home and End move between tabs and select them", async () => {
    const page = await open("/portfolio");
    await page.focus('[role="tab"][aria-selected="true"]');
    await page.keyboard.press("ArrowRight");
    expect(await selectedTab(page)).toBe("Motion");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Motion");
    await page.keyboard.press("End");
    expect(await selectedTab(page)).toBe("Brochure");
    await page.waitForURL(suite.url + "/portfolio?tab=brochure");
    await page.keyboard.press("ArrowRight");
    expect(await selectedTab(page)).toBe("Posters");
    await page.keyboard.press("ArrowLeft");
    expect(await selectedTab(page)).toBe("Brochure");
    await page.keyboard.press("Home");
    expect(await selectedTab(page)).toBe("Posters");
    // Only the selected tab is in the tab order; Tab moves on into the panel.
    expect(await page.locator('[role="tab"][tabindex="0"]').count()).toBe(1);
    await page.close();
  });

  test("Motion: the films, then 'Loader...' while the playlist loads, then its thumbnails; a click plays one at a time", async () => {
    const page = await suite.browser.page();
    await page.route("https://www.youtube-nocookie.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>player</title>" }));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/videos", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(suite.url + "/portfolio?tab=motion");
    await page.waitForSelector("html[data-hydrated=true]");
    expect(await page.locator(".motion__loader").textContent()).toBe("Loader...");
    // The sample's films are on the page already, each in its own player.
    expect(await page.locator(".motion__video").count()).toBe(2);
    release();
    // The playlist's videos follow the two films: wait for the last of them, not the first thumbnail.
    await page
      .locator(".motion__title")
      .nth(2 + FILMS.length - 1)
      .waitFor();
    expect((await page.locator(".motion__title").allTextContents()).slice(2)).toEqual(FILMS.map((f) => f.snippet.title));
    expect(await page.locator(".motion__loader").count()).toBe(0);
    expect(FAKE.requests.at(-1)?.get("maxResults")).toBe("50");

    await page.click('a[aria-label="Play Pulse Speaker launch film"]');
    const frames = page.locator(".motion__frame iframe");
    await frames.first().waitFor();
    expect(await frames.count()).toBe(1);
    expect(await frames.first().getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/film-aaa?autoplay=1&rel=0&modestbranding=1");
    expect(await frames.first().getAttribute("allow")).toContain("autoplay");

    await page.click('a[aria-label="Play Tidewatch exploded view"]');
    await page.waitForSelector('iframe[src*="/embed/film-bbb"]');
    expect(await frames.count()).toBe(1);
    expect(await page.locator('a[aria-label="Play Pulse Speaker launch film"]').count()).toBe(1);
    // The key stays on the server: the browser never saw it.
    expect(await page.content()).not.toContain("test-key");
    // No CSP block of the player or thumbnails, no iframe attribute warnings, no errors.
    expect(page.problems).toEqual([]);
    await page.close();
  });

  test("Motion: a failed playlist leaves the films; with no films, an empty state, not an error", async () => {
    const page = await suite.browser.page();
    await page.route("**/api/videos", (route) =>
      route.fulfill({ status: 502, contentType: "application/json", body: '{"success":false,"message":"down"}' }),
    );
    const playlistAnswered = () => page.waitForResponse("**/api/videos");
    let answered = playlistAnswered();
    await page.goto(suite.url + "/portfolio?tab=motion");
    await page.waitForSelector("html[data-hydrated=true]");
    await answered;
    await page.locator(".motion__loader").waitFor({ state: "detached" });
    expect(await page.locator(".motion__video").count()).toBe(2);
    expect(await page.locator(".motion__empty").count()).toBe(0);

    const call = api(suite.t, await adminToken(suite.t));
    const films = (await json(await call.get("/api/admin/videos"))).films as Film[];
    for (const film of films) expect((await call.delete(`/api/admin/videos/films/${film._id}`)).status).toBe(200);
    answered = playlistAnswered();
    await page.reload();
    await answered;
    await page.waitForSelector(".motion__empty");
    expect(await page.locator(".motion__empty").textContent()).toContain("The showreel is being recut.");
    // Nothing above the empty state invites the visitor to pick a film.
    expect(await page.locator("main").textContent()).not.toContain("Pick a film");
    expect(await page.locator(".motion__empty a").getAttribute("href")).toBe("https://www.youtube.com/@vanta.example");

    // A studio without a YouTube link: no "Watch on YouTube" leading nowhere, no channel promised.
    const { studio } = await json(await call.get("/api/admin/studio"));
    const saved = await call.json("/api/admin/studio", { ...studio, social: { ...studio.social, youtube: "" } }, "PUT");
    expect(saved.status).toBe(200);
    answered = playlistAnswered();
    await page.reload();
    await answered;
    await page.waitForSelector(".motion__empty");
    expect(await page.locator(".motion__empty a").count()).toBe(0);
    expect(await page.locator(".motion__empty").textContent()).not.toContain("our channel");
    await page.close();
  });

  test("Connect opens its menu, and closes on an outside click and on Escape", async () => {
    const page = await open("/portfolio", 390);
    const button = page.locator("button.connect__button");
    const menu = page.locator(".connect__menu");
    expect(await menu.isVisible()).toBe(false);
    await button.click();
    expect(await menu.isVisible()).toBe(true);
    expect(await menu.locator(".connect__label").allTextContents()).toEqual(["Send a message", "Instagram", "Design portfolio", "Write an email"]);
    // The other sites in new tabs; the site's own contact page (the seed's message form) and the
    // email in the visitor's own mail app, in place.
    expect(await menu.locator('a[target="_blank"]').count()).toBe(2);
    expect(await menu.locator('a[href="/contact"]:not([target])').count()).toBe(1);
    expect(await menu.locator('a[href^="mailto:"]:not([target])').count()).toBe(1);
    await page.mouse.click(20, 600);
    expect(await menu.isVisible()).toBe(false);

    await button.click();
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Send a message");
    await page.keyboard.press("Escape");
    expect(await menu.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains("connect__button"))).toBe(true);
    expect(page.problems.filter((p) => p.startsWith("pageerror"))).toEqual([]);
    await page.close();
  });

  test("a project link opens its gallery at the top of the page, without a reload", async () => {
    const page = await open("/portfolio?tab=cgi");
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => window.scrollY > 500);
    await page.click('a[href="/productvisualization/perfume"]');
    await page.waitForURL(suite.url + "/productvisualization/perfume");
    await page.waitForSelector("h1.gallery__title");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.title()).toStartWith("Perfume");
    expect(await noReload(page)).toBe(true);
    await page.close();
  });
});
