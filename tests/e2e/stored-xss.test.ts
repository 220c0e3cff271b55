// Stored XSS: reviews and a logo name written through the admin API with texts that try to
// close the page-data script, open a comment, inject markup, or break JavaScript strings
// (U+2028/U+2029, quotes). In Chromium the home page shows them as plain text, runs none of
// them, and hydrates without a warning; the server's page data reads back to the same strings.
import { describe, expect, test } from "bun:test";
import type { Review } from "../../client/contract/reviews.ts";
import type { InitialData } from "../../client/contract/page-data.ts";
import { adminToken, pngImage } from "../support/admin-api.ts";
import type { TestApp } from "../support/app.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";

const REVIEWS = [
  {
    clientName: "</script><script>window.__pwned=1</script>",
    clientPryTitle: "<!--<script>window.__pwned=2</script>",
    clientSryTitle: "<img src=x onerror=window.__pwned=3>",
  },
  {
    clientName: `Quote "double" 'single' \`back\` \\ slash`,
    clientPryTitle: "Line\u2028separator and\u2029paragraph </script><!--",
    clientSryTitle: "--></p><svg onload=window.__pwned=4>",
  },
];
const LOGO_NAME = `"><img src=x onerror=window.__pwned=5></script>`;

async function addHostileContent(t: TestApp) {
  const token = await adminToken(t);
  const file = async () => new File([new Uint8Array(await pngImage(64, 64))], "a.png", { type: "image/png" });
  const post = async (path: string, fields: Record<string, string | File>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const response = await t.request(path, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
    if (response.status !== 201) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  };
  for (const review of REVIEWS) await post("/api/admin/clients", { client: JSON.stringify(review), clientImg: await file() });
  await post("/api/admin/addlogo", { name: LOGO_NAME, image: await file() });
}

const texts = REVIEWS.flatMap((review) => Object.values(review));

describe.skipIf(!hasBrowser)("stored XSS attempts in Chromium", () => {
  const suite = browserSuite({}, addHostileContent);

  test("the server's page data parses back to the same strings, and no stored text closes the script or opens a comment", async () => {
    const html = await (await suite.t.request("/")).text();
    const match = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html);
    expect(match).not.toBeNull();
    const json = match![1]!;
    expect(json).not.toMatch(/<\/script|<!--|<script|\u2028|\u2029/i);
    const data = ((JSON.parse(json) as InitialData).result as { data: unknown }).data as { reviews: Review[]; logos: { name: string }[] };
    for (const review of REVIEWS) {
      expect(data.reviews).toContainEqual(
        expect.objectContaining({ name: review.clientName, primarytitle: review.clientPryTitle, title: review.clientSryTitle }),
      );
    }
    expect(data.logos.map((logo) => logo.name)).toContain(LOGO_NAME);
    // Exactly one script element closes in the document body: the page data's own.
    expect(html.slice(html.indexOf("<body>")).match(/<\/script>/g)).toHaveLength(1);
  });

  test("/ shows the texts literally, runs none of them, and hydrates with no console error or warning", async () => {
    const page = await suite.browser.page();
    await page.goto(suite.url + "/");
    await page.waitForSelector("html[data-hydrated=true]");
    await page.locator("#testimonials").scrollIntoViewIfNeeded();
    await page.waitForSelector(".carousel__viewport.swiper-initialized");
    await page.waitForLoadState("networkidle");

    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    const shown = await page.$$eval(".testimonial__name, .testimonial__quote p, .testimonial__highlight em", (nodes) =>
      nodes.map((node) => node.textContent),
    );
    for (const text of texts) expect({ text, shown: shown.includes(text) }).toEqual({ text, shown: true });
    expect(await page.$$eval(".logo-strip img", (images) => images.map((image) => image.getAttribute("alt")))).toContain(LOGO_NAME);
    // Nothing the texts spell became an element.
    expect(await page.$$eval('img[src="x"], #root svg[onload], #root [onerror]', (nodes) => nodes.length)).toBe(0);
    expect(await page.$$eval("body script", (scripts) => scripts.map((script) => script.getAttribute("type")))).toEqual(["application/json"]);
    expect(page.problems).toEqual([]);
    await page.close();
  }, 180_000);
});
