// Nothing dangles (issue 34), in Chromium at 1440 and 390 px: the case study's button is pointed
// at a project with the page picker (in the Pages editor and in edit mode, a slide too) and works
// on the home page; deleting (from the editor or the list) or unpublishing the project it points
// at warns, names the button and fixes it from the warning; the dashboard lists a link made dead
// on purpose until it is fixed; a Web Design project shows on the Web Design page, its card
// opening its gallery, and Animation's projects show as film stills. With SCREENSHOTS=1 the
// screens are saved (tests/support/screenshots.ts).
import { describe, expect, test } from "bun:test";
import sharp from "sharp";
import type { LinkUse } from "../../client/contract/links.ts";
import { adminToken } from "../support/admin-api.ts";
import { signedInPage } from "../support/admin-session.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { editBar, openSpot, saved } from "../support/in-place.ts";
import { shoot } from "../support/screenshots.ts";
import { until } from "../support/until.ts";

const WIDTHS = [1440, 390] as const;

describe.skipIf(!hasBrowser)("the site's own links", () => {
  const suite = browserSuite();
  const api = async (path: string, init: { method?: string; json?: unknown; form?: FormData } = {}) => {
    const token = await adminToken(suite.t);
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (init.json !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(suite.url + path, {
      method: init.method ?? (init.json !== undefined || init.form ? "POST" : "GET"),
      headers,
      body: init.form ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined),
    });
    const body = (await response.json()) as Record<string, any>;
    if (!response.ok) throw new Error(`${path}: ${response.status} ${body.message}`);
    return body;
  };
  const projectId = async (slug: string) => (await suite.t.stores.sql<{ id: string }[]>`select id from projects where slug = ${slug}`)[0]!.id;
  /** Points the home page's case-study button at `to`, as the fix does. */
  const pointCaseStudy = async (to: string) => {
    const { page } = await api("/api/admin/pages/home");
    await api("/api/admin/links/fix", { json: { use: "document:home:caseStudy/link", from: page.published.caseStudy.link, to } });
  };
  const caseStudyHref = async () => {
    const html = await (await fetch(`${suite.url}/`)).text();
    return /<section id="case-study"[\s\S]*?<a [^>]*href="([^"]*)"[^>]*class="button button--primary"/.exec(html)?.[1] ?? null;
  };

  test.each([
    [1440, "Speed", "/productvisualization/boat", "Speed Boat"],
    [390, "whisky japan", "/productvisualization/nikkawhisky", "Japanese Whisky"],
  ] as const)(
    "at %i px the case study's button is pointed at a project with the picker, and leads there",
    async (width, typed, path, title) => {
      const page = await signedInPage(suite, "/admin/pages/home", width);
      const picker = page.getByRole("combobox", { name: /Button link/ });
      await picker.scrollIntoViewIfNeeded();
      await picker.click();
      await picker.fill(typed);
      const option = page.getByRole("option", { name: new RegExp(title) });
      await option.waitFor();
      await shoot(page, `links-picker-${width}`);
      // By keyboard at one width, by pointer at the other.
      if (width === 390) {
        await picker.press("ArrowDown");
        await picker.press("ArrowUp");
        expect(await option.getAttribute("aria-selected")).toBe("true");
        await picker.press("Enter");
      } else {
        await option.click();
      }
      await page.locator(".page-picker__current", { hasText: path }).first().waitFor();
      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByText("Published: on the site").waitFor();

      expect(await caseStudyHref()).toBe(path);
      await page.goto(suite.url + "/");
      await page.waitForSelector("html[data-hydrated=true]");
      await page.locator("#case-study a.button--primary").click();
      await page.waitForURL(suite.url + path);
      await page.getByRole("heading", { name: title, level: 1 }).waitFor();
      expect(page.problems).toEqual([]);
      await page.close();
    },
    60_000,
  );

  // From the project's editor at one width, from its row on the projects list at the other.
  test.each([
    [1440, "perfume", "Perfume", "point", "editor"],
    [390, "jewelry", "Jewelry", "remove", "list"],
  ] as const)(
    "at %i px deleting the project the case study points at names the button, and the offered fix works",
    async (width, slug, title, fix, from) => {
      const path = `/productvisualization/${slug}`;
      await pointCaseStudy(path);
      const page = await signedInPage(suite, from === "editor" ? `/admin/projects/${await projectId(slug)}` : "/admin/projects", width);
      await page.getByRole("button", { name: from === "editor" ? "Delete project" : `Delete ${title}` }).click();
      const dialog = page.getByRole("dialog");
      const warning = dialog.getByRole("region", { name: "Links to this project" });
      await warning.getByText("Home page › Case study › Button link").waitFor();
      expect(await warning.textContent()).toContain("Once it is deleted, visitors following it find “page not found”");
      await shoot(page, `links-warning-${width}`);

      if (fix === "point") {
        await warning.getByRole("button", { name: "Point it at another page" }).click();
        const picker = warning.getByRole("combobox", { name: /Point it at/ });
        await picker.fill("contact");
        const contact = warning.getByRole("option", { name: /Contact/ });
        await contact.waitFor();
        await shoot(page, `links-warning-point-${width}`);
        await contact.click();
      } else {
        await warning.getByRole("button", { name: "Remove the link" }).click();
      }
      await dialog.getByText("Nothing on the site links to it any more.").waitFor();
      await dialog.getByRole("button", { name: from === "editor" ? "Delete project" : "Delete", exact: true }).click();
      if (from === "editor") await page.waitForURL(suite.url + "/admin/projects");
      await page.getByRole("link", { name: title, exact: true }).waitFor({ state: "detached" });

      expect((await fetch(suite.url + path)).status).toBe(404);
      expect(await caseStudyHref()).toBe(fix === "point" ? "/contact" : null);
      expect((await api("/api/admin/links/dead")).uses).toEqual([]);
      await page.close();
    },
    60_000,
  );

  test.each(WIDTHS)(
    "at %i px the dashboard lists a portfolio item linking to a removed project, and stops once it is fixed",
    async (width) => {
      const slug = width === 1440 ? "window" : "applewatch";
      const form = new FormData();
      form.set("title", `Poster for ${slug}`);
      form.set("link", `/productvisualization/${slug}`);
      form.set(
        "image",
        new File(
          [
            new Uint8Array(
              await sharp({ create: { width: 600, height: 800, channels: 3, background: "#335577" } })
                .png()
                .toBuffer(),
            ),
          ],
          "p.png",
          { type: "image/png" },
        ),
      );
      await api("/api/admin/portfolio/posters/items", { form });
      await api(`/api/admin/projects/${await projectId(slug)}`, { method: "DELETE" });

      const page = await signedInPage(suite, "/admin", width);
      const section = page.getByRole("region", { name: /Links that lead nowhere/ });
      const row = section.getByRole("listitem").filter({ hasText: `Portfolio › Posters › “Poster for ${slug}”` });
      await row.waitFor();
      expect(await row.textContent()).toContain(`links to /productvisualization/${slug}`);
      await row.scrollIntoViewIfNeeded();
      await shoot(page, `links-dashboard-${width}`);
      expect((await api("/api/admin/links/dead")).uses.map((use: LinkUse) => use.target)).toEqual([`/productvisualization/${slug}`]);

      await row.getByRole("button", { name: "Point it at another page" }).click();
      const picker = row.getByRole("combobox", { name: /Point it at/ });
      await picker.fill("portfolio");
      // The best match is the first option, chosen with Enter once the pages have arrived.
      await row
        .getByRole("option", { name: /^Portfolio/ })
        .first()
        .waitFor();
      await picker.press("Enter");
      await section.getByText("Every link on the site leads to a page that is there.").waitFor();
      expect((await api("/api/admin/links/dead")).uses).toEqual([]);
      await page.close();
    },
    60_000,
  );

  test.each([
    [1440, "contact", /^Contact/, "/contact", "valkyrie", /Valkyrie/, "/photomanupulation/valkyrie"],
    [390, "portfolio", /^Portfolio/, "/portfolio", "cyber soul", /Cyber Soul/, "/photomanupulation/cybersoul"],
  ] as const)(
    "at %i px in edit mode the case study's button and a slide are pointed at pages with the picker",
    async (width, typed, name, path, slideTyped, slideName, slidePath) => {
      const page = await signedInPage(suite, "/", width);
      await page.getByRole("button", { name: "Edit this page" }).click();
      await editBar(page).waitFor();
      await saved(page);

      const panel = await openSpot(page, "Change the button's link");
      const button = panel.getByRole("combobox", { name: /Button link/ });
      await button.fill(typed);
      await panel.getByRole("option", { name }).first().click();
      await saved(page);
      await panel.getByRole("button", { name: "Done" }).click();
      await panel.waitFor({ state: "detached" });

      const slider = await openSpot(page, "Edit first slider");
      const slide = slider.getByRole("combobox", { name: /Project link/ }).first();
      await slide.scrollIntoViewIfNeeded();
      await slide.fill(slideTyped);
      await slider.getByRole("option", { name: slideName }).click();
      await saved(page);
      await shoot(page, `links-in-place-${width}`);
      await slider.getByRole("button", { name: "Done" }).click();
      await editBar(page).getByRole("button", { name: "Publish" }).click();

      await until(async () => (await caseStudyHref()) === path, { what: "the published button link", timeout: 60_000 });
      expect(await (await fetch(`${suite.url}/`)).text()).toMatch(new RegExp(`<a [^>]*href="${slidePath}"[^>]*class="slides__link"`));
      await page.close();
    },
    60_000,
  );

  test("unpublishing a project the case study points at warns in its editor, and the link is removed from there", async () => {
    await pointCaseStudy("/guidelines/greendot");
    const page = await signedInPage(suite, `/admin/projects/${await projectId("greendot")}`);
    const warning = page.getByRole("region", { name: "Links to this project" });
    expect(await warning.count()).toBe(0);
    await page.getByText("Only you can see it, in the preview.").click();
    await warning.getByText("Home page › Case study › Button link").waitFor();
    expect(await warning.textContent()).toContain("Once it is unpublished");
    await warning.getByRole("button", { name: "Remove the link" }).click();
    await page.getByText("Nothing on the site links to it any more.").waitFor();
    await page.getByRole("button", { name: "Update Project" }).click();
    await page.getByText("Project updated").first().waitFor();
    expect(await caseStudyHref()).toBeNull();
    expect((await api("/api/admin/links/dead")).uses).toEqual([]);
    await page.close();
  }, 180_000);

  let lantern: Promise<void> | undefined;
  /** A published Web Design project with one image, made once for both widths. */
  const webDesignProject = () =>
    (lantern ??= (async () => {
      const { project } = await api("/api/admin/projects", {
        json: { title: "Lantern Bakery", family: "WebDesign", tagline: "An online shop for bread" },
      });
      const form = new FormData();
      form.set("alt", "The bakery's home page");
      const png = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#c9a26b" } })
        .png()
        .toBuffer();
      form.set("image", new File([new Uint8Array(png)], "s.png", { type: "image/png" }));
      await api(`/api/admin/projects/${project._id}/images`, { form });
      await api(`/api/admin/projects/${project._id}`, { method: "PATCH", json: { status: "published" } });
    })());

  test.each(WIDTHS)(
    "at %i px a Web Design project shows on the Web Design page in a browser window, and opens its gallery",
    async (width) => {
      await webDesignProject();
      const page = await suite.browser.page({ width });
      await page.goto(suite.url + "/WebDesign");
      await page.waitForSelector("html[data-hydrated=true]");
      const card = page.getByRole("region", { name: "Projects" }).getByRole("link", { name: /Lantern Bakery/ });
      await card.scrollIntoViewIfNeeded();
      expect(await card.textContent()).toContain("An online shop for bread");
      await shoot(page, `links-webdesign-${width}`, { fullPage: true });
      await card.click();
      await page.waitForURL(suite.url + "/webdesign/lantern-bakery");
      await page.getByRole("heading", { name: "Lantern Bakery", level: 1 }).waitFor();
      expect(page.problems).toEqual([]);
      await page.close();
    },
    60_000,
  );

  test.each(WIDTHS)(
    "at %i px Animation's projects show as film stills, and open their galleries",
    async (width) => {
      const page = await suite.browser.page({ width });
      await page.goto(suite.url + "/animation");
      await page.waitForSelector("html[data-hydrated=true]");
      const film = page.getByRole("region", { name: "Projects" }).getByRole("link", { name: /Northwind Audio/ });
      await film.scrollIntoViewIfNeeded();
      await shoot(page, `links-animation-${width}`, { fullPage: true });
      await film.click();
      await page.waitForURL(suite.url + "/animation/northwind-audio");
      expect(page.problems).toEqual([]);
      await page.close();
    },
    60_000,
  );

  test("the projects section is there only while the service has a published project", async () => {
    await webDesignProject();
    expect(await (await fetch(`${suite.url}/WebDesign`)).text()).toContain('id="projects"');
    const id = await projectId("lantern-bakery");
    await api(`/api/admin/projects/${id}`, { method: "PATCH", json: { status: "draft" } });
    expect(await (await fetch(`${suite.url}/WebDesign`)).text()).not.toContain('id="projects"');
    // The gallery services list their projects as their cards, never in a section of their own.
    expect(await (await fetch(`${suite.url}/photomanupulation`)).text()).not.toContain('id="projects"');
  });
});
