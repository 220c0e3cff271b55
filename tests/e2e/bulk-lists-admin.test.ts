// Bulk work in the Services list and the portfolio's tab manager, in Chromium at phone and desktop
// widths: two chosen are hidden (gone from the public site's menus, pages and tabs) and shown
// again; two deleted at once come back with the toast's Undo; one in use among those chosen is
// refused with the server's message, and nothing changes. With SCREENSHOTS=1 each list is saved
// with a selection.
import { describe, expect, test } from "bun:test";
import type { Locator, Page } from "playwright-core";
import { adminToken } from "../support/admin-api.ts";
import { signedInPage } from "../support/admin-session.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { shoot } from "../support/screenshots.ts";

type Service = { _id: string; name: string; slug: string; hidden: boolean; projects: number };
type Tab = { _id: string; label: string; hidden: boolean };

/** Ticks the boxes, then waits for the bar to count them. */
async function choose(page: Page, bar: Locator, labels: string[]): Promise<void> {
  for (const label of labels) await page.getByRole("checkbox", { name: label, exact: true }).check();
  await bar.getByText(`${labels.length} selected`).waitFor();
}

/** Delete (or Remove) in the bar, confirmed in its dialog. */
async function bulkDelete(page: Page, bar: Locator, question: string, verb = "Delete"): Promise<void> {
  await bar.getByRole("button", { name: verb, exact: true }).click();
  await page.getByRole("dialog", { name: question }).getByRole("button", { name: verb, exact: true }).click();
}

describe.skipIf(!hasBrowser)("bulk work on services and portfolio tabs (Chromium)", () => {
  // The owner lists the services in the header and the phone's menu.
  const suite = browserSuite({}, async (t) => {
    await t.stores.sql`update site_settings set studio = jsonb_set(studio, '{servicesInMenu}', 'true')`;
  });
  const api = async (path: string, body?: unknown) => {
    const headers = { authorization: `Bearer ${await adminToken(suite.t)}`, "content-type": "application/json" };
    const response = await suite.t.request(path, body === undefined ? { headers } : { method: "POST", headers, body: JSON.stringify(body) });
    return response.json();
  };
  const services = async () => ((await api("/api/admin/services")) as { services: Service[] }).services;
  const tabs = async () => ((await api("/api/admin/portfolio-tabs")) as { tabs: Tab[] }).tabs;
  const status = async (path: string) => (await suite.t.request(path)).status;
  const html = async (path: string) => (await suite.t.request(path)).text();
  /** The portfolio page's tab row as a visitor gets it. */
  const shownTabs = async () => [...(await html("/portfolio")).matchAll(/role="tab"[^>]*>([^<]+)</g)].map((match) => match[1]);
  /** A refusal's 409 is the one answer the browser reports. */
  const unexpected = (page: { problems: string[] }) => page.problems.filter((problem) => !problem.includes("409 (Conflict)"));

  test.each([390, 1440])(
    "at %d px: two services hidden leave the menus and come back; two deleted come back with Undo; one in use is refused",
    async (width) => {
      const page = await signedInPage(suite, "/admin/services", width);
      const bar = page.locator(".service-list .selection-bar");
      const seeded = await services();
      const pair = seeded.filter((service) => ["WebDesign", "animation"].includes(service._id));
      for (const service of pair) expect(await html("/portfolio")).toContain(`href="/${service.slug}"`);

      await choose(
        page,
        bar,
        pair.map((service) => `Select the service ${service.name}`),
      );
      await shootList(page, `bulk-services-${width}`, page.locator(".service-list"));
      await bar.getByRole("button", { name: "Hide", exact: true }).click();
      await page.getByText("Hid 2 services from the site").waitFor();
      await bar.getByText("None selected").waitFor();
      for (const service of pair) await page.locator(".service-row", { hasText: service.name }).getByText("Hidden", { exact: true }).waitFor();
      const menus = await html("/portfolio");
      for (const service of pair) {
        expect(menus).not.toContain(`href="/${service.slug}"`);
        expect(await status(`/${service.slug}`)).toBe(404);
      }

      await choose(
        page,
        bar,
        pair.map((service) => `Select the service ${service.name}`),
      );
      await bar.getByRole("button", { name: "Show", exact: true }).click();
      await page.getByText("Showed 2 services on the site").waitFor();
      for (const service of pair) expect(await status(`/${service.slug}`)).toBe(200);
      await page.waitForFunction(() => document.querySelectorAll(".service-row .status-badge--draft").length === 0);

      // Two new ones (no projects, no links) deleted at once, and back with the toast's Undo.
      const added: Service[] = [];
      for (const name of [`Signage ${width}`, `Murals ${width}`]) {
        const slug = name.toLowerCase().replace(" ", "-");
        added.push(((await api("/api/admin/services", { name, slug, summary: "", style: "gallery" })) as { service: Service }).service);
      }
      await page.reload();
      await choose(
        page,
        bar,
        added.map((service) => `Select the service ${service.name}`),
      );
      await bulkDelete(page, bar, "Delete 2 services?");
      await page.getByText("Moved 2 services to the trash").waitFor();
      await page.locator(".service-row", { hasText: added[0]!.name }).waitFor({ state: "detached" });
      expect(await status(`/${added[0]!.slug}`)).toBe(404);
      await page.getByRole("button", { name: "Undo" }).click();
      await page.getByText("Restored 2 services").waitFor();
      for (const service of added) await page.locator(".service-row", { hasText: service.name }).waitFor();
      expect(await status(`/${added[0]!.slug}`)).toBe(200);

      // One with projects among those chosen: the server's message, and nothing is deleted.
      const used = seeded.find((service) => service._id === "guidelines")!;
      expect(used.projects).toBeGreaterThan(0);
      await choose(page, bar, [`Select the service ${used.name}`, `Select the service ${added[0]!.name}`]);
      await bulkDelete(page, bar, "Delete 2 services?");
      await page.getByText(`${used.name} still has ${used.projects} project`).waitFor();
      await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
      expect((await services()).map((service) => service._id)).toEqual(expect.arrayContaining([used._id, added[0]!._id]));
      expect(await status(`/${added[0]!.slug}`)).toBe(200);
      for (const service of added) await api("/api/admin/bulk/services", { action: "delete", ids: [service._id] });

      expect(unexpected(page)).toEqual([]);
      await page.close();
    },
    120_000,
  );

  test.each([390, 1440])(
    "at %d px: two tabs hidden leave /portfolio and come back; two deleted come back with Undo; one holding work is refused",
    async (width) => {
      const page = await signedInPage(suite, "/admin/portfolio", width);
      await page.locator(".item-row").first().waitFor();
      await page.locator(".tab-manager > summary").click();
      const bar = page.locator(".tab-manager .selection-bar");
      const pair = (await tabs()).filter((tab) => ["stills", "brochure"].includes(tab._id));
      for (const tab of pair) expect(await shownTabs()).toContain(tab.label);

      await choose(
        page,
        bar,
        pair.map((tab) => `Select the portfolio tab ${tab.label}`),
      );
      await shootList(page, `bulk-tabs-${width}`, page.locator(".tab-manager"));
      await bar.getByRole("button", { name: "Hide", exact: true }).click();
      await page.getByText("Hid 2 portfolio tabs from the site").waitFor();
      for (const tab of pair) await page.locator(".tab-row", { hasText: tab.label }).locator(".admin-tag", { hasText: "Hidden" }).waitFor();
      const shown = await shownTabs();
      for (const tab of pair) expect(shown).not.toContain(tab.label);
      expect(shown).toContain("Posters");

      await choose(
        page,
        bar,
        pair.map((tab) => `Select the portfolio tab ${tab.label}`),
      );
      await bar.getByRole("button", { name: "Show", exact: true }).click();
      await page.getByText("Showed 2 portfolio tabs on the site").waitFor();
      for (const tab of pair) expect(await shownTabs()).toContain(tab.label);

      // Two new (empty) tabs deleted at once, and back with the toast's Undo.
      const added: Tab[] = [];
      for (const label of [`Zines ${width}`, `Sketches ${width}`])
        added.push(((await api("/api/admin/portfolio-tabs", { label })) as { tab: Tab }).tab);
      await page.reload();
      await page.locator(".tab-manager > summary").click();
      await choose(
        page,
        bar,
        added.map((tab) => `Select the portfolio tab ${tab.label}`),
      );
      await bulkDelete(page, bar, "Remove 2 portfolio tabs?", "Remove");
      await page.getByText("Moved 2 portfolio tabs to the trash").waitFor();
      await page.locator(".tab-row", { hasText: added[0]!.label }).waitFor({ state: "detached" });
      await page.getByRole("button", { name: "Undo" }).click();
      await page.getByText("Restored 2 portfolio tabs").waitFor();
      for (const tab of added) await page.locator(".tab-row", { hasText: tab.label }).waitFor();

      // A tab holding work among those chosen: the server's message, and nothing is removed.
      await choose(page, bar, ["Select the portfolio tab Posters", `Select the portfolio tab ${added[0]!.label}`]);
      await bulkDelete(page, bar, "Remove 2 portfolio tabs?", "Remove");
      await page.getByText(/^Posters holds \d+ items/).waitFor();
      await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
      expect((await tabs()).map((tab) => tab._id)).toEqual(expect.arrayContaining(["posters", added[0]!._id]));
      for (const tab of added) await api("/api/admin/bulk/portfolio-tabs", { action: "delete", ids: [tab._id] });

      expect(unexpected(page)).toEqual([]);
      await page.close();
    },
    120_000,
  );
});

/** With SCREENSHOTS=1: the list from its top (under the admin's header), its bar showing the selection. */
async function shootList(page: Page, name: string, top: Locator): Promise<void> {
  if (process.env.SCREENSHOTS !== "1") return;
  await top.evaluate((element) => {
    element.scrollIntoView({ block: "start" });
    window.scrollBy(0, -80);
  });
  await shoot(page, name);
}
