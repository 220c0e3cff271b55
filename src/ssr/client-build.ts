// Builds the browser bundle with Bun.build and keeps it in memory: hashed file names, minified,
// one chunk per page (so admin code never reaches a public page), the public stylesheet and the
// admin screens' own one (so public pages never carry admin styles). The metafile
// tells which chunks a page module needs, so its HTML can preload exactly those.
import { join, relative, resolve } from "node:path";
import { gzipSync, brotliCompressSync, constants as zlib } from "node:zlib";

type Bytes = Uint8Array<ArrayBuffer>;

export type Asset = {
  body: Bytes;
  gzip: Bytes;
  brotli: Bytes;
  contentType: string;
  etag: string;
};

export type ClientBuild = {
  /** By URL path, e.g. "/assets/entry-1a2b3c.js". */
  assets: Map<string, Asset>;
  entry: string;
  /** The public stylesheet, linked from every page. */
  css: string;
  /** The admin screens' stylesheet URL, linked from admin pages only. */
  adminCss: string;
  /** Every chunk URL a page module needs (itself and its static imports), for modulepreload. */
  chunksFor(module: string): string[];
};

const ROOT = join(import.meta.dir, "../..");
const ENTRY = join(ROOT, "client/entry.tsx");
const ADMIN_CSS = join(ROOT, "client/styles/admin-index.css");
const PREFIX = "/assets/";

export async function buildClient({ minify = true }: { minify?: boolean } = {}): Promise<ClientBuild> {
  const result = await Bun.build({
    entrypoints: [ENTRY, ADMIN_CSS],
    target: "browser",
    splitting: true,
    minify,
    sourcemap: "none",
    metafile: true,
    // Served as they are from public/fonts (see client/styles/fonts.css for why).
    external: ["/fonts/*"],
    naming: { entry: "[name]-[hash].[ext]", chunk: "[name]-[hash].[ext]", asset: "[name]-[hash].[ext]" },
    define: { "process.env.NODE_ENV": JSON.stringify(minify ? "production" : "development") },
    // The code of a chunk runs as soon as it has loaded: hydration calls nearly every function
    // of React and the page. Left to its heuristics, V8 compiles each function lazily, on the main
    // thread, at its first call; on a phone that was the longest task after the first paint.
    // This hint has Chrome (136+) compile them eagerly on the background thread that parses a
    // script while it downloads. Other browsers read a comment. (Bun adds it to JS chunks only.)
    banner: "//# allFunctionsCalledOnLoad",
  });
  if (!result.success || !result.metafile) {
    throw new AggregateError(result.logs, "client build failed: " + result.logs.map(String).join("\n"));
  }

  const assets = new Map<string, Asset>();
  for (const output of result.outputs) {
    const body = new Uint8Array(await output.arrayBuffer());
    assets.set(PREFIX + output.path.replace(/^\.\//, ""), {
      body,
      gzip: new Uint8Array(gzipSync(body, { level: 9 })),
      brotli: new Uint8Array(brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })),
      contentType: output.type,
      etag: `"${output.hash ?? Bun.hash(body).toString(36)}"`,
    });
  }

  const outputs = result.metafile.outputs;
  const byEntryPoint = new Map<string, string>();
  let entry = "";
  let css = "";
  let adminCss = "";
  for (const [file, info] of Object.entries(outputs)) {
    if (!info.entryPoint) continue;
    const url = PREFIX + file.replace(/^\.\//, "");
    // The metafile names inputs relative to the working directory, which need not be the
    // project's (`bun /path/to/src/main.ts`): keyed here relative to the project instead.
    const entryPoint = resolve(info.entryPoint);
    if (file.endsWith(".js")) byEntryPoint.set(relative(ROOT, entryPoint), url);
    if (entryPoint === ENTRY && file.endsWith(".js")) {
      entry = url;
      if (info.cssBundle) css = PREFIX + info.cssBundle.replace(/^\.\//, "");
    }
    if (entryPoint === ADMIN_CSS && file.endsWith(".css")) adminCss = url;
  }
  if (!entry || !css || !adminCss) throw new Error("client build produced no entry script or stylesheet");

  const staticImports = (url: string): string[] => {
    const info = outputs["./" + url.slice(PREFIX.length)];
    return (info?.imports ?? []).filter((i) => i.kind === "import-statement").map((i) => PREFIX + i.path.replace(/^\.\//, ""));
  };

  return {
    assets,
    entry,
    css,
    adminCss,
    chunksFor(module) {
      const key = relative(ROOT, join(ROOT, module));
      const start = byEntryPoint.get(key);
      if (!start) return [];
      const seen = new Set<string>();
      const visit = (url: string) => {
        if (seen.has(url)) return;
        seen.add(url);
        staticImports(url).forEach(visit);
      };
      visit(start);
      return [...seen];
    },
  };
}
