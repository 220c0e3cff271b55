// Editing in place (issue 24), as the owner on the live public pages in Chromium at 1440 and
// 390 px: the hero line and an FAQ answer typed where they stand, an FAQ added and moved by
// keyboard, the hero video and a slider image replaced (the slide moved while its file uploads,
// and the image still lands on it, asking for its own alt text; another removed while its file uploads, and the slide after it
// keeps its own), a service's hero image replaced by a dropped file (its panel opens for the alt text), an edit
// made offline in a tab then closed and found saved on coming back from the
// admin's Pages list, previewed, published, seen by a visitor, and taken back from the history.
// Two tabs: the stale one told and shown the newer version; typed markup kept as text; a too-long
// text refused at the field; a draft discarded. A session ended elsewhere closes edit mode. And
// what visitors get: no editor markup, attribute, style, chunk or request; a forged or missing
// token saves nothing and shows no edit button. Screenshots go to /tmp/inplace-shots/.
import { describe, expect, test } from "bun:test";
import type { Page, Request } from "playwright-core";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { signedInPage } from "../support/admin-session.ts";
import { adminToken, pngImage } from "../support/admin-api.ts";
import { H264_AAC, makeVideo } from "../support/video-files.ts";
import { editBar as bar, holdImageUploads, openSpot, retype, saved } from "../support/in-place.ts";
import { shoot } from "../support/screenshots.ts";
import { until } from "../support/until.ts";

async function openEditMode(page: Page, url: string) {
  await page.goto(url);
  await page.waitForSelector("html[data-hydrated=true]");
  await page.getByRole("button", { name: "Edit this page" }).click();
  await bar(page).waitFor();
  await saved(page);
}

describe.skipIf(!hasBrowser)("the owner edits the live pages in place", () => {
  const suite = browserSuite();
  const visitorHtml = async (path: string) => (await fetch(suite.url + path)).text();

  for (const width of [1440, 390]) {
    test(`at ${width} px`, async () => {
      const line = `We make the thing people remember at ${width}.`;
      const answer = `Four weeks at ${width}, from the first call to launch.`;
      const question = `Do you work weekends at ${width}?`;
      let page = await signedInPage(suite, "/", width);

      // The home page: the hero line typed where it stands, its limit shown as the owner types.
      await page.getByRole("button", { name: "Edit this page" }).waitFor();
      await shoot(page, `button-${width}`);
      await page.getByRole("button", { name: "Edit this page" }).click();
      await saved(page);
      await retype(page, "Hero intro", line);
      await page.getByText(`${line.length} / 240`).waitFor();
      await saved(page);
      await shoot(page, `home-${width}`);
      // The services' names are records: edit mode says where they are changed.
      expect(await page.getByRole("link", { name: "Name, add, order or hide your services in Services" }).getAttribute("href")).toBe(
        "/admin/services",
      );

      // The hero video and a slider image replaced through the spots' panels.
      await page.getByRole("button", { name: "Replace hero video" }).click();
      await page
        .getByLabel("Replace video: Hero video", { exact: true })
        .setInputFiles({ name: "reel.mp4", mimeType: "video/mp4", buffer: Buffer.from(makeVideo(H264_AAC)) });
      await page.waitForFunction(
        () => /\/media\/videos\//.test(document.querySelector(".hero__video source:last-of-type")?.getAttribute("src") ?? ""),
        null,
        {
          timeout: 90_000,
        },
      );
      await shoot(page, `video-panel-${width}`);
      const videoPanel = page.getByRole("complementary", { name: "Replace hero video", exact: true });
      await videoPanel.getByRole("button", { name: "Done" }).click();
      // The next spot is opened once this panel has gone, as an owner's next tap comes (CI once
      // waited 90 s for the slider's panel after a click made while this one was closing).
      await videoPanel.waitFor({ state: "detached" });
      await saved(page);
      // The first slide's image replaced, and while the file is on its way that slide moved down
      // one: the new image lands on the slide it was chosen for, wherever it stands by then.
      const slides = (await openSpot(page, "Edit first slider")).locator(".doc-entry");
      const slide = async (index: number) => ({
        alt: await slides
          .nth(index)
          .getByLabel(/^Alt text/)
          .inputValue(),
        src: (await slides.nth(index).locator("img.doc-thumb").getAttribute("src")) ?? "",
      });
      const chosen = await slide(0);
      const upload = await holdImageUploads(page, suite.url);
      await page
        .getByLabel("Replace image: Slide 1", { exact: true })
        .setInputFiles({ name: "slide.png", mimeType: "image/png", buffer: await pngImage(640, 400, "#3355ff") });
      await upload.sent;
      await page.getByRole("button", { name: /^Move Slide 1\b/ }).focus();
      await page.keyboard.press("Space");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Space");
      await until(async () => (await slide(1)).alt === chosen.alt, { what: "the first slide moved down one" });
      upload.release();
      await page.waitForFunction(
        () => [...document.querySelectorAll(".showcase img")].some((img) => /\/media\//.test(img.getAttribute("src") ?? "")),
        null,
        {
          timeout: 90_000,
        },
      );
      await upload.stop();
      // The new image asks for its own alt text: emptied (never the old image's), focused and
      // required, and nothing is saved until it is written.
      const slideAlt = `A blue test slide at ${width}`;
      const asked = slides.nth(1).getByLabel(/^Alt text/);
      expect(await asked.inputValue()).toBe("");
      expect(await asked.getAttribute("aria-required")).toBe("true");
      await until(() => asked.evaluate((box) => box === document.activeElement), { what: "the new slide's alt text focused", timeout: 90_000 });
      await bar(page).getByText("Not saved: fix the highlighted text").waitFor();
      await page.keyboard.type(slideAlt);
      await until(async () => (await slide(1)).alt === slideAlt, { what: "the new slide's alt text typed", timeout: 90_000 });
      expect((await slide(1)).src).toContain("/media/pages/");
      expect((await slide(0)).src).not.toContain("/media/pages/");
      // Another slide's image replaced, and that slide removed before the upload answers: the
      // slide that takes its place keeps its own image and words.
      const next = await slide(3);
      const removed = await holdImageUploads(page, suite.url);
      await page
        .getByLabel("Replace image: Slide 3", { exact: true })
        .setInputFiles({ name: "gone.png", mimeType: "image/png", buffer: await pngImage(640, 400, "#ff3355") });
      await removed.sent;
      await page.getByRole("button", { name: /^Remove Slide 3\b/ }).click();
      removed.release();
      await removed.answered;
      await removed.stop();
      // What did not happen cannot be waited for: the slide is looked at for a second after the answer.
      for (let look = 0; look < 10; look++) {
        expect(await slide(2)).toEqual(next);
        await Bun.sleep(100);
      }
      await page.getByRole("complementary").getByRole("button", { name: "Done" }).click();
      await saved(page);
      const video = await page.locator(".hero__video source").last().getAttribute("src");

      // A service page opened in edit mode from its address: an FAQ answer typed in place, an FAQ added and moved first.
      await openEditMode(page, suite.url + "/WebDesign");
      await page.locator(".know-more__bar").click();
      // The question is text to edit, so the FAQ opens from its "+" at the row's end.
      const row = page.locator(".faq__question").first();
      const box = (await row.boundingBox())!;
      await row.click({ position: { x: box.width - 6, y: box.height / 2 } });
      await retype(page, "Know more FAQs 1 answer", answer);
      await saved(page);
      const panel = await openSpot(page, "Edit FAQs");
      await panel.getByRole("button", { name: "Add FAQ" }).click();
      const count = await panel.getByLabel("Question", { exact: true }).count();
      await panel.getByLabel("Question", { exact: true }).last().fill(question);
      await panel.getByLabel("Answer", { exact: true }).last().fill("No, but we answer on Monday.");
      await panel.getByRole("button", { name: new RegExp(`^Move FAQ ${count}:`) }).focus();
      await page.keyboard.press("Space");
      for (let i = 1; i < count; i++) await page.keyboard.press("ArrowUp");
      await page.keyboard.press("Space");
      await page.waitForFunction((q) => document.querySelector(".faq__question [role=textbox]")?.textContent === q, question);
      await shoot(page, `faq-panel-${width}`);
      await panel.getByRole("button", { name: "Done" }).click();
      await saved(page);

      // The service's hero image replaced by dropping a file on its spot.
      const png = (await pngImage(800, 600, "#ff5533")).toString("base64");
      const dropped = await page.evaluateHandle((data) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], "hero.png", { type: "image/png" }));
        return transfer;
      }, png);
      await page.getByRole("button", { name: /^Replace hero image/ }).dispatchEvent("drop", { dataTransfer: dropped });
      await page.waitForFunction(() => /\/media\//.test(document.querySelector(".service-hero__media img")?.getAttribute("src") ?? ""), null, {
        timeout: 90_000,
      });
      // Its panel opens to ask for the new image's alt text, in the box that has the focus.
      const heroAlt = page.getByRole("complementary").getByLabel(/^Alt text/);
      expect(await heroAlt.inputValue()).toBe("");
      await until(() => heroAlt.evaluate((box) => box === document.activeElement), { what: "the hero image's alt text focused", timeout: 90_000 });
      const heroWords = `An orange field at ${width}`;
      await page.keyboard.type(heroWords);
      await page.getByRole("complementary").getByRole("button", { name: "Done" }).click();
      await saved(page);
      await shoot(page, `service-${width}`);

      // The connection drops while the owner types, and the tab is closed: the edit waits in the
      // browser and is saved when the owner comes back.
      const heading = `Recent sites ${width}`;
      await page.context().setOffline(true);
      await retype(page, "Work heading", heading);
      await bar(page).getByText("Offline — retrying").waitFor();
      await shoot(page, `offline-${width}`);
      await page.close();
      await page.context().setOffline(false);

      // Back through the admin's Pages list, which opens the live page in edit mode: the draft is
      // all there, and visitors still see the published page.
      page = await signedInPage(suite, "/admin/pages", width);
      await page.getByRole("link", { name: "Open Web Design page in edit mode" }).click();
      await bar(page).waitFor();
      await saved(page);
      expect(await page.getByRole("textbox", { name: "Work heading", exact: true }).textContent()).toBe(heading);
      expect(await page.getByRole("textbox", { name: "Know more FAQs 1 question", exact: true, includeHidden: true }).textContent()).toBe(question);
      expect(await page.getByRole("textbox", { name: "Know more FAQs 2 answer", exact: true, includeHidden: true }).textContent()).toBe(answer);
      expect(await visitorHtml("/WebDesign")).not.toContain(answer);

      // Preview, back to edit mode on the page, then publish both pages and see them as a visitor.
      await bar(page).getByRole("button", { name: "Preview" }).click();
      await page.waitForURL(suite.url + "/admin/pages/service-WebDesign/preview?edit=%2FWebDesign");
      await page.getByText(answer).waitFor({ state: "attached" });
      await page.getByRole("link", { name: "Back to edit mode" }).click();
      await page.waitForURL(suite.url + "/WebDesign#edit");
      await bar(page).waitFor();
      await saved(page);
      await bar(page).getByRole("button", { name: "Publish" }).click();
      await page.getByText("Published: visitors see it now").first().waitFor();
      const service = await visitorHtml("/WebDesign");
      expect(service).toContain(answer);
      expect(service).toContain(question);
      expect(service).toContain(heading);
      expect(service).toContain("/media/pages/");
      expect(service).toContain(`alt="${heroWords}"`);
      await openEditMode(page, suite.url + "/");
      expect(await bar(page).textContent()).toMatch(/[1-9]\d* changes?/);
      await bar(page).getByRole("button", { name: "Publish" }).click();
      await page.getByText("Published: visitors see it now").first().waitFor();
      const home = await visitorHtml("/");
      expect(home).toContain(line);
      expect(home).toContain(video!);
      expect(home).toContain(`alt="${slideAlt}"`);

      // The history, from the same bar: the revision before this one brought back in one click.
      await bar(page).getByRole("button", { name: "History" }).click();
      const earlier = page.locator(".revision").nth(1);
      await earlier.waitFor();
      await shoot(page, `history-${width}`);
      await earlier.getByRole("button", { name: /^Revert to revision/ }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Revert to this" }).click();
      await page.waitForFunction((text) => !document.body.textContent?.includes(text), line);
      expect(await visitorHtml("/")).not.toContain(line);
      expect(page.problems).toEqual([]);
      await page.close();
    }, 180_000);
  }

  test("two tabs: the later save is told of the newer version and shown it; typed markup stays text", async () => {
    const first = await signedInPage(suite, "/portfolio#edit");
    const second = await signedInPage(suite, "/portfolio#edit");
    await saved(first);
    await saved(second);
    const markup = `<b>Bold</b> & <img src=x onerror="document.title='owned'">`;
    // Too long: the contract's error under the text, nothing saved until it fits.
    await retype(first, "Hero eyebrow", "x".repeat(81));
    await first.getByText("Eyebrow must be at most 80 characters").waitFor();
    await first.getByText("81 / 80").waitFor();
    await bar(first).getByText("Not saved: fix the highlighted text").waitFor();
    await shoot(first, `error-1440`);
    await retype(first, "Hero eyebrow", "Selected work, 2026");
    await retype(first, "Hero intro", markup);
    await saved(first);

    await retype(second, "Hero eyebrow", "An older thought");
    await bar(second)
      .getByText(/Another tab or device saved a newer version/)
      .waitFor();
    await second.waitForFunction(() => document.querySelector(".studio-eyebrow [role=textbox]")?.textContent === "Selected work, 2026");
    await shoot(second, `conflict-1440`);

    // What was typed is the text shown, on the page and to visitors once published: no element made from it.
    expect(await first.locator(".portfolio__lede b, .portfolio__lede img").count()).toBe(0);
    await bar(first).getByRole("button", { name: "Publish" }).click();
    await first.getByText("Published: visitors see it now").first().waitFor();
    const visitor = await suite.browser.context.browser()!.newContext();
    const page = await visitor.newPage();
    await page.goto(suite.url + "/portfolio");
    await page.waitForSelector("html[data-hydrated=true]");
    expect(await page.locator(".portfolio__lede").textContent()).toBe(markup);
    expect(await page.locator(".portfolio__lede b, .portfolio__lede img").count()).toBe(0);
    expect(await page.title()).not.toBe("owned");
    await visitor.close();

    // A draft thrown away from the bar (after a confirm): the page shows what visitors see again.
    await retype(first, "Hero eyebrow", "Only a draft");
    await saved(first);
    await bar(first).getByRole("button", { name: "Discard" }).click();
    await first.getByRole("dialog").getByRole("button", { name: "Discard" }).click();
    await first.waitForFunction(() => document.querySelector(".studio-eyebrow [role=textbox]")?.textContent === "Selected work, 2026");
    await bar(first).getByText("0 changes").waitFor();
    await first.close();
    await second.close();
  }, 180_000);

  test("a session ended elsewhere closes edit mode at its next save, and the button goes", async () => {
    const page = await signedInPage(suite, "/portfolio#edit", 390);
    await saved(page);
    const token = await page.evaluate(() => localStorage.getItem("token"));
    const ended = await fetch(`${suite.url}/api/admin/logout`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
    expect(ended.status).toBeLessThan(300);
    await retype(page, "Hero eyebrow", "Typed after the session ended");
    await bar(page).waitFor({ state: "detached" });
    // The page's texts are drawn again as plain text in a later commit than the bar's removal.
    await page.waitForFunction(() => document.querySelectorAll("[contenteditable]").length === 0, null, { timeout: 5_000 });
    expect(await page.getByRole("button", { name: "Edit this page" }).count()).toBe(0);
    await page.close();
  }, 180_000);

  test("a visitor's pages carry no editor markup, attribute, style, chunk or request", async () => {
    for (const path of ["/", "/portfolio", "/WebDesign", "/productvisualization/boat", "/no-such-page"]) {
      const html = await visitorHtml(path);
      for (const mark of ["contenteditable", 'class="ip-', "ip-text", "ip-spot", "Edit this page", "edit-mode", "in-place", "edit-elsewhere"])
        expect(html).not.toContain(mark);
      // A context of its own: the owner's tests left their token in the suite's.
      const visitor = await suite.browser.context.browser()!.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await visitor.newPage();
      const requests: string[] = [];
      page.on("request", (request: Request) => requests.push(request.url()));
      await page.goto(suite.url + path);
      // The owner's check would start in an effect that runs before the one marking the page hydrated.
      await page.waitForSelector("html[data-hydrated=true]");
      expect(requests.filter((url) => url.includes("/api/") || url.includes("edit-mode") || url.includes("/admin"))).toEqual([]);
      expect(await page.locator("[contenteditable], .ip-bar, .ip-spot, .ip-text").count()).toBe(0);
      expect(await page.getByRole("button", { name: "Edit this page" }).count()).toBe(0);
      await visitor.close();
    }
  }, 180_000);

  test("a forged or missing token saves nothing and shows no edit button", async () => {
    const content = (await (
      await fetch(`${suite.url}/api/admin/pages/home`, { headers: { authorization: `Bearer ${await adminToken(suite.t)}` } })
    ).json()) as {
      page: { version: number; published: unknown };
    };
    const body = JSON.stringify({ version: content.page.version, content: content.page.published });
    for (const headers of [{}, { authorization: "Bearer forged.token.value" }] as Record<string, string>[]) {
      const answer = await fetch(`${suite.url}/api/admin/pages/home/draft`, {
        method: "PUT",
        headers: { ...headers, "content-type": "application/json" },
        body,
      });
      expect(answer.status).toBe(401);
    }
    const page = await suite.browser.page({ width: 390 });
    // The forged token is in place before the page's own scripts run. Set from the login page
    // instead, it raced that page's hydration, whose check of a stored token signs a bad one out
    // (removing it): on a loaded CI run the home page then had no token to check.
    await page.addInitScript(() => localStorage.setItem("token", "forged.token.value"));
    const checked = page.waitForResponse((response) => response.url().endsWith("/api/admin/pages/home"), { timeout: 120_000 });
    const chunks: string[] = [];
    page.on("request", (request: Request) => chunks.push(request.url()));
    await page.goto(suite.url + "/#edit");
    expect((await checked).status()).toBe(401);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await page.getByRole("button", { name: "Edit this page" }).count()).toBe(0);
    expect(await page.locator(".ip-bar, [contenteditable]").count()).toBe(0);
    expect(chunks.filter((url) => url.includes("edit-mode"))).toEqual([]);
    await page.close();
  }, 180_000);
});
