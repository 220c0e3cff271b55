// The studio's mark: uploaded as an SVG or an image, re-encoded, shown in the pages' header and
// turned into the browser's icons and the link preview at addresses that change with it; a file
// that is not a plain image is refused with a clear message and changes nothing.
import { withRestoreLock } from "../../src/platform/backup/lock.ts";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import sharp from "sharp";
import { collections } from "../../src/collections.ts";
import { sweepOrphans, SWEEP_GRACE_MS } from "../../src/platform/media/sweep.ts";
import { heldMediaKeys } from "../../src/restore-checks.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { captureLogger } from "../support/logger.ts";
import { adminToken } from "../support/admin-api.ts";
import { api, expectUnauthorized, imageFile, json, textFileNamedPng } from "./helpers.ts";

let t: TestApp;
let call: ReturnType<typeof api>;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  token = await adminToken(t);
  call = api(t, token);
}, 180_000);
afterAll(() => t.close());

const svgFile = (markup: string, name = "mark.svg") => new File([markup], name, { type: "image/svg+xml" });
const PLAIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100"><rect width="100" height="100" rx="20" fill="#ff3366"/></svg>';

/** The <head>'s icon links of a page, by rel (and type for the two icons). */
async function headIcons(path = "/"): Promise<Record<string, string>> {
  const html = await (await t.request(path)).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const links = [...head.matchAll(/<link rel="(icon|apple-touch-icon|manifest)" href="([^"]+)"(?: type="([^"]+)")?/g)];
  return Object.fromEntries(links.map(([, rel, href, type]) => [type ? `${rel} ${type}` : rel, href!.replaceAll("&amp;", "&")]));
}

async function imageOf(path: string) {
  const response = await t.request(path);
  expect(`${path} ${response.status}`).toBe(`${path} 200`);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, meta: await sharp(bytes).metadata(), bytes };
}

const studioMark = async () => (await json(await call.get("/api/admin/studio"))).studio.mark;

describe("the mark", () => {
  test("a fresh site has the monogram of its initials: an SVG icon, a 32 px favicon, a 180 px touch icon and a manifest with 192 and 512", async () => {
    expect(await studioMark()).toEqual({ kind: "monogram" });
    const icons = await headIcons();
    expect(Object.keys(icons).sort()).toEqual(["apple-touch-icon", "icon image/png", "icon image/svg+xml", "manifest"]);
    const svg = await t.request(icons["icon image/svg+xml"]!);
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
    expect(svg.headers.get("cache-control")).toContain("immutable");
    expect(await svg.text()).toContain(">V</text>");
    expect((await imageOf(icons["icon image/png"]!)).meta).toMatchObject({ format: "png", width: 32, height: 32 });
    expect((await imageOf(icons["apple-touch-icon"]!)).meta).toMatchObject({ format: "png", width: 180, height: 180 });
    const manifest = await (await t.request(icons.manifest!)).json();
    expect(manifest).toMatchObject({ name: "Vanta Studio", short_name: "VANTA" });
    for (const icon of manifest.icons) {
      const size = Number(icon.sizes.split("x")[0]);
      expect((await imageOf(icon.src)).meta).toMatchObject({ format: "png", width: size, height: size });
    }
    // The address a browser asks for by itself is an icon too, revalidated rather than kept.
    const ico = await t.request("/favicon.ico");
    expect([ico.status, ico.headers.get("content-type"), ico.headers.get("cache-control")]).toEqual([200, "image/x-icon", "no-cache"]);
  }, 180_000);

  test("the monogram follows the studio's name: another name, other initials and other icon addresses", async () => {
    const before = await headIcons();
    const { studio, version } = await json(await call.get("/api/admin/studio"));
    expect((await call.json("/api/admin/studio", { ...studio, name: "Kite & Kiln", version }, "PUT")).status).toBe(200);
    const after = await headIcons();
    expect(after["icon image/svg+xml"]).not.toBe(before["icon image/svg+xml"]);
    expect(await (await t.request(after["icon image/svg+xml"]!)).text()).toContain(">KK</text>");
    const home = await (await t.request("/")).text();
    expect(home).toMatch(/<header[\s\S]*?<svg class="monogram"[\s\S]*?>KK<\/text>/);
    const { studio: now, version: next } = await json(await call.get("/api/admin/studio"));
    await call.json("/api/admin/studio", { ...now, name: "VANTA", version: next }, "PUT");
  }, 180_000);

  test("an uploaded SVG is drawn to pixels: the header shows the server's WebP, the icons change, the page previews with it", async () => {
    const before = await headIcons();
    const response = await call.form("/api/admin/studio/mark", { image: svgFile(PLAIN_SVG) });
    expect(response.status).toBe(200);
    const { mark, message } = await json(response);
    expect(message).toBe("Mark saved: the header, footer, menu and icons show it");
    expect([mark.kind, mark.width, mark.height]).toEqual(["image", 512, 512]);
    expect(mark.key).toMatch(/^marks\/[0-9a-f-]{36}\.webp$/);
    const home = await (await t.request("/")).text();
    const header = home.slice(home.indexOf("<header"), home.indexOf("</header>"));
    expect(header).toContain(`<img class="studio-mark" src="/media/${mark.key}"`);
    expect(header).not.toContain("monogram");
    // The owner's markup is never in the page: only the server's drawing of it.
    expect(home.includes('fill="#ff3366"')).toBe(false);
    const stored = await imageOf(`/media/${mark.key}`);
    expect(stored.meta.format).toBe("webp");

    const icons = await headIcons();
    expect(icons["icon image/svg+xml"]).toBeUndefined();
    expect(icons["icon image/png"]).not.toBe(before["icon image/png"]);
    const touch = await imageOf(icons["apple-touch-icon"]!);
    expect(touch.meta).toMatchObject({ format: "png", width: 180, height: 180 });
    // The middle of the touch icon is the mark's pink, not the monogram's dark ground.
    const { data } = await sharp(touch.bytes).raw().toBuffer({ resolveWithObject: true });
    const middle = (90 * 180 + 90) * touch.meta.channels!;
    // Within the re-encoding's rounding.
    const distance = [0xff, 0x33, 0x66].map((channel, i) => Math.abs(channel - data[middle + i]!));
    expect(Math.max(...distance)).toBeLessThanOrEqual(4);

    const preview = /<meta property="og:image" content="([^"]+)"/.exec(home)![1]!;
    expect((await imageOf(new URL(preview).pathname + new URL(preview).search)).meta).toMatchObject({ width: 1200, height: 630 });
  }, 180_000);

  test("an uploaded PNG replaces the SVG mark, and the earlier image is removed from the bucket", async () => {
    const earlier = await studioMark();
    const response = await call.form("/api/admin/studio/mark", { image: await imageFile("mark.png", 300, 100, "#3366ff") });
    expect(response.status).toBe(200);
    const { mark } = await json(response);
    // A raster is never enlarged: its own size, re-encoded.
    expect([mark.kind, mark.width, mark.height]).toEqual(["image", 300, 100]);
    const header = await (await t.request("/portfolio")).text();
    expect(header).toContain(`<img class="studio-mark" src="/media/${mark.key}" width="120" height="40"`);
    expect((await imageOf((await headIcons())["icon image/png"]!)).meta).toMatchObject({ width: 32, height: 32 });
    const keys = await t.stores.objects.list("marks/");
    expect(keys).toEqual([mark.key]);
    expect(keys).not.toContain(earlier.key);
    // The start-up sweep of unreferenced objects spares the mark however old it is.
    await sweepOrphans(
      { withRestoreLock, ...t.stores, log: captureLogger(), collections, held: heldMediaKeys },
      Date.now() + SWEEP_GRACE_MS + 60_000,
    );
    expect(await t.stores.objects.list("marks/")).toEqual([mark.key]);
  }, 180_000);

  test.each([
    ["a text file named .png", () => textFileNamedPng(), /not a supported image/],
    [
      "an SVG with a script",
      () => svgFile('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="9" height="9"/></svg>'),
      /holds scripts/,
    ],
    [
      "an SVG with an event handler",
      () => svgFile('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>'),
      /holds scripts/,
    ],
    [
      "an SVG that loads another file",
      () => svgFile('<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>'),
      /external files/,
    ],
  ])("%s is refused with a clear message and changes nothing", async (_, file, message) => {
    const before = await studioMark();
    const icons = await headIcons();
    const objects = await t.stores.objects.list("marks/");
    const response = await call.form("/api/admin/studio/mark", { image: file() });
    expect(response.status).toBe(415);
    expect((await json(response)).message).toMatch(message);
    expect(await studioMark()).toEqual(before);
    expect(await headIcons()).toEqual(icons);
    expect(await t.stores.objects.list("marks/")).toEqual(objects);
  });

  test("without a file: 400 and the mark stays", async () => {
    const before = await studioMark();
    const response = await call.form("/api/admin/studio/mark", {});
    expect([response.status, (await json(response)).message]).toEqual([400, "Choose an SVG or image file for the mark"]);
    expect(await studioMark()).toEqual(before);
  });

  test("a save of the studio's details keeps the mark, whatever mark the form sends back", async () => {
    const mark = await studioMark();
    const { studio, version } = await json(await call.get("/api/admin/studio"));
    const saved = await json(
      await call.json("/api/admin/studio", { ...studio, mark: { kind: "monogram" }, phoneDisplay: "+91 9876 543 210", version }, "PUT"),
    );
    expect(saved.studio.mark).toEqual(mark);
  });

  test("reverting the details to an earlier revision keeps the mark: revisions hold no mark, whose earlier images are gone", async () => {
    const mark = await studioMark();
    const revisions = (await json(await call.get("/api/admin/revisions/studio"))).revisions;
    expect(
      revisions.every(
        (revision: { content?: { mark?: unknown } }) =>
          revision.content?.mark === undefined || JSON.stringify(revision.content.mark) === '{"kind":"monogram"}',
      ),
    ).toBe(true);
    const oldest = revisions.at(-1)._id;
    const reverted = await t.request(`/api/admin/revisions/studio/${oldest}/revert`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reverted.status).toBe(200);
    expect(await studioMark()).toEqual(mark);
    expect(await t.stores.objects.list("marks/")).toEqual([mark.key]);
  });

  test("back to the monogram: the uploaded image is removed and the monogram's icons return", async () => {
    const response = await call.delete("/api/admin/studio/mark");
    expect([response.status, (await json(response)).mark]).toEqual([200, { kind: "monogram" }]);
    expect(await t.stores.objects.list("marks/")).toEqual([]);
    expect((await headIcons())["icon image/svg+xml"]).toBeDefined();
    expect(await (await t.request("/")).text()).toContain('<svg class="monogram"');
  });

  test("writes need the admin's token", async () => {
    await expectUnauthorized(t, ["POST", "/api/admin/studio/mark"]);
    await expectUnauthorized(t, ["DELETE", "/api/admin/studio/mark"]);
  });
});
