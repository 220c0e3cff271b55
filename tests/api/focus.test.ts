// An image's focal point (src/features/focus/): set by the owner by any of the image's URLs,
// applied to every page that shows the image (object-position), checked at the edges.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { TestApp } from "../support/app.ts";
import { adminApp, type api, expectUnauthorized, json } from "./helpers.ts";

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => ({ t, call } = await adminApp()), 60_000);
afterAll(() => t.close());

/** The style a page draws an image with, by its src ("" for none; null when the page does not show it). */
async function styleOf(path: string, src: string): Promise<string | null> {
  const page = await (await t.request(path)).text();
  const tag = new RegExp(`<img[^>]*src="${src.replaceAll(".", "\\.")}"[^>]*>`).exec(page)?.[0];
  return tag === undefined ? null : (/style="([^"]*)"/.exec(tag)?.[1] ?? "");
}

// A seed project's cover: a card on its service page and a tile on the portfolio's Stills tab.
const COVER = "/images/gallery/photomanupulation/guardians/1-960.webp";

describe("/api/admin/focus", () => {
  test("only the owner reads and sets it", async () => {
    await expectUnauthorized(t, ["GET", "/api/admin/focus?src=/images/about-960.webp"]);
    await expectUnauthorized(t, ["PUT", "/api/admin/focus", { src: "/images/about-960.webp", x: 0.5, y: 0.5 }]);
  });

  test("set on an image, every page showing it keeps that point in view; unset, it is centred", async () => {
    for (const path of ["/photomanupulation", "/portfolio?tab=stills"]) expect(await styleOf(path, COVER)).not.toContain("object-position");
    expect((await json(await call.get(`/api/admin/focus?src=${encodeURIComponent(COVER)}`))).focus).toEqual({ x: 0.5, y: 0.5 });

    // Named by another of its widths: one image, one focal point.
    const saved = await json(await call.json("/api/admin/focus", { src: COVER.replace("-960.", "-480."), x: 1, y: 0 }, "PUT"));
    expect(saved.message).toBe("Focal point saved: every crop of this image keeps it in view");
    for (const path of ["/photomanupulation", "/portfolio?tab=stills"]) expect(await styleOf(path, COVER)).toContain("object-position:100% 0%");
    expect((await json(await call.get(`/api/admin/focus?src=${encodeURIComponent(COVER)}`))).focus).toEqual({ x: 1, y: 0 });
  });

  test("a page document's image takes its focal point too (a service page's hero)", async () => {
    const hero = "/images/services/guidelines/hero-960.webp";
    expect(await styleOf("/guidelines", hero)).not.toContain("object-position");
    await call.json("/api/admin/focus", { src: hero, x: 0.25, y: 0.75 }, "PUT");
    expect(await styleOf("/guidelines", hero)).toContain("object-position:25% 75%");
  });

  test.each([
    [{ src: "/images/about-960.webp", x: 1.5, y: 0 }, "Across must be a number from 0 to 1"],
    [{ src: "/images/about-960.webp", x: 0, y: -0.1 }, "Down must be a number from 0 to 1"],
    [{ src: "/images/logos/lumen.svg", x: 0, y: 0 }, "This image is not one of the site's stored pictures, so it has no focal point to set"],
    [
      { src: "https://elsewhere.example/a-960.webp", x: 0, y: 0 },
      "This image is not one of the site's stored pictures, so it has no focal point to set",
    ],
    [
      { src: "/media/logos/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b.webp", x: 0, y: 0 },
      "This image is not one of the site's stored pictures, so it has no focal point to set",
    ],
  ])("%j is refused with a clear message and changes nothing", async (body, message) => {
    const response = await call.json("/api/admin/focus", body, "PUT");
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(message);
    expect((await t.stores.sql`select count(*)::int as n from image_focus where key like '/images/about%'`)[0]!.n).toBe(0);
  });
});
