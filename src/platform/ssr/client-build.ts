// The browser bundle, kept in memory: hashed file names, minified, one chunk per page (so admin
// code never reaches a public page), the public stylesheet and the admin screens' own one (so
// public pages never carry admin styles). The metafile tells which chunks a page module needs,
// so its HTML can preload exactly those. Bundling runs in a process of its own
// (client-bundle.ts), which takes the bundler's working memory with it when it ends.
import { deserialize } from "bun:jsc";
import { join, relative, resolve } from "node:path";
import { ADMIN_CSS, ENTRY, type Bundle } from "./client-bundle.ts";

type Bytes = Uint8Array<ArrayBuffer>;

type Asset = {
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
  /** Development only: this server process's id, for the page's reload script (src/platform/http/dev-reload.ts). */
  devReload?: string;
};

const ROOT = join(import.meta.dir, "../../..");
const PREFIX = "/assets/";
const BUNDLE_PROCESS = join(import.meta.dir, "client-bundle.main.ts");

/**
 * `lists`: the absolute path of a module that the bundle takes in the place of the declared lists'
 * registry (client/contract/lists.ts), exporting what it does: a build for a test's throwaway list.
 */
export async function buildClient({ minify = true, lists }: { minify?: boolean; lists?: string } = {}): Promise<ClientBuild> {
  const args = [...(minify ? [] : ["--dev"]), ...(lists ? ["--lists", lists] : [])];
  const child = Bun.spawn([process.execPath, BUNDLE_PROCESS, ...args], { stdout: "pipe", stderr: "pipe" });
  const [message, errors, code] = await Promise.all([new Response(child.stdout).arrayBuffer(), new Response(child.stderr).text(), child.exited]);
  if (code !== 0) throw new Error(`client build failed (exit code ${code}):\n${errors}`);
  const result = deserialize(message) as Bundle;

  const assets = new Map<string, Asset>();
  for (const output of result.outputs) {
    assets.set(PREFIX + output.path.replace(/^\.\//, ""), {
      body: output.body,
      gzip: output.gzip,
      brotli: output.brotli,
      contentType: output.type,
      etag: `"${output.hash ?? Bun.hash(output.body).toString(36)}"`,
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
