// What the bundle process runs (client-bundle.main.ts, started by buildClient in client-build.ts):
// bundles the browser code with Bun.build, compresses every file, and writes the result to stdout
// as one structured-clone message. The bundler and brotli at quality 11 need some 40 MB while they
// work, and the allocator kept about 15 MB of it after they finished: in the server's process that
// stayed resident for as long as the server ran (docs/PERFORMANCE.md); here it ends with this process.
import { serialize } from "bun:jsc";
import { dirname, join, resolve } from "node:path";
import { gzipSync, brotliCompressSync, constants as zlib } from "node:zlib";

type Bytes = Uint8Array<ArrayBuffer>;

/** What the bundle process sends back: each output file, compressed, and Bun's metafile. */
export type Bundle = {
  outputs: { path: string; type: string; hash: string | null; body: Bytes; gzip: Bytes; brotli: Bytes }[];
  metafile: NonNullable<Bun.BuildOutput["metafile"]>;
};

const ROOT = join(import.meta.dir, "../../..");
export const ENTRY = join(ROOT, "client/entry.tsx");
export const ADMIN_CSS = join(ROOT, "client/styles/admin-index.css");
/** The registry of declared lists (client/contract/lists.ts), which a build may be given another of. */
const REGISTRY = join(ROOT, "client/contract/lists.ts");

/**
 * Puts `registry` in the place of client/contract/lists.ts for every module but itself, which may
 * build its own from the site's: a test's client with a throwaway list's screen.
 */
function registryInstead(registry: string): Bun.BunPlugin {
  return {
    name: "lists registry",
    setup(build) {
      build.onResolve({ filter: /(^|\/)lists\.ts$/ }, (args) =>
        args.importer !== registry && resolve(dirname(args.importer), args.path) === REGISTRY ? { path: registry } : undefined,
      );
    },
  };
}

async function bundle(minify: boolean, registry?: string): Promise<Bundle> {
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
    plugins: registry ? [registryInstead(registry)] : [],
  });
  if (!result.success || !result.metafile) throw new Error("client build failed:\n" + result.logs.map(String).join("\n"));
  const outputs = [];
  for (const output of result.outputs) {
    const body = new Uint8Array(await output.arrayBuffer());
    outputs.push({
      path: output.path,
      type: output.type,
      hash: output.hash,
      body,
      gzip: new Uint8Array(gzipSync(body, { level: 9 })),
      brotli: new Uint8Array(brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })),
    });
  }
  return { outputs, metafile: result.metafile };
}

/**
 * The process's life: the bundle on stdout; an error thrown ends it with exit code 1. `registry`:
 * a module whose exports replace the declared lists' registry's (registryInstead).
 */
export async function writeBundle(minify: boolean, registry?: string): Promise<void> {
  const message = serialize(await bundle(minify, registry), { binaryType: "nodebuffer" });
  // One write of the whole message; the parent reads stdout to its end.
  await Bun.write(Bun.stdout, message);
}
