// Titles and descriptions as data: the sample reads as it always did; the words after the
// studio's name in the home title and the site's description are the site document's; each page
// may have a title of its own (home and service pages a description too), and blank brings the
// usual one back. What is published is in <title>, the description and the link preview's.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { adminToken } from "../support/admin-api.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { api, json } from "./helpers.ts";

let t: TestApp;
let call: ReturnType<typeof api>;

beforeAll(async () => {
  t = await startTestApp();
  call = api(t, await adminToken(t));
}, 180_000);
afterAll(() => t.close());

/** The page's title, description and link preview's title and description, unescaped. */
async function head(path: string) {
  const html = await (await t.request(path)).text();
  const read = (pattern: RegExp) => (pattern.exec(html)?.[1] ?? "").replaceAll("&amp;", "&").replaceAll("&#39;", "'").replaceAll("&quot;", '"');
  return {
    title: read(/<title>([^<]*)<\/title>/),
    description: read(/<meta name="description" content="([^"]*)"/),
    ogTitle: read(/<meta property="og:title" content="([^"]*)"/),
    ogDescription: read(/<meta property="og:description" content="([^"]*)"/),
  };
}

/** Saves `change` over the published document as a draft, then publishes it. */
async function publishChange(key: string, change: (content: Record<string, unknown>) => void) {
  const { page } = await json(await call.get(`/api/admin/pages/${key}`));
  const content = structuredClone(page.published);
  change(content);
  const saved = await call.json(`/api/admin/pages/${key}/draft`, { version: page.version, content }, "PUT");
  expect(saved.status).toBe(200);
  const published = await call.json(`/api/admin/pages/${key}/publish`, { version: (await json(saved)).page.version });
  expect(published.status).toBe(200);
}

describe("titles and descriptions", () => {
  test("the sample reads as before", async () => {
    const home = await head("/");
    expect(home.title).toBe("Vanta Studio | 3D, Motion & Brand Design Studio");
    expect(home.description).toStartWith("Vanta Studio is an independent design studio");
    expect((await head("/portfolio")).title).toBe("Portfolio | Vanta Studio");
    expect(await head("/animation")).toMatchObject({
      title: "3D Product Animation | Vanta Studio",
      description: "3D Product Animation: Product films, cutaways and launch animations that explain in seconds.",
    });
  });

  test("the site document's title words and description change the home page's title, description and preview", async () => {
    await publishChange("site", (site) => {
      site.titleSuffix = "Ceramics & Kiln-fired Brands";
      site.description = "{name} makes identities for potters and small makers.";
    });
    expect(await head("/")).toEqual({
      title: "Vanta Studio | Ceramics & Kiln-fired Brands",
      description: "Vanta Studio makes identities for potters and small makers.",
      ogTitle: "Vanta Studio | Ceramics & Kiln-fired Brands",
      ogDescription: "Vanta Studio makes identities for potters and small makers.",
    });
    // Blank: the studio's name alone.
    await publishChange("site", (site) => {
      site.titleSuffix = "";
    });
    expect((await head("/")).title).toBe("Vanta Studio");
  });

  test("a page's own title and description win over the usual ones; blank brings them back", async () => {
    await publishChange("home", (home) => {
      home.title = "Kite & Kiln: a studio for makers";
      home.description = "Brand, packaging and film for independent makers.";
    });
    await publishChange("service-animation", (service) => {
      service.title = "Product films | Kite & Kiln";
      service.description = "Launch films for objects made by hand.";
    });
    await publishChange("portfolio", (portfolio) => {
      portfolio.title = "Selected work | Kite & Kiln";
    });
    expect(await head("/")).toMatchObject({
      title: "Kite & Kiln: a studio for makers",
      ogDescription: "Brand, packaging and film for independent makers.",
    });
    expect(await head("/animation")).toMatchObject({ title: "Product films | Kite & Kiln", description: "Launch films for objects made by hand." });
    expect((await head("/portfolio")).ogTitle).toBe("Selected work | Kite & Kiln");

    await publishChange("service-animation", (service) => {
      service.title = "  ";
      service.description = "";
    });
    expect(await head("/animation")).toMatchObject({
      title: "3D Product Animation | Vanta Studio",
      description: "3D Product Animation: Product films, cutaways and launch animations that explain in seconds.",
    });
  });

  test("a title longer than search results show is refused with the field's message", async () => {
    const { page } = await json(await call.get("/api/admin/pages/contact"));
    const response = await call.json(
      "/api/admin/pages/contact/draft",
      { version: page.version, content: { ...page.published, title: "x".repeat(71) } },
      "PUT",
    );
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe("Title in search results must be at most 70 characters");
  });
});
