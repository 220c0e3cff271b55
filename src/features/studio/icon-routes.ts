// The icons browsers ask for and the link preview, made from the studio's mark (mark-icons.tsx):
// /favicon.svg, /favicon.ico, /icons/<size>.png, /apple-touch-icon.png, /site.webmanifest and
// /icons/preview.png. Each is drawn once per mark and kept in memory. Pages link them with the
// mark's version in the query (client/contract/mark.ts): such an address never changes content,
// so browsers keep it for good; any other spelling (a browser's own /favicon.ico) is revalidated.
import { Elysia } from "elysia";
import { ICON_PATHS, ICON_SIZES, markVersion } from "../../../client/contract/mark.ts";
import type { Studio } from "../../../client/contract/studio.ts";
import type { RenderCache } from "../../platform/cache/render-cache.ts";
import type { Sql } from "../../platform/db/connect.ts";
import { fail } from "../../platform/http/errors.ts";
import type { ObjectStore } from "../../platform/media/object-store.ts";
import { icoOf, iconPng, iconSvg, markSource, previewPng, type MarkSource } from "./mark-icons.tsx";
import { getStudio } from "./queries.ts";

type IconDeps = { sql: Sql; objects: ObjectStore; cache: RenderCache };

type Drawn = { body: Uint8Array<ArrayBuffer> | string; type: string };

const PNG_SIZES = new Set<number>([ICON_SIZES.favicon, ICON_SIZES.touch, ...ICON_SIZES.app]);

/** What one mark's files are drawn from, and the ones drawn so far. */
type MarkFiles = { tag: string; studio: Studio; source: Promise<MarkSource>; drawn: Map<string, Promise<Drawn>>; generation: number };

export function iconRoutes({ sql, objects, cache }: IconDeps) {
  let current: MarkFiles | undefined;

  // The studio changes only by an admin write, which bumps the render cache's generation.
  async function files(): Promise<MarkFiles> {
    const generation = cache.generation();
    if (current?.generation === generation) return current;
    const studio = await getStudio(sql);
    const tag = `${markVersion(studio.mark, studio.name)}-${Bun.hash(studio.fullName + studio.name).toString(36)}`;
    if (current?.tag === tag) return (current = { ...current, generation });
    const source = markSource(studio.mark, studio.name, (key) => readObject(objects, key));
    current = { tag, studio, source, drawn: new Map(), generation };
    return current;
  }

  async function answer(request: Request, name: string, draw: (source: MarkSource, studio: Studio) => Promise<Drawn>): Promise<Response> {
    const marked = await files();
    let drawing = marked.drawn.get(name);
    if (!drawing) {
      drawing = marked.source.then((source) => draw(source, marked.studio));
      marked.drawn.set(name, drawing);
      // A failed drawing is tried again at the next request.
      drawing.catch(() => marked.drawn.delete(name));
    }
    const { body, type } = await drawing;
    const etag = `"${marked.tag}-${name}"`;
    const versioned = new URL(request.url).searchParams.get("v") === markVersion(marked.studio.mark, marked.studio.name);
    const headers = {
      "content-type": type,
      etag,
      "cache-control": versioned ? "public, max-age=31536000, immutable" : "no-cache",
      "x-content-type-options": "nosniff",
    };
    if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
    return new Response(body, { headers });
  }

  const png = (size: number) => async (source: MarkSource) => ({ body: new Uint8Array(await iconPng(source, size)), type: "image/png" });

  return new Elysia({ name: "studio-icons" })
    .get(ICON_PATHS.svg, ({ request }) => answer(request, "svg", async (source) => ({ body: iconSvg(source, 48), type: "image/svg+xml" })))
    .get(ICON_PATHS.ico, ({ request }) =>
      answer(request, "ico", async (source) => ({
        body: icoOf(await iconPng(source, ICON_SIZES.favicon), ICON_SIZES.favicon),
        type: "image/x-icon",
      })),
    )
    .get(ICON_PATHS.touch, ({ request }) => answer(request, "touch", png(ICON_SIZES.touch)))
    .get(ICON_PATHS.preview, ({ request }) =>
      answer(request, "preview", async (source, studio) => ({ body: new Uint8Array(await previewPng(source, studio.fullName)), type: "image/png" })),
    )
    .get("/icons/:file", ({ request, params }) => {
      const size = Number(/^(\d{2,3})\.png$/.exec(params.file)?.[1]);
      if (!PNG_SIZES.has(size)) fail(404, "No such icon");
      return answer(request, `png-${size}`, png(size));
    })
    .get(ICON_PATHS.manifest, ({ request }) =>
      answer(request, "manifest", async (_, studio) => ({ body: JSON.stringify(manifest(studio)), type: "application/manifest+json" })),
    );
}

/** The web app manifest: the studio's names and the installed app's icons. */
function manifest(studio: Studio) {
  const v = `?v=${markVersion(studio.mark, studio.name)}`;
  return {
    name: studio.fullName,
    short_name: studio.name,
    start_url: "/",
    display: "standalone",
    background_color: "#07070a",
    theme_color: "#07070a",
    icons: ICON_SIZES.app.map((size) => ({ src: ICON_PATHS.png(size) + v, sizes: `${size}x${size}`, type: "image/png" })),
  };
}

async function readObject(objects: ObjectStore, key: string): Promise<Uint8Array | null> {
  const object = await objects.get(key);
  return object ? new Uint8Array(await new Response(object.body).arrayBuffer()) : null;
}
