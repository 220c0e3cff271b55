// Load during writes: visitors and API clients read pages, lists and images on a real port while
// the admin adds, updates and deletes logos and reviews, and builds, renames and trims a project.
// No read fails, no list shows a record half-written or pointing at a missing image, and once
// the writes settle the API, the home page and the bucket agree exactly with what the admin did.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Review } from "../client/contract/reviews.ts";
import type { Logo } from "../client/contract/logos.ts";
import type { PageDataMap } from "../client/contract/page-data.ts";
import type { InitialData } from "../client/contract/page-data.ts";
import { ensureAdmin } from "../src/platform/auth/accounts.ts";
import { isBucketKey } from "../src/platform/media/keys.ts";
import { findPublicProject } from "../src/features/projects/queries.ts";
import { pngImage } from "./support/admin-api.ts";
import { listen, startTestApp, type TestApp } from "./support/app.ts";

const READERS = 8;
const MAX_READS_PER_READER = 400;
const WRITE_ROUNDS = 9;
const SEED_LOGO_TO_DELETE = "Lumen Skincare";

let t: TestApp;
let server: ReturnType<typeof listen>;

beforeAll(async () => {
  t = await startTestApp();
  server = listen(t.app);
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await t?.close();
});

/** The admin's token, signed in over HTTP like the panel. */
async function signIn(): Promise<string> {
  await ensureAdmin(t.stores.sql, { username: "admin", password: "load-test-password" });
  const body = JSON.stringify({ username: "admin", password: "load-test-password" });
  const login = await fetch(server.url + "/api/admin/login", { method: "POST", headers: { "content-type": "application/json" }, body });
  return ((await login.json()) as Answer).token!;
}

type Answer = { success: boolean; message: string; token?: string; logo?: Logo; client?: Review; logos?: Logo[]; clients?: Review[] };

/** The admin, over HTTP like the panel: every write must succeed. Records what it retired. */
function createWriter(token: string) {
  const retired = new Set<string>();
  const call = async (path: string, body: FormData | object, expected: number): Promise<Answer> => {
    const isForm = body instanceof FormData;
    const response = await fetch(server.url + path, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, ...(isForm ? {} : { "content-type": "application/json" }) },
      body: isForm ? body : JSON.stringify(body),
    });
    const answer = (await response.json()) as Answer;
    if (response.status !== expected) throw new Error(`${path}: ${response.status} ${answer.message}`);
    return answer;
  };
  const image = async (field: string, i: number) => {
    const png = await pngImage(96, 48, `#${(0x203040 + i * 0x0b1d07).toString(16).slice(-6)}`);
    return [field, new File([new Uint8Array(png)], `img-${i}.png`, { type: "image/png" })] as const;
  };
  const form = (...fields: (readonly [string, string | File])[]) => {
    const data = new FormData();
    for (const [name, value] of fields) data.set(name, value);
    return data;
  };
  const retire = (url: string | null | undefined) => url && retired.add(url);
  return {
    retired,
    addLogo: async (name: string, i: number) => (await call("/api/admin/addlogo", form(["name", name], await image("image", i)), 201)).logo!,
    updateLogo: async (old: Logo, name: string, i: number) => {
      const logo = (await call("/api/admin/updatelogo", form(["id", old._id], ["name", name], await image("image", i)), 200)).logo!;
      retire(old.image);
      return logo;
    },
    deleteLogo: async (old: Logo) => {
      await call("/api/admin/deletelogo", { id: old._id }, 200);
      retire(old.image);
    },
    addReview: async (name: string, quote: string, i: number) => {
      const text = JSON.stringify({ clientName: name, clientPryTitle: quote, clientSryTitle: `Highlight ${i}` });
      return (await call("/api/admin/clients", form(["client", text], await image("clientImg", i)), 201)).client!;
    },
    updateReview: async (old: Review, quote: string, i: number) => {
      const review = (await call("/api/admin/updateclient", form(["id", old._id], ["clientPryTitle", quote], await image("clientImg", i)), 200))
        .client!;
      retire(old.profileimg);
      return review;
    },
    deleteReview: async (old: Review) => {
      await call("/api/admin/deleteclient", { id: old._id }, 200);
      retire(old.profileimg);
    },
  };
}

type Problems = { errors: string[]; missingImages: string[]; reads: number };

/** A visitor or API client reading in a loop until told to stop; every answer is checked. */
async function reader(id: number, stop: () => boolean, problems: Problems) {
  const paths = ["/", "/api/admin/logos", "/portfolio", "/api/admin/clients"];
  const get = async (path: string) => {
    problems.reads++;
    try {
      const response = await fetch(server.url + path);
      const body = new Uint8Array(await response.arrayBuffer());
      if (response.status >= 500) problems.errors.push(`${path} answered ${response.status}`);
      return { status: response.status, body };
    } catch (error) {
      problems.errors.push(`${path}: ${(error as Error).message}`);
      return null;
    }
  };
  const checkImages = async (urls: (string | null)[]) => {
    for (const url of urls) {
      if (!url?.startsWith("/media/")) continue;
      const answer = await get(url);
      if (answer?.status === 404) {
        problems.missingImages.push(url);
        // Gone is fine only once no row points at it any more: the row changes first.
        if (await stillReferenced(url)) problems.errors.push(`${url} is missing but a row still points at it`);
      } else if (answer && answer.status !== 200) problems.errors.push(`${url} answered ${answer.status}`);
    }
  };
  const stillReferenced = async (url: string) => {
    const lists = await Promise.all(["/api/admin/logos", "/api/admin/clients"].map(async (path) => (await get(path))?.body ?? new Uint8Array()));
    return lists.some((body) => new TextDecoder().decode(body).includes(`"${url}"`));
  };
  for (let n = id; n < MAX_READS_PER_READER && !stop(); n++) {
    const path = paths[n % paths.length]!;
    const answer = await get(path);
    if (!answer || answer.status !== 200) {
      if (answer) problems.errors.push(`${path} answered ${answer.status}`);
      continue;
    }
    const text = new TextDecoder().decode(answer.body);
    if (path === "/" || path === "/portfolio") {
      if (!text.trimEnd().endsWith("</html>")) problems.errors.push(`${path} was cut short`);
      if (path === "/") {
        const data = pageData(text);
        await checkImages([...data.logos.map((l) => l.image), ...data.reviews.map((r) => r.profileimg)]);
      }
      continue;
    }
    const list = JSON.parse(text) as Answer;
    if (list.logos) {
      for (const logo of list.logos) if (!isWholeLogo(logo)) problems.errors.push(`half-written logo ${JSON.stringify(logo)}`);
      await checkImages(list.logos.map((logo) => logo.image));
    }
    if (list.clients) {
      for (const c of list.clients)
        if (!c._id || !c.name || !c.primarytitle || !c.title) problems.errors.push(`half-written review ${JSON.stringify(c)}`);
      await checkImages(list.clients.map((c) => c.profileimg));
    }
  }
}

/** A seed logo may be a wordmark (no image); every logo the admin uploads has its image. */
function isWholeLogo(logo: Logo): boolean {
  if (!logo._id) return false;
  return logo.name.startsWith("Load logo") ? !!logo.image?.startsWith("/media/") : !!(logo.image || logo.name);
}

/** The home page's hydration data: what the visitor's page was rendered from. */
function pageData(html: string): PageDataMap["home"] {
  const json = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error("no page data in the home page");
  const initial = JSON.parse(json) as InitialData;
  if (initial.path !== "/api/page-data/home" || initial.result?.status !== 200) throw new Error(`page data of ${initial.path}`);
  return initial.result.data as PageDataMap["home"];
}

describe("reads during admin writes", () => {
  test("no read fails or sees a half-written record; afterwards API, home page and bucket match the writes exactly", async () => {
    const writer = createWriter(await signIn());
    const initialLogos = ((await (await fetch(server.url + "/api/admin/logos")).json()) as Answer).logos!;
    const initialReviews = ((await (await fetch(server.url + "/api/admin/clients")).json()) as Answer).clients!;

    let writing = true;
    const problems: Problems = { errors: [], missingImages: [], reads: 0 };
    const readers = Array.from({ length: READERS }, (_, i) => reader(i, () => !writing, problems));

    const logos = new Map(initialLogos.map((logo) => [logo._id, logo]));
    const reviews = new Map(initialReviews.map((review) => [review._id, review]));
    const mine: { logos: Logo[]; reviews: Review[] } = { logos: [], reviews: [] };
    try {
      for (let i = 0; i < WRITE_ROUNDS; i++) {
        const logo = await writer.addLogo(`Load logo ${i}`, i);
        const review = await writer.addReview(`Reviewer ${i}, Load Co`, `Quote ${i}: "fast" & <calm>`, i);
        mine.logos.push(logo);
        mine.reviews.push(review);
        logos.set(logo._id, logo);
        reviews.set(review._id, review);
        if (i >= 1) {
          const previous = logos.get(mine.logos[i - 1]!._id);
          if (previous) logos.set(previous._id, await writer.updateLogo(previous, `Load logo ${i - 1} (new)`, 100 + i));
          const reviewed = reviews.get(mine.reviews[i - 1]!._id);
          if (reviewed) reviews.set(reviewed._id, await writer.updateReview(reviewed, `Quote ${i - 1}, revised`, 100 + i));
        }
        if (i % 3 === 2) {
          const doomedLogo = logos.get(mine.logos[i - 2]!._id)!;
          await writer.deleteLogo(doomedLogo);
          logos.delete(doomedLogo._id);
          const doomedReview = reviews.get(mine.reviews[i - 2]!._id)!;
          await writer.deleteReview(doomedReview);
          reviews.delete(doomedReview._id);
        }
        if (i === 4) {
          const seed = initialLogos.find((logo) => logo.name === SEED_LOGO_TO_DELETE)!;
          await writer.deleteLogo(seed);
          logos.delete(seed._id);
          await writer.deleteReview(initialReviews[0]!);
          reviews.delete(initialReviews[0]!._id);
        }
      }
    } finally {
      writing = false;
      await Promise.all(readers);
    }

    expect(problems.errors).toEqual([]);
    // An image may vanish between reading a list and fetching it only when the admin replaced
    // or deleted it in between; any other 404 is a row pointing at a missing object.
    expect(problems.missingImages.filter((url) => !writer.retired.has(url))).toEqual([]);
    expect(problems.reads).toBeGreaterThan(READERS * 4);

    const apiLogos = ((await (await fetch(server.url + "/api/admin/logos")).json()) as Answer).logos!;
    const apiReviews = ((await (await fetch(server.url + "/api/admin/clients")).json()) as Answer).clients!;
    const byId = <T extends { _id: string }>(list: Iterable<T>) => [...list].sort((a, b) => a._id.localeCompare(b._id));
    expect(byId(apiLogos)).toEqual(byId(logos.values()));
    expect(byId(apiReviews)).toEqual(byId(reviews.values()));

    const home = await (await fetch(server.url + "/")).text();
    const { logos: homeLogos, reviews: homeReviews } = pageData(home);
    expect({ logos: homeLogos, reviews: homeReviews }).toEqual({ logos: apiLogos, reviews: apiReviews });
    const shown = apiLogos.filter((logo) => logo.image).map((logo) => `src="${logo.image}"`);
    expect(shown.filter((src) => !home.includes(src))).toEqual([]);
    expect([...writer.retired].filter((url) => home.includes(`"${url}"`))).toEqual([]);

    // The bucket holds exactly the objects the rows point at: nothing orphaned, nothing missing.
    const rows = await t.stores.sql<{ key: string }[]>`
      select image_key as key from logos union all select profile_key from clients`;
    const referenced = rows
      .map((row) => row.key)
      .filter(isBucketKey)
      .sort();
    expect((await t.stores.objects.list()).sort()).toEqual(referenced);
    for (const key of referenced) expect((await fetch(`${server.url}/media/${key}`)).status).toBe(200);
  }, 240_000);

  test("a project being built, renamed and trimmed is never seen half-written, and its address never stops answering", async () => {
    const auth = { authorization: `Bearer ${await signIn()}` };
    const send = async (method: string, path: string, body: object | FormData) => {
      const isForm = body instanceof FormData;
      const response = await fetch(server.url + path, {
        method,
        headers: isForm ? auth : { ...auth, "content-type": "application/json" },
        body: isForm ? body : JSON.stringify(body),
      });
      const answer = (await response.json()) as { message: string; project?: { _id: string }; image?: { _id: string } };
      if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${answer.message}`);
      return answer;
    };
    const id = (await send("POST", "/api/admin/projects", { title: "Load Boat", family: "productvisualization", status: "published" })).project!._id;
    const slugs = ["load-boat"];

    let writing = true;
    const errors: string[] = [];
    let reads = 0;
    const watch = async () => {
      while (writing) {
        reads++;
        // Every address the project ever had answers: its page, or a redirect to it.
        for (const slug of slugs) {
          const found = await findPublicProject(t.stores.sql, "productvisualization", slug);
          if (!found) errors.push(`/productvisualization/${slug} answered nothing`);
        }
        const shown = (await (await fetch(`${server.url}/api/admin/projects/${id}`, { headers: auth })).json()) as {
          project: { images: { image: { srcset: { avif: string; webp: string } } }[] };
        };
        for (const { image } of shown.project.images) {
          for (const url of [...image.srcset.avif.split(", "), ...image.srcset.webp.split(", ")].map((entry) => entry.split(" ")[0]!)) {
            const status = (await fetch(server.url + url)).status;
            if (status !== 200) errors.push(`${url} answered ${status} while listed`);
          }
        }
      }
    };
    const watchers = Array.from({ length: 4 }, watch);
    const images: string[] = [];
    try {
      for (let i = 0; i < 3; i++) {
        const form = new FormData();
        form.set("alt", `Angle ${i}`);
        form.set(
          "image",
          new File([new Uint8Array(await pngImage(640, 640, `#${(0x406080 + i * 0x111111).toString(16)}`))], `angle-${i}.png`, { type: "image/png" }),
        );
        images.push((await send("POST", `/api/admin/projects/${id}/images`, form)).image!._id);
      }
      await send("PUT", `/api/admin/projects/${id}/images/order`, { ids: [...images] });
      for (const [i, slug] of ["load-speedboat", "load-racer"].entries()) {
        await send("PATCH", `/api/admin/projects/${id}`, { slug, title: `Load Boat ${i}` });
        slugs.push(slug);
      }
      await send("DELETE", `/api/admin/projects/${id}/images/${images[1]}`, {});
      await send("PATCH", `/api/admin/projects/${id}`, { coverImageId: images[2] });
    } finally {
      writing = false;
      await Promise.all(watchers);
    }
    expect(errors).toEqual([]);
    expect(reads).toBeGreaterThan(4);
    expect(await findPublicProject(t.stores.sql, "productvisualization", "load-boat")).toEqual({ redirect: "/productvisualization/load-racer" });
    // Trashed images keep their objects until the purge; nothing else is in the bucket for them.
    const prefixes = (await t.stores.sql<{ key: string }[]>`select image_key as key from project_images where project_id = ${id}`).map(
      (row) => row.key,
    );
    expect(prefixes).toHaveLength(3);
    const objects = (await t.stores.objects.list("projects/")).map((key) => key.slice(0, key.lastIndexOf("/")));
    expect([...new Set(objects)].sort()).toEqual(prefixes.sort());
  }, 180_000);
});
