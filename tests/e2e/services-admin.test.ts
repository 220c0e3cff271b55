// The services as a managed list in Chromium, at phone and desktop widths: the owner adds a
// seventh service from the Services screen, a project on it shows on its page and in the
// sitemap; renamed, its old address answers 301; hidden, it has no page and leaves the menus
// (the owner lists the services in the menu here) but previews for the owner. A clashing address
// is refused at its field.
// With SCREENSHOTS=1 the Services screen and the new service's page are saved at both widths.
import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { adminToken } from "../support/admin-api.ts";
import { signedInPage } from "../support/admin-session.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { shoot } from "../support/screenshots.ts";
import { imageFile } from "../api/helpers.ts";

/** The service names in the menu a visitor opens: the header's Services dropdown, or the phone's menu. */
async function menuServices(page: Page, width: number): Promise<string[]> {
  if (width < 900) {
    await page.getByRole("button", { name: "Open menu" }).click();
    const list = page.locator(".mobile-menu__services");
    await list.waitFor();
    return list.locator("a").allTextContents();
  }
  await page.locator(".services-menu__button").first().click();
  const list = page.locator(".services-menu");
  await list.waitFor();
  return list.locator("a").allTextContents();
}

describe.skipIf(!hasBrowser)("services as a managed list (Chromium)", () => {
  // The owner lists the services in the header and the phone's menu.
  const suite = browserSuite({}, async (t) => {
    await t.stores.sql`update site_settings set studio = jsonb_set(studio, '{servicesInMenu}', 'true')`;
  });
  const api = async (path: string, body: unknown, method = "POST") =>
    suite.t.request(path, {
      method,
      headers: { authorization: `Bearer ${await adminToken(suite.t)}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  test.each([390, 1440])(
    "at %d px: add a seventh service with a project, rename it (301), hide it (404, gone from the menus)",
    async (width) => {
      const name = `Interior Design ${width}`;
      const slug = `interior-design-${width}`;
      const page = await signedInPage(suite, "/admin/services", width);
      await page.getByRole("button", { name: "Add a service" }).click();
      await page.getByLabel("Name").fill(name);
      // The address follows the name.
      expect(await page.getByLabel("Address").inputValue()).toBe(slug);
      await page.getByLabel("Summary").fill("Rooms that work as hard as you do.");
      await page.locator(".service-form").evaluate((form) => form.scrollIntoView({ block: "start" }));
      await shoot(page, `service-form-${width}`);
      await page.getByRole("button", { name: "Add service" }).click();
      await page.getByText("Service added").first().waitFor();
      const row = page.locator(".service-row", { hasText: name });
      await row.waitFor();
      await shoot(page, `services-admin-${width}`, { fullPage: true });

      // A clash with one of the site's pages: refused at the field, nothing added.
      await page.getByRole("button", { name: "Add a service" }).click();
      await page.getByLabel("Name").fill("Portfolio");
      await page.getByRole("button", { name: "Add service" }).click();
      await page.locator(".admin-field.is-invalid", { hasText: "That address is one of the site's own pages" }).waitFor();
      await page.getByRole("button", { name: "Cancel" }).click();
      expect(await page.locator(".service-row", { hasText: "Portfolio" }).count()).toBe(0);

      // A project on it, published with a cover.
      const services = (await (
        await suite.t.request("/api/admin/services", { headers: { authorization: `Bearer ${await adminToken(suite.t)}` } })
      ).json()) as {
        services: { _id: string; slug: string }[];
      };
      const id = services.services.find((service) => service.slug === slug)!._id;
      const { project } = (await (await api("/api/admin/projects", { title: `Loft Kitchen ${width}`, family: id, status: "published" })).json()) as {
        project: { _id: string; slug: string };
      };
      const form = new FormData();
      form.set("image", await imageFile("cover.png", 1200, 800));
      form.set("alt", "A loft kitchen in morning light");
      await suite.t.request(`/api/admin/projects/${project._id}/images`, {
        method: "POST",
        headers: { authorization: `Bearer ${await adminToken(suite.t)}` },
        body: form,
      });

      const visitor = await suite.browser.page({ width });
      await visitor.goto(`${suite.url}/${slug}`);
      await visitor.waitForSelector("html[data-hydrated=true]");
      expect(await visitor.locator("h1").textContent()).toContain(name);
      await visitor.locator(`a[href="/${slug}/${project.slug}"]`).first().waitFor();
      await shoot(visitor, `service-page-${width}`, { fullPage: true });
      expect(await menuServices(visitor, width)).toContain(name);
      const sitemap = await (await suite.t.request("/sitemap.xml")).text();
      expect(sitemap).toContain(`/${slug}/${project.slug}</loc>`);

      // Renamed from the screen: the old address answers 301 to the new one.
      await row.getByRole("button", { name: `Change ${name}` }).click();
      await page.getByLabel("Address").fill(`interiors-${width}`);
      await page.getByRole("button", { name: "Save service" }).click();
      await page.locator(".service-row", { hasText: `/interiors-${width}` }).waitFor();
      const moved = await suite.t.request(`/${slug}`);
      expect(moved.status).toBe(301);
      expect(moved.headers.get("location")).toBe(`/interiors-${width}`);
      await visitor.goto(`${suite.url}/${slug}/${project.slug}`);
      expect(new URL(visitor.url()).pathname).toBe(`/interiors-${width}/${project.slug}`);

      // Hidden: no page, and gone from the menus.
      await page.getByRole("button", { name: `Hide ${name}` }).click();
      await page.locator(".service-row", { hasText: name }).getByText("Hidden").waitFor();
      expect((await suite.t.request(`/interiors-${width}`)).status).toBe(404);
      await visitor.goto(`${suite.url}/portfolio`);
      await visitor.waitForSelector("html[data-hydrated=true]");
      const listed = await menuServices(visitor, width);
      expect(listed).toContain("Web Design");
      expect(listed).not.toContain(name);

      // Hidden, its page still previews for the owner, who may be readying it before showing it
      // (the preview once said "The public page could not be loaded").
      const [shown] = await suite.t.stores.sql<{ id: string }[]>`select id from services where slug = ${`interiors-${width}`}`;
      await page.goto(`${suite.url}/admin/pages/service-${shown!.id}/preview`);
      await page.getByRole("link", { name: "Back to editing" }).waitFor();
      await page.getByText("Hidden: visitors get “page not found” until it is shown on the Services screen.").waitFor();
      await page.locator("main").getByText(name, { exact: true }).first().waitFor();
      await page.getByRole("link", { name: "Start a project" }).first().waitFor();
      await shoot(page, `hidden-service-preview-${width}`);

      // The clashing address's refusal is the one answer the browser reports.
      expect(page.problems.filter((problem) => !problem.includes("409 (Conflict)"))).toEqual([]);
      expect(visitor.problems).toEqual([]);
      await visitor.close();
      await page.close();
    },
    120_000,
  );
});
