// What the bundle process runs (client-bundle.main.ts, started by buildClient in client-build.ts):
// bundles the browser code with Bun.build, compresses every file, and writes the result to stdout
// as one structured-clone message. The bundler and brotli at quality 11 need some 40 MB while they
// work, and the allocator kept about 15 MB of it after they finished: in the server's process that
// stayed resident for as long as the server ran (docs/PERFORMANCE.md); here it ends with this process.
import { serialize } from "bun:jsc";
import { join } from "node:path";
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

async function bundle(minify: boolean): Promise<Bundle> {
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

/** The process's life: the bundle on stdout; an error thrown ends it with exit code 1. */
export async function writeBundle(minify: boolean): Promise<void> {
  const message = serialize(await bundle(minify), { binaryType: "nodebuffer" });
  // One write of the whole message; the parent reads stdout to its end.
  await Bun.write(Bun.stdout, message);
}
