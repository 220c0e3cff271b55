// Other spellings of a page's address: percent-escaped letters (/%61nimation), another case
// (/AnImAtIoN, /ANIMATION/<slug>), a trailing slash. On a listening server each answers a 301 to
// the page's own address, which the server and the browser's router both read the same way
// (client/resolve-route.ts); none is rendered, none logs an error, and a flood of them leaves the
// real pages in the render cache.
import { describe, expect, test } from "bun:test";
import { createRenderCache } from "../src/platform/cache/render-cache.ts";
import { seededRandom } from "./support/hostile-requests.ts";
import { listeningSuite } from "./support/listening-suite.ts";
import { galleryPaths, publicPaths } from "./support/site-paths.ts";

// The render cache's clock stands still: its pages age out every 300 s, all at once, and a
// flood on a busy machine can take long enough to straddle that moment.
const suite = listeningSuite({ cache: createRenderCache({ now: () => 0 }) });
const get = (path: string) => fetch(suite.server.url + path, { redirect: "manual" });

/** `path` with its i-th letter percent-escaped, as /%61nimation is /animation. */
const escapedAt = (path: string, i: number) => path.slice(0, i) + `%${path.charCodeAt(i).toString(16)}` + path.slice(i + 1);

describe("another spelling of a page's address", () => {
  test.each([
    ["/%61nimation", "/animation"],
    ["/%70ortfolio", "/portfolio"],
    ["/portfoli%6F?tab=motion", "/portfolio?tab=motion"],
    ["/%41nimation", "/animation"],
    ["/AnImAtIoN", "/animation"],
    ["/webdesign", "/WebDesign"],
    ["/PORTFOLIO/", "/portfolio"],
    ["/animation/", "/animation"],
    ["/%61dmin/login", "/admin/login"],
    [galleryPaths[0]!.toUpperCase(), galleryPaths[0]!],
    [escapedAt(galleryPaths[0]!, 3), galleryPaths[0]!],
  ])("%s answers 301 to %s", async (path, location) => {
    const answer = await get(path);
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe(location);
    expect((await get(location)).status).toBe(200);
  });

  test.each(["/%2Fanimation", "/anim%2Fation", "/%25animation", "/animation%00", "/%E0%A4%Animation", "/admin/projects/a%2Fb"])(
    "%s names no page: 404",
    async (path) => {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      expect(await answer.text()).toContain("</html>");
    },
  );

  test("1,000 made-up spellings leave every real page in the cache, and nothing is logged as an error", async () => {
    const { cache, log } = suite.t;
    // Larger image widths still being made (uploads of earlier tests) drop the pages that show them.
    await suite.t.app.moreWidths.settled();
    for (const path of publicPaths) expect((await get(path)).status).toBe(200);
    const cached = () => publicPaths.filter((path) => cache.get(path));
    expect(cached()).toEqual(publicPaths);
    // Distinct spellings of the real pages: random letters in capitals, every other one with a letter escaped.
    const random = seededRandom(32);
    const variants = new Set<string>();
    while (variants.size < 1_000) {
      const path = random.pick(publicPaths.slice(1));
      const cased = [...path].map((char) => (random.next() < 0.5 ? char.toUpperCase() : char)).join("");
      const spelled = random.next() < 0.5 ? cased : escapedAt(cased, 1 + Math.floor(random.next() * (path.length - 1)));
      if (spelled !== path) variants.add(spelled);
    }
    const spellings = [...variants];
    for (let i = 0; i < spellings.length; i += 20) {
      const answers = await Promise.all(spellings.slice(i, i + 20).map(get));
      for (const answer of answers) expect([301, 404]).toContain(answer.status);
    }
    expect(cached()).toEqual(publicPaths);
    expect(log.lines.filter((line) => line.startsWith("error"))).toEqual([]);
  }, 240_000);
});
