// SVG is drawn in a child process. librsvg draws a whole document in one call, which sharp's
// timeout cannot interrupt (it is checked between tiles, and an SVG is one tile), and which
// would hold one of the few threads that password checks and the other images share. A child
// can be killed: when the time limit is reached, or when the admin's request is aborted.
import { join } from "node:path";
import { fail } from "../http/errors.ts";
import { DECODE_OPTIONS, IMAGE_LIMITS } from "./image-limits.ts";
import { loadSharp } from "./sharp.ts";

const CHILD = join(import.meta.dir, "svg-raster.main.ts");

/** The SVG drawn at `density` dpi, as a PNG; refused (415) when it takes longer than the limit. */
export async function rasteriseSvg(svg: Uint8Array, density: number, options: { signal?: AbortSignal; limitMs?: number } = {}): Promise<Buffer> {
  const { signal, limitMs = IMAGE_LIMITS.svgRasterMs } = options;
  signal?.throwIfAborted();
  const child = Bun.spawn([process.execPath, CHILD, String(density)], { stdin: svg, stdout: "pipe", stderr: "pipe" });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill("SIGKILL");
  }, limitMs);
  const abort = () => child.kill("SIGKILL");
  signal?.addEventListener("abort", abort, { once: true });
  try {
    const [png, code] = await Promise.all([new Response(child.stdout).arrayBuffer(), child.exited]);
    signal?.throwIfAborted();
    if (timedOut) fail(415, `This SVG takes too long to draw (over ${Math.round(limitMs / 1000)} s). Simplify it or export it as a PNG.`);
    if (code !== 0) fail(415, "This image could not be read. It may be damaged; try exporting it again.");
    return Buffer.from(png);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", abort);
  }
}

/** The child's life (svg-raster.main.ts): SVG on stdin, PNG on stdout, exit code 1 when sharp cannot draw it. */
export async function runSvgRasterChild(density: number): Promise<void> {
  const input = Buffer.from(await Bun.stdin.arrayBuffer());
  try {
    const sharp = await loadSharp();
    const png = await sharp(input, { ...DECODE_OPTIONS, density })
      .png({ compressionLevel: 1 })
      .toBuffer();
    await Bun.write(Bun.stdout, png);
  } catch {
    process.exit(1);
  }
}
