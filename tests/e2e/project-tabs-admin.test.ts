// The owner's project in Chromium against the real server (issue 23): four images picked at once
// are stored in the order picked, the first the cover; the project chooses a portfolio tab and
// is featured from its editor, and shows on that tab (its entry leads back to the editor) and the
// home page; a save from a tab opened before another save shows the newer version; the
// dashboard counts it as a draft. Screenshots at 1440 and 390 px go to /tmp/projects-shots/.
import { describe, expect, test } from "bun:test";
import sharp from "sharp";
import { PROJECT_MESSAGES } from "../../client/contract/projects.ts";
import { ensureAdmin } from "../../src/platform/auth/accounts.ts";
import { adminToken } from "../support/admin-api.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { shootAtWidths } from "../support/screenshots.ts";
import { submitLogin } from "../support/admin-session.ts";
import { until } from "../support/until.ts";

const ADMIN = { username: "owner", password: "project-tabs-e2e-password-1" };
const TITLE = "Night Ferry";
// Picked in this order; the first is the largest, so it takes longest to encode.
const PICKED = [
  { name: "hero.jpg", alt: "The ferry leaving port", width: 3000, height: 2000, color: "#223344" },
  { name: "detail.jpg", alt: "Rivets on the bow", width: 1400, height: 900, color: "#884422" },
  { name: "studio.jpg", alt: "The model in the studio", width: 800, height: 600, color: "#448822" },
  { name: "portrait.jpg", alt: "The captain", width: 300, height: 450, color: "#aa88cc" },
];

async function photo({ name, width, height, color }: (typeof PICKED)[number]) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

describe.skipIf(!hasBrowser)("a project's tabs, home feature, images and saves from two tabs", () => {
  const suite = browserSuite({}, async (t) => {
    await ensureAdmin(t.stores.sql, ADMIN);
  });
  let page: Awaited<ReturnType<typeof suite.browser.page>>;
  let projectId = "";
  const api = async (path: string, init: RequestInit = {}) => {
    const token = await adminToken(suite.t);
    const response = await fetch(suite.url + path, {
      ...init,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...init.headers },
    });
    return (await response.json()) as Record<string, any>;
  };
  const shoot = (name: string) => shootAtWidths(page, name, [1440, 390]);

  test("four images picked at once are stored in the order picked; the first is the cover", async () => {
    page = await suite.browser.page();
    await page.goto(suite.url + "/admin/login");
    await page.waitForSelector("html[data-hydrated=true]");
    await submitLogin(page, ADMIN);
    await page.waitForURL(suite.url + "/admin");
    await page.goto(suite.url + "/admin/projects/new");
    await page.getByLabel("Title", { exact: true }).fill(TITLE);
    await page.getByLabel("Service", { exact: true }).selectOption("productvisualization");
    await page.getByRole("button", { name: "Add Project" }).click();
    await page.waitForURL(/\/admin\/projects\/[0-9a-f-]{36}$/);
    projectId = page.url().split("/").pop()!;

    await page.getByLabel("Add images").setInputFiles(await Promise.all(PICKED.map(photo)));
    for (const picked of PICKED) await page.getByLabel(`Alt text for ${picked.name}`).fill(picked.alt);
    await page.getByRole("button", { name: "Upload 4 images" }).click();
    await page.getByText("4 images added").waitFor({ timeout: 60_000 });
    const stored = (await api(`/api/admin/projects/${projectId}`)).project;
    expect(stored.images.map((image: { alt: string }) => image.alt)).toEqual(PICKED.map((picked) => picked.alt));
    expect(stored.cover).toEqual(stored.images[0].image);
    await page.waitForFunction(
      (want) =>
        JSON.stringify([...document.querySelectorAll<HTMLInputElement>(".image-stack .queued-file__alt")].map((i) => i.value)) ===
        JSON.stringify(want),
      PICKED.map((picked) => picked.alt),
    );
  }, 240_000);

  test("published on no tab, the editor says so; a tab and the home feature chosen there show on the site", async () => {
    await page.getByRole("radio", { name: /Published/ }).check();
    await page.getByRole("button", { name: "Update Project" }).click();
    await page.getByText("On no portfolio tab").waitFor();
    await shoot("project-editor-no-tab");

    await page.getByLabel("Stills", { exact: true }).check();
    await page.getByRole("switch", { name: /Feature on the home page/ }).check();
    await page.getByRole("button", { name: "Update Project" }).click();
    await page.getByText("On no portfolio tab").waitFor({ state: "detached" });
    expect((await api(`/api/admin/projects/${projectId}`)).project).toMatchObject({ tabs: ["stills"], featured: true, status: "published" });
    await shoot("project-editor");

    const home = await (await fetch(suite.url + "/")).text();
    expect(home).toContain(TITLE);
    expect(await (await fetch(suite.url + "/portfolio?tab=stills")).text()).toContain(TITLE);

    // On the portfolio admin, the entry is labelled a project and leads back to its editor.
    await page.goto(suite.url + "/admin/portfolio");
    await page.getByRole("tab", { name: /Stills/ }).click();
    const row = page.locator(".item-row", { hasText: TITLE });
    await row.getByText("Project", { exact: true }).waitFor();
    await row.scrollIntoViewIfNeeded();
    await shoot("portfolio-admin");
    await row.getByRole("link", { name: `Edit the project ${TITLE}` }).click();
    await page.waitForURL(suite.url + `/admin/projects/${projectId}`);
  }, 180_000);

  test("a save from a copy opened before another save shows the newer version", async () => {
    await page.getByLabel(/^Tagline\b/).waitFor();
    const loaded = (await api(`/api/admin/projects/${projectId}`)).project;
    // Another tab saves first.
    await api(`/api/admin/projects/${projectId}`, {
      method: "PATCH",
      body: JSON.stringify({ tagline: "From the other tab", updatedAt: loaded.updatedAt }),
    });
    await page.getByLabel(/^Tagline\b/).fill("From this tab");
    await page.getByRole("button", { name: "Update Project" }).click();
    await page.getByText(PROJECT_MESSAGES.conflict).first().waitFor();
    expect(await page.getByLabel(/^Tagline\b/).inputValue()).toBe("From the other tab");
    expect((await api(`/api/admin/projects/${projectId}`)).project.tagline).toBe("From the other tab");
    // Saved again from the newer version, it goes through.
    await page.getByLabel(/^Tagline\b/).fill("From this tab");
    await page.getByRole("button", { name: "Update Project" }).click();
    await until(async () => (await api(`/api/admin/projects/${projectId}`)).project.tagline === "From this tab", {
      what: "the second save",
      timeout: 60_000,
    });
  }, 180_000);

  test("the dashboard counts projects and lists recent drafts", async () => {
    await api("/api/admin/projects", { method: "POST", body: JSON.stringify({ title: "Harbour Draft", family: "guidelines" }) });
    await page.goto(suite.url + "/admin");
    await page.getByRole("link", { name: "Harbour Draft" }).waitFor();
    const published = page.locator(".admin-stat", { hasText: "Projects published" });
    // The 30 seeded projects and Night Ferry, published above.
    expect(await published.locator("dd").textContent()).toBe("31");
    expect(await page.locator(".admin-stat", { hasText: "Project drafts" }).locator("dd").textContent()).toBe("1");
    await shoot("dashboard");
    // The one problem the browser reports is the stale save's answer, which the editor handled.
    expect(page.problems.filter((problem) => !problem.includes("409 (Conflict)"))).toEqual([]);
  }, 180_000);
});
